import Foundation
import RACSwift
import RACTestSupport
import Testing

/// The property operators in ReactiveSwift's names, with exact timelines,
/// and what a composed property keeps alive (ReactiveSwift's rule: it
/// follows its sources without keeping them alive).
@Suite struct SwiftPropertyCompositionTests {
  @Test func mapFollowsEveryChangeAndRunsItsTransformOncePerChange() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let source = MutableProperty(1)
    var calls = 0
    func label(_ value: Int) -> String {
      calls += 1
      return "#\(value)"
    }
    let mapped = source.map(label)
    log.start("a", mapped.producer)
    log.start("b", mapped.producer)
    log.observe("signal", mapped.signal)
    scheduler.schedule(after: .seconds(1)) { source.value = 2 }
    scheduler.run()
    #expect(calls == 2)
    #expect(mapped.value == "#2")
    // Each observer hears a change in the order it was added, the
    // producer's starts first here (ReactiveSwift 7; docs/Migration.md).
    #expect(
      log.lines == [
        "t=0.0 a value #1", "t=0.0 b value #1", "t=1.0 a value #2", "t=1.0 b value #2", "t=1.0 signal value #2",
      ])
  }

  @Test func theMappedValueIsReadableFromInsideItsOwnProducersObserver() {
    let source = MutableProperty(1)
    let mapped = source.map { $0 + 1 }
    var seen: [Int] = []
    mapped.producer.startWithValues { _ in seen.append(mapped.value) }
    source.value = 2
    source.value = 3
    #expect(seen == [2, 3, 4])
  }

  @Test func mapOfAValueAndOfAKeyPath() {
    let source = MutableProperty("ab")
    let constant = source.map(value: 9)
    let count = source.map(\.count)
    source.value = "abcd"
    #expect(constant.value == 9)
    #expect(count.value == 4)
  }

  @Test func aComposedPropertyDoesNotKeepItsSourceAliveAndCompletesWhenItGoes() {
    let log = Recorder<String>(since: TestScheduler())
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let mapped = source!.map { $0 * 10 }
    log.observe("signal", mapped.signal)
    source!.value = 2
    source = nil
    #expect(weakSource == nil)
    #expect(mapped.value == 20)
    #expect(log.lines == ["t=0.0 signal value 20", "t=0.0 signal completed"])
  }

  @Test func aChainKeepsFollowingItsSourceWhenTheLinksInBetweenAreGone() {
    let log = Recorder<String>(since: TestScheduler())
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak var first: Property<Int>?
    weak var second: Property<Int>?
    var third: Property<Int>?
    do {
      let a = source!.map { $0 + 1 }
      let b = a.map { $0 * 2 }
      first = a
      second = b
      third = b.map { $0 - 1 }
    }
    #expect(first == nil)
    #expect(second == nil)
    log.observe("third", third!.signal)
    source!.value = 5
    #expect(third?.value == 11)
    source = nil
    #expect(log.lines == ["t=0.0 third value 11", "t=0.0 third completed"])
    #expect(third?.value == 11)
  }

  @Test func combinePreviousPairsEachValueWithTheOneBefore() {
    let source = MutableProperty(1)
    let pairs = source.combinePrevious(0)
    var sent: [String] = []
    pairs.producer.startWithValues { sent.append("\($0.0)-\($0.1)") }
    source.value = 2
    source.value = 3
    #expect(sent == ["0-1", "1-2", "2-3"])
  }

  @Test func skipRepeatsAndUniqueValuesDropWhatTheyShould() {
    let source = MutableProperty(1)
    var repeats: [Int] = []
    var equivalent: [Int] = []
    var unique: [Int] = []
    var uniqueByParity: [Int] = []
    source.skipRepeats().producer.startWithValues { repeats.append($0) }
    source.skipRepeats { $0 / 10 == $1 / 10 }.producer.startWithValues { equivalent.append($0) }
    source.uniqueValues().producer.startWithValues { unique.append($0) }
    source.uniqueValues { $0 % 2 }.producer.startWithValues { uniqueByParity.append($0) }
    for value in [1, 2, 2, 12, 1, 14] { source.value = value }
    #expect(repeats == [1, 2, 12, 1, 14])
    #expect(equivalent == [1, 12, 1, 14])
    #expect(unique == [1, 2, 12, 14])
    #expect(uniqueByParity == [1, 2])
  }

  @Test func filterHoldsItsInitialValueUntilAValuePasses() {
    let source = MutableProperty(1)
    let even = source.filter(initial: 0) { $0 % 2 == 0 }
    var sent: [Int] = []
    even.producer.startWithValues { sent.append($0) }
    source.value = 3
    source.value = 4
    source.value = 5
    #expect(even.value == 4)
    #expect(sent == [0, 4])
    #expect(MutableProperty(8).filter(initial: 0) { $0 > 5 }.value == 8)
  }

  @Test func combineLatestWithAndZipWithPairTheValues() {
    let a = MutableProperty(1)
    let b = MutableProperty("x")
    var latest: [String] = []
    var zipped: [String] = []
    a.combineLatest(with: b).producer.startWithValues { latest.append("\($0.0)\($0.1)") }
    a.zip(with: b).producer.startWithValues { zipped.append("\($0.0)\($0.1)") }
    a.value = 2
    a.value = 3
    b.value = "y"
    #expect(latest == ["1x", "2x", "3x", "3y"])
    #expect(zipped == ["1x", "2y"])
  }

  @Test func everyArityOfTheStaticCombineLatestAndZipCombinesInArgumentOrder() {
    let p = (1...10).map { MutableProperty($0) }
    let two = Property.combineLatest(p[0], p[1])
    let three = Property.combineLatest(p[0], p[1], p[2])
    let four = Property.combineLatest(p[0], p[1], p[2], p[3])
    let five = Property.combineLatest(p[0], p[1], p[2], p[3], p[4])
    let six = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5])
    let seven = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6])
    let eight = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
    let nine = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8])
    let ten = Property.combineLatest(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
    let zip2 = Property.zip(p[0], p[1])
    let zip3 = Property.zip(p[0], p[1], p[2])
    let zip4 = Property.zip(p[0], p[1], p[2], p[3])
    let zip5 = Property.zip(p[0], p[1], p[2], p[3], p[4])
    let zip6 = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5])
    let zip7 = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6])
    let zip8 = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
    let zip9 = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8])
    let zip10 = Property.zip(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], p[8], p[9])
    p[9].value = 100
    #expect(two.value == (1, 2))
    #expect(three.value == (1, 2, 3))
    #expect(four.value.3 == 4 && five.value.4 == 5 && six.value.5 == 6 && seven.value.6 == 7)
    #expect(eight.value.7 == 8 && nine.value.8 == 9 && ten.value.9 == 100 && ten.value.0 == 1)
    #expect(zip2.value == (1, 2) && zip3.value.2 == 3 && zip4.value.3 == 4 && zip5.value.4 == 5)
    #expect(zip6.value.5 == 6 && zip7.value.6 == 7 && zip8.value.7 == 8 && zip9.value.8 == 9)
    // zip waits for every property to change again: the second values are
    // paired, p[9]'s being the 100 it took first.
    #expect(zip10.value.9 == 10)
    for property in p { property.value += 1000 }
    #expect(zip10.value.0 == 1001 && zip10.value.9 == 100)
  }

}
