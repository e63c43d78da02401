import RACShared
import Testing

/// The delivery token, sends and observers: the functions `SignalCore` calls,
/// driven directly with made-up threads (docs/EventContract.md rules 2, 3, 6, 7).
@Suite("BroadcastStateMachine: the token, sends, observers")
struct BroadcastStateMachineTests {
  @Test func aSendOnAnIdleSignalTakesTheTokenAndGoesToEveryObserver() {
    var machine = Machine(replays: false)
    let first = makeSlot()
    let second = makeSlot()
    #expect(ObserveSummary(machine.observe(first, from: me)) == .attached)
    #expect(ObserveSummary(machine.observe(second, from: other)) == .attached)
    #expect(SendSummary(machine.send(nil, from: me)) == .deliver([id(first), id(second)]))
    #expect(machine.owner == me)
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.isEmpty)
    #expect(machine.owner == nil)
  }

  @Test func beginSendTakesTheTokenOnlyWhenTheSignalIsActiveAndIdle() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    #expect(machine.beginSend(nil, from: me)?.map(id) == [id(slot)])
    #expect(machine.owner == me)
    #expect(machine.beginSend(nil, from: me) == nil)
    #expect(machine.beginSend(nil, from: other) == nil)
    let released = machine.releaseIfIdle()
    #expect(released)
    #expect(machine.owner == nil)
    #expect(machine.beginSend(.completed, from: other)?.map(id) == [id(slot)])
    #expect(machine.hasTerminated)
    _ = machine.boundary(deliveredTerminal: true, ownerQueued: false)
    #expect(machine.beginSend(nil, from: me) == nil)
  }

  @Test func releaseIfIdleLeavesTheTokenWhenSomeoneWaits() {
    var machine = Machine(replays: false)
    _ = machine.send(nil, from: me)
    let (waiting, _) = offer(.send(nil), from: other, to: &machine)
    let released = machine.releaseIfIdle()
    #expect(!released)
    #expect(machine.owner == me)
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.map(id) == [id(waiting)])
    #expect(AnswerSummary(waiting.answer) == .retry)
    #expect(machine.owner == nil)
  }

  @Test func aSendFromTheOwnerIsQueuedAndOneFromAnotherThreadIsContended() {
    var machine = Machine(replays: false)
    _ = machine.send(nil, from: me)
    #expect(SendSummary(machine.send(nil, from: me)) == .enqueue)
    #expect(SendSummary(machine.send(nil, from: other)) == .contended)
    #expect(machine.owner == me)
  }

  @Test func aContendedSendIsHandedTheTokenWithTheObserversOfThatMoment() {
    var machine = Machine(replays: false)
    let early = makeSlot()
    _ = machine.observe(early, from: me)
    _ = machine.send(nil, from: me)
    let (turn, answer) = offer(.send(nil), from: other, to: &machine, starving: true)
    #expect(answer == nil)
    let late = makeSlot()
    #expect(ObserveSummary(machine.observe(late, from: third)) == .attached)
    let release = machine.boundary(deliveredTerminal: false, ownerQueued: false)
    #expect(release._wake.map(id) == [id(turn)])
    #expect(AnswerSummary(turn.answer) == .deliver([id(early), id(late)]))
    #expect(machine.owner == other)
  }

  @Test func aWaitingSendIsWokenToCompeteForTheFreedTokenAndHandedItOnceItLostOnce() {
    var machine = Machine(replays: false)
    let observer = makeSlot()
    _ = machine.observe(observer, from: me)
    _ = machine.send(nil, from: me)
    let (waiting, _) = offer(.send(nil), from: other, to: &machine)
    // The owner lets go: the token comes free and the waiting send is woken
    // to compete for it, not handed it.
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.map(id) == [id(waiting)])
    #expect(AnswerSummary(waiting.answer) == .retry)
    #expect(machine.owner == nil)
    // A thread that is running takes it first.
    #expect(machine.beginSend(nil, from: me)?.map(id) == [id(observer)])
    // The woken send lost once: it lines up again, ahead of a newer waiting
    // send, and is handed the token.
    let (fresh, _) = offer(.send(nil), from: third, to: &machine)
    let (again, answer) = offer(.send(nil), from: other, to: &machine, starving: true)
    #expect(answer == nil)
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.map(id) == [id(again)])
    #expect(AnswerSummary(again.answer) == .deliver([id(observer)]))
    #expect(machine.owner == other)
    #expect(AnswerSummary(fresh.answer) == .pending)
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.map(id) == [id(fresh)])
    #expect(AnswerSummary(fresh.answer) == .retry)
    #expect(machine.owner == nil)
    #expect(machine.boundary(deliveredTerminal: false, ownerQueued: false)._wake.isEmpty)
    #expect(machine.token.peakWaiting == 2)
  }

  @Test func aTurnOfferedAfterTheTokenCameFreeTakesItAtOnce() {
    var machine = Machine(replays: false)
    let observer = makeSlot()
    _ = machine.observe(observer, from: me)
    let (_, answer) = offer(.send(nil), from: other, to: &machine)
    #expect(answer == .deliver([id(observer)]))
    #expect(machine.owner == other)
  }

  @Test func sendsAfterAnAcceptedEndAreDropped() {
    var machine = Machine(replays: false)
    _ = machine.send(nil, from: me)
    #expect(SendSummary(machine.send(.completed, from: me)) == .enqueue)
    #expect(SendSummary(machine.send(nil, from: me)) == .drop)
    #expect(SendSummary(machine.send(nil, from: other)) == .drop)
    #expect(machine.hasTerminated)
  }

  @Test func aContendedTerminalEndsAcceptanceButValuesAheadOfItStillGoOut() {
    var machine = Machine(replays: false)
    let observer = makeSlot()
    _ = machine.observe(observer, from: me)
    _ = machine.send(nil, from: me)
    let (value, _) = offer(.send(nil), from: other, to: &machine)
    let (terminal, _) = offer(.send(.completed), from: third, to: &machine)
    let (late, lateAnswer) = offer(.send(nil), from: ThreadIdentity._testing(4), to: &machine)
    #expect(lateAnswer == .dismissed)
    #expect(AnswerSummary(late.answer) == .pending)
    _ = machine.boundary(deliveredTerminal: false, ownerQueued: false)
    #expect(AnswerSummary(value.answer) == .deliver([id(observer)]))
    _ = machine.boundary(deliveredTerminal: false, ownerQueued: false)
    #expect(AnswerSummary(terminal.answer) == .deliver([id(observer)]))
    #expect(machine.token.state == .ended(.completed, owner: third))
  }

  @Test func aQueuedEventGoesToTheObserversOfWhenItComesUpAndAfterTheEndIsDropped() {
    var machine = Machine(replays: false)
    let first = makeSlot()
    _ = machine.observe(first, from: me)
    _ = machine.send(nil, from: me)
    _ = machine.send(nil, from: me)
    let second = makeSlot()
    _ = machine.observe(second, from: me)
    #expect(machine.handOutQueued(nil)?.map(id) == [id(first), id(second)])
    #expect(machine.handOutQueued(.completed)?.map(id) == [id(first), id(second)])
    #expect(machine.handOutQueued(nil) == nil)
  }

  @Test func aHotObserverAttachesWithoutTheToken() {
    var machine = Machine(replays: false)
    _ = machine.send(nil, from: other)
    #expect(ObserveSummary(machine.observe(makeSlot(), from: me)) == .attached)
    #expect(machine.observers.count == 1)
  }

  @Test func aReplayObserverOfAnIdleSignalTakesTheTokenToReplay() {
    var machine = Machine(replays: true)
    let slot = makeSlot()
    #expect(ObserveSummary(machine.observe(slot, from: me)) == .replay(ended: nil))
    #expect(machine.owner == me)
    #expect(machine.observers.map(id) == [id(slot)])
  }

  @Test func aReplayObserverOnTheOwningThreadReplaysNested() {
    var machine = Machine(replays: true)
    _ = machine.send(nil, from: me)
    #expect(ObserveSummary(machine.observe(makeSlot(), from: me)) == .replayNested(ended: nil))
  }

  @Test func aReplayObserverFromAnotherThreadIsAttachedWhenItsTurnComes() {
    var machine = Machine(replays: true)
    _ = machine.send(nil, from: me)
    let slot = makeSlot()
    #expect(ObserveSummary(machine.observe(slot, from: other)) == .contended)
    let (turn, answer) = offer(.join(slot), from: other, to: &machine)
    #expect(answer == nil)
    #expect(machine.observers.isEmpty)
    _ = machine.boundary(deliveredTerminal: false, ownerQueued: false)
    #expect(AnswerSummary(turn.answer) == .replay(ended: nil))
    #expect(machine.observers.map(id) == [id(slot)])
    #expect(machine.owner == other)
  }

  /// `SignalCore.withDeliveryTurn` (a replay's subscriber holding the
  /// observed signal's token): a claim is re-entrant for the owner, waits
  /// behind another thread's delivery, is handed the token at its boundary
  /// like a join, and attaches nothing; after the end it is still granted,
  /// with the end.
  @Test func aClaimedTurnWaitsItsTurnLikeAJoinAndAttachesNothing() {
    var machine = Machine(replays: false)
    let observer = makeSlot()
    #expect(ObserveSummary(machine.observe(observer, from: me)) == .attached)
    _ = machine.send(nil, from: me)
    let again = machine.claimTurn(from: me)
    let fromOther = machine.claimTurn(from: other)
    #expect(again == .alreadyHeld)
    #expect(fromOther == .heldByOther)
    let (turn, answer) = offer(.claim, from: other, to: &machine)
    #expect(answer == nil)
    _ = machine.boundary(deliveredTerminal: false, ownerQueued: false)
    #expect(AnswerSummary(turn.answer) == .replay(ended: nil))
    #expect(machine.owner == other)
    #expect(machine.observers.map(id) == [id(observer)])
    let released = machine.releaseIfIdle()
    #expect(released)
    #expect(machine.owner == nil)
    _ = machine.send(.completed, from: me)
    _ = machine.boundary(deliveredTerminal: true, ownerQueued: false)
    let afterTheEnd = machine.claimTurn(from: third)
    #expect(afterTheEnd == .took)
    #expect(machine.owner == third)
    let (late, lateAnswer) = offer(.claim, from: other, to: &machine)
    #expect(lateAnswer == nil)
    _ = machine.boundary(deliveredTerminal: false, ownerQueued: false)
    #expect(AnswerSummary(late.answer) == .replay(ended: .completed))
    #expect(machine.owner == other)
  }

  @Test(arguments: [false, true])
  func anObserverOfAnEndedSignalTakesTheTokenToHearTheEnd(replays: Bool) {
    var machine = Machine(replays: replays)
    _ = machine.send(.failed, from: me)
    _ = machine.boundary(deliveredTerminal: true, ownerQueued: false)
    #expect(ObserveSummary(machine.observe(makeSlot(), from: other)) == .replay(ended: .failed))
    #expect(machine.owner == other)
    #expect(ObserveSummary(machine.observe(makeSlot(), from: other)) == .replayNested(ended: .failed))
    #expect(ObserveSummary(machine.observe(makeSlot(), from: third)) == .contended)
    #expect(machine.observers.isEmpty)
  }

  @Test func anObserverWhileTheEndIsPendingIsAttachedAndHearsIt() {
    var machine = Machine(replays: false)
    _ = machine.send(nil, from: me)
    _ = machine.send(.completed, from: me)
    let slot = makeSlot()
    #expect(ObserveSummary(machine.observe(slot, from: other)) == .attached)
    #expect(machine.handOutQueued(.completed)?.map(id) == [id(slot)])
  }
}
