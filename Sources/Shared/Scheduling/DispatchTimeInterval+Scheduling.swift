import Dispatch
import Foundation

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite.
  @usableFromInline
  package var seconds: TimeInterval {
    switch self {
    case .seconds(let seconds): TimeInterval(seconds)
    case .milliseconds(let milliseconds): TimeInterval(milliseconds) / 1_000
    case .microseconds(let microseconds): TimeInterval(microseconds) / 1_000_000
    case .nanoseconds(let nanoseconds): TimeInterval(nanoseconds) / 1_000_000_000
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}

extension DispatchTimeInterval {
  /// `seconds` as nanoseconds; `.never` when it is infinite, not a number,
  /// or too long for nanoseconds in an `Int` (about 292 years).
  package init(seconds: TimeInterval) {
    let nanoseconds = (seconds * 1_000_000_000).rounded()
    guard nanoseconds.isFinite, abs(nanoseconds) < 9.2e18 else {
      self = .never
      return
    }
    self = .nanoseconds(Int(nanoseconds))
  }
}

extension DateSchedulerCore {
  /// Runs `action` `delay` from now (ReactiveSwift's `DispatchTimeInterval`
  /// delays). A `.never` delay never runs: the returned disposable only
  /// records that it was disposed.
  @discardableResult
  package func schedule(
    afterDelay delay: DispatchTimeInterval, _ action: @escaping () -> Void
  ) -> (
    any DisposableCore
  )? {
    guard delay.seconds.isFinite else { return FlagDisposableCore() }
    return schedule(after: currentDate.addingTimeInterval(delay.seconds), action)
  }

  /// Runs `action` at `date`, then every `interval` (ReactiveSwift's
  /// `DispatchTimeInterval` form). A `.never` interval runs it once, as a
  /// Dispatch timer that never repeats; a `.never` leeway is no leeway; a
  /// date a `.never` delay gave (infinitely far) never comes.
  ///
  /// Traps when `interval` is zero or negative, naming it (rule 13).
  @discardableResult
  package func schedule(
    after date: Date, every interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    _ action: @escaping () -> Void
  ) -> (any DisposableCore)? {
    guard date.timeIntervalSinceReferenceDate.isFinite else { return FlagDisposableCore() }
    guard interval.seconds.isFinite else { return schedule(after: date, action) }
    let leewaySeconds = leeway.seconds.isFinite ? leeway.seconds : 0
    return schedule(after: date, repeatingEvery: interval.seconds, leeway: leewaySeconds, action)
  }
}
