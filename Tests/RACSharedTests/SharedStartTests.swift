import RACShared
import RACTestSupport
import Testing

/// `SharedStart`, the one start shared by a replayed source (rule 10) and a
/// composed property's derivation (rule 14): when the rule disposes it, and
/// that it is anchored by its running input.
@Suite("SharedStart (rules 10, 14)")
struct SharedStartTests {
  typealias IntProducer = Producer<Int, TestFailure>

  /// A start handler that keeps its input, and counts disposals.
  final class Source {
    final class InputBox {
      var input: EventSink<Int, TestFailure>?
    }

    let disposals = Counter()
    private let box = InputBox()
    let producer: IntProducer
    var input: EventSink<Int, TestFailure>? { box.input }

    init() {
      producer = IntProducer { [box, disposals] input, lifetime in
        box.input = input
        lifetime.add { disposals.increment() }
      }
    }
  }

  /// What holds a shared start in production: its sink holds it.
  final class Owner {
    let shared: SharedStart
    let log = Recorder<Int>()
    init(onStop: (() -> Void)? = nil) { shared = SharedStart(onStop: onStop) }
    func run(_ producer: IntProducer) {
      shared.runOnce { producer.instantiate { [self] event in log.sink(event) } }
    }
  }

  @Test func rule14_theStartStopsOnceTheOwnerIsGoneAndNoSubscriptionIsLive() {
    let source = Source()
    let stops = Counter()
    let owner = Owner { stops.increment() }
    owner.run(source.producer)
    let (began, ended) = owner.shared.subscription()
    #expect(began())
    owner.shared.ownerReleased()
    #expect(source.disposals.value == 0)
    source.input?(.value(1))
    ended()
    #expect(source.disposals.value == 1)
    #expect(stops.value == 1)
    #expect(owner.shared.isStopped)
    #expect(owner.log.events == [.value(1), .interrupted])
  }

  @Test func rule14_aHandleHandedOutKeepsTheStartRunningUntilItGoes() {
    let source = Source()
    let owner = Owner()
    owner.run(source.producer)
    var handle: AnyObject? = owner.shared.handle()
    owner.shared.ownerReleased()
    #expect(source.disposals.value == 0)
    withExtendedLifetime(handle) {}
    handle = nil
    #expect(source.disposals.value == 1)
  }

  @Test func rule14_aSubscriptionEndedBeforeItBeganIsNeverCounted() {
    let source = Source()
    let owner = Owner()
    owner.run(source.producer)
    let (began, ended) = owner.shared.subscription()
    ended()
    #expect(!began())
    owner.shared.ownerReleased()
    #expect(source.disposals.value == 1)
  }

  @Test func rule10_theStartRunsOnceHoweverOftenItIsAskedFor() {
    let starts = Counter()
    let owner = Owner()
    let producer = IntProducer { _, _ in starts.increment() }
    #expect(owner.shared.runOnce { producer.instantiate { _ in } })
    #expect(!owner.shared.runOnce { producer.instantiate { _ in } })
    #expect(starts.value == 1)
  }

  /// Anchored by its running input: once nothing can send into the start
  /// (its handler let go of its input), the owner is freed although the
  /// shared start was never stopped.
  @Test func rule10_theOwnerIsFreedOnceNothingCanSendIntoTheStart() {
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      owner.run(IntProducer { input, _ in input(.value(1)) })
      let (began, _) = owner.shared.subscription()
      #expect(began())
    }
    #expect(weakOwner == nil)
  }

  /// ... and while something can still send, the owner stays, and the rule
  /// can still dispose the start, even for a `lift(cancelling:)` start whose
  /// cancel is a fresh object only its sink holds.
  @Test(arguments: [false, true])
  func rule10_aStartThatCanStillSendIsDisposedByTheRuleEvenThroughACancellingLift(lifted: Bool) {
    let source = Source()
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      owner.run(lifted ? source.producer.lift(cancelling: EventTransforms.take(5)) : source.producer)
    }
    #expect(weakOwner != nil)
    source.input?(.value(1))
    #expect(weakOwner?.log.events == [.value(1)])
    weakOwner?.shared.ownerReleased()
    #expect(source.disposals.value == 1)
  }
}
