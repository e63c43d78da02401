import Foundation
import RACModern

/// RACModern's (RAC 4.2.2's) types and calls, for `FaceScriptDriver`.
enum ModernFace: ScriptFace {
  typealias LabSignal = Signal<String, ScriptError>
  typealias LabProducer = SignalProducer<String, ScriptError>
  typealias LabObserver = Observer<String, ScriptError>
  typealias LabScheduler = TestScheduler
  typealias LabDisposable = Disposable
  typealias LabProperty = MutableProperty<String>
  typealias LabComposed = Property<String>
  typealias LabChanges = Signal<String, NoError>
  typealias LabOther = OtherSource
  typealias LabAction = Action<String, String, ScriptError>
  typealias LabEnabledInput = MutableProperty<Bool>
  typealias LabExecution = SignalProducer<String, ActionError<ScriptError>>

  // MARK: The clock

  static func makeScheduler() -> TestScheduler { TestScheduler() }
  static func currentDate(_ scheduler: TestScheduler) -> Date { scheduler.currentDate }
  static func schedule(_ scheduler: TestScheduler, at date: Date, _ action: @escaping () -> Void) {
    scheduler.scheduleAfter(date, action: action)
  }
  static func advance(_ scheduler: TestScheduler, to date: Date) { scheduler.advanceToDate(date) }
  static func run(_ scheduler: TestScheduler) { scheduler.run() }
  static func pendingCount(_ scheduler: TestScheduler) -> Int { scheduler.clock.pendingCount }
  static func discardPending(_ scheduler: TestScheduler) { scheduler.clock.discardPending() }

  // MARK: Sources

  static func liveRun(_ runs: LiveRuns<LabObserver>, sending first: String?) -> LabProducer {
    SignalProducer { observer, lifetime in
      let id = runs.start(observer)
      lifetime += { runs.end(id) }
      if let first { observer.sendNext(first) }
    }
  }
  static func pipe() -> (LabSignal, LabObserver) { Signal<String, ScriptError>.pipe() }
  static func buffer(_ capacity: Int) -> (LabProducer, LabObserver)? {
    SignalProducer<String, ScriptError>.buffer(capacity)
  }
  static func replayLazily(_ producer: LabProducer, _ capacity: Int) -> LabProducer {
    producer.replayLazily(capacity)
  }
  static func makeProperty(_ value: String) -> LabProperty { MutableProperty(value) }
  static func setValue(_ property: LabProperty, _ value: String) { property.value = value }
  static func compose(_ property: LabProperty, _ functions: [PipeOperator.Function]) -> LabComposed? {
    functions.reduce(nil as Property<String>?) { composed, function in
      composed?.map(function.apply) ?? property.map(function.apply)
    }
  }
  static func producer(of property: LabProperty, _ composed: LabComposed?) -> LabProducer {
    (composed?.producer ?? property.producer).promoteErrors(ScriptError.self)
  }
  static func changes(of property: LabProperty, _ composed: LabComposed?) -> LabChanges {
    composed?.signal ?? property.signal
  }
  static func promoted(_ changes: LabChanges) -> LabSignal { changes.promoteErrors(ScriptError.self) }
  static func constant(_ value: String) -> LabProducer {
    Property(value: value).producer.promoteErrors(ScriptError.self)
  }
  static func empty() -> LabProducer { .empty }
  static func timer(_ interval: Double, on scheduler: TestScheduler, since start: Date) -> LabProducer {
    RACModern.timer(interval, onScheduler: scheduler).map { formatTime($0.timeIntervalSince(start)) }
      .promoteErrors(ScriptError.self)
  }
  static func makeOther(_ source: SecondSource) -> OtherSource { OtherSource(source) }
  static func send(_ value: String, toOther other: OtherSource) { other.input.sendNext(value) }
  static func complete(other: OtherSource) { other.input.sendCompleted() }

  // MARK: Observers, starts and disposal

  static func observer(
    next: @escaping (String) -> Void, failed: @escaping (ScriptError) -> Void, completed: @escaping () -> Void,
    interrupted: @escaping () -> Void
  ) -> LabObserver {
    Observer { event in
      switch event {
      case .next(let value): next(value)
      case .failed(let error): failed(error)
      case .completed: completed()
      case .interrupted: interrupted()
      }
    }
  }
  static func sendNext(_ observer: LabObserver, _ value: String) { observer.sendNext(value) }
  static func sendCompleted(_ observer: LabObserver) { observer.sendCompleted() }
  static func sendFailed(_ observer: LabObserver, _ error: ScriptError) { observer.sendFailed(error) }
  static func observe(_ signal: LabSignal, _ observer: LabObserver) -> Disposable? { signal.observe(observer) }
  static func start(_ producer: LabProducer, _ observer: LabObserver) -> Disposable { producer.start(observer) }
  static func lift(_ signal: LabSignal) -> LabProducer { SignalProducer(signal: signal) }
  static func dispose(_ disposable: Disposable) { disposable.dispose() }
  static func startWithSignal(_ producer: LabProducer, _ setUp: (LabSignal, Disposable) -> Void) {
    producer.startWithSignal { signal, disposable in setUp(signal, disposable) }
  }

  // MARK: Commands

  static func action(enabledIf input: LabEnabledInput?, _ work: @escaping (String) -> LabProducer) -> LabAction {
    if let input { Action(enabledIf: input, work) } else { Action(work) }
  }
  static func makeEnabledInput(_ value: Bool) -> LabEnabledInput { MutableProperty(value) }
  static func setEnabled(_ input: LabEnabledInput, _ value: Bool) { input.value = value }
  static func apply(_ action: LabAction, _ input: String) -> LabExecution { action.apply(input) }
  static func start(_ execution: LabExecution) -> Disposable { execution.start() }
  static func stream(for channel: CommandChannel, of action: LabAction, latest: LabExecution?) -> FaceStream<Self> {
    switch channel {
    case .values: .signal(action.values.promoteErrors(ScriptError.self))
    case .errors: .signal(action.errors.map(\.message).promoteErrors(ScriptError.self))
    case .executing: .producer(action.executing.producer.map { "\($0)" }.promoteErrors(ScriptError.self))
    case .enabled: .producer(action.enabled.producer.map { "\($0)" }.promoteErrors(ScriptError.self))
    case .execution: .producer((latest ?? .empty).mapError(scriptError))
    }
  }

  /// An action's error in the script's words: `ActionError.notEnabled`, or
  /// the work's own message.
  static func scriptError(_ error: ActionError<ScriptError>) -> ScriptError {
    switch error {
    case .notEnabled: ScriptError(message: "ActionError.notEnabled")
    case .producerFailed(let error): error
    }
  }
}
