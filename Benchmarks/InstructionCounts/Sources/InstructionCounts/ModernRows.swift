import RACModern

// The benchmark rows of Benchmarks/Benchmarks/RACPortBenchmarks/RACPortBenchmarks.swift
// in RACModern's spelling, each returning its events per measured region.

typealias ModernReplay = (producer: SignalProducer<Int, NoError>, input: Observer<Int, NoError>, started: Disposable?)

/// RACModern's replay subject, as the benchmark writes it: `SignalProducer.buffer`.
func modernBuffer(_ capacity: Int) -> ModernReplay {
  let (producer, input) = SignalProducer<Int, NoError>.buffer(capacity)
  return (producer, input, nil)
}

/// ReactiveSwift's idiom in RACModern's spelling: a pipe's signal replayed
/// with `replayLazily(upTo:)`, started at once (the "idiom" rows).
func modernPipeReplay(_ capacity: Int) -> ModernReplay {
  let (signal, input) = Signal<Int, NoError>.pipe()
  let producer = SignalProducer(signal: signal).replayLazily(upTo: capacity)
  return (producer, input, producer.start())
}

func modernRows() -> [(String, () -> Int)] {
  var rows: [(String, () -> Int)] = [("B1", modernB1), ("B2", modernB2), ("B3", modernB3), ("B6", modernB6)]
  for (suffix, make) in [("", modernBuffer), ("idiom", modernPipeReplay)] {
    rows += [
      ("B4live\(suffix)", { modernB4live(make) }), ("B4late\(suffix)", { modernB4late(make) }),
      ("B5fill\(suffix)", { modernB5fill(make) }), ("B5replay\(suffix)", { modernB5replay(make) }),
    ]
    for (label, capacity) in [("1", 1), ("16", 16), ("1024", 1024), ("max", Int.max)] {
      rows.append(("B8c\(label)\(suffix)", { modernB8(capacity, make) }))
    }
  }
  return rows
}

func modernB1() -> Int {
  let n = Events.b1Sends
  let (signal, input) = Signal<Int, NoError>.pipe()
  let sum = Sum()
  signal.observeNext { sum.value &+= $0 }
  measured { for i in 0..<n { input.sendNext(i) } }
  check(sum.value, triangle(n), "B1 modern")
  return n
}

func modernB2() -> Int {
  let n = Events.b2Sends
  let observers = Events.b2Observers
  let (signal, input) = Signal<Int, NoError>.pipe()
  let sum = Sum()
  for _ in 0..<observers { signal.observeNext { sum.value &+= $0 } }
  measured { for i in 0..<n { input.sendNext(i) } }
  check(sum.value, observers * triangle(n), "B2 modern")
  return n * observers
}

func modernB3() -> Int {
  let values = Events.b3Values
  let starts = Events.b3Starts
  let evens = (values + 1) / 2
  let producer = SignalProducer<Int, NoError> { observer, _ in
    for i in 0..<values { observer.sendNext(i) }
    observer.sendCompleted()
  }
  .map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
  let sum = Sum()
  measured { for _ in 0..<starts { producer.startWithNext { sum.value &+= $0 } } }
  check(sum.value, starts * (3 * (2 * triangle(evens)) + evens), "B3 modern")
  return values * starts
}

func modernB4live(_ make: (Int) -> ModernReplay) -> Int {
  let n = Events.b4LiveSends
  let (producer, input, started) = make(1)
  let sum = Sum()
  producer.startWithNext { sum.value &+= $0 }
  measured { for i in 0..<n { input.sendNext(i) } }
  check(sum.value, triangle(n), "B4 live modern")
  started?.dispose()
  return n
}

func modernB4late(_ make: (Int) -> ModernReplay) -> Int {
  let live = Events.b4LiveSends
  let late = Events.b4LateSubscribers
  let (producer, input, started) = make(1)
  let sum = Sum()
  producer.startWithNext { _ in }
  for i in 0..<live { input.sendNext(i) }
  var keep: [Disposable] = []
  keep.reserveCapacity(late)
  measured { for _ in 0..<late { keep.append(producer.startWithNext { sum.value &+= $0 }) } }
  check(sum.value, late * (live - 1), "B4 late modern")
  withExtendedLifetime(keep) {}
  started?.dispose()
  return late
}

func modernB5fill(_ make: (Int) -> ModernReplay) -> Int {
  let n = Events.b5Values
  let (producer, input, started) = make(Int.max)
  measured { for i in 0..<n { input.sendNext(i) } }
  let sum = Sum()
  producer.startWithNext { sum.value &+= $0 }
  check(sum.value, triangle(n), "B5 fill modern")
  started?.dispose()
  return n
}

func modernB5replay(_ make: (Int) -> ModernReplay) -> Int {
  let n = Events.b5Values
  let subscribers = Events.b5LateSubscribers
  let (producer, input, started) = make(Int.max)
  for i in 0..<n { input.sendNext(i) }
  let sum = Sum()
  measured { for _ in 0..<subscribers { producer.startWithNext { sum.value &+= $0 } } }
  check(sum.value, subscribers * triangle(n), "B5 replay modern")
  started?.dispose()
  return n * subscribers
}

func modernB6() -> Int {
  let pairs = Events.b6Pairs
  let (signal, input) = Signal<Int, NoError>.pipe()
  let sum = Sum()
  measured {
    for _ in 0..<pairs {
      let disposable = signal.observeNext { sum.value &+= $0 }
      disposable?.dispose()
      sum.value &+= 1
    }
  }
  input.sendNext(7)
  check(sum.value, pairs, "B6 modern")
  return pairs
}

func modernB8(_ capacity: Int, _ make: (Int) -> ModernReplay) -> Int {
  let n = Events.b8Values
  let kept = min(capacity, n)
  let (producer, input, started) = make(capacity)
  measured { for i in 0..<n { input.sendNext(i) } }
  let sum = Sum()
  producer.startWithNext { sum.value &+= $0 }
  check(sum.value, triangle(n) - triangle(n - kept), "B8 modern")
  started?.dispose()
  return n
}
