import Foundation
import RACClassic
import RACTestSupport
import Testing

/// RACClassic's combining, flattening and constructing operators that only
/// RAC2 spells this way (`bind`, `groupBy`, `if`/`switch`, `sample`'s ending,
/// `startLazily`/`startEagerly`), each with its timeline on a
/// `RACTestScheduler` (the shared meanings are in `CombineFlattenParityTests`).
@Suite struct ClassicCombineFlattenOperatorTests {
  /// A source sending `(signal, stop)` pairs, as RAC2's `-bind:` spec does.
  typealias BindStep = (signal: RACSignal<Int>?, stop: Bool)

  static func bound(_ steps: RACSubject<BindStep>, _ timeline: ClassicTimeline) -> RACSignal<Int> {
    let source = RACSignal<BindStep>.createSignal { subscriber in
      timeline.log("source started")
      steps.subscribe(subscriber)
      return RACDisposable { timeline.log("source disposed") }
    }
    return source.bind {
      { step, stop in
        stop = step.stop
        return step.signal
      }
    }
  }

  @Test func bindStoppedByANilSignalDisposesTheSourceButKeepsItsInnersOpen() {
    let lines = ClassicTimeline.lines { timeline in
      let steps = RACSubject<BindStep>()
      let inner = RACSubject<Int>()
      timeline.subscribe(Self.bound(steps, timeline))
      steps.sendNext((inner, false))
      timeline.at(1) { steps.sendNext((nil, false)) }
      timeline.at(2) { inner.sendNext(7) }
      timeline.at(3) { inner.sendCompleted() }
    }
    #expect(
      lines == ["t=0.0 source started", "t=1.0 source disposed", "t=2.0 S next 7", "t=3.0 S completed"])
  }

  @Test func bindStoppedWithNoInnerLeftCompletesThenDisposesTheSource() {
    // RAC2 disposed the source, then completed; RACPort completes first, as
    // takeWhileBlock does (docs/Migration.md, "An operator that ends the
    // stream early").
    let lines = ClassicTimeline.lines { timeline in
      let steps = RACSubject<BindStep>()
      timeline.subscribe(Self.bound(steps, timeline))
      timeline.at(1) { steps.sendNext((nil, false)) }
      timeline.at(2) { steps.sendNext((.empty(), true)) }
    }
    #expect(lines == ["t=0.0 source started", "t=1.0 S completed", "t=1.0 source disposed"])
  }

  @Test func bindStoppedByItsFlagStillMergesTheSignalReturnedWithIt() {
    let lines = ClassicTimeline.lines { timeline in
      let steps = RACSubject<BindStep>()
      let inner = RACSubject<Int>()
      timeline.subscribe(Self.bound(steps, timeline))
      steps.sendNext((inner, false))
      timeline.at(1) { steps.sendNext((.return(1), true)) }
      timeline.at(1.5) { steps.sendNext((.return(99), false)) }
      timeline.at(2) { inner.sendNext(2) }
      timeline.at(3) { inner.sendCompleted() }
    }
    #expect(
      lines == [
        "t=0.0 source started", "t=1.0 S next 1", "t=1.0 source disposed", "t=2.0 S next 2", "t=3.0 S completed",
      ])
  }

  @Test func bindSubscribesToNothingMoreAfterAnInnerFails() {
    var laterSubscriptions = 0
    let lines = ClassicTimeline.lines { timeline in
      let source = timeline.syncSource("a", [.next(0), .next(1), .completed])
      let bound = source.bind {
        { value, _ in
          if value == 0 { return RACSignal<Int>.error(TestError(0)) }
          return RACSignal.defer {
            laterSubscriptions += 1
            return .empty()
          }
        }
      }
      timeline.subscribe(bound)
    }
    #expect(laterSubscriptions == 0)
    #expect(lines == ["t=0.0 a started", "t=0.0 S failed TestError(0)", "t=0.0 a disposed"])
  }

  @Test func bindMakesItsBlockAnewForEverySubscription() {
    let lines = ClassicTimeline.lines { timeline in
      let firstTwo = timeline.syncSource("a", [.next(1), .next(2), .next(3), .completed]).bind {
        var taken = 0
        return { value, stop in
          taken += 1
          stop = taken == 2
          return .return(value * 10)
        }
      }
      timeline.subscribe(firstTwo)
      timeline.subscribe(firstTwo, as: "T")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 S next 10", "t=0.0 S next 20", "t=0.0 S completed", "t=0.0 a disposed",
        "t=0.0 a started", "t=0.0 T next 10", "t=0.0 T next 20", "t=0.0 T completed", "t=0.0 a disposed",
      ])
  }

  @Test func groupBySendsEachNewGroupBeforeItsFirstValue() {
    let lines = ClassicTimeline.lines { timeline in
      let steps: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]
      let grouped = timeline.source("a", steps).groupBy({ $0 % 2 == 0 ? "even" : "odd" }, transform: { $0 * 10 })
      grouped.subscribeNext { group in
        timeline.log("group \(group.key)")
        timeline.subscribe(group, as: group.key)
      } error: { _ in
      } completed: {
        timeline.log("groups completed")
      }
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 group odd", "t=1.0 odd next 10", "t=2.0 group even", "t=2.0 even next 20",
        "t=3.0 odd next 30", "t=4.0 groups completed", "t=4.0 odd completed", "t=4.0 even completed",
        "t=4.0 a disposed",
      ])
  }

  @Test func groupBySendsAnErrorToTheResultThenToEveryGroup() {
    let lines = ClassicTimeline.lines { timeline in
      let steps: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .error(5))]
      timeline.source("a", steps).groupBy { $0 }.subscribeNext { group in
        timeline.subscribe(group, as: "G\(group.key)")
      } error: { error in
        timeline.log("groups failed \(Recorder<String>.describe(error))")
      }
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=1.0 G1 next 1", "t=2.0 G2 next 2", "t=3.0 groups failed TestError(5)",
        "t=3.0 G1 failed TestError(5)", "t=3.0 G2 failed TestError(5)", "t=3.0 a disposed",
      ])
  }

  @Test func ifSwitchesBetweenTheTwoSignalsAndCompletesWhenBothEndsHave() {
    let lines = ClassicTimeline.lines { timeline in
      let condition = timeline.source("c", [(1, .next(1)), (3, .next(0)), (4, .completed)]).map { $0 == 1 }
      let yes = timeline.source("y", [(1, .next(10)), (5, .next(11))])
      let no = timeline.source("n", [(1, .next(20)), (2, .completed)])
      timeline.subscribe(RACSignal.if(condition, then: yes, else: no))
    }
    #expect(
      lines == [
        "t=0.0 c started", "t=1.0 y started", "t=2.0 S next 10", "t=3.0 y disposed", "t=3.0 n started",
        "t=4.0 c disposed", "t=4.0 S next 20", "t=5.0 S completed", "t=5.0 n disposed",
      ])
  }

  @Test func switchUsesTheCaseThenTheDefaultThenFailsWithNoMatchingCase() {
    let lines = ClassicTimeline.lines { timeline in
      let keys = timeline.source("k", [(1, .next(1)), (2, .next(2)), (3, .next(3))])
      let cases = [1: RACSignal<String>.return("one")]
      timeline.subscribe(RACSignal.switch(keys, cases: cases, default: .return("other")), as: "D")
      timeline.subscribe(RACSignal.switch(keys.take(2), cases: cases), as: "N")
    }
    #expect(
      lines == [
        "t=0.0 k started", "t=0.0 k started", "t=1.0 D next one", "t=1.0 N next one", "t=2.0 D next other",
        "t=2.0 N failed RACSignalErrorDomain 2", "t=2.0 k disposed", "t=3.0 D next other",
      ])
    #expect(RACSignalErrorNoMatchingCase == 2)
  }

  @Test func sampleCompletesWhenTheSamplerCompletesAndFailsWithItsError() {
    let lines = ClassicTimeline.lines { timeline in
      let source = timeline.source("a", [(1, .next(1)), (9, .next(9))])
      timeline.subscribe(source.sample(timeline.source("t", [(2, .next(0)), (3, .completed)])), as: "C")
      timeline.subscribe(source.sample(timeline.source("u", [(2, .next(0)), (4, .error(6))])), as: "F")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 t started", "t=0.0 a started", "t=0.0 u started", "t=2.0 C next 1",
        "t=2.0 F next 1", "t=3.0 C completed", "t=3.0 a disposed", "t=3.0 t disposed", "t=4.0 F failed TestError(6)",
        "t=4.0 a disposed", "t=4.0 u disposed",
      ])
  }

  @Test func takeUntilReplacementForwardsTheReceiversErrorButNotItsCompletion() {
    let lines = ClassicTimeline.lines { timeline in
      timeline.subscribe(timeline.source("a", [(1, .error(3))]).takeUntilReplacement(.never()), as: "E")
      timeline.subscribe(timeline.source("b", [(1, .completed)]).takeUntilReplacement(.never()), as: "C")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=1.0 E failed TestError(3)", "t=1.0 a disposed", "t=1.0 b disposed",
      ])
  }

  @Test func flattenZeroMergesEveryInnerAtOnce() {
    let lines = ClassicTimeline.lines { timeline in
      let inners = ["a", "b", "c"].map { timeline.source($0, [(1, .next(1)), (2, .completed)]) }
      timeline.subscribe(RACSignal.concat(inners.map { RACSignal.return($0) }).flatten(0))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=0.0 c started", "t=1.0 S next 1", "t=1.0 S next 1",
        "t=1.0 S next 1", "t=2.0 a disposed", "t=2.0 b disposed", "t=2.0 S completed", "t=2.0 c disposed",
      ])
  }

  @Test func startLazilyRunsItsBlockOnceOnTheSchedulerAndReplaysIt() {
    var runs = 0
    var ranOnScheduler = false
    let lines = ClassicTimeline.lines { timeline in
      // Weakly: the replayed block is kept by the subscriptions the timeline
      // keeps until the test ends.
      let signal = RACSignal<Int>.startLazilyWithScheduler(timeline.scheduler) { [weak timeline] subscriber in
        runs += 1
        ranOnScheduler = RACScheduler.current === timeline?.scheduler
        subscriber.sendNext(42)
        subscriber.sendCompleted()
      }
      timeline.log("created")
      timeline.at(1) { timeline.subscribe(signal) }
      timeline.at(2) { timeline.subscribe(signal, as: "T") }
    }
    #expect(runs == 1)
    #expect(ranOnScheduler)
    #expect(
      lines == ["t=0.0 created", "t=1.0 S next 42", "t=1.0 S completed", "t=2.0 T next 42", "t=2.0 T completed"])
  }

  @Test func startEagerlySchedulesItsBlockAtOnce() {
    var runs = 0
    let lines = ClassicTimeline.lines { timeline in
      let signal = RACSignal<Int>.startEagerlyWithScheduler(timeline.scheduler) { subscriber in
        runs += 1
        timeline.log("block")
        subscriber.sendNext(7)
      }
      timeline.at(1) { timeline.subscribe(signal) }
    }
    #expect(runs == 1)
    #expect(lines == ["t=0.0 block", "t=1.0 S next 7"])
  }

  @Test func startLazilyDisposesTheBlocksWorkOnceTheSignalIsUnreachableAndUnsubscribed() {
    let disposed = Recorder<Bool>()
    do {
      let signal = RACSignal<Int>.startLazilyWithScheduler(.immediate) { subscriber in
        subscriber.sendNext(1)
        subscriber.didSubscribe(
          with: RACCompoundDisposable(disposables: [RACDisposable { disposed.record(.value(true)) }]))
      }
      let subscription = signal.subscribeNext { _ in }
      subscription.dispose()
      #expect(disposed.events == [], "the signal is still reachable")
    }
    #expect(disposed.events == [.value(true)])
  }

  @Test func concatGoesPastASubjectThatHasAlreadyEnded() {
    let lines = ClassicTimeline.lines { timeline in
      let ended = RACSubject<Int>()
      ended.sendCompleted()
      timeline.subscribe(RACSignal.concat([.return(1), ended, .return(2)]))
      timeline.subscribe(ended, as: "E")
    }
    #expect(lines == ["t=0.0 S next 1", "t=0.0 S next 2", "t=0.0 S completed"])
  }
}
