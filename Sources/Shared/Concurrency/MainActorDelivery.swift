import Dispatch

/// Calls main-actor callbacks from the engine, which delivers on whatever
/// thread sends.
package enum MainActorDelivery {
  /// Runs `body` on the main actor: at once when the caller is on the main
  /// queue (a `UIScheduler` delivery), otherwise from the main queue soon
  /// after (an interruption arrives on the disposing thread).
  package static func run(_ body: @escaping @MainActor () -> Void) {
    guard MainQueue.isCurrent else {
      let box = UncheckedBox(body)
      DispatchQueue.main.async { MainActor.assumeIsolated { box.value() } }
      return
    }
    MainActor.assumeIsolated(body)
  }

  /// `callback` as a function the engine can call on any thread: each call
  /// runs `callback` with its argument on the main actor (see `run`). The
  /// one-kind sinks (`SignalEvent.valueSink` and its siblings) take it, so
  /// that RACModern's main-actor observations filter by kind in the engine
  /// and hop to the main actor only for the events they handle.
  package static func hopping<Argument>(_ callback: @escaping @MainActor (Argument) -> Void) -> (Argument) -> Void {
    { argument in
      let box = UncheckedBox(argument)
      run { callback(box.value) }
    }
  }

  /// `callback` as a function the engine can call on any thread: each call
  /// runs `callback` on the main actor (see `run`).
  package static func hoppingCall(_ callback: @escaping @MainActor () -> Void) -> () -> Void {
    { run(callback) }
  }
}

/// A debug-build check that a callback formed on the main actor is called on
/// it: RACModern's plain `observe`/`start` methods accept such a callback
/// (callbacks carry no `Sendable` requirement) and call it on the thread
/// that delivers, which the compiler cannot see.
@usableFromInline
package enum MainActorCheck {
  /// `callback`, which is checked in debug builds when `isolation` is the
  /// main actor: the first call off the main queue from a closure written at
  /// `file`:`line` writes one warning line through `DebugLog`, naming them;
  /// that closure is not reported again, however many subscriptions it
  /// makes (a line in a loop, or run once per request).
  @usableFromInline
  package static func checked<Argument>(
    _ callback: @escaping (Argument) -> Void, isolation: (any Actor)?, file: StaticString, line: UInt
  ) -> (Argument) -> Void {
    #if DEBUG
      guard isMainActor(isolation) else { return callback }
      let warned = OnceFlag()
      return { argument in
        if !MainQueue.isCurrent, warned.set(), reported.firstTime("\(file):\(line)") {
          warn(file, line)
        }
        callback(argument)
      }
    #else
      return callback
    #endif
  }

  /// `checked` for a callback without an argument.
  @usableFromInline
  package static func checked(
    _ callback: @escaping () -> Void, isolation: (any Actor)?, file: StaticString, line: UInt
  ) -> () -> Void {
    #if DEBUG
      guard isMainActor(isolation) else { return callback }
      let check = checked({ (_: Void) in callback() }, isolation: isolation, file: file, line: line)
      return { check(()) }
    #else
      return callback
    #endif
  }

  private static func isMainActor(_ isolation: (any Actor)?) -> Bool {
    guard let isolation else { return false }
    return isolation as AnyObject === MainActor.shared
  }

  /// The closures (`file:line`) already reported, process-wide.
  private static let reported = ReportedClosures()

  private static func warn(_ file: StaticString, _ line: UInt) {
    DebugLog.write(
      "RACPort warning: a callback formed on the main actor at \(file):\(line) ran off the main thread; "
        + "if it touches main-actor state, deliver it with observe(on: UIScheduler()) to have the compiler "
        + "check it, unless the main thread waits for the result (a command-line program in first() or wait()), "
        + "where that delivery could never run: there, form the callback in a nonisolated function")
  }
}

/// The closures `MainActorCheck` has reported, process-wide.
private final class ReportedClosures {
  private let places = LockedState<Set<String>>.make([])

  /// Whether `place` is reported for the first time (it is then recorded).
  func firstTime(_ place: String) -> Bool {
    places.withLock { $0.insert(place).inserted }
  }
}

// Safety: the set is only touched under its lock.
extension ReportedClosures: @unchecked Sendable {}
