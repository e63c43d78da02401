import Foundation
import RACTestSupport
import Testing

/// The face offers ReactiveSwift 7.2.1's whole public API: every
/// declaration in `Resources/ReactiveSwift-7.2.1-declarations.txt` must be in
/// RACSwift's own symbol graph, with the same signature.
///
/// How the list was made (facts about ReactiveSwift, not its code): the
/// sources of ReactiveSwift's tag 7.2.1 (`Sources/`, its library target,
/// which has no dependencies) were compiled outside this repository into a
/// module with `swiftc -emit-module -module-name ReactiveSwift -parse-as-library
/// -swift-version 5` (Swift 6.3.1, Linux x86_64), its public symbol graph
/// extracted with the toolchain's `swift-symbolgraph-extract
/// -minimum-access-level public`, and the graph normalised into lines by
/// `SymbolGraphDeclarations` (the same code that reads RACSwift's graph below),
/// through `theListsAreRegeneratedFromASymbolGraphOnRequest` with
/// `RACSWIFT_DECLARATIONS_SOURCE` set to the graph's folder. Unavailable
/// declarations are not in a symbol graph, so not in the list; platform
/// availability versions are left out (see `SymbolGraphDeclarations`).
///
/// Until the face is complete, `Resources/ReactiveSwift-7.2.1-pending.txt`
/// names the declarations not yet offered. It must shrink to empty: each
/// pending line must still be missing from the face (when you add one, the
/// test fails until you delete its line), and every other line must be
/// present. A line of ReactiveSwift's that can never exist on this platform
/// would be listed, with its reason, in the documentation, not hidden here.
@Suite(.serialized) struct DeclarationListTests {
  static let listName = "ReactiveSwift-7.2.1-declarations"
  static let pendingName = "ReactiveSwift-7.2.1-pending"

  @Test func everyListedDeclarationNotPendingIsInTheFaceWithTheSameSignature() throws {
    let list = try Self.resourceLines(Self.listName)
    let pending = try Self.resourceLines(Self.pendingName)
    let face = try Self.faceDeclarations()
    #expect(list.count > 900, "the list holds ReactiveSwift 7.2.1's public declarations")
    let missing = list.subtracting(pending).subtracting(face).sorted()
    #expect(
      missing == [],
      "RACSwift lacks these declarations of ReactiveSwift 7.2.1 (or offers them with another signature):\n\(missing.joined(separator: "\n"))"
    )
  }

  @Test func everyPendingDeclarationIsStillMissingSoThePendingListOnlyShrinks() throws {
    let list = try Self.resourceLines(Self.listName)
    let pending = try Self.resourceLines(Self.pendingName)
    let face = try Self.faceDeclarations()
    let notListed = pending.subtracting(list).sorted()
    #expect(notListed == [], "pending lines that are not in the list:\n\(notListed.joined(separator: "\n"))")
    let done = pending.intersection(face).sorted()
    #expect(
      done == [],
      "RACSwift now offers these: delete their lines from Resources/\(Self.pendingName).txt:\n\(done.joined(separator: "\n"))"
    )
  }

  @Test func theNormalisedLinesOfTheFaceIncludeItsCoreTypesWithTheirSignatures() throws {
    let face = try Self.faceDeclarations()
    // Spot checks that the extraction reads the face itself, not an empty or
    // stale graph: two lines written here by hand from the face's sources.
    #expect(
      face.contains(
        "type.method\tSignal.pipe(disposable:)\tstatic func pipe(disposable: (any Disposable)? = nil) -> (output: Signal<Value, Error>, input: Signal<Value, Error>.Observer)\tError : Error\t"
      ))
    #expect(face.contains("protocol\tDisposable\tprotocol Disposable : AnyObject\t\t"))
  }

  /// Rewrites the list (and, with `RACSWIFT_WRITE_PENDING=1`, the pending
  /// list as "listed but not in the face") from the symbol graph in the
  /// folder `RACSWIFT_DECLARATIONS_SOURCE` names. Skipped unless that is set:
  /// it is how the lists are made, not a check.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["RACSWIFT_DECLARATIONS_SOURCE"] != nil))
  func theListsAreRegeneratedFromASymbolGraphOnRequest() throws {
    let environment = ProcessInfo.processInfo.environment
    let source = URL(fileURLWithPath: environment["RACSWIFT_DECLARATIONS_SOURCE"]!)
    let list = try SymbolGraphDeclarations.lines(inDirectory: source)
    #expect(list.count > 900)
    let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Resources")
    try Self.write(list, to: resources.appendingPathComponent("\(Self.listName).txt"))
    if environment["RACSWIFT_WRITE_PENDING"] == "1" {
      try Self.write(
        list.subtracting(try Self.faceDeclarations()), to: resources.appendingPathComponent("\(Self.pendingName).txt"))
    }
  }

  // MARK: Reading

  static func resourceLines(_ name: String) throws -> Set<String> {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Resources"))
    // Not `String(contentsOf:)`: the pending list may be empty, and
    // Foundation leaks a buffer per empty file it reads (`TextFile`).
    let text = try TextFile.contents(url.path)
    return Set(text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init))
  }

  static func write(_ lines: Set<String>, to url: URL) throws {
    try (lines.sorted().joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  /// RACSwift's declarations, from the module this test run built.
  static func faceDeclarations() throws -> Set<String> { try extractedFace.get() }

  /// The face's graph is extracted once per test run, whichever test asks
  /// first: one child process instead of one per test.
  private static let extractedFace = Result { () throws -> Set<String> in
    let graph = try SymbolGraphExtraction.extract(module: "RACSwift")
    defer { try? FileManager.default.removeItem(at: graph) }
    return try SymbolGraphDeclarations.lines(inDirectory: graph)
  }
}
