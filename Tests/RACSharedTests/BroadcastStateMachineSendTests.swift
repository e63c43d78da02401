import RACShared
import Testing

/// The machine driven directly: each input is one call, each answer matched.
@Suite("BroadcastStateMachine: send and observe")
struct BroadcastStateMachineSendTests {
  let me = ThreadIdentity.current
  let other = anotherThreadIdentity()

  @Test func sendWhenIdleDeliversToTheObserversAndTakesTheToken() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    #expect(ObserveSummary(machine.observe(slot, from: me)) == .attached)
    let work = machine.send(.value(1), from: me)
    #expect(work.map(WorkSummary.init) == .deliver(.value(1), to: [id(slot)], waiter: nil))
    #expect(machine.owner == me)
    #expect(NextSummary(machine.finish(work!)) == NextSummary())
    #expect(machine.owner == nil)
  }

  @Test func sendWhileOwnedIsQueuedAndFinishHandsItOutInOrder() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    let first = machine.send(.value(1), from: me)!
    #expect(machine.send(.value(2), from: other) == nil)
    #expect(machine.send(.value(3), from: me) == nil)
    #expect(machine.owner == me)
    let second = machine.finish(first)
    #expect(NextSummary(second) == NextSummary(work: .deliver(.value(2), to: [id(slot)], waiter: nil)))
    #expect(machine.owner == me)
    let third = machine.finish(second.work!)
    #expect(NextSummary(third) == NextSummary(work: .deliver(.value(3), to: [id(slot)], waiter: nil)))
    #expect(NextSummary(machine.finish(third.work!)) == NextSummary())
    #expect(machine.owner == nil)
  }

  @Test func aQueuedEventGoesToTheObserversAttachedWhenItComesUp() {
    var machine = Machine(replays: false)
    let early = makeSlot()
    let late = makeSlot()
    _ = machine.observe(early, from: me)
    let first = machine.send(.value(1), from: me)!
    #expect(WorkSummary(first) == .deliver(.value(1), to: [id(early)], waiter: nil))
    _ = machine.send(.value(2), from: other)
    #expect(ObserveSummary(machine.observe(late, from: me)) == .attached)
    let next = machine.finish(first)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.value(2), to: [id(early), id(late)], waiter: nil)))
  }

  @Test func sendsAfterATerminalAreDropped() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    let terminal = machine.send(.completed, from: me)!
    #expect(WorkSummary(terminal) == .deliver(.completed, to: [id(slot)], waiter: nil))
    #expect(machine.phaseSummary == .terminated(.completed))
    #expect(machine.observers.isEmpty)
    #expect(machine.hasTerminated)
    #expect(machine.send(.value(2), from: me) == nil)
    #expect(machine.send(.failed(TestFailure(1)), from: other) == nil)
    #expect(NextSummary(machine.finish(terminal)) == NextSummary())
    #expect(machine.phaseSummary == .terminated(.completed))
    #expect(machine.observers.isEmpty)
    #expect(machine.owner == nil)
    #expect(machine.send(.value(3), from: me) == nil)
    #expect(machine.owner == nil)
  }

  @Test func sendsBehindAQueuedTerminalAreDroppedNotQueued() {
    var machine = Machine(replays: false)
    let slot = makeSlot()
    _ = machine.observe(slot, from: me)
    let first = machine.send(.value(1), from: me)!
    #expect(machine.send(.failed(TestFailure(7)), from: other) == nil)
    #expect(machine.phaseSummary == .terminating)
    #expect(machine.send(.value(2), from: other) == nil)
    let next = machine.finish(first)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.failed(TestFailure(7)), to: [id(slot)], waiter: nil)))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary())
    #expect(machine.phaseSummary == .terminated(.failed(TestFailure(7))))
  }

  @Test func observeOnAnEndedHotSignalTakesTheTokenToTellTheObserverItWasInterrupted() {
    var machine = Machine(replays: false)
    _ = machine.finish(machine.send(.completed, from: me)!)
    let late = makeSlot()
    #expect(ObserveSummary(machine.observe(late, from: me)) == .replayEnded(.interrupted))
    #expect(machine.owner == me)
    #expect(machine.observers.isEmpty)
    #expect(NextSummary(machine.finish(.replay(to: late, terminal: .interrupted, waiter: nil))) == NextSummary())
    #expect(machine.owner == nil)
  }

  @Test(arguments: [(false, Logged<Int>.interrupted), (true, .completed)])
  func observeFromInsideTheTerminalCallbackIsLateAndHearsTheEndAtOnce(replays: Bool, expected: Logged<Int>) {
    var machine = Machine(replays: replays)
    let first = makeSlot()
    let late = makeSlot()
    _ = machine.observe(first, from: me)
    if replays { _ = machine.finish(.replay(to: first, terminal: nil, waiter: nil)) }
    let terminal = machine.send(.completed, from: me)!
    #expect(ObserveSummary(machine.observe(late, from: me)) == .replayNested(expected))
    #expect(machine.observers.isEmpty)
    #expect(NextSummary(machine.finish(terminal)) == NextSummary())
  }

  @Test(arguments: [(false, Logged<Int>.interrupted), (true, .completed)])
  func observeFromAnotherThreadWhileTheTerminalIsDeliveredWaitsThenHearsTheEnd(replays: Bool, expected: Logged<Int>) {
    var machine = Machine(replays: replays)
    let first = makeSlot()
    let late = makeSlot()
    _ = machine.observe(first, from: other)
    if replays { _ = machine.finish(.replay(to: first, terminal: nil, waiter: nil)) }
    let terminal = machine.send(.completed, from: other)!
    let action = machine.observe(late, from: me)
    #expect(ObserveSummary(action) == .wait)
    let waiter = waiter(of: action)!
    let next = machine.finish(terminal)
    #expect(NextSummary(next) == NextSummary(work: .replay(to: id(late), terminal: expected, waiter: id(waiter))))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary(wake: [id(waiter)]))
    #expect(machine.owner == nil)
  }

  @Test func anObserverAttachedWhileTheTerminalIsQueuedHearsIt() {
    var machine = Machine(replays: false)
    let early = makeSlot()
    let late = makeSlot()
    _ = machine.observe(early, from: me)
    let first = machine.send(.value(1), from: me)!
    _ = machine.send(.completed, from: me)
    #expect(ObserveSummary(machine.observe(late, from: other)) == .attached)
    let next = machine.finish(first)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.completed, to: [id(early), id(late)], waiter: nil)))
  }

  // MARK: Replay

  @Test func replayObserverOfAnIdleSignalReplaysAsOwner() {
    var machine = Machine(replays: true)
    let slot = makeSlot()
    #expect(ObserveSummary(machine.observe(slot, from: me)) == .replayAsOwner)
    #expect(machine.owner == me)
    #expect(machine.observerIDs == [id(slot)])
  }

  @Test func replayObserverOnTheOwningThreadReplaysNested() {
    var machine = Machine(replays: true)
    let first = makeSlot()
    let nested = makeSlot()
    #expect(ObserveSummary(machine.observe(first, from: me)) == .replayAsOwner)
    #expect(ObserveSummary(machine.observe(nested, from: me)) == .replayNested(nil))
    #expect(machine.owner == me)
    #expect(machine.observerIDs == [id(first), id(nested)])
  }

  @Test func replayObserverOnAnotherThreadWaitsForItsTurn() {
    var machine = Machine(replays: true)
    let first = makeSlot()
    let late = makeSlot()
    let replay = machine.observe(first, from: other)
    #expect(ObserveSummary(replay) == .replayAsOwner)
    let action = machine.observe(late, from: me)
    #expect(ObserveSummary(action) == .wait)
    #expect(machine.observerIDs == [id(first)])
    let waiter = waiter(of: action)!
    let joined = machine.finish(.replay(to: first, terminal: nil, waiter: nil))
    #expect(NextSummary(joined) == NextSummary(work: .replay(to: id(late), terminal: nil, waiter: id(waiter))))
    #expect(machine.observerIDs == [id(first), id(late)])
    #expect(NextSummary(machine.finish(joined.work!)) == NextSummary(wake: [id(waiter)]))
    #expect(machine.owner == nil)
  }

  @Test func eventsQueuedBeforeAJoinGoOutBeforeItsReplayAndLaterOnesReachIt() {
    var machine = Machine(replays: true)
    let first = makeSlot()
    let late = makeSlot()
    _ = machine.observe(first, from: other)
    let current = machine.send(.value(1), from: other)
    #expect(current == nil)  // `other` still owns the token for the first replay
    _ = machine.send(.value(2), from: other)
    let waiter = waiter(of: machine.observe(late, from: me))!
    _ = machine.send(.value(3), from: other)
    var next = machine.finish(.replay(to: first, terminal: nil, waiter: nil))
    #expect(NextSummary(next) == NextSummary(work: .deliver(.value(1), to: [id(first)], waiter: nil)))
    next = machine.finish(next.work!)
    #expect(NextSummary(next) == NextSummary(work: .deliver(.value(2), to: [id(first)], waiter: nil)))
    next = machine.finish(next.work!)
    #expect(NextSummary(next) == NextSummary(work: .replay(to: id(late), terminal: nil, waiter: id(waiter))))
    next = machine.finish(next.work!)
    #expect(
      NextSummary(next)
        == NextSummary(work: .deliver(.value(3), to: [id(first), id(late)], waiter: nil), wake: [id(waiter)]))
  }

  @Test func aJoinQueuedBehindTheTerminalReplaysWithIt() {
    var machine = Machine(replays: true)
    let first = makeSlot()
    let late = makeSlot()
    _ = machine.observe(first, from: other)
    _ = machine.send(.completed, from: other)
    let waiter = waiter(of: machine.observe(late, from: me))!
    var next = machine.finish(.replay(to: first, terminal: nil, waiter: nil))
    #expect(NextSummary(next) == NextSummary(work: .deliver(.completed, to: [id(first)], waiter: nil)))
    next = machine.finish(next.work!)
    #expect(NextSummary(next) == NextSummary(work: .replay(to: id(late), terminal: .completed, waiter: id(waiter))))
    #expect(NextSummary(machine.finish(next.work!)) == NextSummary(wake: [id(waiter)]))
  }

  @Test func replayObserverOfAnEndedSignalTakesTheTokenToReplayTheFrozenBuffer() {
    var machine = Machine(replays: true)
    _ = machine.finish(machine.send(.failed(TestFailure(2)), from: other)!)
    let late = makeSlot()
    #expect(ObserveSummary(machine.observe(late, from: me)) == .replayEnded(.failed(TestFailure(2))))
    #expect(machine.owner == me)
    #expect(machine.observers.isEmpty)
    let replay = Machine.Work.replay(to: late, terminal: .failed(TestFailure(2)), waiter: nil)
    #expect(NextSummary(machine.finish(replay)) == NextSummary())
    #expect(machine.owner == nil)
  }
}
