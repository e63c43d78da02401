import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S23: `skip(1).throttle(1)` on text edits: the first edit is skipped and
  /// RAC2's throttle (a debounce) sends an edit once a second has passed
  /// without a newer one.
  static let s23 = SeedScenario(
    "S23", "skip + throttle",
    expected: [
      "t=1.5 abc",
      "t=3.0 abcd",
    ],
    note: """
      RAC2's throttle is a debounce; RACModern spells it debounce(1, onScheduler:) (RAC4's throttle \
      rate-limits and would send "ab" at once).
      """,
    marbles: MarbleReading(source: "edits", [.value("{v}", lane: "skip(1).throttle(1)")]),
    classic: { lab in
      let edits = RACSubject<String>()
      lab.subscribes("skip(1).throttle(1)"); edits.skip(1).throttle(1).subscribeNext { lab.log($0) }
      sendEdits(lab) { edits.sendNext($0) }
    },
    modern: { lab in
      let (edits, input) = Signal<String, NoError>.pipe()
      lab.subscribes("skip(1).throttle(1)");
      edits.skip(1).debounce(1, onScheduler: lab.scheduler).observeNext { lab.log($0) }
      sendEdits(lab) { input.sendNext($0) }
    })

  /// The edits of S23, each at its virtual time.
  private static func sendEdits<Scheduler>(_ lab: ScenarioContext<Scheduler>, _ send: @escaping (String) -> Void) {
    for (time, text) in [(0.0, "a"), (0.2, "ab"), (0.5, "abc"), (2.0, "abcd")] {
      lab.at(time) { send(text) }
    }
  }
}
