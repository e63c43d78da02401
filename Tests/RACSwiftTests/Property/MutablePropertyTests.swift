import Dispatch
import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `MutableProperty` in ReactiveSwift's names: every set is sent, `modify`
/// and `withValue` run in the property's turn, the lifetime and the
/// property-wrapper spelling.
@Suite struct SwiftMutablePropertyTests {
  struct Refused: Error {}

  @Test func theProducerSendsTheCurrentValueThenEverySetAndCompletesWhenThePropertyGoesAway() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    var property: MutableProperty<Int>? = MutableProperty(1)
    log.start("producer", property!.producer)
    log.observe("signal", property!.signal)
    scheduler.schedule(after: .seconds(1)) { property?.value = 2 }
    scheduler.schedule(after: .seconds(2)) { property?.value = 2 }
    scheduler.schedule(after: .seconds(3)) { property = nil }
    scheduler.run()
    // Each observer hears a change in the order it was added, the
    // producer's start first here (ReactiveSwift 7; docs/Migration.md).
    #expect(
      log.lines == [
        "t=0.0 producer value 1", "t=1.0 producer value 2", "t=1.0 signal value 2", "t=2.0 producer value 2",
        "t=2.0 signal value 2", "t=3.0 producer completed", "t=3.0 signal completed",
      ])
  }

  @Test func swapReturnsTheOldValueAndSendsTheNewOne() {
    let property = MutableProperty("a")
    var sent: [String] = []
    property.signal.observeValues { sent.append($0) }
    #expect(property.swap("b") == "a")
    #expect(property.value == "b")
    #expect(sent == ["b"])
  }

  @Test func modifyChangesInPlaceAndSendsTheResultOnce() {
    let property = MutableProperty([1])
    var sent: [[Int]] = []
    property.signal.observeValues { sent.append($0) }
    let count = property.modify { (values: inout [Int]) -> Int in
      values.append(2)
      values.append(3)
      return values.count
    }
    #expect(count == 3)
    #expect(sent == [[1, 2, 3]])
  }

  @Test func aModifyThatThrowsAfterChangingStillSendsTheChange() {
    let property = MutableProperty(1)
    var sent: [Int] = []
    property.signal.observeValues { sent.append($0) }
    #expect(throws: Refused.self) {
      try property.modify { (value: inout Int) throws -> Void in
        value = 2
        throw Refused()
      }
    }
    #expect(property.value == 2)
    #expect(sent == [2])
  }

  @Test func withValueReturnsWhatItsActionReturnsAndAChangeFromInsideGoesAhead() {
    let property = MutableProperty(1)
    let seen = property.withValue { value -> Int in
      property.value = value + 1
      return value
    }
    #expect(seen == 1)
    #expect(property.value == 2)
  }

  @Test func theLifetimeEndsWhenThePropertyGoesAwayAfterTheSignalCompleted() {
    var lines: [String] = []
    do {
      let property = MutableProperty(0)
      property.lifetime.observeEnded { lines.append("lifetime ended") }
      property.signal.observeCompleted { lines.append("signal completed") }
    }
    #expect(lines == ["signal completed", "lifetime ended"])
  }

  @Test func aWrappedMutablePropertyReadsAndWritesThroughTheWrapperAndProjectsItself() {
    final class Form {
      @MutableProperty var name = "Ada"
    }
    let form = Form()
    var sent: [String] = []
    form.$name.signal.observeValues { sent.append($0) }
    form.name = "Grace"
    #expect(form.name == "Grace")
    #expect(form.$name.value == "Grace")
    #expect(sent == ["Grace"])
  }

  @Test func bindingASignalSetsTheValueUntilThePropertyGoesAwayWithoutKeepingItAlive() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var property: MutableProperty<Int>? = MutableProperty(0)
    weak let weakProperty = property
    var sent: [Int] = []
    property!.signal.observeValues { sent.append($0) }
    property! <~ signal
    input.send(value: 1)
    property = nil
    #expect(weakProperty == nil)
    input.send(value: 2)
    #expect(sent == [1])
  }

  @Test func bindingAnotherPropertyFollowsItsCurrentValueThenItsChanges() {
    let source = MutableProperty(3)
    let target = MutableProperty(0)
    target <~ source
    #expect(target.value == 3)
    source.value = 4
    #expect(target.value == 4)
  }

  @Test func bindingAnOptionalTargetTakesNonOptionalValues() {
    let target = MutableProperty<Int?>(nil)
    target <~ SignalProducer<Int, Never>(value: 5)
    #expect(target.value == 5)
  }

  @Test func concurrentModifiesNeverLoseAnIncrementAndObserversHearEachInOrder() {
    let property = MutableProperty(0)
    let sent = Atomic<[Int]>([])
    property.signal.observeValues { value in sent.modify { $0.append(value) } }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<250 { property.modify { $0 += 1 } }
    }
    #expect(property.value == 1000)
    #expect(sent.value == Array(1...1000))
  }

  @Test func aSetFromAnotherThreadWaitsForModifyToReturn() {
    let property = MutableProperty(0)
    let log = Recorder<String> { 0 }
    let setterStarted = DispatchSemaphore(value: 0)
    let setterDone = DispatchSemaphore(value: 0)
    property.modify { value in
      DispatchQueue.global().async {
        setterStarted.signal()
        property.value = 10
        log.log("set returned")
        setterDone.signal()
      }
      setterStarted.wait()
      Thread.sleep(forTimeInterval: 0.05)
      value = 1
      log.log("modify returning")
    }
    setterDone.wait()
    #expect(log.lines == ["t=0.0 modify returning", "t=0.0 set returned"])
    #expect(property.value == 10)
  }

  @Test func aComposableMutablePropertyIsUsableGenerically() {
    func increment<P: ComposableMutablePropertyProtocol>(_ property: P) -> Int where P.Value == Int {
      property.modify { $0 += 1 }
      return property.withValue { $0 }
    }
    #expect(increment(MutableProperty(4)) == 5)
  }

  @Test func changingThePropertyFromInsideItsModifyTraps() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let property = MutableProperty(0)
      property.modify { _ in property.value = 1 }
    }
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("nested modifications"))
  }

  @Test func aMutablePropertyCrossesATaskBoundary() async {
    let property = MutableProperty(0)
    await Task.detached { property.value = 1 }.value
    #expect(property.value == 1)
  }
}
