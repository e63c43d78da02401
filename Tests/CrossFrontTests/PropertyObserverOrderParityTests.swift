import Foundation
import RACModern
import RACSwift
import Testing

/// The order in which a property's observers hear a change, run through the
/// same script on RACModern and RACSwift: both must print the expected
/// timeline. RAC 4.2.2 and ReactiveSwift 7 agree: a start of `producer`
/// sends the current value and then observes the property's `signal`, so
/// every observer, of `signal` or of `producer`, hears each change in the
/// order it was added (docs/Migration.md, "A change of a property seen by
/// both its `signal` and a start of its `producer`").
@Suite struct PropertyObserverOrderParityTests {
  /// What a script can do to a property of either face: attach an observer
  /// of its signal or start its producer (each returning how to dispose
  /// it), set it, or let it go.
  struct Holder {
    var observe: (String) -> () -> Void
    var start: (String) -> () -> Void
    var set: (Int) -> Void
    var end: () -> Void
  }

  /// Lines stamped with a test scheduler's time.
  final class Lines {
    private let now: () -> TimeInterval
    private(set) var lines: [String] = []

    init(_ now: @escaping () -> TimeInterval) { self.now = now }

    func log(_ text: String) { lines.append(String(format: "t=%.1f ", now()) + text) }
  }

  static func runScript(_ at: (TimeInterval, @escaping () -> Void) -> Void, _ holder: Holder) {
    var disposeB: (() -> Void)?
    at(0.0) { _ = holder.observe("A") }
    at(0.0) { disposeB = holder.start("B") }
    at(0.0) { _ = holder.observe("C") }
    at(1.0) { holder.set(1) }
    at(1.5) { _ = holder.start("D") }
    at(1.5) { _ = holder.observe("E") }
    at(2.0) { holder.set(2) }
    at(2.5) { disposeB?() }
    at(3.0) { holder.set(3) }
    at(4.0) { holder.end() }
  }

  /// What both faces must print: every change in attach order, whether the
  /// observer came through `signal` (A, C, E) or `producer` (B, D).
  static let expected = [
    "t=0.0 B value 0",
    "t=1.0 A value 1", "t=1.0 B value 1", "t=1.0 C value 1",
    "t=1.5 D value 1",
    "t=2.0 A value 2", "t=2.0 B value 2", "t=2.0 C value 2", "t=2.0 D value 2", "t=2.0 E value 2",
    "t=2.5 B interrupted",
    "t=3.0 A value 3", "t=3.0 C value 3", "t=3.0 D value 3", "t=3.0 E value 3",
    "t=4.0 A completed", "t=4.0 C completed", "t=4.0 D completed", "t=4.0 E completed",
  ]

  static func describe<Value, Failure>(_ name: String, _ lines: Lines) -> (RACModern.Event<Value, Failure>) -> Void {
    { event in
      switch event {
      case .next(let value): lines.log("\(name) value \(value)")
      case .failed(let error): lines.log("\(name) failed \(error)")
      case .completed: lines.log("\(name) completed")
      case .interrupted: lines.log("\(name) interrupted")
      }
    }
  }

  static func describe<Value, Failure>(
    _ name: String, _ lines: Lines
  ) -> (RACSwift.Signal<Value, Failure>.Event)
    -> Void
  {
    { event in
      switch event {
      case .value(let value): lines.log("\(name) value \(value)")
      case .failed(let error): lines.log("\(name) failed \(error)")
      case .completed: lines.log("\(name) completed")
      case .interrupted: lines.log("\(name) interrupted")
      }
    }
  }

  static func modernTimeline(composed: Bool) -> [String] {
    let scheduler = RACModern.TestScheduler()
    let start = scheduler.currentDate
    let lines = Lines { scheduler.currentDate.timeIntervalSince(start) }
    var source: RACModern.MutableProperty<Int>? = RACModern.MutableProperty(0)
    // A composed property (`map`) orders its observers as a stored one.
    var property: RACModern.AnyProperty<Int>? =
      composed ? source!.map { $0 } : RACModern.AnyProperty(source!)
    runScript(
      { time, body in scheduler.scheduleAfter(time, action: body) },
      Holder(
        observe: { name in
          let disposable = property!.signal.observe(describe(name, lines))
          return { disposable?.dispose() }
        },
        start: { name in property!.producer.start(describe(name, lines)).dispose },
        set: { source!.value = $0 },
        end: {
          property = nil
          source = nil
        }))
    scheduler.run()
    return lines.lines
  }

  static func swiftTimeline(composed: Bool) -> [String] {
    let scheduler = RACSwift.TestScheduler()
    let start = scheduler.currentDate
    let lines = Lines { scheduler.currentDate.timeIntervalSince(start) }
    var source: RACSwift.MutableProperty<Int>? = RACSwift.MutableProperty(0)
    var property: RACSwift.Property<Int>? = composed ? source!.map { $0 } : RACSwift.Property(capturing: source!)
    runScript(
      { time, body in scheduler.schedule(after: .milliseconds(Int(time * 1000)), action: body) },
      Holder(
        observe: { name in
          let disposable = property!.signal.observe(describe(name, lines))
          return { disposable?.dispose() }
        },
        start: { name in property!.producer.start(describe(name, lines)).dispose },
        set: { source!.value = $0 },
        end: {
          property = nil
          source = nil
        }))
    scheduler.run()
    return lines.lines
  }

  @Test func aStoredPropertysObserversHearEachChangeInTheOrderTheyWereAddedInBothFaces() {
    #expect(Self.modernTimeline(composed: false) == Self.expected)
    #expect(Self.swiftTimeline(composed: false) == Self.expected)
  }

  @Test func aComposedPropertysObserversHearEachChangeInTheOrderTheyWereAddedInBothFaces() {
    #expect(Self.modernTimeline(composed: true) == Self.expected)
    #expect(Self.swiftTimeline(composed: true) == Self.expected)
  }
}
