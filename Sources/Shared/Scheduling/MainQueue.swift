import Dispatch
import Foundation

/// Where "the main thread" is, for the schedulers that deliver there.
///
/// On Apple platforms the main queue runs on the main thread. On Linux a
/// process that calls `dispatchMain()` (the test runner does) gives up its
/// main thread and the main queue is drained by a worker thread, so
/// `Thread.isMainThread` is false inside a main-queue block: the main queue
/// is recognised by a queue-specific mark instead (ReactiveSwift's
/// `UIScheduler` does the same).
@usableFromInline
package enum MainQueue {
  private static let key = DispatchSpecificKey<UInt8>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return true
  }()

  /// Whether the caller runs on the main queue, or on the main thread.
  @usableFromInline
  package static var isCurrent: Bool {
    _ = marked
    return Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
  }

  /// Whether `queue` is the main queue. (`DispatchQueue.main` is a new
  /// wrapper object on every access on Linux, so identity does not tell.)
  @usableFromInline
  package static func isMain(_ queue: DispatchQueue) -> Bool {
    queue === DispatchQueue.main || queue.label == DispatchQueue.main.label
  }

  /// The actions the main-queue schedulers of both faces have handed to the
  /// main queue: one queue, so that a thread waiting on the main queue can
  /// run them all in order (see `BlockingWait`).
  @usableFromInline
  package static let actions = SerialActionQueue(queue: .main)

  /// A scheduler on the main queue for the engine's own use (its actions
  /// go through `actions`, as every main-queue scheduler's do).
  @usableFromInline
  package static let scheduler = QueueSchedulerCore(queue: .main)
}
