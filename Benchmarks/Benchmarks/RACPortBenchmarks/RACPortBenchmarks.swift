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
// OpenCombine (where OpenCombine has the feature), plus the physical floors;
// RACSwift's (ReactiveSwift 7's spelling) are in RACSwiftBenchmarks.swift,
// RACModern's replay rows spelled as RACSwift's in
// RACModernPipeReplayBenchmarks.swift.
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
  /// B7: sends in all, split over the threads (2 x 2M; B7x4: 4 x 1M).
  static let b7Sends = 4_000_000
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

/// Lets a value cross into another thread (the libraries' objects are
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
  failableColdProducerBenchmarks()
  replayBenchmarks()
  churnAndThreadBenchmarks()
  capacitySweepBenchmarks()
  floorBenchmarks()
  reactiveSwiftBenchmarks()
  modernPipeReplayBenchmarks()
  pairedBenchmarks()
}

// MARK: B1, B2: hot subject

func hotSubjectBenchmarks() {
  let n1 = Events.b1Sends
  scenario("B1.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACSubject<Int>()
    let sum = Sum()
    subject.subscribeNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<n1 { subject.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(n1), "B1 classic")
  }
  scenario("B1.RACModern", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, NoError>.pipe()
    let sum = Sum()
    signal.observeNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<n1 { input.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(n1), "B1 modern")
  }
  scenario("B1.OpenCombine", configuration: configuration()) { benchmark in
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
  scenario("B2.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACSubject<Int>()
    let sum = Sum()
    for _ in 0..<observers { subject.subscribeNext { sum.value &+= $0 } }
    benchmark.startMeasurement()
    for i in 0..<n2 { subject.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, expected2, "B2 classic")
  }
  scenario("B2.RACModern", configuration: configuration()) { benchmark in
    let (signal, input) = Signal<Int, NoError>.pipe()
    let sum = Sum()
    for _ in 0..<observers { signal.observeNext { sum.value &+= $0 } }
    benchmark.startMeasurement()
    for i in 0..<n2 { input.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, expected2, "B2 modern")
  }
  scenario("B2.OpenCombine", configuration: configuration()) { benchmark in
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

  scenario("B3.RACClassic", configuration: configuration()) { benchmark in
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
  scenario("B3.RACModern", configuration: configuration()) { benchmark in
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
  scenario("B3.OpenCombine", configuration: configuration()) { benchmark in
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
  scenario("B4live.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACReplaySubject<Int>(capacity: 1)
    let sum = Sum()
    subject.subscribeNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<live { subject.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(live), "B4 live classic")
  }
  scenario("B4live.RACModern", configuration: configuration()) { benchmark in
    let (producer, input) = SignalProducer<Int, NoError>.buffer(1)
    let sum = Sum()
    producer.startWithNext { sum.value &+= $0 }
    benchmark.startMeasurement()
    for i in 0..<live { input.sendNext(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(live), "B4 live modern")
  }
  scenario("B4live.OpenCombine", configuration: configuration()) { benchmark in
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
  scenario("B4late.RACClassic", configuration: configuration()) { benchmark in
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
  scenario("B4late.RACModern", configuration: configuration()) { benchmark in
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
  scenario("B4late.OpenCombine", configuration: configuration()) { benchmark in
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
  scenario("B5fill.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACReplaySubject<Int>()
    benchmark.startMeasurement()
    for i in 0..<values { subject.sendNext(i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    subject.subscribeNext { sum.value &+= $0 }
    check(sum.value, triangle(values), "B5 fill classic")
  }
  scenario("B5fill.RACModern", configuration: configuration()) { benchmark in
    let (producer, input) = SignalProducer<Int, NoError>.buffer(Int.max)
    benchmark.startMeasurement()
    for i in 0..<values { input.sendNext(i) }
    benchmark.stopMeasurement()
    let sum = Sum()
    producer.startWithNext { sum.value &+= $0 }
    check(sum.value, triangle(values), "B5 fill modern")
  }
  scenario("B5replay.RACClassic", configuration: configuration()) { benchmark in
    let subject = RACReplaySubject<Int>()
    for i in 0..<values { subject.sendNext(i) }
    let sum = Sum()
    benchmark.startMeasurement()
    for _ in 0..<subscribers { subject.subscribeNext { sum.value &+= $0 } }
    benchmark.stopMeasurement()
    check(sum.value, subscribers * triangle(values), "B5 replay classic")
  }
  scenario("B5replay.RACModern", configuration: configuration()) { benchmark in
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
  scenario("B6.RACClassic", configuration: configuration()) { benchmark in
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
  scenario("B6.RACModern", configuration: configuration()) { benchmark in
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
  scenario("B6.OpenCombine", configuration: configuration()) { benchmark in
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

  // B7: two threads each send 2M values into one subject with one observer;
  // B7x4: four threads each send 1M. The count is atomic for every library
  // (OpenCombine does not promise to serialize its sink), so all three pay
  // the same for it. A run only says something about contention when the
  // threads really sent at the same time: see `Contention`.
  for (id, threads) in [("B7", 2), ("B7x4", 4)] {
    let perThread = Events.b7Sends / threads
    scenario("\(id).RACClassic", configuration: Contention.configuration) { benchmark in
      let subject = RACSubject<Int>()
      let counter = ContendedCounter()
      subject.subscribeNext { counter.add($0) }
      let shared = Unchecked(value: subject)
      Contention.measure(benchmark, threads: threads, perThread: perThread, counter: counter) { i in
        shared.value.sendNext(i)
      }
    }
    scenario("\(id).RACModern", configuration: Contention.configuration) { benchmark in
      let (signal, input) = Signal<Int, NoError>.pipe()
      let counter = ContendedCounter()
      signal.observeNext { counter.add($0) }
      let shared = Unchecked(value: input)
      Contention.measure(benchmark, threads: threads, perThread: perThread, counter: counter) { i in
        shared.value.sendNext(i)
      }
    }
    scenario("\(id).OpenCombine", configuration: Contention.configuration) { benchmark in
      let subject = PassthroughSubject<Int, Never>()
      let counter = ContendedCounter()
      let cancellable = subject.sink { counter.add($0) }
      let shared = Unchecked(value: subject)
      Contention.measure(benchmark, threads: threads, perThread: perThread, counter: counter) { i in
        shared.value.send(i)
      }
      withExtendedLifetime(cancellable) {}
    }
  }
}

/// The observer of the contended scenarios: an atomic sum and count.
final class ContendedCounter: Sendable {
  let sum = Atomic<Int>(0)
  let count = Atomic<Int>(0)
  @inline(__always) func add(_ value: Int) {
    sum.wrappingAdd(value, ordering: .relaxed)
    count.wrappingAdd(1, ordering: .relaxed)
  }
}

/// How B7 makes its threads really contend, and says whether they did.
///
/// `DispatchQueue.concurrentPerform` may run its iterations one after the
/// other on a busy machine, and even dedicated threads seldom run at the same
/// time when other work holds the cores: then the sends seldom collide and
/// the row looks far faster than real contention (docs/Benchmarks.md). So
/// each thread is a dedicated thread held at a start gate until all are
/// ready, and records when its loop started and ended and how often,
/// meanwhile, the kernel took the processor from it to run something else
/// (its involuntary context switches, `/proc/thread-self/status`; a thread
/// that sleeps by itself, as a waiting sender may, switches voluntarily and
/// does not count). The overlap of a run is the share of its time, until the
/// first thread finished, during which every thread was inside its loop
/// (a thread may finish first because the engine let it send more often:
/// that is no sign they ran apart), times, for the thread preempted
/// most, the share of its loop left once each preemption is charged one
/// millisecond (at least a time slice on a busy machine). Each iteration
/// records it (custom metric `overlapPercent`), and records its time per
/// send under `overlappedTenthNsPerSend` (tenths of a ns) only when the
/// overlap was at least `minimumOverlap`: compare.sh reports that metric, so
/// a run whose threads did not really run together is never counted. Four
/// threads on a machine with fewer cores are time-sliced by construction, so
/// B7x4 only asks that they were all inside their loops.
enum Contention {
  static let minimumOverlap = 0.9
  static var overlapMetric: BenchmarkMetric {
    .custom("overlapPercent", polarity: .prefersLarger, useScalingFactor: false)
  }
  static var timeMetric: BenchmarkMetric { .custom("overlappedTenthNsPerSend", useScalingFactor: false) }
  static var configuration: Benchmark.Configuration {
    .init(
      metrics: memoryMetrics + [overlapMetric, timeMetric], timeUnits: .nanoseconds, warmupIterations: 1,
      maxDuration: .seconds(10), maxIterations: 7)
  }

  /// One thread's loop: when it started and ended, and how often the kernel
  /// preempted it meanwhile.
  struct Span {
    var start: UInt64 = 0
    var end: UInt64 = 0
    var preemptions = 0
  }

  /// Runs `send(0..<perThread)` on `threads` threads released together,
  /// measures it, records the overlap, and checks every send arrived.
  static func measure(
    _ benchmark: any Meter, threads: Int, perThread: Int, counter: ContendedCounter,
    _ send: @escaping @Sendable (Int) -> Void
  ) {
    let arrived = Atomic<Int>(0)
    let spans = UnsafeMutableBufferPointer<Span>.allocate(capacity: threads)
    spans.initialize(repeating: Span())
    defer { spans.deallocate() }
    let shared = Unchecked(value: spans)
    var handles: [pthread_t] = []
    benchmark.startMeasurement()
    let begin = now()
    for index in 0..<threads {
      handles.append(
        spawn {
          arrived.wrappingAdd(1, ordering: .acquiringAndReleasing)
          while arrived.load(ordering: .acquiring) < threads {}
          let preemptedBefore = preemptions()
          let start = now()
          for i in 0..<perThread { send(i) }
          let end = now()
          shared.value[index] = Span(start: start, end: end, preemptions: preemptions() - preemptedBefore)
        })
    }
    for handle in handles { pthread_join(handle, nil) }
    let elapsed = now() - begin
    benchmark.stopMeasurement()
    // Until the first thread finished: a thread that finishes early because
    // the engine let it send more often is no sign that they ran apart.
    let firstEnd = spans.map(\.end).min()!
    let together = Double(firstEnd) - Double(spans.map(\.start).max()!)
    var overlap = max(0, together) / Double(max(1, firstEnd - spans.map(\.start).min()!))
    if threads <= Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) {
      let running = spans.map { 1 - min(1, Double($0.preemptions) * 1e6 / Double(max(1, $0.end - $0.start))) }
      overlap *= running.min()!
    }
    benchmark.measurement(overlapMetric, Int((overlap * 100).rounded()))
    if overlap >= minimumOverlap {
      benchmark.measurement(timeMetric, Int((Double(elapsed) * 10 / Double(threads * perThread)).rounded()))
    }
    check(counter.count.load(ordering: .relaxed), threads * perThread, "\(benchmark.name) count")
    check(counter.sum.load(ordering: .relaxed), threads * triangle(perThread), benchmark.name)
  }

  /// How many times the kernel has preempted the calling thread (its
  /// involuntary context switches); 0 where the kernel does not say.
  static func preemptions() -> Int {
    #if os(Linux)
      guard let file = fopen("/proc/thread-self/status", "r") else { return 0 }
      defer { fclose(file) }
      let key = "nonvoluntary_ctxt_switches:"
      var line = [CChar](repeating: 0, count: 256)
      while fgets(&line, Int32(line.count), file) != nil {
        let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        guard text.hasPrefix(key) else { continue }
        return Int(text.dropFirst(key.count).filter(\.isNumber)) ?? 0
      }
      return 0
    #else
      return 0
    #endif
  }

  /// Monotonic nanoseconds.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Starts a thread running `body`.
  static func spawn(_ body: @escaping @Sendable () -> Void) -> pthread_t {
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var handle = pthread_t()
    let status = pthread_create(
      &handle, nil,
      { raw in
        #if canImport(Darwin)
          let body = Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue()
        #else
          let body = Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue()
        #endif
        body.run()
        return nil
      }, box)
    precondition(status == 0, "pthread_create failed with \(status)")
    #if canImport(Darwin)
      return handle!
    #else
      return handle
    #endif
  }
}

/// A thread's body, passed through `pthread_create`'s context pointer.
final class ThreadBody: Sendable {
  let run: @Sendable () -> Void
  init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

// MARK: B8 capacity sweep

func capacitySweepBenchmarks() {
  let values = Events.b8Values
  // The lab's sweep: 1M values into a replay of each capacity with no
  // observer, then one late subscriber receives what was kept.
  for (label, capacity) in [("1", 1), ("16", 16), ("1024", 1024), ("max", Int.max)] {
    let kept = min(capacity, values)
    let expected = triangle(values) - triangle(values - kept)
    scenario("B8c\(label).RACClassic", configuration: configuration(memoryMetrics)) { benchmark in
      let subject = RACReplaySubject<Int>(capacity: capacity)
      benchmark.startMeasurement()
      for i in 0..<values { subject.sendNext(i) }
      benchmark.stopMeasurement()
      let sum = Sum()
      subject.subscribeNext { sum.value &+= $0 }
      check(sum.value, expected, "B8 classic capacity \(label)")
    }
    scenario("B8c\(label).RACModern", configuration: configuration(memoryMetrics)) { benchmark in
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
  scenario("B8c1.OpenCombine", configuration: configuration(memoryMetrics)) { benchmark in
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
  scenario("B9closure.floor", configuration: configuration()) { benchmark in
    let sum = Sum()
    let stored = StoredClosure { sum.value &+= $0 }
    blackHole(stored)  // escapes: the call below must go through the stored pointer
    benchmark.startMeasurement()
    for i in 0..<calls { stored.call(i) }
    benchmark.stopMeasurement()
    check(sum.value, triangle(calls), "B9 closure")
  }
  scenario("B9lock.floor", configuration: configuration()) { benchmark in
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
  scenario("B2.floor", configuration: configuration()) { benchmark in
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
  scenario("B6.floor", configuration: configuration()) { benchmark in
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
  // B7's floor: the threads each take the shared lock around the call.
  for (id, threads) in [("B7", 2), ("B7x4", 4)] {
    let perThread = Events.b7Sends / threads
    scenario("\(id).floor", configuration: Contention.configuration) { benchmark in
      let counter = ContendedCounter()
      let stored = Unchecked(value: StoredClosure { counter.add($0) })
      let lock = Unchecked(value: FloorLock())
      Contention.measure(benchmark, threads: threads, perThread: perThread, counter: counter) { i in
        lock.value.lock()
        stored.value.call(i)
        lock.value.unlock()
      }
    }
  }
}
