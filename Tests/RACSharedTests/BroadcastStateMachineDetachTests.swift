import RACShared
import Testing

/// Detaching, interrupting and termination disposables, driven directly.
@Suite("BroadcastStateMachine: detach, interrupt, termination")
struct BroadcastStateMachineDetachTests {
  let me = ThreadIdentity.current
  let other = anotherThreadIdentity()

  // MARK: Detach

  @Test func detachWhenIdleInterruptsAnInterruptingSlotAsOwner() {
    var machine = Machine(replays: false)
    let slot = makeSlot(interruptsOnDispose: true)
    _ = machine.observe(slot, from: me)
    let action = machine.detach(slot, from: me)
    #expect(DetachSummary(action) == .perform(.detach(id(slot), waiter: nil)))
    #expect(machine.owner == me)
    #expect(machine.observers.isEmpty)
    #expect(NextSummary(machine.finish(.detach(slot, waiter: nil))) == NextSummary())
    #expect(machine.owner == nil)
  }

  @Test func detachWhenIdleOfAPlainSlotIsDone() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    #expect(DetachSummary(machine.detach(slot, from: me)) == .done)
    #expect(machine.owner == nil)
    #expect(machine.observers.isEmpty)
  }

  @Test func detachFromTheOwningThreadQueuesTheInterruptionAheadOfPendingEvents() {
    var machine = Machine(replays: false)
    let kept = makeSlot()
    let leaving = makeSlot(interruptsOnDispose: true)
    _ = machine.observe(kept, from: me)
    _ = machine.observe(leaving, from: me)
    let current = machine.send(.value(1), from: me)!
    _ = machine.send(.value(2), from: other)
    #expect(DetachSummary(machine.detach(leaving, from: me)) == .done)
    var next = machine.finish(current)
    #expect(NextSummary(next) == NextSummary(work: .detach(id(leaving), waiter: nil)))
    next = machine.finish(next.work!)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.value(2), to: [id(kept)], waiter: nil)))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary())
  }

  @Test func detachOfAPlainSlotFromTheOwningThreadIsDoneAndQueuesNothing() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    let current = machine.send(.value(1), from: me)!
    #expect(DetachSummary(machine.detach(slot, from: me)) == .done)
    #expect(NextSummary(machine.finish(current)) == NextSummary())
  }

  @Test func detachOfAnInterruptingSlotFromAnotherThreadWaitsForItsInterruption() {
    var machine = Machine(replays: false)
    let slot = makeSlot(interruptsOnDispose: true)
    _ = machine.observe(slot, from: other)
    let current = machine.send(.value(1), from: other)!
    let action = machine.detach(slot, from: me)
    #expect(DetachSummary(action) == .wait)
    let waiter = waiter(of: action)!
    let next = machine.finish(current)
    #expect(NextSummary(next) == NextSummary(work: .detach(id(slot), waiter: id(waiter))))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary(wake: [id(waiter)]))
  }

  @Test func detachOfAPlainSlotFromAnotherThreadWaitsForTheNextEventBoundary() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: other)
    let current = machine.send(.value(1), from: other)!
    _ = machine.send(.value(2), from: other)
    let action = machine.detach(slot, from: me)
    #expect(DetachSummary(action) == .wait)
    let waiter = waiter(of: action)!
    let next = machine.finish(current)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.value(2), to: [], waiter: nil), wake: [id(waiter)]))
  }

  /// The caller of `detach` won the slot's flag, so the slot never heard a
  /// terminal event: an interrupting one still gets `.interrupted`.
  @Test func detachAfterTerminationStillInterruptsAnInterruptingSlot() {
    var machine = Machine(replays: false)
    _ = machine.finish(machine.send(.completed, from: me)!)
    let interrupting = makeSlot(interruptsOnDispose: true)
    #expect(DetachSummary(machine.detach(interrupting, from: me)) == .perform(.detach(id(interrupting), waiter: nil)))
    _ = machine.finish(.detach(interrupting, waiter: nil))
    #expect(DetachSummary(machine.detach(makeSlot(), from: me)) == .done)
    #expect(machine.owner == nil)
  }

  @Test func detachFromAnotherThreadWhileTheTerminalIsDeliveredWaitsForIt() {
    var machine = Machine(replays: false)
    let interrupting = makeSlot(interruptsOnDispose: true)
    let plain = makeSlot()
    _ = machine.observe(interrupting, from: other)
    _ = machine.observe(plain, from: other)
    let terminal = machine.send(.completed, from: other)!
    let interruptWaiter = waiter(of: machine.detach(interrupting, from: me))!
    let plainWaiter = waiter(of: machine.detach(plain, from: me))!
    let next = machine.finish(terminal)
    #expect(
      NextSummary(next)
        == NextSummary(work: .detach(id(interrupting), waiter: id(interruptWaiter)), wake: [id(plainWaiter)]))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary(wake: [id(interruptWaiter)]))
  }

  // MARK: Boundaries

  @Test func awaitBoundaryIsDoneWhenIdleOrOnTheOwningThread() {
    var machine = Machine(replays: false)
    #expect(DetachSummary(machine.awaitBoundary(from: me)) == .done)
    let current = machine.send(.value(1), from: me)!
    #expect(DetachSummary(machine.awaitBoundary(from: me)) == .done)
    #expect(NextSummary(machine.finish(current)) == NextSummary())
  }

  @Test func awaitBoundaryFromAnotherThreadWaitsForTheOwnersCurrentWork() {
    var machine = Machine(replays: false)
    let current = machine.send(.value(1), from: other)!
    _ = machine.send(.value(2), from: other)
    let action = machine.awaitBoundary(from: me)
    #expect(DetachSummary(action) == .wait)
    let next = machine.finish(current)
    #expect(
      NextSummary(next) == NextSummary(work: .deliver(.value(2), to: [], waiter: nil), wake: [id(waiter(of: action)!)]))
  }

  // MARK: Interrupt

  @Test func interruptWhenIdleDeliversInterruptedAsOwner() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    let action = machine.interrupt(from: me)
    #expect(DetachSummary(action) == .perform(.deliver(.interrupted, to: [id(slot)], waiter: nil)))
    #expect(machine.owner == me)
    #expect(machine.phaseSummary == .terminated(.interrupted))
    #expect(machine.send(.value(1), from: other) == nil)
    _ = machine.finish(.deliver(.interrupted, to: [slot], waiter: nil))
    #expect(machine.owner == nil)
  }

  @Test func interruptFromAnotherThreadDropsQueuedEventsAndWaitsForTheInterruption() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: other)
    let current = machine.send(.value(1), from: other)!
    _ = machine.send(.value(2), from: other)
    _ = machine.send(.completed, from: other)
    let action = machine.interrupt(from: me)
    #expect(DetachSummary(action) == .wait)
    let waiter = waiter(of: action)!
    let next = machine.finish(current)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.interrupted, to: [id(slot)], waiter: id(waiter))))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary(wake: [id(waiter)]))
    #expect(machine.phaseSummary == .terminated(.interrupted))
  }

  @Test func interruptFromTheOwningThreadGoesOutRightAfterTheCurrentWork() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    let current = machine.send(.value(1), from: me)!
    _ = machine.send(.value(2), from: me)
    #expect(DetachSummary(machine.interrupt(from: me)) == .done)
    let next = machine.finish(current)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.interrupted, to: [id(slot)], waiter: nil)))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary())
  }

  @Test func interruptKeepsWaitingJoinsAndReplaysTheInterruptionToThem() {
    var machine = Machine(replays: true)
    let first = makeSlot()
    let late = makeSlot()
    _ = machine.observe(first, from: other)
    let joinWaiter = waiter(of: machine.observe(late, from: me))!
    let interruptWaiter = waiter(of: machine.interrupt(from: me))!
    var next = machine.finish(.replay(to: first, terminal: nil, waiter: nil))
    #expect(
      NextSummary(next) == NextSummary(work: .deliver(.interrupted, to: [id(first)], waiter: id(interruptWaiter))))
    next = machine.finish(next.work!)
    #expect(
      NextSummary(next)
        == NextSummary(
          work: .replay(to: id(late), terminal: .interrupted, waiter: id(joinWaiter)), wake: [id(interruptWaiter)]))
  }

  @Test func interruptAfterTerminationIsDone() {
    var machine = Machine(replays: false)
    _ = machine.finish(machine.send(.completed, from: me)!)
    #expect(DetachSummary(machine.interrupt(from: me)) == .done)
    #expect(machine.phaseSummary == .terminated(.completed))
  }

  @Test func interruptFromAnotherThreadWhileTheTerminalIsDeliveredWaitsForIt() {
    var machine = Machine(replays: false)
    let terminal = machine.send(.failed(TestFailure(1)), from: other)!
    let action = machine.interrupt(from: me)
    #expect(DetachSummary(action) == .wait)
    #expect(NextSummary(machine.finish(terminal)) == NextSummary(wake: [id(waiter(of: action)!)]))
    #expect(machine.phaseSummary == .terminated(.failed(TestFailure(1))))
  }

  // MARK: Termination disposables

  @Test func terminationDisposablesAreHandedOutByTheFinishAfterTheTerminal() {
    var machine = Machine(replays: false)
    let first = FlagDisposableCore()
    let second = FlagDisposableCore()
    let firstAdded = machine.addTerminationDisposable(first)
    #expect(firstAdded)
    let value = machine.send(.value(1), from: me)!
    _ = machine.send(.failed(TestFailure(3)), from: me)
    let secondAdded = machine.addTerminationDisposable(second)
    #expect(secondAdded)
    let terminal = machine.finish(value)
    #expect(NextSummary(terminal).dispose == [])
    let third = FlagDisposableCore()
    let addedDuringTheTerminal = machine.addTerminationDisposable(third)
    #expect(addedDuringTheTerminal)
    #expect(NextSummary(machine.finish(terminal.work!)) == NextSummary(dispose: [id(first), id(second), id(third)]))
    let lateAdded = machine.addTerminationDisposable(FlagDisposableCore())
    #expect(!lateAdded)
    #expect(!first.isDisposed)  // the machine only hands them out; the core disposes them
  }

  @Test func aDetachFinishingAfterTheTerminalHandsOutNoDisposablesAgain() {
    var machine = Machine(replays: false)
    let slot = makeSlot(interruptsOnDispose: true)
    _ = machine.observe(slot, from: me)
    let disposable = FlagDisposableCore()
    _ = machine.addTerminationDisposable(disposable)
    let terminal = machine.send(.completed, from: me)!
    _ = machine.detach(slot, from: me)
    let next = machine.finish(terminal)
    #expect(NextSummary(next) == NextSummary(work: .detach(id(slot), waiter: nil), dispose: [id(disposable)]))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary())
  }
}
