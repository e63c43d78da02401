/// An operator a script applies to its source before the subscribers see
/// it (`pipe throttle 1.0`), spelled once and run in each flavor with that
/// flavor's own operator and meaning: `throttle` is RAC2's debounce in
/// RACClassic and RAC4's rate limit in RACModern, `take 0` completes in
/// RACClassic and interrupts in RACModern. Values are the script's strings;
/// a list or a batch is its values joined (`A+X`, `[A,B]`).
public enum PipeOperator: Equatable, Sendable, CustomStringConvertible {
  /// A value transformation, applied with `map`.
  public enum Function: String, CaseIterable, Equatable, Sendable {
    /// A number doubled (`2` to `4`), any other text repeated (`A` to `AA`).
    case double
    /// Upper case.
    case upper
    /// Lower case.
    case lower
  }

  /// How `flatMap` flattens (`flattenMap` | `.merge`, `concat` | `.concat`,
  /// `switchToLatest` | `.latest`).
  public enum Strategy: String, CaseIterable, Equatable, Sendable {
    case merge, concat, latest
  }

  /// What each value becomes inside `flatMap`.
  public enum Inner: Equatable, Sendable {
    /// The value again, `seconds` later, then completion (a request).
    case after(Double)
    /// A hot signal that has already ended (a late subscription to an
    /// ended subject).
    case ended
  }

  case map(Function)
  case ignore(String)
  case take(Int)
  case skip(Int)
  case takeLast(Int)
  case distinct
  case startWith(String)
  case throttle(Double)
  case debounce(Double)
  case delay(Double)
  case timeout(Double)
  case retry(Int)
  case `repeat`(Int)
  case materialize
  case flatMap(Strategy, Inner)
  case combineLatest(String)
  case `catch`(String)
  case then(String)
  /// The static list form over the source and the named other sources.
  case combineLatestList([String])
  /// The static list form over the source and the named other sources.
  case zipList([String])
  /// The source's newest value each time the named other source sends.
  case sample(String)
  /// Values gathered into batches by time.
  case bufferWithTime(Double)
  /// Side-effect callbacks, heard on the lane `do` (`pipe do`).
  case sideEffects
  /// Subscribes (starts) from an action on the test scheduler.
  case subscribeOn

  /// The operator as a script writes it: `throttle 1.0`.
  public var description: String {
    switch self {
    case .map(let function): "map \(function.rawValue)"
    case .ignore(let value): "ignore \(value)"
    case .take(let count): "take \(count)"
    case .skip(let count): "skip \(count)"
    case .takeLast(let count): "takeLast \(count)"
    case .distinct: "distinct"
    case .startWith(let value): "startWith \(value)"
    case .throttle(let interval): "throttle \(formatTime(interval))"
    case .debounce(let interval): "debounce \(formatTime(interval))"
    case .delay(let interval): "delay \(formatTime(interval))"
    case .timeout(let interval): "timeout \(formatTime(interval))"
    case .retry(let count): "retry \(count)"
    case .repeat(let count): "repeat \(count)"
    case .materialize: "materialize"
    case .flatMap(let strategy, .after(let interval)): "flatMap \(strategy.rawValue) after \(formatTime(interval))"
    case .flatMap(let strategy, .ended): "flatMap \(strategy.rawValue) ended"
    case .combineLatest(let value): "combineLatest \(value)"
    case .catch(let value): "catch \(value)"
    case .then(let value): "then \(value)"
    case .combineLatestList(let names): (["combineLatestList"] + names).joined(separator: " ")
    case .zipList(let names): (["zipList"] + names).joined(separator: " ")
    case .sample(let name): "sample \(name)"
    case .bufferWithTime(let interval): "bufferWithTime \(formatTime(interval))"
    case .sideEffects: "do"
    case .subscribeOn: "subscribeOn"
    }
  }

  /// Every operator a script can name, with its arguments, its RACClassic,
  /// RACModern and RACSwift spellings (for the help and docs/Lab.md).
  public static let spellings: [(script: String, classic: String, modern: String, swift: String)] = [
    ("map double|upper|lower", "map(_:)", "map(_:)", "map(_:)"),
    ("ignore VALUE", "ignore(_:)", "filter { $0 != VALUE }", "filter { $0 != VALUE }"),
    ("take N", "take(_:)", "take(_:)", "take(first:)"),
    ("skip N", "skip(_:)", "skip(_:)", "skip(first:)"),
    ("takeLast N", "takeLast(_:)", "takeLast(_:)", "take(last:)"),
    ("distinct", "distinctUntilChanged()", "skipRepeats()", "skipRepeats()"),
    ("startWith VALUE", "startWith(_:)", "startWith(_:)", "prefix(value:)"),
    (
      "throttle T", "throttle(_:onScheduler:) (a debounce)", "throttle(_:onScheduler:) (a rate limit)",
      "throttle(_:on:) (a rate limit)"
    ),
    ("debounce T", "throttle(_:onScheduler:)", "debounce(_:onScheduler:)", "debounce(_:on:)"),
    ("delay T", "delay(_:onScheduler:)", "delay(_:onScheduler:)", "delay(_:on:)"),
    (
      "timeout T", "timeout(_:onScheduler:) (RACSignalErrorTimedOut)",
      "timeoutWithError(_:afterInterval:onScheduler:) ('timed out')", "timeout(after:raising:on:) ('timed out')"
    ),
    ("retry N", "retry(_:) (0: forever)", "retry(_:)", "retry(upTo:)"),
    ("repeat N", "repeat() (forever; N unused)", "times(_:)", "repeat(_:)"),
    ("materialize", "materialize() (RACEvent)", "materialize() (Event)", "materialize() (Signal.Event)"),
    (
      "flatMap merge|concat|latest after T|ended", "flattenMap(_:), map + concat(), map + switchToLatest()",
      "flatMap(.merge|.concat|.latest, transform:)", "flatMap(.merge|.concat|.latest, _:)"
    ),
    (
      "combineLatest VALUE", "combineLatest(with: .return(VALUE))", "combineLatestWith(SignalProducer(value:))",
      "combineLatest(with: SignalProducer(value:))"
    ),
    (
      "catch VALUE", "catchTo(.return(VALUE))", "flatMapError { _ in SignalProducer(value:) }",
      "flatMapError { _ in SignalProducer(value:) }"
    ),
    ("then VALUE", "then { .return(VALUE) }", "then(SignalProducer(value:))", "then(SignalProducer(value:))"),
    (
      "combineLatestList SOURCE...", "RACSignal.combineLatest([source, SOURCE...]) (first to last)",
      "combineLatest([source, SOURCE...]) (last to first)", "combineLatest([source, SOURCE...]) (first to last)"
    ),
    (
      "zipList SOURCE...", "RACSignal.zip([source, SOURCE...]) (first to last)",
      "zip([source, SOURCE...]) (last to first)", "zip([source, SOURCE...]) (first to last)"
    ),
    ("sample SOURCE", "sample(_:) (ends when either ends)", "sampleOn(_:) (ends when both have)", "sample(on:)"),
    (
      "bufferWithTime T", "bufferWithTime(_:onScheduler:) (a timer per batch)",
      "collect(every:on:) (a repeating timer)", "collect(every:on:) (a repeating timer)"
    ),
    (
      "do", "doNext(_:), doError(_:), doCompleted(_:)",
      "on(started:event:next:failed:completed:interrupted:terminated:disposed:)",
      "on(started:event:failed:completed:interrupted:terminated:disposed:value:)"
    ),
    (
      "subscribeOn", "subscribeOn(_:) (the test scheduler)", "startOn(_:) (the test scheduler)",
      "start(on:) (the test scheduler)"
    ),
  ]

  /// The operator's name, as a `pipe` statement starts with it: `throttle`.
  public var name: String { String(description.prefix { $0 != " " }) }

  /// The names a `pipe` statement may start with.
  static let names = spellings.map { String($0.script.prefix { $0 != " " }) }
}
