import RACShared
import Testing

/// The one wait for a token (`TokenWait.run`, docs/Engine.md "One wait, for
/// every form"), driven with scripted closures: when it spins, tries, waits
/// in line, and waits again as starving.
@Suite struct TokenWaitTests {
  /// What the driver did, in order.
  final class Script {
    var log: [String] = []
    var looksFree: [Bool] = []
    var attempts: [String?] = []
    var answers: [Turn.Answer] = []
  }

  func run(_ script: Script, spins: Int) -> String {
    TokenWait.run(
      spins: spins,
      looksFree: {
        let free = script.looksFree.isEmpty ? false : script.looksFree.removeFirst()
        script.log.append(free ? "looks free" : "looks held")
        return free
      },
      attempt: {
        let outcome = script.attempts.isEmpty ? nil : script.attempts.removeFirst()
        script.log.append("attempt: \(outcome ?? "held")")
        return outcome
      },
      offer: { starving in
        script.log.append(starving ? "wait in line, starving" : "wait in line")
        return script.answers.removeFirst()
      },
      answered: { answer in
        if case .deliver = answer { return "handed the token" }
        return "nothing to do"
      })
  }

  @Test func aSpinnerTriesOnlyWhenTheTokenLooksFreeAndTakesIt() {
    let script = Script()
    script.looksFree = [false, true, false, true]
    script.attempts = [nil, "took it"]
    #expect(run(script, spins: 100) == "took it")
    #expect(
      script.log == ["looks held", "looks free", "attempt: held", "looks held", "looks free", "attempt: took it"])
  }

  @Test func afterTheSpinsTheThreadWaitsInLineAndIsHandedTheToken() {
    let script = Script()
    script.answers = [.deliver([])]
    #expect(run(script, spins: 3) == "handed the token")
    #expect(script.log == ["looks held", "looks held", "looks held", "wait in line"])
  }

  @Test func toldToRetryItSpinsAndWaitsAgainAsStarving() {
    let script = Script()
    script.looksFree = [false, true]
    script.attempts = [nil]
    script.answers = [.retry, .deliver([])]
    #expect(run(script, spins: 2) == "handed the token")
    #expect(
      script.log == [
        "looks held", "looks free", "attempt: held", "wait in line",
        "looks held", "looks held", "wait in line, starving",
      ])
  }

  @Test func withoutSpinsItOnlyWaitsInLineAndAnAnswerOtherThanRetryEndsTheWait() {
    let script = Script()
    script.answers = [.retry, .retry, .dismissed]
    #expect(run(script, spins: 0) == "nothing to do")
    #expect(script.log == ["wait in line", "wait in line, starving", "wait in line, starving"])
  }

  @Test func theWaitBetweenLooksDoublesFromOnePauseUpToTheLimit() {
    var schedule = [1]
    for _ in 1..<8 { schedule.append(TokenWait.pausesAfter(schedule.last!)) }
    #expect(schedule == [1, 2, 4, 8, 16, 32, 32, 32])
    #expect(TokenWait.spinPauseLimit == 32)
    // The whole spin before waiting in line: about 3,000 pauses.
    var total = 0
    var pauses = 1
    for _ in 0..<TokenWait.spinLimit {
      total += pauses
      pauses = TokenWait.pausesAfter(pauses)
    }
    #expect(total == 3_071)
  }
}
