import Foundation

/// What a scenario printed, line by line, stamped with virtual time.
///
/// A scenario logs through this instead of `print`/`NSLog`: every line the
/// lab shows and every transcript a test checks is produced by running the
/// library here, never stored.
public final class Transcript {
  /// The clock: seconds since the scenario started.
  let now: () -> TimeInterval
  /// The lines logged so far.
  public private(set) var lines: [String] = []
  /// The virtual time each line was logged at (also for `say` lines, which
  /// print none), so a marble diagram can place them.
  public private(set) var times: [TimeInterval] = []
  /// How many times a cold source ran its subscribe/start handler.
  public private(set) var sideEffects = 0
  /// Marbles logged beside the lines (`ScenarioContext.mark`), for what the
  /// seed printed nothing about.
  public private(set) var marks: [ScenarioRun.SideMark] = []

  /// Creates a transcript that stamps lines with `now()` (seconds since the
  /// scenario started).
  public init(now: @escaping () -> TimeInterval) {
    self.now = now
  }

  /// Logs `text` at the current virtual time: `t=1.0 text`.
  public func log(_ text: String) {
    let time = now()
    lines.append("t=\(formatTime(time)) \(text)")
    times.append(time)
    isTimed = true
  }

  /// Logs `text` without a time stamp, for the seeds that printed none.
  public func say(_ text: String) {
    lines.append(text)
    times.append(now())
  }

  /// Records a marble that is not a transcript line, before the next line.
  public func mark(_ reads: MarbleReading.Reads, _ label: String, lane: String?) {
    marks.append(ScenarioRun.SideMark(time: now(), beforeLine: lines.count, lane: lane, reads: reads, label: label))
  }

  /// Counts one run of a cold source's subscribe/start handler, and
  /// records when it started, for the diagram's source lane.
  public func countSideEffect() {
    sideEffects += 1
    mark(.started, "", lane: nil)
  }

  /// Whether any line was stamped with its time (`log`); a run that only
  /// said lines (`say`) is untimed.
  public private(set) var isTimed = false
}
