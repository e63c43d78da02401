import Dispatch
import Foundation
import RACModern
import RACTestSupport
import Testing

/// `MutableProperty.modify(_:)`, `swap(_:)`, `withValue(_:)` and `lifetime`:
/// changes are serialized in the property's turn, re-entrant on the same
/// thread, and no engine lock is held while user code runs.
@Suite struct MutablePropertyTurnTests {
  struct Refused: Error {}

  @Test func swapReturnsTheOldValueAndSendsTheNewOne() {
    let property = MutableProperty(1)
    let recorder = Recorder<Int>()
    recorder.observe(property.signal)
    #expect(property.swap(5) == 1)
    #expect(property.value == 5)
    #expect(recorder.events == [.value(5)])
  }

  @Test func rac4ModifyReturnsTheOldValueAndSendsTheResult() {
    let property = MutableProperty(1)
    let recorder = Recorder<Int>()
    recorder.observe(property.signal)
    let old = property.modify { $0 + 1 }
    #expect(old == 1)
    #expect(property.value == 2)
    #expect(recorder.events == [.value(2)])
  }

  @Test func aModifyThatThrowsChangesNothing() {
    let property = MutableProperty(1)
    let recorder = Recorder<Int>()
    recorder.observe(property.signal)
    #expect(throws: Refused.self) {
      try property.modify { (_: Int) throws -> Int in throw Refused() }
    }
    #expect(property.value == 1)
    #expect(recorder.events == [])
  }

  @Test func reactiveSwiftModifyChangesInPlaceAndReturnsTheActionsResult() {
    let property = MutableProperty([1])
    let recorder = Recorder<[Int]>()
    recorder.observe(property.signal)
    let count = property.modify { (values: inout [Int]) -> Int in
      values.append(2)
      return values.count
    }
    #expect(count == 2)
    #expect(property.value == [1, 2])
    #expect(recorder.events == [.value([1, 2])])
  }

  @Test func withValueReturnsWhatItsActionReturns() {
    let property = MutableProperty([1, 2, 3])
    #expect(property.withValue { $0.count } == 3)
  }

  @Test func aChangeFromInsideWithValueOnTheSameThreadGoesAhead() {
    let property = MutableProperty(1)
    let recorder = Recorder<Int>()
    recorder.start(property.producer)
    let seen = property.withValue { value -> Int in
      property.value = value + 1
      property.modify { $0 * 10 }
      // Observing from inside the turn replays at once: no lock is held.
      let inner = Recorder<Int>()
      inner.start(property.producer)
      #expect(inner.events == [.value(20)])
      return value
    }
    #expect(seen == 1)
    #expect(property.value == 20)
    #expect(recorder.events == [.value(1), .value(2), .value(20)])
  }

  @Test func anObserverOfAChangeMayChangeThePropertyAgain() {
    let property = MutableProperty(0)
    let recorder = Recorder<Int>()
    let observation = property.signal.observeNext { value in
      if value == 1 { property.modify { $0 + 1 } }
    }
    recorder.observe(property.signal)
    property.value = 1
    #expect(property.value == 2)
    #expect(recorder.events == [.value(1), .value(2)])
    // The observer holds its own property: as in RAC 4.2.2, that lives until
    // disposed (docs/Reliability.md, the RAC-faithful cycles).
    observation?.dispose()
  }

  @Test func theValueIsReadableFromAnotherThreadWhileWithValueRuns() {
    let property = MutableProperty(7)
    let read = DispatchSemaphore(value: 0)
    let seen = Recorder<Int>()
    property.withValue { _ in
      DispatchQueue.global().async {
        seen.record(.value(property.value))
        read.signal()
      }
      // Reading needs no turn: this returns long before the timeout.
      #expect(read.wait(timeout: .now() + 10) == .success)
    }
    #expect(seen.values == [7])
  }

  @Test func aSetFromAnotherThreadWaitsForWithValueToReturn() {
    let property = MutableProperty(0)
    let log = Recorder<String> { 0 }
    let setterStarted = DispatchSemaphore(value: 0)
    let setterDone = DispatchSemaphore(value: 0)
    property.withValue { value in
      DispatchQueue.global().async {
        setterStarted.signal()
        property.value = 1
        log.log("set returned")
        setterDone.signal()
      }
      setterStarted.wait()
      Thread.sleep(forTimeInterval: 0.05)
      #expect(property.value == value)
      log.log("withValue returning")
    }
    setterDone.wait()
    #expect(log.lines == ["t=0.0 withValue returning", "t=0.0 set returned"])
    #expect(property.value == 1)
  }

  @Test func concurrentModifiesNeverLoseAnIncrementAndObserversHearEachInOrder() async {
    let property = MutableProperty(0)
    let recorder = Recorder<Int>()
    recorder.observe(property.signal)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<250 { property.modify { $0 + 1 } }
        }
      }
    }
    #expect(property.value == 1000)
    #expect(recorder.values == Array(1...1000))
  }

  @Test func theLifetimeEndsWhenThePropertyIsDeallocated() {
    var ended = false
    do {
      let property = MutableProperty(0)
      property.lifetime.observeEnded { ended = true }
      #expect(!ended)
    }
    #expect(ended)
  }

  @Test func bindingAnyPropertyFollowsItsValue() {
    let source = MutableProperty(1)
    let target = MutableProperty(0)
    target <~ source
    source.value = 3
    #expect(target.value == 3)
  }
}
