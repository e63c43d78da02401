import Foundation
import RACLabCore
import Testing

/// `--format svg` draws well-formed SVG: a panel per flavor, a lane for the
/// source and one per subscriber, and a mark per event.
@Suite struct MarbleSVGTests {
  @Test func compareSVGHasOneLanePerSubscriberPlusTheSource() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/subject-is-hot.rac").path
    let output = lab("compare", path, "--format", "svg")
    #expect(output.status == 0)
    let svg = SVGSummary(output.out)
    #expect(svg.parsed)
    #expect(svg.rootName == "svg")
    #expect(
      svg.panels == [
        ["source (subject)", "S1", "S2", "S3"],
        ["source (subject)", "S1", "S2", "S3"],
      ])
    #expect(svg.sourceLanes == 2)
    // Per panel: source A, B, completed; S1 A, B, disposed; S2 B, completed;
    // modern S3 interrupted. Then the legend's six marks.
    let legend = ["value", "note", "completed", "error", "interrupted", "disposed"]
    let classic = ["value", "value", "completed", "value", "value", "disposed", "value", "completed"]
    #expect(svg.marks == classic + classic + ["interrupted"] + legend)
  }

  @Test func compareSVGMarksErrorsAndSourceStarts() throws {
    let path = try scriptFile(
      """
      kind cold
      at 1 subscribe S1
      at 2 subscribe S2
      at 3 send A&B
      at 4 fail <boom>
      """)
    let output = lab("compare", path, "--format", "svg")
    let svg = SVGSummary(output.out)
    #expect(svg.parsed)
    #expect(svg.panels.map(\.count) == [3, 3])
    #expect(output.out.contains(">A&amp;B</text>"))
    #expect(output.out.contains("&lt;boom&gt;"))
    let perPanel = ["note", "note", "value", "error", "value", "error", "value", "error"]
    #expect(Array(svg.marks.prefix(16)) == perPanel + perPanel)
  }

  @Test func scenarioSVGIsWellFormedWithALanePerSubscriber() throws {
    let output = lab("scenario", "S1", "--format", "svg")
    #expect(output.status == 0)
    let svg = SVGSummary(output.out)
    #expect(svg.parsed)
    #expect(
      svg.panels == [
        ["source / printed", "Subscriber 1 receive", "Subscriber 2 receive"],
        ["source / printed", "Subscriber 1 receive", "Subscriber 2 receive"],
      ])
  }

  @Test(arguments: SeedCatalog.all.map(\.id))
  func everyScenarioDrawsWellFormedSVG(_ id: String) throws {
    let output = lab("scenario", id, "--format", "svg")
    #expect(output.status == 0)
    let svg = SVGSummary(output.out)
    #expect(svg.parsed)
    let scenario = try #require(SeedCatalog.scenario(id))
    #expect(svg.panels.count == scenario.flavors.count)
  }
}
