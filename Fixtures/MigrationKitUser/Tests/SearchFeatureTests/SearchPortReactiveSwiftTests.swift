import RACClassic
import RACSwift
import RACTesting
import SearchFeature
import Testing

/// RAC2 straight to ReactiveSwift: the RACSwift port equals the original on
/// the kit's one clock, which is a RACSwift `DateScheduler` too.
@Suite struct SearchPortReactiveSwiftTests {
  /// The user types "a", "b", pauses, types "c", pauses, types "c" again.
  static let typing = Marbles("ab----c-c----", tick: 0.1)

  @Test func theReactiveSwiftPortBehavesLikeTheOriginal() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(classicSuggestions(for: scheduler.hotSubject(Self.typing), scheduler: scheduler))
    let typing = scheduler.reactiveSwift.hotSignal(Self.typing)
    let port = scheduler.record(swiftSuggestions(for: typing, scheduler: scheduler))
    scheduler.run()
    expectEqualTimelines(classic.timeline, port.timeline)
    // Two wrong faces must not pass by agreeing: pin what they heard.
    let expected = Marbles("----b------c", values: ["b": "results for b", "c": "results for c"], tick: 0.1)
    expectEqualTimelines(port.timeline, expected.timeline)
  }

  @Test func aPortKeepingTheRAC2SpellingFailsWithTheDiff() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(classicSuggestions(for: scheduler.hotSubject(Self.typing), scheduler: scheduler))
    // ReactiveSwift's throttle, like RAC4's, is a rate limit.
    let wrong = scheduler.record(scheduler.reactiveSwift.hotSignal(Self.typing).throttle(0.3, on: scheduler))
    scheduler.run()
    withKnownIssue("ReactiveSwift's throttle is a rate limit, not RAC2's debounce") {
      expectEqualTimelines(classic.timeline, wrong.timeline)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=0.0: RACClassic heard nothing; RACSwift heard value(a)"
    }
  }
}
