/// `combineLatest` and `zip` over sources of different value types, sending
/// one tuple (parameter packs): RAC2 `+combineLatest:reduce:` and
/// `+zip:reduce:`, RAC4 `combineLatest(a, b, …)` and `zip(a, b, …)`.
///
/// The sources go through the list forms as `Any` and come back out as the
/// tuple, so the packs add no second combining machine.
@usableFromInline
package enum Combining {
  /// The newest value of every source, each time one sends, once all have.
  @inlinable
  package static func latest<each Element, Failure: Error>(
    _ sources: repeat Producer<each Element, Failure>, order: StartOrder
  ) -> Producer<(repeat each Element), Failure> {
    packed(repeat each sources) { Producer.combineLatest($0, order: order) }
  }

  /// The n-th values of every source together.
  @inlinable
  package static func zip<each Element, Failure: Error>(
    _ sources: repeat Producer<each Element, Failure>, order: StartOrder
  ) -> Producer<(repeat each Element), Failure> {
    packed(repeat each sources) { Producer.zip($0, order: order) }
  }

  /// Runs `combine`, a list form, over `sources` erased to `Any`, and
  /// rebuilds each array it sends as the tuple.
  @inlinable
  static func packed<each Element, Failure: Error>(
    _ sources: repeat Producer<each Element, Failure>,
    combine: ([Producer<Any, Failure>]) -> Producer<[Any], Failure>
  ) -> Producer<(repeat each Element), Failure> {
    combine(erased(repeat each sources)).lift(EventTransforms.map { tuple($0, as: (repeat each Element).self) })
  }

  @inlinable
  static func erased<each Element, Failure: Error>(
    _ sources: repeat Producer<each Element, Failure>
  ) -> [Producer<Any, Failure>] {
    var erased: [Producer<Any, Failure>] = []
    for source in repeat each sources {
      erased.append(source.lift(EventTransforms.map { $0 as Any }))
    }
    return erased
  }

  /// The tuple whose elements `values` holds, in order.
  @inlinable
  static func tuple<each Element>(_ values: [Any], as _: (repeat each Element).Type) -> (repeat each Element) {
    var index = 0
    func next<Next>(_: Next.Type) -> Next {
      defer { index += 1 }
      guard let value = values[index] as? Next else { impossibleTransition("combine", "element out of place") }
      return value
    }
    return (repeat next((each Element).self))
  }
}
