import Foundation

/// The disposals a test fixture (a timeline, a scenario) owes for the
/// subscriptions and starts it made: run when the fixture is let go of, that
/// is when the test that used it ends.
///
/// A test that subscribes to a source that never ends and keeps nothing
/// leaves a cycle RAC2, RAC4 and ReactiveSwift all kept (a live subscription
/// holds what it observes until disposed; docs/Reliability.md, the
/// RAC-faithful cycles). The fixtures end theirs here, so the suite runs
/// under LeakSanitizer with nothing excused, and the timelines the tests
/// read are unchanged (the disposals run after the test read them).
public final class FixtureDisposals: @unchecked Sendable {
  private let lock = NSLock()
  private var disposals: [() -> Void] = []

  public init() {}

  /// Runs `dispose` when this fixture is let go of.
  public func add(_ dispose: @escaping () -> Void) {
    lock.withLock { disposals.append(dispose) }
  }

  /// Runs the disposals added so far (once each), outside the lock.
  public func disposeAll() {
    let taken = lock.withLock {
      defer { disposals = [] }
      return disposals
    }
    for dispose in taken { dispose() }
  }

  deinit {
    // Nothing else can reach this object any more: no lock needed, and the
    // disposals (user code) run outside any lock.
    for dispose in disposals { dispose() }
  }
}
