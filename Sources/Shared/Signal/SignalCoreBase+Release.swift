/// How long a hot signal made for a face lives when nothing holds it: RAC
/// 4.2.2's rule and ReactiveSwift 7's differ, so each face names its rule
/// (docs/Migration.md, "ReactiveSwift's signal memory model").
@usableFromInline
package enum SignalRelease: Sendable {
  /// RAC 4.2.2 (RACModern): the input keeps the signal and its face alive
  /// until the terminal event; releasing the input lets go of them.
  case rac4
  /// ReactiveSwift 7 (RACSwift): a signal that has observers lives until its
  /// terminal event, held or not; a signal whose faces are all gone and that
  /// nobody observes is ended silently: no event, its lifetime (a
  /// generator's, a producer start's) ends; releasing its input interrupts
  /// it.
  case reactiveSwift
}

/// How many faces stand for a signal under ReactiveSwift's rule, kept in one
/// atomic word of the signal (`SignalCoreBase.faces`): `uncounted` while the
/// signal follows RAC 4.2.2's rule (it never counts faces).
@frozen
@usableFromInline
package enum FaceCount: AtomicStateValue, Equatable {
  /// RAC 4.2.2's rule: faces are not counted.
  case uncounted
  /// ReactiveSwift's rule, this many faces standing for the signal.
  case counted(Int)

  /// The word 0 is `uncounted`, `1 + n` is `counted(n)`.
  @inlinable @inline(__always)
  package init(word: Int) { self = word == 0 ? .uncounted : .counted(word - 1) }

  @inlinable @inline(__always)
  package var word: Int {
    switch self {
    case .uncounted: 0
    case .counted(let faces): faces + 1
    }
  }

  /// Whether the signal follows ReactiveSwift's rule.
  @inlinable @inline(__always)
  package var isCounted: Bool {
    if case .counted = self { return true }
    return false
  }

  /// One face more (a signal not counted yet starts counting).
  @inlinable @inline(__always)
  var adding: FaceCount {
    switch self {
    case .uncounted: .counted(1)
    case .counted(let faces): .counted(faces + 1)
    }
  }

  /// One face fewer; `nil` for a signal that never counted.
  @inlinable @inline(__always)
  var removing: FaceCount? {
    guard case .counted(let faces) = self else { return nil }
    return .counted(faces - 1)
  }
}

/// ReactiveSwift's rule in the signal: a face adopts the signal when it is
/// made and lets go of it in its `deinit` (`faces`); an engine operator that
/// holds the signal while the face's user cannot yet (`startWithSignal`
/// during its start) counts as a face too. Whether a signal without faces
/// ends is decided in one step of the machine (`BroadcastStateMachine
/// .abandoned`), under the lock where observers attach, so an observer that
/// attaches while the last face goes is never interrupted by it.
///
/// Who holds whom under this rule (strong `→`), added to `SignalCore`'s map:
///
/// ```
/// face (RACSwift Signal) → SignalCore                   (counted in faces)
/// SignalCore → itself, as its anchor                     (no face left, observers left, not ended)
/// InterruptingSignalInput → SignalCore                   (interrupts it in deinit)
/// ```
extension SignalCoreBase {
  /// A face of `release`'s rule now stands for this signal.
  @inlinable
  package final func adoptFace(_ release: SignalRelease) {
    guard release == .reactiveSwift else { return }
    _ = AtomicState.update(&faces) { $0.adding }
  }

  /// Whether this signal follows ReactiveSwift's release rule (counts its
  /// faces).
  @inlinable
  package final var countsFaces: Bool { AtomicState.load(&faces).isCounted }

  /// A further face now stands for this signal, made for it elsewhere (the
  /// bridge's view of another face's signal): it counts only if the signal
  /// already follows ReactiveSwift's rule, so a signal keeps the rule it was
  /// made with. Balanced by `releaseFace()`, which does nothing for a signal
  /// that never counted.
  @inlinable
  package final func adoptFaceKeepingRule() {
    _ = AtomicState.update(&faces) { $0.isCounted ? $0.adding : nil }
  }

  /// A face that adopted this signal went away. When it was the last: if
  /// nobody observes, the signal ends silently; otherwise it keeps itself
  /// alive until its terminal event (its observers hold it only weakly, and
  /// a signal without an input, `never` or one derived from another, has
  /// nothing else), which comes at the latest when its last observer leaves.
  /// When its only observer is a replay that offered to take its input
  /// (`SignalCore.offerRelay`), it hands the input over instead
  /// (`SignalCore.handOverToRelay()`, docs/Engine.md).
  @inlinable
  package final func releaseFace() {
    guard AtomicState.update(&faces, { $0.removing })?.new == .counted(0) else { return }
    if handOverToRelay() { return }
    endIfAbandoned(keepingAlive: self)
  }

  /// Called when an observer left: with no face and no observer left, the
  /// signal ends silently (ReactiveSwift's rule only).
  @inlinable
  final func observerLeft() {
    if AtomicState.holds(&faces, .counted(0)) { endIfAbandoned(keepingAlive: nil) }
  }

  /// Ends the signal if nobody observes it: `.interrupted` reaches no one,
  /// then what waited for its end (a lifetime, a start) is disposed. If
  /// observers remain, `anchor` (when given) keeps it alive until its end.
  /// One machine step decides, so an observer attaching meanwhile either
  /// keeps it alive or comes after its end.
  @usableFromInline
  final func endIfAbandoned(keepingAlive anchor: AnyObject?) {
    let thread = ThreadIdentity.current
    carryOutInterruption(withMachine { $0.abandoned(keepingAlive: anchor, from: thread) })
  }
}

/// The input of a signal under ReactiveSwift's rule: releasing it
/// interrupts the signal (ReactiveSwift's generator observer
/// `interruptsOnDeinit`), and it does not keep the face alive.
@usableFromInline
final class InterruptingSignalInput<Value, Failure: Error> {
  @usableFromInline
  let core: SignalCore<Value, Failure>

  @inlinable
  init(core: SignalCore<Value, Failure>) {
    self.core = core
  }

  deinit {
    core.interrupt()
  }
}

// Safety: immutable; the core is thread-safe.
extension InterruptingSignalInput: @unchecked Sendable {}

extension SignalCore {
  /// The sink that sends into this signal, released as `release` says:
  /// RAC 4.2.2's keeps `face` alive until the signal ends or the sink is
  /// released (`input(keepingAlive:)`); ReactiveSwift's interrupts the
  /// signal when the sink is released.
  @inlinable
  package func input(releasedAs release: SignalRelease, face: AnyObject) -> EventSink<Value, Failure> {
    switch release {
    case .rac4:
      return input(keepingAlive: face)
    case .reactiveSwift:
      let input = InterruptingSignalInput(core: self)
      return { input.core.sendOrRelay($0) }
    }
  }
}

/// The input a start handler gets under ReactiveSwift's rule: releasing it
/// without ending the start interrupts the start.
@usableFromInline
final class InterruptingStartInput<Value, Failure: Error> {
  /// The start's own core; the handler's input (`StartingInput`) sends into it
  /// directly, so that the client inlines its `send` into the handler's
  /// loop (through a stored sink closure it cost B3 a closure call and an
  /// out-of-line send per value: 247 instructions per source value against
  /// RACModern's 218).
  @usableFromInline
  let core: UnicastCore<Value, Failure>

  @inlinable
  init(_ core: UnicastCore<Value, Failure>) {
    self.core = core
  }

  /// Sends `event` into the start.
  @inlinable
  func send(_ event: SignalEvent<Value, Failure>) {
    core.send(event)
  }

  deinit {
    core.send(.interrupted)
  }
}

// Safety: immutable; the sink is a start's serialized input.
extension InterruptingStartInput: @unchecked Sendable {}

extension Producer {
  /// A producer whose start handler receives the start's input and
  /// lifetime, the input released as `release` says: under ReactiveSwift's
  /// rule, a handler that lets go of its input without ending the start
  /// interrupts it (`SignalProducer { _, _ in }` is interrupted at once; keep
  /// the observer, as `SignalProducer.never` does, to stay silent).
  ///
  /// Under ReactiveSwift's rule the input has the start's core at hand
  /// (`StartingInput`), so that a face's send inlines the start's.
  @inlinable
  package convenience init(
    releasedAs release: SignalRelease,
    startHandler: @escaping (_ input: StartingInput<Value, Failure>, _ lifetime: CompositeDisposableCore) -> Void
  ) {
    switch release {
    case .rac4:
      self.init(startHandler: { input, lifetime in startHandler(StartingInput(sink: input), lifetime) })
    case .reactiveSwift:
      self.init(preparing: { sink, interruption in
        Producer.unicastStart(sink, interruption) { core, lifetime in
          let held = InterruptingStartInput(core)
          startHandler(StartingInput(sink: held.send, sendingIntoStart: core), lifetime)
        }
      })
    }
  }
}
