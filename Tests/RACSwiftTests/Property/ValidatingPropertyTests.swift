import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `ValidatingProperty`: valid values are taken, coerced ones replaced,
/// invalid ones refused; `result` changes before the value; validations
/// that depend on another property follow it.
@Suite struct ValidatingPropertyTests {
  enum Problem: Error, Equatable {
    case negative
    case tooLarge
  }

  /// Refuses negatives, caps values above 100 (reporting it), takes the rest.
  static func decide(_ value: Int) -> ValidatingProperty<Int, Problem>.Decision {
    if value < 0 { return .invalid(.negative) }
    if value > 100 { return .coerced(100, .tooLarge) }
    return .valid
  }

  static func describe(_ result: ValidatingProperty<Int, Problem>.Result) -> String {
    switch result {
    case .valid(let value): "valid \(value)"
    case .coerced(let replacement, let proposed, let error):
      "coerced \(proposed)->\(replacement) \(error.map { "\($0)" } ?? "nil")"
    case .invalid(let value, let error): "invalid \(value) \(error)"
    }
  }

  @Test func validCoercedAndInvalidValuesInOrderOnTheClock() {
    let scheduler = TestScheduler()
    let log = Recorder<String>(since: scheduler)
    let property = ValidatingProperty<Int, Problem>(1, Self.decide)
    property.result.signal.observeValues { log.log("result \(Self.describe($0))") }
    property.signal.observeValues { log.log("value \($0)") }
    scheduler.schedule(after: .seconds(1)) { property.value = 5 }
    scheduler.schedule(after: .seconds(2)) { property.value = -1 }
    scheduler.schedule(after: .seconds(3)) { property.value = 300 }
    scheduler.run()
    #expect(property.value == 100)
    #expect(
      log.lines == [
        "t=1.0 result valid 5", "t=1.0 value 5", "t=2.0 result invalid -1 negative",
        "t=3.0 result coerced 300->100 tooLarge", "t=3.0 value 100",
      ])
  }

  @Test func theResultsAccessorsSayWhatHappened() {
    let property = ValidatingProperty<Int, Problem>(1, Self.decide)
    #expect(property.result.value.value == 1 && !property.result.value.isInvalid && property.result.value.error == nil)
    property.value = -5
    #expect(property.result.value.isInvalid && property.result.value.value == nil)
    #expect(property.result.value.error == .negative)
    property.value = 500
    #expect(property.result.value.value == 100 && property.result.value.error == nil)
  }

  @Test func theInitialValueIsValidatedToo() {
    let property = ValidatingProperty<Int, Problem>(-3, Self.decide)
    #expect(property.value == -3)
    #expect(property.result.value.isInvalid)
  }

  @Test func aChangeOfTheInnerPropertyByOtherMeansIsValidatedButNotWrittenBack() {
    let inner = MutableProperty(1)
    let property = ValidatingProperty(inner, Self.decide)
    inner.value = -7
    #expect(property.value == -7)
    #expect(property.result.value.error == .negative)
    inner.value = 500
    #expect(property.value == 500)
    #expect(Self.describe(property.result.value) == "coerced 500->100 tooLarge")
  }

  @Test func theProducerSignalAndLifetimeAreTheInnerPropertys() {
    let log = Recorder<String>(since: TestScheduler())
    var ended = false
    do {
      let property = ValidatingProperty<Int, Problem>(1, Self.decide)
      property.lifetime.observeEnded { ended = true }
      log.start("producer", property.producer)
      property.value = 2
      property.value = -2
    }
    #expect(ended)
    #expect(log.lines == ["t=0.0 producer value 1", "t=0.0 producer value 2", "t=0.0 producer completed"])
  }

  @Test func aValidationAgainstAnotherPropertyRunsAgainWhenItChanges() {
    let limit = MutableProperty(10)
    let property = ValidatingProperty<Int, Problem>(5, with: limit) { value, limit in
      value > limit ? .invalid(.tooLarge) : .valid
    }
    property.value = 20
    #expect(property.value == 5)
    #expect(property.result.value.error == .tooLarge)
    limit.value = 30
    #expect(property.value == 20)
    #expect(!property.result.value.isInvalid)
  }

  @Test func aValidationAgainstAnotherPropertyDoesNotKeepItAlive() {
    var limit: MutableProperty<Int>? = MutableProperty(10)
    weak let weakLimit = limit
    let property = ValidatingProperty<Int, Problem>(MutableProperty(5), with: limit!) { value, limit in
      value > limit ? .invalid(.tooLarge) : .valid
    }
    limit = nil
    #expect(weakLimit == nil)
    property.value = 8
    #expect(property.value == 8)
  }

  @Test func aValidationAgainstAnotherValidatingPropertyReadsItsProposedValue() {
    let password = ValidatingProperty<String, Problem>("secret") { $0.count >= 6 ? .valid : .invalid(.negative) }
    let confirmation = ValidatingProperty<String, Problem>("", with: password) { value, password in
      value == password ? .valid : .invalid(.tooLarge)
    }
    password.value = "abc"
    confirmation.value = "abc"
    #expect(confirmation.value == "abc")
    password.value = "abcd"
    #expect(confirmation.result.value.isInvalid)
    #expect(confirmation.value == "abc")
    let other = ValidatingProperty<String, Problem>(MutableProperty("x"), with: password) { value, password in
      value == password ? .valid : .invalid(.tooLarge)
    }
    #expect(other.result.value.isInvalid)
  }

  @Test func bindingToAValidatingPropertyValidatesEachValue() {
    let property = ValidatingProperty<Int, Problem>(0, Self.decide)
    property <~ SignalProducer([3, -1, 200])
    #expect(property.value == 100)
  }

  @Test func anActionValidatedByAPropertyIsEnabledOnlyWithAValidOrCoercedValue() {
    let property = ValidatingProperty<Int, Problem>(1, Self.decide)
    let echo = Action<Void, Int, Never>(validated: property) { SignalProducer(value: $0) }
    let add = Action<Int, Int, Never>(validated: property) { value, input in SignalProducer(value: value + input) }
    var values: [Int] = []
    echo.values.observeValues { values.append($0) }
    #expect(echo.isEnabled.value && add.isEnabled.value)
    echo.apply().start()
    property.value = -1
    #expect(!echo.isEnabled.value && !add.isEnabled.value)
    property.value = 400
    echo.apply().start()
    add.apply(1).startValues { values.append($0) }
    #expect(values == [1, 100, 101])
  }
}
