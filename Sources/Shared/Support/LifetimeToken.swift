/// Runs an action when the last reference to it goes away: how a producer
/// learns that nobody can start it any more.
@usableFromInline
package final class LifetimeToken {
  private let onRelease: () -> Void

  @usableFromInline
  package init(onRelease: @escaping () -> Void) {
    self.onRelease = onRelease
  }

  deinit { onRelease() }
}
