import Foundation
import RACClassic
import RACModern
import RACShared

/// One virtual clock for both faces: a test scheduler that is a RACClassic
/// `RACScheduler` and a RACModern `DateSchedulerType` at once, so a pipeline
/// that is half RAC2 and half RAC4 (a classic `throttle` feeding a modern
/// `delay`, say) runs on a single clock, and the two halves cannot drift.
///
/// It has both test schedulers' controls: `step()`, `stepAll()` and
/// `advance(by:)` as `RACTestScheduler` has them, `advance()`,
/// `advanceByInterval(_:)`, `advanceToDate(_:)` and `run()` as
/// `TestScheduler` has them. Nothing runs until you move the clock; actions
/// run in time order, those due at the same instant in the order they were
/// scheduled (docs/EventContract.md rule 12). While an action runs, it is
/// `RACScheduler.current`, so classic time operators given no scheduler use
/// this clock too.
///
/// It also builds test inputs from marbles (`hotSubject(_:)`,
/// `coldSignal(_:)`, `hotSignal(_:)`, `coldProducer(_:)`) and records
/// pipelines (`record(_:)`).
///
/// ```swift
/// let scheduler = MigrationTestScheduler()
/// scheduler.afterDelay(1) { print("classic") }
/// scheduler.scheduleAfter(2) { print("modern") }
/// scheduler.advance(by: 2)   // prints "classic", then "modern"
/// ```
///
/// - Note: `schedule(_:)` exists in both faces. A bare call
///   (`scheduler.schedule { … }`) is RACClassic's and returns a
///   `RACDisposable?`; where a `Disposable?` is expected, RACModern's is used.
public final class MigrationTestScheduler: RACScheduler, EngineBackedScheduler {
  /// The clock both faces run on.
  package let clock: VirtualTimeSchedulerCore
  /// The errors this test declared to correspond (`recordError(_:as:)`),
  /// which its recorders apply.
  package let errorCorrespondences = ErrorCorrespondences()
  /// The inputs of RACSwift test sources whose diagrams have not ended (a
  /// hot pipe's input, a cold start's observer), kept until they end or this
  /// scheduler goes away: ReactiveSwift interrupts a signal whose input goes
  /// away, and a drawn source must stay silent after its last marble instead.
  package let sourceInputs = LockedState<[ObjectIdentifier: AnyObject]>.make([:])

  /// Creates a scheduler whose clock starts at `startDate`.
  public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    let clock = VirtualTimeSchedulerCore(startDate: startDate)
    self.clock = clock
    super.init(core: clock)
  }

  // Nothing can move the clock once its scheduler is gone. The RACSwift
  // sources' inputs go first: ReactiveSwift interrupts their signals, and a
  // time operator (debounce, delay) schedules that interruption on this
  // clock for now, so the actions due now run, ending those signals. What
  // is still scheduled after that is let go: its closures would keep
  // operators and recorders, which hold the clock, alive in a cycle.
  deinit {
    var inputs = sourceInputs.withLock { inputs in
      let kept = inputs
      inputs = [:]
      return kept
    }
    inputs.removeAll()
    clock.advance(by: 0)
    clock.discardPending()
  }

  /// Where the clock started; recorders stamp events with the time since.
  public var startDate: Date { clock.startDate }

  /// Virtual seconds since `startDate`.
  public var now: TimeInterval { currentDate.timeIntervalSince(startDate) }

  // MARK: RACTestScheduler's controls

  /// Runs the next scheduled action, moving the clock to its date.
  public func step() { clock.step() }

  /// Runs the next `ticks` scheduled actions. Traps when `ticks` is negative.
  public func step(_ ticks: Int) { clock.step(ticks) }

  /// Runs actions until none is left; the clock stays at the last one's
  /// date (an endlessly repeating action never lets this return).
  public func stepAll() { clock.run() }

  /// Runs every action due up to `interval` seconds from now, in time order,
  /// and leaves the clock there.
  public func advance(by interval: TimeInterval) { clock.advance(by: interval) }

  /// Runs every action due up to `date`, in time order, and leaves the clock there.
  public func advance(to date: Date) { clock.advance(to: date) }

  // MARK: TestScheduler's controls

  /// Runs the actions due now.
  public func advance() { clock.advance(by: 0) }

  /// Runs every action due up to `interval` seconds from now.
  public func advanceByInterval(_ interval: TimeInterval) { clock.advance(by: interval) }

  /// Runs every action due up to `date`.
  public func advanceToDate(_ date: Date) { clock.advance(to: date) }

  /// Runs every scheduled action, in time order, and leaves the clock at
  /// `Date.distantFuture`, as `TestScheduler.run()` does (an endlessly
  /// repeating action never lets this return: use `advance(by:)`).
  public func run() { clock.advance(to: .distantFuture) }

  // MARK: DateSchedulerType
  // `currentDate` and the `scheduleAfter` methods come from the engine-backed
  // scheduler protocol, as for RACModern's own schedulers.

  /// Enqueues `action` at the current virtual time (RACModern's `schedule`;
  /// a bare call gets RACClassic's).
  @_disfavoredOverload
  @discardableResult
  public func schedule(_ action: @escaping () -> Void) -> Disposable? {
    clock.schedule(action).map(frontDisposable)
  }
}

// Safety: the virtual clock and the correspondences are guarded by their own locks.
extension MigrationTestScheduler: @unchecked Sendable {}
