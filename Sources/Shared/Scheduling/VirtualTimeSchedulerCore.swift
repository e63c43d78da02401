import Foundation

/// A scheduler on a virtual clock, for deterministic tests and the lab
/// (RAC2's `RACTestScheduler`, RAC4's `TestScheduler`).
///
/// Nothing runs until the clock is moved. Actions run in time order, and
/// actions due at the same instant run in the order they were scheduled
/// (docs/EventContract.md rule 12). While an action runs, the clock reads that action's
/// date and the scheduler is the current scheduler.
package final class VirtualTimeSchedulerCore: DateSchedulerCore {
  /// The front object that stands for this scheduler (so that
  /// `RACScheduler.current` returns the very object the user made). Set once,
  /// by the front's initializer, before the scheduler is shared.
  package weak var owner: AnyObject?
  /// Where the clock started: test recorders stamp events with the time
  /// since then.
  package let startDate: Date
  private let clock: LockedState<VirtualClock>

  /// Creates a scheduler whose clock starts at `startDate`.
  package init(startDate: Date) {
    self.startDate = startDate
    clock = LockedState.make(VirtualClock(now: startDate.timeIntervalSinceReferenceDate))
  }

  /// A scheduler nobody can advance any more lets go of the actions it can
  /// never run, as RAC2's and RAC4's test schedulers freed theirs with
  /// themselves: a time operator's pending action holds its start, whose
  /// pending-action list holds the action back (`ScheduledActions`), a cycle
  /// only the scheduler's run or a disposal used to break.
  deinit {
    discardPending()
  }

  package var currentDate: Date { Date(timeIntervalSinceReferenceDate: clock.withLock { $0.now }) }

  /// How many scheduled actions have not run yet (cancelled ones included
  /// until their time comes, though their closures are already released).
  package var pendingCount: Int { clock.withLock { $0.count } }

  @discardableResult
  package func schedule(_ action: @escaping () -> Void) -> (any DisposableCore)? {
    enqueue(at: nil, repeating: nil, action)
  }

  @discardableResult
  package func schedule(after date: Date, _ action: @escaping () -> Void) -> (any DisposableCore)? {
    enqueue(at: date.timeIntervalSinceReferenceDate, repeating: nil, action)
  }

  @discardableResult
  package func schedule(
    after date: Date,
    repeatingEvery interval: TimeInterval,
    leeway: TimeInterval,
    _ action: @escaping () -> Void
  ) -> (any DisposableCore)? {
    requirePositive(interval, "a repeating interval")
    requireNonNegative(leeway, "a repeating leeway")
    return enqueue(at: date.timeIntervalSinceReferenceDate, repeating: interval, action)
  }

  /// Runs every action due up to `interval` seconds from now, in order, then
  /// leaves the clock at now + `interval`.
  package func advance(by interval: TimeInterval) {
    requireNumber(interval, "an advance interval")
    advance(to: Date(timeIntervalSinceReferenceDate: clock.withLock { $0.now } + interval))
  }

  /// Runs every action due up to `date`, in order, then leaves the clock at
  /// `date` (the clock never goes back).
  package func advance(to date: Date) {
    let target = date.timeIntervalSinceReferenceDate
    requireNumber(target, "an advance date")
    while runNext(dueBy: target) {}
    clock.withLock { $0.now = max($0.now, target) }
  }

  /// `advance(to:)` for tests written with `async`: before each action it
  /// lets other tasks run, so that a task that is about to wait on this
  /// scheduler (`sleep`, `timer`) schedules its wake-up first
  /// (ReactiveSwift's `TestScheduler.advance(to:) async`).
  package func advance(to date: Date) async {
    let target = date.timeIntervalSinceReferenceDate
    repeat {
      await Self.letOtherTasksRun()
    } while runNext(dueBy: target)
    clock.withLock { $0.now = max($0.now, target) }
  }

  /// Yields several times through detached tasks, which lets tasks started
  /// just before run up to their first suspension.
  private static func letOtherTasksRun() async {
    for _ in 0..<10 {
      await Task.detached(priority: .background) { await Task.yield() }.value
    }
  }

  /// Moves the clock back by `interval` seconds without running anything
  /// (ReactiveSwift's `TestScheduler.rewind(by:)`: the user changed the
  /// device's date). Traps when `interval` is negative, naming it.
  package func rewind(by interval: TimeInterval) {
    requireNonNegative(interval, "a rewind interval")
    clock.withLock { $0.now -= interval }
  }

  /// Runs the next action, whatever its date; returns `false` when none is left.
  @discardableResult
  package func step() -> Bool {
    runNext(dueBy: .infinity)
  }

  /// Runs the next `ticks` actions, whatever their dates, one `step()` each
  /// (fewer when fewer are left). Traps when `ticks` is negative.
  package func step(_ ticks: Int) {
    requireNonNegative(ticks, "ticks")
    for _ in 0..<ticks {
      guard step() else { return }
    }
  }

  /// Cancels every action still scheduled, letting go of its closure at
  /// once, as if each were disposed; the clock stays where it is. For a run
  /// that is over (the lab's): a repeating timer or a pending timeout left on
  /// the clock keeps what it captured alive, often this scheduler itself.
  package func discardPending() {
    let entries = clock.withLock { $0.removeAll() }
    for entry in entries { entry.action.dispose() }
  }

  /// Runs actions until none is left; the clock stays at the last one's date.
  /// An action that repeats forever makes this run forever: use `advance`.
  package func run() {
    while runNext(dueBy: .infinity) {}
  }

  /// Adds `action` at `date` (now when `nil`). A date the clock can never
  /// reach (`+infinity`) means never: the action is let go of at once. A
  /// date in the past runs at the next step, `-infinity` included.
  private func enqueue(
    at date: TimeInterval?, repeating: TimeInterval?, _ action: @escaping () -> Void
  )
    -> any DisposableCore
  {
    if let date, !ScheduledTime.isReachable(virtual: date) { return FlagDisposableCore() }
    let scheduled = VirtualAction(action)
    clock.withLock { clock in
      let at = date ?? clock.now
      clock.schedule(at: at.isFinite ? at : clock.now, repeating: repeating, scheduled)
    }
    return scheduled
  }

  /// Runs the earliest entry due by `limit`, skipping cancelled ones.
  private func runNext(dueBy limit: TimeInterval) -> Bool {
    while let entry = clock.withLock({ $0.popDue(by: limit) }) {
      guard let action = entry.action.closure else { continue }
      CurrentScheduler.run(as: self, action.run)
      // A next tick the clock can never reach (the sum overflowed to
      // infinity) is never: the action repeats no more.
      if let interval = entry.repeatInterval, !entry.action.isDisposed, entry.date + interval < .infinity {
        clock.withLock { $0.schedule(at: entry.date + interval, repeating: interval, entry.action) }
      } else {
        entry.action.spent()
      }
      return true
    }
    return false
  }
}

// Safety: all mutable state is in `clock`, behind its lock.
extension VirtualTimeSchedulerCore: @unchecked Sendable {}

/// One action on the virtual clock, and the disposable that cancels it.
///
/// Cancelling lets go of the closure at once, not when the action's date
/// comes: a cancelled repeating timer whose closure captures the scheduler
/// (or an operator holding it) would otherwise keep a cycle alive until the
/// clock reached it, or for ever on a scheduler that is never advanced again.
/// An action that ran and will not run again lets go of it too: an operator
/// keeping the disposable of its last timer (a debounce) would otherwise keep
/// itself alive through that timer's spent closure.
///
/// The closure sits in a class box, not directly in the lock's state: a
/// closure stored as a generic `LockedState`'s state is reabstracted on every
/// `inout` access, so each read wrapped it in two more thunks, and a
/// repeating action read once per tick ran slower at every tick until its
/// call depth overflowed the stack (`aRepeatingActionRunsTwoHundredThousandTicksAtExactTimes`).
final class VirtualAction: DisposableCore {
  /// The action's closure, boxed so that reading it never rewraps it.
  final class Closure {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
      self.run = run
    }
  }

  private struct State {
    /// `nil` once cancelled or spent.
    var closure: Closure?
    var isDisposed = false
  }

  private let state: LockedState<State>

  init(_ closure: @escaping () -> Void) {
    state = LockedState.make(State(closure: Closure(closure)))
  }

  /// The closure, `nil` once cancelled or spent.
  var closure: Closure? { state.withLock { $0.closure } }

  var isDisposed: Bool { state.withLock { $0.isDisposed } }

  func dispose() {
    release { $0.isDisposed = true }
  }

  /// The action ran for the last time: lets go of its closure (it stays not
  /// disposed, as an action that ran is).
  func spent() {
    release { _ in }
  }

  private func release(_ mark: (inout State) -> Void) {
    let closure = state.withLock { state in
      mark(&state)
      defer { state.closure = nil }
      return state.closure
    }
    // Released here, outside the lock: its captures' deinits are user code.
    withExtendedLifetime(closure) {}
  }
}

// Safety: the closure is only touched under the lock of `state`.
extension VirtualAction: @unchecked Sendable {}

/// The virtual clock's state: the time, and a binary heap of actions ordered
/// by (date, sequence), so that actions due at the same instant keep the
/// order they were scheduled in.
struct VirtualClock {
  struct Entry {
    let date: TimeInterval
    let sequence: UInt64
    let action: VirtualAction
    let repeatInterval: TimeInterval?

    func runsBefore(_ other: Entry) -> Bool {
      (date, sequence) < (other.date, other.sequence)
    }
  }

  var now: TimeInterval
  private var heap: [Entry] = []
  private var nextSequence: UInt64 = 0

  init(now: TimeInterval) {
    self.now = now
  }

  var count: Int { heap.count }

  /// Adds an action.
  ///
  /// - Complexity: O(log n).
  mutating func schedule(at date: TimeInterval, repeating: TimeInterval?, _ action: VirtualAction) {
    push(Entry(date: date, sequence: nextSequence, action: action, repeatInterval: repeating))
    nextSequence += 1
  }

  /// Removes every action.
  ///
  /// - Complexity: O(n).
  mutating func removeAll() -> [Entry] {
    defer { heap = [] }
    return heap
  }

  /// Removes the earliest action if it is due by `limit`, moving the clock
  /// to its date (never back).
  ///
  /// - Complexity: O(log n).
  mutating func popDue(by limit: TimeInterval) -> Entry? {
    guard let first = heap.first, first.date <= limit else { return nil }
    let entry = popFirst()
    now = max(now, entry.date)
    return entry
  }

  private mutating func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].runsBefore(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func popFirst() -> Entry {
    let first = heap[0]
    let last = heap.removeLast()
    guard !heap.isEmpty else { return first }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].runsBefore(heap[smallest]) { smallest = left }
      if right < heap.count, heap[right].runsBefore(heap[smallest]) { smallest = right }
      if smallest == parent { return first }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
