import RACShared

/// A mutable property whose proposed values are validated before they are
/// taken: a valid value is taken, a coerced one is replaced, an invalid one
/// is refused (the property keeps its value).
///
/// `result` holds the outcome of the latest validation, of values set here
/// and of values the inner property took by other means; it changes before
/// the value does. `producer`, `signal` and `lifetime` are the inner
/// property's. The validator runs in the inner property's turn, so no other
/// change interleaves with a validation.
///
/// ```swift
/// let age = ValidatingProperty<Int, AgeError>(0) { $0 >= 0 ? .valid : .invalid(.negative) }
/// age.value = -3
/// print(age.value, age.result.value.isInvalid)   // prints "0 true"
/// ```
public final class ValidatingProperty<Value, ValidationError: Swift.Error>: MutablePropertyProtocol {
  @usableFromInline
  package let core: ValidationCore<Value, Result>

  /// The outcome of the latest validation.
  public let result: Property<Result>

  /// The inner property's current value, then every change.
  public let producer: SignalProducer<Value, Never>

  /// The inner property's changes.
  public let signal: Signal<Value, Never>

  /// The inner property's lifetime.
  public let lifetime: Lifetime

  /// The value now; setting it proposes a value, taken only if valid (or
  /// replaced when coerced).
  public var value: Value {
    get { core.value }
    set { core.propose(newValue) }
  }

  /// A validating property in front of `inner`, which it keeps alive.
  ///
  /// - Parameters:
  ///   - inner: The property holding the value.
  ///   - validator: Decides about a value.
  public init<Inner: ComposableMutablePropertyProtocol>(
    _ inner: Inner, _ validator: @escaping (Value) -> Decision
  ) where Inner.Value == Value {
    core = ValidationCore(
      read: { inner.value }, exclusive: { body in inner.withValue { _ in body() } }, write: { inner.value = $0 },
      changes: inner.signal.producer.core, validate: { Result($0, validator($0)) }, accepted: \.value)
    result = Property(core: core.result)
    producer = inner.producer
    signal = inner.signal
    lifetime = inner.lifetime
  }

  /// A validating property holding `initial` in a new `MutableProperty`.
  ///
  /// - Parameters:
  ///   - initial: The value until a valid one is set.
  ///   - validator: Decides about a value.
  public convenience init(_ initial: Value, _ validator: @escaping (Value) -> Decision) {
    self.init(MutableProperty(initial), validator)
  }

  /// A validating property in front of `inner` whose validator reads
  /// `other`'s value too, and that validates its last proposed value again
  /// whenever `other` changes. It does not keep `other` alive.
  ///
  /// - Parameters:
  ///   - inner: The property holding the value.
  ///   - other: The property the validation depends on.
  ///   - validator: Decides about a value and `other`'s value.
  public convenience init<Other: PropertyProtocol>(
    _ inner: MutableProperty<Value>, with other: Other, _ validator: @escaping (Value, Other.Value) -> Decision
  ) {
    let other = Property(other)
    self.init(inner) { validator($0, other.value) }
    core.revalidate(whenever: other.signal.producer.core, during: lifetime.core, proposal: \.proposed)
  }

  /// A validating property holding `initial`, whose validator reads
  /// `other`'s value too.
  ///
  /// - Parameters:
  ///   - initial: The value until a valid one is set.
  ///   - other: The property the validation depends on.
  ///   - validator: Decides about a value and `other`'s value.
  public convenience init<Other: PropertyProtocol>(
    _ initial: Value, with other: Other, _ validator: @escaping (Value, Other.Value) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  /// A validating property holding `initial`, whose validator reads the
  /// value last proposed to `other` (valid or not), and that validates
  /// again whenever `other`'s result changes.
  ///
  /// - Parameters:
  ///   - initial: The value until a valid one is set.
  ///   - other: The validating property the validation depends on.
  ///   - validator: Decides about a value and `other`'s proposed value.
  public convenience init<U, E>(
    _ initial: Value, with other: ValidatingProperty<U, E>, _ validator: @escaping (Value, U) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  /// A validating property in front of `inner`, whose validator reads the
  /// value last proposed to `other` (valid or not), and that validates
  /// again whenever `other`'s result changes. It keeps only `other`'s
  /// result alive.
  ///
  /// - Parameters:
  ///   - inner: The property holding the value.
  ///   - other: The validating property the validation depends on.
  ///   - validator: Decides about a value and `other`'s proposed value.
  public convenience init<U, E>(
    _ inner: MutableProperty<Value>, with other: ValidatingProperty<U, E>,
    _ validator: @escaping (Value, U) -> Decision
  ) {
    let otherResult = other.result
    self.init(inner) { validator($0, otherResult.value.proposed) }
    core.revalidate(whenever: otherResult.signal.producer.core, during: lifetime.core, proposal: \.proposed)
  }

  /// What a validator decides about a value.
  public enum Decision {
    /// The value is taken.
    case valid
    /// The value is replaced by the given one, which is taken, with an
    /// optional error to show.
    case coerced(Value, ValidationError?)
    /// The value is refused, for the given reason.
    case invalid(ValidationError)
  }

  /// The outcome of a validation.
  public enum Result {
    /// The value was taken.
    case valid(Value)
    /// `proposed` was replaced by `replacement`, which was taken.
    case coerced(replacement: Value, proposed: Value, error: ValidationError?)
    /// The value was refused.
    case invalid(Value, ValidationError)

    /// Whether the value was refused.
    public var isInvalid: Bool {
      if case .invalid = self { true } else { false }
    }

    /// The value taken, or `nil` if it was refused.
    public var value: Value? {
      switch self {
      case .valid(let value), .coerced(let value, _, _): value
      case .invalid: nil
      }
    }

    /// Why the value was refused, or `nil`.
    public var error: ValidationError? {
      if case .invalid(_, let error) = self { error } else { nil }
    }

    /// The value proposed, whatever the outcome.
    var proposed: Value {
      switch self {
      case .valid(let value), .coerced(_, let value, _), .invalid(let value, _): value
      }
    }

    /// The outcome of `decision` about `value`.
    init(_ value: Value, _ decision: Decision) {
      switch decision {
      case .valid: self = .valid(value)
      case .coerced(let replacement, let error):
        self = .coerced(replacement: replacement, proposed: value, error: error)
      case .invalid(let error): self = .invalid(value, error)
      }
    }
  }
}

// Safety: immutable; the engine core, its result, the inner property's
// producer, signal and lifetime are thread-safe.
extension ValidatingProperty: @unchecked Sendable {}
