import Foundation

/// What differs between the two faces with RAC4-style types (RACModern, RAC
/// 4.2.2; RACSwift, ReactiveSwift 7) when they run a script: each type and
/// each call, spelled the face's way (`ModernFace`, `SwiftFace`). One driver,
/// `FaceScriptDriver`, runs a script over either; what a call means (a
/// throttle's end, an action's order) stays the face's own.
protocol ScriptFace {
  /// `Signal<String, ScriptError>`.
  associatedtype LabSignal
  /// `SignalProducer<String, ScriptError>`.
  associatedtype LabProducer
  /// An observer of a `LabSignal`.
  associatedtype LabObserver
  /// The face's `TestScheduler`.
  associatedtype LabScheduler: AnyObject
  /// What a start or an observation returns: a `Disposable`.
  associatedtype LabDisposable
  /// `MutableProperty<String>`.
  associatedtype LabProperty: AnyObject
  /// `Property<String>`: what a script's leading `map`s compose.
  associatedtype LabComposed
  /// A property's signal: `Signal<String, NoError>` (RACModern),
  /// `Signal<String, Never>` (RACSwift).
  associatedtype LabChanges
  /// One of a script's other sources.
  associatedtype LabOther
  /// `Action<String, String, ScriptError>`.
  associatedtype LabAction
  /// `MutableProperty<Bool>`: a command's enabled input.
  associatedtype LabEnabledInput: AnyObject
  /// What `apply` returns: `SignalProducer<String, ActionError<ScriptError>>`.
  associatedtype LabExecution

  // MARK: The clock

  static func makeScheduler() -> LabScheduler
  static func currentDate(_ scheduler: LabScheduler) -> Date
  static func schedule(_ scheduler: LabScheduler, at date: Date, _ action: @escaping () -> Void)
  static func advance(_ scheduler: LabScheduler, to date: Date)
  static func run(_ scheduler: LabScheduler)
  static func pendingCount(_ scheduler: LabScheduler) -> Int
  static func discardPending(_ scheduler: LabScheduler)

  // MARK: Sources

  /// A producer whose every start is a live run in `runs` until it ends,
  /// sending `first` at once if given (a command's work).
  static func liveRun(_ runs: LiveRuns<LabObserver>, sending first: String?) -> LabProducer
  static func pipe() -> (LabSignal, LabObserver)
  /// `SignalProducer.buffer(capacity)`; `nil` where the face has none
  /// (`ScriptRunner.flavors` does not run it there).
  static func buffer(_ capacity: Int) -> (LabProducer, LabObserver)?
  static func replayLazily(_ producer: LabProducer, _ capacity: Int) -> LabProducer
  static func makeProperty(_ value: String) -> LabProperty
  static func setValue(_ property: LabProperty, _ value: String)
  /// `property.map(f).map(g)...`: the script's leading maps, composed.
  static func compose(_ property: LabProperty, _ functions: [PipeOperator.Function]) -> LabComposed?
  /// The composed property's producer, or else the property's.
  static func producer(of property: LabProperty, _ composed: LabComposed?) -> LabProducer
  /// The composed property's signal, or else the property's.
  static func changes(of property: LabProperty, _ composed: LabComposed?) -> LabChanges
  /// `changes` with the script's error type, made per subscriber.
  static func promoted(_ changes: LabChanges) -> LabSignal
  static func constant(_ value: String) -> LabProducer
  /// `SignalProducer.empty`.
  static func empty() -> LabProducer
  /// The timer of a `timer` kind: the scheduler's date, as seconds since `start`.
  static func timer(_ interval: Double, on scheduler: LabScheduler, since start: Date) -> LabProducer
  static func makeOther(_ source: SecondSource) -> LabOther
  static func send(_ value: String, toOther other: LabOther)
  static func complete(other: LabOther)

  // MARK: Observers, starts and disposal

  static func observer(
    next: @escaping (String) -> Void, failed: @escaping (ScriptError) -> Void, completed: @escaping () -> Void,
    interrupted: @escaping () -> Void
  ) -> LabObserver
  static func sendNext(_ observer: LabObserver, _ value: String)
  static func sendCompleted(_ observer: LabObserver)
  static func sendFailed(_ observer: LabObserver, _ error: ScriptError)
  static func observe(_ signal: LabSignal, _ observer: LabObserver) -> LabDisposable?
  static func start(_ producer: LabProducer, _ observer: LabObserver) -> LabDisposable
  static func lift(_ signal: LabSignal) -> LabProducer
  static func dispose(_ disposable: LabDisposable)
  /// `startWithSignal`: `setUp` gets the started signal and what ends the start.
  static func startWithSignal(_ producer: LabProducer, _ setUp: (LabSignal, LabDisposable) -> Void)

  // MARK: Commands

  static func action(
    enabledIf input: LabEnabledInput?, _ work: @escaping (String) -> LabProducer
  ) -> LabAction
  static func makeEnabledInput(_ value: Bool) -> LabEnabledInput
  static func setEnabled(_ input: LabEnabledInput, _ value: Bool)
  static func apply(_ action: LabAction, _ input: String) -> LabExecution
  static func start(_ execution: LabExecution) -> LabDisposable
  /// What a subscriber to `channel` of `action` subscribes to (`latest`:
  /// what the latest `apply` returned).
  static func stream(
    for channel: CommandChannel, of action: LabAction, latest: LabExecution?
  ) -> FaceStream<Self>

  // MARK: Operators

  /// `stream` seen through `step`, spelled and meant the face's way.
  static func apply(
    _ step: PipeOperator, to stream: FaceStream<Self>, in driver: FaceScriptDriver<Self>
  )
    -> FaceStream<Self>
}

/// What a subscriber of a script subscribes to in a face: a hot signal
/// (kinds `subject` and `publish`, observed) or a producer (the others,
/// started). Operators keep a signal a signal where the face has the
/// operator on its signal; the producer-only ones lift it into a producer
/// first, as the face's user has to.
enum FaceStream<Face: ScriptFace> {
  case signal(Face.LabSignal)
  case producer(Face.LabProducer)

  /// The stream as a producer.
  var producer: Face.LabProducer {
    switch self {
    case .signal(let signal): Face.lift(signal)
    case .producer(let producer): producer
    }
  }

  /// Observes the signal or starts the producer.
  func subscribe(_ observer: Face.LabObserver) -> Face.LabDisposable? {
    switch self {
    case .signal(let signal): Face.observe(signal, observer)
    case .producer(let producer): Face.start(producer, observer)
    }
  }

  /// The operator that both types have, spelled for each.
  func both(
    _ onSignal: (Face.LabSignal) -> Face.LabSignal, _ onProducer: (Face.LabProducer) -> Face.LabProducer
  ) -> FaceStream<Face> {
    switch self {
    case .signal(let signal): .signal(onSignal(signal))
    case .producer(let producer): .producer(onProducer(producer))
    }
  }
}
