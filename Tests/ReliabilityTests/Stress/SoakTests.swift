import Foundation
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// A soak of three kinds of hot signal at once: several threads send into a
/// `RACSubject`, a `Signal.pipe()` and a `RACReplaySubject`, each value into
/// all three in turn, while two threads keep subscribing to one of them,
/// taking a few values and disposing, so that sends, joins, replays and
/// disposals of all three interleave. `ConcurrencyStressTests` drives each
/// kind alone; this drives them together and counts exactly. A watchdog
/// bounds its time.
@Suite struct SoakTests {
  static let senders = 4
  static let valuesPerSender = 10_000
  static let churners = 2

  /// One hot signal of the soak: how to send, end and subscribe a log.
  struct Target: @unchecked Sendable {
    let name: String
    let send: (Int) -> Void
    let complete: () -> Void
    let subscribe: (StressLog) -> () -> Void
  }

  static func targets() -> [Target] {
    func classic(_ name: String, _ subject: RACSubject<Int>) -> Target {
      Target(
        name: name, send: { subject.sendNext($0) }, complete: { subject.sendCompleted() },
        subscribe: { log in
          let disposable = subject.subscribeNext(
            { log.value($0) }, error: { _ in log.terminal(.failed) }, completed: { log.terminal(.completed) })
          return { disposable.dispose() }
        })
    }
    let pipe = Signal<Int, TestError>.pipe()
    let modern = Target(
      name: "Signal.pipe()", send: { pipe.input.sendNext($0) }, complete: { pipe.input.sendCompleted() },
      subscribe: { log in
        let disposable = pipe.output.observe(ConcurrencyStressTests.observer(log))
        return { disposable?.dispose() }
      })
    return [
      classic("RACSubject", RACSubject()), modern,
      classic("RACReplaySubject(capacity: 16)", RACReplaySubject(capacity: 16)),
    ]
  }

  /// What a churning subscription heard, kept after its log is let go.
  struct Churned {
    let target: Int
    let values: [Int]
    let terminals: [StressLog.Terminal]
    let violations: [String]
  }

  @Test func aSubjectAPipeAndAReplayKeepEachSendersOrderUnderMixedSendsSubscriptionsAndDisposals() {
    withWatchdog("soak of a subject, a pipe and a replay", seconds: 120) {
      let targets = Shared(Self.targets())
      let guards = targets.value.map { _ in CallbackGuard() }
      let witnesses = guards.map { StressLog(signalGuard: $0) }
      let witnessDisposals = zip(targets.value, witnesses).map { $0.subscribe($1) }
      let churned = Shared(ChurnList())
      let sending = Flag()

      let senderGroup = startThreads(Self.senders) { sender in
        for sequence in 0..<Self.valuesPerSender {
          for target in targets.value { target.send(sender * 100_000 + sequence) }
        }
      }
      let churnGroup = startThreads(Self.churners) { churner in
        var random = SplitMix64(seed: UInt64(churner) + 7)
        while !sending.isRaised {
          let which = Int.random(in: 0..<3, using: &random)
          let log = StressLog(signalGuard: guards[which])
          let dispose = targets.value[which].subscribe(log)
          let wanted = Int.random(in: 0...30, using: &random)
          for _ in 0..<1_000 where log.count < wanted && !sending.isRaised { sched_yield() }
          dispose()
          log.disposeDidReturn()
          churned.value.append(
            Churned(target: which, values: log.values, terminals: log.terminals, violations: log.violations), log)
        }
      }
      senderGroup.wait()
      sending.raise()
      churnGroup.wait()
      // A disposed subscription is let go of at once: the signals, still
      // live, hold none of the churned subscribers.
      let kept = churned.value.stillAlive
      for target in targets.value { target.complete() }
      for dispose in witnessDisposals { dispose() }

      var failures: [String] = []
      for (index, (target, witness)) in zip(targets.value, witnesses).enumerated() {
        for sender in 0..<Self.senders {
          let sent = witness.values.filter { $0 / 100_000 == sender }.map { $0 % 100_000 }
          if sent != Array(0..<Self.valuesPerSender) {
            failures.append(
              "\(target.name): the witness got \(sent.count) of sender \(sender)'s values, or out of order")
          }
        }
        if witness.terminals != [.completed] {
          failures.append("\(target.name): the witness ended with \(witness.terminals)")
        }
        if guards[index].overlaps > 0 {
          failures.append("\(target.name): \(guards[index].overlaps) callbacks overlapped (rule 2)")
        }
        let position = Dictionary(uniqueKeysWithValues: witness.values.enumerated().map { ($0.element, $0.offset) })
        for log in churned.value.all where log.target == index {
          failures += log.violations.map { "\(target.name): \($0)" }
          let places = log.values.compactMap { position[$0] }
          if places.count != log.values.count { failures.append("\(target.name): a value nobody sent") }
          // A contiguous run of the witness's order: each sender's values in
          // order, no gap (after the replay too), no duplicate.
          if zip(places, places.dropFirst()).contains(where: { $1 != $0 + 1 }) {
            failures.append("\(target.name): a gap, a duplicate or another order: \(places.prefix(20))")
          }
          if !log.terminals.isEmpty { failures.append("\(target.name): a disposed subscriber got \(log.terminals)") }
        }
      }
      #expect(failures == [])
      #expect(kept == 0)
      #expect(churned.value.all.count > 0)
      print(
        "Soak: \(Self.senders) threads sent \(Self.valuesPerSender) values each into a subject, a pipe and a "
          + "replay; \(Self.churners) threads made and disposed \(churned.value.all.count) subscriptions")
    }
  }
}

/// The churned subscriptions: what each heard, and a weak reference to its
/// log to tell whether a signal still holds it.
final class ChurnList: @unchecked Sendable {
  private final class Weak {
    weak var log: StressLog?
    init(_ log: StressLog) { self.log = log }
  }

  private let lock = NSLock()
  private var heard: [SoakTests.Churned] = []
  private var logs: [Weak] = []

  var all: [SoakTests.Churned] { lock.withLock { heard } }
  var stillAlive: Int { lock.withLock { logs.filter { $0.log != nil }.count } }

  func append(_ churned: SoakTests.Churned, _ log: StressLog) {
    lock.withLock {
      heard.append(churned)
      logs.append(Weak(log))
    }
  }
}
