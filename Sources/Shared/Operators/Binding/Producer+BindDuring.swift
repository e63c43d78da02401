extension Producer where Failure == Never {
  /// ReactiveSwift's `<~`: starts this producer and hands each value to
  /// `action` until `lifetime` ends, this producer ends, or the returned
  /// disposable is disposed (`take(during:)`, then `startWithValues`). When
  /// `lifetime` has already ended, this producer is never started.
  @inlinable
  package func bind(during lifetime: CompositeDisposableCore, _ action: @escaping (Value) -> Void) -> any DisposableCore
  {
    take(until: Producer<Never, Never>.completing(when: lifetime)).start { event in
      if case .value(let value) = event { action(value) }
    }
  }
}
