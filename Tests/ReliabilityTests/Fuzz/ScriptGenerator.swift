import RACTestSupport

/// A small, fast, seedable generator (SplitMix64): the same seed gives the
/// same scripts on every platform and Swift version, unlike the standard
/// library's unseeded generator.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Makes random scripts: one seed, one script.
enum ScriptGenerator {
  /// Capacities worth telling apart: none, one, a few, unlimited.
  static let capacities = [0, 1, 2, 3, Int.max]

  static func script(seed: UInt64) -> ModelScript {
    var random = SplitMix64(seed: seed)
    let kind = kind(&random)
    let count = Int.random(in: 1...24, using: &random)
    var steps: [ModelStep] = []
    var subscriptions = 0
    for _ in 0..<count {
      let step = step(for: kind, subscriptions: subscriptions, &random)
      if case .subscribe = step { subscriptions += 1 }
      steps.append(step)
    }
    return ModelScript(kind: kind, steps: steps, chained: Int.random(in: 0..<3, using: &random) == 0)
  }

  static func kind(_ random: inout SplitMix64) -> ModelKind {
    let capacity = capacities.randomElement(using: &random)!
    let multicastCapacity: Int? = Bool.random(using: &random) ? nil : capacity
    switch Int.random(in: 0..<12, using: &random) {
    case 0, 1: return .subject
    case 2, 3: return .replaySubject(capacity: capacity)
    case 4: return .behavior(initial: Int.random(in: 1...6, using: &random))
    case 5: return .publish(capacity: multicastCapacity)
    case 6: return .autoconnect(capacity: multicastCapacity)
    case 7: return .replay
    case 8: return .replayLast
    case 9, 10: return .replayLazily(capacity: Bool.random(using: &random) ? Int.max : capacity)
    default: return .cold
    }
  }

  static func step(for kind: ModelKind, subscriptions: Int, _ random: inout SplitMix64) -> ModelStep {
    let multicast = if case .publish = kind { true } else if case .autoconnect = kind { true } else { false }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<26: return .subscribe(reactions(&random))
    case 26..<56: return .send(value(&random))
    case 56..<66: return .dispose(Int.random(in: 0...subscriptions + 1, using: &random))
    case 66..<71: return .complete
    case 71..<74: return .fail(Int.random(in: 1...3, using: &random))
    case 74..<81 where multicast: return .connect
    case 81..<84 where multicast: return .disposeConnection
    case 84..<93:
      let delay = Int.random(in: 0...3, using: &random)
      let inner: ModelStep =
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .subscribe(reactions(&random))
        case 1: .complete
        case 2: multicast ? .connect : .dispose(Int.random(in: 0...subscriptions, using: &random))
        default: .send(value(&random))
        }
      return .later(delay, inner)
    case 93..<100: return .advance(Int.random(in: 0...3, using: &random))
    default: return .send(value(&random))
    }
  }

  static func value(_ random: inout SplitMix64) -> Int { Int.random(in: 1...6, using: &random) }

  static func reactions(_ random: inout SplitMix64) -> [ModelReaction] {
    (0..<Int.random(in: 0...2, using: &random)).map { _ in
      let effect: ModelEffect =
        switch Int.random(in: 0..<5, using: &random) {
        case 0: .disposeSelf
        case 1: .send(value(&random))
        case 2: .complete
        case 3: .dispose(Int.random(in: 0...3, using: &random))
        default: .subscribe
        }
      let trigger = Int.random(in: 0..<8, using: &random) == 0 ? ModelReaction.onEnd : value(&random)
      return ModelReaction(on: trigger, effect)
    }
  }
}

/// Makes a failing script smaller while it still fails: drops steps and
/// reactions, unwraps scheduled steps, lowers values and capacities.
enum ScriptShrinker {
  static func shrink(_ script: ModelScript, while fails: (ModelScript) -> Bool) -> ModelScript {
    var best = script
    var improved = true
    var attempts = 0
    while improved && attempts < 5_000 {
      improved = false
      for candidate in candidates(best) {
        attempts += 1
        if fails(candidate) {
          best = candidate
          improved = true
          break
        }
      }
    }
    return best
  }

  static func candidates(_ script: ModelScript) -> [ModelScript] {
    var result: [ModelScript] = []
    for index in script.steps.indices {
      var dropped = script
      dropped.steps.remove(at: index)
      result.append(dropped)
    }
    for index in script.steps.indices {
      for smaller in smaller(script.steps[index]) {
        var changed = script
        changed.steps[index] = smaller
        result.append(changed)
      }
    }
    for kind in smaller(script.kind) {
      result.append(ModelScript(kind: kind, steps: script.steps, chained: script.chained))
    }
    if script.chained { result.append(ModelScript(kind: script.kind, steps: script.steps)) }
    return result
  }

  static func smaller(_ step: ModelStep) -> [ModelStep] {
    switch step {
    case .subscribe(let reactions):
      var result = reactions.indices.map { index in
        var fewer = reactions
        fewer.remove(at: index)
        return ModelStep.subscribe(fewer)
      }
      for (index, reaction) in reactions.enumerated() where reaction.value > 1 {
        var lower = reactions
        lower[index].value -= 1
        result.append(.subscribe(lower))
      }
      return result
    case .send(let value) where value > 1: return [.send(value - 1)]
    case .later(let delay, let inner):
      return [inner] + (delay > 0 ? [.later(delay - 1, inner)] : []) + smaller(inner).map { .later(delay, $0) }
    case .advance(let seconds) where seconds > 0: return [.advance(seconds - 1)]
    case .dispose(let id) where id > 0: return [.dispose(id - 1)]
    case .fail(let code) where code > 1: return [.fail(code - 1)]
    default: return []
    }
  }

  static func smaller(_ kind: ModelKind) -> [ModelKind] {
    func lower(_ capacity: Int) -> [Int] {
      ScriptGenerator.capacities.filter { $0 < capacity }
    }
    switch kind {
    case .replaySubject(let capacity): return lower(capacity).map { .replaySubject(capacity: $0) }
    case .replayLazily(let capacity): return lower(capacity).map { .replayLazily(capacity: $0) }
    case .publish(let capacity?): return [.publish(capacity: nil)] + lower(capacity).map { .publish(capacity: $0) }
    case .autoconnect(let capacity?):
      return [.autoconnect(capacity: nil)] + lower(capacity).map { .autoconnect(capacity: $0) }
    default: return []
    }
  }
}
