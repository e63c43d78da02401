extension MarbleDiagram {
  /// One line saying what the picture shows, read off its marks (what the
  /// run recorded, never what a seed is expected to do): how many times the
  /// source's work ran for how many subscribers, which subscribers arrived
  /// after the source sent something and whether they missed it or were
  /// replayed it, and so whether the source behaved cold (once per
  /// subscriber), hot (shared, late subscribers miss what came before) or
  /// replayed. S1: "the source ran 2 times: once per subscriber - cold".
  public var caption: String {
    let source = lanes.first(where: \.isSource)
    let subscribers = lanes.filter { lane in !lane.isSource && lane.marks.contains { $0.kind == .subscribed } }
    let runs = sourceRuns
    var clauses: [String] = []
    switch runs {
    case 0: clauses.append("the source ran no work of its own")
    case 1:
      clauses.append("the source ran once" + (subscribers.count > 1 ? " for \(subscribers.count) subscribers" : ""))
    default:
      clauses.append(
        "the source ran \(runs) times"
          + (runs == subscribers.count ? ": once per subscriber" : " for \(subscribers.count) subscribers"))
    }
    var missed: [String] = []
    var replayed: [String] = []
    for lane in subscribers {
      guard let subscribed = lane.marks.first(where: { $0.kind == .subscribed })?.time else { continue }
      let before = (source?.marks ?? []).filter { $0.kind == .value && $0.time < subscribed }.map(\.label)
      guard !before.isEmpty else { continue }
      // The articles print a value two ways at times (`send hello`, then
      // `Hello` heard): a label is the same value in any case.
      let heard = Set(lane.marks.filter { $0.kind == .value }.map { $0.label.lowercased() })
      let got = before.filter { heard.contains($0.lowercased()) }
      if got.isEmpty {
        missed.append("\(lane.name) missed \(before.joined(separator: ", "))")
      } else {
        replayed.append("\(lane.name) was replayed \(got.joined(separator: ", "))")
      }
    }
    func before(_ count: Int) -> String { count > 1 ? ", sent before they subscribed" : ", sent before it subscribed" }
    if !missed.isEmpty { clauses.append(missed.joined(separator: " and ") + before(missed.count)) }
    if !replayed.isEmpty { clauses.append(replayed.joined(separator: " and ") + before(replayed.count)) }
    let behaviour: String? =
      if runs > 1 && runs == subscribers.count { "cold" } else if !replayed.isEmpty {
        "replayed"
      } else if !missed.isEmpty || (runs <= 1 && subscribers.count > 1) { "hot" } else { nil }
    return clauses.joined(separator: "; ") + (behaviour.map { " - \($0)" } ?? "")
  }
}
