/// A script run in every flavor that has it, compared, with every entry kept (for JSON
/// and SVG; `stream` prints text and Markdown as the run goes).
struct ScriptComparison: Encodable {
  let name: String
  let script: LabScript
  let classic: LabTimeline?
  let modern: LabTimeline?
  let swift: LabTimeline?
  /// Whether RACModern's interruptions count in the comparison.
  let interruptions: InterruptionPolicy

  init(name: String, script: LabScript, interruptions: InterruptionPolicy = .compare) {
    self.name = name
    self.script = script
    self.interruptions = interruptions
    classic = ScriptRunner.run(script, flavor: .classic)
    modern = ScriptRunner.run(script, flavor: .modern)
    swift = ScriptRunner.run(script, flavor: .swift)
  }

  /// The timelines that ran, by flavor.
  var timelines: [Flavor: LabTimeline] {
    var timelines: [Flavor: LabTimeline] = [:]
    timelines[.classic] = classic
    timelines[.modern] = modern
    timelines[.swift] = swift
    return timelines
  }

  /// The run fed whole to the verdict every form shares.
  private var match: TimelineMatch {
    var match = TimelineMatch(flavors: ScriptRunner.flavors(for: script), interruptions: interruptions)
    for (flavor, timeline) in timelines { match.hear(timeline.entries, from: flavor) }
    return match
  }

  /// Whether every flavor that ran heard the same thing (RACModern's
  /// interruptions aside if they are ignored) with the same source starts;
  /// `nil` when only one flavor has the script's kind (`TimelineMatch`, as
  /// the streamed forms decide it).
  var identical: Bool? { match.verdict(timelines) }

  /// What the run showed for telling which rows it touches.
  var evidence: RunEvidence {
    var evidence = RunEvidence()
    if let classic { evidence.record(classic.entries, of: .classic, in: script) }
    if let modern { evidence.record(modern.entries, of: .modern, in: script) }
    if let swift { evidence.record(swift.entries, of: .swift, in: script) }
    return evidence
  }

  var verdict: String {
    Self.verdict(identical, script: script, interrupted: match.heardInterruption, interruptions: interruptions)
  }

  /// The lines after the verdict: the rows of docs/Migration.md the run
  /// touches, then the notes of each flavor's run.
  var explanation: [String] {
    Explanation.lines(for: script, identical: identical, evidence)
      + Self.notes(
        [(.classic, classic), (.modern, modern), (.swift, swift)].compactMap { flavor, timeline in
          timeline.map { (flavor, $0) }
        })
  }

  /// `RACClassic: note` for every note of a flavor's run, in the order the
  /// flavors made them; a note several flavors make is printed once, as
  /// `RACClassic, RACModern and RACSwift: note` (a timer script stops every clock).
  static func notes(_ timelines: [(Flavor, LabTimeline)]) -> [String] {
    var notes: [(text: String, flavors: [Flavor])] = []
    for (flavor, timeline) in timelines {
      for text in timeline.notes {
        if let index = notes.firstIndex(where: { $0.text == text }) {
          notes[index].flavors.append(flavor)
        } else {
          notes.append((text, [flavor]))
        }
      }
    }
    return notes.map { text, flavors in MarbleSVG.listed(flavors.map(\.moduleName)) + ": " + text }
  }

  /// The verdict line: identical (saying so when RACModern's interruptions
  /// were ignored), different, or when only one flavor has the script's kind.
  static func verdict(
    _ identical: Bool?, script: LabScript, interrupted: Bool, interruptions: InterruptionPolicy
  ) -> String {
    switch identical {
    case true?:
      let flavors = ScriptRunner.flavors(for: script).count
      return "IDENTICAL: \(flavors == 2 ? "both flavors" : "all three flavors") produced the same timeline"
        + (interrupted && interruptions == .ignore ? " (RACModern's interruptions ignored: RACClassic has none)" : "")
    case false?: return "DIFFERENT: the flavors' timelines differ"
    case nil:
      let only = ScriptRunner.flavors(for: script).map(\.moduleName).joined(separator: ", ")
      let capacity = script.capacity.map { " with capacity \($0)" } ?? ""
      return "ONE FLAVOR: '\(script.kind.rawValue)'\(capacity) exists only in \(only)"
        + (otherFlavorCure(script).map { "; \($0)" } ?? "")
    }
  }

  /// What the flavor without the script's kind writes instead, and the row
  /// of docs/Migration.md's name table that says so.
  static func otherFlavorCure(_ script: LabScript) -> String? {
    switch script.kind {
    case .replay:
      "in RACModern write replayLazily(Int.max), which starts the source at the first start instead of at "
        + "the call (docs/Migration.md, row `replay`, `replayLast`)"
    case .replayLast:
      "in RACModern write replayLazily(1), which starts the source at the first start instead of at the call "
        + "(docs/Migration.md, row `replay`, `replayLast`)"
    case .replayLazily:
      "in RACClassic write replayLazily(), which keeps every value, or feed a RACReplaySubject(capacity: "
        + "\(script.capacity ?? 0)) (docs/Migration.md, rows `replayLazily` and `RACReplaySubject`)"
    default: nil
    }
  }

  private var heading: String { Self.heading(name, script) }

  /// `FILE: kind replaySubject capacity 2, pipe take 1 | distinct, 6 steps`,
  /// with the other sources and the reactions after the kind.
  static func heading(_ name: String, _ script: LabScript) -> String {
    ([
      "\(name): kind \(script.kindDescription)"
    ] + script.sources.map(\.statement) + script.reactions.map(\.statement)
      + (script.pipeline.isEmpty ? [] : ["pipe " + script.pipeline.map(\.description).joined(separator: " | ")])
      + [plural(script.steps.count, "step")]).joined(separator: ", ")
  }

  /// The comparison as JSON or as a marble diagram (SVG), which need the
  /// whole run; text and Markdown stream (`stream`).
  func render(_ format: OutputFormat) -> String {
    switch format {
    case .svg:
      let diagrams = [(Flavor.classic, classic), (.modern, modern), (.swift, swift)].compactMap { flavor, timeline in
        timeline.map { MarbleDiagram(script: script, timeline: $0, flavor: flavor) }
      }
      return MarbleSVG.render(
        diagrams, heading: heading, subheading: [verdict + "."] + explanation,
        comparingInterruptions: interruptions == .compare)
    default: return jsonText(self)
    }
  }

  enum CodingKeys: String, CodingKey {
    case script, kind, capacity, kindDescription, sources, reactions, pipeline, interruptions, classic, modern, swift
    case identical, verdict, explanation
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .script)
    try container.encode(script.kind.rawValue, forKey: .kind)
    try container.encode(script.capacity.map(String.init) ?? "unbounded", forKey: .capacity)
    try container.encode(script.kindDescription, forKey: .kindDescription)
    try container.encode(script.sources.map(\.statement), forKey: .sources)
    try container.encode(script.reactions.map(\.statement), forKey: .reactions)
    try container.encode(script.pipeline.map(\.description), forKey: .pipeline)
    try container.encode(interruptions.rawValue, forKey: .interruptions)
    try container.encode(classic, forKey: .classic)
    try container.encode(modern, forKey: .modern)
    try container.encode(swift, forKey: .swift)
    try container.encode(identical, forKey: .identical)
    try container.encode(verdict, forKey: .verdict)
    try container.encode(explanation, forKey: .explanation)
  }
}

/// Whether `compare` counts RACModern's interruptions (`--interruptions`):
/// RACClassic has none, so a disposed RACModern start that hears
/// `interrupted` differs from a RACClassic one that hears nothing.
enum InterruptionPolicy: String, CaseIterable {
  /// Compare them (the default).
  case compare
  /// Leave them out of the comparison (they are still shown).
  case ignore
}
