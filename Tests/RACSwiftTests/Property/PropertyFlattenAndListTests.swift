import Foundation
import RACSwift
import RACTestSupport
import Testing

/// Flattening properties and the list forms of the property operators
/// (`combineLatest`/`zip` of a sequence, `all`/`any`), in ReactiveSwift's
/// names, with exact timelines.
@Suite struct SwiftPropertyFlattenAndListTests {
  @Test func flattenLatestFollowsTheInnerPropertyHeldNowAndIgnoresTheOnesBefore() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let first = MutableProperty(0)
    let second = MutableProperty(10)
    let outer = MutableProperty(first)
    let flattened = outer.flatten(.latest)
    log.start("flat", flattened.producer)
    scheduler.schedule(after: .seconds(1)) { first.value = 1 }
    scheduler.schedule(after: .seconds(2)) { outer.value = second }
    scheduler.schedule(after: .seconds(3)) {
      first.value = 2
      second.value = 11
    }
    scheduler.run()
    #expect(log.lines == ["t=0.0 flat value 0", "t=1.0 flat value 1", "t=2.0 flat value 10", "t=3.0 flat value 11"])
    #expect(flattened.value == 11)
  }

  /// An object only a flatMap's transform holds.
  final class Captured {}

  @Test func flatMapLatestLetsItsTransformGoWhenTheOuterPropertyGoesAwayAndFollowsTheInnerStill() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    weak var weakCaptured: Captured?
    let inner = MutableProperty(10)
    var outer: MutableProperty<Int>? = MutableProperty(0)
    let flattened: Property<Int>
    do {
      let captured = Captured()
      weakCaptured = captured
      flattened = outer!.flatMap(.latest) { [captured] _ in
        withExtendedLifetime(captured) {}
        return inner
      }
    }
    log.start("flat", flattened.producer)
    #expect(weakCaptured != nil)
    // The outer property goes away: its producer completes, and the
    // transform (and what it captured) goes with it; the inner runs on.
    scheduler.schedule(after: .seconds(1)) { outer = nil }
    scheduler.schedule(after: .seconds(2)) { inner.value = 11 }
    scheduler.run()
    #expect(weakCaptured == nil)
    #expect(log.lines == ["t=0.0 flat value 10", "t=2.0 flat value 11"])
    #expect(flattened.value == 11)
  }

  @Test func flattenConcatTakesTheNextInnerPropertyOnlyOnceTheOneBeforeHasGoneAway() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    var first: MutableProperty<Int>? = MutableProperty(0)
    let second = MutableProperty(10)
    let outer = MutableProperty(first!)
    let flattened = outer.flatten(.concat)
    log.start("flat", flattened.producer)
    scheduler.schedule(after: .seconds(1)) {
      outer.value = second
      second.value = 11
    }
    scheduler.schedule(after: .seconds(2)) { first!.value = 1 }
    // The first inner property goes away: its producer completes, so the
    // second's starts, with the value it holds now.
    scheduler.schedule(after: .seconds(3)) { first = nil }
    scheduler.schedule(after: .seconds(4)) { second.value = 12 }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 flat value 0", "t=2.0 flat value 1", "t=3.0 flat value 11", "t=4.0 flat value 12",
      ])
    #expect(flattened.value == 12)
  }

  @Test func flattenMergeSendsTheChangesOfEveryInnerPropertyHeldSoFar() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let first = MutableProperty(0)
    let second = MutableProperty(10)
    let outer = MutableProperty(first)
    let flattened = outer.flatten(.merge)
    log.start("flat", flattened.producer)
    scheduler.schedule(after: .seconds(1)) { outer.value = second }
    scheduler.schedule(after: .seconds(2)) { first.value = 1 }
    scheduler.schedule(after: .seconds(3)) { second.value = 11 }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 flat value 0", "t=1.0 flat value 10", "t=2.0 flat value 1", "t=3.0 flat value 11",
      ])
  }

  @Test func flatMapLatestMapsEachValueToTheInnerPropertyItFollows() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let rooms = [1: MutableProperty("hall"), 2: MutableProperty("kitchen")]
    let selected = MutableProperty(1)
    let name = selected.flatMap(.latest) { rooms[$0]! }
    log.start("name", name.producer)
    scheduler.schedule(after: .seconds(1)) { rooms[2]!.value = "pantry" }
    scheduler.schedule(after: .seconds(2)) { selected.value = 2 }
    scheduler.schedule(after: .seconds(3)) {
      rooms[1]!.value = "lobby"
      rooms[2]!.value = "larder"
    }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 name value hall", "t=2.0 name value pantry", "t=3.0 name value larder",
      ])
    #expect(name.value == "larder")
  }

  @Test func aFlattenedPropertyCompletesOnceItsOuterAndItsInnerPropertyHaveGoneAway() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    var inner: MutableProperty<Int>? = MutableProperty(0)
    var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(inner!)
    let flattened = outer!.flatten(.latest)
    log.start("flat", flattened.producer)
    scheduler.schedule(after: .seconds(1)) { outer = nil }
    scheduler.schedule(after: .seconds(2)) { inner!.value = 1 }
    scheduler.schedule(after: .seconds(3)) { inner = nil }
    scheduler.run()
    #expect(log.lines == ["t=0.0 flat value 0", "t=2.0 flat value 1", "t=3.0 flat completed"])
    #expect(flattened.value == 1)
  }

  @Test func aFlattenedPropertyKeepsNeitherItsOuterNorTheInnerPropertiesAlive() {
    var first: MutableProperty<Int>? = MutableProperty(0)
    var second: MutableProperty<Int>? = MutableProperty(10)
    weak let weakFirst = first
    weak let weakSecond = second
    var outer: MutableProperty<MutableProperty<Int>>? = MutableProperty(first!)
    weak let weakOuter = outer
    let flattened = outer!.flatten(.latest)
    var completed = 0
    flattened.producer.startWithCompleted { completed += 1 }
    first = nil
    outer!.value = second!
    #expect(weakFirst == nil)
    second = nil
    outer = nil
    #expect(weakOuter == nil)
    #expect(weakSecond == nil)
    #expect(completed == 1)
    #expect(flattened.value == 10)
  }

  @Test func aFlattenOfAComposedPropertyNobodyHoldsKeepsFollowingIt() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let first = MutableProperty(1)
    let second = MutableProperty(2)
    let useFirst = MutableProperty(true)
    let flattened = useFirst.map { $0 ? first : second }.flatten(.latest)
    log.start("flat", flattened.producer)
    scheduler.schedule(after: .seconds(1)) { useFirst.value = false }
    scheduler.schedule(after: .seconds(2)) { second.value = 3 }
    scheduler.schedule(after: .seconds(3)) { useFirst.value = true }
    scheduler.run()
    #expect(
      log.lines == ["t=0.0 flat value 1", "t=1.0 flat value 2", "t=2.0 flat value 3", "t=3.0 flat value 1"])
  }

  /// A flatten of a composed property (a `map` picking the inner property)
  /// that nobody holds is freed, with the inner property its source picked
  /// last, once the source is gone, and its start completes: the composed
  /// property's cell held that inner property, and the flatten's start, which
  /// the inner's observers hold, held the composed property's derivation
  /// through its stop hook (issue 19; ReactiveSwift frees it all).
  @Test func aFlattenOfAComposedPropertyIsFreedWithTheInnerPropertyItPickedOnceItsSourceIsGone() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    weak var weakInner: MutableProperty<Int>?
    weak var weakFlattened: Property<Int>?
    do {
      let inner = MutableProperty(1)
      weakInner = inner
      let useInner = MutableProperty(true)
      let flattened = useInner.map { _ in inner }.flatten(.latest)
      weakFlattened = flattened
      log.start("flat", flattened.producer)
      inner.value = 2
    }
    #expect(weakInner == nil)
    #expect(weakFlattened == nil)
    #expect(log.lines == ["t=0.0 flat value 1", "t=0.0 flat value 2", "t=0.0 flat completed"])
  }

  @Test func combineLatestOfASequenceHoldsTheArrayOfTheNewestValues() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let properties = [MutableProperty(1), MutableProperty(2), MutableProperty(3)]
    let combined = Property<Int>.combineLatest(properties)!
    log.start("all", combined.producer)
    scheduler.schedule(after: .seconds(1)) { properties[1].value = 20 }
    scheduler.schedule(after: .seconds(2)) { properties[2].value = 30 }
    scheduler.run()
    #expect(log.lines == ["t=0.0 all value [1, 2, 3]", "t=1.0 all value [1, 20, 3]", "t=2.0 all value [1, 20, 30]"])
    #expect(Property<Int>.combineLatest([MutableProperty<Int>]()) == nil)
  }

  @Test func zipOfASequenceChangesOnceEveryPropertyHasChangedAgain() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let a = MutableProperty(1)
    let b = MutableProperty(2)
    let zipped = MutableProperty<Int>.zip([a, b])!
    log.start("zip", zipped.producer)
    scheduler.schedule(after: .seconds(1)) { a.value = 3 }
    scheduler.schedule(after: .seconds(2)) { a.value = 5 }
    scheduler.schedule(after: .seconds(3)) { b.value = 4 }
    scheduler.schedule(after: .seconds(4)) { b.value = 6 }
    scheduler.run()
    #expect(log.lines == ["t=0.0 zip value [1, 2]", "t=3.0 zip value [3, 4]", "t=4.0 zip value [5, 6]"])
    #expect(zipped.value == [5, 6])
    #expect(Property<Int>.zip([Property<Int>]()) == nil)
  }

  @Test func anEmptySequenceWithASentinelMakesAConstantPropertyHoldingIt() {
    let log = Recorder<String>(since: TestScheduler())
    let combined = Property<String>.combineLatest(EmptyCollection<Property<String>>(), emptySentinel: ["none"])
    let zipped = Property<String>.zip([MutableProperty<String>](), emptySentinel: ["nothing"])
    log.start("combined", combined.producer)
    log.start("zipped", zipped.producer)
    #expect(
      log.lines == [
        "t=0.0 combined value [\"none\"]", "t=0.0 combined completed", "t=0.0 zipped value [\"nothing\"]",
        "t=0.0 zipped completed",
      ])
    let one = MutableProperty("a")
    let followed = Property<String>.combineLatest([one], emptySentinel: ["none"])
    one.value = "b"
    #expect(followed.value == ["b"])
  }

  @Test func allAndAnyFollowTheirPropertiesAndFoldAnEmptyListToTheIdentity() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let valid = MutableProperty(true)
    let online = MutableProperty(false)
    let all = Property<Bool>.all([valid, online])
    let any = Property<Bool>.any(valid, online)
    log.start("all", all.producer)
    log.start("any", any.producer)
    scheduler.schedule(after: .seconds(1)) { online.value = true }
    scheduler.schedule(after: .seconds(2)) { valid.value = false }
    scheduler.schedule(after: .seconds(3)) { online.value = false }
    scheduler.run()
    #expect(
      log.lines == [
        "t=0.0 all value false", "t=0.0 any value true", "t=1.0 all value true", "t=1.0 any value true",
        "t=2.0 all value false", "t=2.0 any value true", "t=3.0 all value false", "t=3.0 any value false",
      ])
    #expect(Property<Bool>.all(valid, online).value == false)
    #expect(Property<Bool>.all([Property<Bool>]()).value == true)
    #expect(Property<Bool>.any([Property<Bool>]()).value == false)
  }
}
