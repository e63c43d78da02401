import Foundation

/// The actions one operator start has scheduled and not yet seen run, so
/// that ending the start cancels them all (RAC2 and RAC4 disposed their
/// timers with the subscription).
///
/// An action forgets itself when it runs, so a long stream of delayed values
/// does not accumulate spent timers.
@usableFromInline
package final class ScheduledActions: DisposableCore {
  private struct State {
    var nextID = 0
    var live: [Int: any DisposableCore] = [:]
    /// Actions that ran before `schedule` got their disposable back.
    var ran: Set<Int> = []
    var isDisposed = false
  }

  private let state = LockedState.make(State())

  @usableFromInline
  package init() {}

  @usableFromInline
  package var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// Runs `action` on `scheduler` as soon as it can, unless this set is
  /// disposed first.
  @usableFromInline
  package func schedule(on scheduler: any SchedulerCore, _ action: @escaping () -> Void) {
    track(action) { scheduler.schedule($0) }
  }

  /// Runs `action` on `scheduler` at `date`, unless this set is disposed
  /// first. (A date needs a scheduler with a clock: the type says so, rather
  /// than a date silently ignored by a scheduler without one.)
  @usableFromInline
  package func schedule(on scheduler: any DateSchedulerCore, at date: Date, _ action: @escaping () -> Void) {
    track(action) { scheduler.schedule(after: date, $0) }
  }

  /// Hands `action`, wrapped to run only while this set is live, to
  /// `enqueue`, and keeps the resulting disposable until the action runs.
  private func track(
    _ action: @escaping () -> Void, _ enqueue: (@escaping () -> Void) -> (any DisposableCore)?
  ) {
    let id: Int? = state.withLock { state in
      guard !state.isDisposed else { return nil }
      defer { state.nextID += 1 }
      return state.nextID
    }
    guard let id else { return }
    let disposable = enqueue { [weak self] in
      guard let self, self.finished(id) else { return }
      action()
    }
    let keep = state.withLock { state -> Bool in
      if state.ran.remove(id) != nil { return true }
      guard !state.isDisposed else { return false }
      if let disposable { state.live[id] = disposable }
      return true
    }
    if !keep { disposable?.dispose() }
  }

  /// Marks `id` as run; `false` when the set was disposed first.
  private func finished(_ id: Int) -> Bool {
    state.withLock { state in
      guard !state.isDisposed else { return false }
      if state.live.removeValue(forKey: id) == nil { state.ran.insert(id) }
      return true
    }
  }

  @usableFromInline
  package func dispose() {
    let live: [Int: any DisposableCore] = state.withLock { state in
      guard !state.isDisposed else { return [:] }
      state.isDisposed = true
      defer { state.live = [:] }
      return state.live
    }
    for disposable in live.values { disposable.dispose() }
  }
}

// Safety: all mutable state is behind the lock of `state`.
extension ScheduledActions: @unchecked Sendable {}
