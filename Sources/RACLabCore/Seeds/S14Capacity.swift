import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// The marbles of S14a to S14d: the seed printed bare values, so a lane
  /// per subscription time.
  static let capacityReading = MarbleReading(source: "source", [.value("{v}", lane: "subscriber at t={t}")])

  /// S14a: `buffer(1)` keeps only the newest value.
  static let s14a = SeedScenario(
    "S14a", "The meaning of capacity: buffer(1)",
    expected: ["t=2.0 C"],
    note: "The seed printed values only; the time shows the start at 2.0. RACClassic: RACReplaySubject(capacity: 1).",
    marbles: capacityReading,
    classic: { lab in sendABCThenSubscribe(lab, RACReplaySubject(capacity: 1)) },
    modern: { lab in sendABCThenStart(lab, SignalProducer.buffer(1)) })

  /// S14b: `buffer(3)` keeps all three values.
  static let s14b = SeedScenario(
    "S14b", "The meaning of capacity: buffer(3)",
    expected: ["t=2.0 A", "t=2.0 B", "t=2.0 C"],
    note: "RACClassic: RACReplaySubject(capacity: 3).",
    marbles: capacityReading,
    classic: { lab in sendABCThenSubscribe(lab, RACReplaySubject(capacity: 3)) },
    modern: { lab in sendABCThenStart(lab, SignalProducer.buffer(3)) })

  /// S14c: the seed's exercise: `replayLazily(1)` starts the work at the
  /// first start, so that start sees every value live.
  static let s14c = SeedScenario(
    "S14c", "The meaning of capacity: replayLazily(1)",
    expected: ["t=2.0 A", "t=2.0 B", "t=2.0 C", "t=3.0 C"],
    sideEffects: 1,
    note: """
      The producer sends A, B, C when started. The first start (2.0) starts it, so A, B, C are live; the \
      second (3.0) gets the one buffered value. Modern only: RAC2 has no replayLazily(n) (see S14d).
      """,
    marbles: capacityReading,
    modern: { lab in
      let producer = SignalProducer<String, NSError> { sink, _ in
        lab.sideEffect()
        sink.sendNext("A")
        sink.sendNext("B")
        sink.sendNext("C")
      }
      let replayed = producer.replayLazily(1)
      lab.at(2.0) {
        lab.subscribes("subscriber at t=2.0"); replayed.startWithNext { lab.log($0) }
      }
      lab.at(3.0) {
        lab.subscribes("subscriber at t=3.0"); replayed.startWithNext { lab.log($0) }
      }
    })

  /// S14d: `replayLast()` is the classic capacity-1 replay, but it
  /// subscribes at once.
  static let s14d = SeedScenario(
    "S14d", "The meaning of capacity: replayLast()",
    expected: ["t=2.0 C", "t=3.0 C"],
    sideEffects: 1,
    note: """
      Classic only: RAC2 has no replayLazily(n); replayLast() keeps one value like replayLazily(1) but \
      subscribes the source at once (t=0), so the subscriber at 2.0 already sees only C.
      """,
    marbles: capacityReading,
    classic: { lab in
      let signal = RACSignal<String>.createSignal { subscriber in
        lab.sideEffect()
        subscriber.sendNext("A")
        subscriber.sendNext("B")
        subscriber.sendNext("C")
        return nil
      }
      let replayed = signal.replayLast()
      lab.at(2.0) {
        lab.subscribes("subscriber at t=2.0"); replayed.subscribeNext { lab.log($0) }
      }
      lab.at(3.0) {
        lab.subscribes("subscriber at t=3.0"); replayed.subscribeNext { lab.log($0) }
      }
    })

  // MARK: The seed's code

  private static func sendABCThenSubscribe(_ lab: ClassicContext, _ subject: RACReplaySubject<String>) {
    subject.sendNext("A")
    subject.sendNext("B")
    subject.sendNext("C")
    lab.at(2.0) {
      lab.subscribes("subscriber at t=2.0"); subject.subscribeNext { lab.log($0) }
    }
  }

  private static func sendABCThenStart(
    _ lab: ModernContext, _ buffer: (SignalProducer<String, NSError>, Observer<String, NSError>)
  ) {
    let (producer, sink) = buffer
    sink.sendNext("A")
    sink.sendNext("B")
    sink.sendNext("C")
    lab.at(2.0) {
      lab.subscribes("subscriber at t=2.0"); producer.startWithNext { lab.log($0) }
    }
  }
}
