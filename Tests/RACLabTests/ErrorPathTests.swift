import Foundation
import RACLabCore
import Testing

/// Every usage error prints one line naming the problem, then one line
/// pointing at the command's `--help`, on stderr, prints nothing on stdout,
/// and exits 64.
@Suite struct ErrorPathTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    /// The `--help` the second line points at.
    let help: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["frobnicate"], message: "rac-lab: unknown command 'frobnicate'", help: "rac-lab --help"),
    Case(arguments: ["--verbose"], message: "rac-lab: unknown option '--verbose'", help: "rac-lab --help"),
    Case(
      arguments: ["--format", "svg"],
      message: "rac-lab: invalid value 'svg' for --format; expected one of: text, json, markdown",
      help: "rac-lab --help"),
    Case(arguments: ["help", "frob"], message: "rac-lab: unknown command 'frob'", help: "rac-lab --help"),
    Case(
      arguments: ["list", "S1", "extra"], message: "rac-lab: unexpected argument 'extra'", help: "rac-lab list --help"),
    Case(
      arguments: ["list", "X9"], message: "rac-lab: no scenario id starts with 'X9' (see 'rac-lab list')",
      help: "rac-lab list --help"),
    Case(
      arguments: ["list", "--format", "csv"],
      message: "rac-lab: invalid value 'csv' for --format; expected one of: text, json", help: "rac-lab list --help"),
    Case(
      arguments: ["scenario", "--format", "svg", "S7"],
      message: "rac-lab: 'S7' names 6 scenarios (S7a, S7b, S7c, S7d, S7e, S7f) and --format svg draws one; "
        + "name one, like 'rac-lab scenario S7a --format svg'",
      help: "rac-lab scenario --help"),
    Case(arguments: ["scenario"], message: "rac-lab: missing scenario NAME", help: "rac-lab scenario --help"),
    // An option the command does not have, before the positional or the
    // command, is named; it does not swallow the name after it.
    Case(
      arguments: ["scenario", "--bogus", "S3"], message: "rac-lab: unknown option '--bogus'",
      help: "rac-lab scenario --help"),
    Case(
      arguments: ["--bogus", "scenario", "S3"], message: "rac-lab: unknown option '--bogus'",
      help: "rac-lab scenario --help"),
    Case(
      arguments: ["--flavor", "scenario", "S3"],
      message: "rac-lab: invalid value 'S3' for --flavor; expected one of: classic, modern, both",
      help: "rac-lab scenario --help"),
    Case(
      arguments: ["compare", "--verbose", "x.rac"], message: "rac-lab: unknown option '--verbose'",
      help: "rac-lab compare --help"),
    Case(
      arguments: ["scenario", "S99"], message: "rac-lab: no scenario named 'S99' (see 'rac-lab list')",
      help: "rac-lab scenario --help"),
    Case(
      arguments: ["scenario", "S1", "--flavor", "rac3"],
      message: "rac-lab: invalid value 'rac3' for --flavor; expected one of: classic, modern, both",
      help: "rac-lab scenario --help"),
    Case(
      arguments: ["scenario", "S1", "--format", "csv"],
      message: "rac-lab: invalid value 'csv' for --format; expected one of: text, json, markdown, svg",
      help: "rac-lab scenario --help"),
    Case(
      arguments: ["scenario", "S1", "--flavor"], message: "rac-lab: option --flavor needs a value",
      help: "rac-lab scenario --help"),
    Case(
      arguments: ["capacity", "--capacity", "-1"],
      message: "rac-lab: invalid capacity '-1' in --capacity; expected whole numbers of 0 or more or 'unbounded'",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--capacity", "abc"],
      message: "rac-lab: invalid capacity 'abc' in --capacity; expected whole numbers of 0 or more or 'unbounded'",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--capacity", "1,,2"],
      message: "rac-lab: invalid capacity '' in --capacity; expected whole numbers of 0 or more or 'unbounded'",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--count", "many"],
      message: "rac-lab: invalid value 'many' for --count: expected a whole number from 0 to 10000000",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--count", "-5"],
      message: "rac-lab: invalid value '-5' for --count: expected a whole number from 0 to 10000000",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--count", "3", "--values", "A"],
      message: "rac-lab: give either --values or --count, not both", help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--values", "A,,B"],
      message: "rac-lab: invalid value 'A,,B' for --values; expected comma-separated values like A,B,C",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--late-at", "-1"],
      message: "rac-lab: invalid value '-1' for --late-at; expected a time from 0 to 1000000 seconds",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--late-at", "inf"],
      message: "rac-lab: invalid value 'inf' for --late-at; expected a time from 0 to 1000000 seconds",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--early-at", "1.5"],
      message: "rac-lab: invalid value '1.5' for --early-at; expected a time from 0 to 1.0 seconds (before the sends)",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--late-at", "1e300"],
      message: "rac-lab: invalid value '1e300' for --late-at; expected a time from 0 to 1000000 seconds",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--kinds", "buffer,cache"],
      message: "rac-lab: unknown kind 'cache' in --kinds; expected some of: buffer, replayLazily, replaySubject, "
        + "replay, replayLast, behavior",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--format", "html"],
      message: "rac-lab: invalid value 'html' for --format; expected one of: text, json, csv, markdown, svg",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--capacity"], message: "rac-lab: option --capacity needs a value",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--count", "1", "--count=2"], message: "rac-lab: option --count is given more than once",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["scenario", "S1", "--format", "json", "--format", "text"],
      message: "rac-lab: option --format is given more than once", help: "rac-lab scenario --help"),
    Case(
      arguments: ["side-effects", "--cure", "replay"], message: "rac-lab: unknown option '--cure'",
      help: "rac-lab side-effects --help"),
    Case(
      arguments: ["report", "out.html"], message: "rac-lab: unexpected argument 'out.html'",
      help: "rac-lab report --help"),
    Case(arguments: ["compare"], message: "rac-lab: missing script FILE", help: "rac-lab compare --help"),
    Case(
      arguments: ["compare", "/nonexistent/script.rac"],
      message: "rac-lab: cannot read script '/nonexistent/script.rac': no such file", help: "rac-lab compare --help"),
    Case(
      arguments: ["compare", "/tmp"], message: "rac-lab: cannot read script '/tmp': it is a directory",
      help: "rac-lab compare --help"),
    Case(
      arguments: ["compare", "/dev/null"], message: "rac-lab: cannot read script '/dev/null': it is empty",
      help: "rac-lab compare --help"),
    Case(
      arguments: ["compare", "/dev/zero"],
      message: "rac-lab: cannot read script '/dev/zero': too large (at most 16777216 bytes)",
      help: "rac-lab compare --help"),
    Case(
      arguments: ["capacity", "--count", "1000000000000"],
      message: "rac-lab: invalid value '1000000000000' for --count: too large (at most 10000000)",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--count", "99999999999999999999999"],
      message: "rac-lab: invalid value '99999999999999999999999' for --count: too large (at most 10000000)",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--capacity", "99999999999999999999"],
      message: "rac-lab: invalid capacity '99999999999999999999' in --capacity: too large (at most "
        + "9223372036854775807, or 'unbounded')",
      help: "rac-lab capacity --help"),
    Case(
      arguments: ["capacity", "--capacity", Array(repeating: "1", count: 17).joined(separator: ",")],
      message: "rac-lab: --capacity lists 17 capacities, too many (at most 16)", help: "rac-lab capacity --help"),
    Case(
      arguments: ["compare", "/tmp/x.rac", "--interruptions", "drop"],
      message: "rac-lab: invalid value 'drop' for --interruptions; expected one of: compare, ignore",
      help: "rac-lab compare --help"),
    Case(
      arguments: ["compare", "--rows", "extra.rac"], message: "rac-lab: unexpected argument 'extra.rac'",
      help: "rac-lab compare --help"),
  ]

  @Test(arguments: cases)
  func usageErrorNamesTheProblemAndExits64(_ errorCase: Case) {
    let output = LabCLI.run(errorCase.arguments)
    #expect(output.status == 64)
    #expect(output.out == "")
    #expect(output.err == "\(errorCase.message)\nrac-lab: see '\(errorCase.help)' for the usage\n")
  }

  static let badScripts: [(script: String, line: Int, message: String)] = [
    ("at 1.0 send A\n", 1, "the first statement must be 'kind KIND'"),
    (
      "kind hotSauce\n", 1,
      "unknown kind 'hotSauce'; expected one of cold, subject, replaySubject, publish, "
        + "autoconnect, replay, replayLast, replayLazily, property, constant, timer, command"
    ),
    ("kind subject\nkind cold\n", 2, "the kind is already set"),
    ("kind subject capacity 2\n", 1, "kind 'subject' takes no capacity (only replaySubject and replayLazily do)"),
    ("kind replaySubject capacity -1\n", 1, "capacity must be a whole number of 0 or more, or 'unbounded' (got '-1')"),
    (
      "kind replaySubject capacity abc\n", 1, "capacity must be a whole number of 0 or more, or 'unbounded' (got 'abc')"
    ),
    (
      "kind subject\n\n# comment\nat -1 send A\n", 4,
      "expected 'at TIME STEP' with a time from 0 to 1000000 seconds, got '-1'"
    ),
    (
      "kind subject\nat 2000000 send A\n", 2,
      "expected 'at TIME STEP' with a time from 0 to 1000000 seconds, got '2000000'"
    ),
    ("kind cold\nat 1 connect\n", 2, "'connect' needs kind publish (this script's kind is cold)"),
    (
      "kind subject\nat 1 explode\n", 2,
      "unknown step 'explode'; expected subscribe, dispose, send, complete, fail, connect, execute, enable "
        + "or a source's name"
    ),
    ("kind subject\nat 1 subscribe S1\nat 2 subscribe S1\n", 3, "subscriber 'S1' already subscribed"),
    ("kind subject\nat 1 dispose S9\n", 2, "no subscriber named 'S9' before this line"),
    ("kind subject\nat 1 send\n", 2, "expected 'send VALUE'"),
    ("kind subject\nat 1 complete now\n", 2, "'complete' takes nothing after it"),
    ("kind subject\nwait 1\n", 2, "unknown statement 'wait'; expected 'kind', 'source', 'when', 'pipe' or 'at'"),
    ("pipe take 1\n", 1, "the first statement must be 'kind KIND'"),
    (
      "kind subject\npipe\n", 2,
      "expected 'pipe OPERATOR'; OPERATOR is one of \(operators)"
    ),
    ("kind subject\npipe scan 1\n", 2, "unknown operator 'scan'; expected one of \(operators)"),
    ("kind subject\npipe map triple\n", 2, "expected 'pipe map double|upper|lower', got 'triple'"),
    ("kind subject\npipe take -1\n", 2, "expected 'pipe take N' with a whole number of 0 or more, got '-1'"),
    ("kind subject\npipe skip\n", 2, "expected 'pipe skip N' with a whole number of 0 or more, got ''"),
    ("kind subject\npipe takeLast 1 2\n", 2, "expected 'pipe takeLast N' with a whole number of 0 or more, got '1 2'"),
    ("kind cold\npipe retry 1001\n", 2, "expected 'pipe retry N' with a whole number from 0 to 1000, got '1001'"),
    ("kind cold\npipe repeat x\n", 2, "expected 'pipe repeat N' with a whole number from 0 to 1000, got 'x'"),
    (
      "kind subject\npipe throttle 0\n", 2,
      "expected 'pipe throttle T' with a time of more than 0 up to 1000000 seconds, got '0'"
    ),
    (
      "kind subject\npipe delay soon\n", 2,
      "expected 'pipe delay T' with a time of more than 0 up to 1000000 seconds, got 'soon'"
    ),
    (
      "kind subject\npipe timeout\n", 2,
      "expected 'pipe timeout T' with a time of more than 0 up to 1000000 seconds, got ''"
    ),
    (
      "kind subject\npipe timeout 1.0 | retry 0\n", 2,
      "expected 'pipe timeout T' with a time of more than 0 up to 1000000 seconds, got '1.0 | retry 0'"
    ),
    ("kind subject\npipe distinct please\n", 2, "'distinct' takes nothing after it"),
    ("kind subject\npipe startWith\n", 2, "expected 'pipe startWith VALUE'"),
    (
      "kind subject\npipe flatMap fastest after 1\n", 2,
      "expected 'pipe flatMap merge|concat|latest after T' or 'pipe flatMap merge|concat|latest ended', "
        + "got 'fastest after 1'"
    ),
    (
      "kind subject\npipe flatMap latest later 1\n", 2,
      "expected 'pipe flatMap merge|concat|latest after T' or 'pipe flatMap merge|concat|latest ended', "
        + "got 'latest later 1'"
    ),
    (
      "kind subject\npipe flatMap merge after -2\n", 2,
      "expected 'pipe flatMap merge after T' with a time of more than 0 up to 1000000 seconds, got '-2'"
    ),
    ("# nothing\n", 1, "the script has no 'kind' statement"),
  ]

  /// Issue 19 item 10: inputs that crashed or ran away are refused, each
  /// naming its bound (docs/Lab.md, "Limits").
  static let runawayScripts: [(script: String, line: Int, message: String)] = [
    (
      "kind subject\n" + String(repeating: "pipe map upper\n", count: 50_000) + "at 0 subscribe S1\n", 66,
      "too many pipes: this is pipe 65 (at most 64)"
    ),
    (
      "kind timer 1e-300\nat 0 subscribe S1\nat 1 dispose S1\n", 1,
      "'kind timer 1e-300' would tick about 1e+300 times by the end of the run, too many (at most 1000000); "
        + "use a longer interval"
    ),
    (
      "kind subject\npipe bufferWithTime 0.000001\nat 0 subscribe S1\nat 2 send A\n", 2,
      "'pipe bufferWithTime 1e-06' would tick about 2000002 times by the end of the run, too many "
        + "(at most 1000000); use a longer interval"
    ),
    (
      "kind subject\n" + String(repeating: "pipe map double\n", count: 40) + "at 0 subscribe S1\nat 1 send A\n", 18,
      "'map double' here can make values of 131072 characters, too long (at most 65536)"
    ),
    (
      "kind subject\nat 1 send \(String(repeating: "x", count: 5000))\n", 2,
      "this statement has 5010 characters, too long (at most 4096)"
    ),
  ]

  @Test(arguments: runawayScripts.indices)
  func runawayScriptIsRefusedNamingItsBound(_ index: Int) throws {
    let bad = Self.runawayScripts[index]
    let path = try scriptFile(bad.script)
    let output = lab("compare", path)
    #expect(output.status == 64)
    #expect(output.out == "")
    #expect(output.err == "\(path):\(bad.line): \(bad.message)\nrac-lab: see 'rac-lab compare --help' for the usage\n")
  }

  /// A reaction that hears what it sends loops for ever; each flavor stops
  /// it after the per-instant bound and says so, and the run finishes.
  @Test func selfFeedingReactionStopsAtTheBoundAndFinishes() throws {
    let path = try scriptFile("kind subject\nwhen S1 hears A send A\nat 0 subscribe S1\nat 1 send A\n")
    let output = lab("compare", path, "--format", "json")
    #expect(output.status == 0)
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    for flavor in ["classic", "modern", "swift"] {
      let timeline = try #require(json[flavor] as? [String: Any])
      let entries = try #require(timeline["entries"] as? [Any])
      // The step's own send, then one re-entrant send per allowed reaction.
      #expect(entries.count == 1 + LabScript.maxReentrantSendsPerInstant)
    }
    let explanation = try #require(json["explanation"] as? [String])
    #expect(
      explanation.last
        == "RACClassic, RACModern and RACSwift: rac-lab stopped the reactions at t=1.0 after 1000 re-entrant sends "
        + "at one "
        + "instant (the limit; a reaction hears what it sends)")
  }

  /// `map double` of a number whose double is past `Int` trapped (found by
  /// fuzzing the CLI); it doubles as if numbers were unbounded.
  @Test func doublingANumberPastIntDoublesItInDecimal() throws {
    let path = try scriptFile(
      "kind subject\npipe map double\nat 0 subscribe S1\nat 1 send 9223372036854775807\n"
        + "at 2 send -4611686018427387905\nat 3 send +0070\n")
    let output = lab("compare", path)
    #expect(output.status == 0)
    #expect(output.out.contains("t=1.0 S1 next 18446744073709551614 | t=1.0 S1 next 18446744073709551614\n"))
    #expect(output.out.contains("t=2.0 S1 next -9223372036854775810 | t=2.0 S1 next -9223372036854775810\n"))
    #expect(output.out.contains("t=3.0 S1 next 140                  | t=3.0 S1 next 140\n"))
  }

  /// RAC2's `retry 0` resubscribes for ever; after a `timeout 1e-9` each
  /// run ends a nanosecond later, so the loop never stopped at one instant
  /// and hung the run (found by fuzzing the CLI). It stops after the bound.
  @Test func anEndlessResubscriptionAcrossInstantsStopsAtTheBound() throws {
    let path = try scriptFile("kind subject\npipe timeout 1e-9\npipe retry 0\nat 0 subscribe S1\nat 1000 send A\n")
    let output = lab("compare", path, "--format", "json")
    #expect(output.status == 1)
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    let explanation = try #require(json["explanation"] as? [String])
    #expect(explanation.contains { $0.hasPrefix("RACClassic: rac-lab stopped an endless resubscription at t=") })
    let classic = try #require(json["classic"] as? [String: Any])
    #expect((classic["entries"] as? [Any])?.isEmpty == true)
  }

  /// A reaction behind `debounce` hears what it sends one interval later,
  /// at a new instant each time: it looped for ever, growing without bound
  /// (found by fuzzing the CLI). It stops after the run's bound.
  @Test func aReactionLoopAcrossInstantsStopsAtTheRunsBound() throws {
    let path = try scriptFile("kind subject\nwhen S1 hears B send B\npipe debounce 1\nat 0 subscribe S1\nat 1 send B\n")
    let output = lab("compare", path, "--format", "json")
    #expect(output.status == 0)
    let json = try #require(try parseJSON(output.out) as? [String: Any])
    let classic = try #require(json["classic"] as? [String: Any])
    // The step's B, then one B per allowed reaction.
    #expect((classic["entries"] as? [Any])?.count == 1 + LabScript.maxReentrantSends)
    let explanation = try #require(json["explanation"] as? [String])
    #expect(explanation.contains { $0.contains("after 100000 re-entrant sends in the run") })
  }

  /// `-` reads the script from standard input; an empty one says so.
  @Test func dashReadsTheScriptFromStandardInput() throws {
    func run(_ text: String) throws -> LabOutput {
      let pipe = Pipe()
      try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
      try pipe.fileHandleForWriting.close()
      return LabCLI.run(["compare", "-"], streaming: { _ in }, standardInput: pipe.fileHandleForReading)
    }
    let script = try run("kind subject\nat 0 subscribe S1\nat 1 send A\n")
    #expect(script.status == 0)
    #expect(script.err == "")
    let empty = try run("")
    #expect(empty.status == 64)
    #expect(
      empty.err
        == "rac-lab: cannot read script standard input: standard input was empty (pipe a script in, or name a file)\n"
        + "rac-lab: see 'rac-lab compare --help' for the usage\n")
  }

  /// `replayLazily` with a capacity is RACModern's and RACSwift's: the two
  /// are compared, RACClassic's column says it has none.
  @Test func replayLazilyWithACapacityComparesRACModernWithRACSwift() throws {
    let output = lab("compare", try scriptFile("kind replayLazily capacity 2\nat 0 subscribe S1\nat 1 send A\n"))
    #expect(output.status == 0)
    #expect(output.out.contains("    (no counterpart) | t=1.0 S1 next A | t=1.0 S1 next A\n"))
    #expect(output.out.contains("\nIDENTICAL: both flavors produced the same timeline\n"))
  }

  /// A kind only one flavor has names what the other flavor writes instead
  /// and its docs/Migration.md row, which exists.
  @Test(arguments: [
    ("kind replay", "in RACModern write replayLazily(Int.max)", "| `replay`, `replayLast` |"),
    ("kind replayLast", "in RACModern write replayLazily(1)", "| `replay`, `replayLast` |"),
  ])
  func oneFlavorKindNamesTheOtherFlavorsCureAndItsRow(_ kind: String, _ cure: String, _ row: String) throws {
    let path = try scriptFile("\(kind)\nat 0 subscribe S1\nat 1 send A\n")
    let output = lab("compare", path)
    let verdict = try #require(output.out.split(separator: "\n").first { $0.hasPrefix("ONE FLAVOR: ") })
    #expect(verdict.contains("; " + cure))
    let migration = try String(contentsOf: packageRoot.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
    #expect(migration.contains(row))
    #expect(verdict.contains(row.dropFirst(2).dropLast(2)))
  }

  static let operators =
    "map, ignore, take, skip, takeLast, distinct, startWith, throttle, debounce, delay, timeout, retry, repeat, "
    + "materialize, flatMap, combineLatest, catch, then, combineLatestList, zipList, sample, bufferWithTime, do, "
    + "subscribeOn"

  /// The statements and steps of the other sources, reactions, properties,
  /// constants, timers and commands.
  static let badSourceScripts: [(script: String, line: Int, message: String)] = [
    ("kind property\n", 1, "expected 'kind property VALUE'"),
    ("kind constant\n", 1, "expected 'kind constant VALUE'"),
    ("kind timer 0\n", 1, "expected 'kind timer T' with a time of more than 0 up to 1000000 seconds, got '0'"),
    ("kind timer\n", 1, "expected 'kind timer T' with a time of more than 0 up to 1000000 seconds, got ''"),
    ("kind timer 1 s\n", 1, "expected 'kind timer T' with a time of more than 0 up to 1000000 seconds, got '1 s'"),
    (
      "kind command enabledInput maybe\n", 1,
      "expected 'kind command [enabledInput true|false] [concurrent]', got 'enabledInput maybe'"
    ),
    (
      "kind command concurrent concurrent\n", 1,
      "expected 'kind command [enabledInput true|false] [concurrent]', got 'concurrent concurrent'"
    ),
    ("kind subject extra\n", 1, "kind 'subject' takes nothing after it"),
    ("source B subject\n", 1, "the first statement must be 'kind KIND'"),
    (
      "kind subject\nsource B hotSauce\n", 2,
      "expected 'source NAME subject|replaySubject [capacity N]', got 'B hotSauce'"
    ),
    ("kind subject\nsource send subject\n", 2, "a source cannot be named 'send', a step's word"),
    ("kind subject\nsource B subject\nsource B replaySubject\n", 3, "a source named 'B' already exists"),
    ("kind subject\nsource B subject capacity 2\n", 2, "a source of kind 'subject' takes no capacity"),
    (
      "kind subject\nsource B replaySubject capacity -1\n", 2,
      "capacity must be a whole number of 0 or more, or 'unbounded' (got '-1')"
    ),
    ("kind subject\nsource B replaySubject size 2\n", 2, "expected 'capacity N' after the source's kind"),
    ("kind subject\nwhen S1 hears A\n", 2, "expected 'when NAME hears VALUE send VALUE', got 'S1 hears A'"),
    ("kind timer 1\nwhen S1 hears A send B\n", 2, "kind 'timer' has no input to send into"),
    ("kind subject\nwhen S9 hears A send B\nat 0 subscribe S1\n", 2, "no subscriber named 'S9' in the script"),
    ("kind constant A\nat 1 send B\n", 2, "kind 'constant' has no input: it takes no 'send'"),
    ("kind property A\nat 1 fail boom\n", 2, "kind 'property' cannot fail (a MutableProperty has no error)"),
    ("kind subject\nat 1 execute A\n", 2, "'execute' needs kind command (this script's kind is subject)"),
    ("kind command\nat 1 execute\n", 2, "expected 'execute VALUE'"),
    ("kind command\nat 1 enable true\n", 2, "'enable' needs 'kind command enabledInput true|false'"),
    ("kind command enabledInput true\nat 1 enable maybe\n", 2, "expected 'enable true|false'"),
    (
      "kind command\nat 1 subscribe S1\n", 2,
      "kind command: expected 'subscribe NAME values|errors|executing|enabled|execution'"
    ),
    (
      "kind command\nat 1 subscribe S1 results\n", 2,
      "unknown channel 'results'; expected one of values|errors|executing|enabled|execution"
    ),
    (
      "kind command\nat 1 subscribe S1 execution\nat 0 execute A\n", 2,
      "'subscribe S1 execution' needs an 'execute' step before it"
    ),
    ("kind subject\nat 1 subscribe S1 values\n", 2, "expected 'subscribe NAME'"),
    ("kind subject\nsource B subject\nat 1 B fail boom\n", 3, "expected 'B send VALUE' or 'B complete'"),
    (
      "kind subject\npipe sample\n", 2,
      "expected 'pipe sample SOURCE' naming a source declared with 'source NAME KIND', got ''"
    ),
    (
      "kind subject\nsource B subject\nsource C subject\npipe sample B C\n", 4,
      "expected 'pipe sample SOURCE' naming a source declared with 'source NAME KIND', got 'B C'"
    ),
    (
      "kind subject\npipe combineLatestList B\n", 2,
      "no source named 'B' before this line (declare it with 'source B subject')"
    ),
    (
      "kind subject\npipe zipList\n", 2,
      "expected 'pipe zipList SOURCE...' naming a source declared with 'source NAME KIND', got ''"
    ),
    (
      "kind subject\npipe bufferWithTime 0\n", 2,
      "expected 'pipe bufferWithTime T' with a time of more than 0 up to 1000000 seconds, got '0'"
    ),
    ("kind subject\npipe do it\n", 2, "'do' takes nothing after it"),
    ("kind cold\npipe subscribeOn now\n", 2, "'subscribeOn' takes nothing after it"),
  ]

  @Test(arguments: (badScripts + badSourceScripts).indices)
  func badScriptLineReportsFileAndLine(_ index: Int) throws {
    let bad = (Self.badScripts + Self.badSourceScripts)[index]
    let path = try scriptFile(bad.script)
    let output = lab("compare", path)
    #expect(output.status == 64)
    #expect(output.out == "")
    #expect(output.err == "\(path):\(bad.line): \(bad.message)\nrac-lab: see 'rac-lab compare --help' for the usage\n")
  }
}
