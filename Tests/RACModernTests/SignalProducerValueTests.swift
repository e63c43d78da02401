import RACModern
import RACTestSupport
import Testing

/// RACModern's value operators on `SignalProducer` where RAC4's meaning is
/// its own, or where only the RAC4/ReactiveSwift spelling exists, each with
/// its whole timeline on a `TestScheduler` (the shared meanings are in
/// `ValueParityTests`).
@Suite struct SignalProducerValueTests {
  static let oneTwoThree: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]

  /// Runs `body` on a fresh timeline, advances it, and returns its lines.
  static func lines(_ body: (ModernTimeline) -> Void) -> [String] {
    let timeline = ModernTimeline()
    body(timeline)
    timeline.advance()
    return timeline.lines
  }

  static func trigger(_ timeline: ModernTimeline, _ steps: [(Double, Step)]) -> SignalProducer<(), NoError> {
    timeline.source("t", steps).map { _ in () }.flatMapError { _ in .never }
  }

  @Test func modernTakeZeroInterruptsAtOnceWithoutStarting() {
    let lines = Self.lines { $0.start($0.source("a", Self.oneTwoThree).take(0)) }
    #expect(lines == ["t=0.0 S interrupted"])
  }

  @Test func reactiveSwiftTakeSpellingsForwardToTheRAC4Ones() {
    let lines = Self.lines { timeline in
      let source = timeline.source("a", Self.oneTwoThree)
      timeline.start(source.take(first: 1), as: "F")
      timeline.start(source.take(last: 1), as: "L")
      timeline.start(source.take(until: Self.trigger(timeline, [(2.5, .completed)])), as: "U")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=0.0 t started", "t=0.0 a started", "t=1.0 F next 1",
        "t=1.0 F completed", "t=1.0 a disposed", "t=1.0 U next 1", "t=2.0 U next 2", "t=2.5 U completed",
        "t=2.5 a disposed", "t=2.5 t disposed", "t=4.0 L next 3", "t=4.0 L completed", "t=4.0 a disposed",
      ])
  }

  @Test func takeUntilAHotTriggerSignal() {
    let lines = Self.lines { timeline in
      let (trigger, input) = Signal<(), NoError>.pipe()
      timeline.start(timeline.source("a", Self.oneTwoThree).takeUntil(trigger))
      timeline.at(1.5) { input.sendNext(()) }
    }
    #expect(lines == ["t=0.0 a started", "t=1.0 S next 1", "t=1.5 S completed", "t=1.5 a disposed"])
  }

  /// A synchronous attempt ends completely (its source disposed) before the
  /// restart loop starts the next one: the trampoline, not recursion.
  @Test func reactiveSwiftRetryRepeatAndSkipSpellingsForwardToTheRAC4Ones() {
    let lines = Self.lines { timeline in
      timeline.start(timeline.source("a", [(1, .next(1)), (2, .error(4))]).retry(upTo: 1))
      timeline.start(timeline.syncSource("b", [.next(2), .completed]).repeat(2), as: "R")
      timeline.start(timeline.syncSource("c", [.next(1), .next(2), .completed]).skip(first: 1), as: "K")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 R next 2", "t=0.0 b disposed", "t=0.0 b started",
        "t=0.0 R next 2", "t=0.0 R completed", "t=0.0 b disposed", "t=0.0 c started", "t=0.0 K next 2",
        "t=0.0 K completed", "t=0.0 c disposed", "t=1.0 S next 1", "t=2.0 a started", "t=2.0 a disposed",
        "t=3.0 S next 1", "t=4.0 S failed TestError(4)", "t=4.0 a disposed",
      ])
  }

  @Test func skipRepeatsWithAPredicate() {
    let lines = Self.lines { timeline in
      let source = timeline.syncSource("a", [.next(1), .next(3), .next(4), .next(6), .next(7), .completed])
      timeline.start(source.skipRepeats { $0 % 2 == $1 % 2 })
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 S next 1", "t=0.0 S next 4", "t=0.0 S next 7", "t=0.0 S completed",
        "t=0.0 a disposed",
      ])
  }

  @Test func modernCombineLatestWithStartsTheArgumentFirst() {
    let lines = Self.lines { timeline in
      let a = timeline.syncSource("a", [.next(1), .next(2), .completed])
      let b = timeline.syncSource("b", [.next(10), .next(20), .completed])
      timeline.start(a.combineLatestWith(b))
      timeline.start(a.combineLatest(with: b), as: "R")
    }
    let expected = { (name: String) in
      [
        "t=0.0 b started", "t=0.0 b disposed", "t=0.0 a started", "t=0.0 \(name) next (1, 20)",
        "t=0.0 \(name) next (2, 20)", "t=0.0 \(name) completed", "t=0.0 a disposed",
      ]
    }
    #expect(lines == expected("S") + expected("R"))
  }

  @Test func modernZipWithStartsTheArgumentFirst() {
    let lines = Self.lines { timeline in
      let a = timeline.syncSource("a", [.next(1), .next(2), .completed])
      let b = timeline.syncSource("b", [.next(10), .next(20), .next(30), .completed])
      timeline.start(a.zipWith(b))
      timeline.start(a.zip(with: b), as: "R")
    }
    let expected = { (name: String) in
      [
        "t=0.0 b started", "t=0.0 b disposed", "t=0.0 a started", "t=0.0 \(name) next (1, 10)",
        "t=0.0 \(name) next (2, 20)", "t=0.0 \(name) completed", "t=0.0 a disposed",
      ]
    }
    #expect(lines == expected("S") + expected("R"))
  }

  @Test func modernStaticCombineLatestStartsLastToFirst() {
    let lines = Self.lines { timeline in
      let sources = ["a", "b", "c"].enumerated().map { index, name in
        timeline.syncSource(name, [.next(index), .completed])
      }
      timeline.start(SignalProducer.combineLatest(sources))
    }
    #expect(
      lines == [
        "t=0.0 c started", "t=0.0 c disposed", "t=0.0 b started", "t=0.0 b disposed", "t=0.0 a started",
        "t=0.0 S next [0, 1, 2]", "t=0.0 S completed", "t=0.0 a disposed",
      ])
  }

  @Test func onRunsEveryCallbackInRAC4Order() {
    let lines = Self.lines { timeline in
      let source = timeline.source("a", [(1, .next(1)), (2, .completed)])
      timeline.start(Self.logged(source, timeline))
    }
    #expect(
      lines == [
        "t=0.0 do started", "t=0.0 a started", "t=1.0 do event next(1)", "t=1.0 do next 1", "t=1.0 S next 1",
        "t=2.0 do event completed", "t=2.0 do completed", "t=2.0 do terminated", "t=2.0 S completed",
        "t=2.0 do disposed", "t=2.0 a disposed",
      ])
  }

  @Test func onSeesAnInterruptionWhenTheStartIsDisposed() {
    let lines = Self.lines { timeline in
      let disposable = timeline.start(Self.logged(timeline.source("a", Self.oneTwoThree), timeline))
      timeline.at(1.5) { disposable.dispose() }
    }
    #expect(
      lines == [
        "t=0.0 do started", "t=0.0 a started", "t=1.0 do event next(1)", "t=1.0 do next 1", "t=1.0 S next 1",
        "t=1.5 do event interrupted", "t=1.5 do interrupted", "t=1.5 do terminated", "t=1.5 S interrupted",
        "t=1.5 a disposed", "t=1.5 do disposed",
      ])
  }

  @Test func onWithTheReactiveSwiftValueLabel() {
    let lines = Self.lines { timeline in
      timeline.start(timeline.syncSource("a", [.next(4), .completed]).on(value: { timeline.log("do value \($0)") }))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 do value 4", "t=0.0 S next 4", "t=0.0 S completed", "t=0.0 a disposed",
      ])
  }

  static func logged(
    _ source: SignalProducer<Int, TestError>, _ timeline: ModernTimeline
  )
    -> SignalProducer<Int, TestError>
  {
    source.on(
      started: { timeline.log("do started") }, event: { timeline.log("do event \($0)") },
      next: { timeline.log("do next \($0)") }, failed: { timeline.log("do failed \($0)") },
      completed: { timeline.log("do completed") }, interrupted: { timeline.log("do interrupted") },
      terminated: { timeline.log("do terminated") }, disposed: { timeline.log("do disposed") })
  }

  @Test func modernThenTakesAProducerStartedOnCompletion() {
    let lines = Self.lines { timeline in
      let replacement = timeline.source("b", [(0.5, .next(9)), (1, .completed)])
      timeline.start(timeline.source("a", [(1, .next(1)), (2, .completed)]).then(replacement))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=2.0 b started", "t=2.0 a disposed", "t=2.5 S next 9", "t=3.0 S completed",
        "t=3.0 b disposed",
      ])
  }

  /// Issue 19 item 2, RAC4's spec: "then should forward interruptions from
  /// the original producer"; the next producer never starts.
  @Test func thenForwardsAnInterruptionOfTheOriginalProducer() {
    let (original, input) = Signal<Int, NoError>.pipe()
    var nextStarted = false
    let next = SignalProducer<Int, NoError> { _, _ in nextStarted = true }
    let recorder = Recorder<Int>()
    recorder.start(SignalProducer(signal: original).then(next))
    input.sendNext(1)
    input.sendInterrupted()
    #expect(recorder.events == [.interrupted])
    #expect(!nextStarted)
  }

  @Test func materializeSendsEventsIncludingAnInterruption() {
    let lines = Self.lines { timeline in
      timeline.start(timeline.source("a", [(1, .next(1)), (2, .error(3))]).materialize())
      let disposable = timeline.start(timeline.source("b", Self.oneTwoThree).materialize(), as: "T")
      timeline.at(1.5) { disposable.dispose() }
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=1.0 S next next(1)", "t=1.0 T next next(1)",
        "t=1.5 T next interrupted", "t=1.5 T interrupted", "t=1.5 b disposed", "t=2.0 S next failed(TestError(3))",
        "t=2.0 S completed", "t=2.0 a disposed",
      ])
  }

  @Test func dematerializeUndoesMaterializeAndStopsAtTheFirstTerminalEvent() {
    let lines = Self.lines { timeline in
      timeline.start(timeline.source("a", [(1, .next(1)), (2, .error(5))]).materialize().dematerialize())
      let events = SignalProducer<Event<Int, TestError>, NoError>(values: [.next(7), .interrupted, .next(8)])
      timeline.start(events.dematerialize(), as: "T")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 T next 7", "t=0.0 T interrupted", "t=1.0 S next 1", "t=2.0 S failed TestError(5)",
        "t=2.0 a disposed",
      ])
  }

  @Test func modernRetryZeroDoesNotRetry() {
    let lines = Self.lines { $0.start($0.source("a", [(1, .next(1)), (2, .error(4))]).retry(0)) }
    #expect(lines == ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S failed TestError(4)", "t=2.0 a disposed"])
  }

  @Test func timesRunsTheProducerThatManyTimesInARow() {
    let lines = Self.lines { $0.start($0.source("a", [(1, .next(1)), (2, .completed)]).times(3)) }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 S next 1", "t=2.0 a started", "t=2.0 a disposed", "t=3.0 S next 1",
        "t=4.0 a started", "t=4.0 a disposed", "t=5.0 S next 1", "t=6.0 S completed", "t=6.0 a disposed",
      ])
  }

  @Test func timesZeroCompletesAtOnceAndAFailureEndsTheRun() {
    let lines = Self.lines { timeline in
      timeline.start(timeline.source("a", Self.oneTwoThree).times(0))
      timeline.start(timeline.source("b", [(1, .error(2))]).times(3), as: "T")
    }
    #expect(lines == ["t=0.0 S completed", "t=0.0 b started", "t=1.0 T failed TestError(2)", "t=1.0 b disposed"])
  }

  @Test func flatMapErrorSeesTheTypedErrorAndMayChangeItsType() {
    struct Other: Error, CustomStringConvertible {
      let text: String
      var description: String { text }
    }
    let lines = Self.lines { timeline in
      let recovered: SignalProducer<Int, Other> = timeline.source("a", [(1, .error(4))]).flatMapError { error in
        error.code == 4 ? SignalProducer(error: Other(text: "other \(error.code)")) : .empty
      }
      timeline.start(recovered)
    }
    #expect(lines == ["t=0.0 a started", "t=1.0 S failed other 4", "t=1.0 a disposed"])
  }

  @Test func staticConcatRunsTheProducersInOrder() {
    let lines = Self.lines { timeline in
      let a = timeline.source("a", [(1, .next(1)), (1, .completed)])
      let b = timeline.source("b", [(1, .next(2)), (1, .completed)])
      timeline.start(SignalProducer.concat([a, b]))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 S next 1", "t=1.0 b started", "t=1.0 a disposed", "t=2.0 S next 2",
        "t=2.0 S completed", "t=2.0 b disposed",
      ])
  }

  @Test func concatOfAHundredThousandSynchronousProducersCompletes() {
    var count = 0
    var completed = false
    SignalProducer.concat(Array(repeating: SignalProducer<Int, NoError>(value: 1), count: deepChainLength))
      .start(Observer(completed: { completed = true }, next: { count += $0 }))
    #expect(count == deepChainLength)
    #expect(completed)
  }

  @Test func timesAHundredThousandCompletes() {
    var count = 0
    var completed = false
    SignalProducer<Int, NoError>(value: 1).times(deepChainLength)
      .start(Observer(completed: { completed = true }, next: { count += $0 }))
    #expect(count == deepChainLength)
    #expect(completed)
  }

  @Test func flattenOfAHundredThousandInnerProducersCompletes() {
    let inners = SignalProducer<SignalProducer<Int, NoError>, NoError>(
      values: Array(repeating: SignalProducer(value: 1), count: deepChainLength))
    for strategy in [FlattenStrategy.merge, .concat, .latest] {
      var count = 0
      var completed = false
      inners.flatten(strategy).start(Observer(completed: { completed = true }, next: { count += $0 }))
      #expect(count == deepChainLength, "\(strategy)")
      #expect(completed, "\(strategy)")
    }
  }
}
