import RACSwift

// The benchmark rows of Benchmarks/Benchmarks/RACPortBenchmarks/RACPortBenchmarks.swift
// in RACSwift's spelling, each returning its events per measured region.

typealias SwiftReplay = (producer: SignalProducer<Int, Never>, input: Signal<Int, Never>.Observer, started: Disposable?)

/// ReactiveSwift 7 has no `SignalProducer.buffer`: its replay is a pipe's
/// signal replayed with `replayLazily(upTo:)`, started at once, as in
/// RACSwiftBenchmarks.swift.
func swiftPipeReplay(_ capacity: Int) -> SwiftReplay {
  let (signal, input) = Signal<Int, Never>.pipe()
  let producer = SignalProducer(signal).replayLazily(upTo: capacity)
  return (producer, input, producer.start())
}

func swiftRows() -> [(String, () -> Int)] {
  var rows: [(String, () -> Int)] = [("B1", swiftB1), ("B2", swiftB2), ("B3", swiftB3), ("B6", swiftB6)]
  for (suffix, make) in [("", swiftPipeReplay)] {
    rows += [
      ("B4live\(suffix)", { swiftB4live(make) }), ("B4late\(suffix)", { swiftB4late(make) }),
      ("B5fill\(suffix)", { swiftB5fill(make) }), ("B5replay\(suffix)", { swiftB5replay(make) }),
    ]
    for (label, capacity) in [("1", 1), ("16", 16), ("1024", 1024), ("max", Int.max)] {
      rows.append(("B8c\(label)\(suffix)", { swiftB8(capacity, make) }))
    }
  }
  return rows
}

func swiftB1() -> Int {
  let n = Events.b1Sends
  let (signal, input) = Signal<Int, Never>.pipe()
  let sum = Sum()
  signal.observeValues { sum.value &+= $0 }
  measured { for i in 0..<n { input.send(value: i) } }
  check(sum.value, triangle(n), "B1 swift")
  return n
}

func swiftB2() -> Int {
  let n = Events.b2Sends
  let observers = Events.b2Observers
  let (signal, input) = Signal<Int, Never>.pipe()
  let sum = Sum()
  for _ in 0..<observers { signal.observeValues { sum.value &+= $0 } }
  measured { for i in 0..<n { input.send(value: i) } }
  check(sum.value, observers * triangle(n), "B2 swift")
  return n * observers
}

func swiftB3() -> Int {
  let values = Events.b3Values
  let starts = Events.b3Starts
  let evens = (values + 1) / 2
  let producer = SignalProducer<Int, Never> { observer, _ in
    for i in 0..<values { observer.send(value: i) }
    observer.sendCompleted()
  }
  .map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
  let sum = Sum()
  measured { for _ in 0..<starts { producer.startWithValues { sum.value &+= $0 } } }
  check(sum.value, starts * (3 * (2 * triangle(evens)) + evens), "B3 swift")
  return values * starts
}

func swiftB4live(_ make: (Int) -> SwiftReplay) -> Int {
  let n = Events.b4LiveSends
  let (producer, input, started) = make(1)
  let sum = Sum()
  producer.startWithValues { sum.value &+= $0 }
  measured { for i in 0..<n { input.send(value: i) } }
  check(sum.value, triangle(n), "B4 live swift")
  started?.dispose()
  return n
}

func swiftB4late(_ make: (Int) -> SwiftReplay) -> Int {
  let live = Events.b4LiveSends
  let late = Events.b4LateSubscribers
  let (producer, input, started) = make(1)
  let sum = Sum()
  producer.startWithValues { _ in }
  for i in 0..<live { input.send(value: i) }
  var keep: [Disposable] = []
  keep.reserveCapacity(late)
  measured { for _ in 0..<late { keep.append(producer.startWithValues { sum.value &+= $0 }) } }
  check(sum.value, late * (live - 1), "B4 late swift")
  withExtendedLifetime(keep) {}
  started?.dispose()
  return late
}

func swiftB5fill(_ make: (Int) -> SwiftReplay) -> Int {
  let n = Events.b5Values
  let (producer, input, started) = make(Int.max)
  measured { for i in 0..<n { input.send(value: i) } }
  let sum = Sum()
  producer.startWithValues { sum.value &+= $0 }
  check(sum.value, triangle(n), "B5 fill swift")
  started?.dispose()
  return n
}

func swiftB5replay(_ make: (Int) -> SwiftReplay) -> Int {
  let n = Events.b5Values
  let subscribers = Events.b5LateSubscribers
  let (producer, input, started) = make(Int.max)
  for i in 0..<n { input.send(value: i) }
  let sum = Sum()
  measured { for _ in 0..<subscribers { producer.startWithValues { sum.value &+= $0 } } }
  check(sum.value, subscribers * triangle(n), "B5 replay swift")
  started?.dispose()
  return n * subscribers
}

func swiftB6() -> Int {
  let pairs = Events.b6Pairs
  let (signal, input) = Signal<Int, Never>.pipe()
  let sum = Sum()
  measured {
    for _ in 0..<pairs {
      let disposable = signal.observeValues { sum.value &+= $0 }
      disposable?.dispose()
      sum.value &+= 1
    }
  }
  input.send(value: 7)
  check(sum.value, pairs, "B6 swift")
  return pairs
}

func swiftB8(_ capacity: Int, _ make: (Int) -> SwiftReplay) -> Int {
  let n = Events.b8Values
  let kept = min(capacity, n)
  let (producer, input, started) = make(capacity)
  measured { for i in 0..<n { input.send(value: i) } }
  let sum = Sum()
  producer.startWithValues { sum.value &+= $0 }
  check(sum.value, triangle(n) - triangle(n - kept), "B8 swift")
  started?.dispose()
  return n
}
