import Foundation

/// A scheduler on a virtual clock, for deterministic tests and the lab
/// (RAC2's `RACTestScheduler`, RAC4's `TestScheduler`).
///
/// Nothing runs until the clock is moved. Actions run in time order, and
/// actions due at the same instant run in the order they were scheduled
/// (API.md rule 12). While an action runs, the clock reads that action's
/// date and the scheduler is the current scheduler.
package final class VirtualTimeSchedulerCore: DateSchedulerCore {
  private struct Entry {
    let date: TimeInterval
    let sequence: UInt64
    let action: () -> Void
    let cancel: FlagDisposableCore
    let repeatInterval: TimeInterval?

    func runsBefore(_ other: Entry) -> Bool {
      (date, sequence) < (other.date, other.sequence)
    }
  }

  private let lock = PlatformLock()
  /// The front object that stands for this scheduler (so that
  /// `RACScheduler.current` returns the very object the user made). Set once,
  /// by the front's initializer, before the scheduler is shared.
  package weak var owner: AnyObject?
  private var heap: [Entry] = []
  private var now: TimeInterval
  private var nextSequence: UInt64 = 0

  /// Creates a scheduler whose clock starts at `startDate`.
  package init(startDate: Date) {
    now = startDate.timeIntervalSinceReferenceDate
  }

  package var currentDate: Date { Date(timeIntervalSinceReferenceDate: lock.withLock { now }) }

  /// How many scheduled actions have not run yet (cancelled ones included
  /// until their time comes).
  package var pendingCount: Int { lock.withLock { heap.count } }

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
    if !(interval > 0) { programmerError("a repeating interval must be positive (got \(interval))") }
    return enqueue(at: date.timeIntervalSinceReferenceDate, repeating: interval, action)
  }

  /// Runs every action due up to `interval` seconds from now, in order, then
  /// leaves the clock at now + `interval`.
  package func advance(by interval: TimeInterval) {
    advance(to: Date(timeIntervalSinceReferenceDate: lock.withLock { now } + interval))
  }

  /// Runs every action due up to `date`, in order, then leaves the clock at
  /// `date` (the clock never goes back).
  package func advance(to date: Date) {
    let target = date.timeIntervalSinceReferenceDate
    while runNext(dueBy: target) {}
    lock.withLock { now = max(now, target) }
  }

  /// Runs the next action, whatever its date; returns `false` when none is left.
  @discardableResult
  package func step() -> Bool {
    runNext(dueBy: .infinity)
  }

  /// Runs actions until none is left; the clock stays at the last one's date.
  /// An action that repeats forever makes this run forever: use `advance`.
  package func run() {
    while runNext(dueBy: .infinity) {}
  }

  private func enqueue(at date: TimeInterval?, repeating: TimeInterval?, _ action: @escaping () -> Void)
    -> any DisposableCore
  {
    let cancel = FlagDisposableCore()
    lock.withLock {
      let entry = Entry(
        date: date ?? now, sequence: nextSequence, action: action, cancel: cancel, repeatInterval: repeating)
      nextSequence += 1
      push(entry)
    }
    return cancel
  }

  /// Pops and runs the earliest entry due by `limit`, skipping cancelled ones.
  private func runNext(dueBy limit: TimeInterval) -> Bool {
    while true {
      let next: Entry? = lock.withLock {
        guard let first = heap.first, first.date <= limit else { return nil }
        let entry = popFirst()
        now = max(now, entry.date)
        return entry
      }
      guard let entry = next else { return false }
      if entry.cancel.isDisposed { continue }
      CurrentScheduler.run(as: self, entry.action)
      if let interval = entry.repeatInterval, !entry.cancel.isDisposed {
        lock.withLock {
          push(
            Entry(
              date: entry.date + interval, sequence: nextSequence, action: entry.action, cancel: entry.cancel,
              repeatInterval: interval))
          nextSequence += 1
        }
      }
      return true
    }
  }

  // MARK: Binary heap ordered by (date, sequence)

  private func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].runsBefore(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private func popFirst() -> Entry {
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

// Safety: `heap`, `now` and `nextSequence` are only touched under `lock`.
extension VirtualTimeSchedulerCore: @unchecked Sendable {}
