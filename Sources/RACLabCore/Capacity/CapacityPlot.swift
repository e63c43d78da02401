import Foundation

/// The capacity experiment drawn as two panels, side by side. Left, a line
/// chart against capacity of how many values the late subscriber was
/// replayed, one line per group of kinds that agree (labelled with every
/// kind in it), a point for a kind whose capacity is fixed; what the kinds
/// retain after completion is drawn too where it differs from what they
/// replayed, and said once where it never does. Right, what tells the kinds
/// apart: a lane per kind on a time axis to scale, with each start of its
/// source (as the run recorded it), the two subscriptions, the sends and the
/// completion.
struct CapacityPlot {
  let experiment: CapacityExperiment
  let rows: [CapacityExperiment.Row]

  static let chartWidth = 500.0
  static let chartHeight = 300.0
  static let margin = 16.0
  static let left = 56.0
  static let bottom = 46.0
  /// The room left of the right panel's lanes for the kinds' names.
  static let laneNameWidth = 110.0
  static let colors = ["#1565c0", "#c62828", "#2e7d32", "#ef6c00", "#6a1b9a", "#00838f"]
  static let dashes = ["", "6 3", "2 3", "8 3 2 3", "", "4 4"]

  /// The capacities on the x axis: bounded ones ascending, then unbounded.
  var capacities: [CapacityValue] {
    let all = Set(rows.map(\.capacity))
    return all.sorted { first, second in
      switch (first, second) {
      case (.bounded(let one), .bounded(let other)): one < other
      case (.bounded, .unbounded): true
      case (.unbounded, _): false
      }
    }
  }

  /// The kinds in the order of the experiment.
  var kinds: [CapacityKind] { experiment.kinds.filter { kind in rows.contains { $0.kind == kind } } }

  /// The standalone SVG document.
  func render(heading: String) -> String {
    let width = 2 * Self.chartWidth + 3 * Self.margin
    let legendRows = groups.count
    // The time axis's caption may take more lines than its one under the
    // right panel: what comes below moves down by as much.
    let below = Self.chartHeight + Double(Self.timeCaptionLines.count - 1) * Self.captionLine
    let height = 58 + below + 14 + Double(legendRows) * 22 + 24 + Self.margin
    var body: [String] = [
      #"<text x="\#(Self.margin)" y="\#(Self.margin + 14)" class="heading">\#(MarbleSVG.escape(heading))</text>"#,
      #"<text x="\#(Self.margin)" y="\#(Self.margin + 34)" class="subtitle">\#(MarbleSVG.escape(subtitle))</text>"#,
    ]
    let top = 58.0
    body += chart(
      "values replayed to the late subscriber (t=\(formatTime(experiment.lateAt)))", x: Self.margin, y: top)
    body += runs(x: 2 * Self.margin + Self.chartWidth, y: top)
    body += legend(y: top + below + 14)
    body.append(
      #"<text x="\#(Self.margin)" y="\#(top + below + 14 + Double(legendRows) * 22 + 14)" "#
        + #"class="subtitle">\#(MarbleSVG.escape(retainedNote))</text>"#)
    return MarbleSVG.document(
      width: width, height: height, style: Self.style, body: body, rootClass: Self.rootClass)
  }

  /// The class of the plot's root element. Every rule of `style` is scoped
  /// to it: the report inlines the plot next to marble diagrams, whose
  /// `.axis` and `.tick` its rules would restyle otherwise (an inline SVG's
  /// `<style>` applies to the whole page).
  static let rootClass = "capacity-plot"

  static let style = """
    .capacity-plot .heading { font-size: 16px; font-weight: bold; }
    .capacity-plot .subtitle { font-size: 13px; fill: #333; }
    .capacity-plot .chart-title { font-size: 13px; font-weight: bold; fill: #333; }
    .capacity-plot .axis { stroke: #555; stroke-width: 1; }
    .capacity-plot .grid { stroke: #e0e0e0; stroke-width: 1; }
    .capacity-plot .tick { font-size: 11px; fill: #444; }
    .capacity-plot .legend-text { font-size: 12px; fill: #222; }
    .capacity-plot .series { fill: none; stroke-width: 2; }
    .capacity-plot .cap-retained { fill: none; stroke-width: 1.5; stroke-dasharray: 2 3; }
    .capacity-plot .cap-lane-line { stroke: #999; stroke-width: 1; }
    .capacity-plot .cap-started { fill: #c8e6c9; stroke: #2e7d32; stroke-width: 1.5; }
    .capacity-plot .cap-subscribed { fill: #1565c0; }
    .capacity-plot .cap-sent { fill: #ffe082; stroke: #8d6e00; stroke-width: 1.2; }
    .capacity-plot .cap-completed { stroke: #000; stroke-width: 2.5; }
    .capacity-plot .cap-label { font-size: 10px; text-anchor: middle; fill: #000; }
    """

  /// Kinds whose replayed counts agree at every capacity, drawn as one line.
  var groups: [[CapacityKind]] {
    var groups: [(series: [String: Int], kinds: [CapacityKind])] = []
    for kind in kinds {
      let series = Dictionary(
        rows.filter { $0.kind == kind }.map { ($0.capacity.description, $0.late.count) }, uniquingKeysWith: { $1 })
      if let index = groups.firstIndex(where: { $0.series == series }) {
        groups[index].kinds.append(kind)
      } else {
        groups.append((series, [kind]))
      }
    }
    return groups.map(\.kinds)
  }

  /// What the kinds retained after completion, said once when it is what
  /// each replayed to the late subscriber (then it is not drawn).
  var retainedNote: String {
    rows.allSatisfy { $0.retained == $0.late.count }
      ? "What each kind retains after completion (its memory, in values) is, here, what it replayed to the late "
        + "subscriber."
      : "Dotted: what a kind retains after completion (its memory, in values), where it differs from what it "
        + "replayed to the late subscriber."
  }

  private var subtitle: String {
    let values = plural(experiment.values.count, "value")
    return "\(values) sent at t=1.0; a line per group of kinds that replay alike, a point for a kind whose "
      + "capacity is fixed."
  }

  private func chart(_ title: String, x: Double, y: Double) -> [String] {
    let value: (CapacityExperiment.Row) -> Int = { $0.late.count }
    let plotLeft = x + Self.left
    let plotRight = x + Self.chartWidth - 10
    let plotTop = y + 24
    let plotBottom = y + Self.chartHeight - Self.bottom
    let maximum = max(1, rows.map { max(value($0), $0.retained) }.max() ?? 1)
    let step = niceStep(maximum)
    let top = Double((maximum + step - 1) / step * step)
    let columns = capacities
    func px(_ capacity: CapacityValue, _ kindIndex: Int) -> Double {
      let index = Double(columns.firstIndex(of: capacity) ?? 0)
      let spacing = (plotRight - plotLeft) / Double(max(1, columns.count))
      // Kinds that agree would hide each other: each is nudged a little.
      let nudge = (Double(kindIndex) - Double(groups.count - 1) / 2) * 4
      return plotLeft + spacing * (index + 0.5) + nudge
    }
    func py(_ value: Int) -> Double { plotBottom - Double(value) / top * (plotBottom - plotTop) }
    var out = [#"<g class="chart" data-title="\#(MarbleSVG.escape(title))">"#]
    out.append(#"<text x="\#(x)" y="\#(y + 12)" class="chart-title">\#(MarbleSVG.escape(title))</text>"#)
    var tick = 0
    while tick <= Int(top) {
      let tickY = py(tick)
      out.append(#"<line x1="\#(plotLeft)" y1="\#(tickY)" x2="\#(plotRight)" y2="\#(tickY)" class="grid"/>"#)
      out.append(
        #"<text x="\#(plotLeft - 6)" y="\#(tickY + 4)" class="tick" text-anchor="end">\#(tick)</text>"#)
      tick += step
    }
    out.append(#"<line x1="\#(plotLeft)" y1="\#(plotBottom)" x2="\#(plotRight)" y2="\#(plotBottom)" class="axis"/>"#)
    out.append(#"<line x1="\#(plotLeft)" y1="\#(plotTop)" x2="\#(plotLeft)" y2="\#(plotBottom)" class="axis"/>"#)
    for capacity in columns {
      out.append(
        #"<text x="\#(px(capacity, (groups.count - 1) / 2))" y="\#(plotBottom + 16)" class="tick" "#
          + #"text-anchor="middle">\#(capacity.description)</text>"#)
    }
    out.append(
      #"<text x="\#((plotLeft + plotRight) / 2)" y="\#(plotBottom + 36)" class="tick" "#
        + #"text-anchor="middle">capacity</text>"#)
    for (index, group) in groups.enumerated() {
      let kind = group[0]
      let kindRows = rows.filter { $0.kind == kind }.sorted {
        (columns.firstIndex(of: $0.capacity) ?? 0) < (columns.firstIndex(of: $1.capacity) ?? 0)
      }
      let points = kindRows.map { (px($0.capacity, index), py(value($0)), value($0), $0.capacity) }
      let color = Self.colors[index % Self.colors.count]
      let dash = Self.dashes[index % Self.dashes.count]
      out.append(#"<g class="series-group" data-kind="\#(group.map(\.rawValue).joined(separator: ","))">"#)
      if points.count > 1 {
        let path = points.map { "\($0.0),\($0.1)" }.joined(separator: " ")
        out.append(
          #"<polyline points="\#(path)" class="series" stroke="\#(color)" stroke-dasharray="\#(dash)"/>"#)
      }
      for point in points {
        out.append(
          #"<circle cx="\#(point.0)" cy="\#(point.1)" r="4" fill="\#(color)" class="point" "#
            + #"data-capacity="\#(point.3.description)" data-value="\#(point.2)">"#
            + "<title>\(group.map(\.rawValue).joined(separator: ", ")), capacity \(point.3.description): "
            + "\(point.2)</title></circle>")
      }
      // Retained, where it differs from what was replayed.
      for row in kindRows where row.retained != row.late.count {
        out.append(
          #"<circle cx="\#(px(row.capacity, index))" cy="\#(py(row.retained))" r="6" stroke="\#(color)" "#
            + #"class="cap-retained" data-capacity="\#(row.capacity.description)" data-retained="\#(row.retained)">"#
            + "<title>\(kind.rawValue), capacity \(row.capacity.description): retains \(row.retained)</title></circle>")
      }
      out.append("</g>")
    }
    out.append("</g>")
    return out
  }

  private func legend(y: Double) -> [String] {
    var out = [#"<g class="legend">"#]
    for (index, group) in groups.enumerated() {
      let x = Self.margin
      let rowY = y + Double(index) * 22
      let color = Self.colors[index % Self.colors.count]
      let dash = Self.dashes[index % Self.dashes.count]
      out.append(
        #"<line x1="\#(x)" y1="\#(rowY + 8)" x2="\#(x + 28)" y2="\#(rowY + 8)" class="series" "#
          + #"stroke="\#(color)" stroke-dasharray="\#(dash)"/>"#)
      out.append(#"<circle cx="\#(x + 14)" cy="\#(rowY + 8)" r="4" fill="\#(color)"/>"#)
      let call = group.map { kind in
        kind.spelling(kind.fixedCapacity ?? .bounded(0)).replacingOccurrences(of: "(0)", with: "(n)")
          .replacingOccurrences(of: "capacity: 0", with: "capacity: n")
      }.joined(separator: ", ")
      out.append(
        #"<text x="\#(x + 36)" y="\#(rowY + 12)" class="legend-text">\#(MarbleSVG.escape(call))</text>"#)
    }
    out.append("</g>")
    return out
  }

  /// The right panel: a lane per kind on a time axis to scale, from 0 to one
  /// second after completion, with each start of the kind's source (as the
  /// run recorded it), the early and late subscriptions, the sends at 1.0
  /// and the completion. A subject has no source of its own: its lane says so.
  private func runs(x: Double, y: Double) -> [String] {
    let title = "when each kind's source ran (the same at every capacity)"
    var out = [#"<g class="runs">"#, #"<text x="\#(x)" y="\#(y + 12)" class="chart-title">\#(title)</text>"#]
    let left = x + Self.laneNameWidth
    let right = x + Self.chartWidth - 16
    let completion = max(1.0, experiment.lateAt) + 1
    let end = completion + 1
    func px(_ time: Double) -> Double { left + time / end * (right - left) }
    // The subscribers' names under the title (baseline y + 12), clear of
    // it and of the first lane's triangles (at its line minus 14): at
    // y + 24 over lanes from y + 40 they touched the title in Chromium.
    let lanesTop = y + 50
    let laneHeight = min(38.0, (Self.chartHeight - 80) / Double(max(1, kinds.count)))
    for (name, time) in [("early", experiment.earlyAt), ("late", experiment.lateAt)] {
      out.append(#"<text x="\#(px(time))" y="\#(y + 30)" class="tick" text-anchor="middle">\#(name)</text>"#)
    }
    for (index, kind) in kinds.enumerated() {
      guard let row = rows.first(where: { $0.kind == kind }) else { continue }
      let laneY = lanesTop + Double(index) * laneHeight
      out.append(#"<g class="kind-lane" data-kind="\#(kind.rawValue)" data-runs="\#(row.sourceStarts.count)">"#)
      out.append(#"<text x="\#(x)" y="\#(laneY + 4)" class="legend-text">\#(kind.rawValue)</text>"#)
      out.append(#"<line x1="\#(left)" y1="\#(laneY)" x2="\#(right)" y2="\#(laneY)" class="cap-lane-line"/>"#)
      for (subscriber, time) in [("early", experiment.earlyAt), ("late", experiment.lateAt)] {
        out.append(
          #"<path d="M\#(px(time) - 4) \#(laneY - 14) L\#(px(time) + 4) \#(laneY - 14) L\#(px(time)) \#(laneY - 6) Z" "#
            + #"class="cap-subscribed"><title>the \#(subscriber) subscriber subscribes at t=\#(formatTime(time))</title></path>"#
        )
      }
      out.append(
        #"<rect x="\#(px(1.0) - 5)" y="\#(laneY - 5)" width="10" height="10" rx="5" class="cap-sent">"#
          + "<title>\(plural(experiment.values.count, "value")) sent at t=1.0</title></rect>")
      out.append(
        #"<line x1="\#(px(completion))" y1="\#(laneY - 8)" x2="\#(px(completion))" y2="\#(laneY + 8)" "#
          + #"class="cap-completed"/>"#)
      if row.sourceStarts.isEmpty {
        out.append(
          #"<text x="\#(px(0))" y="\#(laneY + 14)" class="tick">a subject: no source of its own</text>"#)
      }
      for (number, start) in row.sourceStarts.enumerated() {
        out.append(
          #"<g class="mark kind-started"><title>its source started at t=\#(formatTime(start))</title>"#
            + #"<rect x="\#(px(start) - 15)" y="\#(laneY + 2)" width="30" height="14" rx="3" class="cap-started"/>"#
            + #"<text x="\#(px(start))" y="\#(laneY + 13)" class="cap-label">run \#(number + 1)</text></g>"#)
      }
      out.append("</g>")
    }
    let axisY = lanesTop + Double(kinds.count) * laneHeight
    out.append(#"<line x1="\#(left)" y1="\#(axisY)" x2="\#(right)" y2="\#(axisY)" class="axis"/>"#)
    var tick = 0.0
    while tick <= end {
      out.append(#"<line x1="\#(px(tick))" y1="\#(axisY)" x2="\#(px(tick))" y2="\#(axisY + 4)" class="axis"/>"#)
      out.append(
        #"<text x="\#(px(tick))" y="\#(axisY + 16)" class="tick" text-anchor="middle">\#(formatTime(tick))</text>"#)
      tick += end > 8 ? 2 : 1
    }
    for (index, line) in Self.timeCaptionLines.enumerated() {
      out.append(
        #"<text x="\#((left + right) / 2)" y="\#(axisY + 32 + Double(index) * Self.captionLine)" "#
          + #"class="tick time-caption" text-anchor="middle">\#(MarbleSVG.escape(line))</text>"#)
    }
    out.append("</g>")
    return out
  }

  /// The time axis's caption, in the pieces a line may break between.
  static let timeCaption = [
    "time (s), to scale:", "▼ a subscriber subscribes,", "● the values are sent,", "| completion",
  ]

  /// About 6.5 px a character of the 11 px tick text, a little more than
  /// Chromium draws.
  static let tickCharacter = 6.5

  /// The room a line of the time axis's caption takes.
  static let captionLine = 14.0

  /// The time axis's caption in lines that fit under the axis (from the
  /// lanes' names' column to the panel's right edge less 16 px): on one line
  /// it ran past the plot's right edge ("… | completior" in Chromium).
  static var timeCaptionLines: [String] {
    let columns = Int((chartWidth - 16 - laneNameWidth) / tickCharacter)
    var lines: [String] = []
    for piece in timeCaption {
      if let last = lines.last, last.displayWidth + 1 + piece.displayWidth <= columns {
        lines[lines.count - 1] += " " + piece
      } else {
        lines.append(piece)
      }
    }
    return lines
  }

  /// A step for the y axis giving at most about six ticks: 1, 2, 5 times a power of ten.
  private func niceStep(_ maximum: Int) -> Int {
    var magnitude = 1
    while true {
      for factor in [1, 2, 5] where maximum / (factor * magnitude) <= 6 { return factor * magnitude }
      magnitude *= 10
    }
  }
}
