/// Collects what subscribers hear while a script runs.
final class TimelineRecorder {
  private(set) var timeline = LabTimeline()
  let now: () -> Double

  init(now: @escaping () -> Double) {
    self.now = now
  }

  func record(_ subscriber: String, _ kind: LabTimeline.Entry.Kind, _ value: String? = nil) {
    timeline.entries.append(LabTimeline.Entry(time: now(), subscriber: subscriber, kind: kind, value: value))
  }

  /// The entries recorded since the last drain, removed from the timeline.
  func drain() -> [LabTimeline.Entry] {
    defer { timeline.entries.removeAll(keepingCapacity: true) }
    return timeline.entries
  }

  /// Notes something the run did that its entries do not show (once).
  func note(_ text: String) {
    if !timeline.notes.contains(text) { timeline.notes.append(text) }
  }

  /// The instant of the latest re-entrant send, and how many were made then.
  private var reentrant: (time: Double, count: Int) = (-1, 0)
  /// Re-entrant sends made in the whole run.
  private var reactions = 0

  /// Whether a reaction may make one more re-entrant send now: at most
  /// `LabScript.maxReentrantSendsPerInstant` at one instant (a reaction that
  /// hears what it sends would loop for ever); past it, a note says so.
  /// A reaction delayed by a timed operator (`debounce 1`) loops across
  /// instants instead: at most `LabScript.maxReentrantSends` in the run.
  func mayReact() -> Bool {
    let time = now()
    reentrant = reentrant.time == time ? (time, reentrant.count + 1) : (time, 1)
    reactions += 1
    if reentrant.count > LabScript.maxReentrantSendsPerInstant {
      note(
        "rac-lab stopped the reactions at t=\(formatTime(time)) after \(LabScript.maxReentrantSendsPerInstant) "
          + "re-entrant sends at one instant (the limit; a reaction hears what it sends)")
      return false
    }
    guard reactions > LabScript.maxReentrantSends else { return true }
    note(
      "rac-lab stopped the reactions at t=\(formatTime(time)) after \(LabScript.maxReentrantSends) re-entrant "
        + "sends in the run (the limit; a reaction hears what it sends, later each time)")
    return false
  }

  func sourceStarted() {
    timeline.sourceRuns += 1
    timeline.sourceStarts.append(now())
  }
}

/// Runs a script in one flavor: each driver spells the kinds and steps in
/// its flavor's vocabulary; `ScriptRunner` does the rest.
protocol ScriptDriver: AnyObject {
  /// Sets up the script's source on the flavor's test scheduler.
  init(script: LabScript)
  /// The script being run.
  var script: LabScript { get }
  /// Where events are recorded.
  var recorder: TimelineRecorder { get }
  /// Schedules `action` at `time` seconds after the start.
  func schedule(at time: Double, _ action: @escaping () -> Void)
  /// Runs the scheduler until nothing is left.
  func runToEnd()
  /// Runs the actions due up to `time` seconds after the start.
  func advance(to time: Double)
  /// Performs one step.
  func perform(_ step: Step)
  /// Ends the run, once its timeline has been read: disposes what the script
  /// left subscribed or connected and lets go of what is still scheduled (a
  /// timer's next tick). Each holds this driver through its recorder: a
  /// cold source's live run and its subscriber hold each other, as an
  /// undisposed subscription to a source that never ends did in RAC2 and
  /// RAC4.
  func finish()
}

extension ScriptDriver {
  /// What `subscriber` does on hearing `value` (`when S1 hears A send B`):
  /// sends into the source from inside its callback, a re-entrant send.
  func react(_ subscriber: String, _ value: String) {
    for reaction in script.reactions(of: subscriber) where reaction.hears == value {
      guard recorder.mayReact() else { return }
      perform(.send(reaction.sends))
    }
  }

  /// Runs the clock up to `horizon` (a script with a repeating timer never
  /// runs out of scheduled actions) and says so if something was still
  /// scheduled there.
  func stop(atHorizon horizon: Double, pending: @autoclosure () -> Int) {
    advance(to: horizon)
    guard pending() > 0 else { return }
    recorder.note(
      "rac-lab stopped the clock at t=\(formatTime(horizon)), one interval after the last step "
        + "(a repeating timer never lets it run out)")
  }
}

/// How both flavors write what a list operator or a batch sends.
enum ScriptValues {
  /// One value of each source of a list: `A+X`.
  static func joined(_ values: [String]) -> String { values.joined(separator: "+") }

  /// A batch: `[A,B]`.
  static func batch(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
}

/// An error a script's `fail` step sends.
public struct ScriptError: Error, CustomStringConvertible {
  /// The message given in the script.
  public let message: String
  /// The message.
  public var description: String { message }
}

/// Runs scripts on either flavor.
public enum ScriptRunner {
  /// The flavors that can run `script`: `SourceKind.flavors`, except that
  /// classic `replayLazily()` has no capacity, and that ReactiveSwift 7 has
  /// no replay subject to be another source.
  public static func flavors(for script: LabScript) -> [Flavor] {
    let flavors =
      script.sources.contains { $0.kind == .replaySubject }
      ? script.kind.flavors.filter { $0 != .swift } : script.kind.flavors
    if script.kind == .replayLazily, script.capacity != nil { return flavors.filter { $0 != .classic } }
    return flavors
  }

  /// Runs `script` in `flavor`; `nil` when the flavor lacks the kind.
  public static func run(_ script: LabScript, flavor: Flavor) -> LabTimeline? {
    guard flavors(for: script).contains(flavor) else { return nil }
    let driver = scheduledDriver(flavor, script)
    driver.runToEnd()
    defer { driver.finish() }
    return driver.recorder.timeline
  }

  /// `flavor`'s driver for `script`, with every step scheduled at its time.
  private static func scheduledDriver(_ flavor: Flavor, _ script: LabScript) -> any ScriptDriver {
    let driver: any ScriptDriver =
      switch flavor {
      case .classic: ClassicScriptDriver(script: script)
      case .modern: FaceScriptDriver<ModernFace>(script: script)
      case .swift: FaceScriptDriver<SwiftFace>(script: script)
      }
    for timed in script.steps {
      driver.schedule(at: timed.time) { driver.perform(timed.step) }
    }
    return driver
  }

  /// Runs `script` in each flavor that has it, side by side, instant by
  /// instant: after each instant at which a step happens, and once more for
  /// whatever came after the last step (time `nil`), `heard` gets what each
  /// flavor's subscribers heard meanwhile, which is then dropped, so memory
  /// follows one instant, not the whole run. Returns each flavor's timeline
  /// without entries (its source runs and starts).
  static func runInLockstep(
    _ script: LabScript, heard: (_ time: Double?, _ entries: [Flavor: [LabTimeline.Entry]]) -> Void
  ) -> [Flavor: LabTimeline] {
    let drivers = flavors(for: script).map { ($0, scheduledDriver($0, script)) }
    func drain() -> [Flavor: [LabTimeline.Entry]] {
      Dictionary(uniqueKeysWithValues: drivers.map { ($0.0, $0.1.recorder.drain()) })
    }
    var previous: Double?
    for timed in script.steps.sorted(by: { $0.time < $1.time }) where timed.time != previous {
      previous = timed.time
      for (_, driver) in drivers { driver.advance(to: timed.time) }
      heard(timed.time, drain())
    }
    for (_, driver) in drivers { driver.runToEnd() }
    heard(nil, drain())
    defer { for (_, driver) in drivers { driver.finish() } }
    return Dictionary(uniqueKeysWithValues: drivers.map { ($0.0, $0.1.recorder.timeline) })
  }
}

/// The live runs of a script's cold source, in the order they started; a
/// script's `send` goes to each of them.
final class LiveRuns<Input> {
  private var runs: [(id: Int, input: Input)] = []
  private var nextID = 0
  private let recorder: TimelineRecorder

  init(recorder: TimelineRecorder) {
    self.recorder = recorder
  }

  /// A run started; returns the id that `end` takes.
  func start(_ input: Input) -> Int {
    recorder.sourceStarted()
    defer { nextID += 1 }
    runs.append((nextID, input))
    return nextID
  }

  /// A run ended (completed, failed or disposed).
  func end(_ id: Int) {
    guard let index = runs.firstIndex(where: { $0.id == id }) else { return }
    // Let go of the input once the list is updated: in RACSwift, releasing
    // a start's observer interrupts the start (ReactiveSwift's memory
    // model), whose end comes back here.
    let ended = runs.remove(at: index)
    withExtendedLifetime(ended) {}
  }

  /// Calls `body` with each live run's input, oldest first.
  func forEach(_ body: (Input) -> Void) {
    runs.map(\.input).forEach(body)
  }

  /// The run is over: lets go of the runs still live (a command's execution
  /// that never ended, which nothing can dispose in RAC2), whose inputs and
  /// this list hold each other.
  func forgetAll() {
    let forgotten = runs
    runs = []
    withExtendedLifetime(forgotten) {}
  }
}
