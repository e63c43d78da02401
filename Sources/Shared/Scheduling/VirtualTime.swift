import Foundation

/// How virtual times read in test timelines and the lab: seconds with one
/// decimal (`1.0`, `2.5`), more only when the time needs them (`1.25`).
package enum VirtualTime {
  /// `seconds` as `1.0`, `0.3`, `1.25`.
  package static func format(_ seconds: Double) -> String {
    let tenths = (seconds * 10).rounded()
    if abs(tenths - seconds * 10) < 1e-9 { return String(format: "%.1f", seconds) }
    return String(format: "%g", seconds)
  }
}
