extension ScriptComparison {
  /// Runs `script` in both flavors in lockstep and writes the text or
  /// Markdown comparison as it goes, in chunks: memory follows what the
  /// flavors hear at one instant (and how far one flavor's column runs ahead
  /// of the other's), not the whole run. Prints what the buffered `render`
  /// prints for the same script. Returns whether the timelines are identical
  /// (`nil` when one flavor lacks the kind).
  static func stream(
    name: String, script: LabScript, format: OutputFormat, write: @escaping (String) -> Void,
    progress: LabProgress? = nil
  ) -> Bool? {
    let output = ChunkedWriter(write)
    let flavors = ScriptRunner.flavors(for: script)
    let markdown = format == .markdown
    let width = classicColumnWidth(script)
    func row(_ classic: String?, _ modern: String?) {
      if markdown {
        let cells = [classic, modern].map { $0.map { "`\($0)`" } ?? "" }
        output.append(
          "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
      } else {
        var line = "    " + (classic ?? "").padded(to: width) + " | " + (modern ?? "")
        while line.last == " " { line.removeLast() }
        output.append(line)
      }
    }
    if markdown {
      output.append("**\(heading(name, script))**\n")
      output.append("| RACClassic | RACModern |\n|---|---|")
    } else {
      output.append(heading(name, script))
      row("RACClassic", "RACModern")
    }
    // Lines waiting for their row, per column; entries waiting for their
    // counterpart in the other flavor, interruptions left out.
    var pending: [Flavor: [String]] = [.classic: [], .modern: []]
    var unmatched: [Flavor: [LabTimeline.Entry]] = [.classic: [], .modern: []]
    var heardAnything: [Flavor: Bool] = [:]
    var same = true
    var interrupted = false
    var events = 0
    for flavor in Flavor.allCases where !flavors.contains(flavor) { pending[flavor] = ["(no counterpart)"] }
    func flushRows() {
      while let classic = pending[.classic]!.first, let modern = pending[.modern]!.first {
        row(classic, modern)
        pending[.classic]!.removeFirst()
        pending[.modern]!.removeFirst()
      }
    }
    let lastTime = script.steps.map(\.time).max() ?? 0
    let timelines = ScriptRunner.runInLockstep(script) { time, heard in
      for (flavor, entries) in heard where !entries.isEmpty {
        heardAnything[flavor] = true
        events += entries.count
        pending[flavor]!.append(contentsOf: entries.map(\.description))
        interrupted = interrupted || entries.contains { $0.kind == .interrupted }
        unmatched[flavor]!.append(contentsOf: entries.filter { $0.kind != .interrupted })
      }
      while let classic = unmatched[.classic]!.first, let modern = unmatched[.modern]!.first {
        same = same && classic == modern
        unmatched[.classic]!.removeFirst()
        unmatched[.modern]!.removeFirst()
      }
      flushRows()
      if let time {
        progress?.update(
          "rac-lab compare: t=\(formatTime(time)) of \(formatTime(lastTime)), \(plural(events, "event")) heard")
      }
    }
    progress?.finish()
    for flavor in flavors {
      if heardAnything[flavor] != true { pending[flavor]!.append("(nothing received)") }
      pending[flavor]!.append("source runs: \(timelines[flavor]!.sourceRuns)")
    }
    flushRows()
    for flavor in Flavor.allCases where !pending[flavor]!.isEmpty {
      for line in pending[flavor]! { flavor == .classic ? row(line, nil) : row(nil, line) }
    }
    let identical: Bool? =
      flavors.count < 2
      ? nil
      : same && unmatched.values.allSatisfy(\.isEmpty)
        && timelines[Flavor.classic]!.sourceStarts == timelines[Flavor.modern]!.sourceStarts
    output.append((markdown ? "\n" : "") + verdict(identical, script: script, interrupted: interrupted))
    output.flush()
    return identical
  }

  /// The width of the RACClassic column, known before the run: the longest
  /// line RACClassic can print for this script (a step's time, a subscriber's
  /// name, and a value sent, a failure's message or `completed`), the header,
  /// and the closing lines.
  private static func classicColumnWidth(_ script: LabScript) -> Int {
    var times = 0
    var names = 0
    var events = 0
    var runs = 0
    for timed in script.steps {
      times = max(times, ("t=" + formatTime(timed.time)).displayWidth)
      switch timed.step {
      case .subscribe(let name):
        names = max(names, name.displayWidth)
        runs += 1
      case .send(let value): events = max(events, ("next " + value).displayWidth)
      case .fail(let message): events = max(events, ("error " + message).displayWidth)
      case .connect: runs += 1
      case .complete: events = max(events, "completed".count)
      case .dispose: break
      }
    }
    let canHear = names > 0 && events > 0
    var lines = ["RACClassic"]
    if !ScriptRunner.flavors(for: script).contains(.classic) {
      lines.append("(no counterpart)")
    } else {
      lines.append("source runs: \(runs)")
      if !canHear { lines.append("(nothing received)") }
    }
    return max(canHear ? times + 1 + names + 1 + events : 0, lines.map(\.count).max()!)
  }
}

/// Collects lines and hands them to `write` in chunks of about 64 KB, so a
/// long stream makes few writes.
final class ChunkedWriter {
  private let write: (String) -> Void
  private var chunk = ""

  init(_ write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Appends `line` and a line break.
  func append(_ line: String) {
    chunk += line
    chunk += "\n"
    if chunk.utf8.count >= 65_536 { flush() }
  }

  /// Writes what is collected.
  func flush() {
    guard !chunk.isEmpty else { return }
    write(chunk)
    chunk = ""
  }
}
