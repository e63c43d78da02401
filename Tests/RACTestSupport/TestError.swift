/// A small equatable error for tests.
public struct TestError: Error, Equatable, CustomStringConvertible {
  public let code: Int
  public init(_ code: Int) { self.code = code }
  public var description: String { "TestError(\(code))" }
}
