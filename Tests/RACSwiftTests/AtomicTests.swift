import Dispatch
import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `Atomic`: exclusive access without an engine lock held while user code
/// runs; in-place changes; a nested access traps with a message.
@Suite struct AtomicTests {
  struct Refused: Error {}

  @Test func modifyChangesTheValueInPlaceAndReturnsWhatItsActionReturns() {
    let atomic = Atomic([1])
    let count = atomic.modify { (values: inout [Int]) -> Int in
      values.append(2)
      return values.count
    }
    #expect(count == 2)
    #expect(atomic.value == [1, 2])
  }

  @Test func aChangeMadeBeforeTheActionThrowsIsKept() {
    let atomic = Atomic(1)
    #expect(throws: Refused.self) {
      try atomic.modify { (value: inout Int) throws -> Void in
        value = 2
        throw Refused()
      }
    }
    #expect(atomic.value == 2)
  }

  @Test func swapReturnsTheReplacedValueAndTheSetterReplacesIt() {
    let atomic = Atomic("a")
    #expect(atomic.swap("b") == "a")
    atomic.value = "c"
    #expect(atomic.value == "c")
    #expect(atomic.withValue { $0 + "!" } == "c!")
  }

  @Test func aWithValueInsideAWithValueOnTheSameThreadGoesAhead() {
    let atomic = Atomic(3)
    let seen = atomic.withValue { outer in atomic.withValue { inner in outer + inner } }
    #expect(seen == 6)
  }

  @Test func concurrentModifiesFromManyThreadsNeverLoseAnIncrement() {
    let atomic = Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<500 { atomic.modify { $0 += 1 } }
    }
    #expect(atomic.value == 4000)
  }

  @Test func anotherThreadWaitsForAModifyToFinishAndSeesItsResult() {
    let atomic = Atomic(0)
    let log = Recorder<String> { 0 }
    let readerStarted = DispatchSemaphore(value: 0)
    let readerDone = DispatchSemaphore(value: 0)
    atomic.modify { value in
      DispatchQueue.global().async {
        readerStarted.signal()
        let seen = atomic.value
        log.log("reader saw \(seen)")
        readerDone.signal()
      }
      readerStarted.wait()
      Thread.sleep(forTimeInterval: 0.05)
      value = 5
      log.log("modify returning")
    }
    readerDone.wait()
    #expect(log.lines == ["t=0.0 modify returning", "t=0.0 reader saw 5"])
  }

  @Test func anAtomicCrossesATaskBoundary() async {
    let atomic = Atomic(0)
    await Task.detached { atomic.modify { $0 += 1 } }.value
    #expect(atomic.value == 1)
  }

  @Test func readingFromInsideItsOwnModifyTrapsNamingTheMisuse() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let atomic = Atomic(0)
      atomic.modify { value in value = atomic.value + 1 }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("an Atomic was read from inside its own modify(_:)"))
  }

  @Test func changingFromInsideItsOwnModifyTrapsNamingTheMisuse() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let atomic = Atomic(0)
      atomic.modify { _ in atomic.value = 1 }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("an Atomic was changed from inside its own modify(_:)"))
  }
}
