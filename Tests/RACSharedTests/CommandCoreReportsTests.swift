import RACShared
import RACTestSupport
import Testing

/// Only a command reporting as ReactiveSwift's `Action` does makes and
/// feeds `events`, `completed` and `disabledErrors`; RAC2's and RAC4's
/// commands (every init but `init(states:...)`) carry none of them.
@Suite struct CommandCoreReportsTests {
  typealias Command = CommandCore<Int, Int, TestFailure>

  static func work(_ input: Int) -> Producer<Int, TestFailure> {
    input < 0 ? Producer(terminal: .failed(TestFailure(7))) : Producer(values: [input, input * 10])
  }

  @Test func theClassicAndModernCommandPathsMakeNoReactiveSwiftSignals() {
    let plain = Command(allowsConcurrentExecution: false, work: Self.work)
    let enabledIf = Command(
      enabledIf: Producer<Bool, Never>(values: [true]), allowsConcurrentExecution: true, work: Self.work)
    let fronting = Command(fronting: plain, notEnabled: { TestFailure(7) }, failed: { $0 })
    for command in [plain, enabledIf, fronting] {
      #expect(command.reactiveSwiftReports == nil)
    }
  }

  @Test func aCommandWithoutThemStillReportsValuesAndErrorsThenIdles() {
    let command = Command(allowsConcurrentExecution: false, work: Self.work)
    var lines: [String] = []
    command.values.observe { lines.append("value \($0)") }
    command.errors.observe { lines.append("error \($0)") }
    command.executing.producer.start { lines.append("executing \($0)") }
    command.apply(1, notEnabled: { TestFailure(7) }, failed: { $0 }).start { lines.append("apply \($0)") }
    command.apply(-1, notEnabled: { TestFailure(7) }, failed: { $0 }).start { lines.append("apply \($0)") }
    #expect(
      lines == [
        "executing value(false)", "executing value(true)", "apply value(1)", "value value(1)", "apply value(10)",
        "value value(10)", "apply completed", "executing value(false)", "executing value(true)",
        "apply failed(TestFailure(7))", "error value(TestFailure(7))", "executing value(false)",
      ])
  }

  @Test func theReactiveSwiftPathMakesAndFeedsThem() throws {
    let states = SignalCore<Bool, Never>()
    let command = CommandCore<Int, Int, TestFailure>(
      states: Producer(observing: states), initial: true, keepingAlive: states, enabledIf: { $0 }
    ) { _, input in Self.work(input) }
    let reports = try #require(command.reactiveSwiftReports)
    var lines: [String] = []
    reports.events.observe { event in
      guard case .value(let inner) = event else { return lines.append("events \(event)") }
      switch inner {
      case .value(let value): lines.append("event value \(value)")
      case .failed(let error): lines.append("event failed \(error)")
      case .completed: lines.append("event completed")
      case .interrupted: lines.append("event interrupted")
      }
    }
    reports.completions.observe { lines.append("completed \($0)") }
    reports.refusals.observe { lines.append("refused \($0)") }
    command.apply(2, notEnabled: { TestFailure(7) }, failed: { $0 }).start { _ in }
    states.send(.value(false))
    command.apply(3, notEnabled: { TestFailure(7) }, failed: { $0 }).start { _ in }
    #expect(
      lines == [
        "event value 2", "event value 20", "completed value()", "event completed", "refused value()",
      ])
  }
}
