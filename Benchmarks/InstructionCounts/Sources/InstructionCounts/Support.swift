/// A mutable sum the observers add to, behind a pointer as in the benchmark
/// package (adding costs an add, not an exclusivity check).
final class Sum {
  let pointer: UnsafeMutablePointer<Int>
  init() {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: 0)
  }
  deinit { pointer.deallocate() }
  var value: Int {
    get { pointer.pointee }
    set { pointer.pointee = newValue }
  }
}

@inline(__always) func triangle(_ n: Int) -> Int { n * (n - 1) / 2 }

@inline(never) func check(_ actual: Int, _ expected: Int, _ what: String) {
  precondition(actual == expected, "\(what): checksum \(actual), expected \(expected)")
}

/// Runs `body` as the measured region: callgrind counts only inside
/// `measuredRegion` (`--toggle-collect`). The body goes through a global so
/// that the optimizer cannot specialize (and rename, or merge away) the
/// region for it; the count after the call keeps the call from being a tail
/// call, which callgrind would see as leaving the region at once.
func measured(_ body: @escaping () -> Void) {
  measuredBody = body
  measuredRegion()
  measuredBody = {}
}

@inline(never) func measuredRegion() {
  measuredBody()
  measuredRegions &+= 1
}

nonisolated(unsafe) var measuredBody: () -> Void = {}
nonisolated(unsafe) var measuredRegions = 0

/// Events per measured region (smaller than the benchmark package's: callgrind
/// runs about 50 times slower; the counts per event do not depend on them).
enum Events {
  static let b1Sends = 200_000
  static let b2Observers = 100
  static let b2Sends = 2_000
  static let b3Values = 100_000
  static let b3Starts = 2
  static let b4LiveSends = 200_000
  static let b4LateSubscribers = 10_000
  static let b5Values = 100_000
  static let b5LateSubscribers = 10
  static let b6Pairs = 100_000
  static let b8Values = 200_000
}
