import Foundation
import RACClassic
import RACModern

/// One scripted step of a test source.
public enum Step: Sendable {
  case next(Int)
  case error(Int)
  case completed
}

/// A classic scenario on a `RACTestScheduler`: scripted cold sources that log
/// their subscriptions and disposals, and subscribers that log their events.
public final class ClassicTimeline: Sendable {
  public let scheduler: RACTestScheduler
  /// What happened, as `t=<time> <text>` lines.
  public let recorder: Recorder<String>
  /// Disposes the subscriptions this timeline made when the test lets go of it.
  let disposals = FixtureDisposals()

  public init() {
    let scheduler = RACTestScheduler()
    self.scheduler = scheduler
    recorder = Recorder { [weak scheduler] in scheduler?.currentDate.timeIntervalSinceReferenceDate ?? 0 }
  }

  /// The lines so far.
  public var lines: [String] { recorder.lines }

  /// Records the line `text` at the current virtual time.
  public func log(_ text: String) { recorder.log(text) }

  /// A cold signal: each subscription logs `<name> started`, sends each step
  /// `delay` seconds after subscribing, and logs `<name> disposed` when its
  /// subscription ends.
  public func source(_ name: String, _ steps: [(Double, Step)]) -> RACSignal<Int> {
    // Weakly: a subscription the test never disposes must not keep the
    // timeline (and so itself) alive once the test is over.
    RACSignal.createSignal { [weak self] subscriber in
      guard let self else { return nil }
      self.log("\(name) started")
      let disposable = RACCompoundDisposable()
      for (delay, step) in steps {
        if let scheduled = self.scheduler.afterDelay(delay, schedule: { Self.send(step, to: subscriber) }) {
          disposable.add(scheduled)
        }
      }
      disposable.add(RACDisposable { [weak self] in self?.log("\(name) disposed") })
      return disposable
    }
  }

  /// A cold signal that sends `steps` synchronously when subscribed.
  public func syncSource(_ name: String, _ steps: [Step]) -> RACSignal<Int> {
    RACSignal.createSignal { [weak self] subscriber in
      guard let self else { return nil }
      self.log("\(name) started")
      for step in steps { Self.send(step, to: subscriber) }
      return RACDisposable { [weak self] in self?.log("\(name) disposed") }
    }
  }

  static func send(_ step: Step, to subscriber: any RACSubscriber<Int>) {
    switch step {
    case .next(let value): subscriber.sendNext(value)
    case .error(let code): subscriber.sendError(TestError(code))
    case .completed: subscriber.sendCompleted()
    }
  }

  /// Runs `action` at virtual time `time`.
  public func at(_ time: Double, _ action: @escaping () -> Void) {
    scheduler.after(Date(timeIntervalSinceReferenceDate: time), schedule: action)
  }

  /// Subscribes, logging `<name> next <value>`, `<name> failed <error>`, `<name> completed`
  /// (`failed`, not `Recorder.subscribe(_:to:)`'s `error`, so the lines compare with `ModernTimeline`'s).
  @discardableResult
  public func subscribe<T>(_ signal: RACSignal<T>, as name: String = "S") -> RACDisposable {
    let disposable = signal.subscribeNext(
      { [weak self] in self?.log("\(name) next \($0)") },
      error: { [weak self] in self?.log("\(name) failed \(Recorder<String>.describe($0))") },
      completed: { [weak self] in self?.log("\(name) completed") })
    disposals.add { disposable.dispose() }
    return disposable
  }

  /// Advances the clock by `interval` seconds.
  public func advance(_ interval: Double = 100) { scheduler.advance(by: interval) }

  /// Runs `body` on a fresh timeline, advances it, and returns its lines.
  public static func lines(_ body: (ClassicTimeline) -> Void) -> [String] {
    let timeline = ClassicTimeline()
    body(timeline)
    timeline.advance()
    return timeline.lines
  }
}

/// A modern scenario on a `TestScheduler`, logging like `ClassicTimeline`
/// (plus `interrupted`) through `Recorder.observer(_:)`.
public final class ModernTimeline: Sendable {
  public let scheduler: TestScheduler
  /// What happened, as `t=<time> <text>` lines.
  public let recorder: Recorder<String>
  /// Disposes the starts and observations this timeline made when the test
  /// lets go of it.
  let disposals = FixtureDisposals()

  public init() {
    let scheduler = TestScheduler()
    self.scheduler = scheduler
    recorder = Recorder { [weak scheduler] in scheduler?.currentDate.timeIntervalSinceReferenceDate ?? 0 }
  }

  /// The lines so far.
  public var lines: [String] { recorder.lines }

  /// Records the line `text` at the current virtual time.
  public func log(_ text: String) { recorder.log(text) }

  /// A producer: each start logs `<name> started`, sends each step `delay`
  /// seconds after starting, and logs `<name> disposed` when the start ends.
  public func source(_ name: String, _ steps: [(Double, Step)]) -> SignalProducer<Int, TestError> {
    // Weakly: a start the test never disposes must not keep the timeline
    // (and so itself) alive once the test is over.
    SignalProducer { [weak self] observer, lifetime in
      guard let self else { return }
      self.log("\(name) started")
      for (delay, step) in steps {
        lifetime += self.scheduler.scheduleAfter(delay) { Self.send(step, to: observer) }
      }
      lifetime += { [weak self] in self?.log("\(name) disposed") }
    }
  }

  /// A producer that sends `steps` synchronously when started.
  public func syncSource(_ name: String, _ steps: [Step]) -> SignalProducer<Int, TestError> {
    SignalProducer { [weak self] observer, lifetime in
      guard let self else { return }
      self.log("\(name) started")
      lifetime += { [weak self] in self?.log("\(name) disposed") }
      for step in steps { Self.send(step, to: observer) }
    }
  }

  static func send(_ step: Step, to observer: Observer<Int, TestError>) {
    switch step {
    case .next(let value): observer.sendNext(value)
    case .error(let code): observer.sendFailed(TestError(code))
    case .completed: observer.sendCompleted()
    }
  }

  /// Runs `action` at virtual time `time`.
  public func at(_ time: Double, _ action: @escaping () -> Void) {
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: time), action: action)
  }

  /// Starts `producer`, logging its events.
  @discardableResult
  public func start<T, E>(_ producer: SignalProducer<T, E>, as name: String = "S") -> Disposable {
    let disposable = recorder.start(name, producer)
    disposals.add { disposable.dispose() }
    return disposable
  }

  /// Observes `signal`, logging its events.
  @discardableResult
  public func observe<T, E>(_ signal: Signal<T, E>, as name: String = "S") -> Disposable? {
    let disposable = recorder.observe(name, signal)
    disposals.add { disposable?.dispose() }
    return disposable
  }

  /// Advances the clock by `interval` seconds.
  public func advance(_ interval: Double = 100) { scheduler.advanceByInterval(interval) }

  /// Runs `body` on a fresh timeline, advances it, and returns its lines.
  public static func lines(_ body: (ModernTimeline) -> Void) -> [String] {
    let timeline = ModernTimeline()
    body(timeline)
    timeline.advance()
    return timeline.lines
  }
}
