/// Something that can be turned into a `SignalProducer`: a producer itself,
/// a `Signal`, a `Result`, a property.
///
/// ```swift
/// func run<P: SignalProducerConvertible>(_ source: P) where P.Error == Never {
///   source.producer.startWithValues { print($0) }
/// }
/// run(Result<Int, Never>.success(1))   // prints 1
/// ```
public protocol SignalProducerConvertible<Value, Error> {
  /// The type of the values.
  associatedtype Value
  /// The type of the error; `Never` when it cannot fail.
  associatedtype Error: Swift.Error

  /// The producer this stands for.
  var producer: SignalProducer<Value, Error> { get }
}

/// A `SignalProducer`, for constraining extensions to producers (`flatten()`
/// on a producer of producers).
public protocol SignalProducerProtocol<Value, Error> {
  /// The type of the values.
  associatedtype Value
  /// The type of the error; `Never` when it cannot fail.
  associatedtype Error: Swift.Error

  /// The producer itself.
  var producer: SignalProducer<Value, Error> { get }
}

/// A `Signal`, for constraining extensions to signals (`flatten()` on a
/// signal of signals).
public protocol SignalProtocol: AnyObject {
  /// The type of the values.
  associatedtype Value
  /// The type of the error; `Never` when it cannot fail.
  associatedtype Error: Swift.Error

  /// The signal itself.
  var signal: Signal<Value, Error> { get }
}

extension SignalProducer: SignalProducerConvertible, SignalProducerProtocol {
  /// The producer itself.
  public var producer: SignalProducer { self }
}

extension Signal: SignalProtocol {
  /// The signal itself.
  public var signal: Signal<Value, Error> { self }
}

extension Signal: SignalProducerConvertible {
  /// A producer that observes this signal for every start (`SignalProducer(_:)`).
  public var producer: SignalProducer<Value, Error> { SignalProducer(self) }
}

extension Result: SignalProducerConvertible {
  /// A producer that sends the success value and completes, or fails with
  /// the failure.
  public var producer: SignalProducer<Success, Failure> { .init(result: self) }
}
