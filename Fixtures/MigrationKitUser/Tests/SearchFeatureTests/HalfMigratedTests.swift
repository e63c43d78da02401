import RACBridge
import RACTesting
import SearchFeature
import Testing

/// Halfway through a migration: the classic search box still feeds a
/// `RACSubject`, and the ported pipeline reads it through the bridge. On one
/// clock the result is what the classic pipeline gives.
@Suite struct HalfMigratedTests {
  @Test func theClassicInputThroughTheBridgeGivesThePortTheOriginalsTimeline() {
    let scheduler = MigrationTestScheduler()
    let typing = Marbles("ab----c-c----", tick: 0.1)
    let subject = scheduler.hotSubject(typing)
    let classic = scheduler.record(classicSuggestions(for: subject, scheduler: scheduler))
    let bridged = subject.toSignal().flatMapError { _ in SignalProducer<String, NoError>.empty }
    let modern = scheduler.record(modernSuggestions(for: bridged, scheduler: scheduler))
    scheduler.run()
    expectEqualTimelines(classic.timeline, modern.timeline)
    // Two wrong pipelines must not pass by agreeing: pin what they heard.
    let expected = Marbles("----b------c", values: ["b": "results for b", "c": "results for c"], tick: 0.1)
    expectEqualTimelines(modern.timeline, expected.timeline)
  }
}
