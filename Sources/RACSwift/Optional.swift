/// An `Optional`, for constraining extensions to optional values
/// (`Property(initial:then:)` of an optional property from a producer of
/// non-optional values).
public protocol OptionalProtocol: ExpressibleByNilLiteral {
  /// The type of the value when there is one.
  associatedtype Wrapped

  /// The optional holding `value`, or `nil`.
  ///
  /// - Parameter value: The value, if any.
  init(reconstructing value: Wrapped?)

  /// The value as a plain `Optional`.
  var optional: Wrapped? { get }
}

extension Optional: OptionalProtocol {
  /// The value itself.
  public var optional: Wrapped? {
    self
  }

  /// `value` itself.
  ///
  /// - Parameter value: The value, if any.
  public init(reconstructing value: Wrapped?) {
    self = value
  }
}
