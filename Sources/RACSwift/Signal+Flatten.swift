import RACShared

extension Signal where Value: SignalProducerConvertible, Error == Value.Error {
  /// Flattens the inner producers this signal sends, as `strategy` says;
  /// fails when this signal or a counted inner producer fails.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    Signal<Value.Value, Error>(core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { $0.producer.core }))
  }
}

extension Signal where Value: SignalProducerConvertible, Error == Never {
  /// Flattens the inner producers of a signal that cannot fail; the result
  /// fails as they do.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
    promoteError(Value.Error.self).flatten(strategy)
  }
}

extension Signal where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
  /// Flattens the inner producers; neither side can fail.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Value.Error> {
    Signal<Value.Value, Value.Error>(
      core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { $0.producer.core }))
  }
}

extension Signal where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens inner producers that cannot fail; the result fails as this
  /// signal does.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> Signal<Value.Value, Error> {
    flatMap(strategy) { $0.producer.promoteError(Error.self) }
  }
}

extension Signal where Value: Sequence {
  /// Sends the elements of each sequence this signal sends, in order.
  ///
  /// - Returns: A signal of the elements.
  @inlinable
  public func flatten() -> Signal<Value.Iterator.Element, Error> {
    flatMap(.merge) { SignalProducer<Value.Iterator.Element, Error>($0) }
  }
}

extension Signal {
  /// Merges the signals: values as they come; completes when all have.
  ///
  /// - Parameter signals: The signals.
  /// - Returns: The merged signal.
  @inlinable
  public static func merge<Seq: Sequence>(_ signals: Seq) -> Signal<Value, Error>
  where Seq.Iterator.Element == Signal<Value, Error> {
    Signal(core: .started(.flattening(signals.map(\.core.observation), .merge)))
  }

  /// `merge(_:)` of the signals given.
  ///
  /// - Parameter signals: The signals.
  /// - Returns: The merged signal.
  @inlinable
  public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
    merge(signals)
  }

  /// Merges this signal with `other`; completes when both have.
  ///
  /// - Parameter other: The other signal.
  /// - Returns: The merged signal.
  @inlinable
  public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
    Self.merge([self, other])
  }

  /// Maps each value to a producer and flattens them as `strategy` says.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> Signal<U, Error> {
    Signal<U, Error>(core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).core }))
  }

  /// `flatMap(_:_:)` with inners convertible to producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A signal of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
    flatMap(strategy) { transform($0).producer }
  }

  /// `flatMap(_:_:)` with inner producers that cannot fail.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
  ) -> Signal<U, Error> {
    flatMap(strategy) { transform($0).promoteError(Error.self) }
  }

  /// `flatMap(_:_:)` with inners that cannot fail, convertible to producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A signal of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer }
  }
}

extension Signal where Error == Never {
  /// `flatMap(_:_:)` on a signal that cannot fail: the result fails as the
  /// inner producers do.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
  ) -> Signal<U, F> {
    promoteError(F.self).flatMap(strategy, transform)
  }

  /// `flatMap(_:_:)` on a signal that cannot fail, with inners convertible
  /// to producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A signal of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Inner.Error> {
    flatMap(strategy) { transform($0).producer }
  }

  /// `flatMap(_:_:)` where neither side can fail.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A signal of the inner producers' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
  ) -> Signal<U, Never> {
    Signal<U, Never>(core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).core }))
  }

  /// `flatMap(_:_:)` where neither side can fail, with inners convertible to
  /// producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A signal of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Never> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer }
  }
}

// ReactiveSwift's guards for a signal that can never send a value: they
// compile with its deprecation message. Here the transform is never called
// and the terminal event passes (ReactiveSwift would trap at run time).

extension Signal where Value == Never {
  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This signal's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Error {
    promoteValue(Inner.Value.self)
  }

  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This signal's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Error> where Inner.Error == Never {
    promoteValue(Inner.Value.self)
  }
}

extension Signal where Value == Never, Error == Never {
  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This signal's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message:
      "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Inner.Error> {
    promoteValue(Inner.Value.self).promoteError(Inner.Error.self)
  }

  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This signal's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message:
      "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> Signal<Inner.Value, Inner.Error> where Inner.Error == Error {
    promoteValue(Inner.Value.self)
  }
}
