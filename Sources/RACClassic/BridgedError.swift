/// The error a classic signal fails with, as the engine carries it.
///
/// RAC2 errors are `NSError *` and may be `nil`; `BridgedError` keeps that
/// optional error as it was sent. Classic subscribers never see this type:
/// they receive `underlying`. It appears in RACModern code only through the
/// bridge, as the error type of `RACSignal.toSignalProducer()`.
public struct BridgedError: Error {
  /// The error the classic side sent, or `nil` for `sendError(nil)`.
  public let underlying: (any Error)?

  /// Wraps an error sent by classic code.
  public init(underlying: (any Error)?) {
    self.underlying = underlying
  }
}
