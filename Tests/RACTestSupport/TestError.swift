import Foundation
import RACClassic
import RACModern

/// One recorded event, in a form both fronts share so that their timelines
/// compare with `==`. Errors are recorded by their description (a classic
/// `nil` error as `"nil"`).
public enum Recorded<Value: Equatable>: Equatable, CustomStringConvertible {
  case value(Value)
  case failed(String)
  case completed
  case interrupted

  public var description: String {
    switch self {
    case .value(let value): "value(\(value))"
    case .failed(let error): "failed(\(error))"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }
}

/// Records every event it is given, thread-safely, for whole-timeline
/// assertions: `#expect(recorder.events == [.value(1), .completed])`.
public final class Recorder<Value: Equatable>: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Recorded<Value>] = []

  public init() {}

  /// The events recorded so far.
  public var events: [Recorded<Value>] { lock.withLock { recorded } }

  /// The values recorded so far.
  public var values: [Value] {
    events.compactMap { if case .value(let value) = $0 { value } else { nil } }
  }

  /// Records `event`.
  public func record(_ event: Recorded<Value>) { lock.withLock { recorded.append(event) } }

  /// Forgets everything recorded.
  public func reset() { lock.withLock { recorded.removeAll() } }

  // MARK: Classic

  /// Subscribes to `signal`, recording values, the error and completion.
  @discardableResult
  public func subscribe(to signal: RACSignal<Value>) -> RACDisposable {
    signal.subscribeNext(
      { self.record(.value($0)) },
      error: { self.record(.failed(TimedLog.describe($0))) },
      completed: { self.record(.completed) })
  }

  // MARK: Modern

  /// An observer that records every event.
  public func observer<Failure>(_: Failure.Type = Failure.self) -> Observer<Value, Failure> {
    Observer { event in
      switch event {
      case .next(let value): self.record(.value(value))
      case .failed(let error): self.record(.failed(TimedLog.describe(error)))
      case .completed: self.record(.completed)
      case .interrupted: self.record(.interrupted)
      }
    }
  }

  /// Observes `signal`, recording every event.
  @discardableResult
  public func observe<Failure>(_ signal: Signal<Value, Failure>) -> Disposable? {
    signal.observe(observer(Failure.self))
  }

  /// Starts `producer`, recording every event.
  @discardableResult
  public func start<Failure>(_ producer: SignalProducer<Value, Failure>) -> Disposable {
    producer.start(observer(Failure.self))
  }
}

/// A small equatable error for tests.
public struct TestError: Error, Equatable, CustomStringConvertible {
  public let code: Int
  public init(_ code: Int) { self.code = code }
  public var description: String { "TestError(\(code))" }
}
