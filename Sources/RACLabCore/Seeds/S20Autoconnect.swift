import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S20: `multicast(RACSubject()).autoconnect()` shares one run; a late
  /// subscriber hears only what comes after it.
  static let s20 = SeedScenario(
    "S20", "multicast(RACSubject).autoconnect",
    expected: [
      "t=0.0 start",
      "t=0.0 subscribe 1 ---- 123",
      "t=0.0 done",
      "t=2.0 subscribe 1 ---- second send",
      "t=2.0 subscribe 2 ---- second send",
    ],
    sideEffects: 1,
    note: "RAC4 has no autoconnect: RACModern uses replayLazily(0), one run shared from the first start, no replay.",
    marbles: MarbleReading(
      source: "autoconnected",
      [.note("start", "start"), .note("done", "done"), .value("subscribe {n} ---- {v}", lane: "Subscriber {n}")]),
    classic: { lab in
      let signal = RACSignal<String>.createSignal { subscriber in
        lab.sideEffect()
        lab.log("start")
        subscriber.sendNext("123")
        lab.scheduler.afterDelay(2) {
          subscriber.sendNext("second send")
          subscriber.sendCompleted()
        }
        return nil
      }
      let hot = signal.multicast(RACSubject()).autoconnect()
      lab.subscribes("Subscriber 1"); hot.subscribeNext { lab.log("subscribe 1 ---- \($0)") }
      lab.log("done")
      lab.at(1.0) {
        lab.subscribes("Subscriber 2"); hot.subscribeNext { lab.log("subscribe 2 ---- \($0)") }
      }
    },
    modern: { lab in
      let producer = SignalProducer<String, NoError> { observer, _ in
        lab.sideEffect()
        lab.log("start")
        observer.sendNext("123")
        lab.scheduler.scheduleAfter(2) {
          observer.sendNext("second send")
          observer.sendCompleted()
        }
      }
      let hot = producer.replayLazily(0)
      lab.subscribes("Subscriber 1"); hot.startWithNext { lab.log("subscribe 1 ---- \($0)") }
      lab.log("done")
      lab.at(1.0) {
        lab.subscribes("Subscriber 2"); hot.startWithNext { lab.log("subscribe 2 ---- \($0)") }
      }
    })
}
