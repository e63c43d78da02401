// An executable specification of the engine contract (docs/EventContract.md) for one thread:
// plain arrays and loops, no locks, no code shared with the engine (this file
// imports nothing). The differential fuzzer runs the same script here and on
// both faces; where they disagree, one of them is wrong.
//
// How the contract reads here:
// - Every signal (a subject, a replaying signal, one run of a cold source) is
//   a `Signal` below with its own "delivering" flag and FIFO. An event sent
//   while that signal is delivering waits in its FIFO until the current event
//   has reached every observer (rule 3); the fan-out goes to the observers
//   attached when the event came up.
// - A replaying signal records a value when it delivers it, keeps the newest
//   `capacity`, and replays them to a new observer at once (if the signal is
//   busy, from inside the current callback), then the terminal event if it has
//   ended (rule 7). A hot signal that has ended tells a late observer only
//   `interrupted` (rule 6).
// - A disposed subscription hears nothing more (rule 5); a disposed producer
//   start (or a replay/multicast subscription) first hears `interrupted`, after
//   the event in progress if the signal is busy (docs/EventContract.md, "Interruption").
// - A cold source runs its handler once per subscription (rule 8); a multicast
//   connection connects at most once (rule 9); replays start their source once,
//   eagerly or at the first subscription (rule 10).

/// The reference model: runs a `ModelScript` and reports what every
/// subscriber received and how often the test source ran.
public enum ReferenceModel {
  /// Runs `script` on the model.
  public static func run(_ script: ModelScript) -> ModelOutcome {
    let world = World(kind: script.kind)
    for step in script.steps { world.perform(step) }
    let outcome = ModelOutcome(events: world.subscribers.map(\.events), sourceRuns: world.sourceRuns)
    world.tearDown()
    return outcome
  }
}

/// One observer of a model signal: a subscriber, or the link that forwards a
/// source run into a subject.
private final class Observation {
  enum State { case active, receivingTerminal, ended }

  var state = State.active
  /// Whether disposal delivers `interrupted` to it first.
  let interruptsOnDispose: Bool
  let receive: (ModelEvent) -> Void
  /// Runs once when it ends, by its terminal event or by disposal.
  var onEnd: (() -> Void)?
  unowned let signal: Signal

  init(signal: Signal, interruptsOnDispose: Bool, onEnd: (() -> Void)? = nil, receive: @escaping (ModelEvent) -> Void) {
    self.signal = signal
    self.interruptsOnDispose = interruptsOnDispose
    self.onEnd = onEnd
    self.receive = receive
  }

  var isActive: Bool { state == .active }

  func offer(_ event: ModelEvent) {
    guard state == .active else { return }
    if event.isTerminal {
      state = .receivingTerminal
      receive(event)
      state = .ended
      end()
    } else {
      receive(event)
    }
  }

  func dispose() {
    guard state == .active else { return }
    state = .ended
    signal.remove(self)
    end()
  }

  private func end() {
    let hook = onEnd
    onEnd = nil
    hook?()
  }
}

extension ModelEvent {
  /// Whether the event ends a stream.
  public var isTerminal: Bool {
    if case .value = self { return false }
    return true
  }
}

/// One model signal.
private final class Signal {
  enum Phase: Equatable { case active, ending, ended(ModelEvent) }
  enum Job {
    case broadcast(ModelEvent)
    case interruptRemoved(Observation)
  }

  /// `nil`: a hot signal, no replay.
  let capacity: Int?
  var recorded: [Int]
  var phase = Phase.active
  var observers: [Observation] = []
  var delivering = false
  /// Interruptions of removed observers and of the signal itself go first.
  var urgent: [Job] = []
  var queue: [Job] = []
  /// Run once, right after the terminal event has been delivered.
  var afterEnd: [() -> Void]? = []

  init(capacity: Int? = nil, initialValues: [Int] = []) {
    self.capacity = capacity
    recorded = initialValues
  }

  var hasEnded: Bool { phase != .active }

  func send(_ event: ModelEvent) {
    guard phase == .active else { return }
    if event.isTerminal { phase = .ending }
    queue.append(.broadcast(event))
    if !delivering { drain() }
  }

  /// A disposed producer start: queued events are dropped, `interrupted`
  /// goes out next.
  func interrupt() {
    if case .ended = phase { return }
    phase = .ending
    queue.removeAll { if case .broadcast = $0 { true } else { false } }
    urgent.append(.broadcast(.interrupted))
    if !delivering { drain() }
  }

  func whenEnded(_ action: @escaping () -> Void) {
    if afterEnd == nil { action() } else { afterEnd!.append(action) }
  }

  /// Attaches `observation`; returns whether it is still attached afterwards.
  @discardableResult
  func add(_ observation: Observation) -> Bool {
    if case .ended(let terminal) = phase {
      withToken { replay(to: observation, then: capacity == nil ? .interrupted : terminal) }
      return false
    }
    observers.append(observation)
    if capacity != nil { withToken { replay(to: observation, then: nil) } }
    return observation.isActive
  }

  func remove(_ observation: Observation) {
    observers.removeAll { $0 === observation }
    guard observation.interruptsOnDispose else { return }
    urgent.append(.interruptRemoved(observation))
    if !delivering { drain() }
  }

  /// Runs `body` as the deliverer: at once, nested, if this signal is already
  /// delivering (a subscription from one of its callbacks); otherwise takes
  /// delivery, and drains what `body` queued afterwards.
  private func withToken(_ body: () -> Void) {
    if delivering {
      body()
      return
    }
    delivering = true
    body()
    delivering = false
    drain()
  }

  private func replay(to observation: Observation, then terminal: ModelEvent?) {
    for value in recorded where observation.isActive { observation.offer(.value(value)) }
    if let terminal { observation.offer(terminal) }
  }

  private func drain() {
    guard !delivering else { return }
    delivering = true
    while let job = urgent.isEmpty ? (queue.isEmpty ? nil : queue.removeFirst()) : urgent.removeFirst() {
      switch job {
      case .broadcast(let event):
        if case .ended = phase { continue }
        broadcast(event)
      case .interruptRemoved(let observation):
        observation.receive(.interrupted)
      }
    }
    delivering = false
  }

  private func broadcast(_ event: ModelEvent) {
    let audience = observers
    if event.isTerminal {
      phase = .ended(event)
      observers = []
    }
    if case .value(let value) = event, let capacity {
      recorded.append(value)
      if recorded.count > capacity { recorded.removeFirst(recorded.count - capacity) }
    }
    for observation in audience { observation.offer(event) }
    if event.isTerminal, let actions = afterEnd {
      afterEnd = nil
      for action in actions { action() }
    }
  }
}

/// One subscriber of the script.
private final class Subscriber {
  var events: [ModelEvent] = []
  var reactions: [ModelReaction]
  var cancel: (() -> Void)?
  var subscribing = true
  var disposeWhenSubscribed = false

  init(reactions: [ModelReaction]) {
    self.reactions = reactions
  }
}

/// One run of the test source: registered while live.
private final class SourceRun {
  let input: Signal
  var live = true

  init(input: Signal) {
    self.input = input
  }
}

/// Everything one script builds.
private final class World {
  let kind: ModelKind
  var subscribers: [Subscriber] = []
  var sourceRuns = 0
  var liveRuns: [SourceRun] = []
  /// The subject the script sends to, or the multicast/replay signal.
  var shared: Signal?
  var connected = false
  var connectionDisposed = false
  var connection: Signal?
  var autoconnectSubscribers = 0
  var replayStarted = false
  var now = 0
  var scheduled: [(due: Int, order: Int, step: ModelStep)] = []
  var scheduledCount = 0
  /// Every signal made, so that `tearDown` can break the model's own cycles
  /// (subscriber, observation and signal refer to each other).
  var signals: [Signal] = []

  init(kind: ModelKind) {
    self.kind = kind
    switch kind {
    case .subject: shared = Signal()
    case .replaySubject(let capacity): shared = Signal(capacity: capacity)
    case .behavior(let initial): shared = Signal(capacity: 1, initialValues: [initial])
    case .publish(let capacity), .autoconnect(let capacity): shared = Signal(capacity: capacity)
    case .replay, .replayLast, .replayLazily:
      shared = Signal(capacity: kind == .replayLast ? 1 : Self.capacity(of: kind))
      if kind == .replay || kind == .replayLast { startReplayedSource() }
    case .cold: shared = nil
    }
  }

  func tearDown() {
    for subscriber in subscribers { subscriber.cancel = nil }
    for signal in signals + [shared].compactMap({ $0 }) {
      signal.observers = []
      signal.queue = []
      signal.urgent = []
      signal.afterEnd = nil
    }
    liveRuns = []
  }

  static func capacity(of kind: ModelKind) -> Int {
    if case .replayLazily(let capacity) = kind { return capacity }
    return Int.max
  }

  // MARK: Steps

  func perform(_ step: ModelStep) {
    switch step {
    case .subscribe(let reactions): subscribe(reactions)
    case .dispose(let id): if subscribers.indices.contains(id) { dispose(subscribers[id]) }
    case .send(let value): input(.value(value))
    case .complete: input(.completed)
    case .fail(let code): input(.failed(code))
    case .connect: connect()
    case .disposeConnection:
      connect()
      disposeConnection()
    case .later(let delay, let step):
      scheduled.append((now + delay, scheduledCount, step))
      scheduledCount += 1
    case .advance(let seconds):
      let target = now + seconds
      while let next = scheduled.indices.filter({ scheduled[$0].due <= target }).min(by: {
        (scheduled[$0].due, scheduled[$0].order) < (scheduled[$1].due, scheduled[$1].order)
      }) {
        let action = scheduled.remove(at: next)
        now = action.due
        perform(action.step)
      }
      now = target
    }
  }

  func input(_ event: ModelEvent) {
    if !kind.feedsTheSource {
      shared!.send(event)
      return
    }
    for run in liveRuns where run.live { run.input.send(event) }
  }

  func dispose(_ subscriber: Subscriber) {
    if subscriber.subscribing {
      subscriber.disposeWhenSubscribed = true
    } else {
      subscriber.cancel?()
    }
  }

  // MARK: Subscribing

  func subscribe(_ reactions: [ModelReaction]) {
    let subscriber = Subscriber(reactions: reactions)
    subscribers.append(subscriber)
    let receive: (ModelEvent) -> Void = { [unowned self] event in self.deliver(event, to: subscriber) }
    switch kind {
    case .subject:
      // A signal's observer: disposal detaches it silently.
      let observation = Observation(signal: shared!, interruptsOnDispose: false, receive: receive)
      if shared!.add(observation) { subscriber.cancel = observation.dispose }
    case .replaySubject, .behavior, .publish:
      let observation = Observation(signal: shared!, interruptsOnDispose: true, receive: receive)
      subscriber.cancel = observation.dispose
      shared!.add(observation)
    case .autoconnect:
      autoconnectSubscribers += 1
      let first = autoconnectSubscribers == 1
      let observation = Observation(
        signal: shared!, interruptsOnDispose: true,
        onEnd: { [unowned self] in
          autoconnectSubscribers -= 1
          if autoconnectSubscribers == 0 { disposeConnection() }
        }, receive: receive)
      subscriber.cancel = observation.dispose
      shared!.add(observation)
      if first { connect() }
    case .replay, .replayLast, .replayLazily:
      let observation = Observation(signal: shared!, interruptsOnDispose: true, receive: receive)
      subscriber.cancel = observation.dispose
      shared!.add(observation)
      startReplayedSource()
    case .cold:
      let run = startSource(receive)
      subscriber.cancel = run.interrupt
    }
    subscriber.subscribing = false
    if subscriber.disposeWhenSubscribed { subscriber.cancel?() }
  }

  func deliver(_ event: ModelEvent, to subscriber: Subscriber) {
    subscriber.events.append(event)
    guard let trigger = event.trigger, let index = subscriber.reactions.firstIndex(where: { $0.value == trigger })
    else { return }
    switch subscriber.reactions.remove(at: index).effect {
    case .disposeSelf: dispose(subscriber)
    case .send(let value): input(.value(value))
    case .complete: input(.completed)
    case .subscribe: subscribe([])
    case .dispose(let id): perform(.dispose(id))
    }
  }

  // MARK: The test source

  /// One run of the cold test source for `receive`: a signal of its own with
  /// one observer, live (reachable by the script's sends) until it ends.
  func startSource(_ receive: @escaping (ModelEvent) -> Void) -> Signal {
    let signal = Signal()
    signals.append(signal)
    signal.add(Observation(signal: signal, interruptsOnDispose: false, receive: receive))
    sourceRuns += 1
    let run = SourceRun(input: signal)
    liveRuns.append(run)
    signal.whenEnded { [unowned self] in
      run.live = false
      liveRuns.removeAll { $0 === run }
    }
    return signal
  }

  func startReplayedSource() {
    guard !replayStarted else { return }
    replayStarted = true
    let target = shared!
    _ = startSource { target.send($0) }
  }

  func connect() {
    guard !connected else { return }
    connected = true
    if connectionDisposed { return }
    let target = shared!
    // The subject hears the source, but not the interruption of disposing
    // the connection (rule 9).
    connection = startSource { event in if event != .interrupted { target.send(event) } }
  }

  func disposeConnection() {
    connectionDisposed = true
    connection?.interrupt()
  }
}
