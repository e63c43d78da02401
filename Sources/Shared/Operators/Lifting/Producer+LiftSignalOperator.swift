extension Producer {
  /// The signal a lifted `Signal` operator returns.
  @usableFromInline
  package typealias Output<NewValue, NewFailure: Error> = SignalCore<NewValue, NewFailure>

  /// RAC4's `lift` of a `Signal` operator: every start makes the signal of
  /// this producer's events, applies `transform` to it once, and forwards
  /// what the result sends. Disposing the start interrupts this producer.
  @inlinable
  package func lifting<NewValue, NewFailure>(
    _ transform: @escaping (SignalCore<Value, Failure>) -> SignalCore<NewValue, NewFailure>
  ) -> Producer<NewValue, NewFailure> {
    lifting(releasedAs: .rac4, transform, core: { $0 })
  }

  /// `lifting(_:)` under a face's release rule (`SignalRelease`), for a
  /// `transform` that returns the face of its signal (`core` reads its
  /// engine signal): the face is held until the result is observed, and
  /// under ReactiveSwift's rule a signal of the start that no one observes
  /// once the start has run (the transform ignored it) ends with the start.
  @inlinable
  package func lifting<Face, NewValue, NewFailure>(
    releasedAs release: SignalRelease,
    _ transform: @escaping (SignalCore<Value, Failure>) -> Face,
    core: @escaping (Face) -> SignalCore<NewValue, NewFailure>
  ) -> Producer<NewValue, NewFailure> {
    Producer<NewValue, NewFailure> { input, lifetime in
      self.startWithSignal(releasedAs: release) { signal, cancel in
        lifetime.add(cancel)
        let face = transform(signal)
        if let slot = core(face).observe(input) { lifetime.add(slot) }
        withExtendedLifetime(face) {}
      }
    }
  }

  /// RAC4's binary `lift`: every start of the result starts `other` first,
  /// then this producer, and applies `transform` to their two signals (RAC4
  /// started the argument first so that its signal exists when the receiver
  /// sends synchronously).
  @inlinable
  package func lifting<Other, OtherFailure, NewValue, NewFailure>(
    _ transform:
      @escaping (SignalCore<Value, Failure>) -> (SignalCore<Other, OtherFailure>) -> Output<NewValue, NewFailure>
  ) -> (Producer<Other, OtherFailure>) -> Producer<NewValue, NewFailure> {
    lifting(releasedAs: .rac4, transform, core: { $0 })
  }

  /// The binary `lifting(_:)` under a face's release rule, for a
  /// `transform` that returns the face of its signal (`core` reads its
  /// engine signal), as the unary `lifting(releasedAs:_:core:)` does
  /// (ReactiveSwift's binary `lift`, which starts the argument first too).
  @inlinable
  package func lifting<Other, OtherFailure, Face, NewValue, NewFailure>(
    releasedAs release: SignalRelease,
    _ transform: @escaping (SignalCore<Value, Failure>) -> (SignalCore<Other, OtherFailure>) -> Face,
    core: @escaping (Face) -> SignalCore<NewValue, NewFailure>
  ) -> (Producer<Other, OtherFailure>) -> Producer<NewValue, NewFailure> {
    { other in
      Producer<NewValue, NewFailure> { input, lifetime in
        self.startWithSignal(releasedAs: release) { signal, cancel in
          lifetime.add(cancel)
          other.startWithSignal(releasedAs: release) { otherSignal, otherCancel in
            lifetime.add(otherCancel)
            let face = transform(signal)(otherSignal)
            if let slot = core(face).observe(input) { lifetime.add(slot) }
            withExtendedLifetime(face) {}
          }
        }
      }
    }
  }
}
