import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// The accumulate family in ReactiveSwift 7's names, with exact timelines.
@Suite struct SwiftAccumulateOperatorTests {
  typealias Event = RACSwift.Signal<Int, TestError>.Event

  static let steps: [(Double, Event)] = [(1, .value(1)), (2, .value(2)), (3, .value(3)), (4, .completed)]

  @Test func collectFormsCutTheValuesIntoArrays() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", Self.steps)
    scenario.start("all", source.collect())
    scenario.start("count", source.collect(count: 2))
    scenario.start("sum", source.collect { $0.reduce(0, +) >= 3 })
    scenario.start("before", source.collect { collected, latest in collected.count == 1 && latest > 1 })
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=2.0 count value [1, 2]",
        "t=2.0 sum value [1, 2]", "t=2.0 before value [1]", "t=3.0 sum value [3]", "t=3.0 before value [2]",
        "t=4.0 all value [1, 2, 3]",
        "t=4.0 all completed", "t=4.0 s disposed", "t=4.0 count value [3]", "t=4.0 count completed",
        "t=4.0 s disposed", "t=4.0 sum completed", "t=4.0 s disposed", "t=4.0 before value [3]",
        "t=4.0 before completed", "t=4.0 s disposed",
      ])
  }

  @Test func reduceAndScanFormsFoldTheValues() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", Self.steps)
    scenario.start("reduce", source.reduce(10, +))
    scenario.start("reduceInto", source.reduce(into: [Int]()) { $0.insert($1, at: 0) })
    scenario.start("scan", source.scan(10, +))
    scenario.start("scanInto", source.scan(into: "") { $0 += "\($1)" })
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=0.0 s started", "t=1.0 scan value 11",
        "t=1.0 scanInto value 1", "t=2.0 scan value 13", "t=2.0 scanInto value 12", "t=3.0 scan value 16",
        "t=3.0 scanInto value 123", "t=4.0 reduce value 16", "t=4.0 reduce completed", "t=4.0 s disposed",
        "t=4.0 reduceInto value [3, 2, 1]", "t=4.0 reduceInto completed", "t=4.0 s disposed",
        "t=4.0 scan completed", "t=4.0 s disposed", "t=4.0 scanInto completed", "t=4.0 s disposed",
      ])
  }

  @Test func scanMapFormsSendWhatNextReturnsAndKeepTheState() {
    let scenario = OperatorScenario()
    let source = scenario.source("s", Self.steps)
    scenario.start("pure", source.scanMap(0) { sum, value in (sum + value, "\(sum)+\(value)") })
    scenario.start(
      "into",
      source.scanMap(into: [Int]()) { (seen: inout [Int], value: Int) -> Int in
        seen.append(value)
        return seen.count * 100 + value
      })
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=0.0 s started", "t=0.0 s started", "t=1.0 pure value 0+1", "t=1.0 into value 101",
        "t=2.0 pure value 1+2", "t=2.0 into value 202", "t=3.0 pure value 3+3", "t=3.0 into value 303",
        "t=4.0 pure completed", "t=4.0 s disposed", "t=4.0 into completed", "t=4.0 s disposed",
      ])
  }

  @Test func scanReduceAndCollectAgreeWithRACModern() {
    let expected = ["t=0.0 s started", "t=4.0 out value [11, 13, 16]", "t=4.0 out completed", "t=4.0 s disposed"]
    let swift = OperatorScenario()
    swift.start("out", swift.source("s", Self.steps).scan(10, +).collect())
    swift.run(until: 5)
    #expect(swift.lines == expected)
    let modern = ModernOperatorScenario()
    modern.start(
      "out", modern.source("s", [(1, .next(1)), (2, .next(2)), (3, .next(3)), (4, .completed)]).scan(10, +).collect())
    modern.run(until: 5)
    #expect(modern.lines == expected)
  }

  @Test func signalFormsAccumulateWhatThePipeSends() {
    let scenario = OperatorScenario()
    let (signal, input) = RACSwift.Signal<Int, TestError>.pipe()
    scenario.observe("count", signal.collect(count: 2))
    scenario.observe(
      "scanMap",
      signal.scanMap(into: 0) { (sum: inout Int, value: Int) -> Int in
        sum += value
        return sum
      })
    scenario.observe("reduce", signal.reduce(into: 0) { $0 += $1 })
    scenario.at(1) { input.send(value: 1) }
    scenario.at(2) { input.send(value: 2) }
    scenario.at(3) { input.send(value: 3) }
    scenario.at(4) { input.sendCompleted() }
    scenario.run(until: 5)
    #expect(
      scenario.lines == [
        "t=1.0 scanMap value 1", "t=2.0 count value [1, 2]", "t=2.0 scanMap value 3", "t=3.0 scanMap value 6",
        "t=4.0 count value [3]", "t=4.0 count completed", "t=4.0 scanMap completed", "t=4.0 reduce value 6",
        "t=4.0 reduce completed",
      ])
  }
}
