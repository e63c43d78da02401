import Foundation
import RACShared

// The one path every face's recording takes: a face's signal, producer or
// subscription is heard through its engine core (`SignalCore`, `Producer`)
// by one engine sink, so RACClassic, RACModern and RACSwift record alike by
// construction. The face files only pick the core, the label and how a value
// is recorded.

extension TimelineEvent {
  /// An engine event as recorded, its value turned into a recorded one; a
  /// failure's error as a `RecordedError` (a `BridgedError` as the classic
  /// error it carries).
  init<Source, Failure>(_ event: SignalEvent<Source, Failure>, value transform: (Source) -> Value) {
    switch event {
    case .value(let value): self = .value(transform(value))
    case .failed(let error): self = .failed(RecordedError(error))
    case .completed: self = .completed
    case .interrupted: self = .interrupted
    }
  }
}

extension Recorder {
  /// What records every event of a source of one face (`label`, unless the
  /// recorder has one), each value as `transform` records it.
  func sink<Source, Failure>(
    _ label: String, value transform: @escaping (Source) -> Value
  ) -> EventSink<Source, Failure> {
    labelIfUnlabelled(label)
    return { event in self.record(TimelineEvent(event, value: transform)) }
  }

  /// What records every event of a source of one face, its values as they are.
  func sink<Failure>(_ label: String) -> EventSink<Value, Failure> {
    sink(label) { $0 }
  }

  /// What records every event of a source of errors, each value as a
  /// `RecordedError` (`recordedError(_:)`).
  func errorsSink<ErrorValue: Error, Failure>(_ label: String) -> EventSink<ErrorValue, Failure>
  where Value == RecordedError {
    sink(label) { self.recordedError($0) }
  }

  /// What records every event of a `Void` source, each value as `VoidValue()`.
  func voidSink<Failure>(_ label: String) -> EventSink<Void, Failure> where Value == VoidValue {
    sink(label) { _ in VoidValue() }
  }

  /// Records a source of inner sources (a signal of signals, a producer of
  /// producers...) that `listen` attaches the sink it is given to: each inner
  /// source is a value, recorded when it arrives, whose timeline fills in
  /// with what `listenInner` hears from it. Returns what disposes the outer
  /// and every inner listening; it holds those, the inner ones only while it
  /// is kept (it is the caller's to keep).
  func recordNested<Source, Failure, Inner, InnerFailure>(
    _ label: String,
    _ listen: (@escaping EventSink<Source, Failure>) -> (any DisposableCore)?,
    inner listenInner: @escaping (Source, @escaping EventSink<Inner, InnerFailure>) -> (any DisposableCore)?
  ) -> CompositeDisposableCore where Value == Timeline<Inner> {
    labelIfUnlabelled(label)
    let observations = CompositeDisposableCore()
    let outer = listen { [weak observations] event in
      switch event {
      case .value(let inner):
        let record = self.recordInner()
        if let observation = listenInner(inner, { record(TimelineEvent($0) { $0 }) }) {
          _ = observations?.add(observation)
        }
      case .failed(let error): self.record(.failed(self.recordedError(error)))
      case .completed: self.record(.completed)
      case .interrupted: self.record(.interrupted)
      }
    }
    if let outer { _ = observations.add(outer) }
    return observations
  }
}

/// Starts a RACClassic signal's engine producer for `sink` as a RAC2
/// subscription does (`subscribeNext(_:error:completed:)`): RAC2 has no
/// interruption, so a disposal is heard as nothing.
func classicSubscription<Source, Failure>(
  _ producer: Producer<Source, Failure>, _ sink: @escaping EventSink<Source, Failure>
) -> any DisposableCore {
  producer.startIgnoringInterruption { event in
    if case .interrupted = event { return }
    sink(event)
  }
}
