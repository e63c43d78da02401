import Dispatch
import Foundation
import RACShared
import RACTestSupport
import Testing

/// Rule 5 at its sharpest: `dispose()` on one thread while the observer's
/// callback is running on another must not return until that callback has
/// returned ("not even an event that was already being delivered"), and
/// nothing may follow.
@Suite("SignalCore: dispose during a running callback (rule 5)")
struct SignalCoreDisposeRaceTests {
  typealias Core = SignalCore<Int, TestFailure>

  /// What the observer is receiving when another thread disposes it.
  enum Moment: String, CaseIterable, Sendable {
    /// A live value of a hot signal.
    case hotValue
    /// The terminal event of a hot signal.
    case hotTerminal
    /// The replay of a live replaying signal to a late observer.
    case replayOfALiveSignal
    /// The replay of an ended replaying signal to a late observer.
    case replayOfAnEndedSignal

    var firstEvent: TimelineEvent<Int> { self == .hotTerminal ? .completed : .value(1) }
  }

  /// The observer's first callback asks another thread to dispose it, then
  /// watches for that `dispose()` to return. A correct engine keeps `dispose()`
  /// waiting until the callback returns, so the watch must run out: a bounded
  /// observation window (0.3 s), not a wait for scheduled work.
  @Test(.timeLimit(.minutes(1)), arguments: Moment.allCases)
  func rule5_disposeFromAnotherThreadWaitsForTheRunningCallback(moment: Moment) {
    let replays = moment == .replayOfALiveSignal || moment == .replayOfAnEndedSignal
    let core = replays ? Core(replayCapacity: Int.max) : Core()
    if replays {
      for value in 1...3 { core.send(.value(value)) }
    }
    if moment == .replayOfAnEndedSignal { core.send(.completed) }

    let trace = Recorder<String>()
    let disposeRequested = DispatchSemaphore(value: 0)
    let disposeReturned = DispatchSemaphore(value: 0)
    let callbacks = Counter()
    let slot = Core.Slot(core: core, interruptsOnDispose: false) { event in
      trace.note("callback \(TimelineEvent(event))")
      guard callbacks.increment() == 1 else { return }
      disposeRequested.signal()
      if disposeReturned.wait(timeout: .now() + 0.3) == .success {
        trace.note("dispose returned while the callback ran")
        disposeReturned.signal()
      }
      trace.note("callback returns")
    }
    let shared = UncheckedBox(slot)
    Thread {
      disposeRequested.wait()
      shared.value.dispose()
      trace.note("dispose returned")
      disposeReturned.signal()
    }.start()
    core.attach(slot)
    if !replays {
      core.send(moment == .hotTerminal ? .completed : .value(1))
      core.send(.value(2))
      core.send(.completed)
    }
    disposeReturned.wait()
    #expect(trace.values == ["callback \(moment.firstEvent)", "callback returns", "dispose returned"])
  }

  /// A late observer arriving from another thread while the terminal event is
  /// being delivered waits its turn and then hears the end: `.interrupted`
  /// from a hot signal (rule 6), the buffer and the terminal from a replaying
  /// one (rule 7); never silence.
  @Test(.timeLimit(.minutes(1)), arguments: [false, true])
  func rule6_7_observerArrivingFromAnotherThreadDuringTheTerminalHearsTheEnd(replays: Bool) {
    let core = replays ? Core(replayCapacity: Int.max) : Core()
    if replays { core.send(.value(1)) }
    let late = Recorder<Int>()
    let trace = Recorder<String>()
    let observeRequested = DispatchSemaphore(value: 0)
    let observeReturned = DispatchSemaphore(value: 0)
    Thread {
      observeRequested.wait()
      let slot = core.observe(late.sink)
      trace.note("observe returned \(slot == nil ? "nil" : "a slot")")
      observeReturned.signal()
    }.start()
    core.observe { event in
      guard case .completed = event else { return }
      observeRequested.signal()
      if observeReturned.wait(timeout: .now() + 0.3) == .success {
        trace.note("observe returned during the terminal callback")
        observeReturned.signal()
      }
      trace.note("terminal callback returns")
    }
    core.send(.completed)
    observeReturned.wait()
    #expect(trace.values == ["terminal callback returns", "observe returned nil"])
    #expect(late.events == (replays ? [.value(1), .completed] : [.interrupted]))
  }
}
