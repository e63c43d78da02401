import Dispatch
import RACShared

/// Runs actions asynchronously on a serial Dispatch queue.
///
/// ```swift
/// let scheduler = QueueScheduler(name: "work")
/// scheduler.scheduleAfter(0.5) { print("half a second later, on 'work'") }
/// ```
public final class QueueScheduler: EngineBackedScheduler {
  package let core: any DateSchedulerCore

  /// Runs actions on the main queue.
  ///
  /// On Linux the main queue only drains while the process runs
  /// `dispatchMain()` or a run loop.
  public static let mainQueueScheduler = QueueScheduler(queue: .main)

  /// Creates a scheduler on a new serial queue.
  public init(qos: DispatchQoS = .default, name: String = "RACPort.QueueScheduler") {
    core = QueueSchedulerCore(qos: qos, name: name)
    core.owner = self
  }

  /// Creates a scheduler on `queue`, which must be serial.
  public init(queue: DispatchQueue) {
    core = QueueSchedulerCore(queue: queue)
    core.owner = self
  }
}

// Safety: immutable; the engine core is thread-safe.
extension QueueScheduler: @unchecked Sendable {}
