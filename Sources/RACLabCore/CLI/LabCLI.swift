import Foundation

/// What a lab command printed and how it exited.
public struct LabOutput: Equatable, Sendable {
  /// Standard output.
  public var out: String
  /// Standard error.
  public var err: String
  /// The exit status: 0 success, 1 a mismatch was found, 64 bad usage.
  public var status: Int32

  /// Creates an output.
  public init(out: String = "", err: String = "", status: Int32 = 0) {
    self.out = out
    self.err = err
    self.status = status
  }
}

/// A usage error: printed on stderr as one line naming the problem, then
/// one line pointing at the command's `--help` (the usage itself would
/// scroll the line that matters away), with exit status 64.
struct UsageError: Error {
  let message: String
  /// The usage of the command that refused, which names the command the
  /// pointer sends the reader to.
  let usage: String
  /// Whether the message is printed without the `rac-lab: ` prefix (a
  /// `FILE:LINE: message` diagnostic).
  var bare = false
}

/// The `rac-lab` command line, runnable in-process (the executable only
/// prints what this returns).
public enum LabCLI {
  /// Exit status for a usage error (BSD `EX_USAGE`).
  public static let usageStatus: Int32 = 64

  /// Runs `rac-lab` with `arguments` (without the program name), collecting
  /// everything it prints.
  public static func run(_ arguments: [String]) -> LabOutput {
    var streamed = ""
    var output = run(arguments, streaming: { streamed += $0 })
    output.out = streamed + output.out
    return output
  }

  /// Runs `rac-lab` with `arguments`; output that is too long to hold (a
  /// `compare` of millions of events) goes to `write` as it is produced, the
  /// rest comes back in the result's `out`, to print after. `progress` is
  /// the progress line for long runs (pass one only when standard error is a
  /// terminal). `compare -` reads its script from `standardInput`.
  public static func run(
    _ arguments: [String], streaming write: @escaping (String) -> Void, progress: LabProgress? = nil,
    standardInput: FileHandle = .standardInput
  ) -> LabOutput {
    let io = LabIO(write: write, progress: progress, standardInput: standardInput)
    do {
      var arguments = ArgumentList(arguments)
      guard let command = arguments.command(among: Set(commands.keys).union(["help"])) else {
        if arguments.wantsHelp { return LabOutput(out: mainUsage) }
        let transcripts = arguments.flag("transcripts")
        let format = try arguments.format([.text, .json, .markdown], usage: mainUsage)
        try arguments.expectEnd(usage: mainUsage)
        return SeedCommands.runAll(format: format, transcripts: transcripts)
      }
      if command == "help" { return try help(&arguments) }
      guard let run = commands[command]?.run else {
        throw UsageError(message: "unknown command '\(command)'", usage: mainUsage)
      }
      return try run(&arguments, io)
    } catch let error as UsageError {
      let line = error.bare ? error.message : "rac-lab: \(error.message)"
      return LabOutput(err: "\(line)\n\(helpPointer(error.usage))\n", status: usageStatus)
    } catch {
      return LabOutput(err: "rac-lab: \(error)\n", status: 1)
    }
  }

  /// Every command but `help`: its usage and how it runs. One table for
  /// both running a command and `help COMMAND`, so they cannot disagree.
  private static let commands:
    [String: (usage: String, run: @Sendable (inout ArgumentList, LabIO) throws -> LabOutput)] = [
      "list": (SeedCommands.listUsage, { arguments, _ in try SeedCommands.list(&arguments) }),
      "scenario": (SeedCommands.scenarioUsage, { arguments, _ in try SeedCommands.scenario(&arguments) }),
      "capacity": (CapacityCommand.usage, CapacityCommand.run),
      "side-effects": (SideEffectsCommand.usage, { arguments, _ in try SideEffectsCommand.run(&arguments) }),
      "compare": (CompareCommand.usage, CompareCommand.run),
      "report": (ReportCommand.usage, { arguments, _ in try ReportCommand.run(&arguments) }),
    ]

  /// The line after a usage error: which `--help` to read. `usage` is the
  /// refusing command's usage, whose first line names the command
  /// (`Usage: rac-lab compare FILE ...`).
  static func helpPointer(_ usage: String) -> String {
    let words = usage.prefix { $0 != "\n" }.split(separator: " ")
    let command = words.count > 2 && words[1] == "rac-lab" && !words[2].hasPrefix("[") ? " \(words[2])" : ""
    return "rac-lab: see 'rac-lab\(command) --help' for the usage"
  }

  /// `rac-lab help [COMMAND]`: the usage of COMMAND, or the main usage.
  private static func help(_ arguments: inout ArgumentList) throws -> LabOutput {
    // `help --help` and `help compare --help` ask for what `help` and
    // `help compare` print.
    _ = arguments.wantsHelp
    guard let command = arguments.command(among: Set(commands.keys).union(["help"])) else {
      try arguments.expectEnd(usage: mainUsage)
      return LabOutput(out: mainUsage)
    }
    try arguments.expectEnd(usage: mainUsage)
    guard let usage = command == "help" ? mainUsage : commands[command]?.usage else {
      throw UsageError(message: "unknown command '\(command)'", usage: mainUsage)
    }
    return LabOutput(out: usage)
  }

  static let mainUsage = """
    Usage: rac-lab [--transcripts] [--format text|json|markdown]
           rac-lab COMMAND [OPTIONS]

    A lab for ReactiveCocoa's hot and cold signals, in RAC2 names (RACClassic) and
    RAC4 names (RACModern), on a virtual clock. Everything it prints comes from
    running the library.

    With no command, runs every seed scenario (the examples of the five articles
    the project comes from) in every flavor that has it, checks each against the
    transcript its article printed, and prints a line per scenario, a summary and
    the commands to try next; --transcripts prints every transcript side by side
    (RACClassic | RACModern) instead. Exits 1 if any run mismatches.

    Commands:
      list                 List the seed scenarios.
      scenario NAME        Run one seed scenario; --format svg draws its marbles.
      capacity             What early and late subscribers of each replaying kind
                           get, per capacity (--values/--count, --capacity, ...).
      side-effects         S7's six network requests, without and with each cure.
      compare FILE         Run a script of timed steps in both flavors and compare.
      report               One self-contained HTML page of all of the above.
      help [COMMAND]       Show this help, or COMMAND's.

    Options (no command):
      --transcripts        every seed's transcripts, side by side
      --format F           text, json or markdown (default: text; json and markdown
                           carry the transcripts)

    Every command accepts --help. Exit status: 0 success, 1 a run did not match
    (or, for compare, the flavors differ), 64 a usage error.

    """
}
