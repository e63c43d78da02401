import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S11: `SignalProducer.buffer(Int.max)` replays everything to a late start.
  static let s11 = SeedScenario(
    "S11", "SignalProducer.buffer(Int.max) is a replay subject",
    expected: [
      "t=0.0 producer start!",
      "t=1.0 producer send package 1",
      "t=1.0 Subscriber 1 get a next value: send package 1 from producer",
      "t=2.0 producer send package 2",
      "t=2.0 Subscriber 1 get a next value: send package 2 from producer",
      "t=4.0 Subscriber 2 get a next value: send package 1 from producer",
      "t=4.0 Subscriber 2 get a next value: send package 2 from producer",
    ],
    note: "RACClassic: RACReplaySubject().",
    marbles: MarbleReading(
      source: "buffer",
      [
        .note("producer start!", "created"),
        .value("producer send package {v}"),
        .value("Subscriber {n} get a next value: send package {v} from producer", lane: "Subscriber {n}"),
      ]),
    classic: { lab in
      let producer = RACReplaySubject<String>()
      lab.log("producer start!")
      lab.subscribes("Subscriber 1");
      producer.subscribeNext { lab.log("Subscriber 1 get a next value: \($0) from producer") }
      lab.at(1.0) {
        lab.log("producer send package 1")
        producer.sendNext("send package 1")
      }
      lab.at(2.0) {
        lab.log("producer send package 2")
        producer.sendNext("send package 2")
      }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2");
        producer.subscribeNext { lab.log("Subscriber 2 get a next value: \($0) from producer") }
      }
    },
    modern: { lab in
      let (producer, sink) = SignalProducer<String, NSError>.buffer(Int.max)
      lab.log("producer start!")
      lab.subscribes("Subscriber 1");
      producer.startWithNext { lab.log("Subscriber 1 get a next value: \($0) from producer") }
      lab.at(1.0) {
        lab.log("producer send package 1")
        sink.sendNext("send package 1")
      }
      lab.at(2.0) {
        lab.log("producer send package 2")
        sink.sendNext("send package 2")
      }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2");
        producer.startWithNext { lab.log("Subscriber 2 get a next value: \($0) from producer") }
      }
    })
}
