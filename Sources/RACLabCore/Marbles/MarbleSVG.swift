import Foundation

/// Draws marble diagrams as one standalone SVG document, one panel per
/// diagram, stacked, sharing one time axis so panels line up.
///
/// The axis is virtual time, not to scale: each instant at which something
/// happens gets a column wide enough for the marks any lane has then (a
/// subscriber that gets three replayed values at t=1.1 gets three marbles side
/// by side), and instants are drawn in order with their time under them.
public enum MarbleSVG {
  static let margin = 20.0
  static let nameWidth = 190.0
  static let laneHeight = 48.0
  static let titleHeight = 30.0
  static let axisHeight = 38.0
  static let gap = 18.0
  static let maxLabel = 34

  /// The SVG text for `diagrams`, with `heading` on top.
  public static func render(_ diagrams: [MarbleDiagram], heading: String, subheading: String = "") -> String {
    let allMarks = diagrams.flatMap { $0.lanes.flatMap(\.marks) }
    let longest = allMarks.map { shortLabel($0.label).count }.max() ?? 1
    let slot = min(260, max(40, Double(longest) * 7 + 18))
    // Columns: each distinct time gets as many slots as the busiest lane has marks then.
    var slotsAt: [Double: Int] = [:]
    for lane in diagrams.flatMap(\.lanes) {
      var counts: [Double: Int] = [:]
      for mark in lane.marks { counts[key(mark.time), default: 0] += 1 }
      for (time, count) in counts { slotsAt[time] = max(slotsAt[time] ?? 0, count) }
      if let start = lane.start { slotsAt[key(start)] = max(slotsAt[key(start)] ?? 0, 1) }
    }
    let times = slotsAt.keys.sorted()
    var columnX: [Double: Double] = [:]
    var x = margin + nameWidth + gap
    for time in times {
      columnX[time] = x
      x += Double(slotsAt[time]!) * slot + gap
    }
    // Wide enough for the legend and the heading, whatever the lanes need.
    let width = max(x + margin, 800, Double(heading.count) * 9.5 + 2 * margin)
    var y = margin + 26
    var body: [String] = [
      #"<text x="\#(margin)" y="\#(margin + 8)" class="heading">\#(escape(heading))</text>"#
    ]
    for line in wrap(subheading, width: Int((width - 2 * margin) / 7.8)) {
      body.append(#"<text x="\#(margin)" y="\#(y + 2)" class="subtitle">\#(escape(line))</text>"#)
      y += 18
    }
    for diagram in diagrams {
      body.append(#"<g class="panel">"#)
      body.append(#"<text x="\#(margin)" y="\#(y + 18)" class="title">\#(escape(diagram.title))</text>"#)
      y += titleHeight
      for lane in diagram.lanes {
        body.append(contentsOf: drawLane(lane, y: y + laneHeight / 2, width: width, slot: slot, columnX: columnX))
        y += laneHeight
      }
      body.append(contentsOf: drawAxis(y: y + 8, width: width, times: times, columnX: columnX, slot: slot))
      y += axisHeight
      body.append("</g>")
    }
    y += drawLegend(into: &body, y: y + 10)
    let height = y + margin
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif">
      <style>
      .heading { font-size: 16px; font-weight: bold; }
      .title { font-size: 14px; font-weight: bold; fill: #333; }
      .subtitle { font-size: 13px; fill: #333; }
      .lane-name { font-size: 12px; fill: #222; }
      .lane-line { stroke: #555; stroke-width: 1.5; }
      .marble { fill: #ffe082; stroke: #8d6e00; stroke-width: 1.5; }
      .note { fill: #e0e0e0; stroke: #757575; stroke-width: 1.2; }
      .label { font-size: 11px; text-anchor: middle; fill: #000; }
      .completed { stroke: #000; stroke-width: 3; }
      .error { stroke: #c62828; stroke-width: 3; }
      .interrupted { stroke: #ef6c00; stroke-width: 3; }
      .disposed { fill: none; stroke: #1565c0; stroke-width: 2; }
      .axis { stroke: #999; stroke-width: 1; }
      .tick { font-size: 10px; text-anchor: middle; fill: #555; }
      </style>
      <rect x="0" y="0" width="\(Int(width))" height="\(Int(height))" fill="#ffffff"/>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// `text` broken into lines of at most `width` characters, at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private static func key(_ time: Double) -> Double { (time * 1_000_000).rounded() / 1_000_000 }

  private static func shortLabel(_ label: String) -> String {
    label.count <= maxLabel ? label : String(label.prefix(maxLabel - 1)) + "…"
  }

  private static func drawLane(
    _ lane: MarbleDiagram.Lane, y: Double, width: Double, slot: Double, columnX: [Double: Double]
  ) -> [String] {
    var out = [#"<g class="\#(lane.isSource ? "lane source" : "lane")" data-name="\#(escape(lane.name))">"#]
    out.append(#"<text x="\#(margin)" y="\#(y + 4)" class="lane-name">\#(escape(shortName(lane.name)))</text>"#)
    let firstTime = lane.start ?? lane.marks.first?.time ?? 0
    let startX = (columnX[key(firstTime)] ?? margin + nameWidth + gap) + slot / 2 - 14
    let terminal = lane.marks.last { [.completed, .error, .interrupted, .disposed].contains($0.kind) }
    var used: [Double: Int] = [:]
    var positions: [(MarbleDiagram.Mark, Double)] = []
    for mark in lane.marks {
      let column = key(mark.time)
      let index = used[column, default: 0]
      used[column] = index + 1
      positions.append((mark, (columnX[column] ?? startX) + (Double(index) + 0.5) * slot))
    }
    let endX = terminal.flatMap { mark in positions.last { $0.0 == mark }?.1 } ?? (width - margin)
    out.append(#"<line x1="\#(startX)" y1="\#(y)" x2="\#(endX)" y2="\#(y)" class="lane-line"/>"#)
    if terminal == nil {
      out.append(
        #"<path d="M\#(endX - 8) \#(y - 5) L\#(endX) \#(y) L\#(endX - 8) \#(y + 5)" class="lane-line" fill="none"/>"#)
    }
    for (mark, markX) in positions {
      out.append(drawMark(mark, x: markX, y: y, slot: slot))
    }
    out.append("</g>")
    return out
  }

  private static func drawMark(_ mark: MarbleDiagram.Mark, x: Double, y: Double, slot: Double) -> String {
    let tip = "<title>t=\(formatTime(mark.time)) \(mark.kind.rawValue) \(escape(mark.label))</title>"
    switch mark.kind {
    case .value, .note:
      let label = shortLabel(mark.label)
      let half = max(13, min(slot / 2 - 3, Double(label.count) * 3.6 + 8))
      let shape =
        #"<rect x="\#(x - half)" y="\#(y - 13)" width="\#(2 * half)" height="26" rx="13" "#
        + #"class="\#(mark.kind == .value ? "marble" : "note")"/>"#
      return #"<g class="mark kind-\#(mark.kind.rawValue)">\#(tip)\#(shape)"#
        + #"<text x="\#(x)" y="\#(y + 4)" class="label">\#(escape(label))</text></g>"#
    case .completed:
      return #"<g class="mark kind-completed">\#(tip)"#
        + #"<line x1="\#(x)" y1="\#(y - 14)" x2="\#(x)" y2="\#(y + 14)" class="completed"/></g>"#
    case .error:
      return #"<g class="mark kind-error">\#(tip)"#
        + #"<path d="M\#(x - 9) \#(y - 9) L\#(x + 9) \#(y + 9) "#
        + #"M\#(x + 9) \#(y - 9) L\#(x - 9) \#(y + 9)" class="error"/>"#
        + (mark.label.isEmpty
          ? "" : #"<text x="\#(x)" y="\#(y + 21)" class="label">\#(escape(shortLabel(mark.label)))</text>"#)
        + "</g>"
    case .interrupted:
      return #"<g class="mark kind-interrupted">\#(tip)"#
        + #"<line x1="\#(x)" y1="\#(y - 14)" x2="\#(x)" y2="\#(y + 14)" class="interrupted"/>"#
        + #"<line x1="\#(x - 8)" y1="\#(y + 8)" x2="\#(x + 8)" y2="\#(y - 8)" class="interrupted"/></g>"#
    case .disposed:
      return #"<g class="mark kind-disposed">\#(tip)"#
        + #"<rect x="\#(x - 7)" y="\#(y - 7)" width="14" height="14" class="disposed"/></g>"#
    }
  }

  private static func drawAxis(
    y: Double, width: Double, times: [Double], columnX: [Double: Double], slot: Double
  ) -> [String] {
    var out = [#"<line x1="\#(margin + nameWidth)" y1="\#(y)" x2="\#(width - margin)" y2="\#(y)" class="axis"/>"#]
    out.append(#"<text x="\#(margin)" y="\#(y + 4)" class="lane-name">virtual time (s)</text>"#)
    for time in times {
      let tickX = columnX[time]! + slot / 2
      out.append(#"<line x1="\#(tickX)" y1="\#(y - 4)" x2="\#(tickX)" y2="\#(y + 4)" class="axis"/>"#)
      out.append(#"<text x="\#(tickX)" y="\#(y + 16)" class="tick">\#(formatTime(time))</text>"#)
    }
    return out
  }

  /// Appends the legend; returns its height.
  private static func drawLegend(into body: inout [String], y: Double) -> Double {
    let items: [(MarbleDiagram.Mark, String)] = [
      (.init(0, .value, "A"), "value"), (.init(0, .note, "start"), "source started / note"),
      (.init(0, .completed), "completed"), (.init(0, .error), "error"),
      (.init(0, .interrupted), "interrupted"), (.init(0, .disposed), "disposed"),
    ]
    body.append(#"<g class="legend">"#)
    var x = margin + 20
    for (mark, text) in items {
      body.append(drawMark(mark, x: x, y: y + 10, slot: 44))
      body.append(#"<text x="\#(x + 26)" y="\#(y + 14)" class="lane-name">\#(text)</text>"#)
      x += 50 + Double(text.count) * 6.5
    }
    body.append("</g>")
    return 30
  }

  private static func shortName(_ name: String) -> String {
    name.count <= 30 ? name : String(name.prefix(29)) + "…"
  }

  /// Escapes XML's special characters.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}
