import RACClassic
import RACModern

extension SeedCatalog {
  /// S3: a subject forgets, a replay subject remembers.
  static let s3 = SeedScenario(
    "S3", "RACSubject vs RACReplaySubject",
    expected: [
      "t=1.0 Subscriber 1 get a next value: send package 1 from subject",
      "t=1.0 Subscriber 2 get a next value: send package 1 from subject",
      "t=1.0 Subscriber 1 get a next value: send package 1 from replay subject",
      "t=1.0 Subscriber 2 get a next value: send package 1 from replay subject",
      "t=1.1 Subscriber 3 get a next value: send package 1 from replay subject",
      "t=1.1 Subscriber 4 get a next value: send package 1 from replay subject",
      "t=2.0 Subscriber 1 get a next value: send package 2 from subject",
      "t=2.0 Subscriber 2 get a next value: send package 2 from subject",
      "t=2.0 Subscriber 3 get a next value: send package 2 from subject",
      "t=2.0 Subscriber 4 get a next value: send package 2 from subject",
      "t=2.0 Subscriber 1 get a next value: send package 2 from replay subject",
      "t=2.0 Subscriber 2 get a next value: send package 2 from replay subject",
      "t=2.0 Subscriber 3 get a next value: send package 2 from replay subject",
      "t=2.0 Subscriber 4 get a next value: send package 2 from replay subject",
    ],
    note: "RACModern: Signal.pipe() for the subject, SignalProducer.buffer(Int.max) for the replay subject.",
    marbles: MarbleReading(
      source: "subjects",
      laneOrder: ["subject", "replay subject"].flatMap { source in (1...4).map { "Subscriber \($0) · \(source)" } },
      [.value("Subscriber {n} get a next value: send package {v} from {source}", lane: "Subscriber {n} · {source}")]),
    classic: { lab in
      let subject = RACSubject<String>()
      let replaySubject = RACReplaySubject<String>()
      func subscribe(_ number: Int) {
        lab.subscribes("Subscriber \(number) · subject");
        subject.subscribeNext { lab.log("Subscriber \(number) get a next value: \($0) from subject") }
        lab.subscribes("Subscriber \(number) · replay subject");
        replaySubject.subscribeNext { lab.log("Subscriber \(number) get a next value: \($0) from replay subject") }
      }
      lab.at(0.1) {
        subscribe(1)
        subscribe(2)
      }
      lab.at(1.0) {
        subject.sendNext("send package 1")
        replaySubject.sendNext("send package 1")
      }
      lab.at(1.1) {
        subscribe(3)
        subscribe(4)
      }
      lab.at(2.0) {
        subject.sendNext("send package 2")
        replaySubject.sendNext("send package 2")
      }
    },
    modern: { lab in
      let (signal, observer) = Signal<String, NoError>.pipe()
      let (replayProducer, replayObserver) = SignalProducer<String, NoError>.buffer(Int.max)
      func subscribe(_ number: Int) {
        lab.subscribes("Subscriber \(number) · subject");
        signal.observeNext { lab.log("Subscriber \(number) get a next value: \($0) from subject") }
        lab.subscribes("Subscriber \(number) · replay subject");
        replayProducer.startWithNext { lab.log("Subscriber \(number) get a next value: \($0) from replay subject") }
      }
      lab.at(0.1) {
        subscribe(1)
        subscribe(2)
      }
      lab.at(1.0) {
        observer.sendNext("send package 1")
        replayObserver.sendNext("send package 1")
      }
      lab.at(1.1) {
        subscribe(3)
        subscribe(4)
      }
      lab.at(2.0) {
        observer.sendNext("send package 2")
        replayObserver.sendNext("send package 2")
      }
    })
}
