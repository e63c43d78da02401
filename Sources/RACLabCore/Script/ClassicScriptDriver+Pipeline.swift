import Foundation
import RACClassic

extension ClassicScriptDriver {
  /// `signal` seen through `pipeline`, each operator spelled and meant the
  /// RAC2 way.
  func applying(_ pipeline: [PipeOperator], to signal: RACSignal<String>) -> RACSignal<String> {
    pipeline.reduce(signal) { signal, step in apply(step, to: signal) }
  }

  private func apply(_ step: PipeOperator, to signal: RACSignal<String>) -> RACSignal<String> {
    switch step {
    case .map(let function): signal.map(function.apply)
    case .ignore(let value): signal.ignore(value)
    case .take(let count): signal.take(count)
    case .skip(let count): signal.skip(count)
    case .takeLast(let count): signal.takeLast(count)
    case .distinct: signal.distinctUntilChanged()
    case .startWith(let value): signal.startWith(value)
    // RAC2 has no debounce by that name: its throttle is one.
    case .throttle(let interval), .debounce(let interval): signal.throttle(interval, onScheduler: scheduler)
    case .delay(let interval): signal.delay(interval, onScheduler: scheduler)
    case .timeout(let interval): signal.timeout(interval, onScheduler: scheduler)
    case .retry(let count): guarded(signal).retry(count)
    case .repeat: guarded(signal).repeat()
    case .materialize: signal.materialize().map(Self.describe)
    // The operators' closures never capture the driver: `target` keeps the
    // pipeline, and the driver `target`.
    case .flatMap(.merge, let inner): signal.flattenMap { [scheduler] in Self.innerSignal(inner, $0, on: scheduler) }
    case .flatMap(.concat, let inner):
      signal.map { [scheduler] in Self.innerSignal(inner, $0, on: scheduler) }.concat()
    case .flatMap(.latest, let inner):
      signal.map { [scheduler] in Self.innerSignal(inner, $0, on: scheduler) }.switchToLatest()
    case .combineLatest(let value): signal.combineLatest(with: .return(value)).map { "\($0)+\($1)" }
    case .catch(let value): signal.catchTo(.return(value))
    case .then(let value): signal.then { .return(value) }
    case .combineLatestList(let names): RACSignal.combineLatest([signal] + names.map(other)).map(ScriptValues.joined)
    case .zipList(let names): RACSignal.zip([signal] + names.map(other)).map(ScriptValues.joined)
    case .sample(let name): signal.sample(other(name))
    case .bufferWithTime(let interval): signal.bufferWithTime(interval, onScheduler: scheduler).map(ScriptValues.batch)
    case .sideEffects:
      signal.doNext { [recorder] in recorder.record("do", .callback, "next \($0)") }
        .doError { [recorder] in recorder.record("do", .callback, "error \(describeScriptError($0))") }
        .doCompleted { [recorder] in recorder.record("do", .callback, "completed") }
    case .subscribeOn: signal.subscribeOn(scheduler)
    }
  }

  /// The other source named `name` (the parser made sure there is one).
  private func other(_ name: String) -> RACSignal<String> { others[name] ?? .never() }

  /// What one value becomes inside `flatMap`.
  private static func innerSignal(
    _ inner: PipeOperator.Inner, _ value: String, on scheduler: RACTestScheduler
  ) -> RACSignal<String> {
    switch inner {
    case .after(let interval): return RACSignal.return(value).delay(interval, onScheduler: scheduler)
    case .ended:
      let ended = RACSubject<String>()
      ended.sendCompleted()
      return ended
    }
  }

  /// `signal`, unless it has been subscribed too often: RAC2's `repeat` and
  /// `retry(0)` resubscribe forever, so a source that ends as it is
  /// subscribed (a replay of an ended subject, `take 0`) would loop at one
  /// virtual instant, and one that a `timeout` ends would loop for ever, one
  /// interval at a time (before the last step too: `timeout 1e-9` then
  /// `retry 0` resubscribes every nanosecond). After `LoopGuard.limit`
  /// subscriptions at one instant, `LoopGuard.lateLimit` after the last
  /// step, or `LabScript.maxResubscriptions` in all, it never sends again,
  /// and the run says so.
  private func guarded(_ signal: RACSignal<String>) -> RACSignal<String> {
    RACSignal.defer { [loopGuard, recorder] in
      guard loopGuard.admit(at: recorder.now()) else {
        recorder.note(
          "rac-lab stopped an endless resubscription at t=\(formatTime(recorder.now())) "
            + "(RAC2's repeat and retry(0) resubscribe forever)")
        return .never()
      }
      return signal
    }
  }

  /// An event as a value, in the words both flavors' `materialize` share.
  static func describe(_ event: RACEvent<String>) -> String {
    switch event {
    case .next(let value): "next \(value)"
    case .error(let error): "error \(describeScriptError(error))"
    case .completed: "completed"
    }
  }
}

extension PipeOperator.Function {
  /// The function itself.
  func apply(_ value: String) -> String {
    switch self {
    case .double:
      guard let number = Int(value) else { return value + value }
      let (doubled, overflow) = number.multipliedReportingOverflow(by: 2)
      return overflow ? Self.doubledPastInt(value) : String(doubled)
    case .upper: return value.uppercased()
    case .lower: return value.lowercased()
    }
  }

  /// A whole number too large for `Int` once doubled (`Int(value)` read
  /// it), doubled digit by digit: `9223372036854775807` is
  /// `18446744073709551614`, as it would be were numbers unbounded.
  static func doubledPastInt(_ value: String) -> String {
    let negative = value.hasPrefix("-")
    let digits = value.drop { !$0.isNumber }.drop { $0 == "0" }
    var result: [Character] = []
    var carry = 0
    for digit in digits.reversed() {
      let sum = 2 * digit.wholeNumberValue! + carry
      result.append(Character(String(sum % 10)))
      carry = sum / 10
    }
    if carry > 0 { result.append(Character(String(carry))) }
    return (negative ? "-" : "") + String(result.reversed())
  }
}

/// Counts subscriptions per virtual instant, to stop a loop of
/// resubscriptions that would never let the clock move, and after the
/// script's last step, to stop one that a timer drives for ever.
final class LoopGuard {
  /// The most subscriptions the guarded operators may make at one instant.
  static let limit = 100
  /// The most subscriptions they may make after the last step: as many as
  /// `retry N` and `repeat N` may ask for, for each subscriber, so only a
  /// resubscription without end meets it.
  let lateLimit: Int
  private let lastStep: Double
  private var instant: Double?
  private var count = 0
  private var late = 0
  private var total = 0

  init(script: LabScript) {
    lastStep = script.steps.map(\.time).max() ?? 0
    lateLimit = (LabScript.maxRepeats + 1) * max(1, script.subscriberCount)
  }

  /// Whether another subscription at `time` may go ahead.
  func admit(at time: Double) -> Bool {
    if time != instant {
      instant = time
      count = 0
    }
    count += 1
    total += 1
    if time > lastStep { late += 1 }
    return count <= Self.limit && late <= lateLimit && total <= LabScript.maxResubscriptions
  }
}
