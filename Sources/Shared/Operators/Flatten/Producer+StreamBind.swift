extension Producer {
  /// RAC2's `-bind:`, the stream primitive its operators were built on.
  ///
  /// For every start, `makeBinding()` makes the block that maps each value
  /// to an inner producer (or `nil`) and may ask to stop. The inners are
  /// merged. Returning `nil`, or asking to stop, ends this producer's part:
  /// its subscription is disposed and, once every inner started so far has
  /// completed, the result completes. A failure anywhere ends everything.
  @inlinable
  package func bind<Inner>(
    _ makeBinding: @escaping () -> (Value) -> (inner: Producer<Inner, Failure>?, stop: Bool)
  ) -> Producer<Inner, Failure> {
    Producer<Inner, Failure> { sink in
      self.lift(cancelling: EventTransforms.bindSteps(makeBinding()))
        .lift(cancelling: EventTransforms.flatten(.merge) { $0 })
        .instantiate(sink)
    }
  }
}

extension EventTransforms {
  /// `bind`'s outer half: each value becomes the inner producer `binding`
  /// returns; a `nil` inner or a stop completes this stream after sending
  /// the inner, and disposes the upstream.
  @inlinable
  static func bindSteps<Value, Failure, Inner>(
    _ binding: @escaping (Value) -> (inner: Producer<Inner, Failure>?, stop: Bool)
  ) -> CancellingEventTransform<Value, Failure, Producer<Inner, Failure>, Failure> {
    { sink, lifetime in
      var stopped = false
      return { event in
        guard !stopped else { return }
        guard case .value(let value) = event else { return sink(event.terminal()) }
        let step = binding(value)
        if let inner = step.inner { sink(.value(inner)) }
        guard step.inner == nil || step.stop else { return }
        stopped = true
        sink(.completed)
        lifetime.dispose()
      }
    }
  }
}
