import Foundation

/// A signal under stress: how to send into it, end it, and subscribe a log.
struct StressTarget: @unchecked Sendable {
  var name: String
  /// Every value ever delivered is replayed to a late subscriber (unlimited replay).
  var replaysEverything: Bool
  /// A subscriber arriving after the end still hears a terminal event (a
  /// replay's terminal, or a modern hot signal's `interrupted`).
  var lateSubscriberHearsTheEnd: Bool
  var send: (Int) -> Void
  var complete: () -> Void
  /// Subscribes `log`; returns what disposes that subscription.
  var subscribe: (StressLog) -> () -> Void
}

/// Several threads send into one signal while others subscribe and dispose;
/// then every subscriber's timeline is checked against a witness subscribed
/// before the first send (the signal's delivery order).
enum StressHarness {
  static let senders = 4
  static let valuesPerSender = 400
  static let subscriberThreads = 3
  static let subscriptionsPerThread = 40

  /// Runs the stress; returns what went wrong (empty when nothing did) and
  /// prints the counts.
  static func run(_ makeTarget: () -> StressTarget) -> [String] {
    let target = makeTarget()
    let signalGuard = CallbackGuard()
    let witness = StressLog(signalGuard: signalGuard)
    let witnessDispose = target.subscribe(witness)
    let logs = Shared(LogList())
    let ending = Flag()
    let shared = Shared(target)

    let senderGroup = startThreads(senders) { sender in
      for sequence in 0..<valuesPerSender {
        shared.value.send(sender * 100_000 + sequence)
        // Let the subscribing threads in, so that joins and disposals land
        // between sends rather than after them.
        sched_yield()
      }
    }
    let subscriberGroup = startThreads(subscriberThreads) { thread in
      var random = SplitMix64(seed: UInt64(thread))
      for index in 0..<subscriptionsPerThread {
        let log = StressLog(signalGuard: signalGuard)
        let dispose = shared.value.subscribe(log)
        if !ending.isRaised { log.subscribedBeforeTheEnd = true }
        logs.value.append(log)
        let wanted = Int.random(in: 0...40, using: &random)
        for _ in 0..<2_000 where log.count < wanted && !ending.isRaised { sched_yield() }
        // Every fifth subscription stays: it must see the end.
        if index % 5 != 4 {
          dispose()
          log.disposeDidReturn()
        }
      }
    }
    senderGroup.wait()
    ending.raise()
    target.complete()
    subscriberGroup.wait()
    withExtendedLifetime(witnessDispose) {}

    var failures = check(target, witness: witness, logs: logs.value.all)
    if signalGuard.overlaps > 0 { failures.append("\(signalGuard.overlaps) callbacks overlapped (rule 2)") }
    let events = logs.value.all.reduce(witness.values.count + 1) { $0 + $1.values.count + $1.terminals.count }
    print(
      "Stress \(target.name): \(senders + subscriberThreads) threads (\(senders) sending), "
        + "\(senders * valuesPerSender) values sent, \(logs.value.all.count + 1) subscribers, "
        + "\(events) events received")
    return failures.map { "\(target.name): \($0)" }
  }

  static func check(_ target: StressTarget, witness: StressLog, logs: [StressLog]) -> [String] {
    var failures: [String] = []
    let order = witness.values
    // The witness saw everything: each sender's values, in the sender's order.
    for sender in 0..<senders {
      let sent = order.filter { $0 / 100_000 == sender }.map { $0 % 100_000 }
      if sent != Array(0..<valuesPerSender) {
        failures.append("the witness got sender \(sender)'s values out of order")
      }
    }
    if witness.terminals != [.completed] { failures.append("the witness ended with \(witness.terminals)") }
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })

    for (index, log) in logs.enumerated() {
      let name = "subscriber \(index)"
      failures += log.violations.map { "\(name): \($0)" }
      let values = log.values
      let terminals = log.terminals
      if terminals.count > 1 { failures.append("\(name) got \(terminals.count) terminal events") }
      if log.sawValueAfterTerminal { failures.append("\(name) got a value after its terminal event") }
      let places = values.compactMap { position[$0] }
      if places.count != values.count { failures.append("\(name) got a value nobody sent") }
      // A contiguous run of the delivery order: no gap (between the replay
      // and the live part, or anywhere), no duplicate, the same order.
      if zip(places, places.dropFirst()).contains(where: { $1 != $0 + 1 }) {
        failures.append("\(name) got a gap, a duplicate or another order: \(places.prefix(20))...")
      }
      if target.replaysEverything, let first = places.first, first != 0 {
        failures.append("\(name)'s replay started at \(first), not at the first value")
      }
      guard !log.disposed else { continue }
      if target.replaysEverything && values != order { failures.append("\(name) did not get the whole history") }
      if log.subscribedBeforeTheEnd {
        if terminals != [.completed] { failures.append("\(name) subscribed before the end but got \(terminals)") }
        if let last = places.last, last != order.count - 1 { failures.append("\(name) missed the last values") }
      } else if target.lateSubscriberHearsTheEnd && terminals.count != 1 {
        failures.append("\(name) subscribed after the end and got \(terminals)")
      }
    }
    return failures
  }
}

/// The logs of one run, appended from several threads.
final class LogList: @unchecked Sendable {
  private let lock = NSLock()
  private var logs: [StressLog] = []

  var all: [StressLog] { lock.withLock { logs } }
  func append(_ log: StressLog) { lock.withLock { logs.append(log) } }
}
