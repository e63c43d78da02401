import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// The marbles of S12 and S13: the network's sends on the source lane,
  /// a lane per subscriber from its subscription.
  static let networkSignalReading = MarbleReading(
    source: "signal",
    [
      .note("start", "start"),
      .value("signal send {v}"),
      .value("Subscriber get a next value: {v}", lane: "Subscriber 1"),
      .value("subscriber {n} get a next value: {v}", lane: "Subscriber {n}"),
      .init("Subscriber {n}", .subscribed, lane: "Subscriber {n}"),
    ])

  /// S12: a network result kept in a buffer reaches every late start.
  static let s12 = SeedScenario(
    "S12", "signalFromNetwork via buffer",
    expected: [
      "t=0.0 signal send hello",
      "t=2.0 Subscriber 1",
      "t=2.0 Subscriber get a next value: Hello",
      "t=4.0 Subscriber 2",
      "t=4.0 subscriber 2 get a next value: Hello",
    ],
    note: "RACClassic: RACReplaySubject().",
    marbles: networkSignalReading,
    classic: { lab in
      func signalFromNetwork() -> RACSignal<String> {
        let subject = RACReplaySubject<String>()
        lab.log("signal send hello")
        subject.sendNext("Hello")
        return subject
      }
      let signal = signalFromNetwork()
      lab.at(2.0) {
        lab.log("Subscriber 1")
        signal.subscribeNext { lab.log("Subscriber get a next value: \($0)") }
      }
      lab.at(4.0) {
        lab.log("Subscriber 2")
        signal.subscribeNext { lab.log("subscriber 2 get a next value: \($0)") }
      }
    },
    modern: { lab in
      func signalFromNetwork() -> SignalProducer<String, NSError> {
        let (producer, sink) = SignalProducer<String, NSError>.buffer(Int.max)
        lab.log("signal send hello")
        sink.sendNext("Hello")
        return producer
      }
      let signal = signalFromNetwork()
      lab.at(2.0) {
        lab.log("Subscriber 1")
        signal.startWithNext { lab.log("Subscriber get a next value: \($0)") }
      }
      lab.at(4.0) {
        lab.log("Subscriber 2")
        signal.startWithNext { lab.log("subscriber 2 get a next value: \($0)") }
      }
    })
}
