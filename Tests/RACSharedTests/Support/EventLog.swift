import Foundation
import RACShared

/// The failure type every engine test uses.
struct TestFailure: Error, Equatable, Sendable, CustomStringConvertible {
  let code: Int
  init(_ code: Int) { self.code = code }
  var description: String { "TestFailure(\(code))" }
}

/// One engine event in an equatable form, so whole timelines compare with `==`.
enum Logged<Value: Equatable>: Equatable, CustomStringConvertible {
  case value(Value)
  case failed(TestFailure)
  case completed
  case interrupted

  init(_ event: SignalEvent<Value, TestFailure>) {
    switch event {
    case .value(let value): self = .value(value)
    case .failed(let failure): self = .failed(failure)
    case .completed: self = .completed
    case .interrupted: self = .interrupted
    }
  }

  var description: String {
    switch self {
    case .value(let value): "value(\(value))"
    case .failed(let failure): "failed(\(failure))"
    case .completed: "completed"
    case .interrupted: "interrupted"
    }
  }
}

extension Logged: Sendable where Value: Sendable {}

/// Records the events an engine sink receives, from any thread, in arrival order.
final class EventLog<Value: Equatable> {
  private let lock = NSLock()
  private var entries: [Logged<Value>] = []

  init() {}

  /// Everything recorded so far.
  var events: [Logged<Value>] { lock.withLock { entries } }

  /// The values recorded so far.
  var values: [Value] {
    events.compactMap { if case .value(let value) = $0 { value } else { nil } }
  }

  /// How many events were recorded.
  var count: Int { lock.withLock { entries.count } }

  /// A sink that records into this log.
  var sink: EventSink<Value, TestFailure> { { [self] event in record(event) } }

  func record(_ event: SignalEvent<Value, TestFailure>) {
    let logged = Logged(event)
    lock.withLock { entries.append(logged) }
  }
}

// Safety: `entries` is only touched under `lock`.
extension EventLog: @unchecked Sendable {}

/// An ordered list of labelled moments (events, disposals, returns), for tests
/// about what happens before what.
final class Trace {
  private let lock = NSLock()
  private var entries: [String] = []

  init() {}

  var steps: [String] { lock.withLock { entries } }

  func note(_ step: String) { lock.withLock { entries.append(step) } }

  /// A sink that notes each event by its description, prefixed by `label`.
  func sink<Value: Equatable>(_ label: String, _: Value.Type = Value.self) -> EventSink<Value, TestFailure> {
    { [self] event in note("\(label) \(Logged(event))") }
  }
}

// Safety: `entries` is only touched under `lock`.
extension Trace: @unchecked Sendable {}
