import Benchmark
import Dispatch
import OpenCombine
import RACClassic
import RACModern
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The scenarios of issue 6 (B1-B9), each for RACClassic, RACModern and
// OpenCombine (where OpenCombine has the feature), plus the physical floors.
//
// Naming: "<scenario>.<library>", e.g. "B1.RACModern". `compare.sh` divides
// the measured wall clock and malloc counters of one iteration by the event
// count of the scenario (`Events` below, mirrored in compare.sh) and prints
// the table. Only the scenario's measured region counts: set-up runs before
// `startMeasurement()`, checks after `stopMeasurement()`. Every scenario
// checks a sum over what was delivered, so the optimizer cannot skip work.

/// Event counts per iteration (what one "event" means is in compare.sh).
enum Events {
  static let b1Sends = 10_000_000
  static let b2Observers = 100
  static let b2Sends = 100_000
  static let b3Values = 1_000_000
  static let b3Starts = 10
  static let b4LiveSends = 1_000_000
  static let b4LateSubscribers = 10_000
  static let b5Values = 100_000
  static let b5LateSubscribers = 100
  static let b6Pairs = 1_000_000
  static let b7SendsPerThread = 2_000_000
  static let b8Values = 1_000_000
  static let b9Calls = 10_000_000
}

/// Sum of `0..<n`.
@inline(__always) func triangle(_ n: Int) -> Int { n * (n - 1) / 2 }

/// A mutable sum the observers add to (delivery is serialized by every
/// library under test; B7 counts atomically). It lives behind a pointer so
/// adding to it costs an add, not a class property's exclusivity check.
final class Sum {
  let pointer: UnsafeMutablePointer<Int>
  init() {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: 0)
  }
  deinit { pointer.deallocate() }
  var value: Int {
    get { pointer.pointee }
    set { pointer.pointee = newValue }
  }
}

/// Lets a value cross into `concurrentPerform` (the libraries' objects are
/// thread-safe; the compiler cannot know it for OpenCombine's).
struct Unchecked<T>: @unchecked Sendable {
  let value: T
}

/// The physical floor's lock: a pthread mutex set up as the engine's
/// `LockedState` sets up its own (adaptive on glibc); `LockedState` is
/// `package` access and so not visible from this package.
final class FloorLock: @unchecked Sendable {
  let mutex: UnsafeMutablePointer<pthread_mutex_t>
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    #if canImport(Glibc)
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    #else
      pthread_mutex_init(mutex, nil)
    #endif
  }
  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }
  @inline(__always) func lock() { pthread_mutex_lock(mutex) }
  @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }
}

/// Keeps a closure where the optimizer must call it through the pointer.
final class StoredClosure {
  var call: (Int) -> Void
  init(_ call: @escaping (Int) -> Void) { self.call = call }
}

/// Unmeasured work between runs must not be folded away.
@inline(never) func check(_ actual: Int, _ expected: Int, _ what: String) {
  precondition(actual == expected, "\(what): checksum \(actual), expected \(expected)")
  blackHole(actual)
}

/// Wall clock is the headline; CPU time (`compare.sh --cpu`) is steadier on a machine shared with other work.
let defaultMetrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount]
let memoryMetrics = defaultMetrics + [.peakMemoryResidentDelta]

/// Modest iteration counts so the whole suite takes a few minutes on 2 cores.
func configuration(_ metrics: [BenchmarkMetric] = defaultMetrics) -> Benchmark.Configuration {
  .init(
    metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 5)
}

let benchmarks: @Sendable () -> Void = {
  hotSubjectBenchmarks()
  coldProducerBenchmarks()
  replayBenchmarks()
  churnAndThreadBenchmarks()
  capacitySweepBenchmarks()
  floorBenchmarks()
}

// MARK: B1, B2: hot subject

func hotSubjectBenchmarks() {
  let n1 = Events.b1Sends
  Benchmark("B1.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACSubject<Int>()
    let sum = Sum()
    subject.subscribeNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<n1 { subject.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(n1), "B1 classic")
  }
  Benchmark("B1.RACModern", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, NoError>.pipe()
    let sum = Sum()
    signal.observeNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<n1 { input.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(n1), "B1 modern")
  }
  Benchmark("B1.OpenCombine", configuration: configuration()) { benchmark in
    let subject = PassthroughSubject<Int, Never>()
    let sum = Sum()
    let cancellable = subject.sink { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<n1 { subject.send(i) }
    benchmark.stopMeasurement()
    withExtendedLifetime(cancellable) { check(sum.value, triangle(n1), "B1 OpenCombine") }
  }

  let observers = Events.b2Observers
  let n2 = Events.b2Sends
  let expected2 = observers * triangle(n2)
  Benchmark("B2.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACSubject<Int>()
    let sum = Sum()
    for _ in 0..<observers { subject.subscribeNext { sum.value &+= $0 } }
    benchmark.startMeasurement()
    for i in 0..<n2 { subject.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, expected2, "B2 classic")
  }
  Benchmark("B2.RACModern", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, NoError>.pipe()
    let sum = Sum()
    for _ in 0..<observers { signal.observeNext { sum.value &+= $0 } }
    benchmark.startMeasurement()
    for i in 0..<n2 { input.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, expected2, "B2 modern")
  }
  Benchmark("B2.OpenCombine", configuration: configuration()) { benchmark in
    let subject = PassthroughSubject<Int, Never>()
    let sum = Sum()
    let cancellables = (0..<observers).map { _ in subject.sink { sum.value &+= $0 } }
    benchmark.startMeasurement()
    for i in 0..<n2 { subject.send(i) }
    benchmark.stopMeasurement()
    withExtendedLifetime(cancellables) { check(sum.value, expected2, "B2 OpenCombine") }
  }
}

// MARK: B3: cold producer through map, filter, map

func coldProducerBenchmarks() {
  let values = Events.b3Values
  let starts = Events.b3Starts
  // map(x * 3), filter(even), map(x + 1) over 0..<values: the evens of 3x are
  // 3x for even x, so the sum is 3 * (sum of even x) + (number of even x).
  let evens = (values + 1) / 2
  let perStart = 3 * (2 * triangle(evens)) + evens
  let expected = starts * perStart

  Benchmark("B3.RACClassic", configuration: configuration()) { benchmark in
    let signal = RACSignal<Int>.createSignal { subscriber in
      for i in 0..<values { subscriber.sendNext(i) }
      subscriber.sendCompleted()
      return nil
    }
    .map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<starts { signal.subscribeNext { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, expected, "B3 classic")
  }
  Benchmark("B3.RACModern", configuration: configuration()) { benchmark in
    let producer = SignalProducer<Int, NoError> { observer, _ in
      for i in 0..<values { observer.sendNext(i) }
      observer.sendCompleted()
    }
    .map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<starts { producer.startWithNext { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, expected, "B3 modern")
  }
  Benchmark("B3.OpenCombine", configuration: configuration()) { benchmark in
    let publisher = (0..<values).publisher.map { $0 &* 3 }.filter { $0 & 1 == 0 }.map { $0 &+ 1 }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<starts { _ = publisher.sink { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, expected, "B3 OpenCombine")
  }
}

// MARK: B4, B5: replay

func replayBenchmarks() {
  let live = Events.b4LiveSends
  let late = Events.b4LateSubscribers
  // B4 live: 1M sends into a replay of capacity 1 with one observer.
  Benchmark("B4live.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACReplaySubject<Int>(capacity: 1)
    let sum = Sum()
    subject.subscribeNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<live { subject.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(live), "B4 live classic")
  }
  Benchmark("B4live.RACModern", configuration: configuration()) { benchmark in
    let (producer, input) = SignalProducer<Int, NoError>.buffer(1)
    let sum = Sum()
    producer.startWithNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<live { input.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(live), "B4 live modern")
  }
  Benchmark("B4live.OpenCombine", configuration: configuration()) { benchmark in
    // OpenCombine's replay of one value is CurrentValueSubject (it starts with a value).
    let subject = CurrentValueSubject<Int, Never>(0)
    let sum = Sum()
    let cancellable = subject.sink { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<live { subject.send(i) }
    benchmark.stopMeasurement()
    withExtendedLifetime(cancellable) { check(sum.value, triangle(live), "B4 live OpenCombine") }
  }
  // B4 late: after the live sends, 10k late subscribers each get the newest value (and stay subscribed).
  let lateExpected = late * (live - 1)
  Benchmark("B4late.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACReplaySubject<Int>(capacity: 1)
    let sum = Sum()
    subject.subscribeNext { _ in }
    for i in 0..<live { subject.sendNext(i) }
    var keep: [RACDisposable] = []
    keep.reserveCapacity(late)
    benchmark.startMeasurement()
    for _ in 0..<late { keep.append(subject.subscribeNext { sum.value &+= $0 }) }
    benchmark.stopMeasurement()
    check(sum.value, lateExpected, "B4 late classic")
    blackHole(keep)
  }
  Benchmark("B4late.RACModern", configuration: configuration()) { benchmark in
    let (producer, input) = SignalProducer<Int, NoError>.buffer(1)
    let sum = Sum()
    producer.startWithNext { _ in }
    for i in 0..<live { input.sendNext(i) }
    var keep: [Disposable] = []
    keep.reserveCapacity(late)
    benchmark.startMeasurement()
    for _ in 0..<late { keep.append(producer.startWithNext { sum.value &+= $0 }) }
    benchmark.stopMeasurement()
    check(sum.value, lateExpected, "B4 late modern")
    blackHole(keep)
  }
  Benchmark("B4late.OpenCombine", configuration: configuration()) { benchmark in
    let subject = CurrentValueSubject<Int, Never>(0)
    let sum = Sum()
    let first = subject.sink { _ in }
    for i in 0..<live { subject.send(i) }
    var keep: [AnyCancellable] = []
    keep.reserveCapacity(late)
    benchmark.startMeasurement()
    for _ in 0..<late { keep.append(subject.sink { sum.value &+= $0 }) }
    benchmark.stopMeasurement()
    check(sum.value, lateExpected, "B4 late OpenCombine")
    withExtendedLifetime((first, keep)) {}
  }

  // B5: unbounded replay. OpenCombine has no replay operator or subject: n/a.
  let values = Events.b5Values
  let subscribers = Events.b5LateSubscribers
  Benchmark("B5fill.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACReplaySubject<Int>()
    benchmark.startMeasurement()
    for i in 0..<values { subject.sendNext(i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    subject.subscribeNext { sum.value &+= $0 }
    check(sum.value, triangle(values), "B5 fill classic")
  }
  Benchmark("B5fill.RACModern", configuration: configuration()) { benchmark in
    let (producer, input) = SignalProducer<Int, NoError>.buffer(Int.max)
    benchmark.startMeasurement()
    for i in 0..<values { input.sendNext(i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    producer.startWithNext { sum.value &+= $0 }
    check(sum.value, triangle(values), "B5 fill modern")
  }
  Benchmark("B5replay.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACReplaySubject<Int>()
    for i in 0..<values { subject.sendNext(i) }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<subscribers { subject.subscribeNext { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, subscribers * triangle(values), "B5 replay classic")
  }
  Benchmark("B5replay.RACModern", configuration: configuration()) { benchmark in
    let (producer, input) = SignalProducer<Int, NoError>.buffer(Int.max)
    for i in 0..<values { input.sendNext(i) }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<subscribers { producer.startWithNext { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, subscribers * triangle(values), "B5 replay modern")
  }
}

// MARK: B6 subscribe + dispose churn, B7 two threads sending

func churnAndThreadBenchmarks() {
  let pairs = Events.b6Pairs
  Benchmark("B6.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACSubject<Int>()
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<pairs {
      let disposable = subject.subscribeNext { sum.value &+= $0 }
      disposable.dispose()
      sum.value &+= 1
    }
    benchmark.stopMeasurement()
    subject.sendNext(7)  // nobody is left to hear it
    check(sum.value, pairs, "B6 classic")
  }
  Benchmark("B6.RACModern", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, NoError>.pipe()
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<pairs {
      let disposable = signal.observeNext { sum.value &+= $0 }
      disposable?.dispose()
      sum.value &+= 1
    }
    benchmark.stopMeasurement()
    input.sendNext(7)
    check(sum.value, pairs, "B6 modern")
  }
  Benchmark("B6.OpenCombine", configuration: configuration()) { benchmark in
    let subject = PassthroughSubject<Int, Never>()
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<pairs {
      let cancellable = subject.sink { sum.value &+= $0 }
      cancellable.cancel()
      sum.value &+= 1
    }
    benchmark.stopMeasurement()
    subject.send(7)
    check(sum.value, pairs, "B6 OpenCombine")
  }

  // B7: two threads each send 2M values into one subject with one observer.
  // The count is atomic for every library (OpenCombine does not promise to
  // serialize its sink), so all three pay the same for it.
  let perThread = Events.b7SendsPerThread
  let expected7 = 2 * triangle(perThread)
  Benchmark("B7.RACClassic", configuration: configuration(memoryMetrics)) { benchmark in
    let subject = RACSubject<Int>()
    let sum = Atomic<Int>(0)
    let count = Atomic<Int>(0)
    subject.subscribeNext { value in
      sum.wrappingAdd(value, ordering: .relaxed)
      count.wrappingAdd(1, ordering: .relaxed)
    }
    benchmark.startMeasurement()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for i in 0..<perThread { subject.sendNext(i) }
    }
    benchmark.stopMeasurement()
    check(count.load(ordering: .relaxed), 2 * perThread, "B7 classic count")
    check(sum.load(ordering: .relaxed), expected7, "B7 classic")
  }
  Benchmark("B7.RACModern", configuration: configuration(memoryMetrics)) { benchmark in
    let (signal, input) = Signal<Int, NoError>.pipe()
    let sum = Atomic<Int>(0)
    let count = Atomic<Int>(0)
    signal.observeNext { value in
      sum.wrappingAdd(value, ordering: .relaxed)
      count.wrappingAdd(1, ordering: .relaxed)
    }
    let shared = Unchecked(value: input)
    benchmark.startMeasurement()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for i in 0..<perThread { shared.value.sendNext(i) }
    }
    benchmark.stopMeasurement()
    check(count.load(ordering: .relaxed), 2 * perThread, "B7 modern count")
    check(sum.load(ordering: .relaxed), expected7, "B7 modern")
  }
  Benchmark("B7.OpenCombine", configuration: configuration(memoryMetrics)) { benchmark in
    let subject = PassthroughSubject<Int, Never>()
    let sum = Atomic<Int>(0)
    let count = Atomic<Int>(0)
    let cancellable = subject.sink { value in
      sum.wrappingAdd(value, ordering: .relaxed)
      count.wrappingAdd(1, ordering: .relaxed)
    }
    let shared = Unchecked(value: subject)
    benchmark.startMeasurement()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for i in 0..<perThread { shared.value.send(i) }
    }
    benchmark.stopMeasurement()
    withExtendedLifetime(cancellable) {
      check(count.load(ordering: .relaxed), 2 * perThread, "B7 OpenCombine count")
      check(sum.load(ordering: .relaxed), expected7, "B7 OpenCombine")
    }
  }
}

// MARK: B8 capacity sweep

func capacitySweepBenchmarks() {
  let values = Events.b8Values
  // The lab's sweep: 1M values into a replay of each capacity with no
  // observer, then one late subscriber receives what was kept.
  for (label, capacity) in [("1", 1), ("16", 16), ("1024", 1024), ("max", Int.max)] {
    let kept = min(capacity, values)
    let expected = triangle(values) - triangle(values - kept)
    Benchmark("B8c\(label).RACClassic", configuration: configuration(memoryMetrics)) { benchmark in
      let subject = RACReplaySubject<Int>(capacity: capacity)
      benchmark.startMeasurement()
      for i in 0..<values { subject.sendNext(i) }
      benchmark.stopMeasurement()
      let sum = Sum()
      subject.subscribeNext { sum.value &+= $0 }
      check(sum.value, expected, "B8 classic capacity \(label)")
    }
    Benchmark("B8c\(label).RACModern", configuration: configuration(memoryMetrics)) { benchmark in
      let (producer, input) = SignalProducer<Int, NoError>.buffer(capacity)
      benchmark.startMeasurement()
      for i in 0..<values { input.sendNext(i) }
      benchmark.stopMeasurement()
      let sum = Sum()
      producer.startWithNext { sum.value &+= $0 }
      check(sum.value, expected, "B8 modern capacity \(label)")
    }
  }
  // OpenCombine keeps at most one value (CurrentValueSubject): capacity 1 only.
  Benchmark("B8c1.OpenCombine", configuration: configuration(memoryMetrics)) { benchmark in
    let subject = CurrentValueSubject<Int, Never>(0)
    benchmark.startMeasurement()
    for i in 0..<values { subject.send(i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    let cancellable = subject.sink { sum.value &+= $0 }
    withExtendedLifetime(cancellable) { check(sum.value, values - 1, "B8 OpenCombine capacity 1") }
  }
}

// MARK: B9 the floor, and the floors of B2, B6, B7

func floorBenchmarks() {
  let calls = Events.b9Calls
  Benchmark("B9closure.floor", configuration: configuration()) { benchmark in
    let sum = Sum()
    let stored = StoredClosure { sum.value &+= $0 }
    blackHole(stored)  // escapes: the call below must go through the stored pointer
    benchmark.startMeasurement()
    for i in 0..<calls { stored.call(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(calls), "B9 closure")
  }
  Benchmark("B9lock.floor", configuration: configuration()) { benchmark in
    let sum = Sum()
    let stored = StoredClosure { sum.value &+= $0 }
    blackHole(stored)
    let lock = FloorLock()
    benchmark.startMeasurement()
    for i in 0..<calls {
      lock.lock()
      let call = stored.call
      lock.unlock()
      call(i)
    }
    benchmark.stopMeasurement()
    check(sum.value, triangle(calls), "B9 lock")
  }
  // B2's floor: one lock round per send, then a call per observer.
  let observers = Events.b2Observers
  let n2 = Events.b2Sends
  Benchmark("B2.floor", configuration: configuration()) { benchmark in
    let sum = Sum()
    let stored = (0..<observers).map { _ in StoredClosure { sum.value &+= $0 } }
    blackHole(stored)
    let lock = FloorLock()
    benchmark.startMeasurement()
    for i in 0..<n2 {
      lock.lock()
      lock.unlock()
      for closure in stored { closure.call(i) }
    }
    benchmark.stopMeasurement()
    check(sum.value, observers * triangle(n2), "B2 floor")
  }
  // B6's floor: allocate a token holding the closure, append it under the
  // lock, remove it under the lock.
  let pairs = Events.b6Pairs
  Benchmark("B6.floor", configuration: configuration()) { benchmark in
    let sum = Sum()
    let lock = FloorLock()
    var tokens: [StoredClosure] = []
    tokens.reserveCapacity(4)
    benchmark.startMeasurement()
    for _ in 0..<pairs {
      let token = StoredClosure { sum.value &+= $0 }
      lock.lock()
      tokens.append(token)
      lock.unlock()
      lock.lock()
      if let index = tokens.lastIndex(where: { $0 === token }) { tokens.remove(at: index) }
      lock.unlock()
      sum.value &+= 1
    }
    benchmark.stopMeasurement()
    check(sum.value, pairs, "B6 floor")
  }
  // B7's floor: two threads, each call under the shared lock.
  let perThread = Events.b7SendsPerThread
  Benchmark("B7.floor", configuration: configuration()) { benchmark in
    let sum = Atomic<Int>(0)
    let count = Atomic<Int>(0)
    let stored = Unchecked(
      value: StoredClosure { value in
        sum.wrappingAdd(value, ordering: .relaxed)
        count.wrappingAdd(1, ordering: .relaxed)
      })
    let lock = FloorLock()
    benchmark.startMeasurement()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for i in 0..<perThread {
        lock.lock()
        stored.value.call(i)
        lock.unlock()
      }
    }
    benchmark.stopMeasurement()
    check(count.load(ordering: .relaxed), 2 * perThread, "B7 floor count")
    check(sum.load(ordering: .relaxed), 2 * triangle(perThread), "B7 floor")
  }
}
