extension ScriptComparison {
  /// Runs `script` in both flavors in lockstep and writes the text or
  /// Markdown comparison as it goes, in chunks: memory follows what the
  /// flavors hear at one instant (and how far one flavor's column runs ahead
  /// of the other's), not the whole run. Prints what the buffered `render`
  /// prints for the same script, explanation included. Returns whether the
  /// timelines are identical (`nil` when one flavor lacks the kind).
  static func stream(
    name: String, script: LabScript, format: OutputFormat, interruptions: InterruptionPolicy = .compare,
    write: @escaping (String) -> Void, progress: LabProgress? = nil
  ) -> Bool? {
    let output = ChunkedWriter(write)
    let flavors = ScriptRunner.flavors(for: script)
    let interruptionsCount = interruptions == .compare
    let markdown = format == .markdown
    let width = classicColumnWidth(script)
    func row(_ classic: String?, _ modern: String?) {
      if markdown {
        let cells = [classic, modern].map { $0.map { "`\($0)`" } ?? "" }
        output.append(
          "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
      } else {
        var line = "    " + (classic ?? "").padded(to: width) + " | " + (modern ?? "")
        while line.last == " " { line.removeLast() }
        output.append(line)
      }
    }
    if markdown {
      output.append("**\(heading(name, script))**\n")
      output.append("| RACClassic | RACModern |\n|---|---|")
    } else {
      output.append(heading(name, script))
      row("RACClassic", "RACModern")
    }
    // Lines waiting for their row, per column; entries waiting for their
    // counterpart in the other flavor (interruptions left out if ignored).
    var pending: [Flavor: [String]] = [.classic: [], .modern: []]
    var unmatched: [Flavor: [LabTimeline.Entry]] = [.classic: [], .modern: []]
    var heardAnything: [Flavor: Bool] = [:]
    var same = true
    var interrupted = false
    var evidence = RunEvidence()
    var events = 0
    for flavor in Flavor.allCases where !flavors.contains(flavor) { pending[flavor] = ["(no counterpart)"] }
    func flushRows() {
      // Paired all at once: removing them one by one from the front made an
      // instant of n events cost n² moves.
      let paired = min(pending[.classic]!.count, pending[.modern]!.count)
      for (classic, modern) in zip(pending[.classic]!, pending[.modern]!) { row(classic, modern) }
      pending[.classic]!.removeFirst(paired)
      pending[.modern]!.removeFirst(paired)
      // A flavor without the kind has only its "(no counterpart)" line: once
      // that is out, the other column's lines are rows on their own now,
      // not held to the end of the run.
      for flavor in Flavor.allCases where !flavors.contains(flavor) && pending[flavor]!.isEmpty {
        let other = flavor == .classic ? Flavor.modern : .classic
        for line in pending[other]! { other == .classic ? row(line, nil) : row(nil, line) }
        pending[other]!.removeAll()
      }
    }
    let lastTime = script.steps.map(\.time).max() ?? 0
    let timelines = ScriptRunner.runInLockstep(script) { time, heard in
      for (flavor, entries) in heard where !entries.isEmpty {
        heardAnything[flavor] = true
        events += entries.count
        pending[flavor]!.append(contentsOf: entries.map(\.description))
        interrupted = interrupted || entries.contains { $0.kind == .interrupted }
        evidence.record(entries, of: flavor, in: script)
        // Only a run in both flavors is compared entry by entry.
        if flavors.count == 2 {
          unmatched[flavor]!.append(
            contentsOf: interruptionsCount ? entries : entries.filter { $0.kind != .interrupted })
        }
      }
      let paired = min(unmatched[.classic]!.count, unmatched[.modern]!.count)
      same = same && unmatched[.classic]!.prefix(paired) == unmatched[.modern]!.prefix(paired)
      unmatched[.classic]!.removeFirst(paired)
      unmatched[.modern]!.removeFirst(paired)
      flushRows()
      if let time {
        progress?.update(
          "rac-lab compare: t=\(formatTime(time)) of \(formatTime(lastTime)), \(plural(events, "event")) heard")
      }
    }
    progress?.finish()
    for flavor in flavors {
      if heardAnything[flavor] != true { pending[flavor]!.append("(nothing received)") }
      pending[flavor]!.append("source runs: \(timelines[flavor]!.sourceRuns)")
    }
    flushRows()
    for flavor in Flavor.allCases where !pending[flavor]!.isEmpty {
      for line in pending[flavor]! { flavor == .classic ? row(line, nil) : row(nil, line) }
    }
    let identical: Bool? =
      flavors.count < 2
      ? nil
      : same && unmatched.values.allSatisfy(\.isEmpty)
        && timelines[Flavor.classic]!.sourceStarts == timelines[Flavor.modern]!.sourceStarts
    output.append(
      (markdown ? "\n" : "")
        + verdict(identical, script: script, interrupted: interrupted, interruptions: interruptions))
    let notes = Self.notes(flavors.map { ($0, timelines[$0]!) })
    for line in Explanation.lines(for: script, identical: identical, evidence) + notes {
      output.append((markdown ? "\n" : "") + line)
    }
    output.flush()
    return identical
  }

  /// The width of the RACClassic column, known before the run: the longest
  /// line RACClassic can print for this script (a time it can hear something
  /// at, a subscriber's name, and an event the pipeline can make of what is
  /// sent), the header, and the closing lines.
  private static func classicColumnWidth(_ script: LabScript) -> Int {
    let times = widestTime(script)
    var names = 0
    var runs = 0
    for timed in script.steps {
      switch timed.step {
      case .subscribe(let name):
        names = max(names, name.displayWidth)
        runs += 1
      case .connect, .execute: runs += 1
      case .send, .fail, .complete, .dispose, .enable, .into: break
      }
    }
    if script.pipes("do") { names = max(names, "do".displayWidth) }
    let events = classicEvents(script).map(\.displayWidth).max() ?? 0
    let canHear = names > 0 && events > 0
    var lines = ["RACClassic"]
    if !ScriptRunner.flavors(for: script).contains(.classic) {
      lines.append("(no counterpart)")
    } else {
      lines.append("source runs: \(runs)")
      // A pipeline or a disposal may leave RACClassic with nothing to hear.
      let mayHearNothing =
        !script.pipeline.isEmpty || [.timer, .command].contains(script.kind)
        || script.steps.contains { if case .dispose = $0.step { true } else { false } }
      if !canHear || mayHearNothing { lines.append("(nothing received)") }
    }
    return max(canHear ? times + 1 + names + 1 + events : 0, lines.map(\.count).max()!)
  }
}

extension ScriptComparison {
  /// The widest `t=TIME` RACClassic can print for `script`: at a step's
  /// time, or later by what the pipeline's timed operators add (a delay, a
  /// debounce, a timeout, a batch, an inner request of `flatMap`, each run
  /// of a `concat` queue), at a timer's tick or the horizon, or as late as a
  /// resubscription the lab stops after the last step. An event later than
  /// the last step, or between steps (`t=1.25` after `at 1.0` and `delay
  /// 0.25`), would otherwise push its row's separator out of line.
  static func widestTime(_ script: LabScript) -> Int {
    let sends = script.steps.count { if case .send = $0.step { true } else { false } }
    // What the timed operators can add to a step's time: each operator adds
    // its interval or nothing, so the sums of some of them (up to a few;
    // past that, only their total).
    var offsets: Set<Double> = [0]
    var total = 0.0
    var looping = 0.0
    func add(_ added: [Double]) {
      total += added.max() ?? 0
      offsets = offsets.count > 8 ? offsets : offsets.union(offsets.flatMap { offset in added.map { offset + $0 } })
    }
    if case .interval(let interval) = script.setting { add([interval]) }
    for step in script.pipeline {
      switch step {
      case .throttle(let interval), .debounce(let interval), .delay(let interval), .timeout(let interval),
        .bufferWithTime(let interval), .flatMap(.merge, .after(let interval)), .flatMap(.latest, .after(let interval)):
        add([interval])
      case .flatMap(.concat, .after(let interval)): add([interval, interval * Double(max(1, sends))])
      // A guarded loop after the last step takes at least the time of what
      // comes before it, once per resubscription.
      case .retry, .repeat: looping = total
      default: break
      }
    }
    // A time's width follows its fraction and grows with its whole part, so
    // the latest step of each fraction stands for the others (a long script
    // has many steps and few fractions).
    var latestOfFraction: [Double: Double] = [:]
    for timed in script.steps {
      let fraction = ((timed.time - timed.time.rounded(.down)) * 1e9).rounded()
      latestOfFraction[fraction] = max(latestOfFraction[fraction] ?? 0, timed.time)
    }
    let last = latestOfFraction.values.max() ?? 0
    var candidates = latestOfFraction.values.flatMap { time in offsets.map { time + $0 } }
    candidates += [last + total] + (script.horizon.map { [$0] } ?? [])
    if looping > 0 { candidates.append(last + total + Double(LabScript.maxRepeats + 2) * looping) }
    return candidates.map { ("t=" + formatTime($0)).displayWidth }.max() ?? 0
  }

  /// The events RACClassic can print for `script` (`next A`, `error boom`,
  /// `completed`), as far as the widths go: what is sent and failed, run
  /// through what the pipeline can make of it, plus `completed` if anything
  /// can end.
  static func classicEvents(_ script: LabScript) -> [String] {
    var values = script.steps.compactMap { if case .send(let value) = $0.step { value } else { nil } }
    var errors = script.steps.compactMap { if case .fail(let message) = $0.step { message } else { nil } }
    var ends = script.steps.contains { $0.step == .complete } || !errors.isEmpty
    var callbacks: [String] = []
    switch script.setting {
    case .none: break
    case .value(let value):
      values.append(value)
      ends = ends || script.kind == .constant
    case .interval(let interval):
      let ticks = script.steps.compactMap { if case .subscribe = $0.step { $0.time + interval } else { nil } }
      values += (ticks + [script.horizon ?? 0]).map(formatTime)
    case .command:
      // Inputs and sends on `values` and `execution`, failures on `errors`
      // as values, Booleans on `executing` and `enabled`, and the error of
      // executing a disabled command.
      values += script.steps.compactMap { if case .execute(let input) = $0.step { input } else { nil } }
      values += errors + ["true", "false"]
      errors.append("RACCommandErrorDomain 1")
    }
    for step in script.pipeline {
      switch step {
      case .map(let function): values = values.map(function.apply)
      case .startWith(let value), .catch(let value): values.append(value)
      case .then(let value):
        values.append(value)
        ends = true
      case .combineLatest(let value): values = values.map { "\($0)+\(value)" }
      case .timeout:
        errors.append("RACSignalErrorDomain 1")
        ends = true
      case .take, .takeLast:
        ends = true
      case .materialize:
        values = values.map { "next \($0)" } + errors.map { "error \($0)" } + (ends ? ["completed"] : [])
        errors = []
      case .combineLatestList(let names), .zipList(let names):
        let widest = names.map { widestValue(sentInto: $0, script) }
        values = values.map { ([$0] + widest).joined(separator: "+") }
      case .bufferWithTime(let interval):
        values = [widestBatch(script, interval)]
      case .sideEffects:
        callbacks =
          values.map { "callback next \($0)" } + errors.map { "callback error \($0)" } + ["callback completed"]
      case .ignore, .skip, .distinct, .throttle, .debounce, .delay, .retry, .repeat, .flatMap, .sample, .subscribeOn:
        break
      }
    }
    return values.map { "next \($0)" } + errors.map { "error \($0)" } + (ends ? ["completed"] : []) + callbacks
  }

  /// The widest value a step sends into the other source `name`.
  private static func widestValue(sentInto name: String, _ script: LabScript) -> String {
    let sent = script.steps.compactMap { timed -> String? in
      if case .into(name, .send(let value)) = timed.step { value } else { nil }
    }
    return sent.max { $0.displayWidth < $1.displayWidth } ?? ""
  }

  /// The widest batch RAC2's `bufferWithTime` can send: the values sent
  /// within one interval of a first one, joined.
  private static func widestBatch(_ script: LabScript, _ interval: Double) -> String {
    let sends = script.steps.compactMap { timed -> (Double, String)? in
      if case .send(let value) = timed.step { (timed.time, value) } else { nil }
    }.sorted { $0.0 < $1.0 }
    var widest: ArraySlice<(Double, String)> = []
    var first = 0
    var width = 0
    var widestWidth = -1
    for (last, send) in sends.enumerated() {
      width += send.1.displayWidth + 1
      while sends[first].0 < send.0 - interval {
        width -= sends[first].1.displayWidth + 1
        first += 1
      }
      if width > widestWidth {
        widestWidth = width
        widest = sends[first...last]
      }
    }
    return ScriptValues.batch(widest.map(\.1))
  }
}

/// Collects lines and hands them to `write` in chunks of about 64 KB, so a
/// long stream makes few writes.
final class ChunkedWriter {
  private let write: (String) -> Void
  private var chunk = ""

  init(_ write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Appends `line` and a line break.
  func append(_ line: String) {
    chunk += line
    chunk += "\n"
    if chunk.utf8.count >= 65_536 { flush() }
  }

  /// Writes what is collected.
  func flush() {
    guard !chunk.isEmpty else { return }
    write(chunk)
    chunk = ""
  }
}
