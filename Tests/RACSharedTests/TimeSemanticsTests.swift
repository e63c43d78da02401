import Foundation
import RACShared
import Testing

/// Where ReactiveSwift's time operators end differently from RAC4's, each
/// pinned both ways on the same script (`TimeSemantics.rac4` and
/// `.reactiveSwift`).
@Suite struct TimeSemanticsTests {
  typealias Source = Producer<Int, TestFailure>
  typealias Transform = CancellingEventTransform<Int, TestFailure, Int, TestFailure>

  /// Starts `source` through `transform`, disposes the start at `disposeAt`
  /// (noting `disposed` when `dispose()` returns), runs the clock to 10.
  static func timeline(
    _ clock: EngineClock, _ source: Source, _ transform: @escaping Transform, disposeAt: Double? = nil
  ) -> [String] {
    let trace = clock.trace()
    let start = source.lift(cancelling: transform).start(trace.sink(Int.self))
    if let disposeAt {
      clock.at(disposeAt) {
        start.dispose()
        trace.note("disposed")
      }
    }
    clock.advance(to: 10)
    return trace.stamped
  }

  // MARK: observe(on:)

  /// Values at 1 and 2 hop through a scheduler action each; the start is
  /// disposed at 2, after the value of 2 arrived and before its hop ran.
  static func observeOnDisposedWhileAValueWaits(_ semantics: TimeSemantics) -> [String] {
    let clock = EngineClock()
    let source: Source = clock.source([(1, .value(1)), (2, .value(2))])
    return timeline(clock, source, EventTransforms.observe(on: clock.scheduler, semantics: semantics), disposeAt: 2)
  }

  @Test func rac4ObserveOnIsInterruptedBeforeDisposeReturns() {
    #expect(Self.observeOnDisposedWhileAValueWaits(.rac4) == ["1.0 value(1)", "2.0 interrupted", "2.0 disposed"])
  }

  @Test func reactiveSwiftObserveOnIsInterruptedOnTheSchedulerAndDropsTheValueWaiting() {
    #expect(
      Self.observeOnDisposedWhileAValueWaits(.reactiveSwift()) == ["1.0 value(1)", "2.0 disposed", "2.0 interrupted"])
  }

  /// The source sends a value, then interrupts itself, at once.
  static func observeOnUpstreamInterrupted(_ semantics: TimeSemantics) -> [String] {
    let clock = EngineClock()
    let source = Source { input, _ in
      input(.value(1))
      input(.interrupted)
    }
    return timeline(clock, source, EventTransforms.observe(on: clock.scheduler, semantics: semantics))
  }

  @Test func rac4ObserveOnPassesAnUpstreamInterruptionAtOnceDroppingWhatWaits() {
    #expect(Self.observeOnUpstreamInterrupted(.rac4) == ["0.0 interrupted"])
  }

  @Test func reactiveSwiftObserveOnSchedulesAnUpstreamInterruptionAfterWhatWaits() {
    #expect(Self.observeOnUpstreamInterrupted(.reactiveSwift()) == ["0.0 value(1)", "0.0 interrupted"])
  }

  // MARK: delay

  static func delayDisposed(_ semantics: TimeSemantics) -> [String] {
    let clock = EngineClock()
    let source: Source = clock.source([(1, .value(1)), (2, .value(2))])
    let delay: Transform = EventTransforms.delay(1.5, on: .fixed(clock.scheduler), semantics: semantics)
    return timeline(clock, source, delay, disposeAt: 3)
  }

  @Test func rac4DelayIsInterruptedBeforeDisposeReturns() {
    #expect(Self.delayDisposed(.rac4) == ["2.5 value(1)", "3.0 interrupted", "3.0 disposed"])
  }

  @Test func reactiveSwiftDelayIsInterruptedOnTheScheduler() {
    #expect(Self.delayDisposed(.reactiveSwift()) == ["2.5 value(1)", "3.0 disposed", "3.0 interrupted"])
  }

  // MARK: debounce

  /// A value at 1, completion at 2, a debounce of 3.
  static func debounceCompleting(_ semantics: TimeSemantics) -> [String] {
    let clock = EngineClock()
    let source: Source = clock.source([(1, .value(1)), (2, .completed)])
    let debounce: Transform = EventTransforms.debounce(3, on: .fixed(clock.scheduler), semantics: semantics)
    return timeline(clock, source, debounce)
  }

  @Test func rac2DebounceSendsTheWaitingValueAtTheCompletion() {
    #expect(Self.debounceCompleting(.rac2) == ["2.0 value(1)", "2.0 completed"])
  }

  @Test func rac4AndReactiveSwiftsDefaultDebounceDropTheWaitingValue() {
    #expect(Self.debounceCompleting(.rac4) == ["2.0 completed"])
    #expect(Self.debounceCompleting(.reactiveSwift()) == ["2.0 completed"])
  }

  @Test func reactiveSwiftDebounceNotDiscardingSendsTheWaitingValueWhenDueThenCompletes() {
    #expect(Self.debounceCompleting(.reactiveSwift(discardWhenCompleted: false)) == ["4.0 value(1)", "4.0 completed"])
  }

  @Test func reactiveSwiftDebounceNotDiscardingCompletesAtOnceWithNothingWaiting() {
    let clock = EngineClock()
    let source: Source = clock.source([(1, .value(1)), (5, .completed)])
    let debounce: Transform = EventTransforms.debounce(
      3, on: .fixed(clock.scheduler), semantics: .reactiveSwift(discardWhenCompleted: false))
    #expect(Self.timeline(clock, source, debounce) == ["4.0 value(1)", "5.0 completed"])
  }

  // MARK: throttle

  /// A value and the completion at the same instant, the slot free.
  static func throttleEndingWithAValueDueNow(_ semantics: TimeSemantics) -> [String] {
    let clock = EngineClock()
    let source: Source = clock.source([(1, .value(1)), (1, .completed)])
    return timeline(clock, source, EventTransforms.throttle(2, on: clock.scheduler, semantics: semantics))
  }

  @Test func rac4ThrottlesEndDropsTheValueWaitingForItsSlot() {
    #expect(Self.throttleEndingWithAValueDueNow(.rac4) == ["1.0 completed"])
  }

  @Test func reactiveSwiftThrottlesEndFollowsTheValueDueNow() {
    #expect(Self.throttleEndingWithAValueDueNow(.reactiveSwift()) == ["1.0 value(1)", "1.0 completed"])
  }

  @Test func aThrottledValueDueLaterIsDroppedByTheEndEitherWay() {
    for semantics in [TimeSemantics.rac4, .reactiveSwift()] {
      let clock = EngineClock()
      let source: Source = clock.source([(1, .value(1)), (2, .value(2)), (2.5, .completed)])
      let timeline = Self.timeline(
        clock, source, EventTransforms.throttle(3, on: clock.scheduler, semantics: semantics))
      #expect(timeline == ["1.0 value(1)", "2.5 completed"])
    }
  }

  // MARK: collect(every:)

  static func collectEveryDisposed(_ semantics: TimeSemantics) -> [String] {
    let clock = EngineClock()
    let trace = clock.trace()
    let source: Source = clock.source([(1, .value(1))])
    let start = source.lift(
      cancelling: EventTransforms.collect(
        every: 2, on: clock.scheduler, skipEmpty: false, discardWhenCompleted: true, semantics: semantics)
    ).start(trace.sink([Int].self))
    clock.at(3) {
      start.dispose()
      trace.note("disposed")
    }
    clock.advance(to: 10)
    return trace.stamped
  }

  @Test func rac4CollectEveryIsInterruptedBeforeDisposeReturns() {
    #expect(Self.collectEveryDisposed(.rac4) == ["2.0 value([1])", "3.0 interrupted", "3.0 disposed"])
  }

  @Test func reactiveSwiftCollectEveryIsInterruptedOnTheScheduler() {
    #expect(Self.collectEveryDisposed(.reactiveSwift()) == ["2.0 value([1])", "3.0 disposed", "3.0 interrupted"])
  }

  // MARK: what a start allocates

  /// Only a start whose interruptions go through the scheduler
  /// (ReactiveSwift) makes the flag that closes it at the disposal.
  @Test func onlyAStartInterruptingOnTheSchedulerMakesItsClosedFlag() {
    let clock = EngineClock()
    for (semantics, scheduled) in [(TimeSemantics.rac2, false), (.rac4, false), (.reactiveSwift(), true)] {
      let lifetime = CompositeDisposableCore()
      let output = TimedOutput<Int, TestFailure>(
        { _ in }, lifetime, interruptingOn: semantics.interruptionScheduler(clock.scheduler))
      #expect((output.scheduledInterruption != nil) == scheduled)
      #expect(output.scheduledInterruption.map { $0.scheduler === clock.scheduler } ?? true)
      lifetime.dispose()
    }
    clock.advance(to: 1)
  }
}
