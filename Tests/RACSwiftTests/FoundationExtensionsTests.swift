import Foundation
import RACSwift
import RACTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `NotificationCenter.reactive.notifications(forName:object:)` and
/// `URLSession.reactive.data(with:)`.
@Suite struct FoundationExtensionsTests {
  static let ping = Notification.Name("RACSwiftTests.ping")
  static let pong = Notification.Name("RACSwiftTests.pong")

  @Test func notificationsOfTheNameAreSentUntilTheObservationIsDisposed() {
    let center = NotificationCenter()
    var names: [String] = []
    let disposable = center.reactive.notifications(forName: Self.ping).observeValues { names.append($0.name.rawValue) }
    center.post(name: Self.pong, object: nil)
    center.post(name: Self.ping, object: nil)
    disposable?.dispose()
    center.post(name: Self.ping, object: nil)
    #expect(names == ["RACSwiftTests.ping"])
  }

  @Test func notificationsAreFilteredBySender() {
    let center = NotificationCenter()
    let sender = NSObject()
    var senders: [Bool] = []
    let disposable = center.reactive.notifications(forName: nil, object: sender).observeValues {
      senders.append($0.object as AnyObject? === sender)
    }
    center.post(name: Self.ping, object: NSObject())
    center.post(name: Self.ping, object: sender)
    center.post(name: Self.pong, object: sender)
    #expect(senders == [true, true])
    disposable?.dispose()
  }

  @Test func aDataProducerSendsTheDataAndResponseThenCompletes() throws {
    // A `data:` URL loads without a network on every platform.
    let url = try #require(URL(string: "data:text/plain;base64,aGVsbG8="))
    let run = Self.run(URLSession.shared.reactive.data(with: URLRequest(url: url)))
    #expect(run.events == ["value", "completed"])
    let (data, response) = try #require(run.value)
    #expect(String(decoding: data, as: UTF8.self) == "hello")
    #expect(response.url == url)
  }

  @Test func aDataProducerFailsWithTheTasksError() {
    // A scheme no session loads: the task fails with "unsupported URL".
    let unsupported = URL(string: "racswift-unsupported://nowhere")!
    let run = Self.run(URLSession.shared.reactive.data(with: URLRequest(url: unsupported)))
    #expect(run.events == ["failed"])
    #expect(run.error != nil)
  }

  /// A URL loader that never answers: it says when a task started loading
  /// and when the task stopped it, which only cancelling the task does.
  final class SilentURLProtocol: URLProtocol {
    static let scheme = "racswift-silent"
    static let started = DispatchSemaphore(value: 0)
    static let stopped = DispatchSemaphore(value: 0)

    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == scheme }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() { Self.started.signal() }
    override func stopLoading() { Self.stopped.signal() }
  }

  @Test func disposingADataStartCancelsItsTaskAndOnlyTheInterruptionIsSent() throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [SilentURLProtocol.self]
    let session = URLSession(configuration: configuration)
    defer { session.invalidateAndCancel() }
    let url = try #require(URL(string: "\(SilentURLProtocol.scheme)://nowhere"))
    let run = Run()
    let start = session.reactive.data(with: URLRequest(url: url)).start { event in
      if case .interrupted = event { run.events.append("interrupted") } else { run.events.append("other") }
    }
    #expect(SilentURLProtocol.started.wait(timeout: .now() + 10) == .success)
    #expect(run.events == [])
    start.dispose()
    #expect(run.events == ["interrupted"])
    // The task was cancelled: only cancelling tells its loader to stop
    // (the session is invalidated after this). What the cancelled task
    // reports then is dropped: the start has ended.
    #expect(SilentURLProtocol.stopped.wait(timeout: .now() + 10) == .success)
    #expect(run.events == ["interrupted"])
  }

  /// What one start of a data producer sent: the event names, the value and
  /// the error.
  final class Run: @unchecked Sendable {
    var events: [String] = []
    var value: (Data, URLResponse)?
    var error: (any Error)?
  }

  /// Starts `producer` and waits (up to 10 s) for its end.
  static func run(_ producer: SignalProducer<(Data, URLResponse), any Error>) -> Run {
    let ended = DispatchSemaphore(value: 0)
    let run = Run()
    producer.start { event in
      switch event {
      case .value(let value):
        run.value = value
        run.events.append("value")
      case .failed(let error):
        run.error = error
        run.events.append("failed")
      case .completed: run.events.append("completed")
      case .interrupted: run.events.append("interrupted")
      }
      if event.isTerminating { ended.signal() }
    }
    _ = ended.wait(timeout: .now() + 10)
    return run
  }
}
