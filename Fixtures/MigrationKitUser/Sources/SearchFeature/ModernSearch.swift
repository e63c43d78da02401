import RACModern

/// The RAC4 port of `classicSuggestions(for:scheduler:)`. RAC4's `throttle`
/// is a rate limit, so RAC2's `throttle:` becomes `debounce`.
public func modernSuggestions(
  for text: Signal<String, NoError>, scheduler: DateSchedulerType
) -> Signal<String, NoError> {
  text
    .filter { !$0.isEmpty }
    .debounce(0.3, onScheduler: scheduler)
    .skipRepeats()
    .map { "results for \($0)" }
}

/// A port that went wrong: it kept the RAC2 spelling, `throttle`, which in
/// RAC4 sends the first value at once and then at most one per interval.
public func portKeepingTheRAC2Spelling(
  for text: Signal<String, NoError>, scheduler: DateSchedulerType
) -> Signal<String, NoError> {
  text
    .filter { !$0.isEmpty }
    .throttle(0.3, onScheduler: scheduler)
    .skipRepeats()
    .map { "results for \($0)" }
}
