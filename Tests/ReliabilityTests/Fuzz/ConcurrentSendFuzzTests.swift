import Foundation
import RACClassic
import RACModern
import RACShared
import RACTestSupport
import Testing

/// Random schedules of several threads sending into one signal at once, on
/// both faces and every path of the token machine (`TokenMachine`: a subject
/// or pipe, a producer's start, and a property set from several threads),
/// checked against what docs/EventContract.md rule 2a promises:
///
/// - every value is delivered on the thread that sent it;
/// - each thread's values arrive in the order it sent them, and the ones
///   that arrive are a prefix of what it sent;
/// - a send that returned before the terminal send began was delivered; a
///   send that began after the terminal send returned was not;
/// - at most one terminal event, last; no two callbacks overlap;
/// - the threads waiting for the token never exceed the other senders.
///
/// Some plans make every few callbacks slow, so that senders spin out and
/// wait in line; a waiting send of a signal that has not ended is woken to
/// compete for the freed token (`Turn.Answer.retry`), and the test checks
/// that every plan in which a thread waited reached that path.
@Suite struct ConcurrentSendFuzzTests {
  /// What one thread does: its values, and whether it ends the signal after
  /// `terminalAfter` of them.
  struct Plan: CustomStringConvertible {
    var threads: [[Int]]
    var terminalThread: Int?
    var terminalAfter: Int
    var fails: Bool
    /// Every `slowEvery`-th callback sleeps 100 µs (0: none does).
    var slowEvery: Int

    var description: String {
      "threads \(threads.map(\.count)), terminal by \(terminalThread.map(String.init) ?? "none") after \(terminalAfter)"
        + (fails ? " (failure)" : "") + (slowEvery > 0 ? ", every \(slowEvery)th callback slow" : "")
    }

    static func random(seed: UInt64) -> Plan {
      var random = SplitMix64(seed: seed)
      let count = Int.random(in: 2...4, using: &random)
      let threads = (0..<count).map { thread in
        (0..<Int.random(in: 1...300, using: &random)).map { thread * 100_000 + $0 }
      }
      let terminalThread = Int.random(in: 0..<3, using: &random) == 0 ? nil : Int.random(in: 0..<count, using: &random)
      let terminalAfter = terminalThread.map { Int.random(in: 0...threads[$0].count, using: &random) } ?? 0
      let fails = Bool.random(using: &random)
      let slowEvery = Bool.random(using: &random) ? Int.random(in: 3...20, using: &random) : 0
      return Plan(
        threads: threads, terminalThread: terminalThread, terminalAfter: terminalAfter, fails: fails,
        slowEvery: slowEvery)
    }
  }

  /// One observed delivery.
  struct Delivery {
    var event: ModelEvent
    var onSenderThread: Bool
  }

  /// The shared log: deliveries, and each send's start and end on one clock.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private let slowEvery: Int
    private(set) var deliveries: [Delivery] = []
    private(set) var inside = 0
    private(set) var overlaps = 0
    private var clock = 0
    /// Per value (and -1 for the terminal): when its send began and returned.
    private(set) var sends: [Int: (began: Int, returned: Int)] = [:]
    /// Each sending thread, by its index in the plan.
    private var senders: [Int: ThreadIdentity] = [:]

    init(slowEvery: Int = 0) { self.slowEvery = slowEvery }

    func register(sender index: Int) { lock.withLock { senders[index] = ThreadIdentity.current } }

    func tick() -> Int {
      lock.withLock {
        clock += 1; return clock
      }
    }

    func record(_ send: Int, began: Int, returned: Int) { lock.withLock { sends[send] = (began, returned) } }

    func deliver(_ event: ModelEvent, sender: Int?) {
      let entering = lock.withLock {
        inside += 1; return inside
      }
      if entering > 1 { lock.withLock { overlaps += 1 } }
      let current = ThreadIdentity.current
      let onSender = lock.withLock { sender.flatMap { senders[$0] } == current }
      let count = lock.withLock {
        deliveries.append(Delivery(event: event, onSenderThread: onSender))
        return deliveries.count
      }
      if slowEvery > 0, count % slowEvery == 0 { usleep(100) }
      lock.withLock { inside -= 1 }
    }
  }

  /// Runs `plan` with `send` as the input; returns the log.
  static func run(_ plan: Plan, log: Log, send: @escaping @Sendable (ModelEvent) -> Void) {
    let ready = DispatchGroup()
    let finished = DispatchGroup()
    let gate = DispatchSemaphore(value: 0)
    for (index, values) in plan.threads.enumerated() {
      ready.enter()
      finished.enter()
      let thread = Thread {
        log.register(sender: index)
        ready.leave()
        gate.wait()
        for (position, value) in values.enumerated() {
          if plan.terminalThread == index, plan.terminalAfter == position {
            let began = log.tick()
            send(plan.fails ? .failed(index) : .completed)
            log.record(-1, began: began, returned: log.tick())
          }
          let began = log.tick()
          send(.value(value))
          log.record(value, began: began, returned: log.tick())
        }
        if plan.terminalThread == index, plan.terminalAfter == values.count {
          let began = log.tick()
          send(plan.fails ? .failed(index) : .completed)
          log.record(-1, began: began, returned: log.tick())
        }
        finished.leave()
      }
      thread.start()
    }
    ready.wait()
    for _ in plan.threads { gate.signal() }
    finished.wait()
  }

  /// What is wrong with what `log` saw of `plan`, or `nil`.
  static func violation(_ plan: Plan, _ log: Log, observers: Int) -> String? {
    let deliveries = log.deliveries
    guard deliveries.count % observers == 0 else { return "observers heard different numbers of events" }
    let perObserver = deliveries.count / observers
    if log.overlaps > 0 { return "\(log.overlaps) callbacks overlapped" }
    if let stray = deliveries.first(where: { !$0.onSenderThread }) { return "\(stray.event) delivered off its sender" }
    let events = stride(from: 0, to: deliveries.count, by: observers).map { deliveries[$0].event }
    for observer in 1..<observers {
      let heard = stride(from: observer, to: deliveries.count, by: observers).map { deliveries[$0].event }
      if heard != events { return "observer \(observer) heard \(heard.count) events in another order" }
    }
    if let terminal = events.firstIndex(where: \.isTerminal), terminal != events.count - 1 {
      return "events after the terminal event"
    }
    let values = events.compactMap { if case .value(let value) = $0 { value } else { nil } }
    for (index, sent) in plan.threads.enumerated() {
      let heard = values.filter { $0 / 100_000 == index }
      if Array(sent.prefix(heard.count)) != heard { return "thread \(index)'s values arrived out of order" }
    }
    if let terminal = log.sends[-1] {
      let delivered = Set(values)
      for (value, send) in log.sends where value >= 0 {
        if send.returned < terminal.began, !delivered.contains(value) { return "\(value) returned but was dropped" }
        if send.began > terminal.returned, delivered.contains(value) { return "\(value) arrived after the end" }
      }
      if events.last?.isTerminal != true { return "the terminal event was lost" }
    } else if values.count != plan.threads.reduce(0, { $0 + $1.count }) {
      return "\(perObserver) of \(plan.threads.reduce(0) { $0 + $1.count }) values arrived"
    }
    return nil
  }

  static func modelEvent<Error>(_ event: Event<Int, Error>) -> ModelEvent {
    switch event {
    case .next(let value): .value(value)
    case .failed: .failed(0)
    case .completed: .completed
    case .interrupted: .interrupted
    }
  }

  @Test(.timeLimit(.minutes(2)), arguments: 0..<5)
  func threadsSendingIntoOneSignalGetRule2aOnEveryCore(core: Int) {
    for index in 0..<25 {
      let seed = UInt64(core) << 32 | UInt64(index)
      var plan = Plan.random(seed: seed)
      // A property never ends from outside: its plans only set values.
      if core == 4 { plan.terminalThread = nil }
      let log = Log(slowEvery: plan.slowEvery)
      let terminalSender = plan.terminalThread
      var peak: () -> Int = { 0 }
      var retries: () -> Int = { 0 }
      var observers = 1
      switch core {
      case 0:
        // RACClassic: a subject with two subscribers.
        let subject = RACSubject<Int>()
        observers = 2
        for _ in 0..<observers {
          subject.subscribeNext(
            { log.deliver(.value($0), sender: $0 / 100_000) },
            error: { _ in log.deliver(.failed(0), sender: terminalSender) },
            completed: { log.deliver(.completed, sender: terminalSender) })
        }
        let box = UncheckedBox(subject)
        Self.run(plan, log: log) { event in
          switch event {
          case .value(let value): box.value.sendNext(value)
          case .failed: box.value.sendError(TestError(0))
          default: box.value.sendCompleted()
          }
        }
        peak = { subject.core._peakWaiting }
        retries = { subject.core._retries }
      case 1:
        // RACModern: a pipe with three observers.
        let (signal, input) = Signal<Int, TestError>.pipe()
        observers = 3
        for _ in 0..<observers {
          signal.observe { event in
            let model = Self.modelEvent(event)
            let sender = if case .value(let value) = model { value / 100_000 } else { terminalSender }
            log.deliver(model, sender: sender)
          }
        }
        Self.run(plan, log: log) { event in
          switch event {
          case .value(let value): input.sendNext(value)
          case .failed: input.sendFailed(TestError(0))
          default: input.sendCompleted()
          }
        }
        peak = { signal.core._peakWaiting }
        retries = { signal.core._retries }
      case 2:
        // A producer's start (the single-observer core), its input shared
        // with the threads.
        var shared: Observer<Int, TestError>?
        SignalProducer<Int, TestError> { observer, _ in shared = observer }.start { event in
          let model = Self.modelEvent(event)
          let sender = if case .value(let value) = model { value / 100_000 } else { terminalSender }
          log.deliver(model, sender: sender)
        }
        let input = shared!
        Self.run(plan, log: log) { event in
          switch event {
          case .value(let value): input.sendNext(value)
          case .failed: input.sendFailed(TestError(0))
          default: input.sendCompleted()
          }
        }
      case 4:
        // A property's cell: each set takes the property's turn, then
        // announces the value on the setting thread.
        let cell = PropertyCell(0)
        cell.changes.observe { event in
          let model = Self.modelEvent(Event(event))
          let sender = if case .value(let value) = model { value / 100_000 } else { terminalSender }
          log.deliver(model, sender: sender)
        }
        Self.run(plan, log: log) { event in
          if case .value(let value) = event { cell.set(value) }
        }
        peak = { cell._turn._peakWaiting }
        retries = { cell._turn._retries }
      default:
        // The single-observer core itself, for its counters.
        let start = UnicastCore<Int, TestError> { event in
          let model = Self.modelEvent(Event(event))
          let sender = if case .value(let value) = model { value / 100_000 } else { terminalSender }
          log.deliver(model, sender: sender)
        }
        Self.run(plan, log: log) { event in
          switch event {
          case .value(let value): start.send(.value(value))
          case .failed: start.send(.failed(TestError(0)))
          default: start.send(.completed)
          }
        }
        peak = { start._peakWaiting }
        retries = { start._retries }
      }
      if let problem = Self.violation(plan, log, observers: observers) {
        Issue.record("seed \(seed), core \(core), \(plan): \(problem)")
        return
      }
      #expect(peak() <= plan.threads.count - 1)
      if plan.terminalThread == nil, peak() > 0 {
        // A send that waited in line while the signal went on was woken to
        // compete for the token, at least the first time.
        #expect(retries() > 0, "seed \(seed), core \(core), \(plan)")
      }
    }
  }
}
