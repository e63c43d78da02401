import RACClassic
import RACModern
import RACTestSupport
import Testing

/// RAC2's `logAll` and RAC4's default `logEvents` logger write through the
/// engine's one log sink: replacing it in either face catches both.
@Suite struct LogSinkParityTests {
  @Test func bothFacesLogThroughOneSinkEachInItsOwnFormat() {
    let viaClassic = Recorder<String>()
    RACLog.withSink({ viaClassic.record(.value($0)) }) {
      RACSignal<Int>.return(1).setName("classic").logAll().subscribeNext { _ in }
      SignalProducer<Int, NoError>(value: 1).logEvents(
        identifier: "modern", events: [.next, .completed], lineNumber: 7
      )
      .start()
    }
    let viaModern = Recorder<String>()
    EventLog.withSink({ viaModern.record(.value($0)) }) {
      RACSignal<Int>.return(1).setName("classic").logAll().subscribeNext { _ in }
      SignalProducer<Int, NoError>(value: 1).logEvents(
        identifier: "modern", events: [.next, .completed], lineNumber: 7
      )
      .start()
    }
    let place =
      "fileName: CrossFrontTests/LogSinkParityTests.swift, functionName: "
      + "bothFacesLogThroughOneSinkEachInItsOwnFormat(), lineNumber: 7"
    let expected = [
      "classic next: 1", "classic completed", "[modern] Next 1 \(place)", "[modern] Completed \(place)",
    ]
    #expect(viaClassic.values == expected)
    #expect(viaModern.values == expected)
  }
}
