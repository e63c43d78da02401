import Foundation

/// `rac-lab compare FILE`: runs a user's script in every flavor that has its kind.
enum CompareCommand {
  static let usage = """
    Usage: rac-lab compare FILE|- [--format text|json|markdown|svg] [--interruptions compare|ignore]
           rac-lab compare --rows

    Runs the script in FILE ('-' reads it from standard input) with RACClassic,
    RACModern and RACSwift (ReactiveSwift 7) types, each on its flavor's
    virtual-time test scheduler, and prints the timelines side by side and whether
    they are identical (RACSwift has no replaySubject, property, constant or
    command kind: its column says so). A script may pipe the source through
    operators, spelled once and run in each flavor with its own meaning (RAC2's
    throttle is a debounce, RAC4's a rate limit). When the
    timelines differ, the lab names the row of docs/Migration.md's behaviour
    tables that explains the difference, or says that none does (a finding);
    when they agree, the rows the run touches. RACClassic has no interruption:
    RACModern's 'interrupted' events count in the comparison unless
    --interruptions ignore. Exits 1 if the timelines differ, 64 if the script
    has a bad line (reported as FILE:LINE: message) or goes past a limit.

    Limits (a script past one is refused): \(LabScript.limitsHelp)

    Script format, one statement per line, '#' starts a comment:
    \(LabScript.formatHelp.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

    Example:
      kind subject
      pipe throttle 1.0
      at 0.0 subscribe S1
      at 0.0 send A
      at 0.3 send B
      at 0.6 send C
      at 2.0 complete

    Options:
      --format F          text, json, markdown or svg (a marble diagram; default: text).
                          text and markdown are printed as the run goes, in bounded
                          memory (a progress line shows on a terminal for long runs);
                          json and svg hold the whole run, and svg draws at most
                          \(maxDrawnEvents) events (steps times subscribers).
      --interruptions P   compare (the default) or ignore RACModern's interruptions.
      --rows              List the rows of docs/Migration.md's behaviour tables, each
                          with its sample script in docs/lab-scripts or why it has none.

    """

  static func run(_ arguments: inout ArgumentList, _ io: LabIO) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: usage) }
    if arguments.flag("rows") {
      try arguments.expectEnd(usage: usage)
      return LabOutput(out: rowsTable())
    }
    let format = try arguments.format([.text, .json, .markdown, .svg], usage: usage)
    let interruptions = try arguments.choice("interruptions", InterruptionPolicy.self, usage: usage) ?? .compare
    guard let path = arguments.nextPositional() else {
      throw UsageError(message: "missing script FILE", usage: usage)
    }
    try arguments.expectEnd(usage: usage)
    let text: String
    do {
      text = try ScriptFile.read(path, standardInput: io.standardInput)
    } catch {
      let name = path == "-" ? "standard input" : "'\(path)'"
      throw UsageError(message: "cannot read script \(name): \(error)", usage: usage)
    }
    let script: LabScript
    do {
      script = try LabScript(parsing: text)
    } catch let error as LabScriptError {
      throw UsageError(message: "\(path):\(error.line): \(error.message)", usage: usage, bare: true)
    }
    if format == .text || format == .markdown {
      let identical = ScriptComparison.stream(
        name: path, script: script, format: format, interruptions: interruptions, write: io.write,
        progress: io.progress)
      return LabOutput(status: identical == false ? 1 : 0)
    }
    let events = script.steps.count * max(1, script.subscriberCount)
    if format == .svg, events > maxDrawnEvents {
      throw UsageError(
        message: "'\(path)' can make about \(events) events, too many to draw (at most \(maxDrawnEvents)); "
          + "use --format text, which streams",
        usage: usage)
    }
    let comparison = ScriptComparison(name: path, script: script, interruptions: interruptions)
    return LabOutput(out: comparison.render(format), status: comparison.identical == false ? 1 : 0)
  }

  /// The most events (steps times subscribers) a marble diagram is drawn for.
  static let maxDrawnEvents = 20_000

  /// `--rows`: every behaviour row, per table, with its script or why none.
  static func rowsTable() -> String {
    let catalog = BehaviourRow.catalog
    func coverage(_ row: BehaviourRow) -> String {
      switch row.coverage {
      case .script(let name, _, _): "docs/lab-scripts/\(name)"
      case .none(let reason): "(\(reason.rawValue))"
      }
    }
    let width = catalog.map { coverage($0).displayWidth }.max() ?? 0
    var lines: [String] = []
    var table: String?
    for row in catalog {
      if row.table != table {
        table = row.table
        lines.append((lines.isEmpty ? "" : "\n") + row.table)
      }
      lines.append("  " + coverage(row).padded(to: width) + "  " + row.row)
    }
    let scripted = catalog.filter { $0.script != nil }.count
    lines.append(
      "\n\(scripted) of \(catalog.count) rows have a sample script; `rac-lab compare` names a row "
        + "whenever a run touches it.")
    return lines.joined(separator: "\n") + "\n"
  }
}
