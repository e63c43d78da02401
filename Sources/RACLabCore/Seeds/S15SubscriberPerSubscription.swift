import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S15: a cold signal hands every subscription its own subscriber; the
  /// stored one is the last.
  static let s15 = SeedScenario(
    "S15", "A cold signal keeps one subscriber per subscription",
    expected: ["+++received value2:x"],
    note: "Untimed, as the seed printed. RACModern: the start handler stores its observer.",
    marbles: MarbleReading(source: "s1", [.value("+++received value{n}:{v}", lane: "subscriber {n}")]),
    classic: { lab in
      var stored: (any RACSubscriber<String>)?
      let s1 = RACSignal<String>.createSignal { subscriber in
        lab.sideEffect()
        stored = subscriber
        return RACDisposable {}
      }
      lab.subscribes("subscriber 1"); s1.subscribeNext { lab.say("+++received value1:\($0)") }
      lab.subscribes("subscriber 2"); s1.subscribeNext { lab.say("+++received value2:\($0)") }
      stored?.sendNext("x")
    },
    modern: { lab in
      var stored: Observer<String, NSError>?
      let s1 = SignalProducer<String, NSError> { observer, _ in
        lab.sideEffect()
        stored = observer
      }
      lab.subscribes("subscriber 1"); s1.startWithNext { lab.say("+++received value1:\($0)") }
      lab.subscribes("subscriber 2"); s1.startWithNext { lab.say("+++received value2:\($0)") }
      stored?.sendNext("x")
    })
}
