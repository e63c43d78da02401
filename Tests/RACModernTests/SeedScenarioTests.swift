import RACLabCore
import Testing

/// Every seed scenario that has a RACModern counterpart prints the spec's
/// transcript and runs its cold source the number of times the spec gives.
@Suite struct ModernSeedScenarioTests {
  static let scenarioIDs = SeedCatalog.all.filter { $0.flavors.contains(.modern) }.map(\.id)

  @Test(arguments: scenarioIDs)
  func seedScenarioPrintsTheSpecTranscript(_ id: String) throws {
    let scenario = try #require(SeedCatalog.scenario(id))
    let run = try #require(scenario.run(.modern))
    #expect(run.lines == scenario.expected)
    if let sideEffects = scenario.expectedSideEffects {
      #expect(run.sideEffects == sideEffects)
    }
  }

  @Test func catalogCoversEverySeedFromS1ToS23InOrder() {
    let ids = Self.scenarioIDs
    let numbers = ids.map(Self.seedNumber)
    #expect(Set(numbers) == Set(1...23))
    #expect(numbers == numbers.sorted())
    #expect(Set(ids).count == ids.count)
  }

  /// The seed number of an id like `S7b`: 7.
  static func seedNumber(_ id: String) -> Int {
    Int(id.dropFirst().prefix { $0.isNumber }) ?? 0
  }
}
