import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// Hot and cold test sources built from marbles, in both faces, and the
/// recorders that listen to them.
@Suite struct TestSourceTests {
  static let diagram = Marbles("-a-b|", tick: 0.5)

  @Test func hotSourcesSendAtTheirTimesToWhoeverIsSubscribedThen() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(scheduler.hotSubject(Self.diagram), at: 0.75)
    let modern = scheduler.record(scheduler.hotSignal(Self.diagram, failing: NoError.self), at: 0.75)
    scheduler.run()
    #expect(classic.timeline == [(1.5, .value("b")), (2, .completed)])
    #expect(modern.timeline == classic.timeline)
    #expect(classic.timeline.label == "RACClassic")
    #expect(modern.timeline.label == "RACModern")
  }

  @Test func coldSourcesSendAtTheirTimesSinceEachSubscription() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(scheduler.coldSignal(Self.diagram), at: 1)
    let modern = scheduler.record(scheduler.coldProducer(Self.diagram, failing: NoError.self), at: 1)
    scheduler.run()
    #expect(classic.timeline == [(1.5, .value("a")), (2.5, .value("b")), (3, .completed)])
    #expect(modern.timeline == classic.timeline)
  }

  @Test func disposingARecordingInterruptsInModernAndSilencesInClassic() {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(scheduler.coldSignal(Self.diagram), disposedAt: 1)
    let modern = scheduler.record(scheduler.coldProducer(Self.diagram, failing: NoError.self), disposedAt: 1)
    scheduler.run()
    #expect(classic.timeline == [(0.5, .value("a"))])
    #expect(modern.timeline == [(0.5, .value("a")), (1, .interrupted)])
    #expect(classic.timeline.difference(from: modern.timeline)?.heard.second == ["interrupted"])
    #expect(classic.timeline.difference(from: modern.timeline, interruptions: .ignore) == nil)
  }

  @Test func aDiagramFailsWithItsErrorInBothFaces() {
    struct Offline: Error, Equatable, CustomStringConvertible { var description: String { "offline" } }
    let scheduler = MigrationTestScheduler()
    let marbles = Marbles("-#", error: Offline())
    let classic = scheduler.record(scheduler.coldSignal(marbles))
    var modernError: Offline?
    let modern = scheduler.record(scheduler.coldProducer(marbles).on(failed: { modernError = $0 }))
    scheduler.run()
    #expect(classic.timeline == [(1, .failed("offline"))])
    #expect(modern.timeline == classic.timeline)
    #expect(modernError == Offline())
  }

  @Test func aModernSourceThatCannotFailTrapsOnAFailingDiagram() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = MigrationTestScheduler()
      scheduler.record(scheduler.coldProducer(Marbles("#"), failing: NoError.self))
      scheduler.run()
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble diagram \"#\" fails ('#') with MarbleError, which is not a Never"))
  }

  @Test func aClassicSourceTrapsOnAnInterruption() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let scheduler = MigrationTestScheduler()
      scheduler.record(scheduler.coldSignal(Marbles("!")))
      scheduler.run()
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "marble diagram \"!\" interrupts ('!'), which RACClassic cannot"))
  }

  /// A recorder holds its scheduler's clock weakly (issue 19): an action a
  /// test left pending on the scheduler, delivering into the recorder, kept
  /// the clock, its actions and the recorder alive through each other; now
  /// all go with the scheduler, and the times recorded are the scheduler's.
  @Test func aRecorderDoesNotKeepItsSchedulerAliveThroughAPendingAction() {
    weak var weakRecorder: Recorder<Int>?
    do {
      let scheduler = TestScheduler()
      let recorder = Recorder<Int>(scheduler: scheduler)
      weakRecorder = recorder
      recorder.start(SignalProducer<Int, NoError>(values: [1, 2]).delay(1, onScheduler: scheduler))
      recorder.start(SignalProducer<Int, NoError>(value: 3).delay(10, onScheduler: scheduler))
      scheduler.advanceByInterval(2.5)
      #expect(recorder.timeline == [(1, .value(1)), (1, .value(2)), (1, .completed)])
    }
    #expect(weakRecorder == nil)
  }

  @Test func aRecorderWithoutAClockStampsZero() {
    let recorder = Recorder<Int>()
    recorder.subscribe(to: RACSignal.return(1))
    #expect(recorder.timeline == [(0, .value(1)), (0, .completed)])
    #expect(recorder.events == [.value(1), .completed])
    recorder.reset()
    #expect(recorder.events.isEmpty)
  }
}
