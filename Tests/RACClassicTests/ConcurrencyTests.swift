import Foundation
import RACClassic
import RACTestSupport
import Testing

/// async/await bridging of RACSignal: `values`, `first()`/`last()`/`wait()`,
/// and a signal made from an AsyncSequence.
@Suite(.timeLimit(.minutes(1))) struct ClassicConcurrencyTests {
  @Test func valuesIteratesEveryValueThenEndsAtCompletion() async throws {
    var received: [Int] = []
    for try await value in RACSignal<Int>.createSignal({ subscriber in
      for value in 1...3 { subscriber.sendNext(value) }
      subscriber.sendCompleted()
      return nil
    }).values {
      received.append(value)
    }
    #expect(received == [1, 2, 3])
  }

  @Test func valuesThrowsTheSignalsError() async {
    await #expect(throws: TestError(4)) {
      for try await _ in RACSignal<Int>.error(TestError(4)).values {}
    }
  }

  @Test func aNilErrorIsThrownAsABridgedErrorWithoutUnderlyingError() async {
    let error = await #expect(throws: BridgedError.self) {
      for try await _ in RACSignal<Int>.error(nil).values {}
    }
    #expect(error?.underlying == nil)
  }

  @Test func cancellingTheIteratingTaskDisposesTheSubscription() async {
    let (subscribed, subscribedInput) = AsyncStream<Void>.makeStream()
    let (disposed, disposedInput) = AsyncStream<Void>.makeStream()
    let signal = RACSignal<Int>.createSignal { _ in
      subscribedInput.yield()
      return RACDisposable { disposedInput.yield() }
    }
    let task = Task { for try await _ in signal.values {} }
    for await _ in subscribed { break }
    task.cancel()
    var disposals = 0
    for await _ in disposed {
      disposals += 1
      break
    }
    #expect(disposals == 1)
  }

  @Test func firstTakesOneValueAndDisposes() async throws {
    var disposed = false
    let signal = RACSignal<Int>.createSignal { subscriber in
      subscriber.sendNext(10)
      subscriber.sendNext(11)
      return RACDisposable { disposed = true }
    }
    let first = try await signal.first()
    #expect(first == 10)
    #expect(disposed)
  }

  @Test func lastAndWaitRunToCompletion() async throws {
    let signal = RACSignal<Int>.createSignal { subscriber in
      subscriber.sendNext(1)
      subscriber.sendNext(2)
      subscriber.sendCompleted()
      return nil
    }
    #expect(try await signal.last() == 2)
    try await signal.wait()
    #expect(try await RACSignal<Int>.empty().first() == nil)
  }

  @Test func aSignalFromAnAsyncSequenceSendsItsElementsThenCompletes() async throws {
    let signal = RACSignal(
      AsyncStream<Int> { continuation in
        for value in 1...3 { continuation.yield(value) }
        continuation.finish()
      })
    var received: [Int] = []
    for try await value in signal.values { received.append(value) }
    #expect(received == [1, 2, 3])
  }

  @Test func aSignalFromAThrowingSequenceFailsWithItsError() async {
    let signal = RACSignal(
      AsyncThrowingStream<Int, any Error> { continuation in
        continuation.yield(1)
        continuation.finish(throwing: TestError(9))
      })
    await #expect(throws: TestError(9)) {
      for try await _ in signal.values {}
    }
  }

  @Test func disposingTheSubscriptionCancelsTheSequence() async {
    let (terminated, terminatedInput) = AsyncStream<Void>.makeStream()
    let (started, startedInput) = AsyncStream<Void>.makeStream()
    let signal = RACSignal(
      AsyncStream<Int> { continuation in
        continuation.onTermination = { _ in terminatedInput.yield() }
        startedInput.yield()
      })
    let disposable = signal.subscribeNext { _ in }
    for await _ in started { break }
    disposable.dispose()
    var terminations = 0
    for await _ in terminated {
      terminations += 1
      break
    }
    #expect(terminations == 1)
  }
}
