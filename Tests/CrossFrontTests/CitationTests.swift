import Foundation
import Testing

/// Docs and doc comments cite files in the repository only: a reader must be
/// able to open every file they name.
@Suite struct CitationTests {
  /// The prose a reader sees: the docs, the DocC catalogs, the sources' doc
  /// comments and the scripts (package manifests left out: their paths are
  /// relative to the manifest, not citations).
  static func citingFiles() -> [URL] {
    let root = DocumentationTests.root
    var files = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"].map { root.appendingPathComponent($0) }
    for folder in ["docs", "Sources", "Scripts"] {
      let found = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = found?.nextObject() as? URL {
        if ["md", "swift", "sh", "py"].contains(file.pathExtension) { files.append(file) }
      }
    }
    return files
  }

  /// Every file name in the repository (Sources, Tests, docs, Scripts, the top level).
  static let fileNames: Set<String> = {
    var names = Set<String>()
    let root = DocumentationTests.root
    let top = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    names.formUnion(top)
    for folder in ["docs", "Sources", "Tests", "Scripts", "Benchmarks", "Fixtures"] {
      let found = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = found?.nextObject() as? URL { names.insert(file.lastPathComponent) }
    }
    return names
  }()

  @Test func everyRepositoryPathTheDocsCiteExists() throws {
    var missing: [String] = []
    var cited = 0
    for file in Self.citingFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let paths = text.matches(
        of: /(?:^|[^A-Za-z0-9_\/.\-])((?:Sources|Tests|docs|Scripts|Fixtures)\/[A-Za-z0-9_+.\/\-]*[A-Za-z0-9_])/)
      for match in paths {
        cited += 1
        let path = String(match.1)
        // `docs/lab-scripts/NAME.rac` is a pattern, not a citation.
        let isPattern = path.split(separator: "/").contains { part in
          let stem = part.prefix { $0 != "." }
          return !stem.isEmpty && stem.allSatisfy(\.isUppercase)
        }
        if !isPattern,
          !FileManager.default.fileExists(atPath: DocumentationTests.root.appendingPathComponent(path).path)
        {
          missing.append("\(file.lastPathComponent): \(path)")
        }
      }
    }
    #expect(cited > 300)
    #expect(missing == [], "docs or doc comments cite repository paths that do not exist")
  }

  @Test func noMarkdownFileOutsideTheRepositoryIsCited() throws {
    // `API.md` and `SEED-SCENARIOS.md` (the team's notes) were once cited; they are not here.
    var missing: [String] = []
    for file in Self.citingFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: /([A-Za-z0-9_\-]+\.md)\b/) where !Self.fileNames.contains(String(match.1)) {
        missing.append("\(file.lastPathComponent): \(match.1)")
      }
    }
    #expect(missing == [], "docs or doc comments cite markdown files the repository does not have")
  }
}
