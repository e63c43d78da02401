import RACShared

/// Runs every action at once, on the calling thread.
public final class ImmediateScheduler: SchedulerType, EngineBackedUndatedScheduler {
  private let core = ImmediateSchedulerCore()
  var engineCore: any SchedulerCore { core }

  /// Creates an immediate scheduler.
  public init() {
    core.owner = self
  }

  /// Enqueues `action`; the result cancels it if it has not run yet.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    core.schedule(action).map(frontDisposable)
  }
}

// Safety: stateless apart from the engine core, which is thread-safe.
extension ImmediateScheduler: @unchecked Sendable {}
