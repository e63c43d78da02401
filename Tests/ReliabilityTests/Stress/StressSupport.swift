import Foundation
import RACTestSupport

/// Fails the run with a message instead of letting a deadlock hang CI: if
/// `body` has not returned after `seconds`, the process stops, naming the test.
func withWatchdog(_ name: String, seconds: Double = 60, _ body: () -> Void) {
  let finished = DispatchSemaphore(value: 0)
  let watchdog = Thread {
    if finished.wait(timeout: .now() + seconds) == .timedOut {
      fatalError("watchdog: \(name) did not finish within \(seconds) s (deadlock?)")
    }
  }
  watchdog.start()
  body()
  finished.signal()
}

/// Lets a value cross into a thread's closure: the stress tests share engine
/// objects (thread-safe) and front values that are not marked `Sendable`.
struct Shared<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Runs `body(index)` on `count` new threads, released together by a start
/// gate so they really overlap; returns a group that is left when all finish.
func startThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> DispatchGroup {
  let group = DispatchGroup()
  let ready = DispatchSemaphore(value: 0)
  let gate = DispatchSemaphore(value: 0)
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      ready.signal()
      gate.wait()
      body(index)
      group.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }
  for _ in 0..<count { ready.wait() }
  for _ in 0..<count { gate.signal() }
  return group
}

/// A simple lock-guarded flag and counter, for the test's own bookkeeping.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  var isRaised: Bool { lock.withLock { raised } }
  func raise() { lock.withLock { raised = true } }
}

/// Counts, thread-safely.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
  /// Increments and returns the new count.
  func next() -> Int {
    lock.withLock {
      count += 1; return count
    }
  }
}

/// What one subscriber of a stressed signal received, recorded by the
/// tests' one recorder (`Recorder`, RACTesting's, as users record), and what
/// it saw go wrong as it happened: an event after `dispose()` returned, a
/// callback overlapping another callback of the same signal.
final class StressLog: @unchecked Sendable {
  enum Terminal: Equatable { case completed, failed, interrupted }

  /// Every value and terminal, in the order the callbacks ran.
  private let recorder = Recorder<Int>()
  /// Guards what the checks need at once with each event: whether
  /// `dispose()` returned, whether a terminal came, how many values came.
  private let lock = NSLock()
  private var recordedCount = 0
  private var terminalSeen = false
  private var valueAfterTerminal = false
  private var disposeReturned = false
  private var recordedViolations: [String] = []
  /// Set once `subscribe` returned, before the input's terminal event was sent.
  var subscribedBeforeTheEnd = false
  private(set) var disposed = false
  /// The signal-wide callback guard: no two callbacks of one signal at once (rule 2).
  let signalGuard: CallbackGuard

  init(signalGuard: CallbackGuard) {
    self.signalGuard = signalGuard
  }

  var values: [Int] { recorder.values }
  var terminals: [Terminal] {
    recorder.events.compactMap { event in
      switch event {
      case .value: nil
      case .completed: .completed
      case .failed: .failed
      case .interrupted: .interrupted
      }
    }
  }
  /// How many values came, without copying them (polled while sending).
  var count: Int { lock.withLock { recordedCount } }
  var violations: [String] { lock.withLock { recordedViolations } }

  func value(_ value: Int) {
    signalGuard.enter()
    lock.withLock {
      if disposeReturned { recordedViolations.append("value \(value) after dispose() returned") }
      if terminalSeen { valueAfterTerminal = true }
      recordedCount += 1
      recorder.record(.value(value))
    }
    signalGuard.leave()
  }

  func terminal(_ terminal: Terminal) {
    signalGuard.enter()
    lock.withLock {
      if disposeReturned { recordedViolations.append("\(terminal) after dispose() returned") }
      terminalSeen = true
      let event: TimelineEvent<Int> =
        switch terminal {
        case .completed: .completed
        case .failed: .failed(RecordedError(nil))
        case .interrupted: .interrupted
        }
      recorder.record(event)
    }
    signalGuard.leave()
  }

  /// Call right after `dispose()` returned.
  func disposeDidReturn() {
    lock.withLock {
      disposed = true
      disposeReturned = true
    }
  }

  /// Whether values arrived after a terminal event.
  var sawValueAfterTerminal: Bool { lock.withLock { valueAfterTerminal } }
}

/// Detects two callbacks of one signal running at once.
final class CallbackGuard: @unchecked Sendable {
  private let lock = NSLock()
  private var inside = 0
  private(set) var overlaps = 0

  func enter() {
    lock.withLock {
      inside += 1
      if inside > 1 { overlaps += 1 }
    }
  }

  func leave() { lock.withLock { inside -= 1 } }
}
