extension Producer {
  /// Runs `first`, then (if it completed) the producer `next` makes at that
  /// moment; `first`'s values are dropped (RAC2 `then:`, RAC4 `then`).
  ///
  /// `first`'s failure and its interruption are passed on, and `next` is
  /// then never made (RAC4: "then should forward interruptions from the
  /// original producer"; a classic subscriber hears nothing more, RAC2 having
  /// no interruption).
  @inlinable
  package func then<Next>(_ next: @escaping () -> Producer<Next, Failure>) -> Producer<Next, Failure> {
    Producer<Next, Failure> { input, lifetime in
      let first = self.instantiate { event in
        switch event {
        case .value: break
        case .failed(let error): input(.failed(error))
        case .interrupted: input(.interrupted)
        case .completed:
          guard !lifetime.isDisposed else { return }
          let start = next().instantiate(input)
          lifetime.add(start.cancel)
          start.run()
        }
      }
      lifetime.add(first.cancel)
      first.run()
    }
  }
}
