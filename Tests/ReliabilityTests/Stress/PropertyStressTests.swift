import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// Several threads set one property while others start its producer or
/// observe its signal and dispose (StressHarness). A start hears the current
/// value and joins the property's one broadcast in one step, so a set racing
/// with it reaches it exactly once: every observer's values are a
/// contiguous run of the property's changes (the witness's order), with no
/// gap between the current value and the first change, no duplicate, and
/// the end for everyone still there. Observers of `signal` and starts of
/// `producer` alternate, as both share the broadcast.
@Suite struct PropertyStressTests {
  /// The initial value: outside every sender's range (the harness reads a
  /// value's sender as `value / 100_000`).
  static let initial = 999_999_999

  /// Holds the property until the harness ends it (the property completes
  /// when it goes away); the producer and the signal outlive it.
  final class Holder<Property>: @unchecked Sendable {
    private let lock = NSLock()
    private var property: Property?

    init(_ property: Property) { self.property = property }

    func with(_ body: (Property) -> Void) { lock.withLock { property }.map(body) }
    func release() { lock.withLock { property = nil } }
  }

  final class Alternation: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    /// Whether the next subscriber starts the producer (else it observes the signal).
    func nextStartsTheProducer() -> Bool {
      lock.withLock {
        count += 1
        return count % 2 == 1
      }
    }
  }

  static func modernObserver(_ log: StressLog) -> RACModern.Observer<Int, NoError> {
    RACModern.Observer { event in
      switch event {
      case .next(let value): log.value(value)
      case .failed: log.terminal(.failed)
      case .completed: log.terminal(.completed)
      case .interrupted: log.terminal(.interrupted)
      }
    }
  }

  static func swiftObserver(_ log: StressLog) -> RACSwift.Signal<Int, Never>.Observer {
    RACSwift.Signal<Int, Never>.Observer { (event: RACSwift.Signal<Int, Never>.Event) in
      switch event {
      case .value(let value): log.value(value)
      case .failed: log.terminal(.failed)
      case .completed: log.terminal(.completed)
      case .interrupted: log.terminal(.interrupted)
      }
    }
  }

  @Test func racModernPropertyUnderConcurrentSetsStartsObservationsAndDisposals() {
    withWatchdog("RACModern MutableProperty stress") {
      let failures = StressHarness.run {
        let property = RACModern.MutableProperty(Self.initial)
        let (producer, signal) = (property.producer, property.signal)
        let holder = Holder(property)
        let alternation = Alternation()
        return StressTarget(
          name: "RACModern MutableProperty", replaysEverything: false, lateSubscriberHearsTheEnd: true,
          send: { value in holder.with { $0.value = value } }, complete: holder.release,
          subscribe: { log in
            if alternation.nextStartsTheProducer() {
              let disposable = producer.start(Self.modernObserver(log))
              return disposable.dispose
            }
            let disposable = signal.observe(Self.modernObserver(log))
            return { disposable?.dispose() }
          })
      }
      #expect(failures == [])
    }
  }

  @Test func racSwiftPropertyUnderConcurrentSetsStartsObservationsAndDisposals() {
    withWatchdog("RACSwift MutableProperty stress") {
      let failures = StressHarness.run {
        let property = RACSwift.MutableProperty(Self.initial)
        let (producer, signal) = (property.producer, property.signal)
        let holder = Holder(property)
        let alternation = Alternation()
        return StressTarget(
          name: "RACSwift MutableProperty", replaysEverything: false, lateSubscriberHearsTheEnd: true,
          send: { value in holder.with { $0.value = value } }, complete: holder.release,
          subscribe: { log in
            if alternation.nextStartsTheProducer() {
              let disposable = producer.start(Self.swiftObserver(log))
              return disposable.dispose
            }
            let disposable = signal.observe(Self.swiftObserver(log))
            return { disposable?.dispose() }
          })
      }
      #expect(failures == [])
    }
  }

  @Test func racSwiftMappedPropertyUnderConcurrentSetsStartsObservationsAndDisposals() {
    withWatchdog("RACSwift Property.map stress") {
      let failures = StressHarness.run {
        let source = RACSwift.MutableProperty(Self.initial)
        let mapped = source.map { $0 }
        let (producer, signal) = (mapped.producer, mapped.signal)
        let holder = Holder(source)
        let alternation = Alternation()
        return StressTarget(
          name: "RACSwift Property.map", replaysEverything: false, lateSubscriberHearsTheEnd: true,
          send: { value in holder.with { $0.value = value } }, complete: holder.release,
          subscribe: { log in
            if alternation.nextStartsTheProducer() {
              let disposable = producer.start(Self.swiftObserver(log))
              return disposable.dispose
            }
            let disposable = signal.observe(Self.swiftObserver(log))
            return { disposable?.dispose() }
          })
      }
      #expect(failures == [])
    }
  }
}
