extension CommandCore {
  /// A command in front of `other` (RAC4's `Action.toRACCommand()`): it is
  /// enabled while `other` is, and each execution applies `other` to the
  /// input, so `other`'s `executing`, `enabled`, `values` and `errors` hear
  /// every execution made through this one. A failure of `other`'s work
  /// reaches this command's errors as `failed(error)`; if `other` turns
  /// out to be disabled when an execution applies it, `notEnabled()`.
  @usableFromInline
  package convenience init<OtherFailure>(
    fronting other: CommandCore<Input, Output, OtherFailure>,
    notEnabled: @escaping () -> Failure,
    failed: @escaping (OtherFailure) -> Failure
  ) {
    self.init(enabledIf: other.enabled.producer, allowsConcurrentExecution: false) { input in
      other.apply(input, notEnabled: notEnabled, failed: failed)
    }
  }
}
