import RACClassic
import RACModern
import RACShared
import RACSwift

extension RACDisposable {
  /// The same disposable as a RACSwift `Disposable`: disposing either
  /// disposes both, and `isDisposed` reads the same on both sides.
  ///
  /// - Returns: A RACSwift face of this disposable.
  public func toRACSwift() -> RACSwift.Disposable {
    RACSwift.AnyDisposable(core: self)
  }
}

extension RACSwift.Disposable {
  /// The same disposable as a RACClassic `RACDisposable`: disposing either
  /// disposes both, and `isDisposed` reads the same on both sides.
  ///
  /// - Returns: A RACClassic face of this disposable.
  public func toRACDisposable() -> RACDisposable {
    RACDisposable(core: RACSwift.engineDisposable(self))
  }

  /// The same disposable as a RACModern `Disposable`: disposing either
  /// disposes both.
  ///
  /// - Returns: A RACModern face of this disposable.
  public func toRACModern() -> RACModern.Disposable {
    RACModern.AnyDisposable(core: RACSwift.engineDisposable(self))
  }
}

extension RACModern.Disposable {
  /// The same disposable as a RACSwift `Disposable`: disposing either
  /// disposes both.
  ///
  /// - Returns: A RACSwift face of this disposable.
  public func toRACSwift() -> RACSwift.Disposable {
    RACSwift.AnyDisposable(core: RACModern.engineDisposable(self))
  }
}
