import Foundation
import RACLabCore
import Testing

/// `--format svg` draws well-formed SVG: a panel per flavor (one when the
/// flavors drew the same marbles), a lane for the source and one per
/// subscriber, a mark per event, each subscription and each start of the
/// source, marks of one instant stacked, at most 1 280 px wide, and an
/// outline where the flavors differ.
@Suite struct MarbleSVGTests {
  static let legend = ["started", "subscribed", "value", "note", "completed", "error", "interrupted", "disposed"]

  @Test func compareSVGHasOneLanePerSubscriberPlusTheSource() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/subject-is-hot.rac").path
    let output = lab("compare", path, "--format", "svg", "--interruptions", "ignore")
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
    // Per panel: source A, B, completed; S1 subscribed, A, B, disposed; S2
    // subscribed, B, completed; S3 subscribed (and, in RACModern,
    // interrupted: so the panels differ and both are drawn). Then the legend.
    let classic = [
      "value", "value", "completed", "subscribed", "value", "value", "disposed", "subscribed", "value", "completed",
      "subscribed",
    ]
    #expect(svg.marks == classic + classic + ["interrupted"] + Self.legend)
    // Interruptions are left out of the comparison, as in the verdict.
    #expect(svg.differences.isEmpty)
    // RACModern and RACSwift drew the same marbles: their panel is drawn
    // once; RACClassic's is drawn apart, for the interruption, which the
    // summary says, not that all three are the same.
    #expect(svg.titles.last == "RACModern and RACSwift: the same marbles, drawn once")
    let summary = try #require(svg.subtitles.firstIndex { $0.hasPrefix("RACClassic, RACModern and RACSwift") })
    #expect(
      svg.subtitles[summary...].joined(separator: " ")
        == "RACClassic, RACModern and RACSwift are drawn apart: S3 is interrupted at t=4.0 in RACModern only (not "
        + "compared).")
  }

  @Test func compareSVGOutlinesAnInterruptionUnlessInterruptionsAreIgnored() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/subject-is-hot.rac").path
    let output = lab("compare", path, "--format", "svg")
    #expect(output.status == 1)
    let svg = SVGSummary(output.out)
    #expect(svg.differences.map(\.lane) == ["S3", "S3"])
    #expect(svg.differences.map(\.time) == ["4.0", "4.0"])
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
    // The flavors agree: one panel, drawn once.
    #expect(svg.panels.map(\.count) == [3])
    #expect(output.out.contains("RACClassic, RACModern and RACSwift: the same marbles, drawn once."))
    #expect(output.out.contains(">A&amp;B</text>"))
    #expect(output.out.contains("&lt;boom&gt;"))
    // The cold source started once per subscriber, at 1 and at 2.
    let panel = [
      "started", "started", "value", "error", "subscribed", "value", "error", "subscribed", "value", "error",
    ]
    #expect(Array(svg.marks.prefix(10)) == panel)
    #expect(svg.labelled.filter { $0.kind == "started" && $0.lane != "legend" }.map(\.label) == ["run 1", "run 2"])
  }

  @Test func marksOfOneInstantAreStackedInOneColumn() throws {
    // A late subscriber of a replay subject gets B and C at t=1.1, at once.
    let path = try scriptFile(
      """
      kind replaySubject capacity 2
      at 1.0 send A
      at 1.0 send B
      at 1.0 send C
      at 1.1 subscribe late
      """)
    let svg = SVGSummary(lab("compare", path, "--format", "svg").out)
    let late = svg.labelled.filter { $0.lane == "late" }
    #expect(late.map(\.label) == ["B", "C"])  // one panel: the flavors agree
    #expect(late[0].x == late[1].x)
    #expect(late[1].y == late[0].y + 28)
    let source = svg.labelled.filter { $0.lane == "source (replaySubject capacity 2)" }
    #expect(source.prefix(3).map(\.label) == ["A", "B", "C"])
    #expect(Set(source.prefix(3).map(\.x)).count == 1)
    // The source's column (t=1.0) comes before the late subscriber's (t=1.1).
    #expect(source[0].x < late[0].x)
  }

  @Test func aWideCharacterLabelGetsAMarbleAsWideAsTwoNarrowOnes() throws {
    // 網路請求 takes eight columns, as ABCDEFGH does: measured in characters,
    // its marble was half as wide as its text, which ran over the edges.
    let path = try scriptFile("kind subject\nat 0 subscribe 訂閱者\nat 1 send 網路請求\nat 2 send ABCDEFGH\n")
    let svg = SVGSummary(lab("compare", path, "--format", "svg").out)
    let marks = svg.labelled.filter { $0.lane == "訂閱者" }
    let wide = try #require(marks.first { $0.label == "網路請求" })
    let narrow = try #require(marks.first { $0.label == "ABCDEFGH" })
    #expect(narrow.width > 50)
    #expect(wide.width == narrow.width)
    // The next column starts after the wide marble, not inside it.
    #expect(narrow.x - wide.x >= wide.width / 2 + narrow.width / 2)
  }

  /// A heading with no space to break at (a long script path) is broken
  /// between its folders: every line of it fits inside the diagram, and
  /// nothing of it is lost.
  @Test func aLongUnbrokenHeadingIsWrappedInsideTheDiagram() throws {
    let folders = (1...12).map { "folderNumber\($0)" }.joined(separator: "/")
    let path = "/tmp/\(folders)/aPipelineScriptWithALongName.rac"
    let heading = "compare \(path)"
    let diagram = MarbleDiagram(
      title: "RACClassic", flavor: .classic,
      lanes: [.init(name: "S1", start: 0, marks: [.init(1, .value, "A")])])
    let text = MarbleSVG.render([diagram], heading: heading)
    let svg = SVGSummary(text)
    let width = try #require(svg.width)
    let lines = svg.headings
    #expect(lines.count > 1)
    #expect(lines.first == "compare")
    #expect(lines.dropFirst().joined() == path)
    // Measured glyph by glyph: in Chromium the longest line, the first of
    // the path, is 393.0 px; with the next folder it would be 511.2 px, past
    // the 448 px the 480 px diagram has for text.
    #expect(width == 480)
    #expect(lines.count == 6)
    #expect(lines.dropFirst().first == "/tmp/folderNumber1/folderNumber2/folderNumber3/")
    // Broken after a "/", not inside a folder's name.
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasSuffix("/") })
  }

  /// S17 is untimed: its axis is named "step (untimed)", in the lanes'
  /// names' column, which was sized for the lane names only, so the name
  /// ran into tick 1 and the axis line.
  @Test func theUntimedAxisNameEndsBeforeTheFirstTick() throws {
    let text = lab("scenario", "S17", "--format", "svg").out
    let svg = SVGSummary(text)
    #expect(svg.axisNames == ["step (untimed)"])
    let label = try #require(
      text.split(separator: "\n").first { $0.hasSuffix(#"class="lane-name">step (untimed)</text>"#) })
    #expect(label.hasPrefix(#"<text x="16.0" "#))
    // 14 characters at 6.8 px (12 px text), from x = 16; tick 1's label
    // ("1", 10 px text; step 0) is centred on its tick.
    let labelEnd = 16 + 14 * 6.8
    let first = try #require(svg.ticks.first?.first)
    #expect(first.time == 0)  // step 0, labelled 1
    #expect(labelEnd < first.x - 3)
    // Nor does it run into the axis line, which starts 4 px into the panel.
    let axis = try #require(text.split(separator: "\n").first { $0.hasSuffix(#"class="axis"/>"#) })
    let x1 = try #require(Double(axis.split(separator: "\"")[1]))
    #expect(labelEnd < x1)
  }

  @Test func aDifferenceBetweenTheFlavorsIsOutlinedInBoth() throws {
    typealias Lane = MarbleDiagram.Lane
    typealias Mark = MarbleDiagram.Mark
    let classic = MarbleDiagram(
      title: "RACClassic", flavor: .classic,
      lanes: [Lane(name: "S1", start: 0, marks: [Mark(1, .value, "A"), Mark(2, .value, "B")])])
    let modern = MarbleDiagram(
      title: "RACModern", flavor: .modern,
      lanes: [
        Lane(name: "S1", start: 0, marks: [Mark(1, .value, "A"), Mark(2, .value, "C"), Mark(3, .interrupted)]),
        Lane(name: "S2", start: 1, marks: [Mark(1.5, .completed)]),
      ])
    let text = MarbleSVG.render([classic, modern], heading: "two flavors")
    let svg = SVGSummary(text)
    #expect(svg.parsed)
    // S1 differs at 2.0 (B vs C) in both panels, not at 3.0 (an
    // interruption); S2 exists only in RACModern, so it differs at 1.5.
    #expect(svg.differences.map { "\($0.lane)@\($0.time)" } == ["S1@2.0", "S1@2.0", "S2@1.5"])
    // The interruption is drawn but not outlined: the summary says so.
    #expect(
      svg.subtitles.joined(separator: " ")
        == "RACClassic and RACModern differ at t=1.5, t=2.0 (outlined in red); also, S1 is interrupted at t=3.0 "
        + "in RACModern only (not compared).")
    #expect(text.contains("the flavors differ here"))
  }

  /// Two flavors' diagrams, `A` and `B`: a source sending 1 at t=1.0 and
  /// 2 at t=3.0, and `sub1` hearing both; `changes` alters B's.
  private func twoFlavors(
    axis: MarbleDiagram.Axis = .time, _ changes: (inout [MarbleDiagram.Lane]) -> Void = { _ in }
  ) -> [MarbleDiagram] {
    typealias Mark = MarbleDiagram.Mark
    let lanes = [
      MarbleDiagram.Lane(
        name: "source", isSource: true, marks: [Mark(1, .value, "1"), Mark(3, .value, "2"), Mark(4, .completed)]),
      MarbleDiagram.Lane(
        name: "sub1", marks: [Mark(0, .subscribed), Mark(1, .value, "1"), Mark(3, .value, "2"), Mark(4, .completed)]),
    ]
    var other = lanes
    changes(&other)
    return [
      MarbleDiagram(title: "A", lanes: lanes, axis: axis), MarbleDiagram(title: "B", lanes: other, axis: axis),
    ]
  }

  /// "Same marbles" is said only of panels drawn once, and in one wording
  /// in the title and the summary.
  @Test func sameMarblesIsSaidOnlyOfPanelsDrawnOnce() throws {
    let svg = SVGSummary(MarbleSVG.render(twoFlavors(), heading: "same"))
    #expect(svg.panels.count == 1)
    #expect(svg.titles == ["A and B: the same marbles, drawn once"])
    #expect(svg.subtitles == ["A and B: the same marbles, drawn once."])
  }

  /// A subscription at another time is drawn (the panels are apart) but not
  /// outlined: it was summed up as "same marbles" under the two panels.
  @Test func panelsDrawnApartForASubscriptionAreNotCalledTheSame() throws {
    let diagrams = twoFlavors { $0[1].marks[0].time = 0.5 }
    let svg = SVGSummary(MarbleSVG.render(diagrams, heading: "subscribed later"))
    #expect(svg.panels.count == 2)
    #expect(svg.differences.isEmpty)
    let summary = svg.subtitles.joined(separator: " ")
    #expect(!summary.contains("same marbles"))
    #expect(summary == "A and B are drawn apart: sub1 subscribes at t=0.0 in A, at t=0.5 in B.")
  }

  /// An interruption only one flavor draws, not compared (as a seed's
  /// diagram does): said, not outlined; compared: outlined.
  @Test func anInterruptionNotComparedIsSaidAndOneComparedIsOutlined() throws {
    // sub1 does not complete; in B, it is interrupted at 4.0.
    var diagrams = twoFlavors { $0[1].marks[3] = .init(4, .interrupted) }
    diagrams[0].lanes[1].marks.removeLast()
    let ignored = SVGSummary(MarbleSVG.render(diagrams, heading: "interrupted"))
    #expect(ignored.panels.count == 2)
    #expect(ignored.differences.isEmpty)
    #expect(
      ignored.subtitles.joined(separator: " ")
        == "A and B are drawn apart: sub1 is interrupted at t=4.0 in B only (not compared).")
    let compared = SVGSummary(MarbleSVG.render(diagrams, heading: "interrupted", comparingInterruptions: true))
    #expect(compared.differences.map { "\($0.lane)@\($0.time)" } == ["sub1@4.0", "sub1@4.0"])
    #expect(compared.subtitles.joined(separator: " ") == "A and B differ at t=4.0 (outlined in red).")
  }

  /// Untimed, a lane is compared by its sequence of marks: the same marks
  /// at other steps (another interleaving) are drawn apart, not outlined,
  /// and said.
  @Test func untimedPanelsInterleavedDifferentlyAreNotCalledTheSame() throws {
    let diagrams = twoFlavors(axis: .steps) { lanes in
      // sub1 hears each value one step after the source sent it.
      lanes[1].marks = lanes[1].marks.map { .init($0.kind == .subscribed ? 0 : $0.time + 1, $0.kind, $0.label) }
    }
    let svg = SVGSummary(MarbleSVG.render(diagrams, heading: "interleaved"))
    #expect(svg.panels.count == 2)
    #expect(svg.differences.isEmpty)
    #expect(
      svg.subtitles.joined(separator: " ")
        == "A and B are drawn apart: sub1 has the same marks at other steps (the flavors' events interleave "
        + "differently).")
  }

  /// A panel's title (14 px bold) gets the room its glyphs take: in
  /// Chromium S17's title is 633.3 px long (getComputedTextLength), which
  /// the old 10.5 px a character made a 956 px diagram; sixty capital Ws are
  /// 792.6 px, past the 662 px that gave them. The diagram widens for a
  /// title up to the widest page, and a longer title wraps.
  @Test func panelTitlesFitInsideTheDiagram() throws {
    let s17 = SVGSummary(lab("scenario", "S17", "--format", "svg").out)
    let title = "RACClassic and RACModern: matches the expected transcript (the same marbles, drawn once)"
    #expect(s17.titles == [title])
    let s17Width = try #require(s17.width)
    #expect(16 + 633.3 <= s17Width - 16)
    #expect(s17Width <= 720)
    var capitals = twoFlavors { $0[1].marks[1].label = "X" }
    capitals[0].title = String(repeating: "W", count: 60)
    let wide = SVGSummary(MarbleSVG.render(capitals, heading: "capitals"))
    #expect(wide.titles == [capitals[0].title, "B"])
    #expect(16 + 792.6 <= (try #require(wide.width)) - 16)
    // Drawn apart (B's sub1 hears X), A's title in lines of its own; in
    // Chromium ten "a very long title" are 1062.0 px, 5.93 px a character
    // (an "A " more is 14 px): 6.2 px a character is room enough.
    var long = twoFlavors { $0[1].marks[1].label = "X" }
    long[0].title = "A " + String(repeating: "a very long title ", count: 12)
    let svg = SVGSummary(MarbleSVG.render(long, heading: "long"))
    let width = try #require(svg.width)
    #expect(width <= 1280)
    #expect(svg.titles.count == 3)
    #expect(svg.titles.last == "B")
    #expect(svg.titles.dropLast().joined(separator: " ") == long[0].title.trimmingCharacters(in: .whitespaces))
    for line in svg.titles { #expect(16 + Double(line.count) * 6.2 <= width - 16, "\(line)") }
  }

  /// The 16 px bold heading is measured glyph by glyph, as the titles:
  /// at a flat 10.5 px a character, publish-connect's heading (447.2 px in
  /// Chromium, getComputedTextLength) was wrapped after "kind" in a 532 px
  /// diagram (500 px for text; in the docs' 633 px picture, before
  /// "steps"), while sixteen "WM"s (521.6 px) ran past its edge.
  @Test func theHeadingWrapsWhereItsGlyphsRunOut() throws {
    let lanes = twoFlavors()[0].lanes
    let three = ["RACClassic", "RACModern", "RACSwift"].map { MarbleDiagram(title: $0, lanes: lanes) }
    let heading = "docs/lab-scripts/publish-connect.rac: kind publish, 6 steps"
    let publish = SVGSummary(MarbleSVG.render(three, heading: heading))
    #expect(publish.width == 532)
    #expect(publish.headings == [heading])
    let capitals = SVGSummary(
      MarbleSVG.render(three, heading: Array(repeating: "WM", count: 30).joined(separator: " ")))
    let fourteen = Array(repeating: "WM", count: 14).joined(separator: " ")
    #expect(capitals.headings == [fourteen, fourteen, "WM WM"])
    // The longest line is 455.8 px in Chromium.
    #expect(16 + 455.8 <= 532 - 16)
  }

  /// Subtitles (13 px regular) and captions (13 px bold) are measured glyph
  /// by glyph too: at a flat 7 px a character of a subtitle, two lines of
  /// capitals (471.0 and 460.9 px in Chromium) ran past the 448 px a 480 px
  /// diagram has for text, and at 7 or 7.5 px (a caption) a line of slim
  /// letters wrapped at 286 px.
  @Test func subtitlesAndCaptionsWrapWhereTheirGlyphsRunOut() throws {
    let capitals =
      "IDENTICAL: WHEN EVERY WORD IS WRITTEN IN CAPITALS, WIDE LETTERS SUCH AS M AND W TAKE MORE ROOM THAN A "
      + "FLAT GUESS GIVES THEM."
    let slim =
      "little i, l, j, f and t fill a line of slim letters: with a flat guess it wrapped while its first line "
      + "was still half empty, till it split in three."
    let svg = SVGSummary(
      MarbleSVG.render(twoFlavors(), heading: "h", subheading: [capitals, slim], caption: [capitals, slim]))
    #expect(svg.width == 480)
    let capitalLines = [
      "IDENTICAL: WHEN EVERY WORD IS WRITTEN IN CAPITALS, WIDE", "LETTERS SUCH AS M AND W TAKE MORE ROOM THAN A FLAT",
      "GUESS GIVES THEM.",
    ]
    #expect(
      svg.subtitles
        == capitalLines + [
          "little i, l, j, f and t fill a line of slim letters: with a flat guess it wrapped while",
          "its first line was still half empty, till it split in three.", "A and B: the same marbles, drawn once.",
        ])
    #expect(
      svg.captions
        == capitalLines + [
          "little i, l, j, f and t fill a line of slim letters: with a flat guess it wrapped",
          "while its first line was still half empty, till it split in three.",
        ])
    // The longest lines in Chromium: the subtitles' 408.8 px (capitals) and
    // 421.2 px (slim), the captions' 412.9 and 423.3 px.
    #expect(16 + 423.3 <= 480 - 16)
  }

  @Test func scenarioSVGNamesLanesBySubscriberWithShortLabels() throws {
    let output = lab("scenario", "S1", "--format", "svg")
    #expect(output.status == 0)
    let svg = SVGSummary(output.out)
    #expect(svg.parsed)
    #expect(svg.panels == [["cold signal", "Subscriber 1", "Subscriber 2"]])
    let panel = svg.labelled.filter { $0.lane != "legend" }.prefix(9)
    #expect(
      panel.map { "\($0.lane)=\($0.label)" } == [
        "cold signal=created", "cold signal=run 1", "cold signal=run 2", "Subscriber 1=1", "Subscriber 1=2",
        "Subscriber 1=3", "Subscriber 2=1", "Subscriber 2=2", "Subscriber 2=3",
      ])
  }

  @Test func s3HasALanePerSubscriberOfEachSubject() throws {
    let svg = SVGSummary(lab("scenario", "S3", "--format", "svg").out)
    let lanes = ["subject", "replay subject"].flatMap { source in (1...4).map { "Subscriber \($0) · \(source)" } }
    #expect(svg.panels == [lanes])
    let late = svg.labelled.filter { $0.lane == "Subscriber 3 · replay subject" }.prefix(2)
    #expect(late.map(\.label) == ["1", "2"])
  }

  @Test func s22DrawsTheCommandsExecution() throws {
    let output = lab("scenario", "S22", "--format", "svg")
    let svg = SVGSummary(output.out)
    let lanes = ["execute / apply", "latest execution", "every execution's values", "executing"]
    #expect(svg.panels == [lanes, lanes])
    for flavor in 0..<2 {
      let marks = svg.labelled.filter { $0.lane != "legend" }.map { "\($0.lane)=\($0.label)" }
      let panel = Array(marks[(flavor * 6)..<(flavor * 6 + 6)])
      #expect(
        panel == [
          "execute / apply=1", "latest execution=1", "every execution's values=1", "executing=idle",
          "executing=executing", "executing=idle",
        ])
    }
    // The panels are drawn apart (RACModern's latest execution subscribes
    // after the execution), so they are not called the same.
    // One line, 774.7 px long in Chromium, in the 883 px diagram.
    #expect(
      svg.subtitles.last
        == "RACClassic and RACModern are drawn apart: every lane has the same marks at other steps (the flavors' "
        + "events interleave differently).")
  }

  @Test(arguments: SeedCatalog.all.map(\.id))
  func everyScenarioDrawsReadableSVG(_ id: String) throws {
    let output = lab("scenario", id, "--format", "svg")
    #expect(output.status == 0)
    let svg = SVGSummary(output.out)
    #expect(svg.parsed)
    let scenario = try #require(SeedCatalog.scenario(id))
    // A panel per flavor, or one when the flavors drew the same marbles; a
    // wrapped axis repeats them per row.
    let rows = max(1, svg.ticks.count)
    #expect(svg.panels.count == rows || svg.panels.count == rows * scenario.flavors.count)
    #expect(try #require(svg.width) <= 1280)
    // Short labels: the value, not the sentence.
    for mark in svg.labelled where mark.lane != "legend" {
      #expect(mark.label.count <= 14, "\(mark.lane): \(mark.label)")
    }
    // Every flavor agrees, so nothing is outlined.
    #expect(svg.differences.isEmpty)
  }

  @Test(arguments: SeedCatalog.all.map(\.id))
  func everyTranscriptLineIsReadByTheSeedsMarbleReading(_ id: String) throws {
    let scenario = try #require(SeedCatalog.scenario(id))
    let reading = try #require(scenario.marbles)
    for flavor in scenario.flavors {
      let run = try #require(scenario.run(flavor))
      for (line, time) in zip(run.lines, run.times) {
        let text = line.hasPrefix("t=") ? String(line.drop { $0 != " " }.dropFirst()) : line
        #expect(reading.read(text, at: time) != nil, "\(flavor): \(line)")
      }
    }
  }

  @Test func aLongTimelineWrapsIntoRowsWithinTheWidth() throws {
    let sends = (1...60).map { "at \($0) send value\($0)" }.joined(separator: "\n")
    let path = try scriptFile("kind subject\nat 0 subscribe S1\n" + sends + "\n")
    let svg = SVGSummary(lab("compare", path, "--format", "svg").out)
    #expect(svg.parsed)
    #expect(try #require(svg.width) <= 1280)
    // Each row of columns repeats the panel (the flavors agree: one).
    #expect(svg.panels.count > 1)
    #expect(svg.panels.count == svg.ticks.count)
    #expect(svg.labelled.filter { $0.lane == "S1" }.count == 60)
  }

  @Test func aReadingFillsItsHolesFromTheLine() {
    let reading = MarbleReading(
      source: "src", [.value("Subscriber {n} got {v} from {s}", lane: "{s}: {n}"), .value("{v}", lane: "at {t}")])
    #expect(reading.read("Subscriber 2 got a b from x", at: 1)?.lane == "x: 2")
    #expect(reading.read("Subscriber 2 got a b from x", at: 1)?.label == "a b")
    #expect(reading.read("B", at: 2.5)?.lane == "at 2.5")
    #expect(MarbleReading(source: "s", [.value("a {v}")]).read("b", at: 0) == nil)
  }
}
