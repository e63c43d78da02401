import Foundation

extension Producer {
  /// Sends the elements of `values`, one every `interval` seconds from
  /// `interval` after each start, then completes on the tick after the last
  /// one (ReactiveSwift `SignalProducer.interval(_:interval:on:)`; an
  /// endless sequence never completes). Each start walks its own iterator.
  ///
  /// Traps when `interval` is not positive, `leeway` is negative, or the
  /// scheduler runs actions inline (it cannot wait).
  @usableFromInline
  package static func interval<Values: Sequence<Value>>(
    _ values: Values, every interval: TimeInterval, leeway: TimeInterval, on scheduler: any DateSchedulerCore
  ) -> Producer {
    requirePositive(interval, "interval")
    requireNonNegative(leeway, "interval leeway")
    requireWaitingScheduler(scheduler, "an interval")
    return Producer { input, lifetime in
      let iterator = IntervalIterator(values.makeIterator())
      let start = scheduler.currentDate.addingTimeInterval(interval)
      if let timer = scheduler.schedule(
        after: start, repeatingEvery: interval, leeway: leeway,
        {
          if let value = iterator.next() { input(.value(value)) } else { input(.completed) }
        })
      {
        lifetime.add(timer)
      }
    }
  }
}

/// The iterator of one `interval` start, advanced by its timer's ticks.
@usableFromInline
final class IntervalIterator<Base: IteratorProtocol> {
  @usableFromInline
  var base: Base

  @usableFromInline
  init(_ base: Base) { self.base = base }

  @usableFromInline
  func next() -> Base.Element? { base.next() }
}

// Safety: `base` is touched only by the ticks of one repeating timer, which
// its scheduler runs one at a time (no engine scheduler overlaps its own
// actions); the iterator's `next()` is user code, so it runs under no lock.
extension IntervalIterator: @unchecked Sendable {}
