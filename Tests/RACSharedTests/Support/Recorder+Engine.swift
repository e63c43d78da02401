import Foundation
import RACShared
import RACTestSupport

/// The failure type every engine test uses.
struct TestFailure: Error, Equatable, Sendable, CustomStringConvertible {
  let code: Int
  init(_ code: Int) { self.code = code }
  var description: String { "TestFailure(\(code))" }
}

// The engine tests record with the one recorder of the package's tests
// (`RACTesting.Recorder`, re-exported by RACTestSupport): these extensions let
// it hear the engine's events, and note labelled moments.

extension TimelineEvent {
  /// An engine event in the recorder's form: a failure is described
  /// (`failed("TestFailure(2)")`), so whole timelines compare with `==`.
  init(_ event: SignalEvent<Value, TestFailure>) {
    switch event {
    case .value(let value): self = .value(value)
    case .failed(let failure): self = .failed(error: failure)
    case .completed: self = .completed
    case .interrupted: self = .interrupted
    }
  }

  /// `failure` as the recorder describes it.
  static func failed(_ failure: TestFailure) -> TimelineEvent { .failed(error: failure) }
}

extension Recorder {
  /// A sink that records into this recorder, from any thread, in arrival order.
  var sink: EventSink<Value, TestFailure> { { [self] event in record(event) } }

  /// Records an engine event.
  func record(_ event: SignalEvent<Value, TestFailure>) { record(TimelineEvent(event)) }

  /// How many events were recorded.
  var count: Int { events.count }
}

extension Recorder where Value == String {
  /// Notes a labelled moment (an event, a disposal, a return), for tests about
  /// what happens before what; `values` lists them in order.
  func note(_ step: String) { record(.value(step)) }

  /// A sink that notes each event by its description, prefixed by `label`.
  func sink<Element: Equatable>(_ label: String, _: Element.Type = Element.self) -> EventSink<Element, TestFailure> {
    { [self] event in note("\(label) \(TimelineEvent(event))") }
  }
}
