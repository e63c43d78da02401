import Foundation
import RACModern
import RACShared
import RACSwift
import RACTestSupport
import Testing

/// Where ReactiveSwift 7 means something else than RAC 4.2.2 under the same
/// name, pinned both ways: RACModern keeps RAC 4.2.2's timeline, RACSwift
/// has ReactiveSwift's (docs/Migration.md, the ReactiveSwift rows).
@Suite struct OnStartedAndLogEventsDifferenceTests {
  @Test func onStartedRunsBeforeTheWorkInRACModernAndAfterItInRACSwift() {
    var modern: [String] = []
    let modernStart = RACModern.SignalProducer<Int, NoError> { observer, _ in
      modern.append("work")
      observer.sendNext(1)
    }
    .on(started: { modern.append("started") }, next: { modern.append("value \($0)") })
    .start()
    #expect(modern == ["started", "work", "value 1"])
    // A RAC 4.2.2 start that never ends lives until it is disposed, even
    // once its work let go of the observer (docs/Reliability.md, the
    // RAC-faithful cycles).
    modernStart.dispose()

    var swift: [String] = []
    RACSwift.SignalProducer<Int, Never> { observer, _ in
      swift.append("work")
      observer.send(value: 1)
    }
    .on(
      starting: { swift.append("starting") }, started: { swift.append("started") },
      value: { swift.append("value \($0)") }
    )
    .start()
    #expect(swift == ["starting", "work", "value 1", "started"])
  }

  @Test func aFeedbackLoopStartedInOnStartedFindsItsSourceRunningOnlyInRACSwift() {
    // The pattern of a feedback loop: `started` sends the first input into a
    // pipe the producer's own work observes.
    var modern: [String] = []
    let (modernInput, modernSink) = RACModern.Signal<Int, NoError>.pipe()
    RACModern.SignalProducer<Int, NoError>(signal: modernInput)
      .on(started: { modernSink.sendNext(1) }, next: { modern.append("heard \($0)") })
      .start()
    #expect(modern == [])

    var swift: [String] = []
    let (swiftInput, swiftSink) = RACSwift.Signal<Int, Never>.pipe()
    RACSwift.SignalProducer(swiftInput)
      .on(started: { swiftSink.send(value: 1) }, value: { swift.append("heard \($0)") })
      .start()
    #expect(swift == ["heard 1"])
  }

  @Test func aStartDisposedByItsWorkStillRunsStartedAfterItInRACSwift() {
    var lines: [String] = []
    let producer = RACSwift.SignalProducer<Int, Never> { observer, _ in
      observer.send(value: 1)
      observer.sendCompleted()
    }
    producer.on(started: { lines.append("started") }, completed: { lines.append("completed") }).start()
    #expect(lines == ["completed", "started"])
  }

  @Test func logEventsNamesEventsAsRAC4InRACModernAndAsReactiveSwiftInRACSwift() {
    var modern: [String] = []
    RACModern.SignalProducer<Int, TestError>(values: [1])
      .logEvents(identifier: "m", logger: { id, event, _, _, _ in modern.append("[\(id)] \(event)") })
      .start()
    #expect(
      modern == ["[m] Started", "[m] Next 1", "[m] Completed", "[m] Terminated", "[m] Disposed"])

    var swift: [String] = []
    RACSwift.SignalProducer<Int, TestError>([1])
      .logEvents(identifier: "s", logger: { id, event, _, _, _ in swift.append("[\(id)] \(event)") })
      .start()
    #expect(
      swift == [
        "[s] starting", "[s] value 1", "[s] completed", "[s] terminated", "[s] disposed", "[s] started",
      ])
  }

  @Test func aSignalsLogEventsNamesAFailureAsEachLibraryDid() {
    var modern: [String] = []
    let (modernSignal, modernInput) = RACModern.Signal<Int, TestError>.pipe()
    modernSignal.logEvents(identifier: "m", logger: { _, event, _, _, _ in modern.append(event) }).observe { _ in }
    modernInput.sendNext(2)
    modernInput.sendFailed(TestError(3))
    #expect(modern == ["Next 2", "Failed TestError(3)", "Terminated", "Disposed"])

    var swift: [String] = []
    let (swiftSignal, swiftInput) = RACSwift.Signal<Int, TestError>.pipe()
    swiftSignal.logEvents(identifier: "s", logger: { _, event, _, _, _ in swift.append(event) }).observe { _ in }
    swiftInput.send(value: 2)
    swiftInput.send(error: TestError(3))
    #expect(swift == ["value 2", "failed TestError(3)", "terminated", "disposed"])
  }

  @Test func theDefaultLoggerWritesReactiveSwiftsLineToTheLogSink() {
    let lines = Recorder<String>()
    EventLog.withSink({ lines.record(.value($0)) }) {
      RACSwift.SignalProducer<Int, Never>(value: 7).logEvents(identifier: "d", events: [.value]).start()
    }
    #expect(lines.values.count == 1)
    #expect(lines.values.first?.hasPrefix("[d] value 7 fileName: ") == true)
  }

  @Test func logEventsLogsOnlyTheKindsAsked() {
    var swift: [String] = []
    RACSwift.SignalProducer<Int, Never>(values: 1, 2)
      .logEvents(events: [.starting, .value], logger: { _, event, _, _, _ in swift.append(event) })
      .start()
    #expect(swift == ["starting", "value 1", "value 2"])
    #expect(Set(RACSwift.LoggingEvent.SignalProducer.allCases).count == 8)
    #expect(RACSwift.LoggingEvent.Signal(rawValue: "value") == .value)
  }
}

/// Combining operators start their sources in an order each library chose:
/// RAC 4.2.2 the argument first, ReactiveSwift 7 in the argument order. The
/// engine's `StartOrder` is the parameter; the timelines below are the ones
/// each face's `combineLatest`/`zip` produce with its value and its
/// `on(started:)` timing.
@Suite struct CombiningStartOrderDifferenceTests {
  static func source(_ name: String, _ log: Recorder<String>, timing: StartedCallbackTiming) -> Producer<Int, Never> {
    Producer<Int, Never> { input, _ in
      log.record(.value("\(name) work"))
      input(.value(name == "a" ? 1 : 2))
    }
    .on(started: { log.record(.value("\(name) started")) }, timing: timing, SideEffects())
  }

  @Test(arguments: ["combineLatest", "zip"])
  func rac4StartsTheArgumentFirstAndReactiveSwiftTheReceiverFirst(operator name: String) {
    func run(order: StartOrder, timing: StartedCallbackTiming) -> [String] {
      let log = Recorder<String>()
      let sources = [Self.source("a", log, timing: timing), Self.source("b", log, timing: timing)]
      let combined = name == "zip" ? Producer.zip(sources, order: order) : Producer.combineLatest(sources, order: order)
      let start = combined.start { event in
        if case .value(let values) = event { log.record(.value("\(values)")) }
      }
      // The sources follow RAC 4.2.2's rule (their work let go of its input
      // without ending): the combined start lives until disposed, as in RAC
      // 4.2.2 (docs/Reliability.md, the RAC-faithful cycles).
      start.dispose()
      return log.values
    }
    #expect(
      run(order: .rac4, timing: .rac4) == ["b started", "b work", "a started", "a work", "[1, 2]"])
    #expect(
      run(order: .reactiveSwift, timing: .reactiveSwift) == ["a work", "a started", "b work", "[1, 2]", "b started"])
  }
}
