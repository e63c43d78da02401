import Testing

/// The stress checks must be able to fail: fed hand-made timelines with a
/// gap, a duplicate, a reordering, a second terminal, a missed end or an event
/// after disposal, each is reported.
@Suite struct StressCheckTests {
  static let target = StressTarget(
    name: "hand-made", replaysEverything: false, lateSubscriberHearsTheEnd: true, send: { _ in }, complete: {},
    subscribe: { _ in {} })

  /// A witness that saw every sender's values in order, then completed.
  static func witness() -> StressLog {
    let log = StressLog(signalGuard: CallbackGuard())
    for sequence in 0..<StressHarness.valuesPerSender {
      for sender in 0..<StressHarness.senders { log.value(sender * 100_000 + sequence) }
    }
    log.terminal(.completed)
    return log
  }

  static func log(_ values: [Int], _ terminals: [StressLog.Terminal] = [], beforeTheEnd: Bool = false) -> StressLog {
    let log = StressLog(signalGuard: CallbackGuard())
    log.subscribedBeforeTheEnd = beforeTheEnd
    for value in values { log.value(value) }
    for terminal in terminals { log.terminal(terminal) }
    return log
  }

  @Test func aFaithfulTimelinePasses() {
    let witness = Self.witness()
    let order = witness.values
    let logs = [Self.log(Array(order[10...]), [.completed], beforeTheEnd: true), Self.log([], [.interrupted])]
    #expect(StressHarness.check(Self.target, witness: witness, logs: logs) == [])
  }

  @Test func everyKindOfFaultIsReported() {
    let witness = Self.witness()
    let order = witness.values
    let disposed = Self.log([order[0]])
    disposed.disposeDidReturn()
    disposed.value(order[1])
    let faults: [(String, StressLog)] = [
      ("gap", Self.log([order[0], order[2]])),
      ("duplicate", Self.log([order[0], order[0]])),
      ("reordering", Self.log([order[1], order[0]])),
      ("two terminals", Self.log([], [.completed, .completed])),
      ("missed end", Self.log([order[0]], [], beforeTheEnd: true)),
      ("value after dispose", disposed),
    ]
    for (fault, log) in faults {
      #expect(StressHarness.check(Self.target, witness: witness, logs: [log]) != [], "\(fault) went unnoticed")
    }
  }
}
