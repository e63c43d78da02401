/// Every seed scenario (each example of the source articles, one file per
/// seed in `Sources/RACLabCore/Seeds`), in catalog order.
public enum SeedCatalog {
  /// All scenarios.
  public static let all: [SeedScenario] = [
    s1, s2, s3, s4, s5, s6,
    s7a, s7b, s7c, s7d, s7e, s7f,
    s8, s9, s10, s11, s12, s13,
    s14a, s14b, s14c, s14d,
    s15, s16, s17, s18, s19, s20,
    s21a, s21b, s21c,
    s22, s23,
  ]

  /// The scenario with `id` (case-insensitive), if any.
  public static func scenario(_ id: String) -> SeedScenario? {
    all.first { $0.id.lowercased() == id.lowercased() }
  }

  /// The scenarios whose id is `prefix` followed by letters only
  /// (case-insensitive): `S7` gives S7a to S7f, `S14` gives S14a to S14d.
  public static func scenarios(startingWith prefix: String) -> [SeedScenario] {
    let prefix = prefix.lowercased()
    return all.filter { scenario in
      let id = scenario.id.lowercased()
      guard id.hasPrefix(prefix) else { return false }
      let rest = id.dropFirst(prefix.count)
      return rest.isEmpty || rest.allSatisfy(\.isLetter) || prefix.last?.isLetter == true
    }
  }
}
