import Foundation

/// A progress line for long runs, rewritten in place on a terminal:
/// nothing during the first second (a short run shows none), then at most
/// four updates a second, and the line erased at the end. The executable
/// makes one only when standard error is a terminal.
public final class LabProgress {
  private let write: (String) -> Void
  private let now: () -> Double
  private let start: Double
  private var lastShown: Double?

  /// A progress line written with `write` (standard error), timed by `now`
  /// (seconds).
  public init(write: @escaping (String) -> Void, now: @escaping () -> Double = { Date().timeIntervalSince1970 }) {
    self.write = write
    self.now = now
    start = now()
  }

  /// Shows `text` in place of the previous line, if the run has been going
  /// for a second and the last update is a quarter of a second old.
  func update(_ text: @autoclosure () -> String) {
    let time = now()
    guard time - start >= 1, lastShown.map({ time - $0 >= 0.25 }) ?? true else { return }
    lastShown = time
    write("\r\u{1B}[K" + text())
  }

  /// Erases the line, if one was shown.
  func finish() {
    if lastShown != nil { write("\r\u{1B}[K") }
    lastShown = nil
  }
}

/// Where a command writes while it runs: standard output in pieces (for
/// output too long to hold), and the progress line, if any.
struct LabIO {
  /// Writes to standard output now.
  let write: (String) -> Void
  /// The progress line; `nil` when standard error is not a terminal.
  let progress: LabProgress?
  /// Where `compare -` reads its script.
  var standardInput = FileHandle.standardInput
}
