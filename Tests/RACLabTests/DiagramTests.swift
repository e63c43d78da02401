import Foundation
import RACLabCore
import Testing

/// Issue 22 item 1: the diagrams explain. Every mark comes from what the run
/// recorded; these tests read the drawn SVG and hold it to the runs.
@Suite struct DiagramTests {
  /// Every seed's picture, as `rac-lab scenario ID --format svg` draws it.
  static let seeds = SeedCatalog.all.map(\.id)

  @Test(arguments: seeds)
  func sourceStartMarksCountTheSourcesRunsAndEverySubscriberLaneShowsItsSubscription(_ id: String) throws {
    let output = lab("scenario", id, "--format", "svg")
    #expect(output.status == 0)
    let svg = SVGSummary(output.out)
    #expect(svg.parsed)
    let scenario = try #require(SeedCatalog.scenario(id))
    let row = try #require(SeedReport(scenarios: [scenario]).rows.first)
    let runs = row.runs.values.map(\.sideEffects)
    let started = svg.labelled.filter { $0.kind == "started" && $0.lane != "legend" }
    // Drawn once when the flavors agree (then each flavor's count), else a
    // panel per flavor (each row of a wrapped axis repeats the panels).
    let panelsPerRow = svg.panels.count / max(1, svg.ticks.count)
    #expect(started.count == (panelsPerRow == 1 ? runs[0] : runs.reduce(0, +)))
    for panel in svg.panels {
      for lane in panel.dropFirst() where svg.marksByLane[lane] != nil {
        #expect(svg.marksByLane[lane]?.contains("subscribed") == true, "lane \(lane) of \(id) has no subscription")
      }
    }
  }

  @Test func coldS1RunsItsSourceOncePerSubscriberAndSaysSo() {
    let svg = SVGSummary(lab("scenario", "S1", "--format", "svg").out)
    #expect(svg.panels.count == 1)
    #expect(svg.captions.joined(separator: " ") == "the source ran 2 times: once per subscriber - cold")
    #expect(svg.marksByLane["Subscriber 1"]?.first == "subscribed")
    #expect(svg.marksByLane["Subscriber 2"]?.first == "subscribed")
  }

  @Test func hotS17IsLaidOutInItsOrderOfEventsAndSaysWhatTheLateSubscriberMissed() throws {
    let svg = SVGSummary(lab("scenario", "S17", "--format", "svg").out)
    #expect(svg.axisNames == ["step (untimed)"])
    #expect(
      svg.captions.joined(separator: " ")
        == "the source ran no work of its own; sub1 missed 1 and sub2 missed 1, 2, sent before they subscribed - hot")
    // The sends are on the source lane in order, and sub2's lane begins
    // after 2 was sent and before 3: one step per recorded event.
    let sent = svg.labelled.filter { $0.lane == "subject" && $0.kind == "value" }
    #expect(sent.map(\.label) == ["1", "2", "3"])
    let ticks = try #require(svg.ticks.first)
    #expect(ticks.map(\.time) == (0..<ticks.count).map(Double.init))
  }

  @Test func replayedS11SaysWhatTheLateSubscriberWasReplayed() {
    let svg = SVGSummary(lab("scenario", "S11", "--format", "svg").out)
    #expect(
      svg.captions.joined(separator: " ")
        == "the source ran no work of its own; Subscriber 2 was replayed 1, 2, sent before it subscribed - replayed")
  }

  /// Between two neighbouring instants with no break, the distance is the
  /// time between them times one scale, the same across the axis.
  @Test(arguments: ["S1", "S2", "S4", "S11", "S23"])
  func axisPositionsAreProportionalToTime(_ id: String) throws {
    let svg = SVGSummary(lab("scenario", id, "--format", "svg").out)
    #expect(svg.axisNames == ["time (s)"])
    var scales: [Double] = []
    for row in svg.ticks {
      for (earlier, later) in zip(row, row.dropFirst()) where !later.afterBreak {
        scales.append((later.x - earlier.x) / (later.time - earlier.time))
      }
    }
    let scale = try #require(scales.first)
    #expect(scales.allSatisfy { abs($0 - scale) < 0.001 * scale }, "\(scales)")
  }

  @Test func aLongGapIsCompressedIntoALabelledBreak() throws {
    let path = try scriptFile("kind subject\nat 0 subscribe S1\nat 0.1 send A\nat 0.2 send B\nat 100 send C\n")
    let text = lab("compare", path, "--format", "svg").out
    let svg = SVGSummary(text)
    let ticks = try #require(svg.ticks.first)
    #expect(ticks.map(\.time) == [0, 0.1, 0.2, 100])
    #expect(ticks.map(\.afterBreak) == [false, false, false, true])
    #expect(text.contains(">99.8 s compressed</text>"))
    // To scale either side of nothing but the break.
    #expect(abs((ticks[1].x - ticks[0].x) - (ticks[2].x - ticks[1].x)) < 0.001)
  }

  @Test func aCompareDiagramMarksEachStartOfAColdSourceAndEachSubscription() throws {
    let path = try scriptFile("kind cold\nat 0 subscribe S1\nat 1 subscribe S2\nat 2 send A\nat 3 dispose S1\n")
    let svg = SVGSummary(lab("compare", path, "--format", "svg").out)
    let json = try #require(try parseJSON(lab("compare", path, "--format", "json").out) as? [String: Any])
    let classic = try #require(json["classic"] as? [String: Any])
    #expect(classic["sourceRuns"] as? Int == 2)
    // The flavors differ (RACModern's interruption), so both are drawn.
    #expect(svg.panels.count == 2)
    #expect(
      svg.labelled.filter { $0.kind == "started" && $0.lane != "legend" }.map(\.label) == [
        "run 1", "run 2", "run 1", "run 2",
      ])
    #expect(svg.marksByLane["S1"]?.filter { $0 == "subscribed" }.count == 2)
    #expect(svg.marksByLane["S1"]?.filter { $0 == "disposed" }.count == 2)
  }
}
