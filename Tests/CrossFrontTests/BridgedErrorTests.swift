import Foundation
import RACBridge
import RACTestSupport
import Testing

/// `unwrapBridgedError(as:)` and `mapBridgedError(_:)`: a classic failure
/// back as the error type the modern code expects.
@Suite struct BridgedErrorTests {
  @Test func unwrappingGivesTheClassicErrorItselfTyped() {
    var failure: TestError?
    RACSignal<Int>.error(TestError(5)).toSignalProducer().unwrapBridgedError(as: TestError.self)
      .startWithFailed { failure = $0 }
    #expect(failure == TestError(5))
    let subject = RACSubject<Int>()
    var signalFailure: TestError?
    subject.toSignal().unwrapBridgedError().observeFailed { (error: TestError) in signalFailure = error }
    subject.sendError(TestError(6))
    #expect(signalFailure == TestError(6))
  }

  @Test func mappingSeesTheOptionalClassicError() {
    let recorder = Recorder<Int>()
    recorder.start(
      RACSignal<Int>.error(nil).toSignalProducer().mapBridgedError { $0.map { _ in TestError(1) } ?? TestError(0) })
    #expect(recorder.events == [.failed("TestError(0)")])
  }

  @Test func unwrappingAnErrorOfAnotherTypeTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACSignal<Int>.error(NSError(domain: "D", code: 1)).toSignalProducer().unwrapBridgedError(as: TestError.self)
        .start()
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("a bridged classic failure was expected to be a TestError, but it was NSError"))
  }

  @Test func unwrappingANilClassicErrorTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACSignal<Int>.error(nil).toSignalProducer().unwrapBridgedError(as: TestError.self).start()
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("expected to be a TestError, but it was a nil classic error"))
  }
}
