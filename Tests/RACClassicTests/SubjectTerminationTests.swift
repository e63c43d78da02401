import Foundation
import RACClassic
import RACTestSupport
import Testing

/// How subjects and multicast connections end: who hears the terminal
/// event and when, what a connection does when connected twice, and what
/// reaches a subscriber after the end (facts of the lab's seed scenarios,
/// Sources/RACLabCore/SeedCatalog.swift, that their transcripts do not show).
@Suite struct ClassicSubjectTerminationTests {
  /// S4/S5's source on `scheduler`: A at +1.5 s, B at +3 s, completed at +5 s.
  static func coldSource(on scheduler: RACTestScheduler, runs: @escaping () -> Void) -> RACSignal<String> {
    RACSignal.createSignal { subscriber in
      runs()
      scheduler.afterDelay(1.5) { subscriber.sendNext("A") }
      scheduler.afterDelay(3) { subscriber.sendNext("B") }
      scheduler.afterDelay(5) { subscriber.sendCompleted() }
      return nil
    }
  }

  /// S4: the subject completes when the source does, at 2 + 5 = 7 s, and
  /// both of its subscribers hear it.
  @Test func bothSubjectSubscribersCompleteAtSevenSeconds() {
    let scheduler = RACTestScheduler()
    let start = scheduler.currentDate
    let source = Self.coldSource(on: scheduler) {}
    let subject = RACSubject<String>()
    let first = Recorder<String>()
    let second = Recorder<String>()
    var completions: [String] = []
    func completed(_ name: String) -> () -> Void {
      { completions.append("\(name) at \(scheduler.currentDate.timeIntervalSince(start))") }
    }
    first.subscribe(to: subject)
    subject.subscribeCompleted(completed("subscriber 1"))
    scheduler.after(start.addingTimeInterval(2)) { source.subscribe(subject) }
    scheduler.after(start.addingTimeInterval(4)) {
      second.subscribe(to: subject)
      subject.subscribeCompleted(completed("subscriber 2"))
    }
    scheduler.stepAll()
    #expect(first.events == [.value("A"), .value("B"), .completed])
    #expect(second.events == [.value("B"), .completed])
    #expect(completions == ["subscriber 1 at 7.0", "subscriber 2 at 7.0"])
  }

  /// S5: `connect()` returns the same disposable every time and subscribes
  /// the source once.
  @Test func secondConnectReturnsTheSameDisposableAndDoesNotResubscribe() {
    let scheduler = RACTestScheduler()
    let start = scheduler.currentDate
    var runs = 0
    let connection = Self.coldSource(on: scheduler) { runs += 1 }.multicast(RACSubject())
    let subscriber = Recorder<String>()
    subscriber.subscribe(to: connection.signal)
    var disposables: [RACDisposable] = []
    scheduler.after(start.addingTimeInterval(2)) { disposables.append(connection.connect()) }
    scheduler.after(start.addingTimeInterval(3)) { disposables.append(connection.connect()) }
    scheduler.stepAll()
    #expect(disposables.count == 2)
    #expect(disposables.first === disposables.last)
    #expect(runs == 1)
    #expect(subscriber.events == [.value("A"), .value("B"), .completed])
  }

  /// S16: after the error, the stored subscriber's later sends and the
  /// source's completion reach nobody; the subscription is disposed once.
  @Test func nothingIsDeliveredAfterTheError() {
    var stored: (any RACSubscriber<String>)?
    var disposals = 0
    let s1 = RACSignal<String>.createSignal { subscriber in
      stored = subscriber
      subscriber.sendNext("Hello from s1~")
      subscriber.sendError(TestError(1022))
      subscriber.sendCompleted()
      return RACDisposable { disposals += 1 }
    }
    let recorder = Recorder<String>()
    recorder.subscribe(to: s1)
    stored?.sendNext("Hello2 from s1~")
    stored?.sendCompleted()
    #expect(recorder.events == [.value("Hello from s1~"), .failed("TestError(1022)")])
    #expect(disposals == 1)
  }

  /// S17/S8: a subscriber that comes after the subject ended hears nothing,
  /// not even sends made after the end.
  @Test(arguments: [false, true])
  func subscriberAfterTerminationHearsNothing(endsWithError: Bool) {
    let subject = RACSubject<String>()
    subject.sendNext("1")
    if endsWithError { subject.sendError(TestError(1)) } else { subject.sendCompleted() }
    let late = Recorder<String>()
    late.subscribe(to: subject)
    subject.sendNext("2")
    #expect(late.events == [])
  }
}
