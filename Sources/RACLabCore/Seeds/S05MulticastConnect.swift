import RACClassic
import RACModern

extension SeedCatalog {
  /// S5: `multicast` + a later `connect` shares one run; connecting again
  /// does not resubscribe.
  static let s5 = SeedScenario(
    "S5", "multicast + connect later",
    expected: subjectOverColdTranscript,
    sideEffects: 1,
    note: """
      RACClassic calls connect() a second time at 3.0, while the source runs: no second \
      "Cold signal be subscribed." and no second A. RACModern has no connection object: \
      Signal.pipe() observed at t=0, producer.start(input) at the connect time.
      """,
    marbles: subjectOverColdSignalReading,
    classic: { lab in
      let source = coldSource(lab)
      let subject = RACSubject<String>()
      lab.log("Subject created.")
      let connection = source.multicast(subject)
      let hot = connection.signal
      lab.at(2.0) { connection.connect() }
      lab.subscribes("Subscriber 1"); hot.subscribeNext { lab.log("Subscriber 1 recieve value:\($0).") }
      lab.at(3.0) { connection.connect() }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2"); hot.subscribeNext { lab.log("Subscriber 2 recieve value:\($0).") }
      }
    },
    modern: { lab in
      let source = coldSource(lab)
      let (hot, input) = Signal<String, NoError>.pipe()
      lab.log("Subject created.")
      lab.at(2.0) { source.start(input) }
      lab.subscribes("Subscriber 1"); hot.observeNext { lab.log("Subscriber 1 recieve value:\($0).") }
      lab.at(4.0) {
        lab.subscribes("Subscriber 2"); hot.observeNext { lab.log("Subscriber 2 recieve value:\($0).") }
      }
    })
}
