import RACShared
import Testing

/// The one serial-delivery machine, driven through exactly the functions the
/// cores call: `SignalCore` (through `BroadcastStateMachine`), `UnicastCore`
/// (with its word) and `PropertyTurn` (docs/EventContract.md rules 2, 3, 5;
/// docs/Engine.md).
@Suite("TokenMachine")
struct TokenMachineTests {
  // MARK: The fast transitions and the word

  @Test func aValueSendTakesTheFreeTokenAndGivesItBackWhenNothingIsPending() {
    var machine = TokenMachine()
    #expect(machine.word == .free)
    let took = machine.take(nil, from: me)
    #expect(took)
    #expect(machine.state == .held(by: me))
    #expect(machine.word == .held(by: me))
    let again = machine.take(nil, from: other)
    #expect(!again)
    let gaveBack = machine.giveBackIfIdle()
    #expect(gaveBack)
    #expect(machine.state == .free)
    #expect(machine.word == .free)
  }

  @Test func aTerminalSendOnAFreeTokenHandsOutTheEndAtOnce() {
    var machine = TokenMachine()
    let took = machine.take(.completed, from: me)
    #expect(took)
    #expect(machine.state == .ended(.completed, owner: me))
    #expect(machine.hasTerminated)
    // The owner delivers the end: the word is slow until it lets go.
    #expect(machine.word.isSlow)
    #expect(machine.word.holderBits == me.bits)
    let step = machine.boundary(ownerQueued: false)
    #expect(step.step == .released)
    #expect(machine.state == .ended(.completed, owner: nil))
    #expect(machine.word == .ended)
    #expect(machine.word.isEnded)
  }

  @Test func theTokenIsNotGivenBackFastWhileSomeoneWaitsOrTheEndIsPending() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    let turn = Turn._testing(other, .send(nil))
    #expect(machine.wait(turn) == .queued)
    #expect(machine.word == TokenMachine.Word.held(by: me).slowed)
    let idle = machine.giveBackIfIdle()
    #expect(!idle)
    var ending = TokenMachine()
    _ = ending.take(nil, from: me)
    #expect(ending.send(.completed, from: me) == .enqueue)
    let endingIdle = ending.giveBackIfIdle()
    #expect(!endingIdle)
    #expect(ending.word.isSlow)
  }

  @Test func aFastWordIsAdoptedAsTheStateItStandsFor() {
    var machine = TokenMachine()
    machine.adopt(.held(by: other))
    #expect(machine.state == .held(by: other))
    #expect(machine.word == .held(by: other))
    machine.adopt(.free)
    #expect(machine.state == .free)
    let took = machine.take(.failed, from: me)
    #expect(took)
    _ = machine.boundary(ownerQueued: false)
    #expect(machine.word == .ended)
    // An ended stream never changes again: the machine keeps its kind.
    machine.adopt(.ended)
    #expect(machine.state == .ended(.failed, owner: nil))
  }

  @Test func theWordKeepsTheHolderVisibleWhenSlow() {
    let held = TokenMachine.Word.held(by: third)
    #expect(!held.isSlow && !held.isEnded)
    #expect(held.slowed.isSlow)
    #expect(held.slowed.holderBits == third.bits)
    #expect(TokenMachine.Word.free.slowed.holderBits == 0)
    #expect(TokenMachine.Word.ended.isEnded && !TokenMachine.Word.ended.isSlow)
    #expect(TokenMachine.Word.ended.holderBits == 0)
  }

  // MARK: Sends and turns

  @Test func aSendFromTheOwnerIsQueuedAnotherThreadsIsContendedAndAfterTheEndDropped() {
    var machine = TokenMachine()
    #expect(machine.send(nil, from: me) == .deliver)
    #expect(machine.send(nil, from: me) == .enqueue)
    #expect(machine.send(nil, from: other) == .contended)
    #expect(machine.send(.completed, from: me) == .enqueue)
    #expect(machine.state == .ending(.completed, owner: me))
    #expect(machine.send(nil, from: me) == .drop)
    #expect(machine.send(nil, from: other) == .drop)
  }

  @Test func aWaitingValueSendIsWokenToCompeteThenHandedTheTokenOnceItLostOnce() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    let first = Turn._testing(other, .send(nil))
    #expect(machine.wait(first) == .queued)
    let woken = machine.boundary(ownerQueued: false)
    #expect(woken._wake.map(id) == [id(first)])
    #expect(woken.grant == nil)
    #expect(AnswerSummary(first.answer) == .retry)
    #expect(machine.state == .free)
    #expect(machine.retries == 1)
    // A running thread takes it first; the woken one lines up again,
    // starving, ahead of a newer send, and is handed the token.
    _ = machine.take(nil, from: me)
    let fresh = Turn._testing(third, .send(nil))
    let again = Turn._testing(other, .send(nil), starving: true)
    #expect(machine.wait(fresh) == .queued)
    #expect(machine.wait(again) == .queued)
    let handed = machine.boundary(ownerQueued: false)
    #expect(handed._wake.map(id) == [id(again)])
    #expect(handed.grant == .deliver(nil))
    #expect(AnswerSummary(again.answer) == .deliver([]))
    #expect(machine.state == .held(by: other))
    #expect(machine.peakWaiting == 2)
  }

  @Test func aTurnOfferedAfterTheTokenCameFreeTakesIt() {
    var machine = TokenMachine()
    #expect(machine.wait(Turn._testing(other, .send(.failed))) == .granted(.deliver(.failed)))
    #expect(machine.state == .ended(.failed, owner: other))
    // While the end is delivered, a send from another thread is dropped.
    #expect(machine.wait(Turn._testing(me, .send(nil))) == .dismissed)
    _ = machine.boundary(ownerQueued: false)
    #expect(machine.wait(Turn._testing(third, .send(nil))) == .dismissed)
    #expect(machine.wait(Turn._testing(third, .boundary)) == .passed)
    #expect(machine.state == .ended(.failed, owner: nil))
  }

  @Test func onceTheEndIsAcceptedWaitingValuesAreHandedOnThenTheEndDismissesTheRest() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    let value = Turn._testing(other, .send(nil))
    let terminal = Turn._testing(third, .send(.completed))
    #expect(machine.wait(value) == .queued)
    #expect(machine.wait(terminal) == .queued)
    #expect(machine.state == .ending(.completed, owner: me))
    let late = Turn._testing(ThreadIdentity._testing(4), .send(nil))
    #expect(machine.wait(late) == .dismissed)
    // The value was accepted before the end: handed the token, not freed.
    let first = machine.boundary(ownerQueued: false)
    #expect(first._wake.map(id) == [id(value)])
    #expect(first.grant == .deliver(nil))
    #expect(machine.state == .ending(.completed, owner: other))
    let second = machine.boundary(ownerQueued: false)
    #expect(second.grant == .deliver(.completed))
    #expect(machine.state == .ended(.completed, owner: third))
  }

  @Test func theOwnersQueuedEventsGoOutUntilTheEndAndNotAfter() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    _ = machine.send(.failed, from: me)
    #expect(machine.boundary(ownerQueued: true).step == .queued)
    let value = machine.handOutQueued(nil)
    let otherEnd = machine.handOutQueued(.completed)
    let end = machine.handOutQueued(.failed)
    let afterEnd = machine.handOutQueued(nil)
    #expect([value, otherEnd, end, afterEnd] == [true, false, true, false])
    #expect(machine.state == .ended(.failed, owner: me))
  }

  @Test func threadsWaitingForABoundaryPassAtTheOwnersNextOne() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    #expect(!machine.mustAwaitBoundary(from: me))
    #expect(machine.mustAwaitBoundary(from: other))
    let boundary = Turn._testing(other, .boundary)
    #expect(machine.wait(boundary) == .queued)
    let next = machine.boundary(ownerQueued: true)
    #expect(next.step == .queued)
    #expect(next._wake.map(id) == [id(boundary)])
    #expect(AnswerSummary(boundary.answer) == .passed)
    #expect(machine.state == .held(by: me))
  }

  // MARK: Interruptions first, decided in one place

  @Test func anInterruptionOfOneObserverQueuedByTheOwnerGoesBeforeItsQueuedEvents() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    let slot = makeSlot(interruptsOnDispose: true)
    machine.enqueueInterruption(of: slot)
    let giveBack = machine.giveBackIfIdle()
    #expect(!giveBack)
    let first = machine.boundary(ownerQueued: true)
    #expect(first.step == .interruptSlot(slot))
    #expect(!first.dropQueuedEvents)
    #expect(machine.boundary(ownerQueued: true).step == .queued)
    #expect(machine.boundary(ownerQueued: false).step == .released)
    #expect(machine.state == .free)
  }

  @Test func anOwnerInterruptingFromACallbackDropsItsQueuedEventsAndDeliversTheEndItself() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    _ = machine.send(.completed, from: me)
    #expect(machine.interrupt(from: me) == .enqueue)
    #expect(machine.state == .ending(.interrupted, owner: me))
    let step = machine.boundary(ownerQueued: true)
    #expect(step.dropQueuedEvents)
    #expect(step.step == .interruptAll)
    #expect(machine.state == .ended(.interrupted, owner: me))
  }

  @Test func anInterruptingThreadMakesTheOwnerDropItsEventsAndIsHandedTheTokenFirst() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    let send = Turn._testing(third, .send(nil))
    #expect(machine.wait(send) == .queued)
    #expect(machine.interrupt(from: other) == .contended)
    let interrupt = Turn._testing(other, .interruptAll)
    #expect(machine.wait(interrupt) == .queued)
    let step = machine.boundary(ownerQueued: true)
    #expect(step.dropQueuedEvents)
    #expect(step.step == .released)
    #expect(step._wake.map(id) == [id(interrupt)])
    #expect(step.grant == .deliver(.interrupted))
    #expect(machine.state == .ended(.interrupted, owner: other))
    let end = machine.boundary(ownerQueued: false)
    #expect(end._wake.map(id) == [id(send)])
    #expect(AnswerSummary(send.answer) == .dismissed)
    #expect(machine.state == .ended(.interrupted, owner: nil))
  }

  @Test func aThreadInterruptingOneObserverDoesNotDropTheOwnersEvents() {
    var machine = TokenMachine()
    _ = machine.take(nil, from: me)
    let slot = makeSlot(interruptsOnDispose: true)
    let interrupt = Turn._testing(other, .interruptSlot(slot))
    #expect(machine.wait(interrupt) == .queued)
    let step = machine.boundary(ownerQueued: true)
    #expect(!step.dropQueuedEvents)
    #expect(step.step == .queued)
    let release = machine.boundary(ownerQueued: false)
    #expect(release.grant == .interruptSlot)
    #expect(machine.state == .held(by: other))
  }

  @Test func interruptingAfterTheEndIsDoneOrWaitsForTheBoundary() {
    var machine = TokenMachine()
    _ = machine.take(.completed, from: me)
    #expect(machine.interrupt(from: me) == .done)
    #expect(machine.interrupt(from: other) == .contended)
    let turn = Turn._testing(other, .interruptAll)
    #expect(machine.wait(turn) == .queued)
    let end = machine.boundary(ownerQueued: false)
    #expect(answers(end) == [.passed])
    #expect(machine.interrupt(from: other) == .done)
  }

  @Test func interruptingAFreeTokenTakesItAndEndsTheStream() {
    var machine = TokenMachine()
    #expect(machine.interrupt(from: me) == .deliver)
    #expect(machine.state == .ended(.interrupted, owner: me))
  }

  // MARK: A property's turn

  @Test func aPropertysTurnIsReentrantAndHandedOnLikeASignalsToken() {
    var machine = TokenMachine()
    #expect(machine.claim(from: me) == .took)
    #expect(machine.claim(from: me) == .alreadyHeld)
    #expect(machine.claim(from: other) == .heldByOther)
    let waiting = Turn._testing(other, .send(nil))
    #expect(machine.wait(waiting) == .queued)
    // Letting go wakes the waiting thread to compete; it lost once, so the
    // next time it is handed the turn.
    let freed = machine.boundary(ownerQueued: false)
    #expect(freed._wake.map(id) == [id(waiting)])
    #expect(AnswerSummary(waiting.answer) == .retry)
    #expect(machine.claim(from: third) == .took)
    let starving = Turn._testing(other, .send(nil), starving: true)
    #expect(machine.wait(starving) == .queued)
    let handed = machine.boundary(ownerQueued: false)
    #expect(handed.grant == .deliver(nil))
    #expect(machine.state == .held(by: other))
    let gaveBack = machine.giveBackIfIdle()
    #expect(gaveBack)
  }

  @Test func aStreamGoingAwayEndsWithoutAnEvent() {
    var machine = TokenMachine()
    machine.abandon()
    #expect(machine.hasTerminated)
    #expect(machine.send(nil, from: me) == .drop)
  }
}

extension TokenMachine.Boundary {
  /// The answers of the turns this boundary wakes, in order.
  var answersWoken: [AnswerSummary] { _wake.map { AnswerSummary($0.answer) } }
}

func answers(_ boundary: TokenMachine.Boundary) -> [AnswerSummary] { boundary.answersWoken }
