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

extension SeedCatalog {
  /// One of the five articles the seeds come from.
  public struct Article: Sendable {
    /// The number the seeds' notes use (`000` to `004`).
    public let id: String
    /// The article's title, as published.
    public let title: String
    /// The title in English.
    public let english: String
  }

  /// The five articles on ReactiveCocoa's hot and cold signals whose
  /// runnable examples are the seed scenarios.
  public static let articles = [
    Article(
      id: "000", title: "ReactiveCocoa的冷信号与热信号 探讨", english: "An inquiry into ReactiveCocoa's cold and hot signals"),
    Article(id: "001", title: "RAC-信号与订阅者", english: "RAC: signals and subscribers"),
    Article(
      id: "002", title: "细说ReactiveCocoa的冷信号与热信号(三):怎么处理冷信号与热信号",
      english: "ReactiveCocoa's cold and hot signals in detail, part 3: how to handle them"),
    Article(id: "003", title: "什么是 RAC ?", english: "What is RAC?"),
    Article(
      id: "004", title: "细说ReactiveCocoa的冷信号与热信号",
      english: "ReactiveCocoa's cold and hot signals in detail, parts 1 to 3 (2015)"),
  ]

  /// What the transcripts keep of the articles, said once.
  public static let spellingNote = """
    The transcripts keep the articles' own words, so that they can be checked line by line against what the \
    articles printed, typos included: `recieve` for receive, `Subscribe 1` for Subscriber 1, `Cold signal be \
    subscribed.`, and a lower-case `subscribe 1 ----`. A seed whose note says "Designed transcript" is one \
    whose article printed no transcript, or one its own code could not have printed; its transcript was \
    written from the article's code.
    """
}
