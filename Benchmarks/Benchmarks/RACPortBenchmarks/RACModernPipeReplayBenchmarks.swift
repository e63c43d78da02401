import Benchmark
import RACModern

// The replay rows (B4, B5, B8 capacity 1) with RACModern spelling the replay
// as RACSwift must (ReactiveSwift 7 has no `SignalProducer.buffer`): a pipe's
// signal replayed with `replayLazily(upTo:)`, started at once. Named
// "<scenario>P.RACModern"; compare.sh prints them beside RACSwift's row of
// the same scenario, so that S/M there compares one idiom in both faces (the
// engine's cost), while the plain rows compare the idiom with `buffer`.

/// A pipe replayed from its first send, keeping `capacity` values, in RACModern.
func modernPipeReplay(_ capacity: Int) -> (SignalProducer<Int, NoError>, Observer<Int, NoError>, Disposable) {
  let (signal, input) = Signal<Int, NoError>.pipe()
  let producer = SignalProducer(signal: signal).replayLazily(upTo: capacity)
  return (producer, input, producer.start())
}

func modernPipeReplayBenchmarks() {
  let live = Events.b4LiveSends
  let late = Events.b4LateSubscribers
  scenario("B4liveP.RACModern", configuration: configuration()) { benchmark in
    let (producer, input, started) = modernPipeReplay(1)
    let sum = Sum()
    producer.startWithNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<live { input.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(live), "B4 live modern pipe")
    started.dispose()
  }
  scenario("B4lateP.RACModern", configuration: configuration()) { benchmark in
    let (producer, input, started) = modernPipeReplay(1)
    let sum = Sum()
    producer.startWithNext { _ in }
    for i in 0..<live { input.sendNext(i) }
    var keep: [Disposable] = []
    keep.reserveCapacity(late)
    benchmark.startMeasurement()
    for _ in 0..<late { keep.append(producer.startWithNext { sum.value &+= $0 }) }
    benchmark.stopMeasurement()
    check(sum.value, late * (live - 1), "B4 late modern pipe")
    blackHole(keep)
    started.dispose()
  }
  let values = Events.b5Values
  let subscribers = Events.b5LateSubscribers
  scenario("B5fillP.RACModern", configuration: configuration()) { benchmark in
    let (producer, input, started) = modernPipeReplay(Int.max)
    benchmark.startMeasurement()
    for i in 0..<values { input.sendNext(i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    producer.startWithNext { sum.value &+= $0 }
    check(sum.value, triangle(values), "B5 fill modern pipe")
    started.dispose()
  }
  scenario("B5replayP.RACModern", configuration: configuration()) { benchmark in
    let (producer, input, started) = modernPipeReplay(Int.max)
    for i in 0..<values { input.sendNext(i) }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<subscribers { producer.startWithNext { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, subscribers * triangle(values), "B5 replay modern pipe")
    started.dispose()
  }
  let sweep = Events.b8Values
  scenario("B8c1P.RACModern", configuration: configuration(memoryMetrics)) { benchmark in
    let (producer, input, started) = modernPipeReplay(1)
    benchmark.startMeasurement()
    for i in 0..<sweep { input.sendNext(i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    producer.startWithNext { sum.value &+= $0 }
    check(sum.value, sweep - 1, "B8 modern pipe capacity 1")
    started.dispose()
  }
}
