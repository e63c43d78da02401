/// Why an `Action`'s producer failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
  /// The action was disabled when the producer was started.
  case notEnabled
  /// The work failed with this error.
  case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}

extension ActionError {
  /// ReactiveSwift's name of `notEnabled`: the action was disabled when the
  /// producer was started. Usable to make the error and, as a pattern, to
  /// match it (`case .disabled:`).
  public static var disabled: ActionError { .notEnabled }

  /// Matches `.disabled` (ReactiveSwift's spelling) against an error, so that
  /// `case .disabled:` works in a `switch` whatever the error type. Without
  /// `Equatable` errors, no other `ActionError` value matches as a pattern.
  public static func ~= (pattern: ActionError, value: ActionError) -> Bool {
    switch (pattern, value) {
    case (.notEnabled, .notEnabled): true
    default: false
    }
  }
}

extension ActionError where Error: Equatable {
  /// Matches an error equal to `pattern` (`case expected:`), as any
  /// `Equatable` value matches; `.disabled` matches `notEnabled`.
  ///
  /// Without this, the `~=` that gives `.disabled` its meaning would also
  /// answer for these errors and never match a `producerFailed` pattern.
  public static func ~= (pattern: ActionError, value: ActionError) -> Bool {
    pattern == value
  }
}
