import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S19: a cold signal runs again for a late subscriber.
  static let s19 = SeedScenario(
    "S19", "Cold signal subscribed twice, once late",
    expected: [
      "t=0.0 start",
      "t=0.0 subscribe 1 ---- 123",
      "t=0.0 done",
      "t=1.0 start",
      "t=1.0 subscribe 2 ---- 123",
    ],
    note: "RACModern: a SignalProducer started twice.",
    marbles: MarbleReading(
      source: "cold signal",
      [.note("start", "start"), .note("done", "done"), .value("subscribe {n} ---- {v}", lane: "Subscriber {n}")]),
    classic: { lab in
      let signal = RACSignal<String>.createSignal { subscriber in
        lab.sideEffect()
        lab.log("start")
        subscriber.sendNext("123")
        subscriber.sendCompleted()
        return nil
      }
      lab.subscribes("Subscriber 1"); signal.subscribeNext { lab.log("subscribe 1 ---- \($0)") }
      lab.log("done")
      lab.at(1.0) {
        lab.subscribes("Subscriber 2"); signal.subscribeNext { lab.log("subscribe 2 ---- \($0)") }
      }
    },
    modern: { lab in
      let producer = SignalProducer<String, NoError> { observer, _ in
        lab.sideEffect()
        lab.log("start")
        observer.sendNext("123")
        observer.sendCompleted()
      }
      lab.subscribes("Subscriber 1"); producer.startWithNext { lab.log("subscribe 1 ---- \($0)") }
      lab.log("done")
      lab.at(1.0) {
        lab.subscribes("Subscriber 2"); producer.startWithNext { lab.log("subscribe 2 ---- \($0)") }
      }
    })
}
