import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S13: `replayLazily(1)` runs the cold work once, at the first start.
  static let s13 = SeedScenario(
    "S13", "replayLazily(1) runs the cold work once, at first start",
    expected: [
      "t=0.0 start",
      "t=2.0 Subscriber 1",
      "t=2.0 signal send hello",
      "t=2.0 Subscriber get a next value: Hello",
      "t=4.0 Subscriber 2",
      "t=4.0 subscriber 2 get a next value: Hello",
    ],
    sideEffects: 1,
    note: "RACClassic: replayLazily() (unlimited capacity; the source sends one value, so it makes no difference).",
    marbles: networkSignalReading,
    classic: { lab in
      func signalFromNetwork() -> RACSignal<String> {
        RACSignal.createSignal { subscriber in
          lab.sideEffect()
          lab.log("signal send hello")
          subscriber.sendNext("Hello")
          return nil
        }
      }
      lab.log("start")
      let signal = signalFromNetwork().replayLazily()
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
        SignalProducer { observer, _ in
          lab.sideEffect()
          lab.log("signal send hello")
          observer.sendNext("Hello")
        }
      }
      lab.log("start")
      let signal = signalFromNetwork().replayLazily(1)
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
