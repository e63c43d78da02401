import RACShared

/// Runs actions on the main queue, synchronously when it can.
///
/// An action scheduled from the main queue runs at once, unless an earlier
/// action of this scheduler is still waiting or running: then it waits
/// behind it on the main queue, so order is kept. From any other thread
/// actions go to the main queue.
///
/// On Linux the main queue only drains while the process runs
/// `dispatchMain()` or a run loop.
///
/// ```swift
/// results.observe(on: UIScheduler()).observeValues { label.text = $0 }
/// ```
public final class UIScheduler: Scheduler, EngineBackedScheduler {
  private let core = MainThreadSchedulerCore()
  package var engineCore: any SchedulerCore { core }

  /// Creates a scheduler for the main queue.
  public init() {
    core.owner = self
  }

  /// Runs `action` on the main queue, at once if already there and nothing
  /// of this scheduler is waiting.
  ///
  /// - Parameter action: The work.
  /// - Returns: A disposable that cancels it if it has not run, or `nil`
  ///   when it ran at once.
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    core.schedule(action).map(faceDisposable)
  }
}

// Checked: the only stored property is the engine core, which is `Sendable`.
extension UIScheduler: Sendable {}
