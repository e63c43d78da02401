import RACClassic
import RACModern

extension SeedCatalog {
  /// The marbles of S4 and S5: the subject's creation and subscription to
  /// the cold signal on the source lane, a lane per subscriber.
  static let subjectOverColdSignalReading = MarbleReading(
    source: "cold signal",
    [
      .note("Subject created.", "new subject"),
      .note("Cold signal be subscribed.", "subscribed"),
      .value("Subscriber {n} recieve value:{v}.", lane: "Subscriber {n}"),
    ])

  /// The cold source of S4 to S6: logs its subscription, then sends A at
  /// +1.5 s, B at +3 s and completes at +5 s.
  static func coldSource(_ lab: ClassicContext) -> RACSignal<String> {
    RACSignal<String>.createSignal { subscriber in
      lab.sideEffect()
      lab.log("Cold signal be subscribed.")
      lab.scheduler.afterDelay(1.5) { subscriber.sendNext("A") }
      lab.scheduler.afterDelay(3) { subscriber.sendNext("B") }
      lab.scheduler.afterDelay(5) { subscriber.sendCompleted() }
      return nil
    }
  }

  /// The S4 to S6 source in RACModern.
  static func coldSource(_ lab: ModernContext) -> SignalProducer<String, NoError> {
    SignalProducer { observer, _ in
      lab.sideEffect()
      lab.log("Cold signal be subscribed.")
      lab.scheduler.scheduleAfter(1.5) { observer.sendNext("A") }
      lab.scheduler.scheduleAfter(3) { observer.sendNext("B") }
      lab.scheduler.scheduleAfter(5) { observer.sendCompleted() }
    }
  }

  /// The transcript of S4 and S5.
  static let subjectOverColdTranscript = [
    "t=0.0 Subject created.",
    "t=2.0 Cold signal be subscribed.",
    "t=3.5 Subscriber 1 recieve value:A.",
    "t=5.0 Subscriber 1 recieve value:B.",
    "t=5.0 Subscriber 2 recieve value:B.",
  ]

  /// S4: a subject subscribed to a cold signal shares one run of it.
  static let s4 = SeedScenario(
    "S4", "A subject subscribed to a cold signal",
    expected: subjectOverColdTranscript,
    sideEffects: 1,
    note: "RACModern: Signal.pipe() fed by start(observer).",
    marbles: subjectOverColdSignalReading,
    classic: { lab in
      let source = coldSource(lab)
      let subject = RACSubject<String>()
      lab.log("Subject created.")
      lab.subscribes("Subscriber 1"); subject.subscribeNext { lab.log("Subscriber 1 recieve value:\($0).") }
      lab.at(2.0) { source.subscribe(subject) }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2"); subject.subscribeNext { lab.log("Subscriber 2 recieve value:\($0).") }
      }
    },
    modern: { lab in
      let source = coldSource(lab)
      let (signal, observer) = Signal<String, NoError>.pipe()
      lab.log("Subject created.")
      lab.subscribes("Subscriber 1"); signal.observeNext { lab.log("Subscriber 1 recieve value:\($0).") }
      lab.at(2.0) { source.start(observer) }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2"); signal.observeNext { lab.log("Subscriber 2 recieve value:\($0).") }
      }
    })
}
