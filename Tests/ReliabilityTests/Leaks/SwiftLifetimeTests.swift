import Foundation
import RACSwift
import RACTestSupport
import Testing

/// RACSwift's objects are released once nothing can send to them or they
/// ended, under ReactiveSwift's release rule. Also run under LeakSanitizer.
@Suite struct SwiftLifetimeTests {
  typealias Producer = RACSwift.SignalProducer<Token, Never>
  typealias Input = RACSwift.Signal<Token, Never>.Observer

  /// `replayed` through the operator a test asks for by name, each one that
  /// keeps its upstream's disposable in its own start.
  static func starting(
    _ replayed: Producer, through operator: String, on scheduler: RACSwift.TestScheduler
  )
    -> Producer
  {
    switch `operator` {
    case "take": replayed.take(first: 5)
    case "start(on:)": replayed.start(on: scheduler)
    default: replayed.flatMap(.merge) { Producer(value: $0) }
    }
  }

  /// Issue 19 item 7, the last shape: `replayLazily(upTo:)` started through
  /// an operator that keeps its upstream's disposable (`take(first:)`,
  /// `start(on:)`, `flatMap`), never disposed, over a start handler that
  /// let go of its observer: under ReactiveSwift's rule that interrupts the
  /// source, the replay and its observer, and all of it is freed with what
  /// the source sent.
  @Test(arguments: ["take", "start(on:)", "flatMap"])
  func aReplayStartedThroughAnOperatorKeepingItsDisposableIsInterruptedAndFreedOnceItsSourceLetGo(
    _ through: String
  ) {
    let scheduler = RACSwift.TestScheduler()
    weak var weakSent: Token?
    weak var weakToken: Token?
    var heard: [String] = []
    do {
      let token = Token()
      weakToken = token
      let replayed = Producer { observer, _ in
        let sent = Token()
        weakSent = sent
        observer.send(value: sent)
      }.replayLazily(upTo: 1)
      Self.starting(replayed, through: through, on: scheduler).start { event in
        withExtendedLifetime(token) {
          if let value = event.value {
            heard.append(value === weakSent ? "sent" : "other")
          } else if case .interrupted = event {
            heard.append("interrupted")
          } else {
            heard.append("\(event)")
          }
        }
      }
      scheduler.run()
    }
    #expect(heard == ["sent", "interrupted"])
    #expect(weakSent == nil)
    #expect(weakToken == nil)
  }

  /// The other side of that rule: while the source's observer is held, the
  /// same start lives on with no other user reference, delivers what is
  /// sent, and is freed once the source ends.
  @Test(arguments: ["take", "start(on:)", "flatMap"])
  func aReplayStartedThroughAnOperatorKeepingItsDisposableLivesWhileItsSourceCanSend(_ through: String) {
    let scheduler = RACSwift.TestScheduler()
    weak var weakToken: Token?
    var input: Input?
    let sent = [Token(), Token()]
    var heard: [Token] = []
    do {
      let token = Token()
      weakToken = token
      let replayed = Producer { observer, _ in
        input = observer
        observer.send(value: sent[0])
      }.replayLazily(upTo: 1)
      Self.starting(replayed, through: through, on: scheduler)
        .startWithValues { value in withExtendedLifetime(token) { heard.append(value) } }
      scheduler.run()
    }
    #expect(weakToken != nil)
    input?.send(value: sent[1])
    #expect(heard.map(ObjectIdentifier.init) == sent.map(ObjectIdentifier.init))
    #expect(weakToken != nil)
    input?.sendCompleted()
    input = nil
    #expect(weakToken == nil)
  }

  /// Issue 19 item 7, a replay whose source is made through an operator:
  /// `replayLazily(upTo:)` of `map`/`filter` of a start handler that let go
  /// of its observer, started through `take(first:)` and never disposed: under
  /// ReactiveSwift's rule that interrupts the source, and all of it is freed
  /// with what was sent.
  @Test(arguments: ["map", "filter", "mapThenFilter"])
  func aReplayOfAProducerMadeThroughAnOperatorIsInterruptedAndFreedOnceItsSourceLetGo(_ operators: String) {
    weak var weakSent: Token?
    weak var weakToken: Token?
    var heard: [String] = []
    do {
      let token = Token()
      weakToken = token
      let source = Producer { observer, _ in
        let sent = Token()
        weakSent = sent
        observer.send(value: sent)
      }
      let transformed =
        switch operators {
        case "map": source.map { $0 }
        case "filter": source.filter { _ in true }
        default: source.map { $0 }.filter { _ in true }
        }
      transformed.replayLazily(upTo: 1).take(first: 5).start { event in
        withExtendedLifetime(token) {
          if let value = event.value {
            heard.append(value === weakSent ? "sent" : "other")
          } else if case .interrupted = event {
            heard.append("interrupted")
          } else {
            heard.append("\(event)")
          }
        }
      }
    }
    #expect(heard == ["sent", "interrupted"])
    #expect(weakSent == nil)
    #expect(weakToken == nil)
  }
}
