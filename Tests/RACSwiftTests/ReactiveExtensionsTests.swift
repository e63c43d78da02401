import RACSwift
import Testing

/// `Reactive` and `ReactiveExtensionsProvider`: the `reactive` namespace of
/// a value and of its type.
@Suite struct ReactiveExtensionsTests {
  final class Thermometer: ReactiveExtensionsProvider {
    let reading: Int
    init(reading: Int) { self.reading = reading }
  }

  @Test func theNamespaceReachesItsBaseAndItsTypesStaticMembers() {
    let thermometer = Thermometer(reading: 21)
    #expect(thermometer.reactive.base === thermometer)
    #expect(thermometer.reactive.doubled == 42)
    #expect(Thermometer.reactive.unit == "celsius")
  }
}

extension Reactive where Base: ReactiveExtensionsTests.Thermometer {
  var doubled: Int { base.reading * 2 }
  static var unit: String { "celsius" }
}
