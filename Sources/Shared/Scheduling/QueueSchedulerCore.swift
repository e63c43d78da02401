import Dispatch
import Foundation

/// Runs actions asynchronously on a serial Dispatch queue (RAC2's queue
/// schedulers and `+mainThreadScheduler`, RAC4's `QueueScheduler`).
///
/// On Linux the main queue only drains while the process runs `dispatchMain()`
/// or a run loop; a command-line tool that never does will not see main-queue
/// actions run.
@usableFromInline
package final class QueueSchedulerCore: DateSchedulerCore {
  @usableFromInline
  package let queue: DispatchQueue
  /// The front object that stands for this scheduler (so that
  /// `RACScheduler.current` returns the very object the user made). Set once,
  /// by the front's initializer, before the scheduler is shared.
  @usableFromInline
  package weak var owner: AnyObject?

  /// Wraps a serial queue.
  @usableFromInline
  package init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Creates a scheduler on a new serial queue.
  @usableFromInline
  package convenience init(qos: DispatchQoS, name: String) {
    self.init(queue: DispatchQueue(label: name, qos: qos))
  }

  @usableFromInline
  package var currentDate: Date { Date() }

  @discardableResult
  @usableFromInline
  package func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    let cancel = FlagDisposableCore()
    let box = UncheckedBox(action)
    queue.async { [self] in
      guard !cancel.isDisposed else { return }
      CurrentScheduler.run(as: self, box.value)
    }
    return cancel
  }

  @discardableResult
  @usableFromInline
  package func schedule(after date: Date, _ action: @escaping () -> Void) -> (any DisposableCore)? {
    let cancel = FlagDisposableCore()
    let box = UncheckedBox(action)
    queue.asyncAfter(wallDeadline: Self.wallTime(date)) { [self] in
      guard !cancel.isDisposed else { return }
      CurrentScheduler.run(as: self, box.value)
    }
    return cancel
  }

  @discardableResult
  @usableFromInline
  package func schedule(
    after date: Date,
    repeatingEvery interval: TimeInterval,
    leeway: TimeInterval,
    _ action: @escaping () -> Void
  ) -> (any DisposableCore)? {
    // As the virtual-time scheduler: a zero or negative interval would make
    // the timer fire back to back instead of repeating (rule 13).
    if !(interval > 0) { programmerError("a repeating interval must be positive (got \(interval))") }
    let timer = DispatchSource.makeTimerSource(queue: queue)
    let box = UncheckedBox(action)
    timer.schedule(
      wallDeadline: Self.wallTime(date),
      repeating: .nanoseconds(Self.nanoseconds(interval)),
      leeway: .nanoseconds(Self.nanoseconds(leeway)))
    timer.setEventHandler { [self] in CurrentScheduler.run(as: self, box.value) }
    timer.resume()
    let timerBox = UncheckedBox(timer)
    return ActionDisposableCore { timerBox.value.cancel() }
  }

  private static func wallTime(_ date: Date) -> DispatchWallTime {
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded(.down)
    let spec = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1_000_000_000))
    return DispatchWallTime(timespec: spec)
  }

  private static func nanoseconds(_ interval: TimeInterval) -> Int {
    Int(max(0, interval) * 1_000_000_000)
  }
}

// Safety: immutable; Dispatch queues are thread-safe.
extension QueueSchedulerCore: @unchecked Sendable {}
