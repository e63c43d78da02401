import RACShared
import RACTestSupport
import Testing

/// `SharedStart`, the one start shared by a replayed source (rule 10) and a
/// composed property's derivation (rule 14): when the rule disposes it, and
/// who keeps what alive (a start anchored by its running input).
@Suite("SharedStart (rules 10, 14)")
struct SharedStartTests {
  typealias IntProducer = Producer<Int, TestFailure>

  /// A start handler that keeps its input (or not), and counts disposals.
  final class Source {
    final class InputBox {
      var input: EventSink<Int, TestFailure>?
    }

    let disposals = Counter()
    private let box = InputBox()
    let producer: IntProducer
    var input: EventSink<Int, TestFailure>? { box.input }

    init(keepsItsInput: Bool = true) {
      producer = IntProducer { [box, disposals] input, lifetime in
        if keepsItsInput { box.input = input }
        lifetime.add { disposals.increment() }
      }
    }
  }

  /// What a start's sink holds in production (a replay's signal, a
  /// property's derivation): here, a log. It does not hold the shared start.
  final class Owner {
    let log = Recorder<Int>()
    func run(_ producer: IntProducer, on shared: SharedStart) {
      shared.runOnce { producer.instantiate { [self] event in log.sink(event) } }
    }
  }

  @Test func rule14_theStartStopsOnceTheOwnerIsGoneAndNoSubscriptionIsLive() {
    let source = Source()
    let stops = Counter()
    let shared = SharedStart { stops.increment() }
    let owner = Owner()
    owner.run(source.producer, on: shared)
    let (began, ended) = shared.subscription()
    #expect(began())
    shared.ownerReleased()
    #expect(source.disposals.value == 0)
    source.input?(.value(1))
    ended()
    #expect(source.disposals.value == 1)
    #expect(stops.value == 1)
    #expect(shared.isStopped)
    #expect(owner.log.events == [.value(1), .interrupted])
  }

  /// Once stopped, the start lets go of its stop hook and what the hook
  /// captured (a composed property's derivation, its cell and the value it
  /// holds), though a subscription's disposable still holds the start: a
  /// value that observes its way back to that disposable (an inner property
  /// a flatten follows) was otherwise never freed (issue 19).
  @Test func rule14_aStoppedStartLetsGoOfItsStopHookThoughADisposableStillHoldsIt() {
    final class Captured {}
    weak var weakCaptured: Captured?
    let source = Source()
    let stops = Counter()
    let disposable: any DisposableCore
    do {
      let captured = Captured()
      weakCaptured = captured
      let shared = SharedStart { withExtendedLifetime(captured) { _ = stops.increment() } }
      Owner().run(source.producer, on: shared)
      let (began, ended) = shared.subscription()
      disposable = shared.keeping(ActionDisposableCore(ended))
      #expect(began())
      shared.ownerReleased()
    }
    #expect(weakCaptured != nil)
    disposable.dispose()
    #expect(stops.value == 1)
    #expect(source.disposals.value == 1)
    #expect(weakCaptured == nil)
    withExtendedLifetime(disposable) {}
  }

  @Test func rule14_aHandleHandedOutKeepsTheStartRunningUntilItGoes() {
    let source = Source()
    let shared = SharedStart()
    Owner().run(source.producer, on: shared)
    var handle: AnyObject? = shared.handle()
    shared.ownerReleased()
    #expect(source.disposals.value == 0)
    withExtendedLifetime(handle) {}
    handle = nil
    #expect(source.disposals.value == 1)
  }

  @Test func rule14_aSubscriptionEndedBeforeItBeganIsNeverCounted() {
    let source = Source()
    let shared = SharedStart()
    Owner().run(source.producer, on: shared)
    let (began, ended) = shared.subscription()
    ended()
    #expect(!began())
    shared.ownerReleased()
    #expect(source.disposals.value == 1)
  }

  /// A replay's subscription keeps its place as one ticket
  /// (`SharedStart.ticket()`): counted once however often it begins, never
  /// if it ended first, and the start stops when the last counted one ends.
  @Test func rule10_aTicketIsCountedOnceAndNeverAfterItEnded() {
    let source = Source()
    let shared = SharedStart()
    Owner().run(source.producer, on: shared)
    let first = shared.ticket()
    let second = shared.ticket()
    let early = shared.ticket()
    early.end()
    #expect(!early.begin())
    #expect(first.begin())
    #expect(!first.begin())
    #expect(second.begin())
    shared.ownerReleased()
    first.end()
    first.end()
    #expect(source.disposals.value == 0)
    #expect(!shared.isStopped)
    second.end()
    #expect(source.disposals.value == 1)
    #expect(shared.isStopped)
  }

  /// A ticket (which a subscriber's slot holds) does not hold the start:
  /// once nothing else does, the start is freed, and ending the ticket
  /// afterwards stops nothing.
  @Test func rule10_aTicketDoesNotKeepTheStartAlive() {
    let source = Source(keepsItsInput: false)
    weak var weakShared: SharedStart?
    let ticket: SharedStartTicket
    do {
      let shared = SharedStart()
      weakShared = shared
      Owner().run(source.producer, on: shared)
      ticket = shared.ticket()
      #expect(ticket.begin())
      shared.ownerReleased()
    }
    #expect(weakShared == nil)
    ticket.end()
    #expect(source.disposals.value == 0)
  }

  @Test func rule10_theStartRunsOnceHoweverOftenItIsAskedFor() {
    let starts = Counter()
    let shared = SharedStart()
    let producer = IntProducer { _, _ in starts.increment() }
    #expect(shared.runOnce { producer.instantiate { _ in } })
    #expect(!shared.runOnce { producer.instantiate { _ in } })
    #expect(starts.value == 1)
  }

  /// A subscription's disposable holds the start: disposing it, the last
  /// live subscription once the owner is gone, disposes a start whose
  /// handler let go of its input (its disposal work runs).
  @Test func rule10_aSubscriptionsDisposableKeepsTheStartSoDisposingItStopsIt() {
    let source = Source(keepsItsInput: false)
    let disposable: any DisposableCore
    do {
      let shared = SharedStart()
      Owner().run(source.producer, on: shared)
      let (began, ended) = shared.subscription()
      let slot = ActionDisposableCore(ended)
      disposable = shared.keeping(slot)
      #expect(began())
      shared.ownerReleased()
    }
    #expect(source.disposals.value == 0)
    disposable.dispose()
    #expect(source.disposals.value == 1)
  }

  /// Anchored by its running input: while the start can send (its handler
  /// kept its input), the owner lives though nothing else holds it or the
  /// shared start, as a replayed timer keeps ticking to a subscriber whose
  /// disposable was dropped (RAC4).
  @Test func rule10_aStartThatCanStillSendKeepsItsOwner() {
    let source = Source()
    weak var weakOwner: Owner?
    weak var weakShared: SharedStart?
    do {
      let shared = SharedStart()
      weakShared = shared
      let owner = Owner()
      weakOwner = owner
      owner.run(source.producer, on: shared)
      #expect(shared.subscription().began())
      shared.ownerReleased()
    }
    #expect(weakShared == nil)
    source.input?(.value(1))
    #expect(weakOwner?.log.events == [.value(1)])
  }

  /// ... and once nothing can send into it (its handler let go of its
  /// input) and nothing can stop it (no handle, no subscription's
  /// disposable), the owner and the shared start are freed though a
  /// subscription never ended: RAC2 freed such a replay (issue 19 item 7).
  @Test func rule10_theOwnerIsFreedOnceNothingCanSendIntoTheStartOrStopIt() {
    let source = Source(keepsItsInput: false)
    weak var weakOwner: Owner?
    weak var weakShared: SharedStart?
    do {
      let shared = SharedStart()
      weakShared = shared
      let owner = Owner()
      weakOwner = owner
      owner.run(source.producer, on: shared)
      #expect(shared.subscription().began())
      shared.ownerReleased()
    }
    #expect(weakOwner == nil)
    #expect(weakShared == nil)
    #expect(source.disposals.value == 0)
  }
}
