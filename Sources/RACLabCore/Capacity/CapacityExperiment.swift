import Foundation
import RACClassic
import RACModern

/// The capacity experiment: one replaying kind at one capacity, with an
/// early and a late subscriber, on a virtual clock.
///
/// The timeline (virtual seconds):
/// - `0.0` the kind is built (`replay()` and `replayLast()` subscribe their
///   source here);
/// - `earlyAt` (0.0 to 1.0, default 0.0) the early subscriber subscribes
///   (`replayLazily` starts its source here);
/// - `1.0` the source sends every value, in order;
/// - `lateAt` the late subscriber subscribes (after the sends when both are at 1.0);
/// - `max(1.0, lateAt) + 1` the source completes;
/// - one second later a probe subscribes: what it is replayed is what the
///   kind retained.
public struct CapacityExperiment: Sendable {
  /// Where the values come from.
  public enum Values: Equatable, Sendable {
    /// These values.
    case list([String])
    /// `1`, `2`, ... `n`, generated while sending (never held as a list).
    case count(Int)

    /// How many values there are.
    public var count: Int {
      switch self {
      case .list(let values): values.count
      case .count(let count): count
      }
    }

    func forEach(_ body: (String) -> Void) {
      switch self {
      case .list(let values): values.forEach(body)
      case .count(let count): for index in 0..<count { body(String(index + 1)) }
      }
    }
  }

  /// The outcome of one kind at one capacity.
  public struct Row: Equatable, Sendable, Codable {
    /// The kind.
    public var kind: CapacityKind
    /// The flavor it ran in.
    public var flavor: Flavor
    /// The call that was run.
    public var spelling: String
    /// The capacity.
    public var capacity: CapacityValue
    /// What the subscriber at `earlyAt` received.
    public var early: Receipt
    /// What the subscriber at `lateAt` received.
    public var late: Receipt
    /// How many times the source ran (0 for subjects, which have no source).
    public var sourceRuns: Int
    /// When the source started, in virtual seconds.
    public var sourceStarts: [Double]
    /// How many values the kind retained at the end: what a subscriber after
    /// completion is replayed.
    public var retained: Int
  }

  /// The value of `RACBehaviorSubject`'s default value in the experiment.
  public static let behaviorDefault = "default"

  /// The values sent.
  public var values: Values
  /// The capacities tried on kinds whose capacity can be chosen.
  public var capacities: [CapacityValue]
  /// When the early subscriber subscribes (before the sends).
  public var earlyAt: Double
  /// When the late subscriber subscribes.
  public var lateAt: Double
  /// The kinds compared.
  public var kinds: [CapacityKind]

  /// Creates an experiment.
  public init(
    values: Values, capacities: [CapacityValue], earlyAt: Double = 0, lateAt: Double = 2.0, kinds: [CapacityKind]
  ) {
    self.earlyAt = earlyAt
    self.values = values
    self.capacities = capacities
    self.lateAt = lateAt
    self.kinds = kinds
  }

  /// Runs every kind at every capacity (kinds with a fixed capacity once).
  public func run() -> [Row] { run(progress: nil) }

  /// Runs every kind at every capacity, showing on `progress` which run is
  /// going and how many values it has sent.
  func run(progress: LabProgress?) -> [Row] {
    let runs = kinds.flatMap { kind in (kind.fixedCapacity.map { [$0] } ?? capacities).map { (kind, $0) } }
    defer { progress?.finish() }
    return runs.enumerated().map { index, run in
      let (kind, capacity) = run
      let what = "rac-lab capacity: run \(index + 1) of \(runs.count), \(kind.rawValue) capacity \(capacity)"
      progress?.update(what)
      return self.run(kind, capacity: capacity) { sent in
        progress?.update(what + ", \(sent) of \(values.count) values sent")
      }
    }
  }

  /// Runs one kind at one capacity on a fresh virtual clock.
  public func run(_ kind: CapacityKind, capacity: CapacityValue) -> Row {
    run(kind, capacity: capacity, progress: nil)
  }

  private func run(_ kind: CapacityKind, capacity: CapacityValue, progress: ((Int) -> Void)?) -> Row {
    let bench = CapacityBench(experiment: self, progress: progress)
    switch kind.flavor {
    case .classic: bench.runClassic(kind, capacity: capacity)
    // No capacity kind is RACSwift's (`CapacityKind.flavor`): it shares RACModern's replay engine.
    case .modern, .swift: bench.runModern(kind, capacity: capacity)
    }
    return Row(
      kind: kind, flavor: kind.flavor, spelling: kind.spelling(capacity), capacity: capacity,
      early: bench.early.receipt, late: bench.late.receipt, sourceRuns: bench.sourceStarts.count,
      sourceStarts: bench.sourceStarts, retained: bench.probe.receipt.count)
  }

  var completeAt: Double { max(1.0, lateAt) + 1.0 }
  var probeAt: Double { completeAt + 1.0 }
}

/// The state of one experiment run: the three subscribers' receipts and the
/// source's starts.
final class CapacityBench {
  let experiment: CapacityExperiment
  let early = ReceiptBox()
  let late = ReceiptBox()
  let probe = ReceiptBox()
  var sourceStarts: [Double] = []
  /// Told how many values have been sent, now and then.
  let progress: ((Int) -> Void)?

  init(experiment: CapacityExperiment, progress: ((Int) -> Void)?) {
    self.experiment = experiment
    self.progress = progress
  }
}
