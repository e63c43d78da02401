import Foundation
import RACModern
import RACTestSupport
import Testing

/// `PropertyProtocol`, composed properties (`map`, `combineLatest(with:)`,
/// `zip(with:)`), `AnyProperty` and RAC4's `AnyProperty` initializers.
@Suite struct PropertyCompositionTests {
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

  @Test func aComposedPropertyCompletesWhenItsSourceGoesAwayAndKeepsItsLastValue() {
    let recorder = Recorder<Int>()
    weak var weakSource: MutableProperty<Int>?
    let mapped: Property<Int>
    do {
      let source = MutableProperty(1)
      weakSource = source
      mapped = source.map { $0 * 10 }
      recorder.start(mapped.producer)
      source.value = 2
    }
    #expect(weakSource == nil)
    #expect(recorder.events == [.value(10), .value(20), .completed])
    #expect(mapped.value == 20)
    let late = Recorder<Int>()
    late.start(mapped.producer)
    #expect(late.events == [.value(20), .completed])
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
