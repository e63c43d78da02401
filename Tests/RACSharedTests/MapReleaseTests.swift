import RACShared
import Testing

/// `map` builds a new event for each event it forwards and releases it as
/// soon as the next stage returns (`SignalEvent.discard()`, which releases
/// it with a switch on its case so that a value of a plain type costs
/// nothing): an object in a value or a failure lives exactly through the
/// delivery, neither kept by the stage nor released early.
@Suite struct MapReleaseTests {
  final class Payload: Error {
    let id: Int
    init(_ id: Int) { self.id = id }
  }

  /// Where the test watches the payloads from: the object the sink last
  /// saw, held weakly, and what the sink and the start saw of it.
  final class Watch {
    weak var payload: Payload?
    var log: [String] = []
  }

  @Test func aValueMapBuiltIsReleasedWhenTheNextStageReturns() {
    let watch = Watch()
    let producer = Producer<Int, Payload> { input, _ in
      for id in 1...2 {
        input(.value(id))
        watch.log.append("after send \(id): \(watch.payload == nil ? "released" : "alive")")
      }
      input(.completed)
    }
    .lift(EventTransforms.map { Payload($0 * 10) })
    producer.start { event in
      guard case .value(let payload) = event else { return watch.log.append("\(event)") }
      watch.payload = payload
      watch.log.append("value \(payload.id)")
    }
    #expect(
      watch.log == [
        "value 10", "after send 1: released", "value 20", "after send 2: released", "completed",
      ])
  }

  @Test func aFailureMapForwardsIsReleasedWhenTheNextStageReturns() {
    let watch = Watch()
    let producer = Producer<Int, Payload> { input, _ in
      input(.value(1))
      input(.failed(Payload(7)))
      watch.log.append("after failure: \(watch.payload == nil ? "released" : "alive")")
    }
    .lift(EventTransforms.map { $0 + 1 })
    producer.start { event in
      switch event {
      case .value(let value): watch.log.append("value \(value)")
      case .failed(let error):
        watch.payload = error
        watch.log.append("failed \(error.id)")
      default: watch.log.append("\(event)")
      }
    }
    #expect(watch.log == ["value 2", "failed 7", "after failure: released"])
  }
}
