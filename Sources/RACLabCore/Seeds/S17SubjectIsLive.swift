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
      sub.sendNext("1")
      sub.subscribeNext { lab.say("+++sub1:\($0)") }
      sub.sendNext("2")
      sub.subscribeNext { lab.say("+++sub2:\($0)") }
      sub.sendNext("3")
    },
    modern: { lab in
      let (sub, input) = Signal<String, NSError>.pipe()
      input.sendNext("1")
      sub.observeNext { lab.say("+++sub1:\($0)") }
      input.sendNext("2")
      sub.observeNext { lab.say("+++sub2:\($0)") }
      input.sendNext("3")
    })
}
