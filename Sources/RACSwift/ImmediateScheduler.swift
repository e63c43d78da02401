import RACShared

/// Runs every action at once, on the calling thread.
///
/// ```swift
/// ImmediateScheduler().schedule { print("now") }   // prints "now" before returning
/// ```
public final class ImmediateScheduler: Scheduler, EngineBackedScheduler {
  private let core = ImmediateSchedulerCore()
  package var engineCore: any SchedulerCore { core }

  /// Creates an immediate scheduler.
  public init() {
    core.owner = self
  }

  /// Runs `action` now.
  ///
  /// - Parameter action: The work.
  /// - Returns: `nil`: there is nothing left to cancel.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    core.schedule(action).map(faceDisposable)
  }
}

// Safety: stateless apart from the engine core, which is thread-safe.
extension ImmediateScheduler: @unchecked Sendable {}
