import Foundation
import RACTestSupport
import Testing

/// Random scripts run on the reference model, on RACClassic, RACModern and
/// RACSwift; all must report the same events for every subscriber and the
/// same number of source runs (RACClassic without `interrupted`, which it
/// lacks). RACSwift spells a replay subject as ReactiveSwift users do, a pipe
/// replayed with `replayLazily(upTo:)` whose input the replay takes over
/// (`SwiftFuzzDriver`).
///
/// The faces share one engine, so their agreement alone proves little; the
/// model is the independent third opinion. Seeds are fixed: a failure prints
/// the script's seed and the script shrunk to what still fails, and
/// `RACPORT_FUZZ_SEED=<seed> swift test --filter DifferentialFuzzTests`
/// replays exactly that script with every timeline printed.
@Suite struct DifferentialFuzzTests {
  /// Batches run in parallel; each is `scriptsPerBatch` scripts.
  static let batches: [UInt64] = Array(1...8)
  /// `RACPORT_FUZZ_SCRIPTS` raises it for a longer hunt.
  static let scriptsPerBatch = ProcessInfo.processInfo.environment["RACPORT_FUZZ_SCRIPTS"].flatMap { Int($0) } ?? 500

  /// The seed of script `index` of `batch`: printed on failure, replayable alone.
  static func seed(batch: UInt64, index: Int) -> UInt64 { batch << 32 | UInt64(index) }

  /// What each side reported for one script (`nil`: that face cannot spell it).
  struct Outcomes {
    let model: ModelOutcome
    let classic: ModelOutcome?
    let modern: ModelOutcome?
    let swift: ModelOutcome?

    init(_ script: ModelScript) {
      model = ReferenceModel.run(script)
      classic = ClassicFuzzDriver.run(script)
      modern = ModernFuzzDriver.run(script)
      swift = SwiftFuzzDriver.run(script)
    }

    /// What differs between the model and the faces, or `nil` when they agree.
    var disagreement: String? {
      var report: [String] = []
      if let classic, classic != model.withoutInterruptions {
        report.append("RACClassic:\n\(classic)\nmodel (without interrupted):\n\(model.withoutInterruptions)")
      }
      if let modern, modern != model {
        report.append("RACModern:\n\(modern)\nmodel:\n\(model)")
      }
      if let swift, swift != model {
        report.append("RACSwift:\n\(swift)\nmodel:\n\(model)")
      }
      return report.isEmpty ? nil : report.joined(separator: "\n")
    }
  }

  /// What differs between the model and the faces, or `nil` when they agree.
  static func disagreement(_ script: ModelScript) -> String? {
    Outcomes(script).disagreement
  }

  @Test(arguments: batches)
  func theModelAndBothFacesAgreeOnRandomScripts(batch: UInt64) {
    var steps = 0
    var events = 0
    var classicRuns = 0
    var modernRuns = 0
    var swiftRuns = 0
    for index in 0..<Self.scriptsPerBatch {
      let seed = Self.seed(batch: batch, index: index)
      let script = ScriptGenerator.script(seed: seed)
      let outcomes = Outcomes(script)
      steps += script.steps.count
      events += outcomes.model.events.reduce(0) { $0 + $1.count }
      if outcomes.classic != nil { classicRuns += 1 }
      if outcomes.modern != nil { modernRuns += 1 }
      if outcomes.swift != nil { swiftRuns += 1 }
      guard outcomes.disagreement != nil else { continue }
      let shrunk = ScriptShrinker.shrink(script) { Self.disagreement($0) != nil }
      Issue.record(
        """
        seed \(seed) disagrees (replay: RACPORT_FUZZ_SEED=\(seed) swift test --filter DifferentialFuzzTests)
        shrunk script:
        \(shrunk)
        \(Self.disagreement(shrunk) ?? "")
        """)
      return
    }
    // Each face skips only the kinds it cannot spell: a driver that skipped
    // everything would compare nothing and pass.
    #expect(classicRuns > Self.scriptsPerBatch / 2, "RACClassic compared only \(classicRuns) scripts")
    #expect(modernRuns > Self.scriptsPerBatch / 2, "RACModern compared only \(modernRuns) scripts")
    #expect(swiftRuns == modernRuns, "RACSwift compared \(swiftRuns) scripts, RACModern \(modernRuns)")
    #expect(SwiftFuzzDriver.handOvers.value > 0, "no RACSwift replay subject took over its pipe's input")
    #expect(events > Self.scriptsPerBatch, "the scripts produced only \(events) model events")
    print(
      "DifferentialFuzz batch \(batch): \(Self.scriptsPerBatch) scripts, \(steps) steps, \(events) model events;"
        + " compared with RACClassic \(classicRuns), RACModern \(modernRuns), RACSwift \(swiftRuns)")
  }

  @Test func theScriptInRACPORT_FUZZ_SEEDReplays() {
    guard let text = ProcessInfo.processInfo.environment["RACPORT_FUZZ_SEED"], let seed = UInt64(text) else { return }
    let script = ScriptGenerator.script(seed: seed)
    print("seed \(seed):\n\(script)\nmodel:\n\(ReferenceModel.run(script))")
    if let classic = ClassicFuzzDriver.run(script) { print("RACClassic:\n\(classic)") }
    if let modern = ModernFuzzDriver.run(script) { print("RACModern:\n\(modern)") }
    if let swift = SwiftFuzzDriver.run(script) { print("RACSwift:\n\(swift)") }
    #expect(Self.disagreement(script) == nil)
  }

  @Test func theGeneratorIsDeterministicAndCoversEveryKindAndEffect() {
    #expect(ScriptGenerator.script(seed: 42) == ScriptGenerator.script(seed: 42))
    var kinds = Set<String>()
    var effects = Set<String>()
    for index in 0..<2_000 {
      let script = ScriptGenerator.script(seed: Self.seed(batch: 1, index: index))
      kinds.insert(String(describing: script.kind).prefix { $0 != "(" }.description)
      for case .subscribe(let reactions) in script.steps {
        for reaction in reactions { effects.insert(reaction.effect.description) }
      }
    }
    #expect(kinds.count == 9)
    let everyEffect = ["dispose self", "complete", "subscribe new"] + (1...6).map { "send \($0)" }
    #expect(effects == Set(everyEffect + (0...3).map { "dispose #\($0)" }))
  }

  @Test func theShrinkerKeepsOnlyWhatMakesTheScriptFail() {
    let script = ModelScript(
      kind: .replaySubject(capacity: 3),
      steps: [.subscribe([]), .send(5), .later(2, .send(4)), .complete, .advance(3), .send(6)])
    // A stand-in failure: "the script sends 4 and a later step completes".
    let shrunk = ScriptShrinker.shrink(script) { candidate in
      guard let four = candidate.steps.firstIndex(where: { $0 == .send(4) || $0 == .later(0, .send(4)) }) else {
        return false
      }
      return candidate.steps[four...].contains(.complete)
    }
    #expect(shrunk == ModelScript(kind: .replaySubject(capacity: 0), steps: [.send(4), .complete]))
  }
}
