import RACSwift

/// The ReactiveSwift port of `classicSuggestions(for:scheduler:)`, written
/// against RACSwift (ReactiveSwift 7's names). As in RAC4, RAC2's
/// `throttle:` (a debounce) becomes `debounce`.
public func swiftSuggestions(for text: Signal<String, Never>, scheduler: DateScheduler) -> Signal<String, Never> {
  text
    .filter { !$0.isEmpty }
    .debounce(0.3, on: scheduler)
    .skipRepeats()
    .map { "results for \($0)" }
}
