import RACClassic
import RACTestSupport
import Testing

/// RACClassic's value operators where RAC2's meaning is its own, or where
/// only the classic spelling exists, each with its whole timeline on a
/// `RACTestScheduler` (the shared meanings are in `ValueParityTests`).
@Suite struct ClassicValueOperatorTests {
  static let oneTwoThree: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]

  /// Runs `body` on a fresh timeline, advances it, and returns its lines.
  static func lines(_ body: (ClassicTimeline) -> Void) -> [String] {
    let timeline = ClassicTimeline()
    body(timeline)
    timeline.advance()
    return timeline.lines
  }

  @Test func classicTakeZeroCompletesAtOnceWithoutSubscribing() {
    let lines = Self.lines { $0.subscribe($0.source("a", Self.oneTwoThree).take(0)) }
    #expect(lines == ["t=0.0 S completed"])
  }

  @Test func takeOfMoreThanTheSourceSendsPassesItsCompletion() {
    let lines = Self.lines { $0.subscribe($0.source("a", Self.oneTwoThree).take(10)) }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 S next 1", "t=2.0 S next 2", "t=3.0 S next 3", "t=4.0 S completed",
        "t=4.0 a disposed",
      ])
  }

  @Test func takeOneOfASynchronousSourceStopsItInsideItsFirstCallback() {
    let lines = Self.lines { $0.subscribe($0.syncSource("a", [.next(1), .next(2), .completed]).take(1)) }
    #expect(lines == ["t=0.0 a started", "t=0.0 S next 1", "t=0.0 S completed", "t=0.0 a disposed"])
  }

  @Test func takeUntilATriggerThatFiresAtOnceNeverSubscribesTheSource() {
    let lines = Self.lines { timeline in
      timeline.subscribe(timeline.source("a", Self.oneTwoThree).takeUntil(RACSignal<String>.return("now")))
    }
    #expect(lines == ["t=0.0 S completed"])
  }

  @Test func classicCombineLatestWithSubscribesTheReceiverFirst() {
    let lines = Self.lines { timeline in
      let a = timeline.syncSource("a", [.next(1), .next(2), .completed])
      let b = timeline.syncSource("b", [.next(10), .next(20), .completed])
      timeline.subscribe(a.combineLatest(with: b))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a disposed", "t=0.0 b started", "t=0.0 S next (2, 10)", "t=0.0 S next (2, 20)",
        "t=0.0 S completed", "t=0.0 b disposed",
      ])
  }

  @Test func classicZipWithSubscribesTheReceiverFirst() {
    let lines = Self.lines { timeline in
      let a = timeline.syncSource("a", [.next(1), .next(2), .completed])
      let b = timeline.syncSource("b", [.next(10), .next(20), .next(30), .completed])
      timeline.subscribe(a.zip(with: b))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a disposed", "t=0.0 b started", "t=0.0 S next (1, 10)", "t=0.0 S next (2, 20)",
        "t=0.0 S completed", "t=0.0 b disposed",
      ])
  }

  @Test func classicStaticCombineLatestSubscribesFirstToLast() {
    let lines = Self.lines { timeline in
      let sources = ["a", "b", "c"].enumerated().map { index, name in
        timeline.syncSource(name, [.next(index), .completed])
      }
      timeline.subscribe(RACSignal.combineLatest(sources))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a disposed", "t=0.0 b started", "t=0.0 b disposed", "t=0.0 c started",
        "t=0.0 S next [0, 1, 2]", "t=0.0 S completed", "t=0.0 c disposed",
      ])
  }

  @Test func doErrorSeesANilError() {
    var seen: [String] = []
    RACSignal<Int>.error(nil).doError { seen.append(String(describing: $0)) }.subscribeError { _ in seen.append("S") }
    #expect(seen == ["nil", "S"])
  }

  @Test func doCallbacksRunOncePerSubscription() {
    var count = 0
    let signal = RACSignal<Int>.return(1).doNext { _ in count += 1 }.doCompleted { count += 10 }
    signal.subscribeNext { _ in }
    signal.subscribeNext { _ in }
    #expect(count == 22)
  }

  @Test func classicThenCallsItsBlockWhenTheReceiverCompletes() {
    var calls: [String] = []
    let timeline = ClassicTimeline()
    let chained = timeline.source("a", [(1, .next(1)), (2, .completed)]).then { () -> RACSignal<String> in
      calls.append("block at \(timeline.scheduler.currentDate.timeIntervalSinceReferenceDate)")
      return .return("done")
    }
    timeline.subscribe(chained)
    timeline.subscribe(chained, as: "T")
    #expect(calls == [])
    timeline.advance()
    #expect(calls == ["block at 2.0", "block at 2.0"])
    #expect(
      timeline.lines == [
        "t=0.0 a started", "t=0.0 a started", "t=2.0 S next done", "t=2.0 S completed", "t=2.0 a disposed",
        "t=2.0 T next done", "t=2.0 T completed", "t=2.0 a disposed",
      ])
  }

  @Test func ignoreValuesPassesOnlyTheTerminalEvent() {
    let lines = Self.lines { timeline in
      timeline.subscribe(timeline.source("a", Self.oneTwoThree).ignoreValues())
      timeline.subscribe(timeline.source("b", [(1, .next(1)), (2, .error(3))]).ignoreValues(), as: "T")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=2.0 T failed TestError(3)", "t=2.0 b disposed",
        "t=4.0 S completed", "t=4.0 a disposed",
      ])
  }

  @Test func materializeSendsRACEventsThenCompletes() {
    var events: [String] = []
    let source = RACSignal<Int>.createSignal { subscriber in
      subscriber.sendNext(1)
      subscriber.sendError(TestError(3))
      return nil
    }
    source.materialize().subscribeNext(
      { event in
        switch event {
        case .next(let value): events.append("next \(value)")
        case .error(let error): events.append("error \(String(describing: error!))")
        case .completed: events.append("completed")
        }
      }, completed: { events.append("done") })
    RACSignal<Int>.empty().materialize().subscribeNext(
      { events.append("\($0.isFinished)") }, completed: { events.append("done") })
    #expect(events == ["next 1", "error TestError(3)", "done", "true", "done"])
  }

  @Test func dematerializeUndoesMaterializeAndStopsAtTheFirstTerminalEvent() {
    let lines = Self.lines { timeline in
      timeline.subscribe(timeline.source("a", [(1, .next(1)), (2, .error(5))]).materialize().dematerialize())
      let events = RACSignal<RACEvent<Int>>.createSignal { subscriber in
        subscriber.sendNext(.next(7))
        subscriber.sendNext(.completed)
        subscriber.sendNext(.next(8))
        return nil
      }
      timeline.subscribe(events.dematerialize(), as: "T")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 T next 7", "t=0.0 T completed", "t=1.0 S next 1", "t=2.0 S failed TestError(5)",
        "t=2.0 a disposed",
      ])
  }

  @Test func classicRetryZeroRetriesForever() {
    var attempts = 0
    let flaky = RACSignal<Int>.createSignal { subscriber in
      attempts += 1
      if attempts < 5 {
        subscriber.sendError(TestError(attempts))
      } else {
        subscriber.sendNext(attempts)
        subscriber.sendCompleted()
      }
      return nil
    }
    let recorder = Recorder<Int>()
    recorder.subscribe(to: flaky.retry(0))
    #expect(recorder.events == [.value(5), .completed])
    attempts = 0
    recorder.reset()
    recorder.subscribe(to: flaky.retry())
    #expect(recorder.events == [.value(5), .completed])
    attempts = 0
    recorder.reset()
    recorder.subscribe(to: flaky.retry(2))
    #expect(recorder.events == [.failed("TestError(3)")])
  }

  @Test func repeatResubscribesOnEveryCompletion() {
    let lines = Self.lines { timeline in
      timeline.subscribe(timeline.source("a", [(1, .next(1)), (2, .completed)]).repeat().take(3))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 S next 1", "t=2.0 a started", "t=2.0 a disposed", "t=3.0 S next 1",
        "t=4.0 a started", "t=4.0 a disposed", "t=5.0 S next 1", "t=5.0 S completed", "t=5.0 a disposed",
      ])
  }

  @Test func repeatStopsAtAnError() {
    let lines = Self.lines { $0.subscribe($0.source("a", [(1, .next(1)), (2, .error(2))]).repeat()) }
    #expect(lines == ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S failed TestError(2)", "t=2.0 a disposed"])
  }

  @Test func catchToIgnoresTheErrorAndCatchSeesIt() {
    let lines = Self.lines { timeline in
      let failing = timeline.source("a", [(1, .error(4))])
      timeline.subscribe(failing.catchTo(.return(0)))
      timeline.subscribe(failing.catch { error in .return((error as? TestError)?.code ?? -1) }, as: "T")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=1.0 S next 0", "t=1.0 S completed", "t=1.0 a disposed",
        "t=1.0 T next 4", "t=1.0 T completed", "t=1.0 a disposed",
      ])
  }

  @Test func flattenMergesAndConcatQueuesTheInnerSignals() {
    let lines = Self.lines { timeline in
      let a = timeline.source("a", [(2, .next(1)), (3, .completed)])
      let b = timeline.source("b", [(1, .next(2)), (2, .completed)])
      let outer = RACSignal<RACSignal<Int>>.createSignal { subscriber in
        subscriber.sendNext(a)
        subscriber.sendNext(b)
        subscriber.sendCompleted()
        return nil
      }
      timeline.subscribe(outer.flatten())
      timeline.subscribe(outer.concat(), as: "T")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 a started", "t=1.0 S next 2", "t=2.0 S next 1",
        "t=2.0 b disposed", "t=2.0 T next 1", "t=3.0 S completed", "t=3.0 a disposed", "t=3.0 b started",
        "t=3.0 a disposed", "t=4.0 T next 2", "t=5.0 T completed", "t=5.0 b disposed",
      ])
  }

  @Test func concatOfAHundredThousandSynchronousSignalsCompletes() {
    let recorder = Recorder<Int>()
    var count = 0
    RACSignal.concat(Array(repeating: RACSignal<Int>.return(1), count: deepChainLength))
      .subscribeNext({ count += $0 }, completed: { recorder.record(.completed) })
    #expect(count == deepChainLength)
    #expect(recorder.events == [.completed])
  }

  @Test func repeatAHundredThousandTimesCompletes() {
    var count = 0
    var completed = false
    RACSignal<Int>.return(1).repeat().take(deepChainLength).subscribeNext(
      { count += $0 }, completed: { completed = true })
    #expect(count == deepChainLength)
    #expect(completed)
  }

  @Test func retryAHundredThousandTimesCompletes() {
    var attempts = 0
    let failing = RACSignal<Int>.createSignal { subscriber in
      attempts += 1
      subscriber.sendError(TestError(attempts))
      return nil
    }
    var error: String?
    failing.retry(deepChainLength).subscribeError { error = String(describing: $0!) }
    #expect(attempts == deepChainLength + 1)
    #expect(error == "TestError(\(deepChainLength + 1))")
  }

  @Test func flattenOfAHundredThousandInnerSignalsCompletes() {
    let outer = RACSignal<RACSignal<Int>>.createSignal { subscriber in
      for _ in 0..<deepChainLength { subscriber.sendNext(.return(1)) }
      subscriber.sendCompleted()
      return nil
    }
    for flattened in [outer.flatten(), outer.concat(), outer.switchToLatest()] {
      var count = 0
      var completed = false
      flattened.subscribeNext({ count += $0 }, completed: { completed = true })
      #expect(count == deepChainLength)
      #expect(completed)
    }
  }
}
