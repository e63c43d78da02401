import RACShared
import RACTestSupport
import Testing

/// When `first()` and `single()` stop the start they wait on, pinned on one
/// start handler that sends synchronously while it may: both RAC 4.2.2
/// (`take(1).single()`, `take(2)`) and ReactiveSwift (`take(first:)`) stop it
/// from inside the settling callback (issue 19 item 4); they differ only for
/// a value delivered later or by another thread (`BlockingStop`).
@Suite struct BlockingStopTests {
  /// Sends 1, 2, 3, … synchronously until its start is disposed or it has
  /// sent `limit` values, then completes; `sent` counts what it sent.
  final class Chatty {
    var sent = 0
    let limit: Int

    init(limit: Int) { self.limit = limit }

    var producer: Producer<Int, TestFailure> {
      Producer { [self] input, lifetime in
        while !lifetime.isDisposed, sent < limit {
          sent += 1
          input(.value(sent))
        }
        input(.completed)
      }
    }
  }

  @Test func rac4FirstStopsASynchronousStartAtItsFirstValue() throws {
    let source = Chatty(limit: 500)
    #expect(try source.producer.blockingFirst(stopping: .afterTheWait)?.get() == 1)
    #expect(source.sent == 1)
  }

  @Test func reactiveSwiftFirstStopsASynchronousStartAtItsFirstValue() throws {
    let source = Chatty(limit: 500)
    #expect(try source.producer.blockingFirst(stopping: .fromTheCallback)?.get() == 1)
    #expect(source.sent == 1)
  }

  @Test func rac4SingleStopsASynchronousStartAtItsSecondValue() {
    let source = Chatty(limit: 500)
    #expect(source.producer.blockingSingle(stopping: .afterTheWait) == nil)
    #expect(source.sent == 2)
  }

  @Test func reactiveSwiftSingleStopsASynchronousStartAtItsSecondValue() {
    let source = Chatty(limit: 500)
    #expect(source.producer.blockingSingle(stopping: .fromTheCallback) == nil)
    #expect(source.sent == 2)
  }

  @Test func bothAgreeOnAOneValueProducerAFailureAndAnEmptyOne() throws {
    for stop in [BlockingStop.afterTheWait, .fromTheCallback] {
      #expect(try Producer<Int, TestFailure>(values: [4]).blockingSingle(stopping: stop)?.get() == 4)
      #expect(try Producer<Int, TestFailure>(values: [4, 5]).blockingFirst(stopping: stop)?.get() == 4)
      let failing = Producer<Int, TestFailure>(terminal: .failed(TestFailure(3)))
      #expect(failing.blockingFirst(stopping: stop).map { (try? $0.get()) == nil } == true)
      #expect(Producer<Int, TestFailure>(values: []).blockingSingle(stopping: stop) == nil)
    }
  }
}
