import RACClassic

// The benchmark rows of Benchmarks/Benchmarks/RACPortBenchmarks/RACPortBenchmarks.swift
// in RACClassic's spelling, each returning its events per measured region.
// RAC2 has no pipe, so the hot rows send into a `RACSubject` and the replay
// rows into a `RACReplaySubject`, as the benchmarks do; it has no idiom rows.

func classicRows() -> [(String, () -> Int)] {
  var rows: [(String, () -> Int)] = [("B1", classicB1), ("B2", classicB2), ("B3", classicB3), ("B6", classicB6)]
  rows += [
    ("B4live", classicB4live), ("B4late", classicB4late), ("B5fill", classicB5fill), ("B5replay", classicB5replay),
  ]
  for (label, capacity) in [("1", 1), ("16", 16), ("1024", 1024), ("max", Int.max)] {
    rows.append(("B8c\(label)", { classicB8(capacity) }))
  }
  return rows
}

func classicB1() -> Int {
  let n = Events.b1Sends
  let subject = RACSubject<Int>()
  let sum = Sum()
  subject.subscribeNext { sum.value &+= $0 }
  measured { for i in 0..<n { subject.sendNext(i) } }
  check(sum.value, triangle(n), "B1 classic")
  return n
}

func classicB2() -> Int {
  let n = Events.b2Sends
  let observers = Events.b2Observers
  let subject = RACSubject<Int>()
  let sum = Sum()
  for _ in 0..<observers { subject.subscribeNext { sum.value &+= $0 } }
  measured { for i in 0..<n { subject.sendNext(i) } }
  check(sum.value, observers * triangle(n), "B2 classic")
  return n * observers
}

func classicB3() -> Int {
  let values = Events.b3Values
  let starts = Events.b3Starts
  let evens = (values + 1) / 2
  let signal = RACSignal<Int>.createSignal { subscriber in
    for i in 0..<values { subscriber.sendNext(i) }
    subscriber.sendCompleted()
    return nil
  }
  .map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
  let sum = Sum()
  measured { for _ in 0..<starts { signal.subscribeNext { sum.value &+= $0 } } }
  check(sum.value, starts * (3 * (2 * triangle(evens)) + evens), "B3 classic")
  return values * starts
}

func classicB4live() -> Int {
  let n = Events.b4LiveSends
  let subject = RACReplaySubject<Int>(capacity: 1)
  let sum = Sum()
  subject.subscribeNext { sum.value &+= $0 }
  measured { for i in 0..<n { subject.sendNext(i) } }
  check(sum.value, triangle(n), "B4 live classic")
  return n
}

func classicB4late() -> Int {
  let live = Events.b4LiveSends
  let late = Events.b4LateSubscribers
  let subject = RACReplaySubject<Int>(capacity: 1)
  let sum = Sum()
  subject.subscribeNext { _ in }
  for i in 0..<live { subject.sendNext(i) }
  var keep: [RACDisposable] = []
  keep.reserveCapacity(late)
  measured { for _ in 0..<late { keep.append(subject.subscribeNext { sum.value &+= $0 }) } }
  check(sum.value, late * (live - 1), "B4 late classic")
  withExtendedLifetime(keep) {}
  return late
}

func classicB5fill() -> Int {
  let n = Events.b5Values
  let subject = RACReplaySubject<Int>()
  measured { for i in 0..<n { subject.sendNext(i) } }
  let sum = Sum()
  subject.subscribeNext { sum.value &+= $0 }
  check(sum.value, triangle(n), "B5 fill classic")
  return n
}

func classicB5replay() -> Int {
  let n = Events.b5Values
  let subscribers = Events.b5LateSubscribers
  let subject = RACReplaySubject<Int>()
  for i in 0..<n { subject.sendNext(i) }
  let sum = Sum()
  measured { for _ in 0..<subscribers { subject.subscribeNext { sum.value &+= $0 } } }
  check(sum.value, subscribers * triangle(n), "B5 replay classic")
  return n * subscribers
}

func classicB6() -> Int {
  let pairs = Events.b6Pairs
  let subject = RACSubject<Int>()
  let sum = Sum()
  measured {
    for _ in 0..<pairs {
      let disposable = subject.subscribeNext { sum.value &+= $0 }
      disposable.dispose()
      sum.value &+= 1
    }
  }
  subject.sendNext(7)  // nobody is left to hear it
  check(sum.value, pairs, "B6 classic")
  return pairs
}

func classicB8(_ capacity: Int) -> Int {
  let n = Events.b8Values
  let kept = min(capacity, n)
  let subject = RACReplaySubject<Int>(capacity: capacity)
  measured { for i in 0..<n { subject.sendNext(i) } }
  let sum = Sum()
  subject.subscribeNext { sum.value &+= $0 }
  check(sum.value, triangle(n) - triangle(n - kept), "B8 classic")
  return n
}
