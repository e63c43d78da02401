import RACShared
import RACTestSupport
import Testing

@Suite("ActionDisposableCore")
struct ActionDisposableCoreTests {
  @Test func runsItsActionOnceOnTheFirstDispose() {
    var runs = 0
    let disposable = ActionDisposableCore { runs += 1 }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(runs == 1)
    #expect(disposable.isDisposed)
  }

  @Test func runsOnceWhenDisposedFromManyThreadsAtOnce() {
    for _ in 0..<20 {
      let runs = Counter()
      let disposable = ActionDisposableCore { runs.increment() }
      let shared = UncheckedBox(disposable)
      onThreadsReleasedTogether(8) { _ in shared.value.dispose() }
      #expect(runs.value == 1)
      #expect(disposable.isDisposed)
    }
  }
}

@Suite("CompositeDisposableCore")
struct CompositeDisposableCoreTests {
  @Test func onlyUndisposedRefusesADisposedDisposableWhereEveryDisposableAddsIt() {
    let disposed = FlagDisposableCore()
    disposed.dispose()
    let refusing = CompositeDisposableCore()
    #expect(refusing.add(disposed, admitting: .onlyUndisposed) == nil)
    #expect(refusing.add(FlagDisposableCore(), admitting: .onlyUndisposed) != nil)
    let adding = CompositeDisposableCore()
    #expect(adding.add(disposed, admitting: .everyDisposable) != nil)
    #expect(CompositeDisposableCore.Admission.rac4 == .everyDisposable)
    #expect(CompositeDisposableCore.Admission.reactiveSwift == .onlyUndisposed)
  }

  @Test func disposesItsEntriesInInsertionOrder() {
    let trace = Recorder<String>()
    let composite = CompositeDisposableCore([ActionDisposableCore { trace.note("init") }])
    composite.add { trace.note("a") }
    composite.add(ActionDisposableCore { trace.note("b") })
    composite.add { trace.note("c") }
    #expect(trace.values == [])
    composite.dispose()
    #expect(trace.values == ["init", "a", "b", "c"])
    #expect(composite.isDisposed)
  }

  @Test func disposingTwiceDisposesEachEntryOnce() {
    let runs = Counter()
    let composite = CompositeDisposableCore()
    composite.add { runs.increment() }
    composite.dispose()
    composite.dispose()
    #expect(runs.value == 1)
  }

  @Test func addingAfterDisposeDisposesTheNewcomerAtOnceAndReturnsNil() {
    let composite = CompositeDisposableCore()
    composite.dispose()
    let late = FlagDisposableCore()
    let handle = composite.add(late)
    #expect(handle == nil)
    #expect(late.isDisposed)
    var ran = false
    #expect(composite.add { ran = true } == nil)
    #expect(ran)
  }

  @Test func removingByHandleForgetsTheEntryWithoutDisposingIt() {
    let composite = CompositeDisposableCore()
    let kept = FlagDisposableCore()
    let removed = FlagDisposableCore()
    composite.add(kept)
    let handle = composite.add(removed)
    #expect(handle != nil)
    composite.remove(handle!)
    #expect(!removed.isDisposed)
    composite.dispose()
    #expect(kept.isDisposed)
    #expect(!removed.isDisposed)
  }

  @Test func removingByIdentityForgetsEveryCopyOfThatDisposable() {
    let composite = CompositeDisposableCore()
    let twice = FlagDisposableCore()
    let other = FlagDisposableCore()
    composite.add(twice)
    composite.add(other)
    composite.add(twice)
    composite.remove(twice)
    composite.dispose()
    #expect(!twice.isDisposed)
    #expect(other.isDisposed)
  }

  @Test func handlesAreDistinctForTheSameDisposable() {
    let composite = CompositeDisposableCore()
    let disposable = FlagDisposableCore()
    let first = composite.add(disposable)
    let second = composite.add(disposable)
    #expect(first != nil && second != nil && first != second)
  }
}

@Suite("SerialDisposableCore")
struct SerialDisposableCoreTests {
  @Test func disposeReplacedDisposesTheOldInnerAndReturnsIt() {
    let serial = SerialDisposableCore(policy: .disposeReplaced)
    let first = FlagDisposableCore()
    let second = FlagDisposableCore()
    #expect(serial.swap(first) == nil)
    let replaced = serial.swap(second)
    #expect(replaced === first)
    #expect(first.isDisposed)
    #expect(!second.isDisposed)
    #expect(serial.inner === second)
  }

  @Test func keepReplacedHandsTheOldInnerBackUntouched() {
    let serial = SerialDisposableCore(policy: .keepReplaced)
    let first = FlagDisposableCore()
    let second = FlagDisposableCore()
    serial.inner = first
    let replaced = serial.swap(second)
    #expect(replaced === first)
    #expect(!first.isDisposed)
    #expect(serial.inner === second)
  }

  @Test func disposeOnEverySetDisposesEvenTheSameInnerSetAgainAndKeepsIt() {
    let inner = FlagDisposableCore()
    let serial = SerialDisposableCore(inner, policy: .disposeOnEverySet)
    let replaced = serial.swap(inner)
    #expect(replaced === inner)
    #expect(inner.isDisposed)
    #expect(serial.inner === inner)
    #expect(!serial.isDisposed)
  }

  @Test(arguments: [SerialDisposableCore.ReplacementPolicy.disposeReplaced, .keepReplaced])
  func settingTheSameInnerAgainDoesNotDisposeIt(policy: SerialDisposableCore.ReplacementPolicy) {
    let inner = FlagDisposableCore()
    let serial = SerialDisposableCore(inner, policy: policy)
    serial.inner = inner
    #expect(!inner.isDisposed)
    #expect(serial.inner === inner)
  }

  @Test(arguments: [SerialDisposableCore.ReplacementPolicy.disposeReplaced, .disposeOnEverySet, .keepReplaced])
  func disposeDisposesTheCurrentInnerAndEveryLaterOne(policy: SerialDisposableCore.ReplacementPolicy) {
    let current = FlagDisposableCore()
    let serial = SerialDisposableCore(current, policy: policy)
    serial.dispose()
    #expect(serial.isDisposed)
    #expect(current.isDisposed)
    #expect(serial.inner == nil)
    let later = FlagDisposableCore()
    #expect(serial.swap(later) == nil)
    #expect(later.isDisposed)
    #expect(serial.inner == nil)
  }

  @Test func disposingTwiceDisposesTheInnerOnce() {
    let runs = Counter()
    let serial = SerialDisposableCore(ActionDisposableCore { runs.increment() }, policy: .keepReplaced)
    serial.dispose()
    serial.dispose()
    #expect(runs.value == 1)
  }
}

@Suite("FlagDisposableCore")
struct FlagDisposableCoreTests {
  @Test func disposingOnlyFlipsTheFlag() {
    let flag = FlagDisposableCore()
    #expect(!flag.isDisposed)
    flag.dispose()
    flag.dispose()
    #expect(flag.isDisposed)
  }
}
