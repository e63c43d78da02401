/// `()` as a recorded value: Swift's `Void` is not `Equatable`, so a
/// timeline of a `Void` signal (button taps, "did log in") holds these.
///
/// ```swift
/// let taps = scheduler.record(tap)   // tap: Signal<(), NoError>
/// scheduler.run()
/// print(taps.timeline)   // prints [t=3.0 value(())]
/// ```
public struct VoidValue: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The one value.
  public init() {}

  /// `()`
  public var description: String { "()" }
}
