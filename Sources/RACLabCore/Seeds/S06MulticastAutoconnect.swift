import RACClassic
import RACModern

extension SeedCatalog {
  /// S6: `autoconnect` subscribes the source at the first subscriber.
  static let s6 = SeedScenario(
    "S6", "multicast + autoconnect",
    expected: [
      "t=2.0 Cold signal be subscribed.",
      "t=3.5 Subscribe 1 recieve value:A.",
      "t=5.0 Subscribe 1 recieve value:B.",
      "t=5.0 Subscribe 2 recieve value:B.",
    ],
    sideEffects: 1,
    note: "RAC4 has no autoconnect: RACModern uses replayLazily(0), one run shared from the first start, no replay.",
    marbles: MarbleReading(
      source: "cold signal",
      [
        .note("Cold signal be subscribed.", "subscribed"),
        .value("Subscribe {n} recieve value:{v}.", lane: "Subscriber {n}"),
      ]),
    classic: { lab in
      let source = coldSource(lab)
      let hot = source.multicast(RACSubject()).autoconnect()
      lab.at(2.0) {
        lab.subscribes("Subscriber 1"); hot.subscribeNext { lab.log("Subscribe 1 recieve value:\($0).") }
      }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2"); hot.subscribeNext { lab.log("Subscribe 2 recieve value:\($0).") }
      }
    },
    modern: { lab in
      let source = coldSource(lab)
      let hot = source.replayLazily(0)
      lab.at(2.0) {
        lab.subscribes("Subscriber 1"); hot.startWithNext { lab.log("Subscribe 1 recieve value:\($0).") }
      }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2"); hot.startWithNext { lab.log("Subscribe 2 recieve value:\($0).") }
      }
    })
}
