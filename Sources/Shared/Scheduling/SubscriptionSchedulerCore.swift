import Foundation

/// RAC2's `+subscriptionScheduler`: runs an action at once when a scheduler
/// is current (or on the main queue), leaving that scheduler current;
/// otherwise on a private background scheduler. Dated actions go to the
/// current scheduler, the main one on the main queue, else the background
/// one.
@usableFromInline
package final class SubscriptionSchedulerCore: DateSchedulerCore {
  /// The front object that stands for this scheduler. Set once, by the
  /// front's initializer, before the scheduler is shared.
  @usableFromInline
  package weak var owner: AnyObject?
  private let main: any DateSchedulerCore
  private let background: any DateSchedulerCore

  /// Creates the scheduler; `main` is the face's main-thread scheduler,
  /// `background` the one used when no scheduler is current.
  @usableFromInline
  package init(main: any DateSchedulerCore, background: any DateSchedulerCore) {
    self.main = main
    self.background = background
  }

  @usableFromInline
  package var currentDate: Date { target.currentDate }

  /// The scheduler a dated action goes to now.
  private var target: any DateSchedulerCore {
    if let current = CurrentScheduler.core as? any DateSchedulerCore { return current }
    return MainQueue.isCurrent ? main : background
  }

  @discardableResult
  @usableFromInline
  package func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    guard CurrentScheduler.core != nil || MainQueue.isCurrent else { return background.schedule(action) }
    action()
    return nil
  }

  @discardableResult
  @usableFromInline
  package func schedule(after date: Date, _ action: @escaping () -> Void) -> (any DisposableCore)? {
    target.schedule(after: date, action)
  }

  @discardableResult
  @usableFromInline
  package func schedule(
    after date: Date, repeatingEvery interval: TimeInterval, leeway: TimeInterval, _ action: @escaping () -> Void
  ) -> (any DisposableCore)? {
    target.schedule(after: date, repeatingEvery: interval, leeway: leeway, action)
  }
}

// Safety: immutable but for `owner`, a weak reference set once before the
// scheduler is shared; the schedulers it forwards to are thread-safe.
extension SubscriptionSchedulerCore: @unchecked Sendable {}
