import Dispatch
import Foundation
import RACModern
import Testing

/// A view model on the main actor, binding a signal delivered on a
/// background queue to its own state: `observe(on: UIScheduler())` makes the
/// callbacks main-actor isolated, so the compiler checks that they only
/// touch main-actor state from the main actor (this module builds in Swift 6
/// mode with warnings as errors).
@MainActor final class SearchModel {
  private(set) var results: [String] = []
  private(set) var failures = 0
  var onFinish: () -> Void = {}

  func bind(_ search: SignalProducer<String, URLError>) {
    search
      .observe(on: UIScheduler())
      .start { [weak self] event in
        guard let self else { return }
        switch event {
        case .next(let result): self.results.append(result)
        case .failed: self.failures += 1
        case .completed, .interrupted: self.onFinish()
        }
      }
  }

  func bindValues(_ search: Signal<String, URLError>) {
    search.observe(on: UIScheduler()).observeValues { [weak self] in self?.results.append($0) }
  }
}

@Suite struct MainActorBoundaryTests {
  /// A producer sending from a background queue, a little later.
  static func background(_ values: [String]) -> SignalProducer<String, URLError> {
    SignalProducer { observer, _ in
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
        for value in values { observer.sendNext(value) }
        observer.sendCompleted()
      }
    }
  }

  @MainActor @Test func aMainActorModelBindsABackgroundProducerToItsState() async {
    let model = SearchModel()
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      model.onFinish = { finished.resume() }
      model.bind(Self.background(["a", "b"]))
    }
    #expect(model.results == ["a", "b"])
    #expect(model.failures == 0)
  }

  @MainActor @Test func aMainActorModelObservesABackgroundSignal() async {
    let model = SearchModel()
    let (signal, input) = Signal<String, URLError>.pipe()
    model.bindValues(signal)
    await withCheckedContinuation { (sent: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        input.sendNext("x")
        sent.resume()
      }
    }
    while model.results.isEmpty { await Task.yield() }
    #expect(model.results == ["x"])
  }

  @MainActor @Test func aMainActorSignalProducerStillComposes() async {
    let values = await withCheckedContinuation { (done: CheckedContinuation<[Int], Never>) in
      SignalProducer<Int, NoError>(values: [1, 2, 3])
        .observe(on: UIScheduler())
        .producer
        .collect()
        .startWithValues { done.resume(returning: $0) }
    }
    #expect(values == [1, 2, 3])
  }
}
