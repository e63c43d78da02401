import Foundation
import RACShared
import RACSwift
import RACTestSupport
import Testing

/// A pipe replayed with `replayLazily(upTo:)` whose input the replay took
/// over (docs/Engine.md, "A replay takes over its signal's input") under
/// the stress harness: sends from four threads, subscriptions and disposals
/// from three. Each subscriber's callback sends into the pipe once, at its
/// first value, so sends also come from inside late subscribers' replays
/// while other threads send, the interleaving that deadlocked before
/// 2026-11-28 (docs/Reliability.md).
@Suite struct SwiftReplayStressTests {
  /// A value a callback sends: outside every sender's range, seen by the
  /// witness like any other.
  static let callbackValues = 9_000_000

  @inline(never)
  static func handedOverReplay(
    upTo capacity: Int
  ) -> (
    producer: RACSwift.SignalProducer<Int, TestError>, input: RACSwift.Signal<Int, TestError>.Observer,
    pipe: SignalCore<Int, TestError>, started: RACSwift.Disposable
  ) {
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    let producer = SignalProducer(signal).replayLazily(upTo: capacity)
    return (producer, input, signal.core, producer.start())
  }

  @Test(arguments: [Int.max, 2])
  func aReplayThatTookOverItsPipesInputUnderConcurrentSendsStartsAndDisposals(capacity: Int) {
    withWatchdog("RACSwift replayLazily(upTo: \(capacity)) stress") {
      var handedOver = false
      let failures = StressHarness.run {
        let replay = Self.handedOverReplay(upTo: capacity)
        handedOver = replay.pipe.isRelaying
        let callbackSends = Counter()
        return StressTarget(
          name: "RACSwift replayLazily(upTo: \(capacity)), input taken over", replaysEverything: capacity == Int.max,
          lateSubscriberHearsTheEnd: true,
          send: { replay.input.send(value: $0) }, complete: { replay.input.sendCompleted() },
          subscribe: { log in
            var sentOnce = false
            let disposable = replay.producer.start { event in
              switch event {
              case .value(let value):
                log.value(value)
                if !sentOnce {
                  sentOnce = true
                  replay.input.send(value: Self.callbackValues + callbackSends.next())
                }
              case .failed: log.terminal(.failed)
              case .completed: log.terminal(.completed)
              case .interrupted: log.terminal(.interrupted)
              }
            }
            return { withExtendedLifetime(replay.started) { disposable.dispose() } }
          })
      }
      #expect(handedOver)
      #expect(failures == [])
    }
  }
}
