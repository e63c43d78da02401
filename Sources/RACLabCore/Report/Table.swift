/// A table of strings, printable as aligned text, Markdown or CSV.
struct Table {
  var headers: [String]
  var rows: [[String]]

  /// Columns padded to their widest cell (in terminal columns, so wide
  /// characters line up), separated by two spaces, with a rule under the headers.
  var text: String {
    let widths = headers.indices.map { column in
      ([headers[column]] + rows.map { $0[column] }).map(\.displayWidth).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { index, cell in
        index == cells.count - 1 ? cell : cell.padded(to: widths[index])
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }

  /// A GitHub-flavored Markdown table.
  var markdown: String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
    let rule = "|" + headers.map { _ in "---|" }.joined()
    return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
  }

  /// An HTML table with the class `cssClass`; cells in `<code>` when `code`.
  func html(class cssClass: String, code: Bool = false) -> String {
    func row(_ cells: [String], tag: String) -> String {
      "<tr>"
        + cells.map { cell in
          let text = MarbleSVG.escape(cell)
          return "<\(tag)>" + (code && tag == "td" && !cell.isEmpty ? "<code>\(text)</code>" : text) + "</\(tag)>"
        }.joined() + "</tr>"
    }
    return #"<table class="\#(cssClass)"><thead>"# + row(headers, tag: "th") + "</thead><tbody>\n"
      + rows.map { row($0, tag: "td") }.joined(separator: "\n") + "\n</tbody></table>"
  }

  /// RFC 4180 CSV: cells with commas, quotes or line breaks are quoted.
  var csv: String {
    func cell(_ text: String) -> String {
      guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
      return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
    return ([headers] + rows).map { $0.map(cell).joined(separator: ",") }.joined(separator: "\n") + "\n"
  }
}
