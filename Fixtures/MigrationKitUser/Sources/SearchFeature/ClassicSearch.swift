import RACClassic

/// The RAC2 original: suggestions for what the user types, asked for once
/// typing pauses for 0.3 s (RAC2's `throttle:` is a debounce), never twice
/// in a row for the same text.
public func classicSuggestions(for text: RACSignal<String>, scheduler: RACScheduler) -> RACSignal<String> {
  text
    .filter { !$0.isEmpty }
    .throttle(0.3, onScheduler: scheduler)
    .distinctUntilChanged()
    .map { "results for \($0)" }
}
