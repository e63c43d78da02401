/// The error a classic failure carried, as the type the caller expects
/// (the bridge's `unwrapBridgedError(as:)`).
///
/// Traps, naming what arrived instead, when `underlying` is not an
/// `Expected` (a classic error of another type, or `nil`): the caller said
/// which errors the classic side sends, and it sent another
/// (docs/EventContract.md rule 13).
@usableFromInline
package func unwrapBridged<Expected: Error>(_ underlying: (any Error)?, as _: Expected.Type = Expected.self) -> Expected
{
  if let error = underlying as? Expected { return error }
  let arrived = underlying.map { "\(type(of: $0)) (\($0))" } ?? "a nil classic error"
  programmerError("a bridged classic failure was expected to be a \(Expected.self), but it was \(arrived)")
}
