import Foundation
import RACModern
import RACTestSupport
import Testing

/// How pipes end: who hears the terminal event and when, and what reaches an
/// observer after the end (facts of the lab's seed scenarios,
/// Sources/RACLabCore/SeedCatalog.swift, that their transcripts do not show).
@Suite struct ModernPipeTerminationTests {
  /// S4: the pipe fed by the producer completes when the producer does, at
  /// 2 + 5 = 7 s, and both of its observers hear it.
  @Test func bothPipeObserversCompleteAtSevenSeconds() {
    let scheduler = TestScheduler()
    let start = scheduler.currentDate
    let source = SignalProducer<String, NoError> { observer, _ in
      scheduler.scheduleAfter(1.5) { observer.sendNext("A") }
      scheduler.scheduleAfter(3) { observer.sendNext("B") }
      scheduler.scheduleAfter(5) { observer.sendCompleted() }
    }
    let (signal, input) = Signal<String, NoError>.pipe()
    let first = Recorder<String>()
    let second = Recorder<String>()
    var completions: [String] = []
    func completed(_ name: String) -> () -> Void {
      { completions.append("\(name) at \(scheduler.currentDate.timeIntervalSince(start))") }
    }
    first.observe(signal)
    signal.observeCompleted(completed("observer 1"))
    scheduler.scheduleAfter(start.addingTimeInterval(2)) { source.start(input) }
    scheduler.scheduleAfter(start.addingTimeInterval(4)) {
      second.observe(signal)
      signal.observeCompleted(completed("observer 2"))
    }
    scheduler.run()
    #expect(first.events == [.value("A"), .value("B"), .completed])
    #expect(second.events == [.value("B"), .completed])
    #expect(completions == ["observer 1 at 7.0", "observer 2 at 7.0"])
  }

  /// S16: after the failure, the stored observer's later sends and the
  /// start handler's completion reach nobody; the start is disposed once.
  @Test func nothingIsDeliveredAfterTheFailure() {
    var stored: Observer<String, TestError>?
    var disposals = 0
    let s1 = SignalProducer<String, TestError> { observer, disposable in
      stored = observer
      observer.sendNext("Hello from s1~")
      observer.sendFailed(TestError(1022))
      observer.sendCompleted()
      disposable += { disposals += 1 }
    }
    let recorder = Recorder<String>()
    recorder.start(s1)
    stored?.sendNext("Hello2 from s1~")
    stored?.sendCompleted()
    #expect(recorder.events == [.value("Hello from s1~"), .failed("TestError(1022)")])
    #expect(disposals == 1)
  }

  /// S17/S8: an observer that comes after the pipe ended is interrupted at
  /// once, gets no disposable, and hears nothing sent afterwards.
  @Test(arguments: [false, true])
  func observerAfterTerminationIsInterrupted(endsWithFailure: Bool) {
    let (signal, input) = Signal<String, TestError>.pipe()
    input.sendNext("1")
    if endsWithFailure { input.sendFailed(TestError(1)) } else { input.sendCompleted() }
    let late = Recorder<String>()
    let disposable = late.observe(signal)
    input.sendNext("2")
    #expect(disposable == nil)
    #expect(late.events == [.interrupted])
  }
}
