import Foundation
import RACClassic
import RACModern

/// What seed code sees while it runs: the flavor's test scheduler, a way to
/// schedule steps at virtual times, and the transcript to log to.
///
/// ```swift
/// let run: (ClassicContext) -> Void = { lab in
///   let subject = RACSubject<String>()
///   lab.at(0.1) { subject.subscribeNext { lab.log("Subscriber 1 got \($0)") } }
///   lab.at(1.0) { subject.sendNext("A") }
/// }
/// ```
public final class ScenarioContext<Scheduler> {
  /// The flavor's virtual-time scheduler (`RACTestScheduler` or `TestScheduler`).
  public let scheduler: Scheduler
  let transcript: Transcript
  private let schedule: (TimeInterval, @escaping () -> Void) -> Void

  init(
    scheduler: Scheduler,
    transcript: Transcript,
    schedule: @escaping (TimeInterval, @escaping () -> Void) -> Void
  ) {
    self.scheduler = scheduler
    self.transcript = transcript
    self.schedule = schedule
  }

  /// Logs `text` stamped with the virtual time (`t=1.0 text`).
  public func log(_ text: String) { transcript.log(text) }

  /// Logs `text` without a time stamp (for the seeds that printed none).
  public func say(_ text: String) { transcript.say(text) }

  /// Draws a marble on the seed's diagram without printing a line: what
  /// the seed's code does that its transcript does not show (a command
  /// executing, a subscriber subscribing). `lane` `nil` is the source lane.
  public func mark(_ reads: MarbleReading.Reads, _ label: String = "", lane: String? = nil) {
    transcript.mark(reads, label, lane: lane)
  }

  /// Counts one run of the cold source's subscribe/start handler (the
  /// diagram draws a `run N` mark on the source lane there).
  public func sideEffect() { transcript.countSideEffect() }

  /// Records that the subscriber of `lane` subscribes now: call it right
  /// before the code that subscribes. The diagram starts the lane here, with
  /// a triangle, in the order the run did it.
  public func subscribes(_ lane: String) { transcript.mark(.subscribed, "", lane: lane) }

  /// Records that the subscriber of `lane` disposes its subscription now.
  public func disposes(_ lane: String) { transcript.mark(.disposed, "dispose", lane: lane) }

  /// Records that the seed's code sends `value` into the source now (a
  /// value marble on the source lane), for what the seed does not print.
  public func sends(_ value: String) { transcript.mark(.value, value, lane: nil) }

  /// Runs `body` at virtual time `time` (seconds since the scenario started).
  public func at(_ time: TimeInterval, _ body: @escaping () -> Void) { schedule(time, body) }

  /// The virtual time now, in seconds since the scenario started.
  var now: TimeInterval { transcript.now() }
}

/// The context of a RACClassic scenario.
public typealias ClassicContext = ScenarioContext<RACTestScheduler>
/// The context of a RACModern scenario.
public typealias ModernContext = ScenarioContext<TestScheduler>

extension Flavor {
  /// Runs a classic scenario body on a fresh `RACTestScheduler` until no
  /// action is left (the seeds, and the capacity and side-effects
  /// experiments). The body itself runs as the first action at t=0, so
  /// `RACScheduler.current` is the test scheduler, as in every later action.
  static func runClassic(_ body: (ClassicContext) -> Void) -> ScenarioRun {
    let scheduler = RACTestScheduler()
    let start = scheduler.currentDate
    let transcript = Transcript { scheduler.currentDate.timeIntervalSince(start) }
    let context = ClassicContext(scheduler: scheduler, transcript: transcript) { time, action in
      scheduler.after(start.addingTimeInterval(time), schedule: action)
    }
    withoutActuallyEscaping(body) { body in
      scheduler.schedule { body(context) }
      scheduler.stepAll()
    }
    return ScenarioRun(transcript)
  }

  /// Runs a modern scenario body on a fresh `TestScheduler` until no action
  /// is left; the body runs as the first action at t=0.
  static func runModern(_ body: (ModernContext) -> Void) -> ScenarioRun {
    let scheduler = TestScheduler()
    let start = scheduler.currentDate
    let transcript = Transcript { scheduler.currentDate.timeIntervalSince(start) }
    let context = ModernContext(scheduler: scheduler, transcript: transcript) { time, action in
      scheduler.scheduleAfter(start.addingTimeInterval(time), action: action)
    }
    withoutActuallyEscaping(body) { body in
      scheduler.schedule { body(context) }
      scheduler.run()
    }
    return ScenarioRun(transcript)
  }
}
