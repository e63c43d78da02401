import RACShared

typealias Machine = BroadcastStateMachine
typealias Slot = ObserverSlot<Int, TestFailure>

/// Made-up threads for driving the machines directly: `me` and two others.
let me = ThreadIdentity._testing(1)
let other = ThreadIdentity._testing(2)
let third = ThreadIdentity._testing(3)

/// A slot that is not attached to any core, for driving the machine directly.
func makeSlot(interruptsOnDispose: Bool = false) -> Slot {
  Slot(core: nil, interruptsOnDispose: interruptsOnDispose, sink: { _ in })
}

func id(_ object: AnyObject) -> ObjectIdentifier { ObjectIdentifier(object) }

/// A `Machine.SendAction` in an equatable form: observers by identity.
enum SendSummary: Equatable {
  case deliver([ObjectIdentifier])
  case enqueue
  case drop
  case contended

  init(_ action: Machine.SendAction) {
    switch action {
    case .deliver(let observers): self = .deliver(observers.map(id))
    case .enqueue: self = .enqueue
    case .drop: self = .drop
    case .contended: self = .contended
    }
  }
}

/// A `Machine.ObserveAction` in an equatable form.
enum ObserveSummary: Equatable {
  case attached
  case replay(ended: TerminalKind?)
  case replayNested(ended: TerminalKind?)
  case contended

  init(_ action: Machine.ObserveAction) {
    switch action {
    case .attached: self = .attached
    case .replay(let ended): self = .replay(ended: ended)
    case .replayNested(let ended): self = .replayNested(ended: ended)
    case .contended: self = .contended
    }
  }
}

/// A `Turn.Answer` in an equatable form.
enum AnswerSummary: Equatable {
  case pending
  case deliver([ObjectIdentifier])
  case replay(ended: TerminalKind?)
  case interruptSlot
  case dismissed
  case passed
  case retry

  init(_ answer: Turn.Answer) {
    switch answer {
    case .pending: self = .pending
    case .deliver(let observers): self = .deliver(observers.map(id))
    case .replay(let ended): self = .replay(ended: ended)
    case .interruptSlot: self = .interruptSlot
    case .dismissed: self = .dismissed
    case .passed: self = .passed
    case .retry: self = .retry
    }
  }

  init?(_ answer: Turn.Answer?) {
    guard let answer else { return nil }
    self.init(answer)
  }
}

/// A `Machine.InterruptAction` in an equatable form.
enum InterruptSummary: Equatable {
  case done
  case deliver([ObjectIdentifier])
  case enqueue
  case contended

  init(_ action: Machine.InterruptAction) {
    switch action {
    case .done: self = .done
    case .deliver(let observers): self = .deliver(observers.map(id))
    case .enqueue: self = .enqueue
    case .contended: self = .contended
    }
  }
}

/// The turn of thread `thread` with `request`, offered to `machine` after a
/// contended first try (`starving`: after it was told to retry and lost the
/// token again); returns the turn and the immediate answer, if any.
func offer(
  _ request: Turn.Request, from thread: ThreadIdentity, to machine: inout Machine, starving: Bool = false
) -> (turn: Turn, answer: AnswerSummary?) {
  let turn = Turn._testing(thread, request, starving: starving)
  return (turn, AnswerSummary(machine.wait(turn)))
}

/// The answers of the turns a boundary wakes, in order.
func answers(_ step: Machine.Step) -> [AnswerSummary] {
  step._wake.map { AnswerSummary($0.answer) }
}
