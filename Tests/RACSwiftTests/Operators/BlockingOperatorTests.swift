import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `first()`, `single()`, `last()` and `wait()` in ReactiveSwift 7's names.
@Suite struct SwiftBlockingOperatorTests {
  @Test func theyAnswerFromWhatTheProducerSends() throws {
    let three = RACSwift.SignalProducer<Int, TestError>([1, 2, 3])
    #expect(try three.first()?.get() == 1)
    #expect(three.single() == nil)
    #expect(try three.last()?.get() == 3)
    #expect((try? three.wait().get()) != nil)
    let one = RACSwift.SignalProducer<Int, TestError>(value: 7)
    #expect(try one.single()?.get() == 7)
    let failing = RACSwift.SignalProducer<Int, TestError>(error: TestError(4))
    #expect(failing.first().map { result in (try? result.get()) == nil } == true)
    #expect(failing.wait().map { _ in 0 } == .failure(TestError(4)))
    #expect(RACSwift.SignalProducer<Int, TestError>.empty.first() == nil)
  }

  @Test func theyWaitForValuesSentFromAnotherThread() throws {
    let later = RACSwift.SignalProducer<Int, TestError>(value: 5).start(on: RACSwift.QueueScheduler())
    #expect(try later.first()?.get() == 5)
    #expect(try later.last()?.get() == 5)
  }
}
