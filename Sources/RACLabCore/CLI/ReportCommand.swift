/// `rac-lab report`: one self-contained HTML page of everything the lab shows.
enum ReportCommand {
  static let usage = """
    Usage: rac-lab report

    Writes one self-contained HTML page to standard output (no network, no
    script; open it in any browser): every seed scenario with both flavors'
    transcripts, marble diagrams and verdicts; the six requests of seed S7; the
    side-effects experiment; the capacity experiment as a plot and a table; and
    the command that prints each part alone. Exits 1 if a seed run mismatches.

      swift run rac-lab report > report.html

    """

  static func run(_ arguments: inout ArgumentList) throws -> LabOutput {
    if arguments.wantsHelp { return LabOutput(out: usage) }
    try arguments.expectEnd(usage: usage)
    let report = HTMLReport()
    return LabOutput(out: report.html, status: report.seeds.allMatch ? 0 : 1)
  }
}
