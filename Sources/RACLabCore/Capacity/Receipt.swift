/// What one subscriber received, summarised in constant memory: the count,
/// the first few values, the last few values, and how it ended.
///
/// A run over a million values must not hold a million strings per
/// subscriber: memory has to track the replay capacity, not the value count.
public struct Receipt: Equatable, Sendable, Codable {
  /// How many values arrived.
  public private(set) var count = 0
  /// The first values, at most `Receipt.kept`.
  public private(set) var first: [String] = []
  /// The last values received, oldest first (at most `Receipt.kept`).
  public private(set) var last: [String] = []
  /// `completed`, `error` or `nil` (still live).
  public private(set) var terminal: String?

  /// How many values at each end a receipt keeps.
  public static let kept = 3

  /// Creates an empty receipt.
  public init() {}

  mutating func record(_ value: String) {
    count += 1
    if first.count < Self.kept { first.append(value) }
    // A plain array, not a ring with an offset: one representation per
    // content, so `==` compares what was received, also after decoding.
    if last.count == Self.kept { last.removeFirst() }
    last.append(value)
  }

  mutating func end(_ terminal: String) { self.terminal = terminal }

  /// `3 values: A, B, C` or `1000000 values: 1, 2, 3 … 999998, 999999, 1000000`,
  /// followed by `, completed` when it completed.
  public var summary: String {
    var text: String
    switch count {
    case 0: text = "nothing"
    case 1...(2 * Self.kept):
      text =
        "\(plural(count, "value")): " + (first + last.suffix(count - first.count)).joined(separator: " ")
    default: text = "\(count) values: " + first.joined(separator: " ") + " … " + last.joined(separator: " ")
    }
    if let terminal { text += " + \(terminal)" }
    return text
  }

  enum CodingKeys: String, CodingKey { case count, first, last, terminal, summary }

  /// Decodes what `encode(to:)` wrote (the summary is recomputed).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    count = try container.decode(Int.self, forKey: .count)
    first = try container.decode([String].self, forKey: .first)
    last = try container.decode([String].self, forKey: .last)
    terminal = try container.decodeIfPresent(String.self, forKey: .terminal)
  }

  /// Encodes the count, first and last values, terminal event and summary.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(count, forKey: .count)
    try container.encode(first, forKey: .first)
    try container.encode(last, forKey: .last)
    try container.encodeIfPresent(terminal, forKey: .terminal)
    try container.encode(summary, forKey: .summary)
  }
}

/// A subscriber's receipt, shared with its callback.
final class ReceiptBox {
  var receipt = Receipt()
}
