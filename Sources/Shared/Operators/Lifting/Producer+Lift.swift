/// Operators written once as event transformations and applied both to cold
/// producers (per start) and to hot signals (once, when the operator is
/// applied), as RAC4 lifted signal operators to producers.
///
/// A transformation receives the downstream sink and returns the sink the
/// upstream delivers to. Its per-start state needs no lock: the upstream
/// delivers serially (rule 2).
@usableFromInline
package typealias EventTransform<Value, Failure: Error, NewValue, NewFailure: Error> =
  (@escaping EventSink<NewValue, NewFailure>) -> EventSink<Value, Failure>

/// A transformation that owns resources for one start: `lifetime` already
/// holds the upstream subscription, the transformation may add its own (inner
/// subscriptions, timers), and disposing it stops everything (`take`,
/// `flatten`, `takeUntil`). It is disposed when the start is disposed.
@usableFromInline
package typealias CancellingEventTransform<Value, Failure: Error, NewValue, NewFailure: Error> =
  (@escaping EventSink<NewValue, NewFailure>, _ lifetime: CompositeDisposableCore) -> EventSink<Value, Failure>

/// What a transformation with a lifetime (`Producer.lift(cancelling:interruption:)`)
/// does with its upstream's `.interrupted`.
@usableFromInline
package enum UpstreamInterruption: Sendable {
  /// It acts on it (a hook, an inner start, a timer), so every start asks
  /// its upstream for it.
  case heard
  /// It only passes it on, and its only per-start resource is the
  /// upstream's disposable (`take`; `on` without an `event`,
  /// `interrupted`, `terminated` or `disposed` hook): a start asks its
  /// upstream for it exactly when its own observer does.
  case passedOn
}

extension Producer {
  /// Applies a transformation to every start.
  ///
  /// Each start asks this producer for `.interrupted` exactly when its own
  /// observer does (`Producer.Interruption`): a per-event transformation
  /// owns nothing and runs no side effect of its own, so an interruption
  /// its observer ignores needs no delivery through it. A start that ignores
  /// interruption (a RACClassic subscription, a replay's start of its
  /// source) then gets its upstream's `UnicastCancel`, which does not hold
  /// the transformation's sink: the chain lives as long as its source can
  /// send (issue 19 item 7). A transformation with a lifetime
  /// (`lift(cancelling:)`, which `on` and every operator with side effects
  /// use) always asks for it.
  @inlinable
  package func lift<NewValue, NewFailure>(
    _ transform: @escaping EventTransform<Value, Failure, NewValue, NewFailure>
  ) -> Producer<NewValue, NewFailure> {
    Producer<NewValue, NewFailure>(preparing: { sink, interruption in
      self.instantiate(transform(sink), interruption: interruption == .delivered ? .delivered : .ignored)
    })
  }

  /// Applies a transformation that owns per-start resources and can stop
  /// its upstream, even while the upstream is still inside its synchronous
  /// start.
  ///
  /// With `.heard` (the default) each start asks this producer for
  /// `.interrupted`, so the transformation hears it (a hook, an inner
  /// start, a timer may act on it). With `.passedOn` the upstream is asked
  /// for it only when the start itself is: a start that ignores
  /// interruption (a RACClassic subscription, a replay's start of its
  /// source) then reaches the source's `UnicastCancel` through it, as
  /// through `lift(_:)` (issue 19 item 7).
  @inlinable
  package func lift<NewValue, NewFailure>(
    cancelling transform: @escaping CancellingEventTransform<Value, Failure, NewValue, NewFailure>,
    interruption upstreamInterruption: UpstreamInterruption = .heard
  ) -> Producer<NewValue, NewFailure> {
    Producer<NewValue, NewFailure>(preparing: { sink, interruption in
      let lifetime = CompositeDisposableCore()
      let upstream = SerialDisposableCore(policy: .disposeReplaced)
      lifetime.add(upstream)
      let start = self.instantiate(
        transform(sink, lifetime),
        interruption: upstreamInterruption == .passedOn && interruption == .ignored ? .ignored : .delivered)
      upstream.inner = start.cancel
      return (lifetime, start.run)
    })
  }
}

extension SignalCore {
  /// Applies a transformation once: the result is a new hot signal that
  /// observes this one from now on and ends when it ends (RAC4's hot
  /// operators).
  @inlinable
  package func lift<NewValue, NewFailure>(
    _ transform: @escaping EventTransform<Value, Failure, NewValue, NewFailure>
  ) -> SignalCore<NewValue, NewFailure> {
    let output = SignalCore<NewValue, NewFailure>()
    if let slot = observe(transform(output.send)) {
      // Weakly: the slot's sink holds `output`, and the source's observer list
      // holds the slot; a strong reference here would keep both alive for ever
      // once the source is gone without ending.
      output.addTerminationDisposable(WeakDisposableCore(slot))
    }
    return output
  }

  /// Applies a transformation that can stop observing this signal early.
  @inlinable
  package func lift<NewValue, NewFailure>(
    cancelling transform: @escaping CancellingEventTransform<Value, Failure, NewValue, NewFailure>
  ) -> SignalCore<NewValue, NewFailure> {
    let output = SignalCore<NewValue, NewFailure>()
    let lifetime = CompositeDisposableCore()
    let upstream = SerialDisposableCore(policy: .disposeReplaced)
    lifetime.add(upstream)
    output.addTerminationDisposable(lifetime)
    // Weakly, as above: the slot's sink holds `output`, which holds `lifetime`.
    upstream.inner = observe(transform(output.send, lifetime)).map(WeakDisposableCore.init)
    return output
  }
}
