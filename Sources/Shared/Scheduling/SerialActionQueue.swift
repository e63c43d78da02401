import Dispatch

/// The actions schedulers have handed to one serial Dispatch queue and that
/// have not run yet, in the order they were handed over.
///
/// Each action is posted to the queue as a block that runs the oldest
/// pending action. Keeping the order here, rather than only in the Dispatch
/// queue, lets a thread that blocks inside one of the queue's actions
/// (`BlockingWait`: RAC2's `first`, RAC4's `single`) run the queue's later
/// actions itself instead of deadlocking on them; the blocks posted for them
/// then find nothing left to run.
@usableFromInline
package final class SerialActionQueue {
  private struct Entry {
    let action: () -> Void
    let cancel: FlagDisposableCore
    /// The scheduler marked current while the action runs.
    let scheduler: any SchedulerCore
  }

  private struct State {
    var pending = FIFO<Entry>()
    /// Threads blocked inside one of this queue's actions, woken when an
    /// action is added so that they can run it.
    var pumps: [DispatchSemaphore] = []
  }

  /// The Dispatch queue the actions run on.
  @usableFromInline
  package let queue: DispatchQueue
  private let state = LockedState.make(State())

  @usableFromInline
  package init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Adds `action`, to run on the queue with `scheduler` current, unless
  /// `cancel` is disposed first.
  @usableFromInline
  package func enqueue(_ action: @escaping () -> Void, cancel: FlagDisposableCore, as scheduler: any SchedulerCore) {
    let pumps = state.withLock { state in
      state.pending.push(Entry(action: action, cancel: cancel, scheduler: scheduler))
      return state.pumps
    }
    for pump in pumps { pump.signal() }
    queue.async { [self] in _ = runNext() }
  }

  /// Runs the oldest pending action, if any; returns whether there was one.
  @usableFromInline
  package func runNext() -> Bool {
    guard let entry = state.withLock({ $0.pending.pop() }) else { return false }
    if !entry.cancel.isDisposed { CurrentScheduler.run(as: entry.scheduler, entry.action) }
    return true
  }

  /// Signals `pump` whenever an action is added, until `removePump`.
  @usableFromInline
  package func addPump(_ pump: DispatchSemaphore) {
    state.withLock { $0.pumps.append(pump) }
  }

  /// Stops signalling `pump`.
  @usableFromInline
  package func removePump(_ pump: DispatchSemaphore) {
    state.withLock { state in state.pumps.removeAll { $0 === pump } }
  }
}

// Safety: all mutable state is behind the lock of `state`; Dispatch queues
// are thread-safe.
extension SerialActionQueue: @unchecked Sendable {}
