import RACClassic
import RACModern
import Testing

/// `<~` is declared once, in the engine, so a file that imports both faces
/// can bind a classic signal to an object and a modern producer to a
/// property with the same operator.
@Suite struct BindingOperatorTests {
  final class Label {
    var text = ""
  }

  @Test func bothFacesBindWithTheSameOperatorInOneFile() {
    let label = Label()
    let subject = RACSubject<String>()
    RAC(label, \.text) <~ subject
    let property = MutableProperty("")
    property <~ SignalProducer(value: "modern")
    subject.sendNext("classic")
    #expect(label.text == "classic")
    #expect(property.value == "modern")
  }
}
