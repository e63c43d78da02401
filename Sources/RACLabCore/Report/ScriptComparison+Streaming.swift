extension ScriptComparison {
  /// Runs `script` in every flavor that has it in lockstep and writes the
  /// text or Markdown comparison as it goes, in chunks: memory follows what
  /// the flavors hear at one instant (and how far one flavor's column runs
  /// ahead of another's), not the whole run. Prints what the buffered form
  /// would, explanation included, with the verdict of `TimelineMatch`, the
  /// one every form uses. Returns whether the timelines are identical (`nil`
  /// when only one flavor has the kind).
  static func stream(
    name: String, script: LabScript, format: OutputFormat, interruptions: InterruptionPolicy = .compare,
    write: @escaping (String) -> Void, progress: LabProgress? = nil
  ) -> Bool? {
    let output = ChunkedWriter(write)
    let flavors = ScriptRunner.flavors(for: script)
    let markdown = format == .markdown
    let columns = ColumnWriter(columns: Flavor.allCases.count, markdown: markdown, output: output)
    if markdown {
      output.append("**\(heading(name, script))**\n")
      output.append("| " + Flavor.allCases.map(\.moduleName).joined(separator: " | ") + " |")
      output.append("|" + String(repeating: "---|", count: Flavor.allCases.count))
    } else {
      output.append(heading(name, script))
      columns.header(Flavor.allCases.map(\.moduleName))
    }
    // Lines waiting for their row, per column: a row holds the n-th line of
    // every column, so a column that runs ahead waits for the others.
    var pending = Dictionary(uniqueKeysWithValues: Flavor.allCases.map { ($0, [String]()) })
    var heardAnything: Set<Flavor> = []
    var match = TimelineMatch(flavors: flavors, interruptions: interruptions)
    var evidence = RunEvidence()
    var events = 0
    for flavor in Flavor.allCases where !flavors.contains(flavor) { pending[flavor] = ["(no counterpart)"] }
    func flushRows(final: Bool = false) {
      // A column without the kind has only its "(no counterpart)" line,
      // and a finished run has nothing more to wait for: neither holds the
      // others' lines back.
      let waiting = Flavor.allCases.filter { flavors.contains($0) && !final }
      let paired = waiting.map { pending[$0]!.count }.min() ?? Flavor.allCases.map { pending[$0]!.count }.max()!
      guard paired > 0 else { return }
      // Paired all at once: removing them one by one from the front made an
      // instant of n events cost n² moves.
      for index in 0..<paired {
        columns.row(Flavor.allCases.map { flavor in index < pending[flavor]!.count ? pending[flavor]![index] : nil })
      }
      for flavor in Flavor.allCases { pending[flavor]!.removeFirst(min(paired, pending[flavor]!.count)) }
    }
    let lastTime = script.steps.map(\.time).max() ?? 0
    let timelines = ScriptRunner.runInLockstep(script) { time, heard in
      for (flavor, entries) in heard where !entries.isEmpty {
        heardAnything.insert(flavor)
        events += entries.count
        pending[flavor]!.append(contentsOf: entries.map(\.description))
        evidence.record(entries, of: flavor, in: script)
        match.hear(entries, from: flavor)
      }
      flushRows()
      if let time {
        progress?.update(
          "rac-lab compare: t=\(formatTime(time)) of \(formatTime(lastTime)), \(plural(events, "event")) heard")
      }
    }
    progress?.finish()
    for flavor in flavors {
      if !heardAnything.contains(flavor) { pending[flavor]!.append("(nothing received)") }
      pending[flavor]!.append("source runs: \(timelines[flavor]!.sourceRuns)")
    }
    flushRows(final: true)
    columns.finish()
    let identical = match.verdict(timelines)
    let interrupted = match.heardInterruption
    output.append(
      (markdown ? "\n" : "")
        + verdict(identical, script: script, interrupted: interrupted, interruptions: interruptions))
    let notes = Self.notes(flavors.map { ($0, timelines[$0]!) })
    for line in Explanation.lines(for: script, identical: identical, evidence) + notes {
      output.append((markdown ? "\n" : "") + line)
    }
    output.flush()
    return identical
  }
}

/// Whether the flavors that ran a script heard the same timeline: the one
/// verdict behind every form of `compare` (streamed text and Markdown, and
/// the JSON and SVG of a whole run). It is fed each flavor's entries as they
/// come, a whole run at once or instant by instant, so it holds only what
/// one flavor heard ahead of the others; `verdict` adds the source starts.
/// RACModern's interruptions count unless `interruptions` is `.ignore`.
struct TimelineMatch {
  private let flavors: [Flavor]
  private let interruptions: InterruptionPolicy
  /// Per flavor, the entries not yet paired with every other flavor's.
  private var unmatched: [Flavor: [LabTimeline.Entry]]
  private var same = true
  /// Whether any flavor heard `interrupted` (shown even when ignored).
  private(set) var heardInterruption = false

  init(flavors: [Flavor], interruptions: InterruptionPolicy) {
    self.flavors = flavors
    self.interruptions = interruptions
    unmatched = Dictionary(uniqueKeysWithValues: flavors.map { ($0, []) })
  }

  /// Takes `entries`, heard next by `flavor`'s subscribers.
  mutating func hear(_ entries: [LabTimeline.Entry], from flavor: Flavor) {
    let interrupted = entries.contains { $0.kind == .interrupted }
    heardInterruption = heardInterruption || interrupted
    // Only a run in more than one flavor is compared entry by entry.
    guard flavors.count > 1 else { return }
    unmatched[flavor]!.append(
      contentsOf: interruptions == .compare || !interrupted ? entries : entries.filter { $0.kind != .interrupted })
    let paired = flavors.map { unmatched[$0]!.count }.min()!
    guard paired > 0 else { return }
    let reference = unmatched[flavors[0]]!.prefix(paired)
    same = same && flavors.dropFirst().allSatisfy { unmatched[$0]!.prefix(paired) == reference }
    for flavor in flavors { unmatched[flavor]!.removeFirst(paired) }
  }

  /// Whether every flavor heard the same entries and started its source at
  /// the same times, given each flavor's finished timeline (its entries are
  /// not looked at: they were heard); `nil` when only one flavor ran.
  func verdict(_ timelines: [Flavor: LabTimeline]) -> Bool? {
    guard flavors.count > 1 else { return nil }
    let starts = timelines[flavors[0]]!.sourceStarts
    return same && unmatched.values.allSatisfy(\.isEmpty)
      && flavors.dropFirst().allSatisfy { timelines[$0]!.sourceStarts == starts }
  }
}

/// Lays out rows of cells (one per flavor) in columns as wide as the cells
/// they hold, measured from the cells themselves. Rows are held until
/// `holdLimit` of them have come (or the end), then printed at the widest
/// cell each column had; past that, rows print as they come and a column
/// widens when a cell needs it (its separator moves right from that row
/// on), so memory stays bounded however long the run. Markdown rows need
/// no widths and print at once.
final class ColumnWriter {
  private let columns: Int
  private let markdown: Bool
  private let output: ChunkedWriter
  private let holdLimit: Int
  private var held: [[String?]] = []
  private var widths: [Int]
  private var streaming = false

  init(columns: Int, markdown: Bool, output: ChunkedWriter, holdLimit: Int = 1_000) {
    self.columns = columns
    self.markdown = markdown
    self.output = output
    self.holdLimit = holdLimit
    widths = Array(repeating: 0, count: columns)
  }

  /// The column headings (text only).
  func header(_ names: [String]) { row(names) }

  /// One row: a cell per column, `nil` for an empty one.
  func row(_ cells: [String?]) {
    if markdown {
      let quoted = cells.map { $0.map { "`\($0)`" } ?? "" }
      output.append("| " + quoted.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
      return
    }
    for (index, cell) in cells.enumerated().dropLast() { widths[index] = max(widths[index], cell?.displayWidth ?? 0) }
    if streaming {
      print(cells)
      return
    }
    held.append(cells)
    if held.count >= holdLimit { finish() }
  }

  /// Prints the rows held; the ones after print as they come.
  func finish() {
    for cells in held { print(cells) }
    held.removeAll()
    streaming = true
  }

  private func print(_ cells: [String?]) {
    var line = "    "
    for (index, cell) in cells.enumerated() {
      line += index == columns - 1 ? (cell ?? "") : (cell ?? "").padded(to: widths[index]) + " | "
    }
    while line.last == " " { line.removeLast() }
    output.append(line)
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
