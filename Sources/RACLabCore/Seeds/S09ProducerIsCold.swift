import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S9: `SignalProducer` is cold: every start runs the work anew.
  static let s9 = SeedScenario(
    "S9", "RAC4 SignalProducer is cold",
    expected: [
      "t=0.0 producer start",
      "t=2.0 Subscriber 1",
      "t=3.0 Subscriber 2",
      "t=3.0 producer send package 1",
      "t=3.0 Subscriber 1 get a next value: send package 1 from producer",
      "t=4.0 producer send package 2",
      "t=4.0 Subscriber 1 get a next value: send package 2 from producer",
      "t=4.0 producer send package 1",
      "t=4.0 Subscriber 2 get a next value: send package 1 from producer",
      "t=5.0 producer send package 2",
      "t=5.0 Subscriber 2 get a next value: send package 2 from producer",
    ],
    sideEffects: 2,
    note: """
      The seed ran on a real clock and printed the two t=4 sends the other way round; in virtual time the \
      send scheduled first (at t=2) runs first. RACClassic: RACSignal.createSignal.
      """,
    marbles: MarbleReading(
      source: "producer",
      [
        .note("producer start", "created"),
        .value("producer send package {v}"),
        .value("Subscriber {n} get a next value: send package {v} from producer", lane: "Subscriber {n}"),
        .init("Subscriber {n}", .subscribed, lane: "Subscriber {n}"),
      ]),
    classic: { lab in
      lab.log("producer start")
      let producer = RACSignal<String>.createSignal { subscriber in
        lab.sideEffect()
        lab.scheduler.afterDelay(1) {
          lab.log("producer send package 1")
          subscriber.sendNext("send package 1")
        }
        lab.scheduler.afterDelay(2) {
          lab.log("producer send package 2")
          subscriber.sendNext("send package 2")
        }
        return nil
      }
      lab.at(2.0) {
        lab.log("Subscriber 1")
        producer.subscribeNext { lab.log("Subscriber 1 get a next value: \($0) from producer") }
      }
      lab.at(3.0) {
        lab.log("Subscriber 2")
        producer.subscribeNext { lab.log("Subscriber 2 get a next value: \($0) from producer") }
      }
    },
    modern: { lab in
      lab.log("producer start")
      let producer = SignalProducer<String, NSError> { sink, _ in
        lab.sideEffect()
        lab.scheduler.scheduleAfter(1) {
          lab.log("producer send package 1")
          sink.sendNext("send package 1")
        }
        lab.scheduler.scheduleAfter(2) {
          lab.log("producer send package 2")
          sink.sendNext("send package 2")
        }
      }
      lab.at(2.0) {
        lab.log("Subscriber 1")
        producer.startWithNext { lab.log("Subscriber 1 get a next value: \($0) from producer") }
      }
      lab.at(3.0) {
        lab.log("Subscriber 2")
        producer.startWithNext { lab.log("Subscriber 2 get a next value: \($0) from producer") }
      }
    })
}
