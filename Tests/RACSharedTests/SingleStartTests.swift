import Foundation
import RACShared
import RACTestSupport
import Testing

/// `Producer.releasedAfterItsFirstStart()`: the first start runs the
/// producer, later ones complete at once, and once started the result no
/// longer keeps the producer (nor what it captured) alive.
@Suite struct SingleStartTests {
  final class Token {}

  @Test func theFirstStartRunsTheProducerAndALaterOneCompletesAtOnce() {
    let once = Producer<Int, TestFailure>(values: [1, 2]).releasedAfterItsFirstStart()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    once.start(first.sink)
    once.start(second.sink)
    #expect(first.events == [.value(1), .value(2), .completed])
    #expect(second.events == [.completed])
  }

  @Test func afterItsFirstStartTheResultNoLongerKeepsTheProducerAlive() {
    var token: Token? = Token()
    weak let weakToken = token
    let signal = SignalCore<Int, TestFailure>()
    let once = Producer(observing: signal, keepAlive: token).releasedAfterItsFirstStart()
    token = nil
    #expect(weakToken != nil, "held by the producer until it starts")
    let log = Recorder<Int>()
    let start = once.start(log.sink)
    #expect(weakToken == nil)
    signal.send(.value(5))
    #expect(log.events == [.value(5)])
    start.dispose()
    #expect(log.events == [.value(5), .interrupted])
    withExtendedLifetime(once) {}
  }

  @Test func startsRacingOnTwoThreadsRunTheProducerExactlyOnce() {
    for _ in 0..<200 {
      let runs = Recorder<Int>()
      let heard = Recorder<Int>()
      let once = Producer<Int, TestFailure>(startHandler: { input, _ in
        runs.sink(.value(1))
        input(.value(1))
        input(.completed)
      }).releasedAfterItsFirstStart()
      onThreadsReleasedTogether(2) { _ in once.start(heard.sink) }
      #expect(runs.count == 1)
      #expect(heard.values == [1])
      #expect(heard.events.filter { $0 == .completed }.count == 2)
    }
  }
}
