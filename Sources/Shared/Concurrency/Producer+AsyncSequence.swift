extension Producer {
  /// A producer whose every start iterates `sequence` in a new task, sending
  /// each element, then completing (or failing with the sequence's error).
  ///
  /// Disposing the start cancels the task; elements the task produces after
  /// that are dropped by the start's signal.
  package convenience init<Sequence: AsyncSequence & SendableMetatype>(
    asyncSequence sequence: Sequence,
    failure: @escaping (Sequence.Failure) -> Failure
  ) where Sequence.Element == Value {
    self.init { input, lifetime in
      // Values carry no Sendable requirement (docs/Migration.md, "Crossing threads and tasks"); the start's signal
      // serializes what the task sends, whichever thread it runs on.
      let box = UncheckedBox((sequence, input, failure))
      let task = Task {
        let (sequence, input, failure) = box.value
        var iterator = sequence.makeAsyncIterator()
        do throws(Sequence.Failure) {
          while let element = try await iterator.next(isolation: nil) {
            input(.value(element))
          }
          input(.completed)
        } catch {
          input(Task.isCancelled ? .interrupted : .failed(failure(error)))
        }
      }
      lifetime.add { task.cancel() }
    }
  }
}

extension Producer {
  /// The values of one start of this producer, as an async sequence with the
  /// producer's own failure type (`Never` gives a non-throwing sequence).
  ///
  /// Each iteration starts the producer when it begins; a value is an
  /// element; completion or interruption ends the iteration; a failure is
  /// thrown as `error(failure)`. Cancelling the iterating task, or dropping
  /// the iterator, disposes the start. Values are buffered until taken.
  package func asyncValues<Thrown: Error>(
    error: @escaping @Sendable (Failure) -> Thrown
  ) -> AsyncValues<Value, Thrown> {
    AsyncValues { [self] in
      AsyncThrowingStream(Value.self, bufferingPolicy: .unbounded) { continuation in
        let start = instantiate { event in
          switch event {
          case .value(let value):
            nonisolated(unsafe) let value = value
            continuation.yield(value)
          case .failed(let failure): continuation.finish(throwing: error(failure))
          case .completed, .interrupted: continuation.finish()
          }
        }
        let cancel = UncheckedBox(start.cancel)
        continuation.onTermination = { _ in cancel.value.dispose() }
        start.run()
      }
    }
  }
}

/// The async sequence behind every `values` of both fronts: it starts its
/// producer when iteration begins (as Combine's `values` subscribes when
/// iterated), and throws exactly the failure type it names.
package struct AsyncValues<Element, Failure: Error>: AsyncSequence {
  private let makeStream: () -> AsyncThrowingStream<Element, any Error>

  init(_ makeStream: @escaping () -> AsyncThrowingStream<Element, any Error>) {
    self.makeStream = makeStream
  }

  package func makeAsyncIterator() -> Iterator {
    Iterator(base: makeStream().makeAsyncIterator())
  }

  /// Iterates the stream, rethrowing its errors with their static type.
  package struct Iterator: AsyncIteratorProtocol {
    var base: AsyncThrowingStream<Element, any Error>.Iterator

    package mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      do {
        return try await base.next(isolation: actor)
      } catch {
        // The stream only ever finishes with errors made by `asyncValues`,
        // which are `Failure`s.
        throw error as! Failure
      }
    }

    package mutating func next() async throws(Failure) -> Element? {
      try await next(isolation: nil)
    }
  }
}
