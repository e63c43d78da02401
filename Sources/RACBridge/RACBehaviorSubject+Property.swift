import RACShared

extension RACBehaviorSubject {
  /// A read-only RACModern property following this behavior subject: its
  /// value is the subject's current value, then each value sent to the
  /// subject. When the subject ends (completes or fails: a property cannot
  /// fail), the property's `producer` and `signal` complete and it keeps its
  /// last value.
  ///
  /// ```swift
  /// let subject = RACBehaviorSubject(defaultValue: 0)
  /// let property = subject.toProperty()
  /// subject.sendNext(1)
  /// print(property.value)   // prints 1
  /// ```
  ///
  /// To write from RACModern into a classic subject, subscribe the subject
  /// to a property's producer: `property.producer.toRACSignal().subscribe(subject)`.
  public func toProperty() -> Property<Value> {
    Property(core: .following(core))
  }
}

extension Property {
  /// A RACClassic behavior subject following this property: a subscriber
  /// gets the current value at once, then each change; it completes when
  /// the property goes away. It is a classic view: what you send into it
  /// reaches its own subscribers, not the property (as with any RAC2
  /// subject fed by a signal), and ending it stops the following.
  ///
  /// ```swift
  /// let count = MutableProperty(1)
  /// Property(count).toRACBehaviorSubject().subscribeNext { print($0) }   // prints 1
  /// count.value = 2                                                     // prints 2
  /// ```
  public func toRACBehaviorSubject() -> RACBehaviorSubject<Value> {
    RACBehaviorSubject(core: core.replayingSignal())
  }
}

extension MutableProperty {
  /// A RACClassic behavior subject following this property (see
  /// `Property.toRACBehaviorSubject()`): the current value at once, then
  /// each change; it completes when the property goes away. Sending into it
  /// does not set the property: bind a classic signal with `<~` for that.
  public func toRACBehaviorSubject() -> RACBehaviorSubject<Value> {
    RACBehaviorSubject(core: core.replayingSignal())
  }
}

/// Binds a classic signal to a property: subscribes to `signal` once, and
/// each value it sends becomes `property`'s value, until it completes or
/// fails (a failure ends the binding: a property cannot fail), the property
/// goes away, or the returned disposable is disposed.
///
/// ```swift
/// let subject = RACBehaviorSubject(defaultValue: "a")
/// let name = MutableProperty("")
/// name <~ subject
/// print(name.value)   // prints a
/// ```
@discardableResult
public func <~ <Value>(property: MutableProperty<Value>, signal: RACSignal<Value>) -> Disposable {
  AnyDisposable(core: property.core.bind(endingOnFailure: signal.producer))
}
