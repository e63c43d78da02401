import Benchmark
import Foundation
import RACModern

// B3f: B3's pipeline (map, filter, map over a cold producer) with RACModern's
// producer able to fail with `NSError`, as every RAC2 signal can. RACClassic's
// events carry a `BridgedError` (a reference), so each event that an operator
// builds must be released after its send; with `NoError` (B3) RACModern's
// events are plain data and skip that. The paired row "B3f" sets
// RACClassic's B3 beside these, so that C/M there compares the same program
// (docs/Benchmarks.md, "B3: the failure type").
func failableColdProducerBenchmarks() {
  let values = Events.b3Values
  let starts = Events.b3Starts
  let evens = (values + 1) / 2
  scenario("B3f.RACModern", configuration: configuration()) { benchmark in
    let producer = SignalProducer<Int, NSError> { observer, _ in
      for i in 0..<values { observer.sendNext(i) }
      observer.sendCompleted()
    }
    .map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<starts { producer.startWithNext { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, starts * (3 * (2 * triangle(evens)) + evens), "B3f modern")
  }
}
