extension EventTransforms {
  /// Drops every value and forwards the terminal event, retyped.
  @inlinable
  package static func ignoreValues<Value, Failure, NewValue>() -> EventTransform<Value, Failure, NewValue, Failure> {
    { sink in
      { event in
        if event.isTerminal { sink(event.terminal()) }
      }
    }
  }

  /// Sends every event as a value, `wrap`ped into the face's event type; a
  /// failure or completion is followed by `.completed`, an interruption by
  /// `.interrupted`. `wrap` returns `nil` for an event the face cannot
  /// express (RAC2 has no interruption).
  @inlinable
  package static func materialize<Value, Failure, Wrapped, NewFailure>(
    _ wrap: @escaping (SignalEvent<Value, Failure>) -> Wrapped?
  ) -> EventTransform<Value, Failure, Wrapped, NewFailure> {
    { sink in
      { event in
        if let wrapped = wrap(event) { sink(.value(wrapped)) }
        switch event {
        case .value: break
        case .failed, .completed: sink(.completed)
        case .interrupted: sink(.interrupted)
        }
      }
    }
  }

  /// The reverse of `materialize`: each value is `unwrap`ped into an event
  /// and sent; the first terminal one ends the stream and disposes the
  /// upstream. The upstream's own failure is retyped by `failure` (`nil`
  /// when the upstream cannot fail).
  @inlinable
  package static func dematerialize<Value, Failure, NewValue, NewFailure>(
    _ unwrap: @escaping (Value) -> SignalEvent<NewValue, NewFailure>,
    failure: ((Failure) -> NewFailure)?
  ) -> CancellingEventTransform<Value, Failure, NewValue, NewFailure> {
    { sink, lifetime in
      var ended = false
      return { event in
        guard !ended else { return }
        let unwrapped: SignalEvent<NewValue, NewFailure> =
          switch event {
          case .value(let value): unwrap(value)
          case .failed(let error):
            if let failure {
              .failed(failure(error))
            } else {
              impossibleTransition("dematerialize", "failure of a NoError upstream")
            }
          case .completed: .completed
          case .interrupted: .interrupted
          }
        guard unwrapped.isTerminal else { return sink(unwrapped) }
        ended = true
        sink(unwrapped)
        lifetime.dispose()
      }
    }
  }
}

extension EventTransforms {
  /// Sends each value as `.success` and a failure as `.failure`, then
  /// completes; a completion or interruption passes on (ReactiveSwift
  /// `materializeResults()`).
  @inlinable
  package static func materializeResults<Value, Failure>() -> EventTransform<
    Value, Failure, Result<Value, Failure>, Never
  > {
    materialize { event in
      switch event {
      case .value(let value): .success(value)
      case .failed(let error): .failure(error)
      case .completed, .interrupted: nil
      }
    }
  }

  /// The reverse of `materializeResults`: each `.success` is sent as a
  /// value, the first `.failure` fails the stream and disposes the upstream
  /// (ReactiveSwift `dematerializeResults()`).
  @inlinable
  package static func dematerializeResults<Success, Failure>() -> CancellingEventTransform<
    Result<Success, Failure>, Never, Success, Failure
  > {
    dematerialize(
      { result in
        switch result {
        case .success(let value): .value(value)
        case .failure(let error): .failed(error)
        }
      }, failure: nil)
  }
}
