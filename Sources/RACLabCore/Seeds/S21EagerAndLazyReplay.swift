import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// The marbles of S21a to S21c: when the source began, and what the
  /// subscriber was replayed.
  static let replayReading = MarbleReading(
    source: "cold signal", [.note("begin", "begin"), .value("Subscriber receive: {v}", lane: "Subscriber")])

  /// S21a: `replay()` runs the source at the call, with no subscriber.
  static let s21a = SeedScenario(
    "S21a", "replay is eager",
    expected: [
      "t=0.0 begin",
      "t=1.0 Subscriber receive: 1",
      "t=1.0 Subscriber receive: 2",
    ],
    sideEffects: 1,
    note: "Designed transcript: replay() at t=0 logs \"begin\" at once; the subscriber at 1.0 gets 1, 2. Classic only.",
    marbles: replayReading,
    classic: { lab in
      let replay = beginOneTwo(lab).replay()
      lab.at(1.0) {
        lab.subscribes("Subscriber"); replay.subscribeNext { lab.log("Subscriber receive: \($0)") }
      }
    })

  /// S21b: `replayLazily()` runs the source at the first subscription.
  static let s21b = SeedScenario(
    "S21b", "replayLazily is lazy",
    expected: [
      "t=1.0 begin",
      "t=1.0 Subscriber receive: 1",
      "t=1.0 Subscriber receive: 2",
    ],
    sideEffects: 1,
    note: """
      Designed transcript: replayLazily() at t=0 logs nothing; "begin" comes with the first subscription \
      at 1.0. RACModern: replayLazily(Int.max).
      """,
    marbles: replayReading,
    classic: { lab in
      let replay = beginOneTwo(lab).replayLazily()
      lab.at(1.0) {
        lab.subscribes("Subscriber"); replay.subscribeNext { lab.log("Subscriber receive: \($0)") }
      }
    },
    modern: { lab in
      let producer = SignalProducer<String, NoError> { observer, _ in
        lab.sideEffect()
        lab.log("begin")
        observer.sendNext("1")
        observer.sendNext("2")
      }
      let replay = producer.replayLazily(Int.max)
      lab.at(1.0) {
        lab.subscribes("Subscriber"); replay.startWithNext { lab.log("Subscriber receive: \($0)") }
      }
    })

  /// S21c: `replayLast()` is eager and keeps only the last value.
  static let s21c = SeedScenario(
    "S21c", "replayLast keeps the last value",
    expected: [
      "t=0.0 begin",
      "t=1.0 Subscriber receive: 2",
    ],
    sideEffects: 1,
    note: """
      Designed transcript: replayLast() at t=0 logs "begin" at once; the subscriber at 1.0 gets 2 only. \
      Classic only.
      """,
    marbles: replayReading,
    classic: { lab in
      let replay = beginOneTwo(lab).replayLast()
      lab.at(1.0) {
        lab.subscribes("Subscriber"); replay.subscribeNext { lab.log("Subscriber receive: \($0)") }
      }
    })

  /// Seed 003's source: logs "begin", sends "1" and "2", never completes.
  private static func beginOneTwo(_ lab: ClassicContext) -> RACSignal<String> {
    RACSignal.createSignal { subscriber in
      lab.sideEffect()
      lab.log("begin")
      subscriber.sendNext("1")
      subscriber.sendNext("2")
      return nil
    }
  }
}
