import Foundation
import RACClassic
import RACModern
import RACTestSupport
import Testing

/// The combining operators take events from several threads at once: their
/// state is behind one lock and what they send goes through one serializing
/// core, so nothing is lost, duplicated or overlapped.
@Suite(.timeLimit(.minutes(1))) struct ValueConcurrencyTests {
  /// Fewer under ThreadSanitizer, which slows every lock by an order of magnitude.
  static let count = isUnderThreadSanitizer ? 1_000 : 5_000

  /// Runs `bodies` on their own threads, released together; returns when all have finished.
  /// The bodies capture pipe inputs, which are thread-safe but not `Sendable`
  /// (values carry no `Sendable` requirement), hence the unchecked box.
  static func race(_ bodies: [() -> Void]) {
    let gate = DispatchSemaphore(value: 0)
    let group = DispatchGroup()
    for body in bodies {
      let box = UncheckedBody(body: body)
      Thread.detachNewThread { [group] in
        gate.wait()
        box.body()
        group.leave()
      }
      group.enter()
    }
    for _ in bodies { gate.signal() }
    group.wait()
  }

  @Test func zipOfTwoPipesFedFromTwoThreadsPairsEveryValueInOrder() {
    let (a, inputA) = Signal<Int, NoError>.pipe()
    let (b, inputB) = Signal<Int, NoError>.pipe()
    let recorder = Recorder<[Int]>()
    let inFlight = ManagedAtomicFlag()
    a.zipWith(b).observe { event in
      #expect(inFlight.enter(), "callbacks overlapped")
      switch event {
      case .next(let pair): recorder.record(.value([pair.0, pair.1]))
      case .completed: recorder.record(.completed)
      default: recorder.record(.interrupted)
      }
      inFlight.leave()
    }
    Self.race([
      {
        for value in 0..<Self.count { inputA.sendNext(value) }; inputA.sendCompleted()
      },
      {
        for value in 0..<Self.count { inputB.sendNext(value) }; inputB.sendCompleted()
      },
    ])
    #expect(recorder.values == (0..<Self.count).map { [$0, $0] })
    #expect(recorder.events.last == .completed)
  }

  @Test func classicCombineLatestFromTwoThreadsEndsWithBothLastValuesOnce() {
    let a = RACSubject<Int>()
    let b = RACSubject<Int>()
    let recorder = Recorder<[Int]>()
    recorder.subscribe(to: RACSignal.combineLatest([a, b]))
    Self.race([
      {
        for value in 0..<Self.count { a.sendNext(value) }; a.sendCompleted()
      },
      {
        for value in 0..<Self.count { b.sendNext(value) }; b.sendCompleted()
      },
    ])
    let values = recorder.values
    #expect(values.last == [Self.count - 1, Self.count - 1])
    // Each side only grows, so every combination is at least its predecessor
    // on both sides: a result sent after a newer one (the race the combining
    // queue closes) shows as a step back.
    let stepBack = zip(values, values.dropFirst()).first { $1[0] < $0[0] || $1[1] < $0[1] }
    #expect(stepBack == nil, "a combination was sent after a newer one")
    #expect(values.count <= 2 * Self.count - 1)
    #expect(values.count >= Self.count)
    #expect(recorder.events.last == .completed)
    #expect(recorder.events.filter { $0 == .completed }.count == 1)
  }

  @Test func takeUntilRacingItsTriggerSendsAPrefixThenCompletesOnce() {
    let (source, input) = Signal<Int, NoError>.pipe()
    let (trigger, fire) = Signal<(), NoError>.pipe()
    let recorder = Recorder<Int>()
    recorder.start(SignalProducer(signal: source).takeUntil(trigger))
    Self.race([
      { for value in 0..<Self.count { input.sendNext(value) } },
      { fire.sendNext(()) },
    ])
    let values = recorder.values
    #expect(values == Array(0..<values.count))
    #expect(recorder.events.last == .completed)
    #expect(recorder.events.filter { $0 == .completed }.count == 1)
  }
}

/// A closure handed to another thread on purpose.
struct UncheckedBody: @unchecked Sendable {
  let body: () -> Void
}

/// Detects overlapping callbacks.
final class ManagedAtomicFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var busy = false

  func enter() -> Bool {
    lock.withLock {
      defer { busy = true }
      return !busy
    }
  }

  func leave() { lock.withLock { busy = false } }
}
