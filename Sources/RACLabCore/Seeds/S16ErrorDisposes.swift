import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S16: an error ends the subscription and disposes it; the completion
  /// and any later send are dropped.
  static let s16 = SeedScenario(
    "S16", "Error ends a subscription and disposes it",
    expected: [
      "~~1st subscriber: Hello from s1~",
      "++s1 Disposed~",
      "~~2nd subscriber: Hello from s1~",
      "+++error: NetError 1022",
      "++s1 Disposed~",
    ],
    note: """
      Untimed, as the seed printed. Nothing follows: no "++s1 completed", no "Hello2 from s1~". RACModern \
      adds the logging disposable at the end of the start handler, like the block's returned disposable, \
      so it is disposed as it is added, after the synchronous error.
      """,
    marbles: MarbleReading(
      source: "s1",
      [
        .value("~~{nth} subscriber: {v}~", lane: "{nth} subscriber"),
        .init("+++error: {v}", .error, lane: "2nd subscriber"),
        .init("++s1 completed", .completed, lane: "2nd subscriber"),
        .init("++s1 Disposed~", .disposed),
      ]),
    classic: { lab in
      var stored: (any RACSubscriber<String>)?
      let s1 = RACSignal<String>.createSignal { subscriber in
        lab.sideEffect()
        stored = subscriber
        subscriber.sendNext("Hello from s1~")
        subscriber.sendError(NSError(domain: "NetError", code: 1022, userInfo: ["code": 1022]))
        subscriber.sendCompleted()
        return RACDisposable { lab.say("++s1 Disposed~") }
      }
      lab.subscribes("1st subscriber"); s1.subscribeNext { lab.say("~~1st subscriber: \($0)") }
      lab.subscribes("2nd subscriber");
      s1.subscribeNext(
        { lab.say("~~2nd subscriber: \($0)") },
        error: { lab.say("+++error: \(describe($0))") },
        completed: { lab.say("++s1 completed") })
      stored?.sendNext("Hello2 from s1~")
    },
    modern: { lab in
      var stored: Observer<String, NSError>?
      let s1 = SignalProducer<String, NSError> { observer, disposable in
        lab.sideEffect()
        stored = observer
        observer.sendNext("Hello from s1~")
        observer.sendFailed(NSError(domain: "NetError", code: 1022, userInfo: ["code": 1022]))
        observer.sendCompleted()
        disposable += { lab.say("++s1 Disposed~") }
      }
      lab.subscribes("1st subscriber"); s1.startWithNext { lab.say("~~1st subscriber: \($0)") }
      lab.subscribes("2nd subscriber");
      s1.start(
        Observer(
          failed: { lab.say("+++error: \(describe($0))") },
          completed: { lab.say("++s1 completed") },
          next: { lab.say("~~2nd subscriber: \($0)") }))
      stored?.sendNext("Hello2 from s1~")
    })

  /// An error as the seed's log showed it: domain and code.
  private static func describe(_ error: (any Error)?) -> String {
    guard let error = error as? NSError else { return String(describing: error) }
    return "\(error.domain) \(error.code)"
  }
}
