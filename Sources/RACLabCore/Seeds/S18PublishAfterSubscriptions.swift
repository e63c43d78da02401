import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S18: `publish` + `connect` after three subscriptions: one run, heard by
  /// all three in order, then disposed.
  static let s18 = SeedScenario(
    "S18", "publish + connect after three subscriptions",
    expected: [
      "~~1st subscriber: Hello from s2~",
      "~~2nd subscriber: Hello from s2~",
      "~~3rd subscriber: Hello from s2~",
      "++s2 Disposed~",
    ],
    note: """
      Untimed, as the seed printed. RACModern: startWithSignal with the three observers attached in setUp; \
      the logging disposable is added at the end of the start handler, like the block's returned disposable.
      """,
    marbles: MarbleReading(
      source: "s2 (published)",
      [.value("~~{nth} subscriber: {v}~", lane: "{nth} subscriber"), .init("++s2 Disposed~", .disposed)]),
    classic: { lab in
      let s2 = RACSignal<String>.createSignal { subscriber in
        lab.sideEffect()
        subscriber.sendNext("Hello from s2~")
        subscriber.sendCompleted()
        return RACDisposable { lab.say("++s2 Disposed~") }
      }
      let cnn = s2.publish()
      lab.subscribes("1st subscriber"); cnn.signal.subscribeNext { lab.say("~~1st subscriber: \($0)") }
      lab.subscribes("2nd subscriber"); cnn.signal.subscribeNext { lab.say("~~2nd subscriber: \($0)") }
      lab.subscribes("3rd subscriber"); cnn.signal.subscribeNext { lab.say("~~3rd subscriber: \($0)") }
      cnn.connect()
    },
    modern: { lab in
      let s2 = SignalProducer<String, NSError> { observer, disposable in
        lab.sideEffect()
        observer.sendNext("Hello from s2~")
        observer.sendCompleted()
        disposable += { lab.say("++s2 Disposed~") }
      }
      s2.startWithSignal { signal, _ in
        lab.subscribes("1st subscriber"); signal.observeNext { lab.say("~~1st subscriber: \($0)") }
        lab.subscribes("2nd subscriber"); signal.observeNext { lab.say("~~2nd subscriber: \($0)") }
        lab.subscribes("3rd subscriber"); signal.observeNext { lab.say("~~3rd subscriber: \($0)") }
      }
    })
}
