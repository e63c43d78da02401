import Foundation
import RACSwift
import RACTestSupport
import Testing

/// The typed-error promotion overloads of `flatten`, `flatMap` and `then`:
/// where one side cannot fail (`Never`), the result takes the other side's
/// error type, and a failure from the side that can fail reaches the output.
/// Each result's type is spelled, so the test also pins which overload
/// answers; the timelines are exact, on a test scheduler.
@Suite struct SwiftErrorPromotionOperatorTests {
  typealias Producer = RACSwift.SignalProducer
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  /// An inner that can fail: 7 one tick after its start, then a failure
  /// (code `code`) a tick later.
  static func failingInner(_ scenario: OperatorScenario, _ code: Int) -> Producer<Int, TestError> {
    scenario.source("inner", [(1, Event.value(7)), (2, .failed(TestError(code)))])
  }

  /// An inner that cannot fail: 7 one tick after its start, completing at 2.
  static func quietInner(_ scenario: OperatorScenario) -> Producer<Int, Never> {
    scenario.values("inner", [(1, 7)], completingAt: 2)
  }

  // The failure ends the output first; the side still running is disposed,
  // then the side that failed winds its start down.
  static let innerFails = [
    "t=0.0 outer started", "t=1.0 inner started", "t=2.0 out value 7", "t=3.0 out failed TestError(1)",
    "t=3.0 outer disposed", "t=3.0 inner disposed",
  ]
  static let outerFails = [
    "t=0.0 outer started", "t=1.0 inner started", "t=2.0 out value 7", "t=2.5 out failed TestError(2)",
    "t=2.5 inner disposed", "t=2.5 outer disposed",
  ]
  static let neitherFails = [
    "t=0.0 outer started", "t=1.0 inner started", "t=2.0 out value 7", "t=3.0 inner disposed",
    "t=5.0 out completed", "t=5.0 outer disposed",
  ]

  @Test func flattenTakesTheErrorOfTheSideThatCanFail() {
    let bothFail = OperatorScenario()
    let both: Producer<Int, TestError> = bothFail.source(
      "outer", [(1, .value(Self.failingInner(bothFail, 1))), (5, .completed)]
    ).flatten(.merge)
    bothFail.start("out", both)
    bothFail.run(until: 6)
    #expect(bothFail.lines == Self.innerFails)

    let innerOnly = OperatorScenario()
    let promoted: Producer<Int, TestError> = innerOnly.values(
      "outer", [(1, Self.failingInner(innerOnly, 1))], completingAt: 5
    ).flatten(.merge)
    innerOnly.start("out", promoted)
    innerOnly.run(until: 6)
    #expect(innerOnly.lines == Self.innerFails)

    let outerOnly = OperatorScenario()
    let outerPromoted: Producer<Int, TestError> = outerOnly.source(
      "outer", [(1, .value(Self.quietInner(outerOnly))), (2.5, .failed(TestError(2)))]
    ).flatten(.merge)
    outerOnly.start("out", outerPromoted)
    outerOnly.run(until: 6)
    #expect(outerOnly.lines == Self.outerFails)

    let neither = OperatorScenario()
    let quiet: Producer<Int, Never> = neither.values("outer", [(1, Self.quietInner(neither))], completingAt: 5)
      .flatten(.merge)
    neither.start("out", quiet)
    neither.run(until: 6)
    #expect(neither.lines == Self.neitherFails)
  }

  @Test func flatMapTakesTheErrorOfTheSideThatCanFail() {
    let innerOnly = OperatorScenario()
    let promoted: Producer<Int, TestError> = innerOnly.values("outer", [(1, 0)], completingAt: 5)
      .flatMap(.concat) { _ in Self.failingInner(innerOnly, 1) }
    innerOnly.start("out", promoted)
    innerOnly.run(until: 6)
    #expect(innerOnly.lines == Self.innerFails)

    let outerOnly = OperatorScenario()
    let outerPromoted: Producer<Int, TestError> = outerOnly.source(
      "outer", [(1, .value(0)), (2.5, .failed(TestError(2)))]
    ).flatMap(.concat) { _ in Self.quietInner(outerOnly) }
    outerOnly.start("out", outerPromoted)
    outerOnly.run(until: 6)
    #expect(outerOnly.lines == Self.outerFails)

    let neither = OperatorScenario()
    let quiet: Producer<Int, Never> = neither.values("outer", [(1, 0)], completingAt: 5)
      .flatMap(.concat) { _ in Self.quietInner(neither) }
    neither.start("out", quiet)
    neither.run(until: 6)
    #expect(neither.lines == Self.neitherFails)
  }

  @Test func signalFormsPromoteTheSameWay() {
    let scenario = OperatorScenario()
    let (outer, input) = RACSwift.Signal<Producer<Int, TestError>, Never>.pipe()
    let (failing, failingInput) = RACSwift.Signal<Int, TestError>.pipe()
    let promoted: RACSwift.Signal<Int, TestError> = outer.flatten(.latest)
    scenario.observe("flatten", promoted)
    let (values, valuesInput) = RACSwift.Signal<Int, Never>.pipe()
    // A signal is a convertible inner too; `values` cannot fail.
    let viaSignal: RACSwift.Signal<Int, TestError> = values.flatMap(.latest) { _ in failing }
    scenario.observe("flatMap", viaSignal)
    scenario.at(1) { input.send(value: Producer(failing)) }
    scenario.at(1) { valuesInput.send(value: 0) }
    scenario.at(2) { failingInput.send(value: 7) }
    scenario.at(3) { failingInput.send(error: TestError(4)) }
    scenario.run(until: 4)
    #expect(
      scenario.lines == [
        "t=2.0 flatten value 7", "t=2.0 flatMap value 7", "t=3.0 flatten failed TestError(4)",
        "t=3.0 flatMap failed TestError(4)",
      ])
  }

  @Test func thenTakesTheErrorOfTheSideThatCanFail() {
    let firstFails = OperatorScenario()
    let promoted: Producer<Int, TestError> = firstFails.source("first", [(1, Event.failed(TestError(5)))])
      .then(firstFails.values("next", [(1, 9)], completingAt: 2))
    firstFails.start("out", promoted)
    firstFails.run(until: 4)
    #expect(firstFails.lines == ["t=0.0 first started", "t=1.0 out failed TestError(5)", "t=1.0 first disposed"])

    let neither = OperatorScenario()
    let quiet: Producer<String, Never> = neither.values("first", [(1, 1)], completingAt: 1.5)
      .then(neither.values("next", [(1, "n")], completingAt: 2))
    neither.start("out", quiet)
    neither.run(until: 4)
    #expect(
      neither.lines == [
        "t=0.0 first started", "t=1.5 next started", "t=1.5 first disposed", "t=2.5 out value n",
        "t=3.5 out completed", "t=3.5 next disposed",
      ])
  }
}
