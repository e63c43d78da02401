import Foundation
import RACModern
import RACSwift
import Testing

/// Two disposable rules checked against each library's sources
/// (docs/Migration.md, "Behaviour differences: ReactiveSwift 7"):
/// `CompositeDisposable.add` of a disposable that is already disposed
/// (RAC 4.2.2 adds it, ReactiveSwift 7 refuses it), and setting a serial
/// disposable's inner disposable to the one it holds (both dispose it).
@Suite struct DisposableDifferenceTests {
  @Test func anAlreadyDisposedDisposableIsAddedInRACModernAndRefusedInRACSwift() {
    let modernComposite = RACModern.CompositeDisposable()
    let modernDisposed = RACModern.SimpleDisposable()
    modernDisposed.dispose()
    let modernHandle = modernComposite.add(modernDisposed)
    #expect(modernHandle != nil)

    var swiftRuns = 0
    let swiftComposite = RACSwift.CompositeDisposable()
    let swiftDisposed = RACSwift.AnyDisposable { swiftRuns += 1 }
    swiftDisposed.dispose()
    #expect(swiftComposite.add(swiftDisposed) == nil)
    #expect((swiftComposite += swiftDisposed) == nil)
    #expect(swiftRuns == 1)
    #expect(!swiftComposite.isDisposed)

    // A live disposable still gets a handle in RACSwift, and the composite
    // still disposes it.
    let live = RACSwift.AnyDisposable { swiftRuns += 1 }
    #expect(swiftComposite.add(live) != nil)
    swiftComposite.dispose()
    #expect(swiftRuns == 2)
  }

  @Test func addingToADisposedCompositeDisposesTheNewcomerAndReturnsNilInBothFaces() {
    var lines: [String] = []
    let modernComposite = RACModern.CompositeDisposable()
    modernComposite.dispose()
    #expect(modernComposite.add(RACModern.ActionDisposable { lines.append("modern") }) == nil)

    let swiftComposite = RACSwift.CompositeDisposable()
    swiftComposite.dispose()
    #expect(swiftComposite.add(RACSwift.AnyDisposable { lines.append("swift") }) == nil)
    #expect(swiftComposite.add { lines.append("swift action") } == nil)
    #expect(lines == ["modern", "swift", "swift action"])
  }

  @Test func settingTheSameInnerAgainDisposesItInBothFacesAndItStaysInstalled() {
    var lines: [String] = []
    let modernInner = RACModern.ActionDisposable { lines.append("modern") }
    let modernSerial = RACModern.SerialDisposable(modernInner)
    modernSerial.innerDisposable = modernInner
    #expect(lines == ["modern"])
    #expect(modernInner.isDisposed)
    #expect(modernSerial.innerDisposable === modernInner)
    #expect(!modernSerial.isDisposed)

    let swiftInner = RACSwift.AnyDisposable { lines.append("swift") }
    let swiftSerial = RACSwift.SerialDisposable(swiftInner)
    swiftSerial.inner = swiftInner
    #expect(lines == ["modern", "swift"])
    #expect(swiftInner.isDisposed)
    #expect(swiftSerial.inner === swiftInner)
    #expect(!swiftSerial.isDisposed)

    // Replacing it with another still disposes only the replaced one.
    let next = RACSwift.AnyDisposable { lines.append("next") }
    swiftSerial.inner = next
    #expect(lines == ["modern", "swift"])
    swiftSerial.dispose()
    #expect(lines == ["modern", "swift", "next"])
  }
}
