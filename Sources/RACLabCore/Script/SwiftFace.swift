import Foundation
import RACSwift

/// RACSwift's (ReactiveSwift 7's) types and calls, for `FaceScriptDriver`:
/// the RAC2 -> ReactiveSwift migration teams make today. ReactiveSwift 7 has
/// no `buffer`, so a `replaySubject` is not run here (`ScriptRunner.flavors`).
enum SwiftFace: ScriptFace {
  typealias LabSignal = Signal<String, ScriptError>
  typealias LabProducer = SignalProducer<String, ScriptError>
  typealias LabObserver = Signal<String, ScriptError>.Observer
  typealias LabScheduler = TestScheduler
  typealias LabDisposable = Disposable
  typealias LabProperty = MutableProperty<String>
  typealias LabComposed = Property<String>
  typealias LabChanges = Signal<String, Never>
  typealias LabOther = SwiftOtherSource
  typealias LabAction = Action<String, String, ScriptError>
  typealias LabEnabledInput = MutableProperty<Bool>
  typealias LabExecution = SignalProducer<String, ActionError<ScriptError>>

  // MARK: The clock

  static func makeScheduler() -> TestScheduler { TestScheduler() }
  static func currentDate(_ scheduler: TestScheduler) -> Date { scheduler.currentDate }
  static func schedule(_ scheduler: TestScheduler, at date: Date, _ action: @escaping () -> Void) {
    scheduler.schedule(after: date, action: action)
  }
  static func advance(_ scheduler: TestScheduler, to date: Date) { scheduler.advance(to: date) }
  static func run(_ scheduler: TestScheduler) { scheduler.run() }
  static func pendingCount(_ scheduler: TestScheduler) -> Int { scheduler.clock.pendingCount }
  static func discardPending(_ scheduler: TestScheduler) { scheduler.clock.discardPending() }

  // MARK: Sources

  /// The live run keeps its observer (`runs`) until it ends: a start
  /// handler that lets go of its observer is interrupted in ReactiveSwift.
  static func liveRun(_ runs: LiveRuns<LabObserver>, sending first: String?) -> LabProducer {
    SignalProducer { observer, lifetime in
      let id = runs.start(observer)
      lifetime.observeEnded { runs.end(id) }
      if let first { observer.send(value: first) }
    }
  }
  static func pipe() -> (LabSignal, LabObserver) { Signal<String, ScriptError>.pipe() }
  static func buffer(_ capacity: Int) -> (LabProducer, LabObserver)? { nil }
  static func replayLazily(_ producer: LabProducer, _ capacity: Int) -> LabProducer {
    producer.replayLazily(upTo: capacity)
  }
  static func makeProperty(_ value: String) -> LabProperty { MutableProperty(value) }
  static func setValue(_ property: LabProperty, _ value: String) { property.value = value }
  /// In ReactiveSwift a composed property does not keep its source alive,
  /// so letting the property go completes them all.
  static func compose(_ property: LabProperty, _ functions: [PipeOperator.Function]) -> LabComposed? {
    functions.reduce(nil as Property<String>?) { composed, function in
      composed?.map(function.apply) ?? property.map(function.apply)
    }
  }
  static func producer(of property: LabProperty, _ composed: LabComposed?) -> LabProducer {
    (composed?.producer ?? property.producer).promoteError(ScriptError.self)
  }
  static func changes(of property: LabProperty, _ composed: LabComposed?) -> LabChanges {
    composed?.signal ?? property.signal
  }
  static func promoted(_ changes: LabChanges) -> LabSignal { changes.promoteError(ScriptError.self) }
  static func constant(_ value: String) -> LabProducer {
    Property(value: value).producer.promoteError(ScriptError.self)
  }
  static func empty() -> LabProducer { .empty }
  static func timer(_ interval: Double, on scheduler: TestScheduler, since start: Date) -> LabProducer {
    SignalProducer<Date, Never>.timer(interval: .nanoseconds(nanoseconds(interval)), on: scheduler)
      .map { formatTime($0.timeIntervalSince(start)) }
      .promoteError(ScriptError.self)
  }
  static func makeOther(_ source: SecondSource) -> SwiftOtherSource { SwiftOtherSource(source) }
  static func send(_ value: String, toOther other: SwiftOtherSource) { other.input.send(value: value) }
  static func complete(other: SwiftOtherSource) { other.input.sendCompleted() }

  // MARK: Observers, starts and disposal

  static func observer(
    next: @escaping (String) -> Void, failed: @escaping (ScriptError) -> Void, completed: @escaping () -> Void,
    interrupted: @escaping () -> Void
  ) -> LabObserver {
    Signal.Observer { (event: Signal<String, ScriptError>.Event) in
      switch event {
      case .value(let value): next(value)
      case .failed(let error): failed(error)
      case .completed: completed()
      case .interrupted: interrupted()
      }
    }
  }
  static func sendNext(_ observer: LabObserver, _ value: String) { observer.send(value: value) }
  static func sendCompleted(_ observer: LabObserver) { observer.sendCompleted() }
  static func sendFailed(_ observer: LabObserver, _ error: ScriptError) { observer.send(error: error) }
  static func observe(_ signal: LabSignal, _ observer: LabObserver) -> Disposable? { signal.observe(observer) }
  static func start(_ producer: LabProducer, _ observer: LabObserver) -> Disposable { producer.start(observer) }
  static func lift(_ signal: LabSignal) -> LabProducer { SignalProducer(signal) }
  static func dispose(_ disposable: Disposable) { disposable.dispose() }
  /// ReactiveSwift disposes a start whose signal nobody observed by the end
  /// of the setup; what ends the start is its interrupt handle.
  static func startWithSignal(_ producer: LabProducer, _ setUp: (LabSignal, Disposable) -> Void) {
    producer.startWithSignal { signal, interruptHandle in setUp(signal, interruptHandle) }
  }

  // MARK: Commands

  static func action(enabledIf input: LabEnabledInput?, _ work: @escaping (String) -> LabProducer) -> LabAction {
    if let input { Action(enabledIf: input, execute: work) } else { Action(execute: work) }
  }
  static func makeEnabledInput(_ value: Bool) -> LabEnabledInput { MutableProperty(value) }
  static func setEnabled(_ input: LabEnabledInput, _ value: Bool) { input.value = value }
  static func apply(_ action: LabAction, _ input: String) -> LabExecution { action.apply(input) }
  static func start(_ execution: LabExecution) -> Disposable { execution.start() }
  /// Where RAC4 says `ActionError.notEnabled`, ReactiveSwift says
  /// `ActionError.disabled`, and a run's end reaches `isEnabled`/`isExecuting`
  /// before `values`/`errors` (docs/Migration.md, "The end of an `Action`'s
  /// run").
  static func stream(for channel: CommandChannel, of action: LabAction, latest: LabExecution?) -> FaceStream<Self> {
    switch channel {
    case .values: .signal(action.values.promoteError(ScriptError.self))
    case .errors: .signal(action.errors.map(\.message).promoteError(ScriptError.self))
    case .executing: .producer(action.isExecuting.producer.map { "\($0)" }.promoteError(ScriptError.self))
    case .enabled: .producer(action.isEnabled.producer.map { "\($0)" }.promoteError(ScriptError.self))
    case .execution: .producer((latest ?? .empty).mapError(scriptError))
    }
  }

  /// An action's error in the script's words: `ActionError.disabled`, or
  /// the work's own message.
  static func scriptError(_ error: ActionError<ScriptError>) -> ScriptError {
    switch error {
    case .disabled: ScriptError(message: "ActionError.disabled")
    case .producerFailed(let error): error
    }
  }
}

/// Whole nanoseconds in `seconds` (ReactiveSwift's timer takes a
/// `DispatchTimeInterval`).
func nanoseconds(_ seconds: Double) -> Int {
  Int((seconds * 1_000_000_000).rounded())
}
