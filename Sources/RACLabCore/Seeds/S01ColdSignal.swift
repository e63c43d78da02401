import RACClassic
import RACModern

extension SeedCatalog {
  /// S1: a cold signal runs its whole work again for every subscriber.
  static let s1 = SeedScenario(
    "S1", "Cold signal replays its whole work per subscriber",
    expected: [
      "t=0.0 Signal was created.",
      "t=0.1 Subscriber 1 receive: 1",
      "t=0.1 Subscriber 1 receive: 2",
      "t=0.1 Subscriber 1 receive: 3",
      "t=1.0 Subscriber 2 receive: 1",
      "t=1.0 Subscriber 2 receive: 2",
      "t=1.0 Subscriber 2 receive: 3",
    ],
    sideEffects: 2,
    marbles: MarbleReading(
      source: "cold signal",
      [.note("Signal was created.", "created"), .value("Subscriber {n} receive: {v}", lane: "Subscriber {n}")]),
    classic: { lab in
      let signal = RACSignal<Int>.createSignal { subscriber in
        lab.sideEffect()
        subscriber.sendNext(1)
        subscriber.sendNext(2)
        subscriber.sendNext(3)
        subscriber.sendCompleted()
        return nil
      }
      lab.log("Signal was created.")
      lab.at(0.1) {
        lab.subscribes("Subscriber 1"); signal.subscribeNext { lab.log("Subscriber 1 receive: \($0)") }
      }
      lab.at(1.0) {
        lab.subscribes("Subscriber 2"); signal.subscribeNext { lab.log("Subscriber 2 receive: \($0)") }
      }
    },
    modern: { lab in
      let producer = SignalProducer<Int, NoError> { observer, _ in
        lab.sideEffect()
        observer.sendNext(1)
        observer.sendNext(2)
        observer.sendNext(3)
        observer.sendCompleted()
      }
      lab.log("Signal was created.")
      lab.at(0.1) {
        lab.subscribes("Subscriber 1"); producer.startWithNext { lab.log("Subscriber 1 receive: \($0)") }
      }
      lab.at(1.0) {
        lab.subscribes("Subscriber 2"); producer.startWithNext { lab.log("Subscriber 2 receive: \($0)") }
      }
    })
}
