import Foundation
import RACTestSupport
import Testing

/// Makes random operator scripts: one seed, one script. Source events fall on
/// whole ticks, operator intervals on half ticks and the disposal on a
/// quarter tick, so that no two of them meet at one instant except in the ways
/// the model orders (docs/EventContract.md rule 12).
enum OperatorScriptGenerator {
  /// The operator families the fuzzer covers, each drawn equally often.
  static let families = [
    "take", "takeUntil", "retry", "repeat", "times", "merge", "concat", "latest",
    "combineLatest", "zip", "delay", "debounce", "throttle", "timeout",
    "concurrent2", "race", "takeWhile", "skipWhile", "attemptMap", "combinePrevious", "collect", "uniqueValues",
    "sample", "takeUntilReplacement", "skipUntil", "any", "all", "combineLatest3", "zip3",
    "interval", "bufferWithTime", "collectEvery", "throttlePassing", "retryAfter", "bind", "switch",
    "scanWithIndex", "aggregate", "if", "mergeWith", "prefixWith", "concatValue", "takeDuring",
    "withLatest", "scanMap", "lazyMap", "throttleWhile", "debounceKeepingLast", "throttleFlatten",
  ]

  static let horizon = 40.0

  static func script(seed: UInt64) -> OperatorScript {
    var random = SplitMix64(seed: seed)
    let family = families[Int(seed % UInt64(families.count))]
    return script(family: family, &random)
  }

  static func script(family: String, _ random: inout SplitMix64) -> OperatorScript {
    var source = self.source(&random)
    let operation: ModelOperator
    switch family {
    case "take": operation = .take(Int.random(in: 0...4, using: &random))
    case "takeUntil":
      source = self.source(&random, ticks: 2, offset: 0)
      operation = .takeUntil(self.source(&random, ticks: 2, offset: 1, maxValues: 2))
    case "retry": operation = .retry(Int.random(in: 0...3, using: &random))
    case "repeat": operation = .repeatForever
    case "times": operation = .times(Int.random(in: 0...3, using: &random))
    case "merge", "concat", "latest", "concurrent2", "race", "throttleFlatten":
      source = self.source(&random, ticks: 4, offset: 0, maxValues: 4)
      let inners = (0..<Int.random(in: 1...3, using: &random)).map { index in
        self.source(&random, ticks: 4, offset: index + 1, maxValues: 3)
      }
      operation = .flatten(family == "throttleFlatten" ? .throttle : ModelFlatten(rawValue: family)!, inners: inners)
    case "combineLatest", "zip":
      source = self.source(&random, ticks: 2, offset: 0)
      let other = self.source(&random, ticks: 2, offset: 1)
      operation = family == "zip" ? .zip(other) : .combineLatest(other)
    case "takeWhile": operation = .takeWhile(below: Int.random(in: 2...10, using: &random))
    case "skipWhile": operation = .skipWhile(below: Int.random(in: 2...10, using: &random))
    case "attemptMap": operation = .attemptMap(failingFrom: Int.random(in: 3...10, using: &random))
    case "combinePrevious":
      operation = .combinePrevious(initial: Bool.random(using: &random) ? Int.random(in: 0...9, using: &random) : nil)
    case "collect":
      operation =
        Bool.random(using: &random)
        ? .collect(count: Int.random(in: 1...3, using: &random))
        : .collectUntilSum(atLeast: Int.random(in: 5...15, using: &random))
    case "uniqueValues": operation = .uniqueValues
    case "any": operation = .any(equalTo: Int.random(in: 1...9, using: &random))
    case "all": operation = .all(below: Int.random(in: 2...10, using: &random))
    case "sample", "takeUntilReplacement", "skipUntil":
      source = self.source(&random, ticks: 2, offset: 0)
      let other = self.source(&random, ticks: 2, offset: 1)
      operation =
        family == "sample" ? .sample(other) : family == "skipUntil" ? .skipUntil(other) : .takeUntilReplacement(other)
    case "combineLatest3", "zip3":
      source = self.source(&random, ticks: 3, offset: 0)
      let (second, third) = (self.source(&random, ticks: 3, offset: 1), self.source(&random, ticks: 3, offset: 2))
      operation = .combine3(second, third, zipping: family == "zip3")
    case "delay": operation = .delay(halfTick(&random))
    case "debounce": operation = .debounce(halfTick(&random))
    case "throttle": operation = .throttle(halfTick(&random))
    case "interval": operation = .interval(repeatingInterval(&random))
    case "bufferWithTime": operation = .bufferWithTime(halfTick(&random))
    case "collectEvery":
      operation = .collectEvery(
        repeatingInterval(&random), skipEmpty: Bool.random(using: &random),
        discardWhenCompleted: Bool.random(using: &random))
    case "throttlePassing":
      operation = .throttlePassing(halfTick(&random), below: Int.random(in: 2...10, using: &random))
    case "retryAfter":
      operation = .retryAfter(count: Int.random(in: 0...3, using: &random), interval: halfTick(&random))
    case "bind":
      // As the flattens: the source on multiples of four ticks, each inner
      // on its own offset, so no two events meet at one instant.
      source = self.source(&random, ticks: 4, offset: 0, maxValues: 4)
      let inners = (0..<Int.random(in: 1...3, using: &random)).map { index in
        self.source(&random, ticks: 4, offset: index + 1, maxValues: 3)
      }
      operation = .bind(
        inners: inners, nilAt: Int.random(in: 1...12, using: &random), stopFrom: Int.random(in: 5...10, using: &random))
    case "if":
      source = self.source(&random, ticks: 4, offset: 0, maxValues: 4)
      let (then, otherwise) = (
        self.source(&random, ticks: 4, offset: 1, maxValues: 3), self.source(&random, ticks: 4, offset: 2, maxValues: 3)
      )
      operation = .ifThenElse(then: then, otherwise: otherwise)
    case "mergeWith", "prefixWith":
      source = self.source(&random, ticks: 2, offset: 0)
      let other = self.source(&random, ticks: 2, offset: 1)
      operation = family == "mergeWith" ? .mergeWith(other) : .prefixWith(other)
    case "concatValue": operation = .concatValue(Int.random(in: 0...9, using: &random))
    case "withLatest", "throttleWhile":
      source = self.source(&random, ticks: 2, offset: 0)
      let other = self.source(&random, ticks: 2, offset: 1)
      operation = family == "withLatest" ? .withLatest(other) : .throttleWhile(other)
    case "scanMap": operation = .scanMap(start: Int.random(in: 0...9, using: &random))
    case "lazyMap": operation = .lazyMap
    case "debounceKeepingLast": operation = .debounceKeepingLast(halfTick(&random))
    case "takeDuring": operation = .takeDuring(endsAt: Double(Int.random(in: 0...12, using: &random)) + 0.5)
    case "scanWithIndex": operation = .scanWithIndex(start: Int.random(in: 0...9, using: &random))
    case "aggregate": operation = .aggregate(start: Int.random(in: 0...9, using: &random))
    case "switch":
      source = self.source(&random, ticks: 4, offset: 0, maxValues: 4)
      let cases = (0..<Int.random(in: 0...3, using: &random)).map { index in
        self.source(&random, ticks: 4, offset: index + 1, maxValues: 3)
      }
      let fallback =
        Bool.random(using: &random)
        ? self.source(&random, ticks: 4, offset: Int.random(in: 1...3, using: &random), maxValues: 3) : nil
      operation = .switchCases(cases, fallback: fallback)
    default: operation = .timeout(Double(Int.random(in: 0...16, using: &random)) + 0.5)
    }
    let disposeAt: Double? =
      Int.random(in: 0..<3, using: &random) == 0 ? Double(Int.random(in: 0...30, using: &random)) + 0.25 : nil
    return OperatorScript(source: source, operation: operation, disposeAt: disposeAt, horizon: horizon)
  }

  /// A cold source: a few values at increasing whole ticks `ticks * n + offset`
  /// (n from 1), then maybe a terminal event.
  static func source(
    _ random: inout SplitMix64, ticks: Int = 1, offset: Int = 0, maxValues: Int = 5
  ) -> ModelSource {
    var slot = 0
    var events: [(delay: Int, event: ModelEvent)] = []
    func nextDelay(_ random: inout SplitMix64) -> Int {
      slot += Int.random(in: 1...3, using: &random)
      return ticks * slot + offset
    }
    for _ in 0..<Int.random(in: 0...maxValues, using: &random) {
      events.append((nextDelay(&random), .value(Int.random(in: 1...9, using: &random))))
    }
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5: events.append((nextDelay(&random), .completed))
    case 5..<7: events.append((nextDelay(&random), .failed(Int.random(in: 1...3, using: &random))))
    default: break
    }
    return ModelSource(events)
  }

  static func halfTick(_ random: inout SplitMix64) -> Double {
    Double(Int.random(in: 0...4, using: &random)) + 0.5
  }

  /// An interval for a repeating timer whose ticks, added up to the horizon,
  /// never fall on a quarter tick: no tie with a source event (whole ticks)
  /// or the disposal (a quarter tick), which the model does not order.
  static func repeatingInterval(_ random: inout SplitMix64) -> Double {
    for _ in 0..<100 {
      let interval =
        Double(Int.random(in: 1...4, using: &random)) + [0.13, 0.37, 0.61, 0.87].randomElement(using: &random)!
      var tick = 0 + interval
      var clear = true
      while tick <= horizon + 1 {
        let quarters = tick * 4
        if abs(quarters - quarters.rounded()) < 1e-6 { clear = false }
        tick += interval
      }
      if clear { return interval }
    }
    return 2.13  // ticks 2.13, 4.26, …: no quarter tick before the 25th
  }
}

/// Random operator scripts on the operator model and on both faces, on the
/// virtual clock: take, takeUntil, retry/repeat/times, merge/concat/latest,
/// combineLatest/zip, delay, debounce (RAC2's throttle), RAC4's throttle and
/// timeout; the transforming, combining and flattening family (takeWhile,
/// skipWhile, attemptMap, combinePrevious with and without a start value,
/// collect by count and by predicate, uniqueValues, sample,
/// takeUntilReplacement, skipUntil, any/all, three-way combineLatest/zip,
/// a flatten limited to two, race); the timers and batches (interval/timer,
/// bufferWithTime, collect(every:), throttle:valuesPassingTest:, a retry
/// after an interval); RAC2's bind (its `nil` signal and stop flag),
/// if:then:else: and switch:cases:default: (RAC4's flatMap to the latest),
/// scanWithStart:reduceWithIndex: and aggregateWithStartFactory:reduce:
/// (RAC4's reduce); each with RAC2's semantics in RACClassic
/// and RAC4's in RACModern (RACClassic's timeline is the model's without
/// `interrupted`). The engine itself runs the time operators with
/// ReactiveSwift's semantics and ReactiveSwift's own operators (withLatest,
/// scanMap, lazyMap, throttle(while:), debounce keeping its last value, the
/// throttle flatten) against the model's ReactiveSwift flavor, and RACSwift
/// runs every family it spells, ReactiveSwift's way, against it too.
///
/// Seeds are fixed; a failure prints the seed and every timeline, and
/// `RACPORT_OPERATOR_FUZZ_SEED=<seed> swift test --filter OperatorFuzzTests`
/// replays exactly that script.
@Suite struct OperatorFuzzTests {
  static let batches: [UInt64] = Array(1...4)
  /// `RACPORT_OPERATOR_FUZZ_SCRIPTS` raises it for a longer hunt.
  static let scriptsPerBatch =
    ProcessInfo.processInfo.environment["RACPORT_OPERATOR_FUZZ_SCRIPTS"].flatMap { Int($0) } ?? 700

  static func seed(batch: UInt64, index: Int) -> UInt64 { batch << 32 | UInt64(index) }

  /// What differs between the model and the faces for `script`, or `nil`.
  static func disagreement(_ script: OperatorScript) -> String? {
    var report: [String] = []
    if let classic = ClassicOperatorDriver.run(script) {
      let model = OperatorModel.run(script, flavor: .rac2).filter { $0.event != .interrupted }
      if classic != model { report.append("RACClassic: \(classic)\nmodel (RAC2):  \(model)") }
    }
    if let modern = ModernOperatorDriver.run(script) {
      let model = OperatorModel.run(script, flavor: .rac4)
      if modern != model { report.append("RACModern: \(modern)\nmodel (RAC4): \(model)") }
    }
    if let swift = SwiftOperatorDriver.run(script) {
      let model = OperatorModel.run(script, flavor: .reactiveSwift)
      if swift != model { report.append("RACSwift: \(swift)\nmodel (ReactiveSwift): \(model)") }
    }
    if let engine = EngineOperatorDriver.run(script) {
      let model = OperatorModel.run(script, flavor: .reactiveSwift)
      if engine != model { report.append("engine (ReactiveSwift): \(engine)\nmodel (ReactiveSwift): \(model)") }
    }
    return report.isEmpty ? nil : report.joined(separator: "\n")
  }

  @Test(arguments: batches)
  func theOperatorModelAndBothFacesAgreeOnRandomScripts(batch: UInt64) {
    var compared: [String: Int] = [:]
    var events = 0
    for index in 0..<Self.scriptsPerBatch {
      let seed = Self.seed(batch: batch, index: index)
      let script = OperatorScriptGenerator.script(seed: seed)
      events += OperatorModel.run(script, flavor: .rac4).count
      if ClassicOperatorDriver.run(script) != nil { compared["classic", default: 0] += 1 }
      if ModernOperatorDriver.run(script) != nil { compared["modern", default: 0] += 1 }
      if EngineOperatorDriver.run(script) != nil { compared["engine", default: 0] += 1 }
      if SwiftOperatorDriver.run(script) != nil { compared["swift", default: 0] += 1 }
      if let disagreement = Self.disagreement(script) {
        Issue.record(
          """
          seed \(seed) disagrees (replay: RACPORT_OPERATOR_FUZZ_SEED=\(seed) swift test --filter OperatorFuzzTests)
          \(script)
          \(disagreement)
          """)
        return
      }
    }
    // A driver that skipped everything would compare nothing and pass.
    #expect(compared["classic", default: 0] > Self.scriptsPerBatch / 2)
    #expect(compared["modern", default: 0] > Self.scriptsPerBatch / 2)
    // The engine driver covers ten of the 49 families.
    #expect(compared["engine", default: 0] > Self.scriptsPerBatch / 8)
    #expect(compared["swift", default: 0] > Self.scriptsPerBatch / 2)
    #expect(events > Self.scriptsPerBatch)
  }

  @Test func theScriptInRACPORT_OPERATOR_FUZZ_SEEDReplays() {
    guard let text = ProcessInfo.processInfo.environment["RACPORT_OPERATOR_FUZZ_SEED"], let seed = UInt64(text) else {
      return
    }
    let script = OperatorScriptGenerator.script(seed: seed)
    print("seed \(seed): \(script)")
    print("model RAC2: \(OperatorModel.run(script, flavor: .rac2))")
    print("model RAC4: \(OperatorModel.run(script, flavor: .rac4))")
    if let classic = ClassicOperatorDriver.run(script) { print("RACClassic: \(classic)") }
    if let modern = ModernOperatorDriver.run(script) { print("RACModern:  \(modern)") }
    print("model ReactiveSwift: \(OperatorModel.run(script, flavor: .reactiveSwift))")
    if let engine = EngineOperatorDriver.run(script) { print("engine (ReactiveSwift): \(engine)") }
    if let swift = SwiftOperatorDriver.run(script) { print("RACSwift:   \(swift)") }
    #expect(Self.disagreement(script) == nil)
  }

  @Test func theGeneratorIsDeterministicAndCoversEveryFamily() {
    #expect(OperatorScriptGenerator.script(seed: 42) == OperatorScriptGenerator.script(seed: 42))
    var families = Set<String>()
    // Enough seeds that a family drawing one of two forms at random (collect)
    // shows both, whatever the number of families.
    for index in 0..<1000 {
      let script = OperatorScriptGenerator.script(seed: Self.seed(batch: 1, index: index))
      families.insert(String(describing: script.operation).prefix { $0 != "(" }.description)
    }
    // flatten's five strategies share one spelling; collect's two rules do not
    #expect(families.count == 45)
  }
}
