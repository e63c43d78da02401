/// RAC2's `-scheduleRecursiveBlock:`: runs a block on a scheduler, and again
/// each time it asks to be rescheduled, until disposed.
///
/// Reschedules asked for while the block runs are counted and scheduled once
/// it has returned (RAC2's flattening); later ones are scheduled at once.
/// Scheduling never nests on the stack: on a scheduler that runs actions
/// inline (the immediate scheduler), a reschedule asked for while this
/// thread is already scheduling is left to the outer call's loop, so a block
/// that reschedules itself a million times runs in constant stack depth
/// (RAC2 grew the stack by a few frames per run).
@usableFromInline
package final class RecursiveSchedule: DisposableCore {
  private let scheduler: any SchedulerCore
  /// The block, let go of when disposed: a block that keeps its own
  /// reschedule function (which holds this schedule) is then freed, as
  /// RAC2's disposal released the scheduled block. Boxed, so that reading it
  /// never rewraps it (see `VirtualAction`).
  private let body: LockedState<Body?>

  /// The block in a class box.
  private final class Body {
    let run: (@escaping () -> Void) -> Void

    init(_ run: @escaping (@escaping () -> Void) -> Void) {
      self.run = run
    }
  }
  private let actions = ScheduledActions()
  /// For each thread inside `request`, how many more requests it must make
  /// (a handful of threads at most: a list).
  private let requests = LockedState.make([(thread: ThreadIdentity, more: Int)]())

  /// Schedules `body` on `scheduler` at once; `body` receives the function
  /// that reschedules it.
  @usableFromInline
  package init(on scheduler: any SchedulerCore, _ body: @escaping (_ reschedule: @escaping () -> Void) -> Void) {
    self.scheduler = scheduler
    self.body = LockedState.make(Body(body))
    request()
  }

  @usableFromInline
  package var isDisposed: Bool { actions.isDisposed }

  @usableFromInline
  package func dispose() {
    actions.dispose()
    let released = body.withLock { body in
      defer { body = nil }
      return body
    }
    withExtendedLifetime(released) {}
  }

  /// Schedules one more run, or, when this thread is already scheduling one,
  /// leaves it to that call.
  private func request() {
    let thread = ThreadIdentity.current
    let isOutermost = requests.withLock { requests in
      if let index = requests.firstIndex(where: { $0.thread == thread }) {
        requests[index].more += 1
        return false
      }
      requests.append((thread, 0))
      return true
    }
    guard isOutermost else { return }
    var again = true
    while again {
      if !actions.isDisposed { actions.schedule(on: scheduler) { [self] in runOnce() } }
      again = requests.withLock { requests in
        guard let index = requests.firstIndex(where: { $0.thread == thread }) else { return false }
        guard requests[index].more > 0 else {
          requests.remove(at: index)
          return false
        }
        requests[index].more -= 1
        return true
      }
    }
  }

  private func runOnce() {
    guard !actions.isDisposed, let body = body.withLock({ $0 }) else { return }
    // Reschedules asked for during the block are counted, then made once it
    // returned; later ones (from a callback the block set up) at once.
    let pending = LockedState.make((running: true, count: 0))
    body.run { [self] in
      let now = pending.withLock { pending in
        if pending.running { pending.count += 1 }
        return !pending.running
      }
      if now { request() }
    }
    let count = pending.withLock { pending in
      pending.running = false
      return pending.count
    }
    for _ in 0..<count { request() }
  }
}

// Safety: the counters and `body` are behind their locks; `scheduler` is
// immutable; `actions` is thread-safe.
extension RecursiveSchedule: @unchecked Sendable {}
