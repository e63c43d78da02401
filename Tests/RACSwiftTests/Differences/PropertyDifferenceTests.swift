import Foundation
import RACModern
import RACSwift
import RACTestSupport
import Testing

/// Where ReactiveSwift's properties and actions mean something else than
/// RAC 4.2.2's (RACModern), pinned both ways; and where they agree, one
/// expected timeline for both (docs/Migration.md).
@Suite struct PropertyDifferenceTests {
  // MARK: What a composed property keeps alive (ComposedPropertyRetention)

  @Test func aComposedPropertyKeepsItsSourceAliveInRACModernButNotInRACSwift() {
    var modernLines: [String] = []
    var modernSource: RACModern.MutableProperty<Int>? = RACModern.MutableProperty(1)
    weak let weakModernSource = modernSource
    let modernMapped = modernSource!.map { $0 * 10 }
    modernMapped.signal.observe { modernLines.append("\($0)") }
    modernSource = nil
    #expect(weakModernSource != nil)
    weakModernSource?.value = 2
    #expect(modernMapped.value == 20)
    #expect(modernLines == ["next(20)"])

    var swiftLines: [String] = []
    var swiftSource: RACSwift.MutableProperty<Int>? = RACSwift.MutableProperty(1)
    weak let weakSwiftSource = swiftSource
    let swiftMapped = swiftSource!.map { $0 * 10 }
    swiftMapped.signal.observe { swiftLines.append("\($0)") }
    swiftSource = nil
    #expect(weakSwiftSource == nil)
    #expect(swiftMapped.value == 10)
    #expect(swiftLines == ["COMPLETED"])
  }

  @Test func aReflectedPropertyKeepsFollowingInRACModernAndCompletesWithItsSourceInRACSwift() {
    final class Box<P: AnyObject> {
      var property: P?
      init(_ property: P) { self.property = property }
    }
    var modernLines: [String] = []
    let modernSource = Box(RACModern.MutableProperty("a"))
    let modernReflected = RACModern.Property(modernSource.property!)
    modernReflected.signal.observe { modernLines.append("\($0)") }
    modernSource.property = nil
    #expect(modernLines == [])

    var swiftLines: [String] = []
    let swiftSource = Box(RACSwift.MutableProperty("a"))
    let swiftReflected = RACSwift.Property(swiftSource.property!)
    swiftReflected.signal.observe { swiftLines.append("\($0)") }
    swiftSource.property = nil
    #expect(swiftLines == ["COMPLETED"])
    #expect(swiftReflected.value == "a")
  }

  // MARK: When a stored property's lifetime ends (PropertyEnding)

  @Test func aMutablePropertysLifetimeEndsBeforeItCompletesInRACModernAndAfterInRACSwift() {
    var modern: [String] = []
    do {
      let property = RACModern.MutableProperty(0)
      property.lifetime.observeEnded { modern.append("lifetime ended") }
      property.signal.observeCompleted { modern.append("signal completed") }
    }
    #expect(modern == ["lifetime ended", "signal completed"])

    var swift: [String] = []
    do {
      let property = RACSwift.MutableProperty(0)
      property.lifetime.observeEnded { swift.append("lifetime ended") }
      property.signal.observeCompleted { swift.append("signal completed") }
    }
    #expect(swift == ["signal completed", "lifetime ended"])
  }

  // MARK: The order around the end of an action's run (CommandReporting)

  @Test func aRunsEndReachesErrorsBeforeExecutingTurnsFalseInRACModernAndAfterInRACSwift() {
    var modern: [String] = []
    let modernAction = RACModern.Action<Int, Int, TestError> { _ in RACModern.SignalProducer(error: TestError(1)) }
    modernAction.executing.signal.observeNext { modern.append("executing \($0)") }
    modernAction.enabled.signal.observeNext { modern.append("enabled \($0)") }
    modernAction.errors.observeNext { modern.append("errors \($0)") }
    modernAction.apply(0).startWithFailed { modern.append("apply failed \($0)") }
    #expect(
      modern == [
        "executing true", "enabled false", "apply failed producerFailed(TestError(1))", "errors TestError(1)",
        "executing false", "enabled true",
      ])

    var swift: [String] = []
    let swiftAction = RACSwift.Action<Int, Int, TestError> { _ in RACSwift.SignalProducer(error: TestError(1)) }
    swiftAction.isExecuting.signal.observeValues { swift.append("executing \($0)") }
    swiftAction.isEnabled.signal.observeValues { swift.append("enabled \($0)") }
    swiftAction.errors.observeValues { swift.append("errors \($0)") }
    swiftAction.apply(0).startWithFailed { swift.append("apply failed \($0)") }
    #expect(
      swift == [
        "enabled false", "executing true", "apply failed producerFailed(TestError(1))", "enabled true",
        "executing false", "errors TestError(1)",
      ])
  }

  // MARK: Where both faces agree

  @Test func aMappedCombinationFollowsItsSourcesAlikeInBothFaces() {
    let expected = ["1a", "2a", "2b"]

    var modern: [String] = []
    let modernNumber = RACModern.MutableProperty(1)
    let modernLetter = RACModern.MutableProperty("a")
    let modernLabel = RACModern.Property.combineLatest(modernNumber, modernLetter).map { pair in "\(pair.0)\(pair.1)" }
    modernLabel.producer.startWithNext { modern.append($0) }
    modernNumber.value = 2
    modernLetter.value = "b"

    var swift: [String] = []
    let swiftNumber = RACSwift.MutableProperty(1)
    let swiftLetter = RACSwift.MutableProperty("a")
    let swiftLabel = RACSwift.Property.combineLatest(swiftNumber, swiftLetter).map { pair in "\(pair.0)\(pair.1)" }
    swiftLabel.producer.startWithValues { swift.append($0) }
    swiftNumber.value = 2
    swiftLetter.value = "b"

    #expect(modern == expected)
    #expect(swift == expected)
  }

  @Test func anActionRunsOncePerStartAndReportsItsValuesAlikeInBothFaces() {
    let expected = ["apply 1", "values 1", "apply 2", "values 2", "apply completed"]

    var modern: [String] = []
    let modernAction = RACModern.Action<Int, Int, TestError> { n in RACModern.SignalProducer(values: [n, n + 1]) }
    modernAction.values.observeNext { modern.append("values \($0)") }
    modernAction.apply(1).start { event in
      switch event {
      case .next(let value): modern.append("apply \(value)")
      case .completed: modern.append("apply completed")
      default: modern.append("apply \(event)")
      }
    }

    var swift: [String] = []
    let swiftAction = RACSwift.Action<Int, Int, TestError> { n in RACSwift.SignalProducer([n, n + 1]) }
    swiftAction.values.observeValues { swift.append("values \($0)") }
    swiftAction.apply(1).start { event in
      switch event {
      case .value(let value): swift.append("apply \(value)")
      case .completed: swift.append("apply completed")
      default: swift.append("apply \(event)")
      }
    }

    #expect(modern == expected)
    #expect(swift == expected)
  }

  @Test func aMutablePropertyBoundFromAProducerEndsOnItsValueAlikeInBothFaces() {
    let modern = RACModern.MutableProperty(0)
    modern <~ RACModern.SignalProducer(values: [1, 2, 3])
    let swift = RACSwift.MutableProperty(0)
    swift <~ RACSwift.SignalProducer([1, 2, 3])
    #expect(modern.value == 3)
    #expect(swift.value == 3)
  }
}
