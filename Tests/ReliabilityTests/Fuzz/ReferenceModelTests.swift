import RACTestSupport
import Testing

/// The model is checked against timelines written by hand from docs/EventContract.md, so
/// that it is a third opinion and not a copy of the other two.
@Suite struct ReferenceModelTests {
  @Test func aSubjectBroadcastsOnlyLiveEventsAndALateObserverIsInterrupted() {
    let outcome = ReferenceModel.run(
      ModelScript(kind: .subject, steps: [.send(1), .subscribe([]), .send(2), .complete, .send(3), .subscribe([])]))
    #expect(outcome.events == [[.value(2), .completed], [.interrupted]])
    #expect(outcome.sourceRuns == 0)
  }

  @Test func aReentrantSendReachesEveryObserverAfterTheCurrentValue() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .subject,
        steps: [.subscribe([ModelReaction(on: 1, .send(2))]), .subscribe([]), .send(1)]))
    #expect(outcome.events == [[.value(1), .value(2)], [.value(1), .value(2)]])
  }

  @Test func aReplaySubjectKeepsTheNewestValuesAndReplaysTheTerminal() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .replaySubject(capacity: 2),
        steps: [.send(1), .send(2), .send(3), .subscribe([]), .send(4), .fail(7), .send(5), .subscribe([])]))
    #expect(outcome.events == [[.value(2), .value(3), .value(4), .failed(7)], [.value(3), .value(4), .failed(7)]])
  }

  @Test func capacityZeroReplaysOnlyTheTerminal() {
    let outcome = ReferenceModel.run(
      ModelScript(kind: .replaySubject(capacity: 0), steps: [.send(1), .complete, .subscribe([])]))
    #expect(outcome.events == [[.completed]])
  }

  @Test func aSubscriberJoiningFromACallbackReplaysTheCurrentValueOnce() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .replaySubject(capacity: Int.max),
        steps: [.subscribe([ModelReaction(on: 2, .subscribe)]), .send(1), .send(2), .send(3)]))
    #expect(outcome.events == [[.value(1), .value(2), .value(3)], [.value(1), .value(2), .value(3)]])
  }

  @Test func disposingItselfDuringItsReplayTakesEffectWhenSubscribeReturns() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .replaySubject(capacity: Int.max),
        steps: [.send(1), .send(2), .subscribe([ModelReaction(on: 1, .disposeSelf)]), .send(3)]))
    #expect(outcome.events == [[.value(1), .value(2), .interrupted]])
  }

  @Test func aColdSourceRunsOncePerSubscriptionAndDisposalInterrupts() {
    let outcome = ReferenceModel.run(
      ModelScript(kind: .cold, steps: [.subscribe([]), .subscribe([]), .send(1), .dispose(0), .send(2), .complete]))
    #expect(outcome.events == [[.value(1), .interrupted], [.value(1), .value(2), .completed]])
    #expect(outcome.sourceRuns == 2)
  }

  @Test func aColdRunDisposedFromItsOwnCallbackIsInterruptedRightAfterThatCallback() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .cold,
        steps: [.subscribe([ModelReaction(on: 1, .send(2)), ModelReaction(on: 2, .disposeSelf)]), .send(1), .send(3)]))
    #expect(outcome.events == [[.value(1), .value(2), .interrupted]])
    #expect(outcome.sourceRuns == 1)
  }

  @Test func publishSharesOneRunFromConnectOnAndDisposingTheConnectionEndsNothing() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .publish(capacity: nil),
        steps: [.subscribe([]), .send(1), .connect, .send(2), .connect, .disposeConnection, .send(3), .connect]))
    #expect(outcome.events == [[.value(2)]])
    #expect(outcome.sourceRuns == 1)
  }

  @Test func autoconnectConnectsOnceAndNeverReconnects() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .autoconnect(capacity: nil),
        steps: [.subscribe([]), .send(1), .dispose(0), .send(2), .subscribe([]), .send(3)]))
    #expect(outcome.events == [[.value(1), .interrupted], []])
    #expect(outcome.sourceRuns == 1)
  }

  @Test func replayStartsAtCreationReplayLazilyAtTheFirstSubscription() {
    #expect(ReferenceModel.run(ModelScript(kind: .replay, steps: [])).sourceRuns == 1)
    #expect(ReferenceModel.run(ModelScript(kind: .replayLazily(capacity: 1), steps: [.send(1)])).sourceRuns == 0)
    let lazy = ReferenceModel.run(
      ModelScript(
        kind: .replayLazily(capacity: 1),
        steps: [.subscribe([]), .send(1), .send(2), .dispose(0), .subscribe([]), .send(3)]))
    #expect(lazy.events == [[.value(1), .value(2), .interrupted], [.value(2), .value(3)]])
    #expect(lazy.sourceRuns == 1)
  }

  @Test func scheduledStepsRunInTimeOrderWithTiesInSchedulingOrder() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .subject,
        steps: [
          .subscribe([]), .later(2, .send(3)), .later(1, .send(1)), .later(1, .send(2)), .advance(1), .send(9),
          .advance(1),
        ]))
    #expect(outcome.events == [[.value(1), .value(2), .value(9), .value(3)]])
  }

  @Test func aSubscriberJoiningFromInsideTheEndHearsTheEndAtOnce() {
    let hot = ReferenceModel.run(
      ModelScript(kind: .subject, steps: [.subscribe([ModelReaction(on: ModelReaction.onEnd, .subscribe)]), .complete]))
    #expect(hot.events == [[.completed], [.interrupted]])
    let replay = ReferenceModel.run(
      ModelScript(
        kind: .replaySubject(capacity: 1),
        steps: [.subscribe([ModelReaction(on: ModelReaction.onEnd, .subscribe)]), .send(4), .fail(2)]))
    #expect(replay.events == [[.value(4), .failed(2)], [.value(4), .failed(2)]])
  }

  @Test func anObserverDisposedByAnEarlierOneDuringTheEndDoesNotHearIt() {
    let outcome = ReferenceModel.run(
      ModelScript(
        kind: .replaySubject(capacity: 0),
        steps: [.subscribe([ModelReaction(on: ModelReaction.onEnd, .dispose(1))]), .subscribe([]), .complete]))
    #expect(outcome.events == [[.completed], [.interrupted]])
  }
}
