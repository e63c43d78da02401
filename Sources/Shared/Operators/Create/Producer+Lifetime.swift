extension Producer {
  /// A producer that sends nothing and completes when `lifetime` is disposed,
  /// or at once if it already was (ReactiveSwift's `Lifetime.ended`, and the
  /// trigger of `take(during:)`).
  ///
  /// Each start registers one action with `lifetime` and removes it again
  /// when the start ends first, so a long-lived lifetime does not collect
  /// the actions of finished starts.
  @usableFromInline
  package static func completing(when lifetime: CompositeDisposableCore) -> Producer {
    Producer { input, startLifetime in
      // `add` runs the action at once when `lifetime` has already ended.
      guard let handle = lifetime.add({ input(.completed) }) else { return }
      startLifetime.add { [weak lifetime] in lifetime?.remove(handle) }
    }
  }
}
