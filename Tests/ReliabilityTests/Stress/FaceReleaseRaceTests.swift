import Foundation
import RACShared
import Testing

/// ReactiveSwift's release rule (`SignalCoreBase+Release.swift`) under a
/// race: the signal's last face goes away on one thread while an observer
/// attaches on another. The observer either attached first, and then keeps
/// the signal alive (it hears nothing), or came after the signal ended, and
/// then hears `.interrupted` as a late observer (its `observe` returns
/// `nil`). It must never attach to a live signal and then be interrupted by
/// the face going away (the decision used to look at the observers in one
/// lock round and interrupt in another).
@Suite struct FaceReleaseRaceTests {
  @Test func anObserverAttachingWhileTheLastFaceGoesIsNeverInterruptedByIt() {
    withWatchdog("face release race") {
      var attachedFirst = 0
      var cameLate = 0
      for _ in 0..<1_000 {
        let core = SignalCore<Int, Never>()
        core.adoptFace(.reactiveSwift)
        let heard = Shared(EventRecord())
        let slot = Shared(SlotBox())
        let shared = Shared(core)
        startThreads(2) { index in
          if index == 0 {
            shared.value.releaseFace()
          } else {
            slot.value.slot = shared.value.observe { heard.value.append($0) }
          }
        }.wait()
        if slot.value.slot != nil {
          attachedFirst += 1
          #expect(heard.value.events == [], "attached to a live signal, then interrupted by the face going away")
          // The signal keeps itself alive for its observer: end it.
          core.interrupt()
          #expect(heard.value.events == ["interrupted"])
        } else {
          cameLate += 1
          #expect(heard.value.events == ["interrupted"])
        }
      }
      #expect(attachedFirst + cameLate == 1_000)
    }
  }
}

/// What one observer heard, thread-safely.
private final class EventRecord: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [String] = []

  var events: [String] { lock.withLock { recorded } }

  func append(_ event: SignalEvent<Int, Never>) {
    let text =
      switch event {
      case .value(let value): "value(\(value))"
      case .failed: "failed"
      case .completed: "completed"
      case .interrupted: "interrupted"
      }
    lock.withLock { recorded.append(text) }
  }
}

/// The slot an observing thread got back.
private final class SlotBox: @unchecked Sendable {
  var slot: ObserverSlot<Int, Never>?
}
