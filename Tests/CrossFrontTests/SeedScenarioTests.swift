import Foundation
import RACLabCore
import Testing

/// Every seed scenario, in each face it has a counterpart in, prints the
/// spec's transcript and runs its cold source the number of times the spec
/// gives. The arguments come from `SeedCatalog.all`, so a new seed is covered
/// without editing this file.
@Suite struct SeedScenarioTests {
  /// One scenario in one face.
  struct SeedRun: Sendable, CustomTestStringConvertible {
    let id: String
    let flavor: Flavor
    var testDescription: String { "\(id) in \(flavor.moduleName)" }
  }

  /// Every (scenario, face) pair of the catalog.
  static let runs: [SeedRun] = SeedCatalog.all.flatMap { scenario in
    scenario.flavors.map { SeedRun(id: scenario.id, flavor: $0) }
  }

  @Test(arguments: runs)
  func seedScenarioPrintsTheSpecTranscript(_ seed: SeedRun) throws {
    let scenario = try #require(SeedCatalog.scenario(seed.id))
    let run = try #require(scenario.run(seed.flavor))
    #expect(run.lines == scenario.expected)
    if let sideEffects = scenario.expectedSideEffects {
      #expect(run.sideEffects == sideEffects)
    }
  }

  /// The catalog lists the seeds of `Sources/RACLabCore/Seeds` (one file per
  /// seed number, `S07NetworkRequests.swift` for S7a to S7f): each number,
  /// from 1 with none missing, in order, each id once, and every seed has a
  /// counterpart in RACClassic and in RACModern.
  @Test func catalogListsEverySeedFileInOrderInBothFaces() throws {
    let ids = SeedCatalog.all.map(\.id)
    let numbers = ids.map(Self.seedNumber)
    #expect(numbers == numbers.sorted())
    #expect(Set(ids).count == ids.count)
    let files = try Self.seedFileNumbers()
    let last = try #require(files.max())
    #expect(files == Set(1...last))
    #expect(Set(numbers) == files)
    for flavor in [Flavor.classic, .modern] {
      let covered = SeedCatalog.all.filter { $0.flavors.contains(flavor) }.map { Self.seedNumber($0.id) }
      #expect(Set(covered) == files, "seeds without a \(flavor.moduleName) counterpart")
    }
  }

  /// The seed number of an id like `S7b`: 7.
  static func seedNumber(_ id: String) -> Int {
    Int(id.dropFirst().prefix { $0.isNumber }) ?? 0
  }

  /// The seed numbers of the files in `Sources/RACLabCore/Seeds` (`S07…` is 7).
  static func seedFileNumbers() throws -> Set<Int> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let seeds = root.appendingPathComponent("Sources/RACLabCore/Seeds")
    let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path)
    return Set(names.filter { $0.hasPrefix("S") && $0.hasSuffix(".swift") }.compactMap(Self.fileSeedNumber))
  }

  /// The seed number of a file name like `S07NetworkRequests.swift`: 7.
  static func fileSeedNumber(_ name: String) -> Int? {
    Int(name.dropFirst().prefix { $0.isNumber })
  }
}
