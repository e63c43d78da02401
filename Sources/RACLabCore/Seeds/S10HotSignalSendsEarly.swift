import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S10: a hot signal that sends before anyone observes loses the value;
  /// sending a second later reaches the observer.
  static let s10 = SeedScenario(
    "S10", "A hot signal that sends before anyone observes",
    expected: [
      "t=0.0 signal send hello",
      "t=1.0 signal send hello",
      "t=1.0 subscriber get a next value: Hello",
    ],
    note: """
      Designed first line: at t=0 the first signalFromNetwork() sends "Hello" inside its generator, before \
      the observer is attached, so its observer prints nothing (it would print at t=0.0). The second \
      version sends 1 s later and is heard: the spec's two t=1.0 lines. RACClassic: a RACSubject.
      """,
    marbles: MarbleReading(
      source: "signals",
      [.value("signal send {v}"), .value("subscriber get a next value: {v}", lane: "subscriber")]),
    classic: { lab in
      func signalFromNetwork() -> RACSignal<String> {
        let subject = RACSubject<String>()
        lab.log("signal send hello")
        subject.sendNext("Hello")
        return subject
      }
      func delayedSignalFromNetwork() -> RACSignal<String> {
        let subject = RACSubject<String>()
        lab.scheduler.afterDelay(1) {
          lab.log("signal send hello")
          subject.sendNext("Hello")
        }
        return subject
      }
      lab.subscribes("subscriber"); signalFromNetwork().subscribeNext { lab.log("subscriber get a next value: \($0)") }
      lab.subscribes("subscriber");
      delayedSignalFromNetwork().subscribeNext { lab.log("subscriber get a next value: \($0)") }
    },
    modern: { lab in
      func signalFromNetwork() -> Signal<String, NSError> {
        Signal { observer in
          lab.log("signal send hello")
          observer.sendNext("Hello")
          return nil
        }
      }
      func delayedSignalFromNetwork() -> Signal<String, NSError> {
        Signal { observer in
          lab.scheduler.scheduleAfter(1) {
            lab.log("signal send hello")
            observer.sendNext("Hello")
          }
          return nil
        }
      }
      lab.subscribes("subscriber"); signalFromNetwork().observeNext { lab.log("subscriber get a next value: \($0)") }
      lab.subscribes("subscriber");
      delayedSignalFromNetwork().observeNext { lab.log("subscriber get a next value: \($0)") }
    })
}
