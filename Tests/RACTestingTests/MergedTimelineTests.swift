import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// Several outputs in one timeline: the order of events inside one instant
/// across outputs, as a UI sees it, is compared and shown.
@Suite struct MergedTimelineTests {
  typealias Login = RecordingViewModelOutputsTests

  @Test func aCommandsOutputsMergeInTheOrderTheyWereSent() {
    let scheduler = MigrationTestScheduler()
    let command = Login.classicCommand(scheduler)
    let ui = scheduler.record([
      "enabled": scheduler.record(command.enabled),
      "executing": scheduler.record(command.executing),
      "errors": scheduler.record(command.errors),
    ])
    scheduler.run()
    let expected: Timeline<NamedEvent> = [
      (0, .output("enabled", .value(true))), (0, .output("executing", .value(false))),
      (0, .output("enabled", .value(false))), (2, .output("enabled", .value(true))),
      (3, .output("executing", .value(true))), (3, .output("enabled", .value(false))),
      (5, .output("executing", .value(false))), (5, .output("enabled", .value(true))),
      (6, .output("executing", .value(true))), (6, .output("enabled", .value(false))),
      // The error first, then `executing` turns false, then `enabled` true.
      (7, .output("errors", .value(RecordedError(Login.wrongPassword)))),
      (7, .output("executing", .value(false))), (7, .output("enabled", .value(true))),
    ]
    #expect(expectEqualTimelines(ui.timeline, expected))
    #expect(ui.timeline.label == "RACClassic")
  }

  @Test func aCommandAndItsPortCompareAsOneTimelineOfOutputs() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(Login.wrongPassword, as: Login.LoginError.wrongPassword)
    let command = Login.classicCommand(scheduler)
    let valid = MutableProperty(false)
    let action = Login.modernAction(scheduler, valid: valid)
    let classic = scheduler.record([
      "executing": scheduler.record(command.executing),
      "errors": scheduler.record(command.errors),
    ])
    let modern = scheduler.record([
      "executing": scheduler.record(action.executing),
      "errors": scheduler.record(action.errors),
    ])
    scheduler.run()
    #expect(expectEqualTimelines(classic.timeline, modern.timeline))
    #expect(
      modern.timeline.description
        == "[t=0.0 executing value(false), t=3.0 executing value(true), t=5.0 executing value(false), "
        + "t=6.0 executing value(true), t=7.0 errors value(LoginError.wrongPassword), t=7.0 executing value(false)]")
  }

  @Test func anOrderDifferenceInsideOneInstantIsShown() throws {
    let scheduler = MigrationTestScheduler()
    let command = Login.classicCommand(scheduler)
    let executing = scheduler.record(command.executing)
    let errors = scheduler.record(command.errors)
    scheduler.run()
    let recorded = Timeline(merging: ["errors": errors, "executing": executing])
    // A port that turned `executing` false before sending the error.
    var swapped = recorded.entries.map { ($0.time, $0.event) }
    let error = try #require(swapped.firstIndex { $0.0 == 7 })
    swapped.swapAt(error, error + 1)
    let late = Timeline(swapped, label: "port")
    let difference = try #require(recorded.difference(from: late))
    #expect(difference.time == 7)
    #expect(
      difference.headline
        == "Timelines differ at t=7.0: RACClassic heard errors value(NSError(domain: Login, code: 401)), executing value(false); "
        + "port heard executing value(false), errors value(NSError(domain: Login, code: 401))")
  }

  @Test func writtenTimelinesMergeInTheOrderTheyWereWritten() {
    let merged = Timeline(merging: [
      "a": Marbles("x-y").timeline,
      "b": Marbles("(zw)").timeline,
    ])
    #expect(merged.description == "[t=0.0 a value(x), t=0.0 b value(z), t=0.0 b value(w), t=2.0 a value(y)]")
  }

  @Test func namedEventsCompareByNameAndTypedEvent() {
    #expect(NamedEvent("a", TimelineEvent<Int>.value(1)) == NamedEvent("a", TimelineEvent<Int>.value(1)))
    #expect(NamedEvent("a", TimelineEvent<Int>.value(1)) != NamedEvent("b", TimelineEvent<Int>.value(1)))
    #expect(NamedEvent("a", TimelineEvent<Int>.value(1)) != NamedEvent("a", TimelineEvent<Int64>.value(1)))
    #expect(NamedEvent("a", TimelineEvent<Int>.completed) != NamedEvent("a", TimelineEvent<Int>.value(1)))
    // An end is the same end whatever the output's value type.
    #expect(NamedEvent("a", TimelineEvent<Int>.completed) == NamedEvent("a", TimelineEvent<String>.completed))
    #expect(NamedEvent("a", TimelineEvent<Int>.completed) != NamedEvent("a", TimelineEvent<String>.interrupted))
    #expect(
      NamedEvent("a", TimelineEvent<Int>.failed(error: MarbleError()))
        == NamedEvent("a", TimelineEvent<String>.failed(error: MarbleError())))
    #expect(
      NamedEvent("a", TimelineEvent<Int>.failed(error: MarbleError()))
        != NamedEvent("a", TimelineEvent<Int>.failed(error: nil)))
    let written: Timeline<NamedEvent> = [(0, .output("a", .completed)), (1, .output("b", .failed("MarbleError")))]
    #expect(
      written == [
        (0, .output("a", TimelineEvent<Int>.completed)),
        (1, .output("b", TimelineEvent<Int>.failed(error: MarbleError()))),
      ])
    #expect(written.description == "[t=0.0 a completed, t=1.0 b failed(MarbleError)]")
  }
}
