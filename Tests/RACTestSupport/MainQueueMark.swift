import Dispatch

/// Whether the caller runs on the main queue, by a mark the tests set on it
/// (on Linux the test runner drains the main queue from a worker thread, so
/// `Thread.isMainThread` does not tell).
public enum MainQueueMark {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the caller runs on the main queue.
  public static var isMain: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}
