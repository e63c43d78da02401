extension Producer {
  /// Starts this producer and hands each value to `set` with `target`, which
  /// is held weakly (RAC2's `-setKeyPath:onObject:`, the `RAC()` macro).
  ///
  /// The binding ends when this producer completes, when the returned
  /// disposable is disposed, or when a value finds `target` gone (Swift
  /// cannot observe an arbitrary object's deallocation, which RAC2 did
  /// through `rac_deallocDisposable`). A failure ends it too, after
  /// `failed` reports it (RAC2 asserted in debug builds and logged).
  @usableFromInline
  package func bindWeakly<Target: AnyObject>(
    to target: Target, failed: @escaping (Failure) -> Void, _ set: @escaping (Target, Value) -> Void
  ) -> any DisposableCore {
    let binding = SerialDisposableCore(policy: .disposeReplaced)
    let start = instantiate { [weak target, weak binding] event in
      switch event {
      case .value(let value):
        guard let target else { return binding?.dispose() ?? () }
        set(target, value)
      case .failed(let error):
        failed(error)
        binding?.dispose()
      case .completed, .interrupted:
        binding?.dispose()
      }
    }
    binding.inner = start.cancel
    start.run()
    return binding
  }
}
