import RACShared

extension RACDisposable {
  /// The same disposable as a RACModern `Disposable`: disposing either
  /// disposes both (an override of `dispose()` included), and `isDisposed`
  /// reads the same on both sides.
  ///
  /// ```swift
  /// let classic = RACDisposable { print("disposed") }
  /// classic.toDisposable().dispose()   // prints "disposed"
  /// print(classic.isDisposed)          // prints true
  /// ```
  public func toDisposable() -> Disposable {
    AnyDisposable(core: self)
  }
}

extension Disposable {
  /// The same disposable as a RACClassic `RACDisposable`: disposing either
  /// disposes both, and `isDisposed` reads the same on both sides.
  public func toRACDisposable() -> RACDisposable {
    RACDisposable(core: engineDisposable(self))
  }
}
