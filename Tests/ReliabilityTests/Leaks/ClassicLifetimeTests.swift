import Foundation
import RACClassic
import RACTestSupport
import Testing

/// Something a closure or a buffer holds, so that its release is observable.
final class Token: Equatable {
  static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }
}

/// RACClassic's objects are released once finished or disposed, with what
/// they captured; no retain cycle outlives a finished pipeline. Also run under
/// `swift test --sanitize=address --filter LifetimeTests`.
@Suite struct ClassicLifetimeTests {
  /// What a recursive block keeps: here its own reschedule function.
  final class RescheduleHolder {
    var reschedule: (() -> Void)?
  }

  /// A recursive block that keeps its own reschedule function (which holds
  /// the schedule, which holds the block) is freed once its disposable is
  /// disposed, though the disposable is kept: RAC2's disposal released the
  /// scheduled block (issue 19; `RecursiveSchedule.dispose()` used to keep it).
  @Test func aRecursiveBlockKeepingItsOwnRescheduleIsFreedWhenDisposed() {
    let scheduler = RACTestScheduler()
    weak var weakHolder: RescheduleHolder?
    var runs = 0
    let disposable: RACDisposable
    do {
      let holder = RescheduleHolder()
      weakHolder = holder
      disposable = scheduler.scheduleRecursiveBlock { reschedule in
        runs += 1
        holder.reschedule = reschedule
      }
    }
    scheduler.stepAll()
    weakHolder?.reschedule?()
    scheduler.stepAll()
    #expect(runs == 2)
    #expect(weakHolder != nil)
    disposable.dispose()
    #expect(weakHolder == nil)
    #expect(disposable.isDisposed)
  }

  @Test func aCompletedSubjectIsReleasedEvenIfItsSubscriberCapturedIt() {
    weak var weakSubject: RACSubject<Int>?
    weak var weakToken: Token?
    weak var weakDisposable: RACDisposable?
    do {
      let subject = RACSubject<Int>()
      let token = Token()
      weakSubject = subject
      weakToken = token
      // A cycle through the user's closure: subject -> subscriber -> subject.
      weakDisposable = subject.subscribeNext { _ in withExtendedLifetime((subject, token)) {} }
      subject.sendNext(1)
      subject.sendCompleted()
    }
    #expect(weakSubject == nil)
    #expect(weakToken == nil)
    #expect(weakDisposable == nil)
  }

  @Test func disposingASubscriptionBreaksTheCycleThroughALiveSubject() {
    weak var weakSubject: RACSubject<Int>?
    do {
      let subject = RACSubject<Int>()
      weakSubject = subject
      let disposable = subject.subscribeNext { _ in withExtendedLifetime(subject) {} }
      disposable.dispose()
    }
    #expect(weakSubject == nil)
  }

  @Test func aDisposedSubscriptionReleasesItsSubscriberWhileTheSubjectLives() {
    let subject = RACSubject<Int>()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      subject.subscribeNext { _ in withExtendedLifetime(token) {} }.dispose()
    }
    #expect(weakToken == nil)
    withExtendedLifetime(subject) {}
  }

  @Test(arguments: [RACReplaySubjectUnlimitedCapacity, 1, 0])
  func aFinishedReplaySubjectIsReleasedWithItsBufferedValues(capacity: Int) {
    weak var weakSubject: RACReplaySubject<Token>?
    weak var weakValue: Token?
    do {
      let subject = RACReplaySubject<Token>(capacity: capacity)
      weakSubject = subject
      let value = Token()
      weakValue = value
      subject.sendNext(value)
      subject.subscribeNext { _ in withExtendedLifetime(subject) {} }
      subject.sendCompleted()
    }
    #expect(weakSubject == nil)
    #expect(weakValue == nil)
  }

  @Test func aReplaySubjectEvictsValuesBeyondItsCapacity() {
    let subject = RACReplaySubject<Token>(capacity: 1)
    weak var weakFirst: Token?
    do {
      let first = Token()
      weakFirst = first
      subject.sendNext(first)
      subject.sendNext(Token())
    }
    #expect(weakFirst == nil)
    withExtendedLifetime(subject) {}
  }

  @Test func aBehaviorSubjectIsReleasedWithItsValue() {
    weak var weakSubject: RACBehaviorSubject<Token>?
    weak var weakValue: Token?
    do {
      let value = Token()
      weakValue = value
      let subject = RACBehaviorSubject(defaultValue: value)
      weakSubject = subject
      subject.subscribeNext { _ in }
    }
    #expect(weakSubject == nil)
    #expect(weakValue == nil)
  }

  @Test func aDisposedConnectionReleasesTheConnectionTheSubjectAndTheSourcesWork() {
    weak var weakConnection: RACMulticastConnection<Int>?
    weak var weakSignal: RACSignal<Int>?
    weak var weakToken: Token?
    let sourceDisposed = Counter()
    do {
      let token = Token()
      weakToken = token
      let connection = RACSignal<Int>.createSignal { subscriber in
        withExtendedLifetime(token) {}
        subscriber.sendNext(1)
        return RACDisposable { sourceDisposed.increment() }
      }.publish()
      weakConnection = connection
      weakSignal = connection.signal
      // Disposing the connection does not end the subject (rule 9): the
      // subscription, which captured the connection, is disposed too.
      let subscription = connection.signal.subscribeNext { _ in withExtendedLifetime(connection) {} }
      connection.connect().dispose()
      subscription.dispose()
    }
    #expect(sourceDisposed.value == 1)
    #expect(weakConnection == nil)
    #expect(weakSignal == nil)
    #expect(weakToken == nil)
  }

  @Test func aFinishedAutoconnectPipelineIsReleased() {
    weak var weakSignal: RACSignal<Int>?
    weak var weakSubscriber: Token?
    do {
      let subscriberToken = Token()
      weakSubscriber = subscriberToken
      let signal = RACSignal<Int>.createSignal { subscriber in
        subscriber.sendNext(1)
        subscriber.sendCompleted()
        return nil
      }.publish().autoconnect()
      weakSignal = signal
      signal.subscribeNext { _ in withExtendedLifetime((subscriberToken, signal)) {} }
    }
    #expect(weakSignal == nil)
    #expect(weakSubscriber == nil)
  }

  /// docs/EventContract.md rule 10, as a RACClassic user sees it.
  @Test func replayLazilysSourceIsDisposedWhenTheSignalIsGoneAndTheLastSubscriptionEnds() {
    let sourceDisposed = Counter()
    weak var weakReplayed: RACSignal<Int>?
    var subscription: RACDisposable?
    do {
      let replayed = RACSignal<Int>.createSignal { _ in RACDisposable { sourceDisposed.increment() } }.replayLazily()
      weakReplayed = replayed
      subscription = replayed.subscribeNext { _ in }
    }
    #expect(weakReplayed == nil)
    #expect(sourceDisposed.value == 0)  // a live subscription keeps the source
    subscription?.dispose()
    #expect(sourceDisposed.value == 1)
  }

  @Test func replayLazilysSourceStaysWhileTheSignalIsReachableThenGoesWithIt() {
    let sourceDisposed = Counter()
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let replayed = RACSignal<Int>.createSignal { _ in
        withExtendedLifetime(token) {}
        return RACDisposable { sourceDisposed.increment() }
      }.replayLazily()
      replayed.subscribeNext { _ in }.dispose()
      #expect(sourceDisposed.value == 0)  // the signal is still reachable: a later subscriber gets the replay
    }
    #expect(sourceDisposed.value == 1)
    #expect(weakToken == nil)
  }

  @Test func anUnsubscribedEagerReplayDisposesItsSourceWhenDropped() {
    let sourceDisposed = Counter()
    do {
      _ = RACSignal<Int>.createSignal { _ in RACDisposable { sourceDisposed.increment() } }.replayLast()
    }
    #expect(sourceDisposed.value == 1)
  }

  /// Issue 19 item 7 (seeds S13, S14, S21): `replay()`, `replayLast()` and
  /// `replayLazily()` of a source that can send nothing any more (its block
  /// let go of its subscriber), subscribed and never disposed, are freed
  /// with their subscriber once the signal is gone, as RAC2 freed them.
  @Test(arguments: ["replay", "replayLast", "replayLazily"])
  func aReplayOfASourceThatCannotSendAnyMoreIsFreedWithItsSubscriber(_ kind: String) {
    weak var weakSignal: RACSignal<Int>?
    weak var weakToken: Token?
    var heard: [Int] = []
    do {
      let token = Token()
      weakToken = token
      let source = RACSignal<Int>.createSignal { subscriber in
        subscriber.sendNext(1)
        return nil
      }
      let replayed =
        switch kind {
        case "replay": source.replay()
        case "replayLast": source.replayLast()
        default: source.replayLazily()
        }
      weakSignal = replayed
      replayed.subscribeNext { value in withExtendedLifetime(token) { heard.append(value) } }
    }
    #expect(heard == [1])
    #expect(weakSignal == nil)
    #expect(weakToken == nil)
  }

  /// An eagerly started signal whose block sends and never ends (and keeps
  /// no subscriber) is freed, with what it sent, once let go of: its own
  /// eager subscription, never disposed, used to keep the replay alive
  /// through the scheduling operator's start (issue 19; RAC2 freed it).
  @Test func anEagerlyStartedSignalWhoseBlockNeverEndsIsFreedWithWhatItSentOnceLetGo() {
    let scheduler = RACTestScheduler()
    weak var weakSent: Token?
    weak var weakSignal: RACSignal<Token>?
    var heard: [Bool] = []
    do {
      let signal = RACSignal<Token>.startEagerlyWithScheduler(scheduler) { subscriber in
        let sent = Token()
        weakSent = sent
        subscriber.sendNext(sent)
      }
      weakSignal = signal
      #expect(weakSent == nil)
      scheduler.stepAll()
      #expect(weakSent != nil)
      let disposable = signal.subscribeNext { heard.append($0 === weakSent) }
      scheduler.stepAll()
      disposable.dispose()
    }
    #expect(heard == [true])
    #expect(weakSignal == nil)
    #expect(weakSent == nil)
  }

  /// Issue 19 item 7: a replay of a subject does not keep the subject alive;
  /// once both are gone, so is a subscriber never disposed.
  @Test func aReplayOfASubjectDoesNotKeepTheSubjectAlive() {
    weak var weakSubject: RACSubject<Int>?
    weak var weakToken: Token?
    var heard: [Int] = []
    do {
      let subject = RACSubject<Int>()
      weakSubject = subject
      let token = Token()
      weakToken = token
      subject.replayLast().subscribeNext { value in withExtendedLifetime(token) { heard.append(value) } }
      subject.sendNext(2)
    }
    #expect(heard == [2])
    #expect(weakSubject == nil)
    #expect(weakToken == nil)
  }

  /// The replay of `source` a test asks for by name.
  static func replaying(_ source: RACSignal<Token>, _ kind: String) -> RACSignal<Token> {
    switch kind {
    case "replay": source.replay()
    case "replayLast": source.replayLast()
    default: source.replayLazily()
    }
  }

  /// `replayed` through the operator a test asks for by name, each one that
  /// keeps its upstream's disposable in its own start.
  static func subscribing(
    _ replayed: RACSignal<Token>, through operator: String, on scheduler: RACScheduler
  ) -> RACSignal<Token> {
    switch `operator` {
    case "take": replayed.take(5)
    case "subscribeOn": replayed.subscribeOn(scheduler)
    default: replayed.flattenMap { RACSignal<Token>.return($0) }
    }
  }

  /// Issue 19 item 7, the last shape: a replay subscribed through an
  /// operator that keeps its upstream's disposable (`take`, `subscribeOn:`,
  /// a flatten), never disposed, over a source whose block let go of its
  /// subscriber without ending, is freed with its subscriber and what the
  /// source sent once every user reference is gone, as RAC2 freed it. The
  /// operator's start held the replay's shared start, whose cancel held the
  /// source's sink and so the replay: a loop nothing outside reached.
  @Test(arguments: ["replay", "replayLast", "replayLazily"], ["take", "subscribeOn", "flattenMap"])
  func aReplaySubscribedThroughAnOperatorKeepingItsDisposableIsFreedOnceItsSourceCannotSend(
    _ kind: String, _ through: String
  ) {
    let scheduler = RACTestScheduler()
    weak var weakSent: Token?
    weak var weakToken: Token?
    var heard: [Bool] = []
    do {
      let token = Token()
      weakToken = token
      let source = RACSignal<Token>.createSignal { subscriber in
        let sent = Token()
        weakSent = sent
        subscriber.sendNext(sent)
        return nil
      }
      Self.subscribing(Self.replaying(source, kind), through: through, on: scheduler)
        .subscribeNext { value in withExtendedLifetime(token) { heard.append(value === weakSent) } }
      scheduler.stepAll()
    }
    #expect(heard == [true])
    #expect(weakSent == nil)
    #expect(weakToken == nil)
  }

  /// The other side of that rule: while the source's subscriber is held (it
  /// can still send), the same chain lives on with no user reference but
  /// that subscriber, delivers what is sent, and is freed once the source
  /// ends.
  @Test(arguments: ["replay", "replayLast", "replayLazily"], ["take", "subscribeOn", "flattenMap"])
  func aReplaySubscribedThroughAnOperatorKeepingItsDisposableLivesWhileItsSourceCanSend(
    _ kind: String, _ through: String
  ) {
    let scheduler = RACTestScheduler()
    weak var weakToken: Token?
    var input: (any RACSubscriber<Token>)?
    let sent = [Token(), Token()]
    var heard: [Token] = []
    do {
      let token = Token()
      weakToken = token
      let source = RACSignal<Token>.createSignal { subscriber in
        input = subscriber
        subscriber.sendNext(sent[0])
        return nil
      }
      Self.subscribing(Self.replaying(source, kind), through: through, on: scheduler)
        .subscribeNext { value in withExtendedLifetime(token) { heard.append(value) } }
      scheduler.stepAll()
    }
    #expect(weakToken != nil)
    input?.sendNext(sent[1])
    #expect(heard.map(ObjectIdentifier.init) == sent.map(ObjectIdentifier.init))
    #expect(weakToken != nil)
    input?.sendCompleted()
    input = nil
    #expect(weakToken == nil)
  }

  /// `source` through the operators a test asks for by name: the per-event
  /// operators the engine lifts without a lifetime of their own, and those
  /// with one whose only work on interruption is passing it on (`take`, and
  /// `doNext:`, which has no interruption or disposal hook).
  static func transforming(_ source: RACSignal<Token>, _ operators: String) -> RACSignal<Token> {
    switch operators {
    case "map": source.map { $0 }
    case "filter": source.filter { _ in true }
    case "take": source.take(5)
    case "doNext": source.doNext { _ in }
    case "takeThenDoNext": source.take(5).doNext { _ in }
    default: source.map { $0 }.filter { _ in true }
    }
  }

  /// Issue 19 item 7, a replay whose source is made through an operator
  /// (`[[[RACSignal createSignal:...] map:...] replay] take:5]`, subscribed
  /// and never disposed): once the create block let go of its subscriber,
  /// the replay, the chain, what was sent and the subscriber are freed, as
  /// RAC2 freed them. The operator used to start its own upstream asking
  /// for `.interrupted`, so that upstream's cancel held the chain's sink and
  /// the replay; it now asks only when its own downstream does, and a
  /// replay's start of its source does not.
  @Test(
    arguments: ["replay", "replayLast", "replayLazily"],
    ["map", "filter", "mapThenFilter", "take", "doNext", "takeThenDoNext"])
  func aReplayOfASourceMadeThroughAnOperatorIsFreedOnceItsSourceCannotSend(_ kind: String, _ operators: String) {
    weak var weakSent: Token?
    weak var weakToken: Token?
    weak var weakReplay: RACSignal<Token>?
    var heard: [Bool] = []
    do {
      let token = Token()
      weakToken = token
      let source = RACSignal<Token>.createSignal { subscriber in
        let sent = Token()
        weakSent = sent
        subscriber.sendNext(sent)
        return nil
      }
      let replayed = Self.replaying(Self.transforming(source, operators), kind)
      weakReplay = replayed
      replayed.take(5).subscribeNext { value in withExtendedLifetime(token) { heard.append(value === weakSent) } }
    }
    #expect(heard == [true])
    #expect(weakReplay == nil)
    #expect(weakSent == nil)
    #expect(weakToken == nil)
  }

  /// The other side of that rule: while the create block's subscriber is
  /// held, the same chain lives on with no other user reference, delivers
  /// what is sent after the first value, and is freed once the source ends.
  @Test(
    arguments: ["replay", "replayLast", "replayLazily"],
    ["map", "filter", "mapThenFilter", "take", "doNext", "takeThenDoNext"])
  func aReplayOfASourceMadeThroughAnOperatorLivesWhileItsSourceCanSend(_ kind: String, _ operators: String) {
    weak var weakToken: Token?
    var input: (any RACSubscriber<Token>)?
    let sent = [Token(), Token()]
    var heard: [Token] = []
    do {
      let token = Token()
      weakToken = token
      let source = RACSignal<Token>.createSignal { subscriber in
        input = subscriber
        subscriber.sendNext(sent[0])
        return nil
      }
      Self.replaying(Self.transforming(source, operators), kind).take(5)
        .subscribeNext { value in withExtendedLifetime(token) { heard.append(value) } }
    }
    #expect(weakToken != nil)
    input?.sendNext(sent[1])
    #expect(heard.map(ObjectIdentifier.init) == sent.map(ObjectIdentifier.init))
    #expect(weakToken != nil)
    input?.sendCompleted()
    input = nil
    #expect(weakToken == nil)
  }

  /// Without a replay: a subscription through an operator whose disposable
  /// the user keeps lets go of its subscriber once the create block let go
  /// of its own (RAC2's disposables never held their subscribers), and
  /// disposing it later still runs the block's disposal.
  @Test(arguments: ["map", "filter", "mapThenFilter", "take", "doNext", "takeThenDoNext"])
  func aKeptSubscriptionThroughAnOperatorLetsGoOfItsSubscriberOnceItsSourceCannotSend(_ operators: String) {
    weak var weakToken: Token?
    var disposals = 0
    var heard = 0
    let disposable: RACDisposable
    do {
      let token = Token()
      weakToken = token
      let source = RACSignal<Token>.createSignal { subscriber in
        subscriber.sendNext(Token())
        return RACDisposable { disposals += 1 }
      }
      disposable = Self.transforming(source, operators)
        .subscribeNext { _ in withExtendedLifetime(token) { heard += 1 } }
    }
    #expect(heard == 1)
    #expect(weakToken == nil)
    #expect(disposals == 0)
    disposable.dispose()
    #expect(disposals == 1)
  }

  @Test func aFinishedOperatorChainReleasesEveryClosureAndTheSignals() {
    weak var weakSource: RACSignal<Int>?
    weak var weakChain: RACSignal<Int>?
    weak var weakToken: Token?
    var kept: RACDisposable?
    do {
      let token = Token()
      weakToken = token
      let source = RACSignal<Int>.createSignal { subscriber in
        for value in 1...3 { subscriber.sendNext(value) }
        subscriber.sendCompleted()
        return nil
      }
      weakSource = source
      let chain = source.map { $0 + (token === token ? 1 : 0) }.filter { $0 > 2 }.skip(0).startWith(0)
      weakChain = chain
      let recorder = Recorder<Int>()
      kept = recorder.subscribe(to: chain)
      #expect(recorder.events == [.value(0), .value(3), .value(4), .completed])
    }
    // The subscription's disposable is still held; it keeps nothing alive.
    #expect(weakSource == nil)
    #expect(weakChain == nil)
    #expect(weakToken == nil)
    withExtendedLifetime(kept) {}
  }

  @Test func disposablesReleaseWhatTheyHoldOnceDisposed() {
    weak var weakBlockToken: Token?
    weak var weakChild: RACDisposable?
    weak var weakInner: RACDisposable?
    let block: RACDisposable
    let compound: RACCompoundDisposable
    let serial: RACSerialDisposable
    do {
      let token = Token()
      weakBlockToken = token
      block = RACDisposable { withExtendedLifetime(token) {} }
      let child = RACDisposable()
      weakChild = child
      compound = RACCompoundDisposable(disposables: [child])
      let inner = RACDisposable()
      weakInner = inner
      serial = RACSerialDisposable(disposable: inner)
    }
    block.dispose()
    compound.dispose()
    serial.dispose()
    #expect(weakBlockToken == nil)
    #expect(weakChild == nil)
    #expect(weakInner == nil)
  }

  @Test func aScopedDisposableDisposesOnDeinitAndEveryDisposableIsReleased() {
    let disposed = Counter()
    weak var weakScoped: RACScopedDisposable?
    weak var weakCompound: RACCompoundDisposable?
    do {
      let scoped = RACDisposable { disposed.increment() }.asScopedDisposable()
      weakScoped = scoped
      let compound = RACCompoundDisposable()
      weakCompound = compound
      compound.add(RACSerialDisposable(disposable: RACDisposable()))
    }
    #expect(disposed.value == 1)
    #expect(weakScoped == nil)
    #expect(weakCompound == nil)
  }

  @Test func aTestSchedulerIsReleasedWithItsPendingActions() {
    weak var weakScheduler: RACTestScheduler?
    weak var weakToken: Token?
    do {
      let scheduler = RACTestScheduler()
      weakScheduler = scheduler
      let token = Token()
      weakToken = token
      scheduler.afterDelay(5) { withExtendedLifetime(token) {} }
      scheduler.schedule { withExtendedLifetime(token) {} }
      scheduler.step()
    }
    #expect(weakScheduler == nil)
    #expect(weakToken == nil)
  }

  @Test func aQueueSchedulerIsReleasedAfterItsActionsRan() async {
    weak var weakScheduler: RACScheduler?
    do {
      let scheduler = RACScheduler.scheduler()
      weakScheduler = scheduler
      let ran = DispatchSemaphore(value: 0)
      scheduler.schedule { ran.signal() }
      ran.wait()
    }
    #expect(await eventually { weakScheduler == nil })
  }

  /// A subscriber that disposes itself captures its own disposable: the
  /// subscription must let go of the subscriber once it ended, or the two keep
  /// each other alive forever.
  @Test(arguments: [false, true])
  func aSubscriberHoldingItsOwnDisposableIsReleasedOnceItEnded(byDisposal: Bool) {
    weak var weakToken: Token?
    let subject = RACReplaySubject<Int>(capacity: 1)
    do {
      let token = Token()
      weakToken = token
      var disposable: RACDisposable?
      disposable = subject.subscribeNext { _ in
        withExtendedLifetime(token) {}
        if byDisposal { disposable?.dispose() }
      }
      subject.sendNext(1)
      if !byDisposal { subject.sendCompleted() }
    }
    #expect(weakToken == nil)
    withExtendedLifetime(subject) {}
  }
}

/// Polls `condition` for up to two seconds (a dispatch queue lets go of a
/// finished block a moment after running it).
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<200 {
    if condition() { return true }
    try? await Task.sleep(nanoseconds: 10_000_000)
  }
  return condition()
}
