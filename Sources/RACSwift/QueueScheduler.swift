import Dispatch
import Foundation
import RACShared

/// Runs actions asynchronously on a serial Dispatch queue; its dates are the
/// wall clock.
///
/// ```swift
/// let scheduler = QueueScheduler(name: "work")
/// scheduler.schedule(after: .seconds(1), interval: .seconds(1)) { print("tick") }
/// ```
public final class QueueScheduler: DateScheduler, EngineBackedDateScheduler {
  package let core: any DateSchedulerCore

  /// Runs actions on the main queue.
  ///
  /// On Linux the main queue only drains while the process runs
  /// `dispatchMain()` or a run loop.
  public static let main = QueueScheduler(core: QueueSchedulerCore(queue: .main))

  /// The serial queue the actions run on.
  public let queue: DispatchQueue

  private init(core: QueueSchedulerCore) {
    self.core = core
    queue = core.queue
    core.owner = self
  }

  /// Creates a scheduler on a new serial queue that targets `queue`.
  ///
  /// - Parameters:
  ///   - queue: The queue the new one targets.
  ///   - name: The new queue's label.
  @available(
    macOS, deprecated: 10.10, obsoleted: 10.11, message: "Use init(qos:name:targeting:) instead"
  )
  @available(iOS, deprecated: 8.0, obsoleted: 9.0, message: "Use init(qos:name:targeting:) instead.")
  public convenience init(queue: DispatchQueue, name: String = "org.reactivecocoa.QueueScheduler") {
    self.init(core: QueueSchedulerCore(qos: .unspecified, name: name, target: queue))
  }

  /// Creates a scheduler on a new serial queue.
  ///
  /// ```swift
  /// let parsing = QueueScheduler(qos: .utility, name: "parsing", targeting: .global())
  /// ```
  ///
  /// - Parameters:
  ///   - qos: The queue's quality of service.
  ///   - name: The queue's label.
  ///   - targetQueue: The queue it targets, if any.
  public convenience init(
    qos: DispatchQoS = .unspecified, name: String = "org.reactivecocoa.QueueScheduler",
    targeting targetQueue: DispatchQueue? = nil
  ) {
    self.init(core: QueueSchedulerCore(qos: qos, name: name, target: targetQueue))
  }

  /// The scheduler's now.
  public var currentDate: Date { core.currentDate }

  /// Enqueues `action`.
  ///
  /// - Parameter action: The work.
  /// - Returns: A disposable that cancels it if it has not run yet.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    core.schedule(action).map(faceDisposable)
  }

  /// Runs `action` at `date`.
  ///
  /// - Parameters:
  ///   - date: When to run it.
  ///   - action: The work.
  /// - Returns: A disposable that cancels it if it has not run yet.
  @discardableResult
  public func schedule(after date: Date, action: @escaping () -> Void) -> Disposable? {
    core.schedule(after: date, action).map(faceDisposable)
  }

  /// Runs `action` at `date`, then every `interval`, until disposed; the
  /// leeway is a tenth of the interval.
  ///
  /// - Parameters:
  ///   - date: When to run it first.
  ///   - interval: How often to repeat it; traps unless positive.
  ///   - action: The work.
  /// - Returns: A disposable that stops the repetition.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, action: @escaping () -> Void
  )
    -> Disposable?
  {
    schedule(
      after: date, interval: interval, leeway: DispatchTimeInterval(seconds: interval.seconds / 10), action: action)
  }

  /// Runs `action` at `date`, then every `interval`, until disposed.
  ///
  /// - Parameters:
  ///   - date: When to run it first.
  ///   - interval: How often to repeat it; traps unless positive.
  ///   - leeway: How late each run may be.
  ///   - action: The work.
  /// - Returns: A disposable that stops the repetition.
  @discardableResult
  public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval, action: @escaping () -> Void
  ) -> Disposable? {
    core.schedule(after: date, every: interval, leeway: leeway, action).map(faceDisposable)
  }
}

// Safety: immutable; the engine core is thread-safe.
extension QueueScheduler: @unchecked Sendable {}
