import Foundation

/// `rac-lab compare FILE`: runs a user's script in both flavors.
enum CompareCommand {
  static let usage = """
    Usage: rac-lab compare FILE [--format text|json|markdown|svg]

    Runs the script in FILE with RACClassic and with RACModern types, each on its
    flavor's virtual-time test scheduler, and prints both timelines and whether
    they are identical. RACClassic has no interruption, so RACModern's
    'interrupted' events are shown but left out of the comparison. Exits 1 if the
    timelines differ, 64 if the script has a bad line (reported as FILE:LINE: message).

    Script format, one statement per line, '#' starts a comment:
    \(LabScript.formatHelp.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

    Example:
      kind replaySubject capacity 2
      at 1.0 send A
      at 1.0 send B
      at 1.0 send C
      at 1.1 subscribe S1
      at 2.0 complete

    Options:
      --format F    text, json, markdown or svg (a marble diagram; default: text).
                    text and markdown are printed as the run goes, in bounded
                    memory (a progress line shows on a terminal for long runs);
                    json and svg hold the whole run, and svg draws at most
                    \(maxDrawnEvents) events (steps times subscribers).

    """

  static func run(_ arguments: inout ArgumentList, _ io: LabIO) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: usage) }
    let format = try arguments.format([.text, .json, .markdown, .svg], usage: usage)
    guard let path = arguments.nextPositional() else {
      throw UsageError(message: "missing script FILE", usage: usage)
    }
    try arguments.expectEnd(usage: usage)
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw UsageError(message: "cannot read script '\(path)': \(readProblem(path))", usage: usage)
    }
    let script: LabScript
    do {
      script = try LabScript(parsing: text)
    } catch let error as LabScriptError {
      throw UsageError(message: "\(path):\(error.line): \(error.message)", usage: usage, bare: true)
    }
    if format == .text || format == .markdown {
      let identical = ScriptComparison.stream(
        name: path, script: script, format: format, write: io.write, progress: io.progress)
      return LabOutput(status: identical == false ? 1 : 0)
    }
    let events = script.steps.count * max(1, script.subscriberCount)
    if format == .svg, events > maxDrawnEvents {
      throw UsageError(
        message: "'\(path)' can make about \(events) events, too many to draw (at most \(maxDrawnEvents)); "
          + "use --format text, which streams",
        usage: usage)
    }
    let comparison = ScriptComparison(name: path, script: script)
    return LabOutput(out: comparison.render(format), status: comparison.identical == false ? 1 : 0)
  }

  /// The most events (steps times subscribers) a marble diagram is drawn for.
  static let maxDrawnEvents = 20_000

  private static func readProblem(_ path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
    return isDirectory.boolValue ? "it is a directory" : "not readable as UTF-8 text"
  }
}
