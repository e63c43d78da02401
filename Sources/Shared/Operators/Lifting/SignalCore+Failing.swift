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

extension PropertyCore {
  /// The property's producer (`producer`: the current value, then every
  /// change), typed with any failure type a front needs (a classic
  /// command's `executing` and `enabled` carry `BridgedError`).
  @inlinable
  package func failingProducer<NewFailure>(_: NewFailure.Type = NewFailure.self) -> Producer<Value, NewFailure> {
    producer.lift(EventTransforms.mapError(absurd))
  }
}
