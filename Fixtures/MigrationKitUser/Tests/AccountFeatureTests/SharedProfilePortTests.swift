import AccountFeature
import RACClassic
import RACModern
import RACTesting
import Testing

/// One profile request, shown by two screens: the second, opened later,
/// gets the first one's answer without asking again.
@Suite struct SharedProfilePortTests {
  /// The server answers 0.2 s after the request.
  static let response = Marbles("--(p|)", values: ["p": "Alice"], tick: 0.1)

  @Test func twoScreensShareOneRequestInBothFaces() {
    let scheduler = MigrationTestScheduler()
    let classicRequests = RACSubject<Void>()
    let classic = classicSharedProfile(scheduler.coldSignal(Self.response).initially { classicRequests.sendNext(()) })
    let (modernRequests, request) = Signal<Void, NoError>.pipe()
    let modern = modernSharedProfile(scheduler.coldProducer(Self.response).on(started: { request.sendNext(()) }))
    let classicScreens = scheduler.record([
      "requests": scheduler.record(classicRequests),
      "first screen": scheduler.record(classic),
      "second screen": scheduler.record(classic, at: 0.5),
    ])
    let modernScreens = scheduler.record([
      "requests": scheduler.record(modernRequests),
      "first screen": scheduler.record(modern),
      "second screen": scheduler.record(modern, at: 0.5),
    ])
    scheduler.run()
    expectEqualTimelines(classicScreens.timeline, modernScreens.timeline)
    let expected: Timeline<NamedEvent> = [
      (0.0, .output("requests", .value(VoidValue()))),
      (0.2, .output("first screen", .value("Alice"))), (0.2, .output("first screen", .completed)),
      (0.5, .output("second screen", .value("Alice"))), (0.5, .output("second screen", .completed)),
    ]
    expectEqualTimelines(modernScreens.timeline, expected)
    classicRequests.sendCompleted()
    request.sendCompleted()
  }
}
