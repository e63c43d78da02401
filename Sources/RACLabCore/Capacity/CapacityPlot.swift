import Foundation

/// The capacity experiment drawn as two line charts, side by side, against
/// capacity: how many values the late subscriber was replayed, and how many
/// the kind retained (its memory, in values). One line per kind; a kind with
/// a fixed capacity is one point.
struct CapacityPlot {
  let experiment: CapacityExperiment
  let rows: [CapacityExperiment.Row]

  static let chartWidth = 500.0
  static let chartHeight = 300.0
  static let margin = 16.0
  static let left = 56.0
  static let bottom = 46.0
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
    let legendRows = (kinds.count + 2) / 3
    let height = 58 + Self.chartHeight + 14 + Double(legendRows) * 22 + Self.margin
    var body: [String] = [
      #"<text x="\#(Self.margin)" y="\#(Self.margin + 14)" class="heading">\#(MarbleSVG.escape(heading))</text>"#,
      #"<text x="\#(Self.margin)" y="\#(Self.margin + 34)" class="subtitle">\#(MarbleSVG.escape(subtitle))</text>"#,
    ]
    let top = 58.0
    body += chart(
      "values replayed to the late subscriber (t=\(formatTime(experiment.lateAt)))", x: Self.margin, y: top,
      value: { $0.late.count })
    body += chart(
      "retained values (memory) after completion", x: 2 * Self.margin + Self.chartWidth, y: top,
      value: { $0.retained })
    body += legend(y: top + Self.chartHeight + 14)
    return MarbleSVG.document(width: width, height: height, style: Self.style, body: body)
  }

  static let style = """
    .heading { font-size: 16px; font-weight: bold; }
    .subtitle { font-size: 13px; fill: #333; }
    .chart-title { font-size: 13px; font-weight: bold; fill: #333; }
    .axis { stroke: #555; stroke-width: 1; }
    .grid { stroke: #e0e0e0; stroke-width: 1; }
    .tick { font-size: 11px; fill: #444; }
    .legend-text { font-size: 12px; fill: #222; }
    .series { fill: none; stroke-width: 2; }
    """

  private var subtitle: String {
    let values = plural(experiment.values.count, "value")
    return "\(values) sent at t=1.0; a line per kind (kinds that agree overlap, each nudged a little), "
      + "a point for a kind whose capacity is fixed."
  }

  private func chart(_ title: String, x: Double, y: Double, value: (CapacityExperiment.Row) -> Int) -> [String] {
    let plotLeft = x + Self.left
    let plotRight = x + Self.chartWidth - 10
    let plotTop = y + 24
    let plotBottom = y + Self.chartHeight - Self.bottom
    let maximum = max(1, rows.map(value).max() ?? 1)
    let step = niceStep(maximum)
    let top = Double((maximum + step - 1) / step * step)
    let columns = capacities
    func px(_ capacity: CapacityValue, _ kindIndex: Int) -> Double {
      let index = Double(columns.firstIndex(of: capacity) ?? 0)
      let spacing = (plotRight - plotLeft) / Double(max(1, columns.count))
      // Kinds that agree would hide each other: each is nudged a little.
      let nudge = (Double(kindIndex) - Double(kinds.count - 1) / 2) * 4
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
        #"<text x="\#(px(capacity, (kinds.count - 1) / 2))" y="\#(plotBottom + 16)" class="tick" "#
          + #"text-anchor="middle">\#(capacity.description)</text>"#)
    }
    out.append(
      #"<text x="\#((plotLeft + plotRight) / 2)" y="\#(plotBottom + 36)" class="tick" "#
        + #"text-anchor="middle">capacity</text>"#)
    for (index, kind) in kinds.enumerated() {
      let points = rows.filter { $0.kind == kind }.sorted {
        (columns.firstIndex(of: $0.capacity) ?? 0) < (columns.firstIndex(of: $1.capacity) ?? 0)
      }.map { (px($0.capacity, index), py(value($0)), value($0), $0.capacity) }
      let color = Self.colors[index % Self.colors.count]
      let dash = Self.dashes[index % Self.dashes.count]
      out.append(#"<g class="series-group" data-kind="\#(kind.rawValue)">"#)
      if points.count > 1 {
        let path = points.map { "\($0.0),\($0.1)" }.joined(separator: " ")
        out.append(
          #"<polyline points="\#(path)" class="series" stroke="\#(color)" stroke-dasharray="\#(dash)"/>"#)
      }
      for point in points {
        out.append(
          #"<circle cx="\#(point.0)" cy="\#(point.1)" r="4" fill="\#(color)" class="point" "#
            + #"data-capacity="\#(point.3.description)" data-value="\#(point.2)">"#
            + "<title>\(kind.rawValue), capacity \(point.3.description): \(point.2)</title></circle>")
      }
      out.append("</g>")
    }
    out.append("</g>")
    return out
  }

  private func legend(y: Double) -> [String] {
    var out = [#"<g class="legend">"#]
    for (index, kind) in kinds.enumerated() {
      let x = Self.margin + Double(index % 3) * 330
      let rowY = y + Double(index / 3) * 22
      let color = Self.colors[index % Self.colors.count]
      let dash = Self.dashes[index % Self.dashes.count]
      out.append(
        #"<line x1="\#(x)" y1="\#(rowY + 8)" x2="\#(x + 28)" y2="\#(rowY + 8)" class="series" "#
          + #"stroke="\#(color)" stroke-dasharray="\#(dash)"/>"#)
      out.append(#"<circle cx="\#(x + 14)" cy="\#(rowY + 8)" r="4" fill="\#(color)"/>"#)
      let call = kind.spelling(kind.fixedCapacity ?? .bounded(0)).replacingOccurrences(of: "(0)", with: "(n)")
        .replacingOccurrences(of: "capacity: 0", with: "capacity: n")
      out.append(
        #"<text x="\#(x + 36)" y="\#(rowY + 12)" class="legend-text">\#(MarbleSVG.escape(call))</text>"#)
    }
    out.append("</g>")
    return out
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
