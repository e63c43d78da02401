import Foundation
import RACClassic
import RACModern

/// Log lines stamped with a test scheduler's virtual time, for whole-timeline
/// assertions with times: `#expect(log.lines == ["t=1.5 S next abc"])`.
/// The one such log: `ClassicTimeline` and `ModernTimeline` are logs too.
public class TimedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  private let now: () -> TimeInterval

  /// A log stamped with `now()` (seconds since the start).
  public init(now: @escaping () -> TimeInterval) {
    self.now = now
  }

  /// A log stamped with `scheduler`'s time since now.
  ///
  /// The log holds the scheduler weakly, and its subscriptions hold the log
  /// weakly: an action a test leaves on the scheduler (a timeout, a timer)
  /// then never keeps the scheduler, the log and what they reach alive
  /// through each other once the test lets go of them.
  public convenience init(_ scheduler: RACTestScheduler) {
    let start = scheduler.currentDate
    self.init { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
  }

  /// A log stamped with `scheduler`'s time since now (held weakly, as above).
  public convenience init(_ scheduler: TestScheduler) {
    let start = scheduler.currentDate
    self.init { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
  }

  /// The lines so far.
  public var lines: [String] { lock.withLock { stored } }

  /// Logs `text` as `t=<time> text`.
  public func log(_ text: String) {
    let line = String(format: "t=%.1f ", now()) + text
    lock.withLock { stored.append(line) }
  }

  /// Forgets the lines so far.
  public func reset() { lock.withLock { stored.removeAll() } }

  /// Subscribes to `signal`, logging `name next v`, `name error e`, `name completed`.
  @discardableResult
  public func subscribe<Value>(_ name: String, to signal: RACSignal<Value>) -> RACDisposable {
    signal.subscribeNext(
      { [weak self] in self?.log("\(name) next \($0)") },
      error: { [weak self] in self?.log("\(name) error \(Self.describe($0))") },
      completed: { [weak self] in self?.log("\(name) completed") })
  }

  /// An observer logging every event under `name`.
  public func observer<Value, Failure>(_ name: String) -> Observer<Value, Failure> {
    Observer { [weak self] event in
      switch event {
      case .next(let value): self?.log("\(name) next \(value)")
      case .failed(let error): self?.log("\(name) failed \(Self.describe(error))")
      case .completed: self?.log("\(name) completed")
      case .interrupted: self?.log("\(name) interrupted")
      }
    }
  }

  /// Starts `producer`, logging every event under `name`.
  @discardableResult
  public func start<Value, Failure>(_ name: String, _ producer: SignalProducer<Value, Failure>) -> Disposable {
    producer.start(observer(name))
  }

  /// Observes `signal`, logging every event under `name`.
  @discardableResult
  public func observe<Value, Failure>(_ name: String, _ signal: Signal<Value, Failure>) -> Disposable? {
    signal.observe(observer(name))
  }

  /// A short, platform-independent description of an error, the one the
  /// recorder uses (`TimelineEvent.describe(_:)`): `nil`, `TestError(1)`,
  /// `notEnabled`, a bridged error as the error it carries, an `NSError` as
  /// `domain code`.
  public static func describe(_ error: (any Error)?) -> String {
    TimelineEvent<Never>.describe(error)
  }
}
