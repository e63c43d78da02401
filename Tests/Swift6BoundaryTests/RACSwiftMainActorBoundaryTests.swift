import Dispatch
import Foundation
import RACSwift
import Testing

/// A main-actor view model written the ReactiveSwift way (this file imports
/// RACSwift alone): `observe(on: UIScheduler())` delivers on the main queue,
/// so callbacks formed on the main actor run there, and the compiler lets
/// them touch main-actor state (this module builds in Swift 6 mode with
/// warnings as errors).
@MainActor final class ReactiveSwiftSearchModel {
  private(set) var results: [String] = []
  private(set) var failures = 0
  var onFinish: () -> Void = {}

  func bind(_ search: SignalProducer<String, URLError>) {
    search
      .observe(on: UIScheduler())
      .start { [weak self] event in
        guard let self else { return }
        switch event {
        case .value(let result): self.results.append(result)
        case .failed: self.failures += 1
        case .completed, .interrupted: self.onFinish()
        }
      }
  }

  func bindValues(_ search: Signal<String, Never>) {
    search.observe(on: UIScheduler()).observeValues { [weak self] in self?.results.append($0) }
  }
}

@Suite struct RACSwiftMainActorBoundaryTests {
  /// A producer sending from a background queue, a little later.
  static func background(_ values: [String]) -> SignalProducer<String, URLError> {
    SignalProducer { observer, _ in
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
        for value in values { observer.send(value: value) }
        observer.sendCompleted()
      }
    }
  }

  @MainActor @Test func aMainActorModelBindsABackgroundProducerToItsState() async {
    let model = ReactiveSwiftSearchModel()
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      model.onFinish = { finished.resume() }
      model.bind(Self.background(["a", "b"]))
    }
    #expect(model.results == ["a", "b"])
    #expect(model.failures == 0)
  }

  @MainActor @Test func aMainActorModelObservesASignalSentFromABackgroundQueue() async {
    let model = ReactiveSwiftSearchModel()
    let (signal, input) = Signal<String, Never>.pipe()
    model.bindValues(signal)
    await withCheckedContinuation { (sent: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        input.send(value: "x")
        sent.resume()
      }
    }
    while model.results.isEmpty { await Task.yield() }
    #expect(model.results == ["x"])
    withExtendedLifetime(signal) {}
  }
}
