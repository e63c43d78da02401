import Foundation
import RACShared
import RACTestSupport
import Testing

/// A merge start keeps what cancels each running inner beside its machine;
/// disposing the start disposes them all, oldest first, and only those
/// still running.
@Suite struct MergeInnerTests {
  typealias Inner = Producer<Int, TestFailure>

  /// An inner that never ends by itself and logs `name` when disposed,
  /// or completes at once if `completes`.
  static func inner(_ name: String, completes: Bool = false, log: Recorder<String>) -> Inner {
    Inner { input, lifetime in
      lifetime.add { log.note("\(name) disposed") }
      if completes { input(.completed) }
    }
  }

  @Test func disposingAMergeDisposesEveryRunningInnerOldestFirst() {
    let log = Recorder<String>()
    let outer = SignalCore<Inner, TestFailure>()
    let events = Recorder<Int>()
    let start = Producer(observing: outer).lift(cancelling: EventTransforms.flatten(.merge) { $0 }).start(events.sink)
    for name in ["a", "b", "c", "d"] { outer.send(.value(Self.inner(name, completes: name == "b", log: log))) }
    #expect(log.values == ["b disposed"])
    start.dispose()
    #expect(log.values == ["b disposed", "a disposed", "c disposed", "d disposed"])
    #expect(events.events == [.interrupted])
    #expect(outer.observerCount == 0)
  }

  @Test func aMergeThatCompletesDisposesNothingTwice() {
    let log = Recorder<String>()
    let events = Recorder<Int>()
    let inners = ["a", "b"].map { Self.inner($0, completes: true, log: log) }
    let start = Producer(values: inners).lift(cancelling: EventTransforms.flatten(.merge) { $0 }).start(events.sink)
    start.dispose()
    #expect(log.values == ["a disposed", "b disposed"])
    #expect(events.events == [.completed])
  }
}
