/// What `rac-lab compare` says after its verdict: which rows of
/// docs/Migration.md's behaviour tables the run touches. A difference that
/// no row explains is a finding: either a row is missing from the guide or a
/// face is wrong.
public enum Explanation {
  /// The rows a run of `script` touches (every scripted row whose test
  /// holds), in the page's order.
  public static func rows(
    for script: LabScript, _ evidence: RunEvidence, catalog: [BehaviourRow] = BehaviourRow.catalog
  ) -> [BehaviourRow] {
    catalog.filter { $0.isTouched(by: script, evidence) }
  }

  /// The lines printed after the verdict: for different timelines, the rows
  /// whose faces differ that explain it, or a finding, then the rows the run
  /// touches whose faces agree (a RAC2/RAC4 row still holds where only
  /// RACSwift heard something else); for identical ones, the rows the run
  /// touches. A row whose faces agree says which faces agreed in this run
  /// (`agreement`). Nothing when one flavor lacks the kind.
  public static func lines(
    for script: LabScript, identical: Bool?, _ evidence: RunEvidence, catalog: [BehaviourRow] = BehaviourRow.catalog
  ) -> [String] {
    guard let identical else { return [] }
    let touched = rows(for: script, evidence, catalog: catalog)
    if identical {
      return touched.map { row in
        "Touches docs/Migration.md, \(row.citation): \(row.summary)"
          + (row.facesDiffer ? " (not a difference in this run)" : agreement(script, evidence))
      }
    }
    let explaining = touched.filter(\.facesDiffer)
    guard !explaining.isEmpty else {
      return ["FINDING: no row of docs/Migration.md's behaviour tables explains this difference"]
    }
    return explaining.map { "Explained by docs/Migration.md, \($0.citation): \($0.summary)" }
      + touched.filter { !$0.facesDiffer }.map { row in
        "Touches docs/Migration.md, \(row.citation): \(row.summary)" + agreement(script, evidence)
      }
  }

  /// Which faces agreed on a row whose faces agree, in this run: every
  /// flavor that ran the script, except RACSwift where it heard something
  /// else than RACModern (`RunEvidence.swiftDiffersFromModern`), which is
  /// then said too: `; RACClassic, RACModern and RACSwift agree`,
  /// `; RACClassic and RACModern agree (RACSwift heard otherwise)`.
  static func agreement(_ script: LabScript, _ evidence: RunEvidence) -> String {
    let ran = ScriptRunner.flavors(for: script)
    let swiftApart = ran.contains(.swift) && evidence.swiftDiffersFromModern
    let agreeing = ran.filter { $0 != .swift || !swiftApart }.map(\.moduleName)
    let apart = swiftApart ? " (RACSwift heard otherwise)" : ""
    guard agreeing.count > 1 else { return "; \(MarbleSVG.listed(agreeing)) holds it" + apart }
    return "; \(MarbleSVG.listed(agreeing)) agree" + apart
  }
}
