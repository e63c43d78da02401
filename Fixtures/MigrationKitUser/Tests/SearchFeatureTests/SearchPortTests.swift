import RACClassic
import RACModern
import RACTesting
import SearchFeature
import Testing

/// Swift Testing: the port equals the original on one virtual clock, and a
/// wrong port fails with the first instant where the timelines part.
@Suite struct SearchPortTests {
  /// The user types "a", "b", pauses, types "c", pauses, types "c" again.
  static let typing = Marbles("ab----c-c----", tick: 0.1)

  @Test func thePortBehavesLikeTheOriginal() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(classicSuggestions(for: scheduler.hotSubject(Self.typing), scheduler: scheduler))
    let modern = scheduler.record(modernSuggestions(for: scheduler.hotSignal(Self.typing), scheduler: scheduler))
    scheduler.run()
    expectEqualTimelines(classic.timeline, modern.timeline)
    // Two wrong faces must not pass by agreeing: pin what they heard.
    let expected = Marbles("----b------c", values: ["b": "results for b", "c": "results for c"], tick: 0.1)
    expectEqualTimelines(classic.timeline, expected.timeline)
  }

  @Test func aPortKeepingTheRAC2SpellingFailsWithTheDiff() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(classicSuggestions(for: scheduler.hotSubject(Self.typing), scheduler: scheduler))
    let wrong = scheduler.record(
      portKeepingTheRAC2Spelling(for: scheduler.hotSignal(Self.typing), scheduler: scheduler))
    scheduler.run()
    withKnownIssue("RAC4's throttle is a rate limit, not RAC2's debounce") {
      expectEqualTimelines(classic.timeline, wrong.timeline)
    } matching: { issue in
      // The issue's own text (its headline) is the difference's first line.
      issue.description.hasPrefix(
        "Caught error: Timelines differ at t=0.0: RACClassic heard nothing; RACModern heard value(results for a)")
        && (issue.error as? TimelineDifference)?.description == """
          Timelines differ at t=0.0: RACClassic heard nothing; RACModern heard value(results for a)
          RACClassic: [t=0.4 value(results for b), t=1.1 value(results for c)]
          RACModern:  [t=0.0 value(results for a), t=0.3 value(results for b), t=0.6 value(results for c)]
          """
    }
  }

  @Test func disposingDiffersByTheInterruptionUnlessYouIgnoreIt() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(
      classicSuggestions(for: scheduler.hotSubject(Self.typing), scheduler: scheduler), disposedAt: 0.5)
    // A disposed producer start is interrupted (a disposed Signal observer
    // simply hears nothing more, as a classic subscriber does).
    let modern = scheduler.record(
      SignalProducer(signal: modernSuggestions(for: scheduler.hotSignal(Self.typing), scheduler: scheduler)),
      disposedAt: 0.5)
    scheduler.run()
    withKnownIssue("RACClassic has no interruption") {
      expectEqualTimelines(classic.timeline, modern.timeline)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=0.5: RACClassic heard nothing; RACModern heard interrupted"
    }
    expectEqualTimelines(classic.timeline, modern.timeline, interruptions: .ignore)
  }
}
