import RACClassic
import RACModern

extension SeedCatalog {
  /// S2: `publish` + `connect` makes a cold signal hot.
  static let s2 = SeedScenario(
    "S2", "publish + connect makes it hot",
    expected: [
      "t=0.0 Signal was created.",
      "t=2.0 Subscriber 1 receive: 2",
      "t=3.0 Subscriber 1 receive: 3",
      "t=3.0 Subscriber 2 receive: 3",
    ],
    sideEffects: 1,
    note: "Value 1 (t=1) reaches nobody. RACModern: startWithSignal at t=0, observers added later.",
    marbles: MarbleReading(
      source: "published signal",
      [.note("Signal was created.", "created"), .value("Subscriber {n} receive: {v}", lane: "Subscriber {n}")]),
    classic: { lab in
      let source = RACSignal<Int>.createSignal { subscriber in
        lab.sideEffect()
        lab.scheduler.afterDelay(1) { subscriber.sendNext(1) }
        lab.scheduler.afterDelay(2) { subscriber.sendNext(2) }
        lab.scheduler.afterDelay(3) { subscriber.sendNext(3) }
        lab.scheduler.afterDelay(4) { subscriber.sendCompleted() }
        return nil
      }
      let connection = source.publish()
      connection.connect()
      let signal = connection.signal
      lab.log("Signal was created.")
      lab.at(1.1) {
        lab.subscribes("Subscriber 1"); signal.subscribeNext { lab.log("Subscriber 1 receive: \($0)") }
      }
      lab.at(2.1) {
        lab.subscribes("Subscriber 2"); signal.subscribeNext { lab.log("Subscriber 2 receive: \($0)") }
      }
    },
    modern: { lab in
      let source = SignalProducer<Int, NoError> { observer, _ in
        lab.sideEffect()
        lab.scheduler.scheduleAfter(1) { observer.sendNext(1) }
        lab.scheduler.scheduleAfter(2) { observer.sendNext(2) }
        lab.scheduler.scheduleAfter(3) { observer.sendNext(3) }
        lab.scheduler.scheduleAfter(4) { observer.sendCompleted() }
      }
      var hot: Signal<Int, NoError>!
      source.startWithSignal { signal, _ in hot = signal }
      let signal = hot!
      lab.log("Signal was created.")
      lab.at(1.1) {
        lab.subscribes("Subscriber 1"); signal.observeNext { lab.log("Subscriber 1 receive: \($0)") }
      }
      lab.at(2.1) {
        lab.subscribes("Subscriber 2"); signal.observeNext { lab.log("Subscriber 2 receive: \($0)") }
      }
    })
}
