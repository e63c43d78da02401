/// The part of a signal core that disposal needs, free of the value and
/// error types (see `ObserverSlotBase` for why).
///
/// Its entry points are closures formed in `SignalCore`'s initializer, which
/// clients inline and specialize; they capture nothing, so forming them
/// allocates nothing, and calling one runs specialized code.
@usableFromInline
package class SignalCoreBase: DisposableCore {
  /// The core's operations that are reached without knowing its types.
  @usableFromInline
  struct EntryPoints {
    @usableFromInline
    let detach: (SignalCoreBase, ObserverSlotBase) -> Void
    @usableFromInline
    let awaitDeliveryBoundary: (SignalCoreBase) -> Void
    @usableFromInline
    let interrupt: (SignalCoreBase) -> Void
    @usableFromInline
    let hasTerminated: (SignalCoreBase) -> Bool

    @inlinable
    init(
      detach: @escaping (SignalCoreBase, ObserverSlotBase) -> Void,
      awaitDeliveryBoundary: @escaping (SignalCoreBase) -> Void,
      interrupt: @escaping (SignalCoreBase) -> Void,
      hasTerminated: @escaping (SignalCoreBase) -> Bool
    ) {
      self.detach = detach
      self.awaitDeliveryBoundary = awaitDeliveryBoundary
      self.interrupt = interrupt
      self.hasTerminated = hasTerminated
    }
  }

  @usableFromInline
  let entryPoints: EntryPoints

  @inlinable
  init(entryPoints: EntryPoints) {
    self.entryPoints = entryPoints
  }

  /// Detaches a disposed slot.
  @inlinable
  final func detachDisposed(_ slot: ObserverSlotBase) { entryPoints.detach(self, slot) }

  /// Returns once another delivering thread finished its current work item.
  @inlinable
  final func awaitCurrentDelivery() { entryPoints.awaitDeliveryBoundary(self) }

  /// Whether the signal has ended (or been interrupted).
  @inlinable
  package final var isDisposed: Bool { entryPoints.hasTerminated(self) }

  /// Interrupts the signal: a disposed producer start.
  @inlinable
  package final func dispose() { entryPoints.interrupt(self) }
}

// Safety: immutable.
extension SignalCoreBase: @unchecked Sendable {}
