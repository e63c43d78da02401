/// Elements in insertion order, each removable by the token its insertion
/// returned (ReactiveSwift's `Bag`): a value type, not synchronized.
///
/// Tokens grow with every insertion and are never reused, so the tokens of
/// the elements held are sorted, and `remove(token:)` finds its element by
/// binary search.
@usableFromInline
package struct TokenBag<Element> {
  /// The elements, oldest first.
  @usableFromInline
  package private(set) var elements: ContiguousArray<Element>
  /// The token of each element, in the same order (ascending).
  private var tokens: ContiguousArray<UInt64>
  private var nextToken: UInt64

  /// An empty bag.
  @usableFromInline
  package init() {
    elements = []
    tokens = []
    nextToken = 0
  }

  /// A bag of `elements`, in order, with the tokens 0, 1, 2, ...
  @usableFromInline
  package init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.elements = ContiguousArray(elements)
    nextToken = UInt64(self.elements.count)
    tokens = ContiguousArray(0..<nextToken)
  }

  /// Appends `element` and returns its token.
  ///
  /// - Complexity: Amortized O(1).
  @usableFromInline
  package mutating func insert(_ element: Element) -> UInt64 {
    let token = nextToken
    // Wrapping is out of reach: 2^64 insertions.
    nextToken &+= 1
    elements.append(element)
    tokens.append(token)
    return token
  }

  /// Removes the element `token` stands for and returns it; `nil` if it was
  /// already removed (or never in this bag).
  ///
  /// - Complexity: O(n): a binary search, then the removal shifts the later
  ///   elements.
  @usableFromInline
  @discardableResult
  package mutating func remove(token: UInt64) -> Element? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = low + (high - low) / 2
      if tokens[middle] < token { low = middle + 1 } else { high = middle }
    }
    guard low < tokens.count, tokens[low] == token else { return nil }
    tokens.remove(at: low)
    return elements.remove(at: low)
  }
}

extension TokenBag: Sendable where Element: Sendable {}
