import RACShared

typealias Machine = BroadcastStateMachine<Int, TestFailure>
typealias Slot = ObserverSlot<Int, TestFailure>

/// A slot that is not attached to any core, for driving the machine directly.
func makeSlot(interruptsOnDispose: Bool = false) -> Slot {
  Slot(core: nil, interruptsOnDispose: interruptsOnDispose, sink: { _ in })
}

func id(_ object: AnyObject) -> ObjectIdentifier { ObjectIdentifier(object) }

/// A `Machine.Work` in an equatable form: objects by identity.
enum WorkSummary: Equatable {
  case deliver(Logged<Int>, to: [ObjectIdentifier], waiter: ObjectIdentifier?)
  case replay(to: ObjectIdentifier, terminal: Logged<Int>?, waiter: ObjectIdentifier?)
  case detach(ObjectIdentifier, waiter: ObjectIdentifier?)

  init(_ work: Machine.Work) {
    switch work {
    case .deliver(let event, let observers, let waiter):
      self = .deliver(Logged(event), to: observers.map(id), waiter: waiter.map(id))
    case .replay(let slot, let terminal, let waiter):
      self = .replay(to: id(slot), terminal: terminal.map(Logged.init), waiter: waiter.map(id))
    case .detach(let slot, let waiter):
      self = .detach(id(slot), waiter: waiter.map(id))
    }
  }
}

/// A `Machine.ObserveAction` in an equatable form; the waiter of `.wait` is
/// compared through `waiter(of:)`.
enum ObserveSummary: Equatable {
  case attached
  case replayEnded(Logged<Int>)
  case replayAsOwner
  case replayNested(Logged<Int>?)
  case wait

  init(_ action: Machine.ObserveAction) {
    switch action {
    case .attached: self = .attached
    case .replayEnded(let terminal): self = .replayEnded(Logged(terminal))
    case .replayAsOwner: self = .replayAsOwner
    case .replayNested(let terminal): self = .replayNested(terminal.map(Logged.init))
    case .wait: self = .wait
    }
  }
}

/// A `Machine.DetachAction` in an equatable form.
enum DetachSummary: Equatable {
  case done
  case perform(WorkSummary)
  case wait

  init(_ action: Machine.DetachAction) {
    switch action {
    case .done: self = .done
    case .perform(let work): self = .perform(WorkSummary(work))
    case .wait: self = .wait
    }
  }
}

func waiter(of action: Machine.ObserveAction) -> Waiter? {
  if case .wait(let waiter) = action { waiter } else { nil }
}

func waiter(of action: Machine.DetachAction) -> Waiter? {
  if case .wait(let waiter) = action { waiter } else { nil }
}

/// The machine's phase in an equatable form.
enum PhaseSummary: Equatable {
  case active
  case terminating
  case terminated(Logged<Int>)

  init(_ phase: Machine.Phase) {
    switch phase {
    case .active: self = .active
    case .terminating: self = .terminating
    case .terminated(let event): self = .terminated(Logged(event))
    }
  }
}

extension Machine {
  var phaseSummary: PhaseSummary { PhaseSummary(phase) }
  var observerIDs: [ObjectIdentifier] { observers.map(id) }
}

/// What `finish` handed out, in an equatable form.
struct NextSummary: Equatable {
  var work: WorkSummary?
  var wake: [ObjectIdentifier] = []
  var dispose: [ObjectIdentifier] = []

  init(work: WorkSummary? = nil, wake: [ObjectIdentifier] = [], dispose: [ObjectIdentifier] = []) {
    self.work = work
    self.wake = wake
    self.dispose = dispose
  }

  init(_ next: Machine.Next) {
    work = next.work.map(WorkSummary.init)
    wake = next.wake.map(id)
    dispose = next.dispose.map { id($0) }
  }
}
