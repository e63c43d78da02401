import Foundation
import RACLabCore
import Testing

/// The command line forgives what people type: options anywhere, an id's
/// prefix, CRLF and BOM scripts, `UNBOUNDED` and `Int.max`, wide characters;
/// and long runs stream, with a progress line when asked for one.
@Suite struct ForgivingCLITests {
  @Test func optionsMayComeBeforeThePositionalArgument() throws {
    #expect(lab("scenario", "--format", "json", "S21c") == lab("scenario", "S21c", "--format", "json"))
    #expect(lab("scenario", "--flavor", "modern", "S14a").out == lab("scenario", "S14a", "--flavor", "modern").out)
    let path = packageRoot.appendingPathComponent("docs/lab-scripts/publish-connect.rac").path
    let before = lab("compare", "--format", "json", path)
    #expect(before.status == 0)
    #expect(before == lab("compare", path, "--format", "json"))
    #expect(lab("--format", "json", "list") == lab("list", "--format", "json"))
    #expect(lab("--help", "capacity").out.hasPrefix("Usage: rac-lab capacity"))
  }

  @Test func aScenarioPrefixRunsItsPartsAndSaysSo() throws {
    let output = lab("scenario", "S7")
    #expect(output.status == 0)
    #expect(
      output.err
        == "rac-lab: 'S7' is not one scenario: it has 6 parts, S7a, S7b, S7c, S7d, S7e, S7f; running each "
        + "(run one with 'rac-lab scenario S7a').\n")
    #expect(
      output.out == ["S7a", "S7b", "S7c", "S7d", "S7e", "S7f"].map { lab("scenario", $0).out }.joined(separator: "\n"))
    let json = try #require(try parseJSON(lab("scenario", "s14", "--format", "json").out) as? [[String: Any]])
    #expect(json.map { $0["id"] as? String } == ["S14a", "S14b", "S14c", "S14d"])
  }

  @Test func listTakesAPrefixAndJSON() throws {
    #expect(
      lab("list", "s21").out == """
        S21a  classic        replay is eager
        S21b  classic,modern replayLazily is lazy
        S21c  classic        replayLast keeps the last value

        """)
    let json = try #require(try parseJSON(lab("list", "--format", "json").out) as? [[String: Any]])
    #expect(json.count == SeedCatalog.all.count)
    #expect(json[0]["id"] as? String == "S1")
    #expect(json[0]["title"] as? String == "Cold signal replays its whole work per subscriber")
    #expect(json[0]["flavors"] as? [String] == ["classic", "modern"])
    #expect(json.first { $0["id"] as? String == "S14c" }?["flavors"] as? [String] == ["modern"])
  }

  static let script = "# a replay subject\nkind replaySubject capacity 1\nat 1 send A\nat 1 send B\nat 2 subscribe S1\n"

  @Test func crlfAndAByteOrderMarkAreAccepted() throws {
    let plain = try scriptFile(Self.script)
    let windows = try scriptFile("\u{FEFF}" + Self.script.replacingOccurrences(of: "\n", with: "\r\n"))
    let expected = lab("compare", plain)
    #expect(expected.status == 0)
    #expect(lab("compare", windows).out == expected.out.replacingOccurrences(of: plain, with: windows))
    // Lines are still counted one by one.
    let bad = try scriptFile("\u{FEFF}kind subject\r\n\r\nat soon send A\r\n")
    #expect(
      firstLine(lab("compare", bad).err).hasSuffix(
        ":3: expected 'at TIME STEP' with a time from 0 to 1000000 seconds, got 'soon'"))
  }

  @Test func unboundedIsReadInAnyCaseAndAsIntMax() throws {
    let output = lab(
      "capacity", "--values", "A,B", "--capacity", "UNBOUNDED,Unbounded,9223372036854775807", "--kinds", "buffer",
      "--format", "json")
    #expect(output.status == 0)
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    let rows = try #require(json["rows"] as? [[String: Any]])
    #expect(rows.map { $0["capacity"] as? String } == ["unbounded", "unbounded", "unbounded"])
    #expect(rows.map { $0["retained"] as? Int } == [2, 2, 2])
    for capacity in ["Unbounded", "9223372036854775807"] {
      let script = try LabScript(parsing: "kind replaySubject capacity \(capacity)\n")
      #expect(script.capacity == nil)
    }
    #expect(try LabScript(parsing: "kind replaySubject capacity 9223372036854775806\n").capacity == Int.max - 1)
  }

  @Test func wideCharactersKeepColumnsAligned() throws {
    let path = try scriptFile("kind subject\nat 0 subscribe 観客\nat 1 send 你好\nat 2 send A\n")
    let output = lab("compare", path)
    let rows = output.out.split(separator: "\n").dropFirst().dropLast().map(String.init)
    #expect(rows.contains("    t=1.0 観客 next 你好 | t=1.0 観客 next 你好 | t=1.0 観客 next 你好"))
    // The separator sits at the same terminal column on every row that has one.
    let columns = Set(rows.compactMap { row in row.range(of: " | ").map { row[..<$0.lowerBound].displayColumns } })
    #expect(columns.count == 1)
    let table = lab("capacity", "--values", "你好,B", "--capacity", "1", "--kinds", "buffer,replaySubject").out
    let lines = table.split(separator: "\n").suffix(4).map(String.init)
    let retained = Set(
      lines.map { $0.prefix { _ in true }.displayColumns - ($0.split(separator: " ").last?.count ?? 0) })
    #expect(retained.count == 1)
  }

  @Test func emojiTakeTwoColumnsLikeWideCharacters() throws {
    // 🚀 (transport block) and ✅ (an older block) are drawn two columns
    // wide, as 😀 is; counted as one, their rows ran a column past the others.
    let path = try scriptFile("kind subject\nat 0 subscribe S1\nat 1 send 🚀\nat 2 send ✅\nat 3 send 😀\nat 4 send AB\n")
    #expect(
      lab("compare", path).out == """
        \(path): kind subject, 5 steps
            RACClassic       | RACModern        | RACSwift
            t=1.0 S1 next 🚀 | t=1.0 S1 next 🚀 | t=1.0 S1 next 🚀
            t=2.0 S1 next ✅ | t=2.0 S1 next ✅ | t=2.0 S1 next ✅
            t=3.0 S1 next 😀 | t=3.0 S1 next 😀 | t=3.0 S1 next 😀
            t=4.0 S1 next AB | t=4.0 S1 next AB | t=4.0 S1 next AB
            source runs: 0   | source runs: 0   | source runs: 0
        IDENTICAL: all three flavors produced the same timeline

        """)
  }

  @Test func countsAreSingularWhenOne() throws {
    let path = try scriptFile("kind subject\nat 1 subscribe S1\n")
    #expect(lab("compare", path).out.hasPrefix("\(path): kind subject, 1 step\n"))
    let wrong = SeedScenario("X1", "one", expected: [], classic: { _ in })
    #expect(
      SeedReport(scenarios: [wrong]).summary == "1 scenario, 1 run, 1 matched, 0 mismatched, 0 side effects counted")
  }

  @Test func compareStreamsItsOutputInPieces() throws {
    let sends = (1...4000).map { "at \($0) send value\($0)" }.joined(separator: "\n")
    let path = try scriptFile("kind subject\nat 0 subscribe S1\nat 0 subscribe S2\n" + sends + "\nat 4001 complete\n")
    var pieces: [String] = []
    let result = LabCLI.run(["compare", path], streaming: { pieces.append($0) })
    #expect(result.status == 0)
    #expect(result.out == "")
    // 8 000 entries a side make about 400 KB: written in several chunks of about 64 KB.
    #expect(pieces.count > 4)
    #expect(pieces.dropLast().allSatisfy { $0.utf8.count >= 65_536 && $0.utf8.count < 65_536 + 200 })
    let text = pieces.joined()
    #expect(
      text.hasSuffix(
        "    source runs: 0             | source runs: 0             | source runs: 0\n"
          + "IDENTICAL: all three flavors produced the same timeline\n"))
    #expect(
      text.contains("\n    t=4000.0 S2 next value4000 | t=4000.0 S2 next value4000 | t=4000.0 S2 next value4000\n"))
    #expect(text.split(separator: "\n").count == 1 + 1 + 8_002 + 1 + 1)
  }

  @Test func aKindOnlyOneFlavorHasStreamsOneColumn() throws {
    let path = try scriptFile("kind replay\nat 0 subscribe S1\nat 1 send A\n")
    let output = lab("compare", path)
    #expect(output.status == 0)
    #expect(
      output.out == """
        \(path): kind replay, 2 steps
            RACClassic      | RACModern        | RACSwift
            t=1.0 S1 next A | (no counterpart) | (no counterpart)
            source runs: 1  |                  |
        ONE FLAVOR: 'replay' exists only in RACClassic; in RACModern write replayLazily(Int.max), which starts the \
        source at the first start instead of at the call (docs/Migration.md, row `replay`, `replayLast`)

        """)
  }

  @Test(arguments: ["subject", "replayLazily capacity 1"])
  func compareWritesItsRowsWhileTheRunGoesOn(_ kind: String) throws {
    // A kind in both flavors, and one only RACModern has (its rows used to
    // wait, whole, for the end of the run).
    let sends = (1...6000).map { "at \($0) send value\($0)" }.joined(separator: "\n")
    let path = try scriptFile("kind \(kind)\nat 0 subscribe S1\nat 0 subscribe S2\n" + sends + "\n")
    var clock = 0.0
    var log: [String] = []
    let progress = LabProgress(
      write: { log.append($0 == "\r\u{1B}[K" ? "end" : "progress") },
      now: {
        clock += 1; return clock
      })
    var written = ""
    let result = LabCLI.run(
      ["compare", path],
      streaming: {
        written += $0; log.append("rows")
      }, progress: progress)
    #expect(result.status == 0)
    #expect(written.contains("t=6000.0 S2 next value6000"))
    // Rows were written before the last instant's progress line, not after it.
    let lastProgress = try #require(log.lastIndex(of: "progress"))
    #expect(log[..<lastProgress].filter { $0 == "rows" }.count > 4)
  }

  @Test func aValueAtTheCompletionIsSeenAfterEarlierInstants() throws {
    // RACClassic hears A at t=1.0 before it hears B at the completion: the
    // evidence is recorded instant by instant and must still find B.
    let path = try scriptFile(
      "kind subject\npipe debounce 1.0\nat 0 subscribe S1\nat 0 send A\nat 2 send B\nat 2.5 complete\n")
    let output = lab("compare", path)
    #expect(output.status == 1)
    #expect(
      output.out.contains(
        "Explained by docs/Migration.md, \"Behaviour differences: time, commands and properties\", row \"Debounce "
          + "when the source completes\""))
  }

  @Test func longRunsShowProgressAndShortOnesDoNot() throws {
    let sends = (1...50).map { "at \($0) send v\($0)" }.joined(separator: "\n")
    let path = try scriptFile("kind subject\nat 0 subscribe S1\n" + sends + "\n")
    var clock = 0.0
    var shown: [String] = []
    // A clock that moves a second per look: long enough to show progress.
    let slow = LabProgress(
      write: { shown.append($0) },
      now: {
        clock += 1; return clock
      })
    _ = LabCLI.run(["compare", path], streaming: { _ in }, progress: slow)
    #expect(shown.first == "\r\u{1B}[Krac-lab compare: t=0.0 of 50.0, 0 events heard")
    // Each send is heard once per flavor.
    #expect(shown.contains("\r\u{1B}[Krac-lab compare: t=50.0 of 50.0, 150 events heard"))
    #expect(shown.last == "\r\u{1B}[K")
    // A clock that stands still: a short run shows nothing.
    var none: [String] = []
    let fast = LabProgress(write: { none.append($0) }, now: { 0 })
    _ = LabCLI.run(["compare", path], streaming: { _ in }, progress: fast)
    #expect(none.isEmpty)
    // The capacity experiment reports each run and, over big counts, the values sent.
    var capacity: [String] = []
    let counting = LabProgress(
      write: { capacity.append($0) },
      now: {
        clock += 1; return clock
      })
    let output = LabCLI.run(
      ["capacity", "--count", "140000", "--capacity", "1", "--kinds", "buffer,replayLast"], streaming: { _ in },
      progress: counting)
    #expect(output.status == 0)
    #expect(
      capacity == [
        "\r\u{1B}[Krac-lab capacity: run 1 of 2, buffer capacity 1",
        "\r\u{1B}[Krac-lab capacity: run 1 of 2, buffer capacity 1, 65536 of 140000 values sent",
        "\r\u{1B}[Krac-lab capacity: run 1 of 2, buffer capacity 1, 131072 of 140000 values sent",
        "\r\u{1B}[Krac-lab capacity: run 2 of 2, replayLast capacity 1",
        "\r\u{1B}[Krac-lab capacity: run 2 of 2, replayLast capacity 1, 65536 of 140000 values sent",
        "\r\u{1B}[Krac-lab capacity: run 2 of 2, replayLast capacity 1, 131072 of 140000 values sent",
        "\r\u{1B}[K",
      ])
  }
}

extension StringProtocol {
  /// Terminal columns, counting CJK characters as two (what the lab aligns by).
  var displayColumns: Int {
    reduce(0) { width, character in
      width + (character.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) } ? 2 : 1)
    }
  }
}
