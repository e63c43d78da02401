import Foundation
import RACModern
import RACSwift
import RACTestSupport

/// One operator scenario on a virtual clock, for the operator tests: cold
/// sources whose events fall at given times after each start (logging
/// `<name> started` and `<name> disposed`), hot pipes, and starts or
/// observations whose events are logged with the time:
/// `t=1.0 out value 3`, `t=2.0 out completed`.
///
/// A source keeps its observer until its start ends, as a source that may
/// still send does: under ReactiveSwift's rule, a start handler that lets go
/// of its observer interrupts its start (docs/Migration.md, ReactiveSwift's
/// signal memory model).
///
/// The same scenario runs on RACModern (`modernSource`, `startModern`) for
/// the parity tests, logging with the same words, so one expected timeline
/// pins both faces.
final class OperatorScenario {
  let scheduler = RACSwift.TestScheduler()
  let log: Recorder<String>
  /// Disposes the starts and observations of the scenario when the test
  /// lets go of it (a source keeps its observer until its start ends, so a
  /// start never disposed would live on).
  let disposals = FixtureDisposals()

  init() {
    log = Recorder(since: scheduler)
  }

  /// A cold producer sending `steps`, each `delay` seconds after its start.
  func source<Value>(
    _ name: String, _ steps: [(Double, RACSwift.Signal<Value, TestError>.Event)]
  ) -> RACSwift.SignalProducer<Value, TestError> {
    // Not `self`: the scenario goes away with the test, disposing its starts.
    RACSwift.SignalProducer { [log, scheduler] observer, lifetime in
      log.log("\(name) started")
      lifetime.observeEnded {
        withExtendedLifetime(observer) {}
        log.log("\(name) disposed")
      }
      for (delay, event) in steps {
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(delay)) {
          observer.send(event)
        }
      }
    }
  }

  /// A cold producer that cannot fail, sending `values` at the given delays.
  func values<Value>(
    _ name: String, _ steps: [(Double, Value)], completingAt end: Double? = nil
  ) -> RACSwift.SignalProducer<Value, Never> {
    // Not `self`: the scenario goes away with the test, disposing its starts.
    RACSwift.SignalProducer { [log, scheduler] observer, lifetime in
      log.log("\(name) started")
      lifetime.observeEnded {
        withExtendedLifetime(observer) {}
        log.log("\(name) disposed")
      }
      for (delay, value) in steps {
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(delay)) {
          observer.send(value: value)
        }
      }
      if let end {
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(end)) {
          observer.sendCompleted()
        }
      }
    }
  }

  /// Runs `action` at virtual time `time`.
  func at(_ time: Double, _ action: @escaping () -> Void) {
    scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: time), action: action)
  }

  /// Starts `producer`, logging its events as `name`.
  @discardableResult
  func start<Value, Failure>(_ name: String, _ producer: RACSwift.SignalProducer<Value, Failure>) -> RACSwift.Disposable
  {
    let disposable = log.start(name, producer)
    disposals.add { disposable.dispose() }
    return disposable
  }

  /// Observes `signal`, logging its events as `name`.
  @discardableResult
  func observe<Value, Failure>(_ name: String, _ signal: RACSwift.Signal<Value, Failure>) -> RACSwift.Disposable? {
    let disposable = log.observe(name, signal)
    disposals.add { disposable?.dispose() }
    return disposable
  }

  /// Advances the clock to `time`.
  func run(until time: Double) {
    scheduler.advance(to: Date(timeIntervalSinceReferenceDate: time))
  }

  /// What was logged.
  var lines: [String] { log.lines }
}

/// The same kind of scenario on RACModern, logging in RACSwift's words.
final class ModernOperatorScenario {
  let scheduler = RACModern.TestScheduler()
  let log: Recorder<String>
  /// Disposes the starts of the scenario when the test lets go of it.
  let disposals = FixtureDisposals()

  init() {
    log = Recorder(since: scheduler)
  }

  /// A cold producer sending `steps`, each `delay` seconds after its start.
  func source<Value>(
    _ name: String, _ steps: [(Double, RACModern.Event<Value, TestError>)]
  ) -> RACModern.SignalProducer<Value, TestError> {
    // Not `self`: the scenario goes away with the test, disposing its starts.
    RACModern.SignalProducer { [log, scheduler] observer, disposable in
      log.log("\(name) started")
      disposable += RACModern.ActionDisposable { log.log("\(name) disposed") }
      for (delay, event) in steps {
        if let action = scheduler.scheduleAfter(
          scheduler.currentDate.addingTimeInterval(delay),
          action: {
            observer.action(event)
          })
        {
          disposable += action
        }
      }
    }
  }

  /// Runs `action` at virtual time `time`.
  func at(_ time: Double, _ action: @escaping () -> Void) {
    scheduler.scheduleAfter(Date(timeIntervalSinceReferenceDate: time), action: action)
  }

  /// Starts `producer`, logging its events as `name`, in RACSwift's words.
  @discardableResult
  func start<Value, Failure>(
    _ name: String, _ producer: RACModern.SignalProducer<Value, Failure>
  ) -> RACModern.Disposable {
    let disposable = producer.start { [log] event in
      switch event {
      case .next(let value): log.log("\(name) value \(value)")
      case .failed(let error): log.log("\(name) failed \(Recorder<String>.describe(error))")
      case .completed: log.log("\(name) completed")
      case .interrupted: log.log("\(name) interrupted")
      }
    }
    disposals.add { disposable.dispose() }
    return disposable
  }

  /// Advances the clock to `time`.
  func run(until time: Double) {
    scheduler.advanceToDate(Date(timeIntervalSinceReferenceDate: time))
  }

  /// What was logged.
  var lines: [String] { log.lines }
}
