import Foundation
import RACModern
import RACTestSupport
import Testing

/// `PropertyProtocol`, composed properties (`map`, `combineLatest(with:)`,
/// `zip(with:)`), `AnyProperty` and RAC4's `AnyProperty` initializers, and
/// docs/EventContract.md rule 14 (what a composed property keeps alive).
@Suite struct PropertyCompositionTests {
  /// A property of the user's forwarding to the one it wraps.
  final class Wrapping: PropertyProtocol {
    let base: MutableProperty<Int>
    init(_ base: MutableProperty<Int>) { self.base = base }
    var value: Int { base.value }
    var producer: SignalProducer<Int, NoError> { base.producer }
    var signal: Signal<Int, NoError> { base.signal }
  }

  /// A property of the user's, conforming to `PropertyProtocol` by
  /// forwarding to a `MutableProperty`.
  final class Wrapped: PropertyProtocol {
    let base = MutableProperty(10)
    var value: Int { base.value }
    var producer: SignalProducer<Int, NoError> { base.producer }
    var signal: Signal<Int, NoError> { base.signal }
  }

  @Test func mapFollowsTheSourceAndRunsTheTransformOncePerChange() {
    let source = MutableProperty(1)
    var calls = 0
    let mapped = source.map { value -> String in
      calls += 1
      return "#\(value)"
    }
    let recorder = Recorder<String>()
    recorder.start(mapped.producer)
    let changes = Recorder<String>()
    changes.observe(mapped.signal)
    source.value = 2
    #expect(mapped.value == "#2")
    #expect(mapped.value == "#2")
    #expect(calls == 2)
    #expect(recorder.events == [.value("#1"), .value("#2")])
    #expect(changes.events == [.value("#2")])
  }

  /// docs/EventContract.md rule 14 (issue 19 item 1): the middle property
  /// of a chain is held by the one composed from it, so the chain keeps
  /// following its source (it was released at once, and `d` stayed at 3).
  @Test func aPropertyComposedFromAComposedPropertyKeepsFollowingItsSource() {
    let c = MutableProperty(1)
    let d = c.map { $0 * 2 }.map { $0 + 1 }
    let recorder = Recorder<Int>()
    recorder.start(d.producer)
    c.value = 5
    #expect(d.value == 11)
    c.value = 6
    #expect(recorder.events == [.value(3), .value(11), .value(13)])
  }

  /// Rule 14, the login form of issue 19: an action enabled by a property
  /// composed of composed properties, none of which the caller keeps,
  /// follows its sources (it never enabled).
  @Test func anActionEnabledByAMappedCombinationOfPropertiesFollowsThem() {
    let name = MutableProperty("")
    let password = MutableProperty("")
    let login = Action<Void, Void, NoError>(
      enabledIf: Property.combineLatest(name, password).map { !$0.isEmpty && !$1.isEmpty }
    ) { SignalProducer(value: ()) }
    let enabled = Recorder<Bool>()
    enabled.start(login.enabled.producer)
    name.value = "ann"
    password.value = "secret"
    name.value = ""
    #expect(enabled.events == [.value(false), .value(true), .value(false)])
  }

  /// Rule 14: a composed property keeps its source alive as long as it is
  /// alive itself (RAC4's `map` captured its source); both go together.
  @Test func aComposedPropertyKeepsItsSourceAliveWhileItIsAlive() {
    let recorder = Recorder<Int>()
    weak var weakSource: MutableProperty<Int>?
    var mapped: Property<Int>? = nil
    do {
      let source = MutableProperty(1)
      weakSource = source
      mapped = source.map { $0 * 10 }
      recorder.start(mapped!.producer)
    }
    weakSource?.value = 2
    #expect(mapped?.value == 20)
    #expect(recorder.events == [.value(10), .value(20)])
    mapped = nil
    #expect(weakSource == nil)
    #expect(recorder.events == [.value(10), .value(20), .completed])
  }

  /// Rule 14 for every composition of the face: each keeps what it follows
  /// alive while it is alive, and follows it.
  @Test(arguments: ["map", "combineLatest(with:)", "zip(with:)", "combineLatest", "zip", "AnyProperty(_:)"])
  func everyCompositionKeepsWhatItFollowsAlive(_ composition: String) {
    weak var weakFirst: MutableProperty<Int>?
    weak var weakSecond: MutableProperty<Int>?
    let composed: Property<Int>
    do {
      let first = MutableProperty(1)
      let second = MutableProperty(10)
      weakFirst = first
      weakSecond = second
      composed =
        switch composition {
        case "map": first.map { $0 + 10 }
        case "combineLatest(with:)": first.combineLatest(with: second).map { $0 + $1 }
        case "zip(with:)": first.zip(with: second).map { $0 + $1 }
        case "combineLatest": Property.combineLatest(first, second).map { $0 + $1 }
        case "zip": Property.zip(first, second).map { $0 + $1 }
        default: AnyProperty(Wrapping(first)).map { $0 + 10 }
        }
    }
    #expect(weakFirst != nil, "\(composition) let go of its first source")
    weakFirst?.value = 2
    weakSecond?.value = 20
    #expect(composed.value == (composition == "map" || composition == "AnyProperty(_:)" ? 12 : 22))
  }

  /// Rule 14: a composed property nobody keeps goes on following its source
  /// while a start of its producer is live (ReactiveSwift's composed
  /// properties), and stops when that start is disposed.
  @Test func aComposedPropertyNobodyKeepsFollowsItsSourceWhileItsProducerIsStarted() {
    let source = MutableProperty(1)
    var calls = 0
    let recorder = Recorder<Int>()
    let started = recorder.start(
      source.map { value -> Int in
        calls += 1
        return value * 10
      }.producer)
    source.value = 2
    #expect(recorder.events == [.value(10), .value(20)])
    started.dispose()
    source.value = 3
    #expect(calls == 2)
    #expect(recorder.events == [.value(10), .value(20), .interrupted])
  }

  /// Rule 14: a composed property's producer, held once the property is
  /// gone, keeps it following (ReactiveSwift's composed properties), so a
  /// later start hears the current value, not the value it had when let go.
  @Test func aComposedPropertysProducerHeldAfterThePropertyIsGoneKeepsFollowing() {
    let source = MutableProperty(1)
    let producer = source.map { $0 * 10 }.producer
    source.value = 2
    let recorder = Recorder<Int>()
    recorder.start(producer)
    source.value = 3
    #expect(recorder.events == [.value(20), .value(30)])
  }

  /// Rule 14: such a start does not keep the source alive; when the source
  /// goes away, the chain completes.
  @Test func aStartedChainNobodyKeepsCompletesWhenItsSourceGoesAway() {
    let recorder = Recorder<Int>()
    weak var weakSource: MutableProperty<Int>?
    do {
      let source = MutableProperty(1)
      weakSource = source
      recorder.start(source.map { $0 + 1 }.map { $0 * 10 }.producer)
      source.value = 2
    }
    #expect(weakSource == nil)
    #expect(recorder.events == [.value(20), .value(30), .completed])
  }

  /// Rule 14: `<~` from a composed property binds its producer, so the
  /// binding keeps following.
  @Test func aBindingFromAComposedPropertyKeepsFollowing() {
    let source = MutableProperty(1)
    let target = MutableProperty("")
    target <~ source.map { "#\($0)" }
    source.value = 2
    #expect(target.value == "#2")
  }

  /// Rule 14's limit, chosen: observers of a composed property's `signal`
  /// alone do not keep it deriving; when the property and every start of
  /// its producer are gone, the signal completes (RAC4's composed property
  /// completed when it went away; ReactiveSwift's relay signal kept going).
  @Test func aComposedPropertysSignalCompletesOnceThePropertyAndItsStartsAreGone() {
    let source = MutableProperty(1)
    let recorder = Recorder<Int>()
    do {
      let mapped = source.map { $0 * 10 }
      recorder.observe(mapped.signal)
      source.value = 2
    }
    source.value = 3
    #expect(recorder.events == [.value(20), .completed])
  }

  @Test func aComposedPropertyGoingAwayStopsFollowingItsSource() {
    let source = MutableProperty(1)
    var calls = 0
    do {
      let mapped = source.map { value -> Int in
        calls += 1
        return value
      }
      #expect(mapped.value == 1)
    }
    source.value = 2
    #expect(calls == 1)
  }

  @Test func combineLatestWithPairsTheNewestValuesOfBoth() {
    let a = MutableProperty(1)
    let b = MutableProperty("x")
    let pair = a.combineLatest(with: b)
    var seen: [String] = []
    pair.producer.startWithNext { seen.append("\($0.0)\($0.1)") }
    a.value = 2
    b.value = "y"
    b.value = "z"
    #expect(seen == ["1x", "2x", "2y", "2z"])
    #expect(pair.value == (2, "z"))
  }

  @Test func zipWithPairsTheNthValuesStartingWithBothCurrentValues() {
    let a = MutableProperty(1)
    let b = MutableProperty("x")
    let pair = a.zip(with: b)
    var seen: [String] = []
    pair.producer.startWithNext { seen.append("\($0.0)\($0.1)") }
    a.value = 2
    a.value = 3
    b.value = "y"
    #expect(seen == ["1x", "2y"])
    #expect(pair.value == (2, "y"))
  }

  @Test func theStaticFormsCombineAnyNumberOfPropertiesOfDifferentTypes() {
    let a = MutableProperty(1)
    let b = Property(value: true)
    let c = MutableProperty("x")
    let latest = Property.combineLatest(a, b, c)
    let zipped = Property.zip(a, b, c)
    var seen: [String] = []
    latest.producer.startWithNext { seen.append("\($0.0)\($0.1)\($0.2)") }
    a.value = 2
    c.value = "y"
    #expect(seen == ["1truex", "2truex", "2truey"])
    #expect(latest.value == (2, true, "y"))
    #expect(zipped.value == (1, true, "x"))
    #expect(Property.combineLatest(a, c).value == (2, "y"))
  }

  @Test func anyPropertyIsPropertyAndFollowsAnyConformingType() {
    let wrapped = Wrapped()
    let view: AnyProperty<Int> = AnyProperty(wrapped)
    let recorder = Recorder<Int>()
    recorder.start(view.producer)
    wrapped.base.value = 11
    #expect(view.value == 11)
    #expect(recorder.events == [.value(10), .value(11)])
    let mapped = wrapped.map { $0 + 1 }
    #expect(mapped.value == 12)
  }

  @Test func rac4InitialValueInitializersFollowTheirProducerOrSignal() {
    let (signal, input) = Signal<Int, NoError>.pipe()
    let fromSignal = Property(initialValue: 0, signal: signal)
    let fromProducer = Property(initialValue: 0, producer: SignalProducer(signal: signal))
    input.send(value: 5)
    #expect(fromSignal.value == 5)
    #expect(fromProducer.value == 5)
  }

  @Test func aPropertyTypeConstraintIsAPropertyProtocolConstraint() {
    func current<P: PropertyType>(_ property: P) -> P.Value { property.value }
    #expect(current(MutableProperty(3)) == 3)
    #expect(current(Property(value: "c")) == "c")
  }
}
