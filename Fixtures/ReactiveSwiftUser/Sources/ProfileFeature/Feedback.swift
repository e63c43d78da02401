import RACSwift  // was `import ReactiveSwift`: the only line that changed

/// What a state machine feeds back into itself: a function from the
/// machine's states to the events they cause.
public struct Feedback<State, Event> {
  let events: (SignalProducer<State, Never>) -> SignalProducer<Event, Never>

  /// A feedback made of any function of the states.
  ///
  /// - Parameter events: The events the states cause.
  public init(_ events: @escaping (SignalProducer<State, Never>) -> SignalProducer<Event, Never>) {
    self.events = events
  }

  /// Runs `effects` whenever `query` finds something in a state (once per
  /// new finding), and drops the previous run when the finding changes or
  /// goes away: the usual way a feedback starts a request.
  ///
  /// - Parameters:
  ///   - query: What a state asks for, or `nil` if nothing.
  ///   - effects: The events caused by one finding.
  public init<Query: Equatable>(
    query: @escaping (State) -> Query?, effects: @escaping (Query) -> SignalProducer<Event, Never>
  ) {
    self.init { states in
      states.map(query).skipRepeats().flatMap(.latest) { found -> SignalProducer<Event, Never> in
        guard let found else { return .empty }
        return effects(found)
      }
    }
  }
}

/// A state machine driven by its events and by feedbacks of its own states:
/// the events are reduced into the state; each state goes to the feedbacks
/// on `scheduler`, whose events go back into the reduction.
public final class StateMachine<State, Event> {
  /// The current state, and every state after it.
  public let state: Property<State>
  private let input: Signal<Event, Never>.Observer

  /// Creates the machine and starts it.
  ///
  /// The feedbacks hear the initial state when the loop has started: in
  /// `on(started:)`, which ReactiveSwift runs once the start has set up the
  /// whole chain, so the feedbacks already listen when it sends.
  ///
  /// - Parameters:
  ///   - initial: The first state.
  ///   - scheduler: Where the feedbacks hear the states.
  ///   - reduce: The next state for a state and an event.
  ///   - feedbacks: What the states cause.
  public init(
    initial: State, scheduler: Scheduler, reduce: @escaping (State, Event) -> State,
    feedbacks: [Feedback<State, Event>]
  ) {
    let (events, input) = Signal<Event, Never>.pipe()
    let (states, statesInput) = Signal<State, Never>.pipe()
    let observedStates = SignalProducer(states).observe(on: scheduler)
    let fedBack = SignalProducer.merge(feedbacks.map { $0.events(observedStates) })
    let loop = SignalProducer(events).merge(with: fedBack)
      .scan(initial, reduce)
      .on(started: { statesInput.send(value: initial) }, value: { statesInput.send(value: $0) })
    self.input = input
    state = Property(initial: initial, then: loop)
  }

  /// Sends an event into the machine.
  ///
  /// - Parameter event: What happened.
  public func send(_ event: Event) {
    input.send(value: event)
  }
}
