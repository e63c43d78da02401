import Foundation
import RACClassic
import RACModern

// Log lines stamped with a test scheduler's virtual time, for whole-timeline
// assertions with times (`#expect(log.lines == ["t=1.5 S next abc"])`),
// recorded by the one recorder of the package's tests: a `Recorder<String>`
// whose values are the lines' texts. `ClassicTimeline` and `ModernTimeline`
// record into one.
extension Recorder where Value == String {
  /// A recorder stamped with `scheduler`'s time since now.
  ///
  /// It holds the scheduler weakly, and its subscriptions hold it weakly: an
  /// action a test leaves on the scheduler (a timeout, a timer) then never
  /// keeps the scheduler, the recorder and what they reach alive through
  /// each other once the test lets go of them.
  public convenience init(since scheduler: RACTestScheduler) {
    let start = scheduler.currentDate
    self.init { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
  }

  /// A recorder stamped with `scheduler`'s time since now.
  public convenience init(since scheduler: TestScheduler) {
    let start = scheduler.currentDate
    self.init { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
  }

  /// The lines so far, each `t=<time> <text>`.
  public var lines: [String] {
    timeline.entries.map { entry in
      let text = if case .value(let text) = entry.event { text } else { entry.event.description }
      return String(format: "t=%.1f ", entry.time) + text
    }
  }

  /// Records the line `text` at the current time.
  public func log(_ text: String) { record(.value(text)) }

  /// Subscribes to `signal`, logging `name next v`, `name error e`, `name completed`.
  @discardableResult
  public func subscribe<Element>(_ name: String, to signal: RACSignal<Element>) -> RACDisposable {
    signal.subscribeNext(
      { [weak self] in self?.log("\(name) next \($0)") },
      error: { [weak self] in self?.log("\(name) error \(Self.describe($0))") },
      completed: { [weak self] in self?.log("\(name) completed") })
  }

  /// An observer logging every event under `name`.
  public func observer<Element, Failure>(_ name: String) -> Observer<Element, Failure> {
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
  public func start<Element, Failure>(_ name: String, _ producer: SignalProducer<Element, Failure>) -> Disposable {
    producer.start(observer(name))
  }

  /// Observes `signal`, logging every event under `name`.
  @discardableResult
  public func observe<Element, Failure>(_ name: String, _ signal: Signal<Element, Failure>) -> Disposable? {
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
