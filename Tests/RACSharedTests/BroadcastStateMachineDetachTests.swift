import RACShared
import Testing

/// Disposal, interruption, boundaries and what the end releases: the
/// functions `SignalCoreBase` and `SignalCore` call (docs/EventContract.md
/// rules 4, 5 and "Interruption").
@Suite("BroadcastStateMachine: detach, interrupt, the end")
struct BroadcastStateMachineDetachTests {
  @Test func detachingWhenIdleInterruptsAnInterruptingObserverAsOwnerAndAPlainOneIsDone() {
    var machine = Machine(replays: false)
    let interrupting = makeSlot(interruptsOnDispose: true)
    let plain = makeSlot()
    _ = machine.observe(interrupting, from: me)
    _ = machine.observe(plain, from: me)
    #expect(machine.detach(plain, from: me) == .done)
    #expect(machine.owner == nil)
    #expect(machine.detach(interrupting, from: me) == .deliverInterrupt)
    #expect(machine.owner == me)
    #expect(machine.observers.isEmpty)
  }

  @Test func detachingFromTheOwningThreadQueuesTheInterruption() {
    var machine = Machine(replays: false)
    let interrupting = makeSlot(interruptsOnDispose: true)
    let plain = makeSlot()
    _ = machine.observe(interrupting, from: me)
    _ = machine.observe(plain, from: me)
    _ = machine.send(nil, from: me)
    #expect(machine.detach(plain, from: me) == .done)
    #expect(machine.detach(interrupting, from: me) == .enqueueInterrupt)
  }

  @Test func anInterruptingDetachFromAnotherThreadGoesAheadOfWaitingSends() {
    var machine = Machine(replays: false)
    let interrupting = makeSlot(interruptsOnDispose: true)
    _ = machine.observe(interrupting, from: me)
    _ = machine.send(nil, from: me)
    let (send, _) = offer(.send(nil), from: third, to: &machine)
    #expect(machine.detach(interrupting, from: other) == .contended)
    let (detach, answer) = offer(.interruptSlot(interrupting), from: other, to: &machine)
    #expect(answer == nil)
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.map(id) == [id(detach)])
    #expect(AnswerSummary(detach.answer) == .interruptSlot)
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.map(id) == [id(send)])
    #expect(AnswerSummary(send.answer) == .retry)
  }

  @Test func aPlainDetachFromAnotherThreadWaitsOnlyForTheNextBoundary() {
    var machine = Machine(replays: false)
    let plain = makeSlot()
    _ = machine.observe(plain, from: me)
    _ = machine.send(nil, from: me)
    #expect(machine.detach(plain, from: other) == .contended)
    let (boundary, answer) = offer(.boundary, from: other, to: &machine)
    #expect(answer == nil)
    let next = machine.boundary(deliveredTerminal: false, ownerQueued: true)
    #expect(next._wake.map(id) == [id(boundary)])
    #expect(answers(next) == [.passed])
    #expect(machine.owner == me)
  }

  @Test func awaitingABoundaryIsNeededOnlyWhileAnotherThreadHoldsTheToken() {
    var machine = Machine(replays: false)
    #expect(!machine.mustAwaitBoundary(from: me))
    _ = machine.send(nil, from: me)
    #expect(!machine.mustAwaitBoundary(from: me))
    #expect(machine.mustAwaitBoundary(from: other))
    _ = machine.boundary(deliveredTerminal: false, ownerQueued: false)
    let (_, answer) = offer(.boundary, from: other, to: &machine)
    #expect(answer == .passed)
  }

  @Test func interruptingAnIdleSignalDeliversToEveryObserverAndEndsIt() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    #expect(InterruptSummary(machine.interrupt(from: me)) == .deliver([id(slot)]))
    #expect(machine.token.state == .ended(.interrupted, owner: me))
    #expect(InterruptSummary(machine.interrupt(from: other)) == .contended)
  }

  @Test func interruptingFromTheOwningThreadIsQueuedAndEndsAcceptance() {
    var machine = Machine(replays: false)
    _ = machine.send(nil, from: me)
    #expect(InterruptSummary(machine.interrupt(from: me)) == .enqueue)
    #expect(SendSummary(machine.send(nil, from: me)) == .drop)
    #expect(machine.handOutQueued(.completed) == nil)
    #expect(machine.handOutQueued(.interrupted)?.isEmpty == true)
  }

  @Test func anInterruptionFromAnotherThreadMakesTheOwnerDropItsQueueAndGoesFirst() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    _ = machine.send(nil, from: me)
    let (send, _) = offer(.send(.completed), from: third, to: &machine)
    #expect(InterruptSummary(machine.interrupt(from: other)) == .contended)
    let (interrupt, _) = offer(.interruptAll, from: other, to: &machine)
    // At the owner's next boundary its queued events are dropped and the
    // token goes to the interrupting thread.
    let release = machine.boundary(deliveredTerminal: false, ownerQueued: true)
    #expect(release.token.dropQueuedEvents)
    #expect(release._wake.map(id) == [id(interrupt)])
    #expect(AnswerSummary(interrupt.answer) == .deliver([id(slot)]))
    let last = machine.boundary(deliveredTerminal: true, ownerQueued: false)
    #expect(last._wake.map(id) == [id(send)])
    #expect(AnswerSummary(send.answer) == .dismissed)
    #expect(machine.owner == nil)
  }

  @Test func interruptingAfterTheEndWaitsOnlyForTheBoundary() {
    var machine = Machine(replays: false)
    _ = machine.send(.completed, from: me)
    #expect(InterruptSummary(machine.interrupt(from: me)) == .done)
    #expect(InterruptSummary(machine.interrupt(from: other)) == .contended)
    let (turn, answer) = offer(.interruptAll, from: other, to: &machine)
    #expect(answer == nil)
    #expect(answers(machine.boundary(deliveredTerminal: true, ownerQueued: false)) == [.passed])
    #expect(turn.request.isBoundary)
  }

  @Test func terminationDisposablesAreHandedOutOnceAfterTheTerminalAndCanBeForgotten() {
    var machine = Machine(replays: false)
    let kept = FlagDisposableCore()
    let forgotten = FlagDisposableCore()
    let keptID = machine.addTerminationDisposable(kept)
    let forgottenID = machine.addTerminationDisposable(forgotten)
    #expect(keptID != nil && forgottenID != nil)
    #expect(machine.removeTerminationDisposable(forgottenID!) === forgotten)
    #expect(machine.terminationDisposableCount == 1)
    _ = machine.send(.completed, from: me)
    #expect(machine.addTerminationDisposable(FlagDisposableCore()) != nil)
    let release = machine.boundary(deliveredTerminal: true, ownerQueued: false)
    #expect(release._releasesTermination == true)
    #expect(machine.addTerminationDisposable(FlagDisposableCore()) == nil)
    #expect(machine.boundary(deliveredTerminal: true, ownerQueued: false)._releasesTermination == false)
  }

  @Test func theAnchorIsKeptUntilTheEndOrUntilItsInputLetsGo() {
    var machine = Machine(replays: false)
    let anchor = Anchor()
    machine.keepAlive(anchor)
    #expect(machine.releaseAnchor() === anchor)
    #expect(machine.releaseAnchor() == nil)
  }

  @Test func aSignalGoingAwayHandsOverItsObserversAndEnds() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    #expect(machine.takeObserversAtDeinit().map(id) == [id(slot)])
    #expect(machine.hasTerminated)
  }

  // ReactiveSwift's release rule (`SignalCoreBase+Release.swift`): the last
  // face gone, one step decides between ending the signal and keeping it.

  @Test func anAbandonedSignalWithAnObserverIsKeptAliveNotInterrupted() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: other)
    let anchor = Anchor()
    #expect(InterruptSummary(machine.abandoned(keepingAlive: anchor, from: me)) == .done)
    #expect(!machine.hasTerminated)
    #expect(machine.releaseAnchor() === anchor)
    // The observer leaves: nothing keeps the signal any more.
    _ = machine.detach(slot, from: other)
    #expect(InterruptSummary(machine.abandoned(keepingAlive: nil, from: other)) == .deliver([]))
    #expect(machine.token.state == .ended(.interrupted, owner: other))
  }

  @Test func anAbandonedSignalNobodyObservesIsInterruptedOnceEvenIfAnObserverComesNext() {
    var machine = Machine(replays: false)
    #expect(InterruptSummary(machine.abandoned(keepingAlive: Anchor(), from: me)) == .deliver([]))
    // An observer attaching after that decision finds the signal ended: it
    // hears `.interrupted` as a late observer, not from the abandonment.
    #expect(ObserveSummary(machine.observe(makeSlot(), from: other)) == .contended)
    _ = machine.boundary(deliveredTerminal: true, ownerQueued: false)
    #expect(ObserveSummary(machine.observe(makeSlot(), from: other)) == .replay(ended: .interrupted))
    #expect(InterruptSummary(machine.abandoned(keepingAlive: nil, from: me)) == .done)
  }
}

extension Turn.Request {
  var isBoundary: Bool {
    if case .boundary = self { return true }
    return false
  }
}

/// An object a signal keeps alive, for the release rule's tests.
private final class Anchor {}
