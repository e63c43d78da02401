import Foundation
import RACShared
import Testing

/// The one adapter every face uses for a disposable or a scheduler it did
/// not create: it calls the methods the face passed, and keeps the face's
/// object as it was given.
@Suite struct ForeignAdapterTests {
  /// A stand-in for a user's type conforming to a face protocol.
  final class UserDisposable: @unchecked Sendable {
    var disposals = 0
  }

  @Test func aForeignDisposableIsReadAndDisposedThroughTheFacesMethods() {
    let user = UserDisposable()
    let adapter = ForeignDisposableCore(user, isDisposed: { $0.disposals > 0 }, dispose: { $0.disposals += 1 })
    #expect(adapter.base === user)
    #expect(!adapter.isDisposed)
    adapter.dispose()
    #expect(adapter.isDisposed)
    #expect(user.disposals == 1)
  }

  /// A stand-in for a user's date scheduler: a virtual clock and a log.
  final class UserScheduler {
    let clock = VirtualTimeSchedulerCore(startDate: Date(timeIntervalSinceReferenceDate: 0))
    var calls: [String] = []
  }

  @Test func aForeignDateSchedulerIsCalledThroughTheFacesMethods() {
    let user = UserScheduler()
    let adapter = ForeignDateSchedulerCore(
      user, owner: user, currentDate: { $0.clock.currentDate },
      schedule: { user, action in
        user.calls.append("now")
        return user.clock.schedule(action)
      },
      scheduleAfter: { user, date, action in
        user.calls.append("at \(date.timeIntervalSinceReferenceDate)")
        return user.clock.schedule(after: date, action)
      },
      scheduleRepeating: { user, date, interval, leeway, action in
        user.calls.append("at \(date.timeIntervalSinceReferenceDate) every \(interval) leeway \(leeway)")
        return user.clock.schedule(after: date, repeatingEvery: interval, leeway: leeway, action)
      })
    var ran: [String] = []
    adapter.schedule { ran.append("now") }
    adapter.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) { ran.append("once") }
    let repeating = adapter.schedule(after: Date(timeIntervalSinceReferenceDate: 2), repeatingEvery: 2, leeway: 0.5) {
      ran.append("tick \(adapter.currentDate.timeIntervalSinceReferenceDate)")
    }
    user.clock.advance(to: Date(timeIntervalSinceReferenceDate: 4))
    repeating?.dispose()
    user.clock.advance(to: Date(timeIntervalSinceReferenceDate: 10))
    #expect(user.calls == ["now", "at 1.0", "at 2.0 every 2.0 leeway 0.5"])
    #expect(ran == ["now", "once", "tick 2.0", "tick 4.0"])
    #expect(adapter.owner === user)
    #expect(adapter.base === user)
  }
}
