/// Runs actions on the main queue, at once when it can (ReactiveSwift's
/// `UIScheduler`, RAC2's `-deliverOnMainThread`).
///
/// An action scheduled from the main queue (or the main thread) runs
/// synchronously, unless an earlier action of this scheduler is still
/// waiting or running: then it goes to the main queue behind it, so the
/// order is kept and an action scheduling another from inside itself does
/// not nest. From any other thread actions go to the main queue.
@usableFromInline
package final class MainThreadSchedulerCore: SchedulerCore {
  /// The front object that stands for this scheduler. Set once, by the
  /// front's initializer, before the scheduler is shared.
  @usableFromInline
  package weak var owner: AnyObject?
  /// Actions of this scheduler scheduled and not yet finished.
  private let queued = LockedState.make(0)

  @usableFromInline
  package init() {}

  @discardableResult
  @usableFromInline
  package func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    let position = queued.withLock { count in
      count += 1
      return count
    }
    if position == 1 && MainQueue.isCurrent {
      CurrentScheduler.run(as: self, action)
      finished()
      return nil
    }
    let cancel = FlagDisposableCore()
    MainQueue.actions.enqueue(
      { [self] in
        defer { finished() }
        if !cancel.isDisposed { action() }
      }, cancel: FlagDisposableCore(), as: self)
    return cancel
  }

  private func finished() {
    queued.withLock { $0 -= 1 }
  }
}

// Safety: immutable but for `owner`, a weak reference set once before the
// scheduler is shared; the count is behind its lock.
extension MainThreadSchedulerCore: @unchecked Sendable {}
