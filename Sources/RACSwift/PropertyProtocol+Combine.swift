import RACShared

extension PropertyProtocol {
  /// A property holding the pair of this property's value and `other`'s,
  /// updated whenever either changes.
  ///
  /// - Parameter other: The property to combine with.
  /// - Returns: The property of pairs.
  public func combineLatest<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property.combineLatest(self, other)
  }

  /// A property holding the n-th values of this property and `other`,
  /// paired: it starts as the pair of the current values and changes once
  /// both have changed again.
  ///
  /// - Parameter other: The property to zip with.
  /// - Returns: The property of pairs.
  public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property.zip(self, other)
  }
}

// The static forms of two to ten properties, as ReactiveSwift spells them
// (one overload per arity; the first property's value type is `Value`).
extension PropertyProtocol {
  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol>(
    _ a: A, _ b: B
  ) -> Property<(A.Value, B.Value)> where A.Value == Value {
    Property(composing: Combining.latest(a.producer.core, b.producer.core, order: .receiverFirst), following: [a, b])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C
  ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
    Property(
      composing: Combining.latest(a.producer.core, b.producer.core, c.producer.core, order: .receiverFirst),
      following: [a, b, c])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C, _ d: D
  ) -> Property<(Value, B.Value, C.Value, D.Value)> where A.Value == Value {
    Property(
      composing: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, order: .receiverFirst),
      following: [a, b, c, d])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
    Property(
      composing: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, order: .receiverFirst),
      following: [a, b, c, d, e])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
    Property(
      composing: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        order: .receiverFirst), following: [a, b, c, d, e, f])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)> where A.Value == Value {
    Property(
      composing: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, order: .receiverFirst), following: [a, b, c, d, e, f, g])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)> where A.Value == Value {
    Property(
      composing: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, order: .receiverFirst), following: [a, b, c, d, e, f, g, h])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>
  where A.Value == Value {
    Property(
      composing: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, order: .receiverFirst),
      following: [a, b, c, d, e, f, g, h, i])
  }

  /// A property holding the tuple of the properties' values, updated whenever
  /// one changes.
  ///
  /// - Returns: The combined property.
  public static func combineLatest<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, J: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)>
  where A.Value == Value {
    Property(
      composing: Combining.latest(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, j.producer.core, order: .receiverFirst),
      following: [a, b, c, d, e, f, g, h, i, j])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<A: PropertyProtocol, B: PropertyProtocol>(
    _ a: A, _ b: B
  ) -> Property<(Value, B.Value)> where A.Value == Value {
    Property(composing: Combining.zip(a.producer.core, b.producer.core, order: .receiverFirst), following: [a, b])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C
  ) -> Property<(Value, B.Value, C.Value)> where A.Value == Value {
    Property(
      composing: Combining.zip(a.producer.core, b.producer.core, c.producer.core, order: .receiverFirst),
      following: [a, b, c])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol>(
    _ a: A, _ b: B, _ c: C, _ d: D
  ) -> Property<(Value, B.Value, C.Value, D.Value)> where A.Value == Value {
    Property(
      composing: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, order: .receiverFirst),
      following: [a, b, c, d])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value)> where A.Value == Value {
    Property(
      composing: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, order: .receiverFirst),
      following: [a, b, c, d, e])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value)> where A.Value == Value {
    Property(
      composing: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        order: .receiverFirst), following: [a, b, c, d, e, f])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value)> where A.Value == Value {
    Property(
      composing: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, order: .receiverFirst), following: [a, b, c, d, e, f, g])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value)> where A.Value == Value {
    Property(
      composing: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, order: .receiverFirst), following: [a, b, c, d, e, f, g, h])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value)>
  where A.Value == Value {
    Property(
      composing: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, order: .receiverFirst),
      following: [a, b, c, d, e, f, g, h, i])
  }

  /// A property holding the tuple of the n-th values of the properties: it
  /// starts as the tuple of the current values and changes once every one
  /// has changed again.
  ///
  /// - Returns: The combined property.
  public static func zip<
    A: PropertyProtocol, B: PropertyProtocol, C: PropertyProtocol, D: PropertyProtocol, E: PropertyProtocol,
    F: PropertyProtocol, G: PropertyProtocol, H: PropertyProtocol, I: PropertyProtocol, J: PropertyProtocol
  >(
    _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
  ) -> Property<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value)>
  where A.Value == Value {
    Property(
      composing: Combining.zip(
        a.producer.core, b.producer.core, c.producer.core, d.producer.core, e.producer.core, f.producer.core,
        g.producer.core, h.producer.core, i.producer.core, j.producer.core, order: .receiverFirst),
      following: [a, b, c, d, e, f, g, h, i, j])
  }

}

extension PropertyProtocol where Value == Bool {
  /// A property holding whether this property's value and `property`'s are
  /// both true.
  ///
  /// - Parameter property: The other operand.
  /// - Returns: The property of the conjunction.
  public func and<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Value {
    Property(
      composing: Producer.combineLatest([producer.core, property.producer.core], order: .receiverFirst)
        .lift(EventTransforms.allTrue()),
      following: [self, property])
  }

  /// A property holding whether this property's value or `property`'s is
  /// true.
  ///
  /// - Parameter property: The other operand.
  /// - Returns: The property of the disjunction.
  public func or<P: PropertyProtocol>(_ property: P) -> Property<Value> where P.Value == Value {
    Property(
      composing: Producer.combineLatest([producer.core, property.producer.core], order: .receiverFirst)
        .lift(EventTransforms.anyTrue()),
      following: [self, property])
  }
}
