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

  /// Runs actions on the main queue (ReactiveSwift's spelling of
  /// `mainQueueScheduler`).
  public static var main: QueueScheduler { mainQueueScheduler }

  /// Creates a scheduler on a new serial queue.
  public convenience init(qos: DispatchQoS = .default, name: String = "RACPort.QueueScheduler") {
    self.init(qos: qos, name: name, targeting: nil)
  }

  /// Creates a scheduler on a new serial queue that targets `targetQueue`
  /// (ReactiveSwift): actions run one at a time, with the target's priority.
  ///
  /// ```swift
  /// let parsing = QueueScheduler(qos: .utility, name: "parsing", targeting: .global())
  /// ```
  public init(
    qos: DispatchQoS = .default, name: String = "RACPort.QueueScheduler", targeting targetQueue: DispatchQueue?
  ) {
    core = QueueSchedulerCore(qos: qos, name: name, target: targetQueue)
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
