/// A hand-written argument reader: positionals and `--name value` options,
/// in any order, with usage errors that name the problem.
///
/// Every option but the flags (`--help`/`-h`, `--rows`) takes a value, so an
/// argument that follows `--name` (written without `=`) is that option's
/// value, never a positional.
struct ArgumentList {
  /// The options that take no value.
  static let flags: Set<String> = ["--help", "-h", "--rows"]

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

  /// The first argument that is neither an option nor an option's value, consumed.
  mutating func nextPositional() -> String? {
    var index = remaining.startIndex
    while index < remaining.endIndex {
      let argument = remaining[index]
      guard argument.hasPrefix("-"), argument != "-" else { return remaining.remove(at: index) }
      let takesValue = !Self.flags.contains(argument) && !argument.contains("=")
      index += takesValue ? 2 : 1
    }
    return nil
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
