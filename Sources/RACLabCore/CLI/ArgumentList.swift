/// A hand-written argument reader: positionals and `--name value` options,
/// in any order, with usage errors that name the problem.
///
/// Every option but the flags (`--help`/`-h`, `--rows`, `--transcripts`) takes a value, so an
/// argument that follows `--name` (written without `=`) is that option's
/// value, never a positional; a command reads its options before its
/// positional, so an option left then is unknown and takes no value.
struct ArgumentList {
  /// The options that take no value.
  static let flags: Set<String> = ["--help", "-h", "--rows", "--transcripts"]

  private var remaining: [String]

  init(_ arguments: [String]) {
    remaining = arguments
  }

  /// Whether `--help` or `-h` was given (consumed).
  var wantsHelp: Bool {
    mutating get {
      let before = remaining.count
      remaining.removeAll { $0 == "--help" || $0 == "-h" }
      return remaining.count != before
    }
  }

  /// Whether the flag `--name` was given (consumed).
  mutating func flag(_ name: String) -> Bool {
    let before = remaining.count
    remaining.removeAll { $0 == "--" + name }
    return remaining.count != before
  }

  /// The command name, consumed: the first argument that is neither an
  /// option nor an option's value (the command's options are not known
  /// yet, so each `--name` is taken to have one), unless that is no command
  /// and one of those values is: then an option the command does not have
  /// took the command as its value (`--bogus scenario S3`), so the command
  /// is that value, and the command's own reading names the stray option.
  mutating func command(among commands: Set<String>) -> String? {
    var index = remaining.startIndex
    while index < remaining.endIndex {
      let argument = remaining[index]
      guard argument.hasPrefix("-"), argument != "-" else { break }
      let takesValue = !Self.flags.contains(argument) && !argument.contains("=")
      index += takesValue ? 2 : 1
    }
    let first = index < remaining.endIndex ? index : nil
    if let first, commands.contains(remaining[first]) { return remaining.remove(at: first) }
    if let named = remaining[..<(first ?? remaining.endIndex)].firstIndex(where: commands.contains) {
      return remaining.remove(at: named)
    }
    return first.map { remaining.remove(at: $0) }
  }

  /// The first argument that is not an option, consumed. Call it once the
  /// command's options are read: an option still here is one the command
  /// does not have, so it takes no value along (`scenario --bogus S3` names
  /// S3 and leaves `--bogus` for `expectEnd` to report).
  mutating func nextPositional() -> String? {
    guard let index = remaining.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
    return remaining.remove(at: index)
  }

  /// The value of `--name VALUE` (or `--name=VALUE`), consumed; an option
  /// given twice is a usage error that says so.
  mutating func option(_ name: String, usage: String) throws -> String? {
    let flag = "--" + name
    let value = try takeOption(flag, usage: usage)
    if value != nil, try takeOption(flag, usage: usage) != nil {
      throw UsageError(message: "option \(flag) is given more than once", usage: usage)
    }
    return value
  }

  private mutating func takeOption(_ flag: String, usage: String) throws -> String? {
    if let index = remaining.firstIndex(where: { $0.hasPrefix(flag + "=") }) {
      let value = String(remaining[index].dropFirst(flag.count + 1))
      remaining.remove(at: index)
      return value
    }
    guard let index = remaining.firstIndex(of: flag) else { return nil }
    guard index + 1 < remaining.count else {
      throw UsageError(message: "option \(flag) needs a value", usage: usage)
    }
    let value = remaining[index + 1]
    remaining.removeSubrange(index...index + 1)
    return value
  }

  /// The value of `--name` parsed as one of `choices`.
  mutating func choice<Choice: RawRepresentable>(
    _ name: String, _: Choice.Type, usage: String
  ) throws -> Choice? where Choice.RawValue == String, Choice: CaseIterable {
    guard let raw = try option(name, usage: usage) else { return nil }
    guard let choice = Choice(rawValue: raw) else {
      let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(message: "invalid value '\(raw)' for --\(name); expected one of: \(allowed)", usage: usage)
    }
    return choice
  }

  /// Fails unless every argument was consumed.
  func expectEnd(usage: String) throws {
    guard let extra = remaining.first else { return }
    let what = extra.hasPrefix("-") ? "unknown option '\(extra)'" : "unexpected argument '\(extra)'"
    throw UsageError(message: what, usage: usage)
  }
}
