import Foundation

extension NotificationCenter {
  /// Hands every notification named `name` (any name if `nil`) from `object`
  /// (any sender if `nil`) to `send`, on the posting thread, until
  /// `lifetime` ends; then the registration is removed (ReactiveSwift's
  /// `NotificationCenter.reactive.notifications(forName:object:)`).
  @usableFromInline
  package func observe(
    _ name: Notification.Name?, object: AnyObject?, sending send: @escaping (Notification) -> Void,
    until lifetime: CompositeDisposableCore
  ) {
    let box = UncheckedBox(send)
    let registration = addObserver(forName: name, object: object, queue: nil) { box.value($0) }
    let token = UncheckedBox(registration)
    // `add` runs the removal at once when `lifetime` has already ended.
    _ = lifetime.add { [weak self] in self?.removeObserver(token.value) }
  }
}
