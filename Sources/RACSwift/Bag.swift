import RACShared

/// An unordered collection that keeps its elements in insertion order and
/// removes each by the token its insertion returned, even when equal
/// elements are held (ReactiveSwift's storage for observers).
///
/// A value type; it is not synchronized.
///
/// ```swift
/// var handlers = Bag<String>()
/// let token = handlers.insert("first")
/// handlers.insert("second")
/// handlers.remove(using: token)
/// print(Array(handlers))   // prints ["second"]
/// ```
public struct Bag<Element> {
  /// Stands for one insertion; removing with it removes that element only.
  public struct Token {
    fileprivate let value: UInt64
  }

  @usableFromInline
  var storage: TokenBag<Element>

  /// An empty bag.
  public init() {
    storage = TokenBag()
  }

  /// A bag holding `elements`, in order.
  ///
  /// - Parameter elements: The elements to insert.
  public init<S: Sequence>(_ elements: S) where S.Iterator.Element == Element {
    storage = TokenBag(elements)
  }

  /// Appends `value`.
  ///
  /// - Parameter value: The element to insert.
  /// - Returns: The token that removes it.
  @discardableResult
  public mutating func insert(_ value: Element) -> Token {
    Token(value: storage.insert(value))
  }

  /// Removes the element `token` stands for.
  ///
  /// - Parameter token: What `insert(_:)` returned.
  /// - Returns: The removed element, or `nil` if it was already removed.
  @discardableResult
  public mutating func remove(using token: Token) -> Element? {
    storage.remove(token: token.value)
  }
}

extension Bag: RandomAccessCollection {
  /// The position of the oldest element.
  public var startIndex: Int { storage.elements.startIndex }

  /// The position after the newest element.
  public var endIndex: Int { storage.elements.endIndex }

  /// The element at `index`, oldest first.
  public subscript(index: Int) -> Element { storage.elements[index] }

  /// An iterator over the elements, oldest first.
  ///
  /// - Returns: The iterator.
  public func makeIterator() -> Iterator {
    Iterator(base: storage.elements.makeIterator())
  }

  /// Iterates a bag's elements, oldest first.
  public struct Iterator: IteratorProtocol {
    private var base: ContiguousArray<Element>.Iterator

    fileprivate init(base: ContiguousArray<Element>.Iterator) {
      self.base = base
    }

    /// The next element, or `nil` after the last.
    ///
    /// - Returns: The element.
    public mutating func next() -> Element? {
      base.next()
    }
  }
}

extension Bag: Sendable where Element: Sendable {}
extension Bag.Token: Sendable {}
extension Bag.Iterator: Sendable where Element: Sendable {}
