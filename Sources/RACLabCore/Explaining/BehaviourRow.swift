/// A row of one of `docs/Migration.md`'s behaviour tables ("Behaviour
/// differences: ..."), as `rac-lab compare` knows it: either the sample
/// script that shows it and how to tell that a run touches it, or why no
/// script can.
///
/// `Tests/RACLabTests/PipelineCompareTests.swift` checks that the catalog and
/// the tables list the same rows, and that each row's script names it.
public struct BehaviourRow: Sendable {
  /// Whether RACPort's faces behave differently for this row (each keeps
  /// its library's rule: RACClassic against RACModern, or, in the ReactiveSwift
  /// table, RACModern against RACSwift) or alike (RACPort settled on one rule).
  public enum Faces: Sendable {
    case differ
    case agree
  }

  /// Why a row has no sample script.
  public enum NotScripted: String, Sendable {
    case threads = "threads: a script runs on one thread"
    case types = "types and spellings, not timelines"
    case trap = "a programmer error that traps"
    case lifetimes = "object lifetimes, not timelines"
    case schedulers = "schedulers themselves"
    case disposables = "disposables themselves"
    case internalOrder = "disposal order inside an operator"
    case logging = "debugging logs, not what subscribers hear"
    case bindings = "key-path bindings are not a source kind"
    case classicOnly = "RAC2 only: nothing to compare"
    case modernOnly = "RAC4 against ReactiveSwift: no RAC2 side"
    case blocking = "blocking calls: scripts never wait"
    case emptyList = "a script's list always holds its source"
    case hotLists = "other sources are hot: start order unheard"
    case sourceInterruption = "a script's source never interrupts itself"
    case defaultAgrees = "ReactiveSwift's default agrees with RAC4"
  }

  /// How the lab covers the row.
  public enum Coverage: Sendable {
    /// `script` (a file in `docs/lab-scripts`) shows it; `touches` tells
    /// whether a run touches the row.
    case script(String, Faces, touches: @Sendable (LabScript, RunEvidence) -> Bool)
    /// No script can show it, for this reason.
    case none(NotScripted)
  }

  /// The table's heading, without `## `.
  public let table: String
  /// The row's first cell, exactly as written.
  public let row: String
  /// What RAC2 and RAC4 did, in one line (scripted rows).
  public let summary: String
  /// How the lab covers it.
  public let coverage: Coverage

  /// The row's sample script, if it has one.
  public var script: String? {
    if case .script(let name, _, _) = coverage { name } else { nil }
  }

  /// Whether a run of `script` touches this row.
  func isTouched(by script: LabScript, _ evidence: RunEvidence) -> Bool {
    if case .script(_, _, let touches) = coverage { touches(script, evidence) } else { false }
  }

  /// Whether RACPort's faces differ for this row (scripted rows only).
  var facesDiffer: Bool {
    if case .script(_, .differ, _) = coverage { true } else { false }
  }

  /// `"Behaviour differences: value operators", row "`take(0)`"`
  var citation: String { "\"\(table)\", row \"\(row)\"" }
}

/// What a run showed beyond its verdict, for telling which rows it touches:
/// who RACModern interrupted, and when; the errors RACModern's subscribers
/// heard; whether RACClassic heard a value at the instant the source
/// completed.
public struct RunEvidence: Sendable {
  /// RACModern's interruptions: subscriber and time.
  public var interruptions: [(subscriber: String, time: Double)] = []
  /// The errors RACModern's subscribers heard, as the timeline shows them.
  public var modernErrors: Set<String> = []
  /// Whether RACClassic heard a value at the time of a `complete` step.
  public var classicValueAtCompletion = false
  /// Whether RACSwift heard something else than RACModern (ReactiveSwift's
  /// rows explain only that): RACSwift ran, and the two did not hear the
  /// same entries in the same order.
  public var swiftDiffersFromModern: Bool {
    swiftHeard && (unpairedDiffer || modernUnpaired.count != swiftUnpaired.count)
  }
  /// What RACModern and RACSwift heard that the other has not heard yet
  /// (paired as they come, so memory follows one instant, not the run).
  private var modernUnpaired: [LabTimeline.Entry] = []
  private var swiftUnpaired: [LabTimeline.Entry] = []
  private var unpairedDiffer = false
  private var swiftHeard = false
  /// The times of the script's `complete` steps, gathered at the first
  /// `record` (one evidence holds one script's run): looking them up per
  /// value made a long compare quadratic (values times steps).
  private var completionTimes: Set<Double>?

  /// Creates evidence.
  public init(
    interruptions: [(subscriber: String, time: Double)] = [], modernErrors: Set<String> = [],
    classicValueAtCompletion: Bool = false
  ) {
    self.interruptions = interruptions
    self.modernErrors = modernErrors
    self.classicValueAtCompletion = classicValueAtCompletion
  }

  /// Takes in what `flavor` heard in a run of `script`.
  mutating func record(_ entries: [LabTimeline.Entry], of flavor: Flavor, in script: LabScript) {
    switch flavor {
    case .modern:
      modernUnpaired += entries
      pairModernWithSwift()
      interruptions += entries.filter { $0.kind == .interrupted }.map { ($0.subscriber, $0.time) }
      modernErrors.formUnion(entries.filter { $0.kind == .error }.compactMap(\.value))
    case .swift:
      swiftHeard = true
      swiftUnpaired += entries
      pairModernWithSwift()
    case .classic:
      guard !classicValueAtCompletion else { return }
      let completions =
        completionTimes ?? Set(script.steps.lazy.filter { $0.step == .complete }.map(\.time))
      completionTimes = completions
      classicValueAtCompletion = entries.contains { $0.kind == .next && completions.contains($0.time) }
    }
  }

  private mutating func pairModernWithSwift() {
    let paired = min(modernUnpaired.count, swiftUnpaired.count)
    guard paired > 0 else { return }
    unpairedDiffer = unpairedDiffer || modernUnpaired.prefix(paired) != swiftUnpaired.prefix(paired)
    modernUnpaired.removeFirst(paired)
    swiftUnpaired.removeFirst(paired)
  }
}
