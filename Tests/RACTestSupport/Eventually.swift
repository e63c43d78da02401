import Foundation

/// Whether `condition` holds within `seconds`, polled on the calling thread:
/// for waiting on another thread's progress (a send blocked behind the one
/// delivering, a disposal run by a sender once its delivery is done).
public func eventually(within seconds: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
  let deadline = Date(timeIntervalSinceNow: seconds)
  while !condition() {
    if Date() > deadline { return false }
    usleep(200)
  }
  return true
}
