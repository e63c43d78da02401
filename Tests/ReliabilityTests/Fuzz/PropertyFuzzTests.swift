import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// Makes random property scripts: one seed, one script. The first source is
/// set on even ticks, the second on odd ticks, observers are added on half
/// ticks, disposed a quarter tick after a whole one, and the end comes three
/// quarters after one, so that no two of them meet at one instant.
enum PropertyScriptGenerator {
  /// The compositions the fuzzer covers, each drawn equally often.
  static let compositions = ["stored", "map", "combineLatest", "zip", "skipRepeats", "combinePrevious"]

  static let horizon = 24.0

  static func script(seed: UInt64) -> PropertyScript {
    var random = SplitMix64(seed: seed)
    let composition: ModelPropertyComposition =
      switch compositions[Int(seed % UInt64(compositions.count))] {
      case "stored": .stored
      case "map": .map
      case "combineLatest": .combineLatest
      case "zip": .zip
      case "skipRepeats": .skipRepeats
      default: .combinePrevious(initial: Int.random(in: 0...9, using: &random))
      }
    // Few distinct values, so that `skipRepeats` has repeats to drop.
    let values = composition == .skipRepeats ? 1...3 : 1...9
    func sets(parity: Int, _ random: inout SplitMix64) -> [PropertyScript.Assignment] {
      var tick = parity
      return (0..<Int.random(in: 0...6, using: &random)).map { _ in
        tick += 2 * Int.random(in: 1...2, using: &random)
        return PropertyScript.Assignment(tick, Int.random(in: values, using: &random))
      }
    }
    let initial = Int.random(in: values, using: &random)
    let firstSets = sets(parity: 0, &random)
    let otherInitial = Int.random(in: 1...9, using: &random)
    let otherSets = composition.usesOther ? sets(parity: 1, &random) : []
    let observers = (0..<Int.random(in: 1...4, using: &random)).map { _ in
      let at = Double(Int.random(in: 0...16, using: &random)) + 0.5
      let disposeAt: Double? =
        Int.random(in: 0..<3, using: &random) == 0
        ? at + Double(Int.random(in: 0...8, using: &random)) + 0.75 : nil
      return ModelPropertyObserver(startsProducer: Bool.random(using: &random), at: at, disposeAt: disposeAt)
    }
    let endAt: Double? = Bool.random(using: &random) ? Double(Int.random(in: 4...20, using: &random)) + 0.25 : nil
    return PropertyScript(
      initial: initial, sets: firstSets, otherInitial: otherInitial, otherSets: otherSets, composition: composition,
      observers: observers, endAt: endAt, horizon: horizon)
  }
}

/// Runs a `PropertyScript` on RACModern: `MutableProperty`s set on a
/// `TestScheduler`, composed with RACModern's property operators; `nil` for
/// a composition RAC 4.2.2 has no spelling for.
enum ModernPropertyDriver {
  static func run(_ script: PropertyScript) -> [PropertyObservation]? {
    let scheduler = RACModern.TestScheduler()
    let start = scheduler.currentDate
    let now = { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
    var first: RACModern.MutableProperty<Int>? = RACModern.MutableProperty(script.initial)
    var other: RACModern.MutableProperty<Int>? = RACModern.MutableProperty(script.otherInitial)
    var property: RACModern.Property<Int>?
    switch script.composition {
    case .stored: property = RACModern.Property(first!)
    case .map: property = first!.map { $0 * 10 }
    case .combineLatest: property = first!.combineLatest(with: other!).map { $0 * 1000 + $1 }
    case .zip: property = first!.zip(with: other!).map { $0 * 1000 + $1 }
    case .skipRepeats, .combinePrevious: return nil
    }
    var heard: [PropertyObservation] = []
    var disposables: [RACModern.Disposable] = []
    for (index, observer) in script.observers.enumerated() {
      scheduler.scheduleAfter(start.addingTimeInterval(observer.at)) {
        guard let property else { return }
        let record = RACModern.Observer<Int, NoError> { event in
          let model: ModelEvent =
            switch event {
            case .next(let value): .value(value)
            case .failed: .failed(0)
            case .completed: .completed
            case .interrupted: .interrupted
            }
          heard.append(PropertyObservation(now(), index, model))
        }
        let disposable =
          observer.startsProducer ? property.producer.start(record) : property.signal.observe(record)
        guard let disposable else { return }
        disposables.append(disposable)
        if let disposeAt = observer.disposeAt {
          scheduler.scheduleAfter(start.addingTimeInterval(disposeAt)) { disposable.dispose() }
        }
      }
    }
    for set in script.sets {
      scheduler.scheduleAfter(start.addingTimeInterval(Double(set.time))) { first?.value = set.value }
    }
    for set in script.otherSets {
      scheduler.scheduleAfter(start.addingTimeInterval(Double(set.time))) { other?.value = set.value }
    }
    if let endAt = script.endAt {
      scheduler.scheduleAfter(start.addingTimeInterval(endAt)) {
        property = nil
        first = nil
        other = nil
      }
    }
    scheduler.advanceToDate(start.addingTimeInterval(script.horizon))
    // Ending the run is the driver's, not the script's: it is not heard.
    let count = heard.count
    for disposable in disposables { disposable.dispose() }
    return Array(heard.prefix(count))
  }
}

/// Runs a `PropertyScript` on RACSwift, ReactiveSwift 7's property
/// operators on a `TestScheduler`.
enum SwiftPropertyDriver {
  static func run(_ script: PropertyScript) -> [PropertyObservation] {
    let scheduler = RACSwift.TestScheduler()
    let start = scheduler.currentDate
    let now = { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
    var first: RACSwift.MutableProperty<Int>? = RACSwift.MutableProperty(script.initial)
    var other: RACSwift.MutableProperty<Int>? = RACSwift.MutableProperty(script.otherInitial)
    var property: RACSwift.Property<Int>? =
      switch script.composition {
      case .stored: RACSwift.Property(capturing: first!)
      case .map: first!.map { $0 * 10 }
      case .combineLatest: first!.combineLatest(with: other!).map { $0 * 1000 + $1 }
      case .zip: first!.zip(with: other!).map { $0 * 1000 + $1 }
      case .skipRepeats: first!.skipRepeats()
      case .combinePrevious(let initial): first!.combinePrevious(initial).map { $0 * 1000 + $1 }
      }
    var heard: [PropertyObservation] = []
    var disposables: [RACSwift.Disposable] = []
    for (index, observer) in script.observers.enumerated() {
      scheduler.schedule(after: start.addingTimeInterval(observer.at)) {
        guard let property else { return }
        let record = RACSwift.Signal<Int, Never>.Observer { (event: RACSwift.Signal<Int, Never>.Event) in
          let model: ModelEvent =
            switch event {
            case .value(let value): .value(value)
            case .failed: .failed(0)
            case .completed: .completed
            case .interrupted: .interrupted
            }
          heard.append(PropertyObservation(now(), index, model))
        }
        let disposable =
          observer.startsProducer ? property.producer.start(record) : property.signal.observe(record)
        guard let disposable else { return }
        disposables.append(disposable)
        if let disposeAt = observer.disposeAt {
          scheduler.schedule(after: start.addingTimeInterval(disposeAt)) { disposable.dispose() }
        }
      }
    }
    for set in script.sets {
      scheduler.schedule(after: start.addingTimeInterval(Double(set.time))) { first?.value = set.value }
    }
    for set in script.otherSets {
      scheduler.schedule(after: start.addingTimeInterval(Double(set.time))) { other?.value = set.value }
    }
    if let endAt = script.endAt {
      scheduler.schedule(after: start.addingTimeInterval(endAt)) {
        property = nil
        first = nil
        other = nil
      }
    }
    scheduler.advance(to: start.addingTimeInterval(script.horizon))
    let count = heard.count
    for disposable in disposables { disposable.dispose() }
    return Array(heard.prefix(count))
  }
}

/// Random property scripts on the operator model's properties and on both
/// faces with properties (RACModern: `map`, `combineLatest(with:)`,
/// `zip(with:)`; RACSwift also `skipRepeats()` and `combinePrevious(_:)`),
/// on the virtual clock: several observers of the composed property's
/// `signal` and `producer`, added, disposed and ended at random, and the
/// order they hear each change in.
///
/// Seeds are fixed; a failure prints the seed and every timeline, and
/// `RACPORT_PROPERTY_FUZZ_SEED=<seed> swift test --filter PropertyFuzzTests`
/// replays exactly that script.
@Suite struct PropertyFuzzTests {
  static let batches: [UInt64] = Array(1...2)
  /// `RACPORT_PROPERTY_FUZZ_SCRIPTS` raises it for a longer hunt.
  static let scriptsPerBatch =
    ProcessInfo.processInfo.environment["RACPORT_PROPERTY_FUZZ_SCRIPTS"].flatMap { Int($0) } ?? 400

  static func seed(batch: UInt64, index: Int) -> UInt64 { batch << 32 | UInt64(index) }

  /// What differs between the model and the faces for `script`, or `nil`.
  static func disagreement(_ script: PropertyScript) -> String? {
    let model = PropertyModel.run(script)
    var report: [String] = []
    if let modern = ModernPropertyDriver.run(script), modern != model {
      report.append("RACModern: \(modern)")
    }
    let swift = SwiftPropertyDriver.run(script)
    if swift != model { report.append("RACSwift:  \(swift)") }
    return report.isEmpty ? nil : (report + ["model:     \(model)"]).joined(separator: "\n")
  }

  @Test(arguments: batches)
  func thePropertyModelAndBothFacesAgreeOnRandomScripts(batch: UInt64) {
    var compared = (modern: 0, swift: 0)
    var heard = 0
    for index in 0..<Self.scriptsPerBatch {
      let seed = Self.seed(batch: batch, index: index)
      let script = PropertyScriptGenerator.script(seed: seed)
      heard += PropertyModel.run(script).count
      if ModernPropertyDriver.run(script) != nil { compared.modern += 1 }
      compared.swift += 1
      if let disagreement = Self.disagreement(script) {
        Issue.record(
          """
          seed \(seed) disagrees (replay: RACPORT_PROPERTY_FUZZ_SEED=\(seed) swift test --filter PropertyFuzzTests)
          \(script)
          \(disagreement)
          """)
        return
      }
    }
    // RACModern spells four of the six compositions.
    #expect(compared.modern > Self.scriptsPerBatch / 2)
    #expect(compared.swift == Self.scriptsPerBatch)
    #expect(heard > Self.scriptsPerBatch * 2)
  }

  @Test func theScriptInRACPORT_PROPERTY_FUZZ_SEEDReplays() {
    guard let text = ProcessInfo.processInfo.environment["RACPORT_PROPERTY_FUZZ_SEED"], let seed = UInt64(text) else {
      return
    }
    let script = PropertyScriptGenerator.script(seed: seed)
    print("seed \(seed): \(script)")
    print("model:     \(PropertyModel.run(script))")
    if let modern = ModernPropertyDriver.run(script) { print("RACModern: \(modern)") }
    print("RACSwift:  \(SwiftPropertyDriver.run(script))")
    #expect(Self.disagreement(script) == nil)
  }

  @Test func theGeneratorIsDeterministicAndCoversEveryComposition() {
    #expect(PropertyScriptGenerator.script(seed: 42) == PropertyScriptGenerator.script(seed: 42))
    var compositions = Set<String>()
    var kinds = Set<Bool>()
    for index in 0..<200 {
      let script = PropertyScriptGenerator.script(seed: Self.seed(batch: 1, index: index))
      compositions.insert(String(describing: script.composition).prefix { $0 != "(" }.description)
      for observer in script.observers { kinds.insert(observer.startsProducer) }
    }
    #expect(compositions.count == PropertyScriptGenerator.compositions.count)
    #expect(kinds == [true, false])
  }

  // MARK: The model itself, pinned by hand

  @Test func theModelDeliversEachChangeToEveryObserverInTheOrderTheyWereAdded() {
    let script = PropertyScript(
      initial: 1, sets: [.init(2, 2), .init(4, 3)], composition: .stored,
      observers: [
        ModelPropertyObserver(startsProducer: false, at: 0.5),
        ModelPropertyObserver(startsProducer: true, at: 0.5),
        ModelPropertyObserver(startsProducer: true, at: 2.5, disposeAt: 3.75),
      ],
      endAt: 5.25, horizon: 10)
    #expect(
      PropertyModel.run(script).map(\.description) == [
        "0.5:#1 1", "2.0:#0 2", "2.0:#1 2", "2.5:#2 2", "3.75:#2 interrupted", "4.0:#0 3", "4.0:#1 3",
        "5.25:#0 completed", "5.25:#1 completed",
      ])
  }

  @Test func theModelComposesLikeReactiveSwiftsPropertyOperators() {
    func values(_ composition: ModelPropertyComposition, _ sets: [PropertyScript.Assignment]) -> [String] {
      let script = PropertyScript(
        initial: 1, sets: sets, otherInitial: 5, otherSets: [.init(3, 6), .init(7, 7)], composition: composition,
        observers: [ModelPropertyObserver(startsProducer: true, at: 0.5)], horizon: 10)
      return PropertyModel.run(script).map(\.description)
    }
    let sets: [PropertyScript.Assignment] = [.init(2, 1), .init(4, 2), .init(6, 2)]
    #expect(values(.map, sets) == ["0.5:#0 10", "2.0:#0 10", "4.0:#0 20", "6.0:#0 20"])
    #expect(values(.skipRepeats, sets) == ["0.5:#0 1", "4.0:#0 2"])
    #expect(values(.combinePrevious(initial: 9), sets) == ["0.5:#0 9001", "2.0:#0 1001", "4.0:#0 1002", "6.0:#0 2002"])
    #expect(
      values(.combineLatest, sets) == [
        "0.5:#0 1005", "2.0:#0 1005", "3.0:#0 1006", "4.0:#0 2006", "6.0:#0 2006", "7.0:#0 2007",
      ])
    #expect(values(.zip, sets) == ["0.5:#0 1005", "3.0:#0 1006", "7.0:#0 2007"])
  }
}
