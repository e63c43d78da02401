import Foundation
import RACModern
import RACTestSupport
import Testing

/// `Action(enabledIf:)` over any property, `Action(state:enabledIf:execute:)`
/// and ReactiveSwift's `ActionError.disabled`.
@Suite struct ActionStateTests {
  /// An error that is not `Equatable`, so `.disabled` must match without `==`.
  struct Opaque: Error {}

  @Test func enabledIfFollowsAMutablePropertyDirectly() {
    let allowed = MutableProperty(false)
    let action = Action<Int, Int, TestError>(enabledIf: allowed) { SignalProducer(value: $0 * 2) }
    let recorder = Recorder<Int>()
    recorder.start(action.apply(1))
    allowed.value = true
    recorder.start(action.apply(2))
    #expect(recorder.events == [.failed("notEnabled"), .value(4), .completed])
    #expect(action.isEnabled.value)
  }

  @Test func reactiveSwiftEnabledIfExecuteSpellingBehavesAlike() {
    let allowed = Property(value: false)
    let action = Action<Int, Int, TestError>(enabledIf: allowed, execute: { SignalProducer(value: $0) })
    let recorder = Recorder<Int>()
    recorder.start(action.apply(1))
    #expect(recorder.events == [.failed("notEnabled")])
  }

  @Test func stateDecidesWhetherTheActionIsEnabledAndEachExecutionReadsIt() {
    let draft = MutableProperty("")
    let send = Action(state: draft, enabledIf: { !$0.isEmpty }) { (text: String, suffix: String) in
      SignalProducer<String, TestError>(value: text + suffix)
    }
    let recorder = Recorder<String>()
    #expect(!send.enabled.value)
    recorder.start(send.apply("!"))
    draft.value = "hi"
    #expect(send.enabled.value)
    recorder.start(send.apply("!"))
    draft.value = "yo"
    recorder.start(send.apply("?"))
    #expect(
      recorder.events == [.failed("notEnabled"), .value("hi!"), .completed, .value("yo?"), .completed])
  }

  @Test func stateWithoutEnabledIfIsEnabledWhileNotExecuting() {
    let count = MutableProperty(3)
    let action = Action(state: count) { (value: Int, input: Int) in SignalProducer<Int, TestError>(value: value + input)
    }
    let recorder = Recorder<Int>()
    recorder.start(action.apply(1))
    #expect(recorder.events == [.value(4), .completed])
  }

  @Test func disabledIsNotEnabledAndMatchesItAsAPattern() {
    let error = ActionError<Opaque>.notEnabled
    var matched = false
    switch error {
    case .disabled: matched = true
    default: break
    }
    #expect(matched)
    let failure = ActionError<Opaque>.producerFailed(Opaque())
    if case .disabled = failure { Issue.record("a producer failure matched .disabled") }
    #expect(ActionError<TestError>.disabled == .notEnabled)
  }

  @Test func anEquatableErrorMatchesAnEqualValueAsAPattern() {
    let expected = ActionError<TestError>.producerFailed(TestError(1))
    func matches(_ error: ActionError<TestError>) -> Bool {
      switch error {
      case expected: true
      default: false
      }
    }
    #expect(matches(.producerFailed(TestError(1))))
    #expect(!matches(.producerFailed(TestError(2))))
    #expect(!matches(.notEnabled))
    var disabled = false
    if case .disabled = ActionError<TestError>.notEnabled { disabled = true }
    #expect(disabled)
  }
}
