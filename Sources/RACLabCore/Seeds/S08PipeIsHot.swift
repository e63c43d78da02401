import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S8: `Signal.pipe()` is hot: late observers miss what was sent before.
  static let s8 = SeedScenario(
    "S8", "RAC4 Signal.pipe is hot",
    expected: [
      "t=1.0 signal send package 1",
      "t=1.0 Subscriber 2 get a next value: send package 1 from signal",
      "t=1.0 Subscriber 1 get a next value: send package 1 from signal",
      "t=2.0 signal send package 2",
      "t=2.0 Subscriber 2 get a next value: send package 2 from signal",
      "t=2.0 Subscriber 1 get a next value: send package 2 from signal",
      "t=2.0 Subscriber 3 get a next value: send package 2 from signal",
    ],
    note: "RACClassic: a RACSubject.",
    marbles: MarbleReading(
      source: "Signal.pipe()",
      [
        .value("signal send package {v}"),
        .value("Subscriber {n} get a next value: send package {v} from signal", lane: "Subscriber {n}"),
      ]),
    classic: { lab in
      let signal = RACSubject<String>()
      lab.subscribes("Subscriber 2");
      signal.subscribeNext { lab.log("Subscriber 2 get a next value: \($0) from signal") }
      lab.at(0.1) {
        lab.subscribes("Subscriber 1");
        signal.subscribeNext { lab.log("Subscriber 1 get a next value: \($0) from signal") }
      }
      lab.at(1.0) {
        lab.log("signal send package 1")
        signal.sendNext("send package 1")
      }
      lab.at(1.1) {
        lab.subscribes("Subscriber 3");
        signal.subscribeNext { lab.log("Subscriber 3 get a next value: \($0) from signal") }
      }
      lab.at(2.0) {
        lab.log("signal send package 2")
        signal.sendNext("send package 2")
      }
    },
    modern: { lab in
      let (signal, observer) = Signal<String, NSError>.pipe()
      lab.subscribes("Subscriber 2"); signal.observeNext { lab.log("Subscriber 2 get a next value: \($0) from signal") }
      lab.at(0.1) {
        lab.subscribes("Subscriber 1");
        signal.observeNext { lab.log("Subscriber 1 get a next value: \($0) from signal") }
      }
      lab.at(1.0) {
        lab.log("signal send package 1")
        observer.sendNext("send package 1")
      }
      lab.at(1.1) {
        lab.subscribes("Subscriber 3");
        signal.observeNext { lab.log("Subscriber 3 get a next value: \($0) from signal") }
      }
      lab.at(2.0) {
        lab.log("signal send package 2")
        observer.sendNext("send package 2")
      }
    })
}
