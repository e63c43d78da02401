import RACShared

extension SignalProducer where Value: SignalProducerConvertible, Error == Value.Error {
  /// Flattens the inner producers this producer sends, as `strategy` says;
  /// fails when this producer or a counted inner producer fails.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    SignalProducer<Value.Value, Error>(
      core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { $0.producer.core }))
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never {
  /// Flattens the inner producers of a producer that cannot fail; the result
  /// fails as they do.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
    promoteError(Value.Error.self).flatten(strategy)
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Error == Never, Value.Error == Never {
  /// Flattens the inner producers; neither side can fail.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Value.Error> {
    SignalProducer<Value.Value, Value.Error>(
      core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { $0.producer.core }))
  }
}

extension SignalProducer where Value: SignalProducerConvertible, Value.Error == Never {
  /// Flattens inner producers that cannot fail; the result fails as this
  /// producer does.
  ///
  /// - Parameter strategy: How the inner producers combine.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatten(_ strategy: FlattenStrategy) -> SignalProducer<Value.Value, Error> {
    flatMap(strategy) { $0.producer.promoteError(Error.self) }
  }
}

extension SignalProducer where Value: Sequence {
  /// Sends the elements of each sequence this producer sends, in order.
  ///
  /// - Returns: A producer of the elements.
  @inlinable
  public func flatten() -> SignalProducer<Value.Iterator.Element, Error> {
    flatMap(.merge) { SignalProducer<Value.Iterator.Element, Error>($0) }
  }
}

extension SignalProducer {
  /// Maps each value to a producer and flattens them as `strategy` says.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).core }))
  }

  /// `flatMap(_:_:)` with inners convertible to producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A producer of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    flatMap(strategy) { transform($0).producer }
  }

  /// `flatMap(_:_:)` with inner producers that cannot fail.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
  ) -> SignalProducer<U, Error> {
    flatMap(strategy) { transform($0).promoteError(Error.self) }
  }

  /// `flatMap(_:_:)` with inners that cannot fail, convertible to producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A producer of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
    flatMap(strategy) { transform($0).producer }
  }
}

extension SignalProducer where Error == Never {
  /// `flatMap(_:_:)` on a producer that cannot fail: the result fails as the
  /// inner producers do.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatMap<U, F>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, F>
  ) -> SignalProducer<U, F> {
    promoteError(F.self).flatMap(strategy, transform)
  }

  /// `flatMap(_:_:)` on a producer that cannot fail, with inners convertible
  /// to producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A producer of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Inner.Error> {
    flatMap(strategy) { transform($0).producer }
  }

  /// `flatMap(_:_:)` where neither side can fail.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner producer of each value.
  /// - Returns: A producer of the inner producers' values.
  @inlinable
  public func flatMap<U>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Error>
  ) -> SignalProducer<U, Error> {
    SignalProducer<U, Error>(core: core.lift(cancelling: EventTransforms.flatten(strategy.mode) { transform($0).core }))
  }

  /// `flatMap(_:_:)` where neither side can fail, with inners convertible to
  /// producers.
  ///
  /// - Parameters:
  ///   - strategy: How the inner producers combine.
  ///   - transform: Makes the inner of each value.
  /// - Returns: A producer of the inners' values.
  @inlinable
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    flatMap(strategy) { transform($0).producer }
  }
}

// ReactiveSwift's guards for a producer that can never send a value: they
// compile with its deprecation message. Here the transform is never called
// and the terminal event passes (ReactiveSwift would trap at run time).

extension SignalProducer where Value == Never {
  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This producer's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
    promoteValue(Inner.Value.self)
  }

  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This producer's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message: "Use `promoteValue` instead - value type `Never` is uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
    promoteValue(Inner.Value.self)
  }
}

extension SignalProducer where Value == Never, Error == Never {
  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This producer's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message:
      "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Inner.Error> {
    promoteValue(Inner.Value.self).promoteError(Inner.Error.self)
  }

  /// A `flatMap` that can never map: use `promoteValue` instead.
  ///
  /// - Parameters:
  ///   - strategy: Unused: no inner ever starts.
  ///   - transform: Never called.
  /// - Returns: This producer's terminal event, retyped.
  @discardableResult
  @available(
    *, deprecated,
    message:
      "Use `promoteValue` instead - value type `Never` and error type `Never` are uninstantiable (Use at runtime would trap)"
  )
  public func flatMap<Inner: SignalProducerConvertible>(
    _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> Inner
  ) -> SignalProducer<Inner.Value, Inner.Error> where Inner.Error == Error {
    promoteValue(Inner.Value.self)
  }
}

extension SignalProducer {
  /// Merges the producers: all started first to last, values as they come;
  /// completes when all have.
  ///
  /// - Parameter producers: The producers.
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<Seq: Sequence>(_ producers: Seq) -> SignalProducer<Value, Error>
  where Seq.Iterator.Element == SignalProducer<Value, Error> {
    SignalProducer(core: .flattening(producers.map(\.core), .merge))
  }

  /// Merges 2 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<A: SignalProducerConvertible, B: SignalProducerConvertible>(
    _ a: A, _ b: B
  ) -> SignalProducer<Value, Error>
  where A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error {
    merge([a.producer, b.producer])
  }

  /// Merges 3 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
    _ a: A, _ b: B, _ c: C
  ) -> SignalProducer<Value, Error>
  where A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error {
    merge([a.producer, b.producer, c.producer])
  }

  /// Merges 4 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D) -> SignalProducer<Value, Error>
  where
    A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
    D.Value == Value, D.Error == Error
  {
    merge([a.producer, b.producer, c.producer, d.producer])
  }

  /// Merges 5 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) -> SignalProducer<Value, Error>
  where
    A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
    D.Value == Value, D.Error == Error, E.Value == Value, E.Error == Error
  {
    merge([a.producer, b.producer, c.producer, d.producer, e.producer])
  }

  /// Merges 6 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> SignalProducer<Value, Error>
  where
    A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
    D.Value == Value, D.Error == Error, E.Value == Value, E.Error == Error, F.Value == Value, F.Error == Error
  {
    merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer])
  }

  /// Merges 7 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> SignalProducer<Value, Error>
  where
    A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
    D.Value == Value, D.Error == Error, E.Value == Value, E.Error == Error, F.Value == Value, F.Error == Error,
    G.Value == Value, G.Error == Error
  {
    merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer])
  }

  /// Merges 8 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> SignalProducer<Value, Error>
  where
    A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
    D.Value == Value, D.Error == Error, E.Value == Value, E.Error == Error, F.Value == Value, F.Error == Error,
    G.Value == Value, G.Error == Error, H.Value == Value, H.Error == Error
  {
    merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer])
  }

  /// Merges 9 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I) -> SignalProducer<Value, Error>
  where
    A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
    D.Value == Value, D.Error == Error, E.Value == Value, E.Error == Error, F.Value == Value, F.Error == Error,
    G.Value == Value, G.Error == Error, H.Value == Value, H.Error == Error, I.Value == Value, I.Error == Error
  {
    merge([a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer])
  }

  /// Merges 10 producers: all started in the argument order, values as they
  /// come; completes when all have.
  ///
  /// - Returns: The merged producer.
  @inlinable
  public static func merge<
    A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible,
    D: SignalProducerConvertible, E: SignalProducerConvertible, F: SignalProducerConvertible,
    G: SignalProducerConvertible, H: SignalProducerConvertible, I: SignalProducerConvertible,
    J: SignalProducerConvertible
  >(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J) -> SignalProducer<Value, Error>
  where
    A.Value == Value, A.Error == Error, B.Value == Value, B.Error == Error, C.Value == Value, C.Error == Error,
    D.Value == Value, D.Error == Error, E.Value == Value, E.Error == Error, F.Value == Value, F.Error == Error,
    G.Value == Value, G.Error == Error, H.Value == Value, H.Error == Error, I.Value == Value, I.Error == Error,
    J.Value == Value, J.Error == Error
  {
    merge([
      a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer,
      j.producer,
    ])
  }

  /// Merges this producer with `other`, both started, this one first;
  /// completes when both have.
  ///
  /// - Parameter other: The other producer.
  /// - Returns: The merged producer.
  @inlinable
  public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    Self.merge([self, other])
  }

  /// `merge(with:)` with anything convertible to a producer.
  ///
  /// - Parameter other: The other source.
  /// - Returns: The merged producer.
  @inlinable
  public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<Value, Error>
  where Other.Value == Value, Other.Error == Error {
    merge(with: other.producer)
  }

  /// This producer, then `next` once it completes.
  ///
  /// - Parameter next: What follows.
  /// - Returns: The concatenation.
  @inlinable
  public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer(core: .flattening([core, next.core], .concat))
  }

  /// `concat(_:)` with anything convertible to a producer.
  ///
  /// - Parameter next: What follows.
  /// - Returns: The concatenation.
  @inlinable
  public func concat<Next: SignalProducerConvertible>(_ next: Next) -> SignalProducer<Value, Error>
  where Next.Value == Value, Next.Error == Error {
    concat(next.producer)
  }

  /// This producer, then `value` once it completes.
  ///
  /// - Parameter value: The value sent last.
  /// - Returns: The concatenation.
  @inlinable
  public func concat(value: Value) -> SignalProducer<Value, Error> {
    concat(SignalProducer(value: value))
  }

  /// This producer, then a failure with `error` once it completes.
  ///
  /// - Parameter error: The error it fails with.
  /// - Returns: The concatenation.
  @inlinable
  public func concat(error: Error) -> SignalProducer<Value, Error> {
    concat(SignalProducer(error: error))
  }

  /// `previous` first, then this producer once it completes.
  ///
  /// - Parameter previous: What comes first.
  /// - Returns: The concatenation.
  @inlinable
  public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    previous.concat(self)
  }

  /// `prefix(_:)` with anything convertible to a producer.
  ///
  /// - Parameter previous: What comes first.
  /// - Returns: The concatenation.
  @inlinable
  public func prefix<Previous: SignalProducerConvertible>(_ previous: Previous) -> SignalProducer<Value, Error>
  where Previous.Value == Value, Previous.Error == Error {
    prefix(previous.producer)
  }

  /// `value` first, then this producer.
  ///
  /// - Parameter value: The value sent first.
  /// - Returns: The concatenation.
  @inlinable
  public func prefix(value: Value) -> SignalProducer<Value, Error> {
    prefix(SignalProducer(value: value))
  }
}
