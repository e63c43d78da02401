import Foundation
import RACSwift
import RACTestSupport
import Testing

/// `AnyDisposable`, `CompositeDisposable` (`+=`), `SerialDisposable.inner`
/// and the generic `ScopedDisposable<Inner>`.
@Suite struct SwiftDisposableTests {
  @Test func anyDisposableRunsItsActionOnceAndWrapsOthers() {
    var runs = 0
    let action = AnyDisposable { runs += 1 }
    let wrapper = AnyDisposable(action)
    let flag = AnyDisposable()
    #expect(!wrapper.isDisposed && !flag.isDisposed)
    wrapper.dispose()
    wrapper.dispose()
    action.dispose()
    flag.dispose()
    #expect(runs == 1)
    #expect(action.isDisposed && wrapper.isDisposed && flag.isDisposed)
  }

  @Test func aCompositeDisposesWhatWasAddedInOrderAndLetsItBeRemoved() {
    var lines: [String] = []
    let composite = CompositeDisposable([AnyDisposable { lines.append("a") }])
    composite += AnyDisposable { lines.append("b") }
    let removal = composite += { lines.append("removed") }
    composite.add { lines.append("c") }
    composite += nil as Disposable?
    removal?.dispose()
    #expect(lines == [])
    composite.dispose()
    #expect(lines == ["a", "b", "c"])
    #expect(composite.isDisposed)
  }

  @Test func aCompositeFromOptionalsSkipsTheNilsAndDisposesLateAdditionsAtOnce() {
    var lines: [String] = []
    let composite = CompositeDisposable([nil, AnyDisposable { lines.append("kept") }] as [Disposable?])
    composite.dispose()
    let late = composite.add { lines.append("late") }
    #expect(late == nil)
    #expect(lines == ["kept", "late"])
  }

  @Test func settingASerialDisposablesInnerDisposesThePreviousOne() {
    var lines: [String] = []
    let first = AnyDisposable { lines.append("first") }
    let serial = SerialDisposable(first)
    #expect(serial.inner === first)
    serial.inner = AnyDisposable { lines.append("second") }
    #expect(lines == ["first"])
    serial.dispose()
    serial.inner = AnyDisposable { lines.append("after") }
    #expect(lines == ["first", "second", "after"])
    #expect(serial.isDisposed)
  }

  @Test func aScopedDisposableDisposesItsInnerWhenItGoesAway() {
    var lines: [String] = []
    let composite = CompositeDisposable()
    do {
      let scoped = ScopedDisposable(composite)
      scoped += { lines.append("action") }
      scoped += AnyDisposable { lines.append("disposable") }
      #expect(scoped.inner === composite)
      #expect(lines == [])
    }
    #expect(lines == ["action", "disposable"])
    #expect(composite.isDisposed)
  }

  @Test func aScopedAnyDisposableWrapsAnyDisposable() {
    var lines: [String] = []
    let serial = SerialDisposable(AnyDisposable { lines.append("serial's") })
    do {
      let scoped: ScopedDisposable<AnyDisposable> = ScopedDisposable(serial as Disposable)
      #expect(!scoped.isDisposed)
    }
    #expect(lines == ["serial's"])
  }

  @Test func aScopedSerialDisposablesInnerIsTheSerialsInner() {
    var lines: [String] = []
    do {
      let scoped = ScopedDisposable(SerialDisposable())
      scoped.inner = AnyDisposable { lines.append("one") }
      scoped.inner = AnyDisposable { lines.append("two") }
      #expect(lines == ["one"])
      let serial: SerialDisposable = scoped.inner
      #expect(serial.inner != nil)
    }
    #expect(lines == ["one", "two"])
  }
}

/// `Lifetime`, `Lifetime.Token` and `Lifetime.make()`.
@Suite struct SwiftLifetimeTests {
  @Test func aTokenEndsItsLifetimeWhenItGoesAway() {
    var lines: [String] = []
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    lifetime.observeEnded { lines.append("ended") }
    lifetime.ended.observe { lines.append("signal \($0)") }
    #expect(!lifetime.hasEnded)
    token = nil
    #expect(lifetime.hasEnded)
    #expect(lines == ["ended", "signal COMPLETED"])
  }

  @Test func makeGivesALifetimeThatItsTokenEnds() {
    var lines: [String] = []
    let (lifetime, token) = Lifetime.make()
    let detached = lifetime.observeEnded { lines.append("detached") }
    lifetime += AnyDisposable { lines.append("disposed") }
    detached?.dispose()
    token.dispose()
    token.dispose()
    #expect(lines == ["disposed"])
    #expect(lifetime.observeEnded { lines.append("after the end") } == nil)
    #expect(lines == ["disposed", "after the end"])
  }

  @Test func theEmptyLifetimeHasEndedAndItsEndedSignalInterrupts() {
    var events: [String] = []
    Lifetime.empty.ended.observe { events.append("\($0)") }
    #expect(Lifetime.empty.hasEnded)
    #expect(events == ["INTERRUPTED"])
  }
}
