#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The scheduler whose action is running on this thread, if any (RAC2's
/// `+[RACScheduler currentScheduler]`, which classic time operators use when
/// no scheduler is given).
///
/// Every scheduler of the engine marks itself current while it runs an
/// action, the test scheduler included, so `throttle(1)` inside a scheduled
/// action runs on that scheduler's clock.
@usableFromInline
package enum CurrentScheduler {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "RACPort: pthread_key_create failed with \(status)")
    return key
  }()

  /// The scheduler running the current action on this thread.
  @usableFromInline
  package static var core: (any SchedulerCore)? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? any SchedulerCore
  }

  /// Runs `body` with `scheduler` marked current on this thread.
  @usableFromInline
  package static func run<Result>(as scheduler: any SchedulerCore, _ body: () throws -> Result) rethrows -> Result {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(scheduler as AnyObject).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}
