import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// `expectEqualTimelines` reports to the running Swift Testing test (the
/// XCTest path is exercised by Fixtures/MigrationKitUser, which CI runs).
@Suite struct ExpectEqualTimelinesTests {
  @Test func equalPipelinesPassAndRecordNoIssue() {
    let scheduler = MigrationTestScheduler()
    let input = Marbles("1-2|", values: ["1": 1, "2": 2])
    let classic = scheduler.record(scheduler.coldSignal(input).map { $0 * 10 })
    let modern = scheduler.record(scheduler.coldProducer(input, failing: NoError.self).map { $0 * 10 })
    scheduler.run()
    #expect(expectEqualTimelines(classic.timeline, modern.timeline))
    #expect(classic.timeline == [(0, .value(10)), (2, .value(20)), (3, .completed)])
  }

  @Test func aDifferenceIsRecordedAsAnIssueWhoseCommentIsTheDifference() {
    // take(0): RAC2 completes at once, RAC4 interrupts at once.
    let scheduler = MigrationTestScheduler()
    let input = Marbles("1|", values: ["1": 1])
    let classic = scheduler.record(scheduler.coldSignal(input).take(0))
    let modern = scheduler.record(scheduler.coldProducer(input, failing: NoError.self).take(0))
    scheduler.run()
    withKnownIssue {
      #expect(!expectEqualTimelines(classic.timeline, modern.timeline))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        RACClassic: [t=0.0 completed]
        RACModern:  [t=0.0 interrupted]
        """
      ]
    }
    // Ignoring interruptions does not hide a completion the other side lacks.
    withKnownIssue {
      expectEqualTimelines(classic.timeline, modern.timeline, interruptions: .ignore)
    } matching: { issue in
      (issue.error as? TimelineDifference)?.headline
        == "Timelines differ at t=0.0 (interruptions ignored): RACClassic heard completed; RACModern heard nothing"
    }
  }

  @Test func theIssuesOwnTextCarriesTheFirstDifference() {
    // A one-line summary of a run (the console's `✘ … recorded an issue at
    // …: <text>` line, a CI log) keeps the time and both sides' events.
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(scheduler.coldSignal(Marbles("a-b|")))
    let modern = scheduler.record(scheduler.coldProducer(Marbles("a-c|")))
    scheduler.run()
    withKnownIssue {
      expectEqualTimelines(classic.timeline, modern.timeline)
    } matching: { issue in
      issue.description.hasPrefix(
        "Caught error: Timelines differ at t=2.0: RACClassic heard value(b); RACModern heard value(c)")
        && (issue.error as? TimelineDifference)?.time == 2
    }
  }

  @Test func aDifferenceFoundOffTheTestsTaskStillFailsTheRun() async {
    // A scheduler's or queue's callback runs where `Test.current` is nil; the
    // difference must not be lost there. In a child process (an exit test),
    // whose issues come back to this test.
    await withKnownIssue {
      await #expect(processExitsWith: .success) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
          expectEqualTimelines(Marbles("a").timeline, Marbles("b").timeline)
          done.signal()
        }
        done.wait()
      }
    } matching: { issue in
      issue.description.hasPrefix(
        "Caught error: Timelines differ at t=0.0: expected 1 heard value(a); expected 2 heard value(b)")
    }
  }

  @Test func theIssueIsRecordedWhereTheExpectationIsWritten() {
    let line = #line + 2
    withKnownIssue {
      expectEqualTimelines(Marbles("a").timeline, Marbles("b").timeline)
    } matching: { issue in
      issue.sourceLocation?.fileName == "ExpectEqualTimelinesTests.swift" && issue.sourceLocation?.line == line
    }
  }
}
