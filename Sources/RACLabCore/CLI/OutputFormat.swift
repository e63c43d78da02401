import Foundation

/// How a command prints its result (`--format`).
enum OutputFormat: String, CaseIterable {
  case text, json, markdown, csv, svg
}

extension ArgumentList {
  /// The value of `--format`, which must be one of `allowed` (the first is
  /// the default).
  mutating func format(_ allowed: [OutputFormat], usage: String) throws -> OutputFormat {
    guard let raw = try option("format", usage: usage) else { return allowed[0] }
    guard let format = OutputFormat(rawValue: raw), allowed.contains(format) else {
      let names = allowed.map(\.rawValue).joined(separator: ", ")
      throw UsageError(message: "invalid value '\(raw)' for --format; expected one of: \(names)", usage: usage)
    }
    return format
  }
}

/// Encodes `value` as pretty, key-sorted JSON text ending in a newline.
func jsonText(_ value: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  // Every value the lab encodes is plain data (strings, numbers, arrays), which cannot fail to encode.
  guard let data = try? encoder.encode(value) else { return "{}\n" }
  return String(decoding: data, as: UTF8.self) + "\n"
}
