import Foundation
import RACClassic
import RACModern

/// S7's "six network requests": three views bound to `fetchData` through
/// `flattenMap`, plus a `merge` of the three for errors, run with no
/// conversion and with each cure, on a virtual clock.
///
/// At t=0.0 `fetchData` is built and the cure applied (the "call"); at t=1.0
/// the views are bound (the first subscription).
public enum SideEffectsExperiment {
  /// When the cure is applied.
  public static let callTime = 0.0
  /// When the views are bound.
  public static let bindTime = 1.0

  /// One cure in one flavor.
  public struct Row: Equatable, Sendable, Codable {
    /// The cure.
    public var cure: SideEffectsCure
    /// The flavor.
    public var flavor: Flavor
    /// How the cure is written.
    public var spelling: String
    /// The virtual times at which the request ran.
    public var requestTimes: [Double]
    /// What each view showed last (`someLabel=t`, ...), in binding order.
    public var views: [String]

    /// How many times the request ran.
    public var requests: Int { requestTimes.count }

    /// `at the call (t=0.0)`, `at the first subscription (t=1.0)`, or times.
    public var when: String {
      guard let first = requestTimes.first else { return "never" }
      let all = requestTimes.map { "t=" + formatTime($0) }
      let distinct = Array(Set(all)).sorted()
      let label = distinct.joined(separator: ", ")
      if requestTimes.count == 1 {
        if first == SideEffectsExperiment.callTime { return "at the call (\(label))" }
        if first == SideEffectsExperiment.bindTime { return "at the first subscription (\(label))" }
      }
      if first == SideEffectsExperiment.bindTime, distinct.count == 1 { return "once per subscription (\(label))" }
      return label
    }

    enum CodingKeys: String, CodingKey { case cure, flavor, spelling, requestTimes, requests, when, views }

    /// Creates a row.
    public init(cure: SideEffectsCure, flavor: Flavor, spelling: String, requestTimes: [Double], views: [String]) {
      self.cure = cure
      self.flavor = flavor
      self.spelling = spelling
      self.requestTimes = requestTimes
      self.views = views
    }

    /// Decodes what `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      cure = try container.decode(SideEffectsCure.self, forKey: .cure)
      flavor = try container.decode(Flavor.self, forKey: .flavor)
      spelling = try container.decode(String.self, forKey: .spelling)
      requestTimes = try container.decode([Double].self, forKey: .requestTimes)
      views = try container.decode([String].self, forKey: .views)
    }

    /// Encodes the row with its request count and `when`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(cure, forKey: .cure)
      try container.encode(flavor, forKey: .flavor)
      try container.encode(spelling, forKey: .spelling)
      try container.encode(requestTimes, forKey: .requestTimes)
      try container.encode(requests, forKey: .requests)
      try container.encode(when, forKey: .when)
      try container.encode(views, forKey: .views)
    }
  }

  /// Runs every cure in every flavor that has it, in `flavors`.
  public static func run(flavors: [Flavor] = Flavor.seeded) -> [Row] {
    SideEffectsCure.allCases.flatMap { cure in
      flavors.compactMap { flavor in run(cure, flavor: flavor) }
    }
  }

  /// Runs one cure in one flavor; `nil` when the flavor has no such call.
  public static func run(_ cure: SideEffectsCure, flavor: Flavor) -> Row? {
    guard let spelling = cure.spelling(flavor) else { return nil }
    let log = SideEffectsLog()
    switch flavor {
    case .classic: runClassic(cure, log)
    case .modern: runModern(cure, log)
    case .swift: return nil
    }
    return Row(
      cure: cure, flavor: flavor, spelling: spelling, requestTimes: log.requestTimes,
      views: log.views.map { "\($0.name)=\($0.value)" })
  }
}

/// What one run saw: when the request ran, and what each view shows.
final class SideEffectsLog {
  var requestTimes: [Double] = []
  var views: [(name: String, value: String)] = []
  var now: () -> Double = { 0 }

  func request() { requestTimes.append(now()) }

  func show(_ name: String, _ value: String) {
    if let index = views.firstIndex(where: { $0.name == name }) {
      views[index].value = value
    } else {
      views.append((name, value))
    }
  }
}
