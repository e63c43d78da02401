import Foundation
import RACModern
import RACTestSupport
import Testing

/// async/await bridging of SignalProducer and Signal: `values`,
/// `first()`/`last()`/`wait()`, and a producer made from an AsyncSequence.
@Suite(.timeLimit(.minutes(1))) struct ModernConcurrencyTests {
  @Test func readingValuesStartsNothingUntilIterationBegins() async {
    var starts = 0
    let producer = SignalProducer<Int, NoError> { observer, _ in
      starts += 1
      observer.sendCompleted()
    }
    let values = producer.values
    #expect(starts == 0)
    for await _ in values {}
    #expect(starts == 1)
  }

  @Test func valuesOfANoErrorProducerIsANonThrowingSequence() async {
    var received: [Int] = []
    for await value in SignalProducer<Int, NoError>(values: [1, 2, 3]).values { received.append(value) }
    #expect(received == [1, 2, 3])
  }

  @Test func valuesThrowsTheProducersFailure() async {
    await #expect(throws: TestError(5)) {
      for try await _ in SignalProducer<Int, TestError>(error: TestError(5)).values {}
    }
  }

  @Test func valuesOfAHotSignalSeeWhatItSendsFromNowOn() async {
    let (signal, input) = Signal<Int, NoError>.pipe()
    input.sendNext(0)
    let (ready, readyInput) = AsyncStream<Void>.makeStream()
    let collected = Task {
      var received: [Int] = []
      var iterator = signal.values.makeAsyncIterator()  // observes from here
      readyInput.yield()
      while let value = await iterator.next(isolation: nil) { received.append(value) }
      return received
    }
    for await _ in ready { break }
    input.sendNext(1)
    input.sendNext(2)
    input.sendCompleted()
    #expect(await collected.value == [1, 2])
  }

  @Test func cancellingTheIteratingTaskInterruptsTheStart() async {
    let (started, startedInput) = AsyncStream<Void>.makeStream()
    let (ended, endedInput) = AsyncStream<Void>.makeStream()
    let producer = SignalProducer<Int, NoError> { _, lifetime in
      lifetime += { endedInput.yield() }
      startedInput.yield()
    }
    let task = Task { for await _ in producer.values {} }
    for await _ in started { break }
    task.cancel()
    var endings = 0
    for await _ in ended {
      endings += 1
      break
    }
    #expect(endings == 1)
  }

  @Test func firstLastAndWait() async throws {
    let producer = SignalProducer<Int, NoError>(values: [4, 5, 6])
    #expect(await producer.first() == 4)
    #expect(await producer.last() == 6)
    await producer.wait()
    #expect(try await SignalProducer<Int, TestError>(values: [7]).first() == 7)
    await #expect(throws: TestError(1)) { try await SignalProducer<Int, TestError>(error: TestError(1)).wait() }
    let typed: TestError? = await {
      do throws(TestError) {
        try await SignalProducer<Int, TestError>(error: TestError(8)).wait()
        return nil
      } catch {
        return error
      }
    }()
    #expect(typed == TestError(8))
  }

  @Test func aProducerFromAnAsyncSequenceSendsItsElementsThenCompletes() async {
    let producer = SignalProducer(
      AsyncStream<Int> { continuation in
        for value in 1...3 { continuation.yield(value) }
        continuation.finish()
      })
    let recorder = Recorder<Int>()
    let (done, doneInput) = AsyncStream<Void>.makeStream()
    producer.start(
      Observer { event in
        recorder.observer(NoError.self).action(event)
        if event.isTerminating { doneInput.yield() }
      })
    for await _ in done { break }
    #expect(recorder.events == [.value(1), .value(2), .value(3), .completed])
  }

  @Test func aProducerFromAThrowingSequenceKeepsItsTypedFailure() async {
    let producer: SignalProducer<Int, any Error> = SignalProducer(
      AsyncThrowingStream<Int, any Error> { continuation in
        continuation.yield(1)
        continuation.finish(throwing: TestError(2))
      })
    await #expect(throws: TestError(2)) {
      for try await _ in producer.values {}
    }
  }

  @Test func disposingTheStartCancelsTheSequence() async {
    let (terminated, terminatedInput) = AsyncStream<Void>.makeStream()
    let (started, startedInput) = AsyncStream<Void>.makeStream()
    let producer = SignalProducer(
      AsyncStream<Int> { continuation in
        continuation.onTermination = { _ in terminatedInput.yield() }
        startedInput.yield()
      })
    let recorder = Recorder<Int>()
    let disposable = recorder.start(producer)
    for await _ in started { break }
    disposable.dispose()
    var terminations = 0
    for await _ in terminated {
      terminations += 1
      break
    }
    #expect(terminations == 1)
    #expect(recorder.events == [.interrupted])
  }
}
