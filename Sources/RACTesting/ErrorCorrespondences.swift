import Foundation
import RACShared

/// The errors one test declared to correspond: each rule turns a recorded
/// error into the error it stands for, or says it does not apply.
package final class ErrorCorrespondences {
  private let rules = LockedState.make([@Sendable (any Error) -> (any Error)?]())

  package init() {}

  /// Adds a rule, tried after those added before it.
  func add(_ rule: @escaping @Sendable (any Error) -> (any Error)?) {
    rules.withLock { $0.append(rule) }
  }

  /// `error` as recorded: the counterpart of the first rule that applies,
  /// keeping `error` as the original, or `error` itself.
  func recorded(_ error: (any Error)?) -> RecordedError {
    let recorded = RecordedError(error)
    guard let underlying = recorded.error else { return recorded }
    for rule in rules.withLock({ $0 }) {
      if let counterpart = rule(underlying) { return RecordedError(counterpart, original: underlying) }
    }
    return recorded
  }

  /// Whether `pattern` stands for `error`: of one type and equal as recorded
  /// errors are, except that an `NSError` pattern needs only the keys of
  /// its own `userInfo` (none: domain and code alone).
  static func matches(_ pattern: any Error, _ error: any Error) -> Bool {
    if let pattern = RecordedError.nsError(pattern) {
      guard let error = RecordedError.nsError(error),
        ObjectIdentifier(type(of: pattern)) == ObjectIdentifier(type(of: error))
      else { return false }
      return pattern.domain == error.domain && pattern.code == error.code
        && Set(pattern.userInfo.keys).isSubset(of: error.userInfo.keys)
    }
    return RecordedError.equal(pattern, error)
  }
}

// Safety: the rules are behind the lock of `rules`.
extension ErrorCorrespondences: @unchecked Sendable {}

extension MigrationTestScheduler {
  // MARK: Errors that correspond

  /// Declares, once per test, that `error` (RAC2's `NSError`, say) stands
  /// for `counterpart` (the port's typed error): every recorder of this
  /// scheduler records `error` as `counterpart`, so a classic timeline
  /// compares equal to its port's without a `mapError` in either pipeline.
  ///
  /// `error` stands for a recorded error of its type that equals it as
  /// recorded errors compare (`RecordedError`); an `NSError` needs only the
  /// same domain and code and the keys of its own `userInfo`. A recorded
  /// error shows what it was sent as (`LoginError.wrongPassword, recorded as
  /// NSError(domain: Login, code: 401)`). Declare correspondences before
  /// moving the clock; the first one that applies wins.
  ///
  /// ```swift
  /// scheduler.recordError(NSError(domain: "Login", code: 401), as: LoginError.wrongPassword)
  /// let classic = scheduler.record(classicLogin.errors)   // sends NSError(domain: "Login", code: 401)
  /// let modern = scheduler.record(modernLogin.errors)     // sends LoginError.wrongPassword
  /// scheduler.run()
  /// expectEqualTimelines(classic.timeline, modern.timeline)
  /// ```
  public func recordError(_ error: any Error, as counterpart: any Error) {
    errorCorrespondences.add { recorded in ErrorCorrespondences.matches(error, recorded) ? counterpart : nil }
  }

  /// Declares, once per test, what the errors of type `type` stand for:
  /// `counterpart` returns the error a recorded one corresponds to, or `nil`
  /// to keep it as it is (see `recordError(_:as:)`).
  ///
  /// ```swift
  /// scheduler.recordErrors(of: NSError.self) { error in
  ///   error.domain == "Login" ? LoginError(code: error.code) : nil
  /// }
  /// ```
  public func recordErrors<ErrorType: Error>(
    of _: ErrorType.Type, as counterpart: @escaping @Sendable (ErrorType) -> (any Error)?
  ) {
    errorCorrespondences.add { recorded in
      // `is` first: on Linux any Swift error also casts to `NSError`.
      guard type(of: recorded) is ErrorType.Type, let typed = recorded as? ErrorType else { return nil }
      return counterpart(typed)
    }
  }
}
