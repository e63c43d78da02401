/// A script run in both flavors, compared.
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
    switch identical {
    case true?:
      let interrupted = modern?.entries.contains { $0.kind == .interrupted } == true
      return "IDENTICAL: both flavors produced the same timeline"
        + (interrupted ? " (RACModern's interruptions aside: RACClassic has none)" : "")
    case false?: return "DIFFERENT: the flavors' timelines differ"
    case nil:
      let only = ScriptRunner.flavors(for: script).map(\.moduleName).joined(separator: ", ")
      let capacity = script.capacity.map { " with capacity \($0)" } ?? ""
      return "ONE FLAVOR: '\(script.kind.rawValue)'\(capacity) exists only in \(only)"
    }
  }

  private var heading: String {
    "\(name): kind \(script.kind.rawValue)" + (script.capacity.map { " capacity \($0)" } ?? "")
      + ", \(script.steps.count) steps"
  }

  private func column(_ flavor: Flavor, _ timeline: LabTimeline?) -> [String] {
    guard let timeline else { return [flavor.moduleName, "(no counterpart)"] }
    let lines = timeline.lines.isEmpty ? ["(nothing received)"] : timeline.lines
    return [flavor.moduleName] + lines + ["source runs: \(timeline.sourceRuns)"]
  }

  func render(_ format: OutputFormat) -> String {
    switch format {
    case .json: return jsonText(self)
    case .svg:
      let diagrams = [(Flavor.classic, classic), (.modern, modern)].compactMap { flavor, timeline in
        timeline.map { MarbleDiagram(script: script, timeline: $0, flavor: flavor) }
      }
      return MarbleSVG.render(diagrams, heading: heading, subheading: verdict)
    case .markdown:
      let columns = [column(.classic, classic), column(.modern, modern)]
      let height = columns.map(\.count).max() ?? 0
      let rows = (1..<height).map { line in columns.map { line < $0.count ? "`\($0[line])`" : "" } }
      return "**\(heading)**\n\n" + Table(headers: columns.map { $0[0] }, rows: rows).markdown + "\n" + verdict + "\n"
    case .text, .csv:
      let lines = SideBySide.columns([column(.classic, classic), column(.modern, modern)])
      return ([heading] + lines + [verdict]).joined(separator: "\n") + "\n"
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
