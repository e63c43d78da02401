import Foundation

/// Draws marble diagrams as one standalone SVG document: a panel per
/// diagram (flavor), stacked and sharing one time axis so the panels line up;
/// diagrams whose lanes are the same are drawn once.
///
/// The axis is virtual time to scale (`Layout`): the distance between two
/// instants is proportional to the time between them, at the scale that
/// keeps the closest instants' marbles apart; when that does not fit the
/// page, the longest gaps are compressed, each drawn as a labelled break. An untimed run (a
/// `Layout.Axis.steps` diagram) is laid out in its order of events, one step
/// apiece, on an axis labelled so. The marbles a lane gets at one instant (a
/// late subscriber replayed three values at t=1.1) are stacked, first on top.
/// When the instants do not fit in `maxWidth`, the axis wraps: each row
/// repeats the panels. With two diagrams that differ, a cell where their
/// lanes' marks differ is outlined in red in both.
public enum MarbleSVG {
  /// The widest document drawn, in pixels.
  public static let maxWidth = 1280.0
  static let margin = 16.0
  static let rowHeight = 28.0
  static let lanePadding = 10.0
  static let titleHeight = 26.0
  /// The room a wrapped title's every further line takes.
  static let titleLine = 18.0
  static let axisHeight = 34.0
  static let gap = 12.0
  static let maxLabel = 14
  /// The room a subscription triangle takes left of its column's marks.
  static let subscriptionRoom = 12.0
  static let maxName = 32

  /// The SVG text for `diagrams`, with `heading` on top, then the
  /// `subheading` paragraphs (a compare's verdict, then each explanation),
  /// and the `caption` paragraphs (one per flavor where their pictures say
  /// different things) under the panels: each paragraph starts a block of
  /// its own. Interruptions mark a difference only when
  /// `comparingInterruptions`.
  public static func render(
    _ diagrams: [MarbleDiagram], heading: String, subheading: [String] = [], caption: [String] = [],
    comparingInterruptions: Bool = false
  ) -> String {
    let drawn = drawnOnce(diagrams)
    let layout = Layout(drawn)
    // Outlined in every panel: where any two neighbouring panels differ.
    let differences = zip(drawn, drawn.dropFirst()).reduce(into: [String: Set<Double>]()) { union, pair in
      union.merge(MarbleDiagram.differences(pair.0, pair.1, comparingInterruptions: comparingInterruptions)) {
        $0.union($1)
      }
    }
    let rows = layout.rows(fitting: maxWidth - 2 * margin - layout.nameWidth - 16)
    let contentWidth =
      rows.map { row in
        layout.offset[row.last!]! - layout.offset[row[0]]!
          + (layout.columnWidth[row[0]]! + layout.columnWidth[row.last!]!) / 2
          + gap
      }.max() ?? 0
    // Wide enough for the panels' titles too, up to the widest page (then
    // they wrap), measured glyph by glyph: at 10.5 px a character S17's
    // 88-character title made its diagram 956 px wide for 633 px of text
    // (Chromium's getComputedTextLength); at 8, a title of capitals ran past
    // the edge.
    let widestSuffix = rows.count > 1 ? "  (\(rows.count) of \(rows.count))" : ""
    let titles = drawn.map { FontWeight.bold.width($0.title + widestSuffix, size: 14) + 2 * margin }.max() ?? 0
    let width = min(maxWidth, max(480, titles, margin + layout.nameWidth + gap + contentWidth + 16 + margin))
    var body: [String] = []
    var y = margin
    // The heading, subtitles, titles and captions are measured glyph by
    // glyph (`FontWeight`) in their fonts: at a flat 10.5 px a character of
    // the 16 px bold heading,
    // publish-connect's put "steps" on a line of its own, though the whole
    // heading is 447.2 px in Chromium and its diagram is 633 px wide.
    let textWidth = width - 2 * margin
    for line in wrap(heading, within: textWidth, .bold, size: 16) {
      body.append(#"<text x="\#(margin)" y="\#(y + 14)" class="heading">\#(escape(line))</text>"#)
      y += 22
    }
    var notes = subheading.map { wrap($0, within: textWidth, .regular, size: 13) }
    if diagrams.count >= 2 {
      // Wrapped: with three flavors named it outgrows a narrow diagram.
      let summary = differenceSummary(
        differences, diagrams, drawn: drawn, comparingInterruptions: comparingInterruptions)
      notes.append(wrap(summary, within: textWidth, .regular, size: 13))
    }
    for (gapBefore, line) in paragraphLines(notes) {
      y += gapBefore ? paragraphGap : 0
      body.append(#"<text x="\#(margin)" y="\#(y + 13)" class="subtitle">\#(escape(line))</text>"#)
      y += 18
    }
    for (number, row) in rows.enumerated() {
      var columnX: [Double: Double] = [:]
      let first = row[0]
      let rowStart = margin + layout.nameWidth + gap + layout.columnWidth[first]! / 2
      for time in row { columnX[time] = rowStart + layout.offset[time]! - layout.offset[first]! }
      let last = row[row.count - 1]
      let frame = Frame(
        columnX: columnX, columnWidth: layout.columnWidth, lineStart: margin + layout.nameWidth + 4,
        lineEnd: columnX[last]! + layout.columnWidth[last]! / 2 + gap + 8, isFirst: number == 0,
        isLast: number == rows.count - 1)
      body.append(#"<g class="segment">"#)
      for diagram in drawn {
        body.append(#"<g class="panel">"#)
        let suffix = rows.count > 1 ? "  (\(number + 1) of \(rows.count))" : ""
        let title = wrap(diagram.title + suffix, within: textWidth, .bold, size: 14)
        for (index, line) in title.enumerated() {
          body.append(
            #"<text x="\#(margin)" y="\#(y + 18 + Double(index) * titleLine)" class="title">\#(escape(line))</text>"#)
        }
        y += titleHeight + Double(title.count - 1) * titleLine
        for lane in diagram.lanes {
          let height = layout.stackHeight(lane) + lanePadding
          body += drawLane(lane, top: y, height: height, frame: frame, differences: differences[lane.name] ?? [])
          y += height
        }
        body += drawAxis(y: y + 8, times: row, frame: frame, layout: layout)
        y += axisHeight
        body.append("</g>")
      }
      body.append("</g>")
    }
    for (gapBefore, line) in paragraphLines(caption.map { wrap($0, within: textWidth, .bold, size: 13) }) {
      y += gapBefore ? paragraphGap : 0
      body.append(#"<text x="\#(margin)" y="\#(y + 14)" class="caption">\#(escape(line))</text>"#)
      y += 20
    }
    y += drawLegend(into: &body, y: y + 6, width: width, differences: !differences.isEmpty)
    return document(width: width, height: y + margin, style: Self.style, body: body, rootClass: Self.rootClass)
  }

  /// The room between two paragraphs of a subheading or caption.
  static let paragraphGap = 5.0

  /// The lines of `paragraphs` (each wrapped already; empty ones skipped),
  /// each saying whether a paragraph gap comes before it: before the first
  /// line of every paragraph but the first.
  private static func paragraphLines(_ paragraphs: [[String]]) -> [(gapBefore: Bool, line: String)] {
    paragraphs.filter { !$0.isEmpty }.enumerated().flatMap { index, lines in
      lines.enumerated().map { (index > 0 && $0 == 0, $1) }
    }
  }

  /// `diagrams`, with neighbours whose lanes are the same drawn once,
  /// titled with their flavors: the same picture twice tells nothing more.
  static func drawnOnce(_ diagrams: [MarbleDiagram]) -> [MarbleDiagram] {
    var groups: [[MarbleDiagram]] = []
    for diagram in diagrams {
      if let last = groups.last?.last, last.lanes == diagram.lanes, last.axis == diagram.axis {
        groups[groups.count - 1].append(diagram)
      } else {
        groups.append([diagram])
      }
    }
    return groups.map { group in
      guard group.count > 1 else { return group[0] }
      var once = group[0]
      let names = listed(group.map(\.flavorName))
      // The titles' words after the flavor (a seed's verdict), when the same.
      let rests = group.map {
        $0.title.hasPrefix($0.flavorName) ? String($0.title.dropFirst($0.flavorName.count)) : ""
      }
      once.title =
        names + (Set(rests).count == 1 && !rests[0].isEmpty ? rests[0] + " (\(sameMarbles))" : ": \(sameMarbles)")
      once.flavor = nil
      return once
    }
  }

  /// What the lab says of flavors whose pictures are the same: in a merged
  /// panel's title, in the summary above the panels and in the report. Said
  /// only of panels `drawnOnce` merged: a check that compares less than the
  /// whole picture would claim it of panels drawn apart.
  static let sameMarbles = "the same marbles, drawn once"

  /// `A and B`, `A, B and C`.
  static func listed(_ names: [String]) -> String {
    names.count < 3
      ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// The class of a diagram's root element. Every rule of `style` is scoped
  /// to it: the report inlines the diagrams next to the capacity plot and
  /// the page's own paragraphs, and an inline SVG's `<style>` applies to the
  /// whole page (an unscoped `.tick { text-anchor: middle }` centred the
  /// capacity plot's "no source of its own" line on its start).
  static let rootClass = "marble-diagram"

  static let style = """
    .marble-diagram .heading { font-size: 16px; font-weight: bold; }
    .marble-diagram .title { font-size: 14px; font-weight: bold; fill: #333; }
    .marble-diagram .subtitle { font-size: 13px; fill: #333; }
    .marble-diagram .lane-name { font-size: 12px; fill: #222; }
    .marble-diagram .lane-line { stroke: #555; stroke-width: 1.5; }
    .marble-diagram .stack { stroke: #8d6e00; stroke-width: 1; stroke-dasharray: 2 2; }
    .marble-diagram .marble { fill: #ffe082; stroke: #8d6e00; stroke-width: 1.5; }
    .marble-diagram .note { fill: #e0e0e0; stroke: #757575; stroke-width: 1.2; }
    .marble-diagram .label { font-size: 11px; text-anchor: middle; fill: #000; }
    .marble-diagram .completed { stroke: #000; stroke-width: 3; }
    .marble-diagram .error { stroke: #c62828; stroke-width: 3; }
    .marble-diagram .interrupted { stroke: #ef6c00; stroke-width: 3; }
    .marble-diagram .disposed { fill: none; stroke: #1565c0; stroke-width: 2; }
    .marble-diagram .difference { fill: #ffebee; stroke: #c62828; stroke-width: 1.5; stroke-dasharray: 4 2; }
    .marble-diagram .axis { stroke: #999; stroke-width: 1; }
    .marble-diagram .tick { font-size: 10px; text-anchor: middle; fill: #555; }
    .marble-diagram .started { fill: #c8e6c9; stroke: #2e7d32; stroke-width: 1.5; }
    .marble-diagram .subscribed { fill: #2e7d32; stroke: none; }
    .marble-diagram .break { stroke: #555; stroke-width: 1.5; fill: none; }
    .marble-diagram .break-label { font-size: 10px; text-anchor: middle; fill: #555; font-style: italic; }
    .marble-diagram .caption { font-size: 13px; fill: #1b5e20; font-weight: bold; }
    """

  /// A standalone SVG document of `width` by `height` pixels on white, with
  /// `style` and the elements of `body` (the marble diagrams and the capacity
  /// plot share it).
  static func document(
    width: Double, height: Double, style: String, body: [String], rootClass: String? = nil
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg"\(rootClass.map { #" class="\#($0)""# } ?? "") \
    width="\(Int(width))" height="\(Int(height))" \
    viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif">
    <style>
    \(style)
    </style>
    <rect x="0" y="0" width="\(Int(width))" height="\(Int(height))" fill="#ffffff"/>
    \(body.joined(separator: "\n"))
    </svg>

    """
  }

  /// Where one row of columns is drawn.
  struct Frame {
    let columnX: [Double: Double]
    let columnWidth: [Double: Double]
    let lineStart: Double
    let lineEnd: Double
    let isFirst: Bool
    let isLast: Bool
  }

  /// Where every panel's instants sit: a column per instant, as wide as
  /// its widest mark, each at its offset from the first instant.
  ///
  /// Timed: offsets are proportional to time, at the scale (pixels per
  /// second) that keeps the two closest instants' columns apart; while that
  /// would not fit the page, the widest gap left is compressed to a break,
  /// drawn on the axis and labelled with its length. Steps: one step apiece.
  struct Layout {
    let times: [Double]
    let columnWidth: [Double: Double]
    let nameWidth: Double
    let axis: MarbleDiagram.Axis
    /// Each instant's distance from the first, in pixels.
    let offset: [Double: Double]
    /// The instants drawn after a compressed gap (a break before them).
    let breaksBefore: Set<Double>
    /// Pixels per second (timed) or per step.
    let scale: Double

    init(_ diagrams: [MarbleDiagram]) {
      var widths: [Double: Double] = [:]
      var subscriptions: Set<Double> = []
      var longestName = 8
      for lane in diagrams.flatMap(\.lanes) {
        longestName = max(longestName, min(maxName, lane.name.displayWidth))
        if let start = lane.start { widths[key(start)] = max(widths[key(start)] ?? 0, 28) }
        for mark in lane.marks {
          if mark.kind == .subscribed { subscriptions.insert(key(mark.time)) }
          widths[key(mark.time), default: 28] = max(widths[key(mark.time)] ?? 28, markWidth(mark))
        }
      }
      // Room on the left of a column for the subscription triangle.
      for time in subscriptions { widths[time]! += 2 * subscriptionRoom }
      times = widths.keys.sorted()
      columnWidth = widths
      axis = diagrams.first?.axis ?? .time
      // The axis's name is written in the same column as the lanes' names:
      // "step (untimed)", wider than S17's lane names, ran into tick 1.
      nameWidth = Double(max(longestName, MarbleSVG.axisName(axis).count)) * 6.8 + 12
      // The scale that keeps every two neighbouring columns apart.
      var scale = 1.0
      for (earlier, later) in zip(times, times.dropFirst()) {
        let needed = (widths[earlier]! + widths[later]!) / 2 + gap
        scale = max(scale, needed / (later - earlier))
      }
      // Gaps wider than `gapLimit` at that scale become breaks; while the
      // instants do not fit the page, the limit comes down (the longest
      // gaps are compressed first), and only then does the axis wrap.
      let available = maxWidth - 2 * margin - nameWidth - 16 - gap
      var gapLimit = Double.infinity
      var offsets: [Double: Double] = [:]
      var breaks: Set<Double> = []
      while true {
        offsets = [:]
        breaks = []
        var position = 0.0
        for (index, time) in times.enumerated() {
          if index > 0 {
            let earlier = times[index - 1]
            let needed = (widths[earlier]! + widths[time]!) / 2 + gap
            let drawn = (time - earlier) * scale
            if drawn > gapLimit, drawn > needed + 48 {
              breaks.insert(time)
              position += needed + 48
            } else {
              position += drawn
            }
          }
          offsets[time] = position
        }
        var length = 0.0
        if let first = times.first, let final = times.last {
          length = offsets[final]! + (widths[first]! + widths[final]!) / 2
        }
        guard length > available, gapLimit > 60 else { break }
        // The widest gap still drawn to scale is compressed next.
        let widest = zip(times, times.dropFirst()).filter { !breaks.contains($1) }.map { ($1 - $0) * scale }.max() ?? 0
        gapLimit = min(gapLimit, widest) * 0.8
      }
      self.scale = scale
      offset = offsets
      breaksBefore = breaks
    }

    /// The instants cut into rows no wider than `width`.
    func rows(fitting width: Double) -> [[Double]] {
      var rows: [[Double]] = []
      for time in times {
        if let first = rows.last?.first,
          offset[time]! - offset[first]! + (columnWidth[first]! + columnWidth[time]!) / 2 + gap <= width
        {
          rows[rows.count - 1].append(time)
        } else {
          rows.append([time])
        }
      }
      return rows
    }

    /// The height of `lane`'s tallest stack: a row per mark at one instant
    /// (at least one), and room under an error's label.
    func stackHeight(_ lane: MarbleDiagram.Lane) -> Double {
      var stacks: [Double: [MarbleDiagram.Mark]] = [:]
      for mark in lane.marks where mark.kind != .subscribed { stacks[key(mark.time), default: []].append(mark) }
      let heights = stacks.values.map { marks in
        Double(marks.count) * rowHeight + (marks.last.map { $0.kind == .error && !$0.label.isEmpty } == true ? 12 : 0)
      }
      return max(rowHeight, heights.max() ?? rowHeight)
    }
  }

  /// What the panels show, said above them: the same marbles (only when
  /// every panel was merged into one), where the flavors differ (outlined in
  /// red), and what else sets panels drawn apart apart (a subscription at
  /// another time, an interruption not compared), so two panels are never
  /// summed up as the same.
  private static func differenceSummary(
    _ differences: [String: Set<Double>], _ diagrams: [MarbleDiagram], drawn: [MarbleDiagram],
    comparingInterruptions: Bool
  ) -> String {
    let names = listed(diagrams.map(\.flavorName))
    guard drawn.count > 1 else { return "\(names): \(sameMarbles)." }
    // Neighbours drawn apart, named by their flavors (a merged panel's title
    // names several).
    let unoutlined = zip(diagrams, diagrams.dropFirst()).flatMap {
      MarbleDiagram.unoutlinedDifferences($0, $1, comparingInterruptions: comparingInterruptions)
    }
    var parts: [String] = []
    if !differences.isEmpty {
      let times = Set(differences.values.joined()).sorted().map { diagrams[0].axis.label($0) }
      parts.append("\(names) differ at \(times.joined(separator: ", ")) (outlined in red)")
    }
    if !unoutlined.isEmpty {
      parts.append(
        (differences.isEmpty ? "\(names) are drawn apart: " : "also, ")
          + unoutlined.joined(separator: "; "))
    }
    if parts.isEmpty { parts.append("\(names) are drawn apart") }
    return parts.joined(separator: "; ") + "."
  }

  /// `text` broken into lines no wider than `pixels` in `weight` at `size`
  /// pixels (`wrap(_:width:measure:)`, measured by `FontWeight`).
  static func wrap(_ text: String, within pixels: Double, _ weight: FontWeight, size: Double) -> [String] {
    wrap(text, width: Int(pixels / FontWeight.unit(size)), measure: weight.advance)
  }

  /// `text` broken into lines of at most `width` columns (a wide character
  /// counts two), at spaces; a word wider than a line (a long script path,
  /// an operator chain written without spaces) is broken too, so no line
  /// runs past the diagram's edge. With `measure`, `width` is in its units
  /// (a diagram's text: `FontWeight.advance`, thousandths of an em).
  static func wrap(
    _ text: String, width: Int, measure: (Character) -> Int = { displayWidth($0) }
  ) -> [String] {
    let width = max(1, width)
    func size(_ text: String) -> Int { text.reduce(0) { $0 + measure($1) } }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, size(line) + measure(" ") + size(String(word)) > width {
        lines.append(line)
        line = ""
      }
      var pieces = line.isEmpty ? split(String(word), width: width, measure: measure) : [String(word)]
      line += (line.isEmpty ? "" : " ") + pieces.removeFirst()
      for piece in pieces {
        lines.append(line)
        line = piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `word` in pieces of at most `width` columns (one piece when it fits):
  /// each cut after a `/`, `-`, `_`, `,` or `)` or before a `.` or `(`, the
  /// last such point that fits (so a path breaks between its folders, a
  /// chain between its operators), or where the line is full when no such
  /// point is past a third of it.
  private static func split(_ word: String, width: Int, measure: (Character) -> Int) -> [String] {
    var pieces: [String] = []
    var rest = Array(word)
    while rest.reduce(0, { $0 + measure($1) }) > width {
      var fits = 0
      var used = 0
      while fits < rest.count, used + measure(rest[fits]) <= width {
        used += measure(rest[fits])
        fits += 1
      }
      fits = max(1, fits)
      let breaks = (1...fits).filter { cut in
        "/-_,)".contains(rest[cut - 1]) || (cut < rest.count && ".(".contains(rest[cut]))
      }
      let cut = breaks.last.flatMap { $0 * 3 > fits ? $0 : nil } ?? fits
      pieces.append(String(rest[..<cut]))
      rest.removeFirst(cut)
    }
    return pieces + [String(rest)]
  }

  static func key(_ time: Double) -> Double { (time * 1_000_000).rounded() / 1_000_000 }

  private static func shortLabel(_ label: String) -> String {
    label.count <= maxLabel ? label : String(label.prefix(maxLabel - 1)) + "…"
  }

  private static func markWidth(_ mark: MarbleDiagram.Mark) -> Double {
    switch mark.kind {
    case .value, .note, .started: max(26, Double(shortLabel(mark.label).displayWidth) * 6.4 + 14)
    case .subscribed: 28
    case .error: max(26, Double(shortLabel(mark.label).displayWidth) * 6.4)
    case .completed, .interrupted, .disposed: 26
    }
  }

  private static func drawLane(
    _ lane: MarbleDiagram.Lane, top: Double, height: Double, frame: Frame, differences: Set<Double>
  ) -> [String] {
    let y = top + lanePadding / 2 + rowHeight / 2
    var out = [#"<g class="\#(lane.isSource ? "lane source" : "lane")" data-name="\#(escape(lane.name))">"#]
    for time in differences.sorted() {
      guard let x = frame.columnX[time] else { continue }
      let half = frame.columnWidth[time]! / 2 + 4
      out.append(
        #"<rect x="\#(x - half)" y="\#(top + 2)" width="\#(2 * half)" height="\#(height - 4)" rx="6" "#
          + #"class="difference" data-time="\#(formatTime(time))"/>"#)
    }
    out.append(#"<text x="\#(margin)" y="\#(y + 4)" class="lane-name">\#(escape(shortName(lane.name)))</text>"#)
    // The lane runs from its subscription (or first mark) to its terminal
    // mark, clipped to this row; an arrow where it goes on.
    let first = key(lane.start ?? lane.marks.first?.time ?? 0)
    // A disposal on the source lane (the source's own disposable ran) ends
    // one run, not the lane.
    let terminals: [MarbleDiagram.MarkKind] =
      lane.isSource ? [.completed, .error] : [.completed, .error, .interrupted, .disposed]
    let terminal = lane.marks.last { terminals.contains($0.kind) }
    let last = terminal.map { key($0.time) }
    let times = frame.columnX.keys
    let startsHere = times.contains(first)
    let startsBefore = times.min().map { first < $0 } ?? false
    let endsHere = last.map { times.contains($0) } ?? false
    let endsBefore = last.flatMap { end in times.min().map { end < $0 } } ?? false
    if (startsHere || startsBefore) && !endsBefore {
      let startX = startsHere ? frame.columnX[first]! - frame.columnWidth[first]! / 2 : frame.lineStart
      let endX = endsHere ? frame.columnX[last!]! : frame.lineEnd
      out.append(#"<line x1="\#(startX)" y1="\#(y)" x2="\#(endX)" y2="\#(y)" class="lane-line"/>"#)
      if !endsHere {
        out.append(
          #"<path d="M\#(endX - 7) \#(y - 5) L\#(endX) \#(y) L\#(endX - 7) \#(y + 5)" class="lane-line" fill="none"/>"#)
      }
    }
    var stacks: [Double: [MarbleDiagram.Mark]] = [:]
    for mark in lane.marks where frame.columnX[key(mark.time)] != nil {
      // A subscription is drawn where the lane begins, left of the stack.
      if mark.kind == .subscribed {
        let x = frame.columnX[key(mark.time)]! - frame.columnWidth[key(mark.time)]! / 2 + 4
        out.append(drawMark(mark, x: x, y: y))
        continue
      }
      stacks[key(mark.time), default: []].append(mark)
    }
    for (time, marks) in stacks.sorted(by: { $0.key < $1.key }) {
      let x = frame.columnX[time]!
      if marks.count > 1 {
        let bottom = y + Double(marks.count - 1) * rowHeight
        out.append(#"<line x1="\#(x)" y1="\#(y)" x2="\#(x)" y2="\#(bottom)" class="stack"/>"#)
      }
      for (index, mark) in marks.enumerated() {
        out.append(drawMark(mark, x: x, y: y + Double(index) * rowHeight))
      }
    }
    out.append("</g>")
    return out
  }

  private static func drawMark(_ mark: MarbleDiagram.Mark, x: Double, y: Double) -> String {
    let tip = "<title>\(formatTime(mark.time)) \(mark.kind.rawValue) \(escape(mark.label))</title>"
    switch mark.kind {
    case .subscribed:
      return #"<g class="mark kind-subscribed">\#(tip)"#
        + #"<path d="M\#(x - 4) \#(y - 8) L\#(x + 8) \#(y) L\#(x - 4) \#(y + 8) Z" class="subscribed"/></g>"#
    case .value, .note, .started:
      let label = shortLabel(mark.label)
      let half = markWidth(mark) / 2
      let shape =
        #"<rect x="\#(x - half)" y="\#(y - 11)" width="\#(2 * half)" height="22" rx="\#(mark.kind == .started ? 3 : 11)" "#
        + #"class="\#(mark.kind == .value ? "marble" : mark.kind == .started ? "started" : "note")"/>"#
      return #"<g class="mark kind-\#(mark.kind.rawValue)">\#(tip)\#(shape)"#
        + #"<text x="\#(x)" y="\#(y + 4)" class="label">\#(escape(label))</text></g>"#
    case .completed:
      return #"<g class="mark kind-completed">\#(tip)"#
        + #"<line x1="\#(x)" y1="\#(y - 12)" x2="\#(x)" y2="\#(y + 12)" class="completed"/></g>"#
    case .error:
      return #"<g class="mark kind-error">\#(tip)"#
        + #"<path d="M\#(x - 8) \#(y - 8) L\#(x + 8) \#(y + 8) "#
        + #"M\#(x + 8) \#(y - 8) L\#(x - 8) \#(y + 8)" class="error"/>"#
        + (mark.label.isEmpty
          ? "" : #"<text x="\#(x)" y="\#(y + 20)" class="label">\#(escape(shortLabel(mark.label)))</text>"#)
        + "</g>"
    case .interrupted:
      return #"<g class="mark kind-interrupted">\#(tip)"#
        + #"<line x1="\#(x)" y1="\#(y - 12)" x2="\#(x)" y2="\#(y + 12)" class="interrupted"/>"#
        + #"<line x1="\#(x - 7)" y1="\#(y + 7)" x2="\#(x + 7)" y2="\#(y - 7)" class="interrupted"/></g>"#
    case .disposed:
      return #"<g class="mark kind-disposed">\#(tip)"#
        + #"<rect x="\#(x - 7)" y="\#(y - 7)" width="14" height="14" class="disposed"/></g>"#
    }
  }

  /// The name written left of the axis, in the lanes' names' column.
  static func axisName(_ axis: MarbleDiagram.Axis) -> String {
    axis == .steps ? "step (untimed)" : "time (s)"
  }

  private static func drawAxis(y: Double, times: [Double], frame: Frame, layout: Layout) -> [String] {
    var out = [#"<line x1="\#(frame.lineStart)" y1="\#(y)" x2="\#(frame.lineEnd)" y2="\#(y)" class="axis"/>"#]
    let name = axisName(layout.axis)
    out.append(#"<text x="\#(margin)" y="\#(y + 4)" class="lane-name">\#(name)</text>"#)
    for (index, time) in times.enumerated() {
      let tickX = frame.columnX[time]!
      out.append(
        #"<line x1="\#(tickX)" y1="\#(y - 4)" x2="\#(tickX)" y2="\#(y + 4)" class="axis tick-mark" "#
          + #"data-time="\#(time)"\#(layout.breaksBefore.contains(time) ? #" data-break="yes""# : "")/>"#)
      out.append(#"<text x="\#(tickX)" y="\#(y + 16)" class="tick">\#(layout.axis.tick(time))</text>"#)
      // A compressed gap: two slashes across the axis, labelled with the
      // time it stands for.
      if index > 0, layout.breaksBefore.contains(time) {
        let previous = frame.columnX[times[index - 1]]!
        let middle = (previous + tickX) / 2
        out.append(
          #"<path d="M\#(middle - 7) \#(y + 6) L\#(middle - 1) \#(y - 6) M\#(middle + 1) \#(y + 6) "#
            + #"L\#(middle + 7) \#(y - 6)" class="break"/>"#)
        out.append(
          #"<text x="\#(middle)" y="\#(y - 8)" class="break-label">\#(formatTime(time - times[index - 1])) s "#
            + "compressed</text>")
      }
    }
    return out
  }

  /// Appends the legend, wrapped to `width`; returns its height.
  private static func drawLegend(into body: inout [String], y: Double, width: Double, differences: Bool) -> Double {
    var items: [(MarbleDiagram.Mark?, String)] = [
      (.init(0, .started, "run 1"), "the source's work started"), (.init(0, .subscribed), "subscribed"),
      (.init(0, .value, "A"), "value"), (.init(0, .note, "note"), "connect / note"),
      (.init(0, .completed), "completed"), (.init(0, .error), "error"),
      (.init(0, .interrupted), "interrupted"), (.init(0, .disposed), "disposed"),
    ]
    if differences { items.append((nil, "the flavors differ here")) }
    body.append(#"<g class="legend">"#)
    var (x, rowY) = (margin, y)
    for (mark, text) in items {
      let half = mark.map { markWidth($0) / 2 } ?? 13
      let itemWidth = 2 * half + 6 + Double(text.count) * 6.6
      if x + itemWidth > width - margin, x > margin {
        (x, rowY) = (margin, rowY + 26)
      }
      if let mark {
        body.append(drawMark(mark, x: x + half, y: rowY + 12))
      } else {
        body.append(#"<rect x="\#(x)" y="\#(rowY + 1)" width="26" height="22" rx="6" class="difference"/>"#)
      }
      body.append(#"<text x="\#(x + 2 * half + 6)" y="\#(rowY + 16)" class="lane-name">\#(text)</text>"#)
      x += itemWidth + 18
    }
    body.append("</g>")
    return rowY - y + 32
  }

  private static func shortName(_ name: String) -> String {
    name.count <= maxName ? name : String(name.prefix(maxName - 1)) + "…"
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
