import Benchmark
import Synchronization

// Paired runs: the faces of one scenario measured side by side, in one
// process, one right after the other.
//
// On a shared virtual machine the same binary reads 20-50% apart between two
// runs minutes apart (docs/Benchmarks.md, "Re-taken on 2026-11-28"): the
// host's speed drifts, and a benchmark that runs every face in its own slot
// compares faces measured under different conditions. A paired benchmark
// ("<scenario>.paired") runs each library's own scenario body (the one its
// "<scenario>.<library>" benchmark runs, looked up by name in `Scenarios`)
// once in the listed order and once in the reverse order, and records each
// library's time relative to each reference (RACModern, OpenCombine, the
// floor) as the geometric mean of the two passes' ratios: drift that is
// slow against one pass cancels, and so does any advantage of running first
// or last. compare.sh prints the median over iterations and rounds.

/// What a scenario body needs from whoever runs it: package-benchmark's
/// `Benchmark`, or a `Stopwatch` inside a paired run.
protocol Meter: AnyObject {
  var name: String { get }
  func startMeasurement()
  func stopMeasurement()
  func measurement(_ metric: BenchmarkMetric, _ value: Int)
}

extension Benchmark: Meter {}

/// A scenario's body: set-up, the measured region between
/// `startMeasurement()` and `stopMeasurement()`, then its checks.
typealias ScenarioBody = @Sendable (any Meter) -> Void

/// Every scenario body by benchmark name, so a paired run can call them.
enum Scenarios {
  private static let table = Mutex<[String: ScenarioBody]>([:])

  static func body(_ name: String) -> ScenarioBody {
    guard let body = table.withLock({ $0[name] }) else {
      preconditionFailure("no scenario named \(name) is registered")
    }
    return body
  }

  fileprivate static func add(_ name: String, _ body: @escaping ScenarioBody) {
    table.withLock { $0[name] = body }
  }
}

/// Registers `body` as the package-benchmark benchmark `name` and keeps it
/// for paired runs.
func scenario(_ name: String, configuration: Benchmark.Configuration, _ body: @escaping ScenarioBody) {
  Scenarios.add(name, body)
  Benchmark(name, configuration: configuration) { benchmark in body(benchmark) }
}

/// Times one run of a scenario body.
final class Stopwatch: Meter {
  let name: String
  private var started: UInt64 = 0
  private var elapsed: UInt64 = 0
  /// B7's time per send, recorded only when its threads ran together.
  private var contended: Int?
  private var contendedScenario = false

  init(name: String) { self.name = name }

  func startMeasurement() { started = Contention.now() }
  func stopMeasurement() { elapsed = Contention.now() - started }
  func measurement(_ metric: BenchmarkMetric, _ value: Int) {
    if metric == Contention.overlapMetric { contendedScenario = true }
    if metric == Contention.timeMetric { contended = value }
  }

  /// The run's time (any unit: only ratios between libraries of one
  /// scenario are used), or nil for a contended run whose threads did not
  /// run together.
  var time: Double? {
    contendedScenario ? contended.map(Double.init) : Double(elapsed)
  }
}

enum Paired {
  /// The libraries others are divided by, where the scenario has them.
  static let references = ["RACModern", "OpenCombine", "floor"]

  /// The custom metric holding `library`'s time over `reference`'s, in thousandths.
  static func ratioMetric(_ library: String, over reference: String) -> BenchmarkMetric {
    .custom("\(library)Over\(reference)Milli", useScalingFactor: false)
  }

  /// Registers "<id>.paired" over the benchmarks `names`, each
  /// "<scenario>.<library>"; the part after the last dot names the library.
  static func register(_ id: String, _ names: [String]) {
    let libraries = names.map { String($0.split(separator: ".").last!) }
    var metrics: [BenchmarkMetric] = [.wallClock]
    for reference in references where libraries.contains(reference) {
      for library in libraries where library != reference {
        metrics.append(ratioMetric(library, over: reference))
      }
    }
    let configuration = Benchmark.Configuration(
      metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 0, maxDuration: .seconds(300),
      maxIterations: 4)
    Benchmark("\(id).paired", configuration: configuration) { benchmark in
      measure(benchmark, names: names, libraries: libraries)
    }
  }

  /// One iteration: every body in order, then in reverse order; records the
  /// geometric mean of the two passes' ratios.
  static func measure(_ benchmark: Benchmark, names: [String], libraries: [String]) {
    let bodies = names.map(Scenarios.body)
    var passes: [[Double?]] = []
    for reversed in [false, true] {
      var times = [Double?](repeating: nil, count: names.count)
      let order = reversed ? Array(names.indices.reversed()) : Array(names.indices)
      for index in order {
        let stopwatch = Stopwatch(name: names[index])
        bodies[index](stopwatch)
        times[index] = stopwatch.time
      }
      passes.append(times)
    }
    for reference in references {
      guard let r = libraries.firstIndex(of: reference) else { continue }
      for (index, library) in libraries.enumerated() where index != r {
        let ratios = passes.compactMap { times -> Double? in
          guard let time = times[index], let base = times[r], base > 0 else { return nil }
          return time / base
        }
        guard !ratios.isEmpty else { continue }
        // One ratio, or the geometric mean of the two passes'.
        let product = ratios.reduce(1, *)
        let mean = ratios.count == 1 ? product : product.squareRoot()
        benchmark.measurement(ratioMetric(library, over: reference), Int((mean * 1000).rounded()))
      }
    }
  }
}

/// The paired rows compare.sh prints (issue 20 item 6, B7's target, the floors).
func pairedBenchmarks() {
  let faces = ["RACClassic", "RACModern", "RACSwift"]
  func row(_ id: String, extra: [String] = []) {
    Paired.register(id, faces.map { "\(id).\($0)" } + extra)
  }
  row("B1", extra: ["B9lock.floor"])
  row("B2", extra: ["B2.floor"])
  row("B3")
  // RACClassic's B3 beside RACModern able to fail (FailableColdBenchmarks.swift).
  Paired.register("B3f", ["B3.RACClassic", "B3f.RACModern"])
  row("B4live")
  row("B4late")
  row("B5fill")
  row("B5replay")
  row("B6", extra: ["B6.floor"])
  row("B7", extra: ["B7.OpenCombine", "B7.floor"])
  row("B7x4", extra: ["B7x4.OpenCombine", "B7x4.floor"])
  for capacity in ["1", "16", "1024", "max"] { row("B8c\(capacity)") }
}
