import Foundation
import RACClassic
import RACTestSupport
import Testing

/// `setKeyPath(_:on:)` and `RAC(object, keyPath) <~ signal`: RAC2's
/// key-path bindings, for Swift key paths.
@Suite struct ClassicBindingTests {
  final class Label {
    var title = ""
    var count = 0
  }

  /// A cold signal forwarding `subject`, logging when its subscription ends.
  static func logged<Value>(_ subject: RACSubject<Value>, _ log: Recorder<String>) -> RACSignal<Value> {
    RACSignal.createSignal { subscriber in
      subject.subscribe(subscriber)
      return RACDisposable { log.log("source disposed") }
    }
  }

  @Test func setKeyPathSetsEachValueUntilTheSignalCompletes() {
    let label = Label()
    let subject = RACSubject<String>()
    let log = Recorder<String> { 0 }
    let binding = Self.logged(subject, log).setKeyPath(\.title, on: label)
    subject.sendNext("a")
    #expect(label.title == "a")
    subject.sendNext("b")
    subject.sendCompleted()
    #expect(label.title == "b")
    #expect(binding.isDisposed)
    #expect(log.lines == ["t=0.0 source disposed"])
  }

  @Test func theMacroFormBindsAndItsDisposableStopsIt() {
    let label = Label()
    let subject = RACSubject<Int>()
    let binding = RAC(label, \.count) <~ subject
    subject.sendNext(1)
    binding.dispose()
    subject.sendNext(2)
    #expect(label.count == 1)
  }

  @Test func nilSetsTheNilValue() {
    let label = Label()
    let subject = RACSubject<String?>()
    subject.setKeyPath(\.title, on: label, nilValue: "none")
    subject.sendNext("x")
    #expect(label.title == "x")
    subject.sendNext(nil)
    #expect(label.title == "none")
    RAC(label, \.title, nilValue: "empty") <~ subject
    subject.sendNext(nil)
    #expect(label.title == "empty")
  }

  @Test func theObjectIsHeldWeaklyAndTheBindingEndsAtTheNextValueOnceItIsGone() {
    let subject = RACSubject<String>()
    let log = Recorder<String> { 0 }
    weak var weakLabel: Label?
    var binding: RACDisposable?
    do {
      let label = Label()
      weakLabel = label
      binding = Self.logged(subject, log).setKeyPath(\.title, on: label)
      subject.sendNext("a")
    }
    #expect(weakLabel == nil)
    #expect(binding?.isDisposed == false)
    subject.sendNext("b")
    #expect(binding?.isDisposed == true)
    #expect(log.lines == ["t=0.0 source disposed"])
  }

  @Test func anErrorEndsTheBindingAndIsLogged() {
    let label = Label()
    let subject = RACSubject<String>()
    let lines = Recorder<String>()
    let binding = RACLog.withSink({ lines.record(.value($0)) }) {
      let binding = subject.setName("titles").setKeyPath(\.title, on: label)
      subject.sendNext("a")
      subject.sendError(TestError(1))
      return binding
    }
    #expect(label.title == "a")
    #expect(binding.isDisposed)
    #expect(lines.values == [#"titles error in binding for key path \Label.title: TestError(1)"#])
  }

  @Test func valuesAreSetOnTheSendingThread() async {
    let label = Label()
    let subject = RACSubject<Int>()
    subject.setKeyPath(\.count, on: label)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        subject.sendNext(5)
        done.resume()
      }
    }
    #expect(label.count == 5)
  }
}
