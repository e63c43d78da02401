import RACModern
import RACTestSupport
import Testing

/// The value operators on hot `Signal`s (RAC4 had them on `Signal` first and
/// lifted them to producers), driven through pipes at chosen virtual times.
@Suite struct SignalValueTests {
  /// A pipe fed `steps` at their virtual times.
  static func pipe(_ timeline: ModernTimeline, _ steps: [(Double, Step)]) -> Signal<Int, TestError> {
    let (signal, input) = Signal<Int, TestError>.pipe()
    for (time, step) in steps {
      timeline.at(time) {
        switch step {
        case .next(let value): input.sendNext(value)
        case .error(let code): input.sendFailed(TestError(code))
        case .completed: input.sendCompleted()
        }
      }
    }
    return signal
  }

  static func lines(_ body: (ModernTimeline) -> Void) -> [String] {
    let timeline = ModernTimeline()
    body(timeline)
    timeline.advance()
    return timeline.lines
  }

  static let oneTwoThree: [(Double, Step)] = [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]

  @Test func takeOnASignalCompletesAfterTheCount() {
    let lines = Self.lines { timeline in
      let signal = Self.pipe(timeline, Self.oneTwoThree)
      timeline.observe(signal.take(2))
      timeline.observe(signal.take(first: 1), as: "F")
      timeline.observe(signal.skip(first: 2), as: "K")
    }
    #expect(
      lines == [
        "t=1.0 S next 1", "t=1.0 F next 1", "t=1.0 F completed", "t=2.0 S next 2", "t=2.0 S completed",
        "t=3.0 K next 3", "t=4.0 K completed",
      ])
  }

  @Test func modernSignalTakeZeroHasEndedAlready() {
    let lines = Self.lines { $0.observe(Self.pipe($0, Self.oneTwoThree).take(0)) }
    #expect(lines == ["t=0.0 S interrupted"])
  }

  @Test func takeLastAndTakeUntilOnSignals() {
    let lines = Self.lines { timeline in
      let signal = Self.pipe(timeline, Self.oneTwoThree)
      let (trigger, input) = Signal<(), NoError>.pipe()
      timeline.observe(signal.takeLast(2))
      timeline.observe(signal.take(last: 1), as: "L")
      timeline.observe(signal.takeUntil(trigger), as: "U")
      timeline.observe(signal.take(until: trigger), as: "V")
      timeline.at(2.5) { input.sendNext(()) }
    }
    #expect(
      lines == [
        "t=1.0 U next 1", "t=1.0 V next 1", "t=2.0 U next 2", "t=2.0 V next 2", "t=2.5 U completed",
        "t=2.5 V completed", "t=4.0 S next 2", "t=4.0 S next 3", "t=4.0 S completed", "t=4.0 L next 3",
        "t=4.0 L completed",
      ])
  }

  @Test func skipRepeatsOnASignal() {
    let lines = Self.lines { timeline in
      let signal = Self.pipe(timeline, [(1, .next(1)), (2, .next(1)), (3, .next(2)), (4, .completed)])
      timeline.observe(signal.skipRepeats())
      timeline.observe(signal.skipRepeats { _, _ in true }, as: "T")
    }
    #expect(
      lines == [
        "t=1.0 S next 1", "t=1.0 T next 1", "t=3.0 S next 2", "t=4.0 S completed", "t=4.0 T completed",
      ])
  }

  @Test func combineAndZipOnSignals() {
    let lines = Self.lines { timeline in
      let a = Self.pipe(timeline, [(1, .next(1)), (3, .next(2)), (5, .completed)])
      let b = Self.pipe(timeline, [(2, .next(10)), (4, .next(20)), (6, .completed)])
      timeline.observe(a.combineLatestWith(b), as: "C")
      timeline.observe(a.zipWith(b), as: "Z")
      timeline.observe(Signal.combineLatest([a, b]), as: "L")
      timeline.observe(Signal.zip([a, b]), as: "P")
      timeline.observe(a.combineLatest(with: b).map { $0 + $1 }, as: "R")
      timeline.observe(a.zip(with: b).map { $0 * $1 }, as: "W")
    }
    #expect(
      lines == [
        "t=2.0 C next (1, 10)", "t=2.0 Z next (1, 10)", "t=2.0 L next [1, 10]", "t=2.0 P next [1, 10]",
        "t=2.0 R next 11", "t=2.0 W next 10", "t=3.0 C next (2, 10)", "t=3.0 L next [2, 10]", "t=3.0 R next 12",
        "t=4.0 C next (2, 20)", "t=4.0 Z next (2, 20)", "t=4.0 L next [2, 20]", "t=4.0 P next [2, 20]",
        "t=4.0 R next 22", "t=4.0 W next 40", "t=5.0 Z completed", "t=5.0 P completed", "t=5.0 W completed",
        "t=6.0 C completed", "t=6.0 L completed", "t=6.0 R completed",
      ])
  }

  /// An observer that sends into a source from its callback hears the
  /// combination that send makes after the one it is handling (rule 3), and
  /// the send neither deadlocks nor reorders; the zip's nested pair too.
  @Test func aSendIntoASourceFromTheCombinedCallbackComesAfterTheCurrentCombination() {
    let (a, inputA) = Signal<Int, TestError>.pipe()
    let (b, inputB) = Signal<Int, TestError>.pipe()
    var combined: [[Int]] = []
    Signal.combineLatest([a, b]).observeNext { values in
      combined.append(values)
      if values[0] == 1 { inputA.sendNext(2) }
      if values == [2, 10] { inputB.sendNext(20) }
    }
    var zipped: [[Int]] = []
    Signal.zip([a, b]).observeNext { values in zipped.append(values) }
    inputB.sendNext(10)
    inputA.sendNext(1)
    #expect(combined == [[1, 10], [2, 10], [2, 20]])
    #expect(zipped == [[1, 10], [2, 20]])
    // The observer holds the pipes' inputs, which hold the pipes: ending
    // them ends that cycle, as in RAC 4.2.2.
    inputA.sendCompleted()
    inputB.sendCompleted()
  }

  @Test func mergeOfSignals() {
    let lines = Self.lines { timeline in
      let a = Self.pipe(timeline, [(1, .next(1)), (3, .completed)])
      let b = Self.pipe(timeline, [(2, .next(2)), (4, .completed)])
      timeline.observe(Signal.merge([a, b]))
    }
    #expect(lines == ["t=1.0 S next 1", "t=2.0 S next 2", "t=4.0 S completed"])
  }

  @Test func onOnASignal() {
    let lines = Self.lines { timeline in
      let signal = Self.pipe(timeline, [(1, .next(1)), (2, .error(3))])
      let logged = signal.on(
        event: { timeline.log("do event \($0)") }, next: { timeline.log("do next \($0)") },
        failed: { timeline.log("do failed \($0)") }, terminated: { timeline.log("do terminated") },
        disposed: { timeline.log("do disposed") })
      timeline.observe(logged)
      timeline.observe(signal.on(value: { timeline.log("do value \($0)") }), as: "T")
    }
    #expect(
      lines == [
        "t=1.0 do event next(1)", "t=1.0 do next 1", "t=1.0 S next 1", "t=1.0 do value 1", "t=1.0 T next 1",
        "t=2.0 do event failed(TestError(3))", "t=2.0 do failed TestError(3)", "t=2.0 do terminated",
        "t=2.0 S failed TestError(3)", "t=2.0 do disposed", "t=2.0 T failed TestError(3)",
      ])
  }

  /// At t=3 the pipe's failure was scheduled (at set-up) before b's value
  /// (at t=2), so it runs first (rule 12).
  @Test func thenAndFlatMapErrorOnSignals() {
    let lines = Self.lines { timeline in
      let completing = Self.pipe(timeline, [(1, .next(1)), (2, .completed)])
      let failing = Self.pipe(timeline, [(1, .next(1)), (3, .error(6))])
      timeline.observe(completing.then(timeline.source("b", [(1, .next(7)), (2, .completed)])), as: "T")
      // The replacement ends: a hot signal whose replacement never ended
      // would live on, as in RAC 4.2.2 (docs/Reliability.md, the
      // RAC-faithful cycles).
      timeline.observe(
        failing.flatMapError { timeline.source("c", [(0.5, .next($0.code)), (2, .completed)]) }, as: "F")
    }
    #expect(
      lines == [
        "t=1.0 F next 1", "t=2.0 b started", "t=3.0 c started", "t=3.0 T next 7", "t=3.5 F next 6",
        "t=4.0 T completed", "t=4.0 b disposed", "t=5.0 F completed", "t=5.0 c disposed",
      ])
  }

  @Test func materializeOfAnInterruptedSignal() {
    let lines = Self.lines { timeline in
      let (signal, input) = Signal<Int, TestError>.pipe()
      timeline.observe(signal.materialize())
      timeline.observe(signal.materialize().dematerialize(), as: "T")
      timeline.at(1) { input.sendNext(1) }
      timeline.at(2) { input.sendInterrupted() }
    }
    #expect(
      lines == [
        "t=1.0 S next next(1)", "t=1.0 T next 1", "t=2.0 S next interrupted", "t=2.0 S interrupted",
        "t=2.0 T interrupted",
      ])
  }

  @Test func accumulatingOnSignals() {
    let lines = Self.lines { timeline in
      let signal = Self.pipe(timeline, Self.oneTwoThree)
      timeline.observe(signal.collect(), as: "C")
      timeline.observe(signal.scan(0) { $0 + $1 }, as: "S")
      timeline.observe(signal.reduce(0) { $0 + $1 }, as: "R")
    }
    #expect(
      lines == [
        "t=1.0 S next 1", "t=2.0 S next 3", "t=3.0 S next 6", "t=4.0 C next [1, 2, 3]", "t=4.0 C completed",
        "t=4.0 S completed", "t=4.0 R next 6", "t=4.0 R completed",
      ])
  }
}
