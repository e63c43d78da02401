import Foundation

/// `rac-lab capacity`: what early and late subscribers of each replaying
/// kind receive, per capacity.
enum CapacityCommand {
  static let usage = """
    Usage: rac-lab capacity [--values A,B,C | --count N] [--capacity LIST] [--early-at T]
                            [--late-at T] [--kinds LIST] [--format text|json|csv|markdown|svg]

    The capacity experiment: each replaying kind, at each capacity, on a virtual
    clock. At t=0 the kind is built; at --early-at an early subscriber subscribes;
    at t=1.0 the source sends every value; at --late-at a late subscriber subscribes; one
    second after both, the source completes; one second later a probe subscribes,
    and what it is replayed is the retained buffer. Prints, per kind and capacity,
    what each subscriber received, how many times the source ran, and how many
    values were retained.

    Options:
      --values A,B,C     the values to send (default: A,B,C,D,E)
      --count N          send the generated values 1...N instead (N at most \(maxCount);
                         receipts show the count and the first and last values;
                         a long run shows its progress on a terminal)
      --capacity LIST    capacities to try, comma-separated whole numbers or
                         'unbounded', at most \(maxCapacities) (default: 0,1,3,unbounded); kinds with a
                         fixed capacity (replay, replayLast, behavior) run once
      --early-at T       when the early subscriber subscribes, from 0 to 1.0 seconds
                         (default: 0.0); a later one shows replayLazily starting
                         its source there, while replay and replayLast start at 0
      --late-at T        when the late subscriber subscribes, in seconds (default: 2.0)
      --kinds LIST       comma-separated, from: \(CapacityKind.allCases.map(\.rawValue).joined(separator: ","))
                         (default: all)
      --format F         text, json, csv, markdown or svg (default: text); svg plots
                         what the late subscriber got and what each kind retained,
                         against capacity, a line per kind

    Kinds: buffer = SignalProducer.buffer(n) and replayLazily = replayLazily(n)
    run in RACModern; replaySubject = RACReplaySubject(capacity: n), replay,
    replayLast and behavior = RACBehaviorSubject run in RACClassic.

    """

  /// The largest `--count`: ten million values, a few seconds per kind and
  /// capacity in a release build.
  static let maxCount = 10_000_000

  /// The most capacities one run tries.
  static let maxCapacities = 16

  /// Whether `text` is digits only (a number, if perhaps too large for `Int`).
  static func isWholeNumber(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
  }

  static func run(_ arguments: inout ArgumentList, _ io: LabIO) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: usage) }
    let valuesOption = try arguments.option("values", usage: usage)
    let countOption = try arguments.option("count", usage: usage)
    let capacityOption = try arguments.option("capacity", usage: usage)
    let earlyOption = try arguments.option("early-at", usage: usage)
    let lateOption = try arguments.option("late-at", usage: usage)
    let kindsOption = try arguments.option("kinds", usage: usage)
    let format = try arguments.format([.text, .json, .csv, .markdown, .svg], usage: usage)
    try arguments.expectEnd(usage: usage)

    let values: CapacityExperiment.Values
    switch (valuesOption, countOption) {
    case (_?, _?): throw UsageError(message: "give either --values or --count, not both", usage: usage)
    case (let list?, nil):
      let items = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !items.contains(where: \.isEmpty) else {
        throw UsageError(
          message: "invalid value '\(list)' for --values; expected comma-separated values like A,B,C", usage: usage)
      }
      values = .list(items)
    case (nil, let text?):
      guard let count = Int(text), (0...maxCount).contains(count) else {
        let problem =
          isWholeNumber(text) ? "too large (at most \(maxCount))" : "expected a whole number from 0 to \(maxCount)"
        throw UsageError(message: "invalid value '\(text)' for --count: \(problem)", usage: usage)
      }
      values = .count(count)
    case (nil, nil): values = .list(["A", "B", "C", "D", "E"])
    }
    let capacities = try (capacityOption ?? "0,1,3,unbounded").split(separator: ",", omittingEmptySubsequences: false)
      .map { item -> CapacityValue in
        guard let capacity = CapacityValue(parsing: String(item)) else {
          let problem =
            isWholeNumber(String(item))
            ? ": too large (at most \(Int.max), or 'unbounded')"
            : "; expected whole numbers of 0 or more or 'unbounded'"
          throw UsageError(message: "invalid capacity '\(item)' in --capacity\(problem)", usage: usage)
        }
        return capacity
      }
    guard capacities.count <= maxCapacities else {
      throw UsageError(
        message: "--capacity lists \(capacities.count) capacities, too many (at most \(maxCapacities))", usage: usage)
    }
    var lateAt = 2.0
    if let lateOption {
      guard let time = Double(lateOption), time >= 0, time <= LabScript.maxTime else {
        throw UsageError(
          message: "invalid value '\(lateOption)' for --late-at; expected a time from 0 to 1000000 seconds",
          usage: usage)
      }
      lateAt = time
    }
    var earlyAt = 0.0
    if let earlyOption {
      guard let time = Double(earlyOption), time >= 0, time <= 1.0 else {
        throw UsageError(
          message: "invalid value '\(earlyOption)' for --early-at; "
            + "expected a time from 0 to 1.0 seconds (before the sends)",
          usage: usage)
      }
      earlyAt = time
    }
    let kindNames = kindsOption.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    let kinds = try (kindNames ?? CapacityKind.allCases.map(\.rawValue))
      .map { item -> CapacityKind in
        guard let kind = CapacityKind(rawValue: String(item)) else {
          let allowed = CapacityKind.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(message: "unknown kind '\(item)' in --kinds; expected some of: \(allowed)", usage: usage)
        }
        return kind
      }
    let experiment = CapacityExperiment(
      values: values, capacities: capacities, earlyAt: earlyAt, lateAt: lateAt, kinds: kinds)
    let rows = experiment.run(progress: io.progress)
    return LabOutput(out: CapacityReport(experiment: experiment, rows: rows).render(format))
  }
}
