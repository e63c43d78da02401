import Foundation
import RACShared

/// Several inputs drawn together: one line per input, `name: diagram`, the
/// diagrams lined up in one column so that what happens at one instant
/// stands in one column (`Marbles` reads each diagram).
///
/// ```swift
/// let inputs = MarbleBlock("""
///   username: -a--b----
///   password: ---x-----
///   submit:   ------t--
///   """, tick: 0.1)
/// let username = scheduler.hotSignal(inputs["username"])        // Signal<String, NoError>
/// let taps: Marbles<Void> = inputs["submit"]                    // button taps
/// let valid = inputs["valid", values: ["t": true, "f": false]]  // Marbles<Bool>
/// ```
///
/// `block[name]` is the line as `Marbles<String>` (each character its own
/// string) or, where a `Marbles<Void>` is expected, as taps;
/// `block[name, values: table]` looks its characters up in `table`. Every
/// line shares the block's `tick` and `error`.
///
/// - Important: Traps, naming the line, on a line without `name:`, a name
///   used twice, a diagram that does not start in the same column as the
///   others (a misaligned diagram would show times it does not mean), and,
///   when read, a name the block does not have.
public struct MarbleBlock: Sendable {
  /// The inputs' names and diagrams, in the order written.
  public let lines: [(name: String, diagram: String)]
  /// The seconds one character stands for, in every line.
  public let tick: TimeInterval
  /// The error `#` fails with, in every line.
  public let error: (any Error)?

  /// Reads `block`: lines of `name: diagram`; blank lines are skipped.
  public init(_ block: String, error: (any Error)? = MarbleError(), tick: TimeInterval = 1) {
    requirePositive(tick, "a marble tick")
    var lines: [(name: String, diagram: String)] = []
    var column: (Int, name: String)?
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.contains(where: { !$0.isWhitespace }) else { continue }
      guard let colon = line.firstIndex(of: ":") else {
        programmerError("marble block line \"\(line)\" is not \"name: diagram\"")
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { programmerError("marble block line \"\(line)\" has no name before its ':'") }
      if lines.contains(where: { $0.name == name }) { programmerError("marble block names \"\(name)\" twice") }
      let rest = line[line.index(after: colon)...]
      let start = rest.firstIndex { $0 != " " } ?? rest.endIndex
      let startColumn = line.distance(from: line.startIndex, to: start)
      if let column, column.0 != startColumn {
        programmerError(
          "marble block line \"\(name)\" starts its diagram at column \(startColumn), "
            + "\"\(column.name)\" at column \(column.0): line the diagrams up")
      }
      column = column ?? (startColumn, name)
      lines.append((name, String(rest[start...])))
    }
    self.lines = lines
    self.tick = tick
    self.error = error
  }

  /// The names of the inputs, in the order written.
  public var names: [String] { lines.map(\.name) }

  /// The line `name`, each character its own string.
  public subscript(name: String) -> Marbles<String> {
    Marbles(diagram(name), error: error, tick: tick)
  }

  /// The line `name` as `Void` values (button taps): each value character is `()`.
  @_disfavoredOverload
  public subscript(name: String) -> Marbles<Void> {
    Marbles<Void>(diagram(name), error: error, tick: tick)
  }

  /// The line `name`, each value character looked up in `values`.
  public subscript<Value>(name: String, values values: [String: Value]) -> Marbles<Value> {
    Marbles(diagram(name), values: values, error: error, tick: tick)
  }

  /// The line `name`, each value character looked up in `values`.
  public subscript<Value>(name: String, values values: [Character: Value]) -> Marbles<Value> {
    Marbles(diagram(name), values: values, error: error, tick: tick)
  }

  private func diagram(_ name: String) -> String {
    guard let line = lines.first(where: { $0.name == name }) else {
      programmerError(
        "marble block has no line \"\(name)\" (it has \(names.map { "\"\($0)\"" }.joined(separator: ", ")))")
    }
    return line.diagram
  }
}
