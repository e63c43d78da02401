/// Carries a value that is not `Sendable` across a boundary the compiler
/// checks (Dispatch, thread entry points).
///
/// RACPort places no `Sendable` requirement on values and callbacks
/// (docs/Migration.md, "Crossing threads and tasks in Swift 6"); the engine's
/// own serialization is what makes these hand-offs safe, not the type system.
@usableFromInline
package struct UncheckedBox<Wrapped>: @unchecked Sendable {
  @usableFromInline
  package let value: Wrapped

  @usableFromInline
  package init(_ value: Wrapped) { self.value = value }
}
