import RACShared
import Testing

/// The one drain loop.
@Suite("Trampoline")
struct TrampolineTests {
  @Test func theFirstOfferMakesTheCallerTheDrainerAndLaterOffersQueueInOrder() {
    var trampoline = Trampoline<Int>()
    #expect(trampoline.offer(1) == 1)
    #expect(trampoline.isDraining)
    #expect(trampoline.offer(2) == nil)
    #expect(trampoline.offer(3) == nil)
    #expect(trampoline.next() == 2)
    #expect(trampoline.next() == 3)
    #expect(trampoline.next() == nil)
    #expect(!trampoline.isDraining)
    #expect(trampoline.offer(4) == 4)
  }

  @Test func removingQueuedItemsKeepsTheOthersInOrder() {
    var trampoline = Trampoline<Int>()
    _ = trampoline.offer(0)
    for item in 1...6 { trampoline.enqueue(item) }
    trampoline.removeAll { $0.isMultiple(of: 2) }
    #expect(trampoline.next() == 1)
    #expect(trampoline.next() == 3)
    #expect(trampoline.next() == 5)
    #expect(trampoline.next() == nil)
  }
}
