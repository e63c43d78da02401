/// What a face's observer sends into: a sink, and, when the sink is a
/// signal's input (a pipe's, a signal generator's, `buffer`'s), that
/// signal's core.
///
/// With the core at hand a face's `sendNext(value)` inlines
/// `core.send(.value(value))` into the caller, compiled knowing the event is
/// a value, as `RACSubject.sendNext` is; through the sink alone the same
/// send called the closure, which called the core's `send` out of line for
/// any event (docs/Benchmarks.md, "Instruction counts, all three faces").
/// Any other observer, one made from callbacks or a start handler's, calls
/// its sink.
///
/// The sink owns what the input stands for (the core, and the face kept
/// alive or the interruption on release: `SignalInput`,
/// `InterruptingSignalInput`), so the core is held unretained: a signal's
/// core, which its observer slots reference weakly, keeps its count in a
/// side table, and a core retained per send took reference counting's slow
/// path (125 instructions per B1 send). A start handler's input stays a
/// sink: sending into its `UnicastCore` inline in the handler's loop counted
/// more than through the sink (B3: 229.5 against 209.4 instructions per
/// source value).
@usableFromInline
package struct EventInput<Value, Failure: Error> {
  /// Where the events go; it holds the core, if any.
  @usableFromInline
  package let sink: EventSink<Value, Failure>

  /// The signal `sink` sends into, unretained (`sink` holds it).
  @usableFromInline
  let signal: Unmanaged<SignalCore<Value, Failure>>?

  /// An input that hands every event to `sink`.
  @inlinable
  package init(sink: @escaping EventSink<Value, Failure>) {
    self.sink = sink
    signal = nil
  }

  /// An input whose `sink` sends into `core` and holds it.
  @inlinable
  init(sink: @escaping EventSink<Value, Failure>, sendingInto core: SignalCore<Value, Failure>) {
    self.sink = sink
    signal = Unmanaged.passUnretained(core)
  }

  /// The input of `signal`, or of the sink, as a `StartingInput`.
  @inlinable
  package var starting: StartingInput<Value, Failure> {
    StartingInput(sink: sink, signal: signal, start: nil)
  }

  /// Sends `event`: into the signal's core before returning, with the core's
  /// serialization (docs/EventContract.md rules 2 and 3), or to the sink.
  @inlinable
  package func send(_ event: SignalEvent<Value, Failure>) {
    if let signal {
      signal._withUnsafeGuaranteedRef { $0.sendOrRelay(event) }
    } else {
      sink(event)
    }
  }
}

// Safety: immutable; a signal's core serializes sends from any thread
// (docs/EventContract.md rule 2), and a sink is either such an input or a
// callback the engine only calls from one signal's serialized delivery.
extension EventInput: @unchecked Sendable {}

/// `EventInput` with a third form: the input of a start (a producer's start
/// handler's under ReactiveSwift's release rule), with the start's core at
/// hand, unretained as the signal's is (the sink holds it,
/// `InterruptingStartInput`). RACSwift's `Signal.Observer` holds one.
///
/// That observer is a class, so its `send(value:)` branches on the input's
/// form at run time, in the handler's loop too. With that branch in the
/// loop the optimizer no longer inlined a start handler into its start, so
/// through the sink each value called the start's send out of line (B3:
/// 255.6 instructions per source value, against 198.6 before the branch);
/// with the start's core at hand the send inlines into the handler's loop
/// instead (B3: 210.6; docs/Benchmarks.md, "Instruction counts, all three
/// faces").
/// RACModern's `Observer`, a struct, keeps `EventInput`: there the optimizer
/// sees a start handler's form, and a third field cost its pipe sends 7
/// instructions each.
@usableFromInline
package struct StartingInput<Value, Failure: Error> {
  /// Where the events go; it holds the core, if any.
  @usableFromInline
  package let sink: EventSink<Value, Failure>

  /// The signal `sink` sends into, unretained (`sink` holds it).
  @usableFromInline
  let signal: Unmanaged<SignalCore<Value, Failure>>?

  /// The start `sink` sends into, unretained (`sink` holds it).
  @usableFromInline
  let start: Unmanaged<UnicastCore<Value, Failure>>?

  /// An input that hands every event to `sink`.
  @inlinable
  package init(sink: @escaping EventSink<Value, Failure>) {
    self.init(sink: sink, signal: nil, start: nil)
  }

  /// An input of the given parts; `sink` holds the core, if any.
  @inlinable
  init(
    sink: @escaping EventSink<Value, Failure>, signal: Unmanaged<SignalCore<Value, Failure>>?,
    start: Unmanaged<UnicastCore<Value, Failure>>?
  ) {
    self.sink = sink
    self.signal = signal
    self.start = start
  }

  /// An input whose `sink` sends into the start `core` and holds it.
  @inlinable
  init(sink: @escaping EventSink<Value, Failure>, sendingIntoStart core: UnicastCore<Value, Failure>) {
    self.init(sink: sink, signal: nil, start: Unmanaged.passUnretained(core))
  }

  /// Sends `event`: into the signal's or the start's core before returning,
  /// with the core's serialization (docs/EventContract.md rules 2 and 3), or
  /// to the sink.
  ///
  /// The calling thread is read first, whatever the form: reading it only
  /// in the start's branch kept it (a `pthread_self` call through the PLT,
  /// an indirect jump) inside a start handler's sending loop, where
  /// RACModern's start, whose form the optimizer sees, reads it once per
  /// start. Read unconditionally, the optimizer hoists it out of the loop;
  /// the signal's send reads it again, and the two reads merge.
  ///
  /// The start's form is checked first: a start handler's loop then pays one
  /// form check per value instead of two (B3: 20.1 to 19.1 conditional
  /// branches and 208.6 to 204.6 instructions per value; RACModern's start,
  /// whose form the optimizer sees, pays none), and a pipe's send one more
  /// (B1 350 to 352).
  @inlinable
  package func send(_ event: SignalEvent<Value, Failure>) {
    let thread = ThreadIdentity.current
    if let start {
      start._withUnsafeGuaranteedRef { $0.send(event, from: thread) }
    } else if let signal {
      signal._withUnsafeGuaranteedRef { $0.sendOrRelay(event) }
    } else {
      sink(event)
    }
  }
}

// Safety: immutable; a signal's or a start's core serializes sends from any
// thread (docs/EventContract.md rule 2), and a sink is either such an input
// or a callback the engine only calls from one signal's serialized delivery.
extension StartingInput: @unchecked Sendable {}

extension SignalCore {
  /// The input of a pipe or a generator, released as `release` says (see
  /// `input(releasedAs:face:)`), with this core at hand so that a send
  /// inlines.
  @inlinable
  package func eventInput(releasedAs release: SignalRelease, face: AnyObject) -> EventInput<Value, Failure> {
    EventInput(sink: input(releasedAs: release, face: face), sendingInto: self)
  }

  /// The input of `buffer`: it sends into this core and keeps nothing else
  /// alive.
  @inlinable
  package var bufferInput: EventInput<Value, Failure> {
    EventInput(sink: send, sendingInto: self)
  }
}
