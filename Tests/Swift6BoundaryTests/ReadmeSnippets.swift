import Foundation
import RACClassic
import RACModern
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every Swift example of README.md, as written there (each in a function,
/// so top-level code compiles as a user's would in Swift 6 mode, with
/// warnings as errors); `Tests/CrossFrontTests/ReadmeSnippetTests.swift`
/// fails when a README line is not here or in `Fixtures/MigrationKitUser`.
enum ReadmeSnippets {
  static func classicColdSignalAndItsCure() {
    let request = RACSignal<String>.createSignal { subscriber in
      print("request sent")  // runs once per subscriber: cold
      subscriber.sendNext("payload")
      subscriber.sendCompleted()
      return nil
    }
    let shared = request.replayLazily()  // runs once, at the first subscription
    shared.subscribeNext { print("A got \($0)") }  // prints "request sent", "A got payload"
    shared.subscribeNext { print("B got \($0)") }  // prints "B got payload" (replayed)
  }

  static func modernColdSignalAndItsCure() {
    let request = SignalProducer<String, NoError> { observer, _ in
      print("request sent")  // runs once per start: cold
      observer.sendNext("payload")
      observer.sendCompleted()
    }
    let shared = request.replayLazily(Int.max)
    shared.startWithNext { print("A got \($0)") }  // prints "request sent", "A got payload"
    shared.startWithNext { print("B got \($0)") }  // prints "B got payload" (replayed)
  }

  static func urlSessionRequest(url: URL) -> SignalProducer<Data, URLError> {
    let request = SignalProducer<Data, URLError> { observer, disposable in
      let task = URLSession.shared.dataTask(with: url) { data, _, error in  // a @Sendable completion
        if let data {
          observer.sendNext(data)
          observer.sendCompleted()
        } else {
          observer.sendFailed(error as? URLError ?? URLError(.unknown))
        }
      }
      disposable += { task.cancel() }
      task.resume()
    }
    return request
  }

  @MainActor final class SearchModel {
    var results: [String] = []

    func bind(_ search: SignalProducer<[String], NoError>) {
      search
        .debounce(0.3, onScheduler: QueueScheduler(name: "search"))
        .observe(on: UIScheduler())  // MainActorSignalProducer
        .startWithNext { [weak self] in self?.results = $0 }  // a @MainActor closure
    }
  }

  static func blockingForTheFirstValue() -> Result<Int, NoError>? {
    let answer = SignalProducer<Int, NoError>(value: 42)
    let blocking = answer.first()  // blocks this thread: .success(42)
    return blocking
  }

  static func suspendingForTheFirstValue() async -> Int? {
    let answer = SignalProducer<Int, NoError>(value: 42)
    let suspending = await answer.firstValue()  // suspends this task: 42
    return suspending
  }
}

@Test func readmeSnippetsRun() async {
  ReadmeSnippets.classicColdSignalAndItsCure()
  ReadmeSnippets.modernColdSignalAndItsCure()
  let blocking = ReadmeSnippets.blockingForTheFirstValue()
  #expect(blocking.map { result in if case .success(let value) = result { value } else { -1 } } == 42)
  #expect(await ReadmeSnippets.suspendingForTheFirstValue() == 42)
}
