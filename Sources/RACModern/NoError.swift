/// The error type of a signal or producer that cannot fail (RAC4's
/// `NoError`; `Never` in ReactiveSwift and Swift).
public typealias NoError = Never
