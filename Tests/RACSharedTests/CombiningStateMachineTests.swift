import RACShared
import Testing

/// The combining operators' state machines (combineLatest, zip), driven
/// directly: each input, the action it returns.
@Suite struct CombiningStateMachineTests {
  static func describe(_ action: CombiningAction<Int>) -> String {
    switch action {
    case .none: "none"
    case .send(let values): "send \(values)"
    case .sendThenComplete(let values): "send \(values) then complete"
    case .complete: "complete"
    }
  }

  @Test func combineLatestWaitsForEverySourceThenSendsTheNewestOfEach() {
    var machine = CombineLatestStateMachine<Int>(count: 3)
    #expect(Self.describe(machine.value(1, at: 0)) == "none")
    #expect(Self.describe(machine.value(2, at: 0)) == "none")
    #expect(Self.describe(machine.value(10, at: 1)) == "none")
    #expect(Self.describe(machine.value(100, at: 2)) == "send [2, 10, 100]")
    #expect(Self.describe(machine.value(20, at: 1)) == "send [2, 20, 100]")
  }

  @Test func combineLatestCompletesOnlyWhenEverySourceHas() {
    var machine = CombineLatestStateMachine<Int>(count: 2)
    #expect(Self.describe(machine.completed(at: 0)) == "none")
    #expect(Self.describe(machine.value(1, at: 1)) == "none")
    #expect(Self.describe(machine.completed(at: 1)) == "complete")
  }

  @Test func zipPairsTheNthValuesInOrder() {
    var machine = ZipStateMachine<Int>(count: 2)
    #expect(Self.describe(machine.value(1, at: 0)) == "none")
    #expect(Self.describe(machine.value(2, at: 0)) == "none")
    #expect(Self.describe(machine.value(10, at: 1)) == "send [1, 10]")
    #expect(Self.describe(machine.value(20, at: 1)) == "send [2, 20]")
    #expect(Self.describe(machine.value(30, at: 1)) == "none")
  }

  @Test func zipCompletesWhenACompletedSourceHasNothingLeftToPair() {
    var machine = ZipStateMachine<Int>(count: 2)
    #expect(Self.describe(machine.value(1, at: 0)) == "none")
    #expect(Self.describe(machine.value(2, at: 0)) == "none")
    #expect(Self.describe(machine.completed(at: 0)) == "none")
    #expect(Self.describe(machine.value(10, at: 1)) == "send [1, 10]")
    #expect(Self.describe(machine.value(20, at: 1)) == "send [2, 20] then complete")
  }

  @Test func zipCompletesAtOnceWhenAnEmptySourceCompletes() {
    var machine = ZipStateMachine<Int>(count: 2)
    #expect(Self.describe(machine.value(10, at: 1)) == "none")
    #expect(Self.describe(machine.completed(at: 0)) == "complete")
  }
}
