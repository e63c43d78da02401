/// A value that changes over time and tells whoever watches it (RAC4's
/// `MutableProperty` and `AnyProperty`, and the `executing`/`enabled` state
/// of commands): what a property face holds.
///
/// A stored property sets its value itself; a composed property (`map`,
/// `combineLatest`, `zip`, `combinePrevious`, `skipRepeats`, `flatMap`,
/// `and`/`or`, `AnyProperty(_:)`, `Property(initial:then:)`: `composed(_:following:)`)
/// takes it from a derivation, one start of a producer over what it follows.
///
/// Who holds whom (strong `→`, weak `⇢`), for docs/EventContract.md rule 14:
///
/// ```
/// face (Property, MutableProperty) → PropertyCore → PropertyCell (value, turn, changes)
/// PropertyCore → what it follows (the source properties)            (composed only)
/// PropertyCore → SharedStart → the derivation's start                (composed only)
/// a `producer` handed out, a start's disposable → that SharedStart
/// source's signal → … → the derivation's sink → PropertyDerivation → PropertyCell
/// a start of `producer` (slot in `changes`) ⇢ that SharedStart
/// ```
///
/// So a composed property keeps what it follows alive while it is alive
/// itself (`c.map{}.map{}` keeps following `c`, as RAC 4.2's `map` captured
/// its source), and its derivation runs while the property is alive, or a
/// producer it handed out is held or started (an `Action`'s `enabledIf`, a
/// `<~` binding, `flatMap`'s inners: ReactiveSwift's composed properties),
/// for as long as its sources can send. When none of these holds, the
/// derivation is disposed and `changes` completes; a chain nobody
/// holds and whose sources are gone is freed whole.
///
/// Every change of a stored property happens in the property's turn
/// (`PropertyTurn`, see `PropertyCell`): observers hear the changes in the
/// order they were made, and no user code runs under an engine lock (rule 4).
@usableFromInline
package final class PropertyCore<Value> {
  @usableFromInline
  let cell: PropertyCell<Value>
  /// Every change (the property's `signal`): the one broadcast that the
  /// signal's observers and the producer's starts share, so they hear each
  /// change in the order they attached.
  @usableFromInline
  package let changes: SignalCore<Value, Never>
  /// The producers bound with `<~` and what else ends with the property;
  /// disposed when it goes away.
  @usableFromInline
  package let lifetime = CompositeDisposableCore()
  /// What a composed property follows, kept alive as long as it is (rule 14).
  private let followed: [AnyObject]
  /// The start of a composed property's derivation; `nil` for a stored
  /// property. The property holds its owner's handle.
  private let start: SharedStart?
  /// Whether a stored property's lifetime ends before or after its
  /// producer and signal complete.
  private let ending: PropertyEnding

  /// Creates a property holding `initial`. With `isRepeat`, a change equal
  /// to the value announced last is not sent. `stamp` is the stamp of the
  /// initial value (see `set(_:stamp:)`).
  /// `ending` orders the end of its `lifetime` and the completion of its
  /// signals when it goes away.
  @usableFromInline
  package init(
    _ initial: Value, stamp: UInt64 = 0, isRepeat: ((Value, Value) -> Bool)? = nil,
    ending: PropertyEnding = .lifetimeFirst
  ) {
    self.ending = ending
    cell = PropertyCell(initial, stamp: stamp, isRepeat: isRepeat)
    changes = cell.changes
    followed = []
    start = nil
  }

  /// A composed property whose derivation `start` runs, keeping `followed`
  /// alive.
  init(start: SharedStart, cell: PropertyCell<Value>, following followed: [AnyObject]) {
    self.cell = cell
    changes = cell.changes
    self.followed = followed
    self.start = start
    ending = .lifetimeFirst
  }

  /// A property that always holds `value` (RAC4's `ConstantProperty`): its
  /// producer sends `value` and completes; its signal has already ended.
  @usableFromInline
  package convenience init(constant value: Value) {
    self.init(value)
    changes.send(.completed)
  }

  deinit {
    if let start {
      lifetime.dispose()
      start.ownerReleased()
      return
    }
    switch ending {
    case .lifetimeFirst:
      lifetime.dispose()
      cell.complete()
    case .completionFirst:
      cell.complete()
      lifetime.dispose()
    }
  }

  /// The value now.
  @usableFromInline
  package var value: Value { cell.value }

  /// The current value, then every change (a property's `producer`): each
  /// start hears the value `changes` delivered last and attaches to
  /// `changes` in one step, after the observers attached before it. A
  /// composed property's producer keeps its derivation running while it is
  /// held or one of its starts is live, even once the property itself is
  /// gone (rule 14); it does not keep the sources alive.
  @usableFromInline
  package var producer: Producer<Value, Never> {
    start.map { Self.producer(observing: changes, of: $0) } ?? Producer(observing: changes, replayingLatest: true)
  }

  /// Replaces the value and sends the change.
  @usableFromInline
  package func set(_ value: Value) { cell.set(value) }

  /// Replaces the value with a change stamped by the owner's own clock (a
  /// command stamping `executing` and `enabled` under its lock); a change
  /// older than the value held is ignored.
  @usableFromInline
  package func set(_ value: Value, stamp: UInt64) { cell.set(value, stamp: stamp) }

  /// Runs `action` with the value, in the property's turn: no change can
  /// happen meanwhile except one made by `action` itself on this thread.
  @usableFromInline
  package func withValue<Result>(_ action: (Value) throws -> Result) rethrows -> Result {
    try cell.withValue(action)
  }

  /// RAC4's `modify`: replaces the value with what `transform` returns for
  /// it, in the property's turn, and returns the value it replaced. Nothing
  /// changes if `transform` throws.
  @usableFromInline
  package func modify(_ transform: (Value) throws -> Value) rethrows -> Value {
    try cell.modify(transform)
  }

  /// ReactiveSwift's `modify`: lets `action` change the value in place, in
  /// the property's turn, then announces the result (also when `action`
  /// throws after changing it, as ReactiveSwift does). Changing the property
  /// from inside `action` traps: the value is lent to `action` meanwhile.
  @usableFromInline
  package func modify<Result>(inPlace action: (inout Value) throws -> Result) rethrows -> Result {
    try cell.modify(inPlace: action)
  }

  /// Completes `changes` (the signal and the producer) now, as the property's going away
  /// would (a test ending a property it keeps). Later calls do nothing.
  @usableFromInline
  package func complete() { cell.complete() }

  /// Sets the value from every value `source` sends until it ends, this
  /// property goes away or the returned disposable is disposed (RAC4's `<~`).
  ///
  /// The returned disposable reports `isDisposed` once the binding is over,
  /// whichever of the three ended it (RAC 4.2's PropertySpec).
  @usableFromInline
  @discardableResult
  package func bind(_ source: Producer<Value, Never>) -> any DisposableCore {
    let binding = SerialDisposableCore(policy: .disposeReplaced)
    lifetime.add(binding)
    let start = source.instantiate { [weak self, weak binding] event in
      switch event {
      case .value(let value): self?.set(value)
      case .completed, .interrupted:
        guard let binding else { return }
        self?.lifetime.remove(binding)
        binding.dispose()
      }
    }
    binding.inner = start.cancel
    start.run()
    return binding
  }
}

// Safety: every stored property is immutable and thread-safe itself.
extension PropertyCore: @unchecked Sendable {}

/// When a stored property that goes away ends its `lifetime`: before its
/// producer and signal complete (RACModern: RAC 4.2.2 had no property
/// lifetime, RACModern's ends first), or after (ReactiveSwift 7: its
/// `MutableProperty` sends `completed` in `deinit`, then its lifetime token
/// goes). Observable by code that watches both (docs/Migration.md).
@usableFromInline
package enum PropertyEnding: Sendable {
  /// The lifetime ends, then the producer and signal complete (RACModern).
  case lifetimeFirst
  /// The producer and signal complete, then the lifetime ends (ReactiveSwift).
  case completionFirst
}
