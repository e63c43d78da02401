/// A script run in both flavors, compared, with every entry kept (for JSON
/// and SVG; `stream` prints text and Markdown as the run goes).
struct ScriptComparison: Encodable {
  let name: String
  let script: LabScript
  let classic: LabTimeline?
  let modern: LabTimeline?

  init(name: String, script: LabScript) {
    self.name = name
    self.script = script
    classic = ScriptRunner.run(script, flavor: .classic)
    modern = ScriptRunner.run(script, flavor: .modern)
  }

  /// Whether both flavors ran and heard the same thing (RACModern's
  /// interruptions aside) with the same number of source runs; `nil` when a
  /// flavor lacks the script's kind.
  var identical: Bool? {
    guard let classic, let modern else { return nil }
    return classic.withoutInterruptions == modern.withoutInterruptions
  }

  var verdict: String {
    Self.verdict(identical, script: script, interrupted: modern?.entries.contains { $0.kind == .interrupted } == true)
  }

  /// The verdict line: identical (with whether RACModern was interrupted),
  /// different, or `nil` when only one flavor has the script's kind.
  static func verdict(_ identical: Bool?, script: LabScript, interrupted: Bool) -> String {
    switch identical {
    case true?:
      return "IDENTICAL: both flavors produced the same timeline"
        + (interrupted ? " (RACModern's interruptions aside: RACClassic has none)" : "")
    case false?: return "DIFFERENT: the flavors' timelines differ"
    case nil:
      let only = ScriptRunner.flavors(for: script).map(\.moduleName).joined(separator: ", ")
      let capacity = script.capacity.map { " with capacity \($0)" } ?? ""
      return "ONE FLAVOR: '\(script.kind.rawValue)'\(capacity) exists only in \(only)"
    }
  }

  private var heading: String { Self.heading(name, script) }

  /// `FILE: kind replaySubject capacity 2, 6 steps`
  static func heading(_ name: String, _ script: LabScript) -> String {
    "\(name): kind \(script.kind.rawValue)" + (script.capacity.map { " capacity \($0)" } ?? "")
      + ", \(plural(script.steps.count, "step"))"
  }

  /// The comparison as JSON or as a marble diagram (SVG), which need the
  /// whole run; text and Markdown stream (`stream`).
  func render(_ format: OutputFormat) -> String {
    switch format {
    case .svg:
      let diagrams = [(Flavor.classic, classic), (.modern, modern)].compactMap { flavor, timeline in
        timeline.map { MarbleDiagram(script: script, timeline: $0, flavor: flavor) }
      }
      return MarbleSVG.render(diagrams, heading: heading, subheading: verdict)
    default: return jsonText(self)
    }
  }

  enum CodingKeys: String, CodingKey { case script, kind, capacity, classic, modern, identical, verdict }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .script)
    try container.encode(script.kind.rawValue, forKey: .kind)
    try container.encode(script.capacity.map(String.init) ?? "unbounded", forKey: .capacity)
    try container.encode(classic, forKey: .classic)
    try container.encode(modern, forKey: .modern)
    try container.encode(identical, forKey: .identical)
    try container.encode(verdict, forKey: .verdict)
  }
}
