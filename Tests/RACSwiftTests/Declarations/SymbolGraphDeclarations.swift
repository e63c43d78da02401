import Foundation

/// The public declarations of a module's symbol graph (the JSON files
/// `swift-symbolgraph-extract` writes), one normalised line each:
///
/// ```
/// <kind> TAB <path> TAB <declaration> TAB <generic constraints> TAB <availability>
/// conformance TAB <type path> TAB <protocol or superclass> TAB <constraints> TAB
/// ```
///
/// Normalised so that two modules offering the same API give the same line:
/// module qualifications (`ReactiveSwift.`, `RACSwift.`) are dropped,
/// whitespace is collapsed, constraints are sorted, the implicit
/// `Copyable`/`Escapable` constraints and conformances are left out, a
/// protocol's `Sendable` refinement is left out of its declaration (RACPort's
/// types are `Sendable`, ReactiveSwift's are not), and of the availability
/// only what holds on every platform (`deprecated`, `unavailable`, a
/// message, a rename) is kept: platform versions depend on each package's
/// deployment floor.
struct SymbolGraphDeclarations {
  /// The module names that are dropped where they qualify a name.
  static let moduleNames = ["ReactiveSwift", "RACSwift"]

  /// The lines of every `*.symbols.json` file in `directory`.
  static func lines(inDirectory directory: URL) throws -> Set<String> {
    let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
    var graphs: [Graph] = []
    for file in files { graphs.append(try JSONDecoder().decode(Graph.self, from: Data(contentsOf: file))) }
    let paths = Dictionary(
      graphs.flatMap { $0.symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) } },
      uniquingKeysWith: { first, _ in first })
    var lines = Set<String>()
    for graph in graphs {
      for symbol in graph.symbols { lines.insert(line(for: symbol)) }
      for relationship in graph.relationships {
        if let line = line(for: relationship, paths: paths) { lines.insert(line) }
      }
    }
    return lines
  }

  static func line(for symbol: Symbol) -> String {
    var kind = symbol.kind.identifier
    if kind.hasPrefix("swift.") { kind.removeFirst("swift.".count) }
    var declaration = normalise(symbol.declarationFragments.map(\.spelling).joined())
    if kind == "protocol" { declaration = withoutSendableRefinement(declaration) }
    return [
      kind, symbol.pathComponents.joined(separator: "."), declaration,
      constraints(symbol.swiftGenerics?.constraints ?? []), availability(symbol.availability ?? []),
    ].joined(separator: "\t")
  }

  static func line(for relationship: Relationship, paths: [String: String]) -> String? {
    guard relationship.kind == "conformsTo" || relationship.kind == "inheritsFrom",
      let source = paths[relationship.source],
      let target = paths[relationship.target] ?? relationship.targetFallback.map(normalise),
      !ignoredProtocols.contains(target.hasPrefix("Swift.") ? String(target.dropFirst("Swift.".count)) : target)
    else { return nil }
    return ["conformance", source, target, constraints(relationship.swiftConstraints ?? []), ""].joined(
      separator: "\t")
  }

  /// What every type has, or what RACPort adds on purpose.
  static let ignoredProtocols: Set<String> = [
    "Copyable", "Escapable", "Sendable", "SendableMetatype", "BitwiseCopyable",
  ]

  static func normalise(_ text: String) -> String {
    var text = text
    for module in moduleNames {
      text = text.replacingOccurrences(of: "\(module).", with: "")
    }
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  static func withoutSendableRefinement(_ declaration: String) -> String {
    declaration.replacingOccurrences(of: ", Sendable", with: "").replacingOccurrences(of: " : Sendable", with: "")
  }

  static func constraints(_ constraints: [Constraint]) -> String {
    constraints.filter { !ignoredProtocols.contains($0.rhs) }
      .map { normalise("\($0.lhs) \($0.kind == "sameType" ? "==" : ":") \($0.rhs)") }
      .sorted().joined(separator: ", ")
  }

  static func availability(_ entries: [Availability]) -> String {
    entries.filter { $0.domain == "*" || $0.domain == nil }.map { entry in
      var parts: [String] = []
      if entry.isUnconditionallyDeprecated == true { parts.append("deprecated") }
      if entry.isUnconditionallyUnavailable == true { parts.append("unavailable") }
      if let renamed = entry.renamed { parts.append("renamed: \(renamed)") }
      if let message = entry.message { parts.append("message: \(message)") }
      return parts.joined(separator: "; ")
    }.sorted().joined(separator: " | ")
  }

  // MARK: The symbol graph's format (only what the lines use)

  struct Graph: Decodable {
    let symbols: [Symbol]
    let relationships: [Relationship]
  }

  struct Symbol: Decodable {
    struct Kind: Decodable { let identifier: String }
    struct Identifier: Decodable { let precise: String }
    struct Fragment: Decodable { let spelling: String }
    struct Generics: Decodable { let constraints: [Constraint]? }

    let kind: Kind
    let identifier: Identifier
    let pathComponents: [String]
    let declarationFragments: [Fragment]
    let swiftGenerics: Generics?
    let availability: [Availability]?
  }

  struct Constraint: Decodable {
    let kind: String
    let lhs: String
    let rhs: String
  }

  struct Availability: Decodable {
    let domain: String?
    let isUnconditionallyDeprecated: Bool?
    let isUnconditionallyUnavailable: Bool?
    let message: String?
    let renamed: String?
  }

  struct Relationship: Decodable {
    let kind: String
    let source: String
    let target: String
    let targetFallback: String?
    let swiftConstraints: [Constraint]?
  }
}
