import RACShared
import Testing

/// The contended and terminal paths of a producer start's signal: the
/// functions `UnicastCore` calls under its lock.
@Suite("UnicastStateMachine")
struct UnicastStateMachineTests {
  @Test func aContendedValueIsAcceptedAndDecidesNothing() {
    var machine = UnicastStateMachine()
    let accepted = [machine.accept(nil), machine.accept(nil)]
    #expect(accepted == [true, true])
    #expect(machine.ending == nil)
  }

  @Test func sendsAfterAnAcceptedTerminalAreDropped() {
    var machine = UnicastStateMachine()
    let accepted = [machine.accept(.completed), machine.accept(nil), machine.accept(.failed)]
    #expect(accepted == [true, false, false])
    #expect(machine.ending == .completed)
    var queued = UnicastStateMachine()
    queued.endQueued(.failed)
    let acceptedAfterQueuedEnd = queued.accept(nil)
    #expect(!acceptedAfterQueuedEnd)
  }

  @Test func anInterruptionOverridesAPendingTerminalAndGoesFirstInLine() {
    var machine = UnicastStateMachine()
    let accepted = machine.accept(.completed)
    #expect(accepted)
    let send = Turn._testing(other, .send(.completed))
    machine.enqueue(send)
    machine.interrupt()
    #expect(machine.ending == .interrupted)
    let interrupt = Turn._testing(third, .interruptAll)
    machine.enqueue(interrupt)
    #expect(machine.interruptionWaits)
    let handed = machine.handOn()
    #expect(handed?.next === interrupt)
    #expect(handed?.moreWait == true)
  }

  @Test func aWaitingValueSendIsWokenToCompeteThenHandedTheTokenOnceItLostOnce() {
    var machine = UnicastStateMachine()
    let first = Turn._testing(other, .send(nil))
    machine.enqueue(first)
    let woken = machine.handOn()
    #expect(woken?.next === first)
    #expect(woken?.handed == false)
    #expect(woken?.moreWait == false)
    #expect(AnswerSummary(first.answer) == .retry)
    let waitingTerminal = Turn._testing(third, .send(.completed))
    let again = Turn._testing(other, .send(nil), starving: true)
    machine.enqueue(waitingTerminal)
    machine.enqueue(again)
    let handed = machine.handOn()
    #expect(handed?.next === again)
    #expect(handed?.handed == true)
    #expect(handed?.moreWait == true)
    #expect(AnswerSummary(again.answer) == .deliver([]))
    let terminal = machine.handOn()
    #expect(terminal?.next === waitingTerminal)
    #expect(terminal?.handed == true)
  }

  @Test func onceTheEndIsDecidedTheTokenIsHandedOnThenTheEndDismissesTheRest() {
    var machine = UnicastStateMachine()
    let first = Turn._testing(other, .send(nil))
    let second = Turn._testing(third, .send(nil))
    let third = Turn._testing(ThreadIdentity._testing(4), .send(nil))
    machine.enqueue(first)
    machine.enqueue(second)
    machine.enqueue(third)
    #expect(machine.peakWaiting == 3)
    machine.endQueued(.completed)
    let handed = machine.handOn()
    #expect(handed?.next === first)
    #expect(handed?.handed == true)
    #expect(AnswerSummary(first.answer) == .deliver([]))
    let disposable = FlagDisposableCore()
    let added = machine.addTerminationDisposable(disposable)
    #expect(added)
    let (dismissed, termination) = machine.terminate(.completed)
    #expect(dismissed.map(id) == [id(second), id(third)])
    #expect(AnswerSummary(second.answer) == .dismissed)
    #expect(termination.map(id) == [id(disposable)])
    let addedLate = machine.addTerminationDisposable(FlagDisposableCore())
    #expect(!addedLate)
    #expect(machine.handOn() == nil)
  }
}

/// The one drain loop.
@Suite("Trampoline")
struct TrampolineTests {
  @Test func theFirstOfferMakesTheCallerTheDrainerAndLaterOffersQueueInOrder() {
    var trampoline = Trampoline<Int>()
    #expect(trampoline.offer(1) == 1)
    #expect(trampoline.isDraining)
    #expect(trampoline.offer(2) == nil)
    #expect(trampoline.offer(3) == nil)
    #expect(trampoline.next() == 2)
    #expect(trampoline.next() == 3)
    #expect(trampoline.next() == nil)
    #expect(!trampoline.isDraining)
    #expect(trampoline.offer(4) == 4)
  }

  @Test func removingQueuedItemsKeepsTheOthersInOrder() {
    var trampoline = Trampoline<Int>()
    _ = trampoline.offer(0)
    for item in 1...6 { trampoline.enqueue(item) }
    trampoline.removeAll { $0.isMultiple(of: 2) }
    #expect(trampoline.next() == 1)
    #expect(trampoline.next() == 3)
    #expect(trampoline.next() == 5)
    #expect(trampoline.next() == nil)
  }
}
