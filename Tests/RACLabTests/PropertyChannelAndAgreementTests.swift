import Foundation
import RACLabCore
import Testing

/// A property's `signal` channel (docs/lab-scripts/property-order.rac), the
/// exact "which faces agree" wording of a row whose faces agree, and the
/// drawn explanations and captions, each a paragraph of its own.
@Suite struct PropertyChannelAndAgreementTests {
  @Test func propertyOrderRunsTheSignalAndProducerObserversInTheOrderTheySubscribedInEveryFlavor() throws {
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/property-order.rac").path
    let output = lab("compare", path)
    #expect(output.status == 0)
    #expect(output.err == "")
    #expect(
      output.out == """
        \(path): kind property A, 7 steps
            RACClassic      | RACModern       | RACSwift
            t=0.0 P1 next A | t=0.0 P1 next A | t=0.0 P1 next A
            t=0.0 P2 next A | t=0.0 P2 next A | t=0.0 P2 next A
            t=1.0 P1 next B | t=1.0 P1 next B | t=1.0 P1 next B
            t=1.0 C1 next B | t=1.0 C1 next B | t=1.0 C1 next B
            t=1.0 P2 next B | t=1.0 P2 next B | t=1.0 P2 next B
            t=2.0 P3 next B | t=2.0 P3 next B | t=2.0 P3 next B
            t=3.0 P1 next C | t=3.0 P1 next C | t=3.0 P1 next C
            t=3.0 C1 next C | t=3.0 C1 next C | t=3.0 C1 next C
            t=3.0 P2 next C | t=3.0 P2 next C | t=3.0 P2 next C
            t=3.0 C2 next C | t=3.0 C2 next C | t=3.0 C2 next C
            t=3.0 P3 next C | t=3.0 P3 next C | t=3.0 P3 next C
            source runs: 0  | source runs: 0  | source runs: 0
        IDENTICAL: all three flavors produced the same timeline
        Touches docs/Migration.md, "Behaviour differences: ReactiveSwift 7 (`RACSwift`) and RAC 4.2.2 \
        (`RACModern`)", row "A change of a property seen by both its `signal` and a start of its `producer`": \
        RAC 4.2.2 and ReactiveSwift 7 alike: each observer, of the signal or a start of the producer, hears a \
        change in the order it was added (RAC2 has no signal of a property's changes); RACClassic, RACModern and \
        RACSwift agree

        """)
  }

  @Test func aSignalSubscriberHearsChangesOnlyAndTheNamedProducerChannelIsTheDefault() throws {
    let script = try LabScript(
      parsing: "kind property A\nat 0 subscribe C1 signal\nat 0 subscribe P1 producer\nat 1 send B\n")
    #expect(script.propertyChannels == ["C1": .signal, "P1": .producer])
    for flavor in [Flavor.classic, .modern, .swift] {
      let timeline = try #require(ScriptRunner.run(script, flavor: flavor))
      #expect(timeline.lines == ["t=0.0 P1 next A", "t=1.0 C1 next B", "t=1.0 P1 next B"], "\(flavor)")
    }
  }

  @Test(arguments: [
    (
      "kind property A\nat 0 subscribe C1 values\n",
      "script.rac:2: unknown channel 'values'; expected one of producer|signal"
    ),
    (
      "kind property A\nat 0 subscribe C1 signal now\n",
      "script.rac:2: kind property: expected 'subscribe NAME' or 'subscribe NAME producer|signal'"
    ),
    ("kind subject\nat 0 subscribe C1 signal\n", "script.rac:2: expected 'subscribe NAME'"),
  ])
  func aBadPropertyChannelIsAUsageError(_ text: String, _ message: String) throws {
    let path = try scriptFile(text)
    let output = lab("compare", path)
    #expect(output.status == 64)
    #expect(output.out == "")
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path + "/"
    #expect(
      output.err == directory + message + "\nrac-lab: see 'rac-lab compare --help' for the usage\n")
  }

  @Test func aRowWhoseFacesAgreeSaysRACSwiftHeardOtherwiseWhereItDid() throws {
    let output = lab("compare", packageRoot.appendingPathComponent("docs/lab-scripts/command-order.rac").path)
    #expect(output.status == 1)
    #expect(
      output.out.hasSuffix(
        """
        row "Order around an execution": executing and enabled change before the work; after its end, the \
        execution's observers, errors, then executing and enabled; RACClassic and RACModern agree (RACSwift heard \
        otherwise)

        """))
    #expect(!output.out.contains("RACPort's faces agree"))
  }

  @Test func aRowWhoseFacesAgreeNamesAllThreeWhenAllThreeRanAlike() throws {
    let output = lab("compare", packageRoot.appendingPathComponent("docs/lab-scripts/then.rac").path)
    #expect(
      output.out.hasSuffix(
        "RAC2's then takes a block, RAC4's a producer: the same sequence; RACClassic, RACModern and RACSwift agree\n"
      ))
  }

  @Test func eachExplanationAboveACompareDiagramStartsALineOfItsOwn() throws {
    let output = lab(
      "compare", packageRoot.appendingPathComponent("docs/lab-scripts/command-disabled.rac").path, "--format", "svg")
    #expect(output.status == 1)
    let subtitles = output.out.components(separatedBy: "\n").filter { $0.contains(#"class="subtitle""#) }
    let starts = subtitles.compactMap { line -> String? in
      let text = line.split(separator: ">", maxSplits: 1).last.map(String.init) ?? ""
      return ["DIFFERENT", "Explained", "Touches", "RACClassic, RACModern"].first { text.hasPrefix($0) }
    }
    #expect(starts == ["DIFFERENT", "Explained", "Explained", "Explained", "Touches", "RACClassic, RACModern"])
    // Positions are measured from the heading's last line: the heading names
    // the script's absolute path, so how many lines it wraps to depends on
    // where the package is checked out. The first paragraph sits 21 px under
    // it; a paragraph gap (5 px) above each paragraph but the first; 18 px a
    // line.
    let headings = output.out.components(separatedBy: "\n").filter { $0.contains(#"class="heading""#) }
    #expect(headings.last?.hasSuffix("3 steps</text>") == true)
    let headingBottom = try Self.y(of: try #require(headings.last))
    #expect(try subtitles.prefix(2).map { try Self.y(of: $0) - headingBottom } == [21, 44])
    #expect(
      subtitles.prefix(2).map { $0.replacing(#/ y="[0-9.]+"/#, with: "") } == [
        #"<text x="16.0" class="subtitle">DIFFERENT: the flavors&apos; timelines differ.</text>"#,
        // 424.2 px long in Chromium, in a 480 px diagram.
        #"<text x="16.0" class="subtitle">Explained by docs/Migration.md, &quot;Behaviour differences: time, "#
          + #"commands</text>"#,
      ])
  }

  /// The `y` attribute of one SVG element's line.
  static func y(of line: String) throws -> Double {
    try #require(line.firstMatch(of: #/ y="([0-9.]+)"/#).flatMap { Double($0.1) })
  }

  @Test func eachFlavorsCaptionIsAParagraphOfItsOwnInTheDiagramAndALineInTheReportIndex() throws {
    let svg = lab("scenario", "S22", "--format", "svg").out
    let captions = svg.components(separatedBy: "\n").filter { $0.contains(#"class="caption""#) }
    #expect(
      captions == [
        #"<text x="16.0" y="535.0" class="caption">RACClassic: the source ran no work of its own - hot</text>"#,
        // 719.5 px long in Chromium, in an 883 px diagram.
        #"<text x="16.0" y="560.0" class="caption">RACModern: the source ran no work of its own; latest execution "#
          + #"was replayed 1, sent before it subscribed - replayed</text>"#,
      ])
    let report = lab("report").out
    #expect(
      report.contains(
        "<td>RACClassic: the source ran no work of its own - hot<br/>RACModern: the source ran no work of its own; "
          + "latest execution was replayed 1, sent before it subscribed - replayed</td></tr>"))
  }
}
