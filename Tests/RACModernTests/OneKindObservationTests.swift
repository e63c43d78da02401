import Foundation
import RACModern
import RACTestSupport
import Testing

/// RACModern's one-kind observations (`observeNext`, `observeFailed`,
/// `observeCompleted`, `observeInterrupted`, `observeResult`, the
/// `startWith…` forms and their main-actor spellings) each hear exactly their
/// kind of event, in delivery order with the others.
@Suite struct ModernOneKindObservationTests {
  enum End: String, CaseIterable { case failed, completed, interrupted }

  static func end(_ input: Observer<Int, TestError>, _ end: End) {
    switch end {
    case .failed: input.sendFailed(TestError(9))
    case .completed: input.sendCompleted()
    case .interrupted: input.sendInterrupted()
    }
  }

  static func expected(_ end: End) -> [String] {
    let ending: [String] =
      switch end {
      case .failed: ["failed TestError(9)", "result failure TestError(9)"]
      case .completed: ["completed"]
      case .interrupted: ["interrupted"]
      }
    return ["next 1", "result success 1", "next 2", "result success 2"] + ending
  }

  @Test(arguments: End.allCases)
  func eachSignalObservationHearsOnlyItsKind(_ end: End) {
    var log: [String] = []
    let (signal, input) = Signal<Int, TestError>.pipe()
    signal.observeNext { log.append("next \($0)") }
    signal.observeFailed { log.append("failed \($0)") }
    signal.observeCompleted { log.append("completed") }
    signal.observeInterrupted { log.append("interrupted") }
    signal.observeResult { result in
      switch result {
      case .success(let value): log.append("result success \(value)")
      case .failure(let error): log.append("result failure \(error)")
      }
    }
    input.sendNext(1)
    input.sendNext(2)
    Self.end(input, end)
    input.sendNext(3)
    #expect(log == Self.expected(end))
  }

  @Test(arguments: End.allCases)
  func eachStartHearsOnlyItsKind(_ end: End) {
    var log: [String] = []
    var inputs: [Observer<Int, TestError>] = []
    let producer = SignalProducer<Int, TestError> { observer, _ in inputs.append(observer) }
    producer.startWithNext { log.append("next \($0)") }
    producer.startWithFailed { log.append("failed \($0)") }
    producer.startWithCompleted { log.append("completed") }
    producer.startWithInterrupted { log.append("interrupted") }
    producer.startWithResult { result in
      switch result {
      case .success(let value): log.append("result success \(value)")
      case .failure(let error): log.append("result failure \(error)")
      }
    }
    // Each start is its own run: send into every one in start order.
    for value in [1, 2] { for input in inputs { input.sendNext(value) } }
    for input in inputs { Self.end(input, end) }
    for input in inputs { input.sendNext(3) }
    #expect(log == Self.expected(end))
  }

  @Test func disposingAOneKindStartInterruptsItAndOnlyTheInterruptedFormHearsIt() {
    var log: [String] = []
    let producer = SignalProducer<Int, TestError> { observer, _ in observer.sendNext(1) }
    producer.startWithNext { log.append("next \($0)") }.dispose()
    producer.startWithFailed { log.append("failed \($0)") }.dispose()
    producer.startWithCompleted { log.append("completed") }.dispose()
    producer.startWithInterrupted { log.append("interrupted") }.dispose()
    #expect(log == ["next 1", "interrupted"])
  }

  @MainActor @Test(arguments: End.allCases)
  func eachMainActorObservationHearsOnlyItsKindOnTheMainActor(_ end: End) async {
    var log: [String] = []
    let (signal, input) = Signal<Int, TestError>.pipe()
    let onMain = signal.observe(on: UIScheduler())
    onMain.observeNext { log.append("next \($0)") }
    onMain.observeFailed { log.append("failed \($0)") }
    onMain.observeCompleted { log.append("completed") }
    onMain.observeInterrupted { log.append("interrupted") }
    onMain.observeResult { result in
      switch result {
      case .success(let value): log.append("result success \(value)")
      case .failure(let error): log.append("result failure \(error)")
      }
    }
    input.sendNext(1)
    input.sendNext(2)
    Self.end(input, end)
    input.sendNext(3)
    await Self.settle { log.count >= Self.expected(end).count }
    #expect(log == Self.expected(end))
  }

  @MainActor @Test(arguments: End.allCases)
  func eachMainActorStartHearsOnlyItsKindOnTheMainActor(_ end: End) async {
    var log: [String] = []
    var inputs: [Observer<Int, TestError>] = []
    let producer = SignalProducer<Int, TestError> { observer, _ in inputs.append(observer) }
    let onMain = producer.observe(on: UIScheduler())
    onMain.startWithNext { log.append("next \($0)") }
    onMain.startWithFailed { log.append("failed \($0)") }
    onMain.startWithCompleted { log.append("completed") }
    onMain.startWithInterrupted { log.append("interrupted") }
    onMain.startWithResult { result in
      switch result {
      case .success(let value): log.append("result success \(value)")
      case .failure(let error): log.append("result failure \(error)")
      }
    }
    for value in [1, 2] { for input in inputs { input.sendNext(value) } }
    for input in inputs { Self.end(input, end) }
    for input in inputs { input.sendNext(3) }
    await Self.settle { log.count >= Self.expected(end).count }
    #expect(log == Self.expected(end))
  }

  /// Lets main-queue deliveries run until `done` or a second passes.
  @MainActor static func settle(until done: () -> Bool) async {
    let deadline = Date().addingTimeInterval(1)
    while !done(), Date() < deadline { await Task.yield() }
    // One more turn, so that a delivery beyond the expected ones shows.
    try? await Task.sleep(nanoseconds: 20_000_000)
  }
}
