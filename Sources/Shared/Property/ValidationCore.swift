/// ReactiveSwift's `ValidatingProperty`: a mutable property in front of an
/// inner one, whose proposed values are validated before they reach it.
///
/// `result` holds the outcome of the latest validation: of each value
/// proposed here, and of each value the inner property takes by other
/// means. A proposal is validated in the inner property's turn, so no other
/// change of it interleaves; the outcome is stored and sent first, then, if
/// it accepts a value (the proposal, or its coerced replacement), that value
/// is written back to the inner property. A write-back is not validated
/// again. The face supplies how a value is validated (`validate`) and which
/// value an outcome accepts (`accepted`); no user code runs under an engine
/// lock (docs/EventContract.md rule 4): only the inner property's turn and
/// `result`'s are held.
@usableFromInline
package final class ValidationCore<Value, Outcome> {
  /// The outcome of the latest validation.
  @usableFromInline
  package let result: PropertyCore<Outcome>
  private let read: () -> Value
  private let exclusive: (() -> Void) -> Void
  private let write: (Value) -> Void
  private let validate: (Value) -> Outcome
  private let accepted: (Outcome) -> Value?
  /// Set while a write-back reaches the inner property, whose own change
  /// must then not be validated again. Touched only in the inner's turn.
  private var isWritingBack = false

  /// A validation in front of the inner property that `read`, `exclusive`
  /// (runs its body in the inner property's turn), `write` and `changes`
  /// (its signal's producer) stand for.
  @usableFromInline
  package init(
    read: @escaping () -> Value,
    exclusive: @escaping (() -> Void) -> Void,
    write: @escaping (Value) -> Void,
    changes: Producer<Value, Never>,
    validate: @escaping (Value) -> Outcome,
    accepted: @escaping (Outcome) -> Value?
  ) {
    self.read = read
    self.exclusive = exclusive
    self.write = write
    self.validate = validate
    self.accepted = accepted
    var initial: Outcome?
    // The first outcome and the following of the inner's changes begin in
    // its turn, so no change falls between them.
    exclusive { initial = validate(read()) }
    guard let initial else { impossibleTransition("validation", "the inner property's turn did not run") }
    result = PropertyCore(initial)
    exclusive { [result] in
      result.bind(
        changes.lift(
          EventTransforms.filterMap { [weak self] value in
            guard let self, !self.isWritingBack else { return nil }
            return self.validate(value)
          }))
    }
  }

  /// The inner property's value.
  @usableFromInline
  package var value: Value { read() }

  /// Validates `proposed`, stores the outcome, and writes the value it
  /// accepts back to the inner property.
  @usableFromInline
  package func propose(_ proposed: Value) {
    exclusive {
      let writeBack = result.modify(inPlace: { outcome -> Value? in
        outcome = validate(proposed)
        return accepted(outcome)
      })
      guard let writeBack else { return }
      isWritingBack = true
      defer { isWritingBack = false }
      write(writeBack)
    }
  }

  /// Validates again, whenever `trigger` sends, the value last proposed
  /// (`proposal` reads it from the latest outcome), until `lifetime` ends:
  /// a validation that depends on another property follows its changes.
  @usableFromInline
  package func revalidate<Trigger>(
    whenever trigger: Producer<Trigger, Never>, during lifetime: CompositeDisposableCore,
    proposal: @escaping (Outcome) -> Value
  ) {
    _ = trigger.bind(during: lifetime) { [weak self] _ in
      guard let self else { return }
      self.propose(proposal(self.result.value))
    }
  }
}

// Safety: `isWritingBack` is only touched by the thread holding the inner
// property's turn (`exclusive`); the rest is immutable or thread-safe.
extension ValidationCore: @unchecked Sendable {}
