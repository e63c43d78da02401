import RACModern
import RACTestSupport
import Testing

/// RACModern's combining, flattening and constructing operators that only
/// RAC4 and ReactiveSwift spell this way (`lift`, `SignalProducer(result:)`,
/// flattening across error types, `race`, `skipUntil`, `sampleWith`, ...),
/// each with its timeline on a `TestScheduler` (the shared meanings are in
/// `CombineFlattenParityTests`).
@Suite struct ModernCombineFlattenOperatorTests {
  typealias Trigger = SignalProducer<(), NoError>

  static func unitTrigger(_ timeline: ModernTimeline, _ name: String, _ steps: [(Double, Step)]) -> Trigger {
    timeline.source(name, steps).map { _ in () }.flatMapError { _ in .never }
  }

  // MARK: lift

  @Test func liftAppliesTheSignalOperatorToEachStartsSignal() {
    let lines = ModernTimeline.lines { timeline in
      let doubled = timeline.source("a", [(1, .next(1)), (2, .completed)]).lift { $0.map { $0 * 2 } }
      timeline.start(doubled)
      timeline.start(doubled, as: "T")
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 a started", "t=1.0 S next 2", "t=1.0 T next 2", "t=2.0 S completed",
        "t=2.0 a disposed", "t=2.0 T completed", "t=2.0 a disposed",
      ])
  }

  @Test func aBinaryLiftStartsTheArgumentFirst() {
    let lines = ModernTimeline.lines { timeline in
      let combine = timeline.syncSource("a", [.next(1), .next(2), .completed]).lift { signal in
        { (other: Signal<Int, TestError>) in signal.combineLatestWith(other) }
      }
      timeline.start(combine(timeline.syncSource("b", [.next(10), .completed])))
    }
    #expect(
      lines == [
        "t=0.0 b started", "t=0.0 b disposed", "t=0.0 a started", "t=0.0 S next (1, 10)", "t=0.0 S next (2, 10)",
        "t=0.0 S completed", "t=0.0 a disposed",
      ])
  }

  @Test func aLiftOverAHotSignalObservesItFromEachStart() {
    let lines = ModernTimeline.lines { timeline in
      let (ticks, input) = Signal<Int, TestError>.pipe()
      let zipped: (Signal<Int, TestError>) -> SignalProducer<(Int, Int), TestError> = timeline.source(
        "a", [(1, .next(1)), (3, .next(3))]
      ).lift { signal in
        { (other: Signal<Int, TestError>) in signal.zipWith(other) }
      }
      input.sendNext(0)
      timeline.start(zipped(ticks))
      timeline.at(2) { input.sendNext(20) }
    }
    #expect(lines == ["t=0.0 a started", "t=2.0 S next (1, 20)"])
  }

  @Test func disposingALiftedStartInterruptsItAndDisposesTheSource() {
    let lines = ModernTimeline.lines { timeline in
      let disposable = timeline.start(timeline.source("a", [(1, .next(1)), (5, .next(5))]).lift { $0.map { $0 } })
      timeline.at(2) { disposable.dispose() }
    }
    #expect(lines == ["t=0.0 a started", "t=1.0 S next 1", "t=2.0 S interrupted", "t=2.0 a disposed"])
  }

  // MARK: Constructors

  @Test func resultAttemptValuesAndActionProducersSendWhatTheyDescribe() {
    var attempts = 0
    var actions = 0
    let lines = ModernTimeline.lines { timeline in
      timeline.start(SignalProducer<Int, TestError>(result: .success(1)), as: "R")
      timeline.start(SignalProducer<Int, TestError>(result: .failure(TestError(2))), as: "F")
      let attempt = SignalProducer<Int, TestError>.attempt {
        attempts += 1
        return attempts == 1 ? .success(10) : .failure(TestError(11))
      }
      timeline.start(attempt, as: "A")
      timeline.start(attempt, as: "B")
      timeline.start(SignalProducer<Int, TestError>(values: 1, 2, 3), as: "V")
      let action = SignalProducer<Int, NoError> {
        actions += 1
        return actions * 100
      }
      timeline.start(action, as: "L")
      timeline.start(action, as: "M")
    }
    #expect(attempts == 2)
    #expect(actions == 2)
    #expect(
      lines == [
        "t=0.0 R next 1", "t=0.0 R completed", "t=0.0 F failed TestError(2)", "t=0.0 A next 10", "t=0.0 A completed",
        "t=0.0 B failed TestError(11)", "t=0.0 V next 1", "t=0.0 V next 2", "t=0.0 V next 3", "t=0.0 V completed",
        "t=0.0 L next 100", "t=0.0 L completed", "t=0.0 M next 200", "t=0.0 M completed",
      ])
  }

  // MARK: Flattening across error types

  @Test func aSignalThatCannotFailFlattensInnersThatCan() {
    let lines = ModernTimeline.lines { timeline in
      let (outer, input) = Signal<SignalProducer<Int, TestError>, NoError>.pipe()
      timeline.observe(outer.flatten(.latest))
      timeline.observe(outer.flatMap(.merge) { $0.map { $0 * 10 } }, as: "M")
      input.sendNext(SignalProducer(value: 1))
      input.sendNext(SignalProducer(error: TestError(4)))
    }
    #expect(
      lines == [
        "t=0.0 S next 1", "t=0.0 M next 10", "t=0.0 S failed TestError(4)", "t=0.0 M failed TestError(4)",
      ])
  }

  @Test func aFailingSignalFlattensInnersThatCannotFail() {
    let lines = ModernTimeline.lines { timeline in
      let (outer, input) = Signal<SignalProducer<Int, NoError>, TestError>.pipe()
      let (inner, innerInput) = Signal<Int, NoError>.pipe()
      let (signals, signalsInput) = Signal<Signal<Int, NoError>, TestError>.pipe()
      timeline.observe(outer.flatten(.merge))
      timeline.observe(signals.flatten(.concat), as: "G")
      timeline.observe(signals.flatMap(.latest) { $0.map { $0 + 1 } }, as: "H")
      input.sendNext(SignalProducer(value: 2))
      signalsInput.sendNext(inner)
      innerInput.sendNext(3)
      input.sendFailed(TestError(5))
      signalsInput.sendFailed(TestError(6))
    }
    #expect(
      lines == [
        "t=0.0 S next 2", "t=0.0 G next 3", "t=0.0 H next 4", "t=0.0 S failed TestError(5)",
        "t=0.0 G failed TestError(6)", "t=0.0 H failed TestError(6)",
      ])
  }

  @Test func producersFlattenEveryPairingOfErrorTypes() {
    let lines = ModernTimeline.lines { timeline in
      let failingInners = SignalProducer<SignalProducer<Int, TestError>, NoError>(
        value: SignalProducer(error: TestError(1)))
      let quietInners = SignalProducer<SignalProducer<Int, NoError>, TestError>(values: [SignalProducer(value: 2)])
      let quiet = SignalProducer<SignalProducer<Int, NoError>, NoError>(value: SignalProducer(value: 3))
      let (inner, innerInput) = Signal<Int, TestError>.pipe()
      let signals = SignalProducer<Signal<Int, TestError>, TestError>(value: inner)
      timeline.start(failingInners.flatten(.concat), as: "A")
      timeline.start(quietInners.flatten(.merge), as: "B")
      timeline.start(quiet.flatten(.latest), as: "C")
      timeline.start(signals.flatten(.merge), as: "D")
      timeline.start(SignalProducer<[Int], TestError>(value: [4, 5]).flatten(.concat), as: "E")
      timeline.start(quiet.flatMap(.merge) { $0.promoteErrors(TestError.self) }, as: "F")
      innerInput.sendNext(6)
      innerInput.sendCompleted()
    }
    #expect(
      lines == [
        "t=0.0 A failed TestError(1)", "t=0.0 B next 2", "t=0.0 B completed", "t=0.0 C next 3", "t=0.0 C completed",
        "t=0.0 E next 4", "t=0.0 E next 5", "t=0.0 E completed", "t=0.0 F next 3", "t=0.0 F completed",
        "t=0.0 D next 6", "t=0.0 D completed",
      ])
  }

  @Test func aSignalOfSequencesSendsTheirElements() {
    let lines = ModernTimeline.lines { timeline in
      let (arrays, input) = Signal<[Int], NoError>.pipe()
      timeline.observe(arrays.flatten(.concat))
      input.sendNext([1, 2])
      input.sendNext([])
      input.sendNext([3])
      input.sendCompleted()
    }
    #expect(lines == ["t=0.0 S next 1", "t=0.0 S next 2", "t=0.0 S next 3", "t=0.0 S completed"])
  }

  @Test(arguments: [FlattenStrategy.merge, .concat, .latest])
  func anInnerProducersInterruptionIsDroppedAndTheOuterCompletionEndsIt(strategy: FlattenStrategy) {
    let lines = ModernTimeline.lines { timeline in
      let (inner, innerInput) = Signal<(), NoError>.pipe()
      let (outer, outerInput) = Signal<SignalProducer<(), NoError>, NoError>.pipe()
      timeline.start(SignalProducer(signal: outer).flatten(strategy))
      outerInput.sendNext(SignalProducer(signal: inner))
      innerInput.sendInterrupted()
      timeline.log("inner interrupted")
      outerInput.sendCompleted()
    }
    #expect(lines == ["t=0.0 inner interrupted", "t=0.0 S completed"])
  }

  @Test func anOuterInterruptionIsForwarded() {
    let lines = ModernTimeline.lines { timeline in
      let (outer, outerInput) = Signal<SignalProducer<(), NoError>, NoError>.pipe()
      timeline.observe(outer.flatten(.merge))
      outerInput.sendInterrupted()
    }
    #expect(lines == ["t=0.0 S interrupted"])
  }

  @Test func raceKeepsTheFirstInnerToSendAndInterruptsTheOthers() {
    let lines = ModernTimeline.lines { timeline in
      let inners = [
        timeline.source("a", [(2, .next(1)), (3, .completed)]),
        timeline.source("b", [(1, .next(2)), (4, .next(3)), (5, .completed)]),
      ]
      timeline.start(SignalProducer<SignalProducer<Int, TestError>, TestError>(values: inners).flatten(.race))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 b started", "t=1.0 a disposed", "t=1.0 S next 2", "t=4.0 S next 3",
        "t=5.0 S completed", "t=5.0 b disposed",
      ])
  }

  // MARK: prefix, concat(value:), merge(with:)

  @Test func prefixConcatValueAndMergeWithAddToAProducer() {
    let lines = ModernTimeline.lines { timeline in
      let source = timeline.source("a", [(1, .next(1)), (2, .completed)])
      timeline.start(source.prefix(SignalProducer(values: 8, 9)), as: "P")
      timeline.start(source.concat(value: 5), as: "C")
      timeline.start(source.merge(with: timeline.source("b", [(1.5, .next(2)), (3, .completed)])), as: "M")
    }
    #expect(
      lines == [
        "t=0.0 P next 8", "t=0.0 P next 9", "t=0.0 a started", "t=0.0 a started", "t=0.0 a started",
        "t=0.0 b started", "t=1.0 P next 1", "t=1.0 C next 1", "t=1.0 M next 1", "t=1.5 M next 2",
        "t=2.0 P completed", "t=2.0 a disposed", "t=2.0 C next 5", "t=2.0 C completed", "t=2.0 a disposed",
        "t=2.0 a disposed", "t=3.0 M completed", "t=3.0 b disposed",
      ])
  }

  @Test func signalMergeWithInterleavesBoth() {
    let lines = ModernTimeline.lines { timeline in
      let (a, aInput) = Signal<Int, NoError>.pipe()
      let (b, bInput) = Signal<Int, NoError>.pipe()
      timeline.observe(a.merge(with: b))
      aInput.sendNext(1)
      bInput.sendNext(2)
      aInput.sendCompleted()
      bInput.sendCompleted()
    }
    #expect(lines == ["t=0.0 S next 1", "t=0.0 S next 2", "t=0.0 S completed"])
  }

  // MARK: skipUntil, sampleWith, takeUntilReplacement

  @Test func skipUntilDropsValuesUntilTheTriggerFires() {
    let lines = ModernTimeline.lines { timeline in
      let source = timeline.source("a", [(1, .next(1)), (3, .next(3)), (4, .completed)])
      timeline.start(source.skipUntil(Self.unitTrigger(timeline, "t", [(2, .next(0))])))
      timeline.start(source.skip(until: Self.unitTrigger(timeline, "u", [(2, .error(1))])), as: "F")
    }
    #expect(
      lines == [
        "t=0.0 t started", "t=0.0 a started", "t=0.0 u started", "t=0.0 a started", "t=2.0 t disposed",
        "t=2.0 u disposed", "t=3.0 S next 3", "t=4.0 S completed", "t=4.0 a disposed", "t=4.0 a disposed",
      ])
  }

  @Test func skipUntilInterruptsWhenTheSourceEndedBeforeTheTrigger() {
    let lines = ModernTimeline.lines { timeline in
      let source = timeline.source("a", [(1, .next(1)), (2, .error(2))])
      timeline.start(source.skipUntil(Self.unitTrigger(timeline, "t", [(3, .completed)])))
    }
    #expect(
      lines == ["t=0.0 t started", "t=0.0 a started", "t=2.0 a disposed", "t=3.0 S interrupted", "t=3.0 t disposed"])
  }

  @Test func signalSkipUntilForwardsFromTheTriggerOn() {
    let lines = ModernTimeline.lines { timeline in
      let (values, valuesInput) = Signal<Int, TestError>.pipe()
      let (trigger, triggerInput) = Signal<(), NoError>.pipe()
      timeline.observe(values.skipUntil(trigger))
      timeline.observe(values.skip(until: trigger), as: "K")
      valuesInput.sendNext(1)
      triggerInput.sendNext(())
      valuesInput.sendNext(2)
      valuesInput.sendCompleted()
    }
    #expect(lines == ["t=0.0 S next 2", "t=0.0 K next 2", "t=0.0 S completed", "t=0.0 K completed"])
  }

  @Test func sampleWithStartsTheSourceFirstAndCompletesWhenBothHave() {
    let lines = ModernTimeline.lines { timeline in
      let source = timeline.source("a", [(1, .next(1)), (2, .completed)])
      let sampler = timeline.source("t", [(0.5, .next(0)), (3, .next(30)), (4, .completed)]).flatMapError { _ in
        SignalProducer<Int, NoError>.empty
      }
      timeline.start(source.sampleWith(sampler))
    }
    #expect(
      lines == [
        "t=0.0 a started", "t=0.0 t started", "t=2.0 a disposed", "t=3.0 S next (1, 30)", "t=4.0 S completed",
        "t=4.0 t disposed",
      ])
  }

  @Test func aSynchronousSamplerSamplesASynchronousProducer() {
    let lines = ModernTimeline.lines { timeline in
      let sampled = SignalProducer<Int, NoError>(values: [1]).sampleWith(SignalProducer<String, NoError>(value: "a"))
      timeline.start(sampled.map { "\($0)\($1)" })
    }
    #expect(lines == ["t=0.0 S next 1a", "t=0.0 S completed"])
  }

  @Test func sampleSpellingsOnHotSignals() {
    let lines = ModernTimeline.lines { timeline in
      let (values, valuesInput) = Signal<Int, TestError>.pipe()
      let (ticks, ticksInput) = Signal<(), NoError>.pipe()
      timeline.observe(values.sample(on: ticks), as: "O")
      timeline.observe(values.sample(with: ticks.map { "tick" }).map { "\($0) \($1)" }, as: "W")
      ticksInput.sendNext(())
      valuesInput.sendNext(1)
      ticksInput.sendNext(())
      valuesInput.sendFailed(TestError(3))
    }
    #expect(
      lines == ["t=0.0 O next 1", "t=0.0 W next 1 tick", "t=0.0 O failed TestError(3)", "t=0.0 W failed TestError(3)"])
  }

  @Test func signalTakeUntilReplacementSwitchesAtTheReplacementsFirstEvent() {
    let lines = ModernTimeline.lines { timeline in
      let (receiver, receiverInput) = Signal<Int, TestError>.pipe()
      let (replacement, replacementInput) = Signal<Int, TestError>.pipe()
      timeline.observe(receiver.take(untilReplacement: replacement))
      receiverInput.sendNext(1)
      receiverInput.sendCompleted()
      replacementInput.sendNext(2)
      replacementInput.sendCompleted()
    }
    #expect(lines == ["t=0.0 S next 1", "t=0.0 S next 2", "t=0.0 S completed"])
  }

  // MARK: combineLatest and zip of different types

  @Test func signalCombineLatestAndZipOfDifferentTypesSendTuples() {
    let lines = ModernTimeline.lines { timeline in
      let (numbers, numbersInput) = Signal<Int, NoError>.pipe()
      let (names, namesInput) = Signal<String, NoError>.pipe()
      let (flags, flagsInput) = Signal<Bool, NoError>.pipe()
      timeline.observe(Signal.combineLatest(numbers, names, flags).map { "\($0) \($1) \($2)" }, as: "C")
      timeline.observe(Signal.zip(numbers, names).map { "\($0)\($1)" }, as: "Z")
      numbersInput.sendNext(1)
      namesInput.sendNext("a")
      flagsInput.sendNext(true)
      numbersInput.sendNext(2)
      namesInput.sendNext("b")
    }
    #expect(
      lines == [
        "t=0.0 Z next 1a", "t=0.0 C next 1 a true", "t=0.0 C next 2 a true", "t=0.0 C next 2 b true", "t=0.0 Z next 2b",
      ])
  }
}
