/// Why an `Action`'s producer failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
  /// The action was disabled when the producer was started.
  case notEnabled
  /// The work failed with this error.
  case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}
