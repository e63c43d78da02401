import RACClassic

/// Every line written to the engine's process-wide log sink, for tests of
/// lines logged from other threads (a task's own lines are better read with
/// `RACLog.withSink`). Installed once and never reset, so tests that run side
/// by side all see their lines: each test looks for lines it can tell apart.
public enum ProcessLog {
  private static let recorder: Recorder<String> = {
    let recorder = Recorder<String>()
    RACLog.setSink { recorder.record(.value($0)) }
    return recorder
  }()

  /// Routes the process-wide sink here (idempotent).
  public static func install() { _ = recorder }

  /// The lines logged so far that contain `marker`.
  public static func lines(containing marker: String) -> [String] {
    recorder.values.filter { $0.contains(marker) }
  }
}
