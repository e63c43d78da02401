/// Every seed scenario of `SEED-SCENARIOS.md`, in catalog order.
public enum SeedCatalog {
  /// All scenarios.
  public static let all: [SeedScenario] = [
    s1, s2, s3, s4,
  ]

  /// The scenario with `id` (case-insensitive), if any.
  public static func scenario(_ id: String) -> SeedScenario? {
    all.first { $0.id.lowercased() == id.lowercased() }
  }
}
