import Foundation
import RACBridge
import RACTestSupport
import Testing

/// `RACBehaviorSubject.toProperty()`, `toRACBehaviorSubject()` and `<~` of a
/// classic signal: a current value crossing between the faces.
@Suite struct PropertyBridgeTests {
  @Test func aPropertyFollowsItsBehaviorSubjectAndCompletesWhenItEnds() {
    let subject = RACBehaviorSubject(defaultValue: 0)
    let property = subject.toProperty()
    let changes = Recorder<Int>()
    changes.start(property.producer)
    #expect(property.value == 0)
    subject.sendNext(1)
    subject.sendNext(2)
    #expect(property.value == 2)
    subject.sendError(TestError(1))
    subject.sendNext(3)
    #expect(changes.events == [.value(0), .value(1), .value(2), .completed])
    #expect(property.value == 2)
  }

  /// docs/EventContract.md rule 14 across the bridge: a property following
  /// a behavior subject, composed further and not kept, keeps following it.
  @Test func aComposedPropertyOverABehaviorSubjectsPropertyKeepsFollowingTheSubject() {
    let subject = RACBehaviorSubject(defaultValue: 1)
    let doubled = subject.toProperty().map { $0 * 2 }
    let recorder = Recorder<Int>()
    recorder.start(doubled.producer)
    subject.sendNext(5)
    #expect(doubled.value == 10)
    subject.sendCompleted()
    #expect(recorder.events == [.value(2), .value(10), .completed])
  }

  /// Rule 14: a classic view of a composed property nobody keeps is a start
  /// of its producer, so it keeps following the property's source while it
  /// is subscribed.
  @Test func aClassicViewOfAComposedPropertyKeepsItFollowingItsSource() {
    let source = MutableProperty(1)
    let subject = source.map { $0 + 100 }.toRACBehaviorSubject()
    let classic = Recorder<Int>()
    classic.subscribe(to: subject)
    source.value = 2
    source.value = 3
    #expect(classic.events == [.value(101), .value(102), .value(103)])
  }

  @Test func aClassicViewOfAPropertyReplaysItsValueThenChangesAndEndsWithIt() {
    var property: MutableProperty<Int>? = MutableProperty(1)
    let subject = property!.toRACBehaviorSubject()
    property!.value = 2
    let classic = Recorder<Int>()
    classic.subscribe(to: subject)
    property!.value = 3
    #expect(classic.events == [.value(2), .value(3)])
    property = nil
    #expect(classic.events == [.value(2), .value(3), .completed])
  }

  @Test func sendingIntoTheClassicViewReachesItsSubscribersButNotTheProperty() {
    let property = MutableProperty("a")
    let subject = Property(property).toRACBehaviorSubject()
    let classic = Recorder<String>()
    classic.subscribe(to: subject)
    subject.sendNext("x")
    subject.sendCompleted()
    property.value = "b"
    #expect(classic.events == [.value("a"), .value("x"), .completed])
    #expect(property.value == "b")
  }

  @Test func bindingAClassicSignalSetsThePropertyUntilTheSignalFails() {
    let subject = RACSubject<Int>()
    let property = MutableProperty(0)
    let binding = property <~ subject
    subject.sendNext(1)
    #expect(property.value == 1)
    subject.sendError(nil)
    subject.sendNext(2)
    #expect(property.value == 1)
    #expect(binding.isDisposed)
  }

  @Test func disposingTheBindingDisposesTheClassicSubscription() {
    var disposed = 0
    var input: (any RACSubscriber<Int>)?
    let signal = RACSignal<Int>.createSignal { subscriber in
      input = subscriber
      return RACDisposable { disposed += 1 }
    }
    let property = MutableProperty(0)
    let binding = property <~ signal
    input?.sendNext(5)
    binding.dispose()
    input?.sendNext(6)
    #expect(property.value == 5)
    #expect(disposed == 1)
  }
}
