import Dispatch
import RACShared

/// A scheduler that runs blocks asynchronously on a serial Dispatch queue of
/// yours (RAC2's `RACQueueScheduler`, whose initializer was for subclasses).
///
/// While a block runs, the scheduler is `RACScheduler.current`. A subclass
/// (RAC2's `RACQueueScheduler+Subclass.h`) reaches the queue as `queue` and
/// runs the blocks it adds through `performAsCurrentScheduler(_:)`.
///
/// ```swift
/// let scheduler = RACQueueScheduler(name: "parser", queue: DispatchQueue(label: "parser"))
/// scheduler.schedule { print(RACScheduler.current === scheduler) }   // prints true
/// ```
open class RACQueueScheduler: RACScheduler {
  /// The queue the blocks run on.
  public let queue: DispatchQueue

  /// Creates a scheduler on `queue`, which must be serial. `name` is
  /// informative only.
  public init(name: String? = nil, queue: DispatchQueue) {
    self.queue = queue
    super.init(core: QueueSchedulerCore(queue: queue))
  }
}

/// A scheduler on a new serial queue that targets another queue (RAC2's
/// `RACTargetQueueScheduler`): blocks run one at a time, with the target's
/// priority, even when the target is concurrent.
///
/// ```swift
/// let scheduler = RACTargetQueueScheduler(targetQueue: .global(qos: .utility))
/// ```
open class RACTargetQueueScheduler: RACQueueScheduler {
  /// Creates a scheduler on a new serial queue named `name` (by default
  /// after the target's label) that targets `targetQueue`.
  public init(name: String? = nil, targetQueue: DispatchQueue) {
    let label = name ?? "RACPort.RACTargetQueueScheduler(\(targetQueue.label))"
    super.init(name: label, queue: DispatchQueue(label: label, target: targetQueue))
  }
}

// Safety: immutable; the engine core and the Dispatch queue are thread-safe.
extension RACQueueScheduler: @unchecked Sendable {}
// Safety: as its superclass, it adds no state.
extension RACTargetQueueScheduler: @unchecked Sendable {}
