import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S17: a subject delivers only what is sent after the subscription.
  static let s17 = SeedScenario(
    "S17", "RACSubject delivers only what comes after subscription",
    expected: ["+++sub1:2", "+++sub1:3", "+++sub2:3"],
    note: "Untimed, as the seed printed. RACModern: Signal.pipe().",
    marbles: MarbleReading(source: "subject", [.value("+++sub{n}:{v}", lane: "sub{n}")]),
    classic: { lab in
      let sub = RACSubject<String>()
      lab.sends("1"); sub.sendNext("1")
      lab.subscribes("sub1"); sub.subscribeNext { lab.say("+++sub1:\($0)") }
      lab.sends("2"); sub.sendNext("2")
      lab.subscribes("sub2"); sub.subscribeNext { lab.say("+++sub2:\($0)") }
      lab.sends("3"); sub.sendNext("3")
    },
    modern: { lab in
      let (sub, input) = Signal<String, NSError>.pipe()
      lab.sends("1"); input.sendNext("1")
      lab.subscribes("sub1"); sub.observeNext { lab.say("+++sub1:\($0)") }
      lab.sends("2"); input.sendNext("2")
      lab.subscribes("sub2"); sub.observeNext { lab.say("+++sub2:\($0)") }
      lab.sends("3"); input.sendNext("3")
    })
}
