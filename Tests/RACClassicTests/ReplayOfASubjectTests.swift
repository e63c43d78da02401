import Foundation
import RACClassic
import RACTestSupport
import Testing

/// `replay`, `replayLast` and `replayLazily` of a `RACSubject`, with exact
/// timelines on a test scheduler. A replay fused into the subject's signal
/// (docs/Engine.md, "Fusing a replay into the signal it
/// observes") must keep RAC 2.5's behaviour, which these pin.
@Suite struct ClassicReplayOfASubjectTests {
  enum Kind: String, CaseIterable {
    case replay, replayLast, replayLazily

    /// `subject` replayed this way.
    func replaying(_ subject: RACSubject<Int>) -> RACSignal<Int> {
      switch self {
      case .replay: subject.replay()
      case .replayLast: subject.replayLast()
      case .replayLazily: subject.replayLazily()
      }
    }
  }

  @Test(arguments: Kind.allCases)
  func lateSubscribersReplayWhatTheReplayKeptThenHearTheRest(kind: Kind) {
    let scheduler = RACTestScheduler()
    let log = Recorder<String>(since: scheduler)
    let subject = RACSubject<Int>()
    let replayed = kind.replaying(subject)
    subject.sendNext(0)  // an eager replay already keeps it; a lazy one has not started
    log.subscribe("a", to: replayed)
    log.subscribe("direct", to: subject)
    scheduler.after(scheduler.currentDate.addingTimeInterval(1)) { subject.sendNext(1) }
    scheduler.after(scheduler.currentDate.addingTimeInterval(2)) { log.subscribe("b", to: replayed) }
    scheduler.after(scheduler.currentDate.addingTimeInterval(3)) { subject.sendNext(2) }
    scheduler.after(scheduler.currentDate.addingTimeInterval(4)) { subject.sendCompleted() }
    scheduler.stepAll()
    let replayedToB: [String] =
      switch kind {
      case .replay: ["t=2.0 b next 0", "t=2.0 b next 1"]
      case .replayLast: ["t=2.0 b next 1"]
      case .replayLazily: ["t=2.0 b next 1"]
      }
    let early: [String] = kind == .replayLazily ? [] : ["t=0.0 a next 0"]
    #expect(
      log.lines == early + ["t=1.0 a next 1", "t=1.0 direct next 1"] + replayedToB + [
        "t=3.0 a next 2", "t=3.0 b next 2", "t=3.0 direct next 2", "t=4.0 a completed", "t=4.0 b completed",
        "t=4.0 direct completed",
      ])
  }

  /// A late subscriber's replay runs inside the subject's turn
  /// (docs/EventContract.md, "Where waiting can deadlock"): a value it sends
  /// into the subject from the callback of a replayed value is re-entrant,
  /// queued until the replay ends, then delivered to the subject's observers
  /// in their order (the replay's source, so `a` and `b`, then `direct`).
  /// RAC 2.5 delivered it at once; before the fix RACPort delivered it to
  /// `direct` at once and to the replay's subscribers after the replay, and a
  /// send from another thread meanwhile could deadlock
  /// (`Tests/RACSwiftTests/Operators/ReplayLazilyCycleTests.swift`).
  @Test(arguments: Kind.allCases)
  func aSendIntoTheSubjectFromALateSubscribersReplayGoesOutOnceTheReplayEnds(kind: Kind) {
    let scheduler = RACTestScheduler()
    let log = Recorder<String>(since: scheduler)
    let subject = RACSubject<Int>()
    let replayed = kind.replaying(subject)
    log.subscribe("a", to: replayed)
    log.subscribe("direct", to: subject)
    subject.sendNext(1)
    replayed.subscribeNext { value in
      log.log("b next \(value)")
      if value == 1 { subject.sendNext(2) }
      log.log("b returns from \(value)")
    }
    subject.sendCompleted()
    #expect(
      log.lines == [
        "t=0.0 a next 1", "t=0.0 direct next 1", "t=0.0 b next 1", "t=0.0 b returns from 1", "t=0.0 a next 2",
        "t=0.0 b next 2", "t=0.0 b returns from 2", "t=0.0 direct next 2", "t=0.0 a completed",
        "t=0.0 direct completed",
      ])
  }
}
