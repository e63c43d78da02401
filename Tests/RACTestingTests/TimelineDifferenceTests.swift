import RACTesting
import Testing

@Suite struct TimelineDifferenceTests {
  static let classic = Timeline<String>(
    [(0.1, .value("a")), (0.4, .value("b")), (0.9, .completed)], label: "RACClassic")

  @Test func equalTimelinesHaveNoDifference() {
    #expect(Self.classic.difference(from: Timeline(Self.classic.entries.map { ($0.time, $0.event) })) == nil)
  }

  @Test func theDifferenceNamesTheFirstInstantAndWhatEachSideHeardThen() throws {
    let modern = Timeline<String>([(0.1, .value("a")), (0.4, .value("c")), (0.9, .completed)], label: "RACModern")
    let difference = try #require(Self.classic.difference(from: modern))
    #expect(difference.time == 0.4)
    #expect(difference.heard.first == ["value(b)"])
    #expect(difference.heard.second == ["value(c)"])
    #expect(difference.headline == "Timelines differ at t=0.4: RACClassic heard value(b); RACModern heard value(c)")
    #expect(
      difference.description == """
        Timelines differ at t=0.4: RACClassic heard value(b); RACModern heard value(c)
        RACClassic: [t=0.1 value(a), t=0.4 value(b), t=0.9 completed]
        RACModern:  [t=0.1 value(a), t=0.4 value(c), t=0.9 completed]
        """)
    #expect(difference.description == difference.headline + "\n" + difference.details)
  }

  @Test func anInstantOnlyOneSideHasIsTheDifference() throws {
    let modern = Timeline<String>([(0.1, .value("a")), (0.5, .value("b")), (0.9, .completed)], label: "RACModern")
    let difference = try #require(Self.classic.difference(from: modern))
    #expect(difference.time == 0.4)
    #expect(difference.heard.first == ["value(b)"])
    #expect(difference.heard.second == [])
    #expect(difference.headline.hasSuffix("RACClassic heard value(b); RACModern heard nothing"))
  }

  @Test func aTimelineThatGoesOnIsDifferentWhereTheOtherStopped() throws {
    let shorter = Timeline<String>([(0.1, .value("a"))], label: "RACModern")
    let difference = try #require(Self.classic.difference(from: shorter))
    #expect(difference.time == 0.4)
    #expect(difference.heard.second == [])
  }

  @Test func eventsAtOneInstantCompareInOrder() throws {
    let first: Timeline<Int> = [(1, .value(1)), (1, .value(2))]
    let second: Timeline<Int> = [(1, .value(2)), (1, .value(1))]
    let difference = try #require(first.difference(from: second))
    #expect(difference.heard.first == ["value(1)", "value(2)"])
    #expect(difference.heard.second == ["value(2)", "value(1)"])
    #expect(
      difference.headline
        == "Timelines differ at t=1.0: first heard value(1), value(2); second heard value(2), value(1)")
  }

  @Test func interruptionsAreComparedUnlessTheyAreIgnored() throws {
    let classic = Timeline<Int>([(0, .value(1))], label: "RACClassic")
    let modern = Timeline<Int>([(0, .value(1)), (2, .interrupted)], label: "RACModern")
    let difference = try #require(classic.difference(from: modern))
    #expect(difference.time == 2)
    #expect(difference.heard.second == ["interrupted"])
    #expect(classic.difference(from: modern, interruptions: .ignore) == nil)
    let other = Timeline<Int>([(0, .value(2)), (2, .interrupted)], label: "RACModern")
    let ignored = try #require(classic.difference(from: other, interruptions: .ignore))
    #expect(
      ignored.headline
        == "Timelines differ at t=0.0 (interruptions ignored): RACClassic heard value(1); RACModern heard value(2)")
    #expect(ignored.timelines.second == "[t=0.0 value(2)]")
  }

  @Test func twoTimelinesWithOneLabelAreNumbered() throws {
    let one = Timeline<Int>([(0, .value(1))], label: "port")
    let two = Timeline<Int>([(0, .value(2))], label: "port")
    let difference = try #require(one.difference(from: two))
    #expect(difference.labels.first == "port 1")
    #expect(difference.labels.second == "port 2")
  }
}
