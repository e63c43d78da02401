import Benchmark
import RACSwift

// The scenarios B1-B8 in ReactiveSwift 7's spelling (`import RACSwift`),
// named "<scenario>.RACSwift". RACSwift shares RACModern's engine, so each
// row should be within 10% of RACModern's (compare.sh prints S/M). Where
// RAC 4.2.2 had `SignalProducer.buffer(_:)` ReactiveSwift 7 has none: its
// replay is a pipe's signal replayed with `replayLazily(upTo:)`, started at
// once so it keeps values from the first send, as a ReactiveSwift user
// writes a replay subject.

/// A pipe replayed from its first send, keeping `capacity` values.
func reactiveSwiftReplay(_ capacity: Int) -> (SignalProducer<Int, Never>, Signal<Int, Never>.Observer, Disposable) {
  let (signal, input) = Signal<Int, Never>.pipe()
  let producer = SignalProducer(signal).replayLazily(upTo: capacity)
  return (producer, input, producer.start())
}

func reactiveSwiftBenchmarks() {
  let n1 = Events.b1Sends
  scenario("B1.RACSwift", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, Never>.pipe()
    let sum = Sum()
    signal.observeValues { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<n1 { input.send(value: i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(n1), "B1 swift")
  }
  let observers = Events.b2Observers
  let n2 = Events.b2Sends
  scenario("B2.RACSwift", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, Never>.pipe()
    let sum = Sum()
    for _ in 0..<observers { signal.observeValues { sum.value &+= $0 } }
    benchmark.startMeasurement()
    for i in 0..<n2 { input.send(value: i) }
    benchmark.stopMeasurement()
    check(sum.value, observers * triangle(n2), "B2 swift")
  }
  let values = Events.b3Values
  let starts = Events.b3Starts
  let evens = (values + 1) / 2
  scenario("B3.RACSwift", configuration: configuration()) { benchmark in
    let producer = SignalProducer<Int, Never> { observer, _ in
      for i in 0..<values { observer.send(value: i) }
      observer.sendCompleted()
    }
    .map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<starts { producer.startWithValues { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, starts * (3 * (2 * triangle(evens)) + evens), "B3 swift")
  }
  reactiveSwiftReplayBenchmarks()
  reactiveSwiftChurnAndThreadBenchmarks()
}

func reactiveSwiftReplayBenchmarks() {
  let live = Events.b4LiveSends
  let late = Events.b4LateSubscribers
  scenario("B4live.RACSwift", configuration: configuration()) { benchmark in
    let (producer, input, started) = reactiveSwiftReplay(1)
    let sum = Sum()
    producer.startWithValues { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<live { input.send(value: i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(live), "B4 live swift")
    started.dispose()
  }
  scenario("B4late.RACSwift", configuration: configuration()) { benchmark in
    let (producer, input, started) = reactiveSwiftReplay(1)
    let sum = Sum()
    producer.startWithValues { _ in }
    for i in 0..<live { input.send(value: i) }
    var keep: [Disposable] = []
    keep.reserveCapacity(late)
    benchmark.startMeasurement()
    for _ in 0..<late { keep.append(producer.startWithValues { sum.value &+= $0 }) }
    benchmark.stopMeasurement()
    check(sum.value, late * (live - 1), "B4 late swift")
    blackHole(keep)
    started.dispose()
  }
  let values = Events.b5Values
  let subscribers = Events.b5LateSubscribers
  scenario("B5fill.RACSwift", configuration: configuration()) { benchmark in
    let (producer, input, started) = reactiveSwiftReplay(Int.max)
    benchmark.startMeasurement()
    for i in 0..<values { input.send(value: i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    producer.startWithValues { sum.value &+= $0 }
    check(sum.value, triangle(values), "B5 fill swift")
    started.dispose()
  }
  scenario("B5replay.RACSwift", configuration: configuration()) { benchmark in
    let (producer, input, started) = reactiveSwiftReplay(Int.max)
    for i in 0..<values { input.send(value: i) }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<subscribers { producer.startWithValues { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, subscribers * triangle(values), "B5 replay swift")
    started.dispose()
  }
  let sweep = Events.b8Values
  for (label, capacity) in [("1", 1), ("16", 16), ("1024", 1024), ("max", Int.max)] {
    let kept = min(capacity, sweep)
    let expected = triangle(sweep) - triangle(sweep - kept)
    scenario("B8c\(label).RACSwift", configuration: configuration(memoryMetrics)) { benchmark in
      let (producer, input, started) = reactiveSwiftReplay(capacity)
      benchmark.startMeasurement()
      for i in 0..<sweep { input.send(value: i) }
      benchmark.stopMeasurement()
      let sum = Sum()
      producer.startWithValues { sum.value &+= $0 }
      check(sum.value, expected, "B8 swift capacity \(label)")
      started.dispose()
    }
  }
}

func reactiveSwiftChurnAndThreadBenchmarks() {
  let pairs = Events.b6Pairs
  scenario("B6.RACSwift", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, Never>.pipe()
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<pairs {
      let disposable = signal.observeValues { sum.value &+= $0 }
      disposable?.dispose()
      sum.value &+= 1
    }
    benchmark.stopMeasurement()
    input.send(value: 7)
    check(sum.value, pairs, "B6 swift")
  }
  for (id, threads) in [("B7", 2), ("B7x4", 4)] {
    let perThread = Events.b7Sends / threads
    scenario("\(id).RACSwift", configuration: Contention.configuration) { benchmark in
      let (signal, input) = Signal<Int, Never>.pipe()
      let counter = ContendedCounter()
      signal.observeValues { counter.add($0) }
      let shared = Unchecked(value: input)
      Contention.measure(benchmark, threads: threads, perThread: perThread, counter: counter) { i in
        shared.value.send(value: i)
      }
    }
  }
}
