extension SignalCore where Failure == Never {
  /// A producer observing this signal, which cannot fail, typed with any
  /// failure type a front needs (classic signals carry `BridgedError`).
  @inlinable
  package func failing<NewFailure>(_: NewFailure.Type = NewFailure.self) -> Producer<Value, NewFailure> {
    Producer(observing: self).lift(EventTransforms.mapError(absurd))
  }
}

/// Turns an impossible failure into any type.
@inlinable
package func absurd<Result>(_ never: Never) -> Result {}
