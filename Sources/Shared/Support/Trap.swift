/// Stops the process for a programmer error (docs/EventContract.md rule 13), with a message
/// that names what was wrong. Every trap of the engine goes through here so
/// they all read alike: `RACPort: <message>`.
@usableFromInline
package func programmerError(
  _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line
)
  -> Never
{
  // `fatalError`, not `preconditionFailure`: the latter drops its message in
  // optimized builds, and rule 13 promises the message in every build.
  fatalError("RACPort: \(message())", file: file, line: line)
}

/// Traps unless `value` is zero or more, naming the parameter and the value.
/// A NaN interval traps too, saying it is not a number.
///
/// ```swift
/// requireNonNegative(-1, "capacity")   // traps: "RACPort: capacity must not be negative (got -1)"
/// ```
@usableFromInline
package func requireNonNegative<Number: Comparable & ExpressibleByIntegerLiteral>(
  _ value: Number, _ name: String, file: StaticString = #file, line: UInt = #line
) {
  requireNumber(value, name, file: file, line: line)
  if !(value >= 0) {
    programmerError("\(name) must not be negative (got \(value))", file: file, line: line)
  }
}

/// Traps unless `value` is more than zero, naming the parameter and the
/// value (a repeating interval: zero would fire back to back). A NaN traps,
/// saying it is not a number.
///
/// ```swift
/// requirePositive(0.0, "interval")   // traps: "RACPort: interval must be positive (got 0.0)"
/// ```
@usableFromInline
package func requirePositive<Number: Comparable & ExpressibleByIntegerLiteral>(
  _ value: Number, _ name: String, file: StaticString = #file, line: UInt = #line
) {
  requireNumber(value, name, file: file, line: line)
  if !(value > 0) {
    programmerError("\(name) must be positive (got \(value))", file: file, line: line)
  }
}

/// Traps when `value` is NaN (it equals nothing, not even itself), naming
/// the parameter (docs/EventContract.md rule 13).
///
/// ```swift
/// requireNumber(Double.nan, "a delay")   // traps: "RACPort: a delay must be a number (got nan)"
/// ```
@inlinable
package func requireNumber<Number: Equatable>(
  _ value: Number, _ name: String, file: StaticString = #file, line: UInt = #line
) {
  if value != value {
    programmerError("\(name) must be a number (got \(value))", file: file, line: line)
  }
}

/// Traps for a transition a state machine must never take.
@usableFromInline
package func impossibleTransition(
  _ machine: String, _ detail: String, file: StaticString = #file, line: UInt = #line
)
  -> Never
{
  programmerError("impossible transition in \(machine): \(detail)", file: file, line: line)
}
