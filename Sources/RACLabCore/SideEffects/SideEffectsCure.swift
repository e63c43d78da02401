/// The ways to stop S7's pipeline from requesting six times, and how each is
/// spelled per flavor.
public enum SideEffectsCure: String, CaseIterable, Sendable, Codable {
  /// No conversion: each subscription runs the request.
  case none
  /// `publish()` + `connect()` after binding | `startWithSignal`, binding in `setUp`.
  case publishConnect = "publish+connect"
  /// `replay()`: eager, unbounded (classic only).
  case replay
  /// `replayLast()`: eager, capacity 1 (classic only).
  case replayLast
  /// `replayLazily()` | `replayLazily(Int.max)`.
  case replayLazily
  /// `replayLazily(1)` (modern only: RAC2's `replayLazily()` has no capacity).
  case replayLazilyN = "replayLazily(n)"
  /// A replay subject subscribed to the request at once: `RACReplaySubject` |
  /// `SignalProducer.buffer(Int.max)` fed by `start(observer)`.
  case buffer

  /// How the cure is written in `flavor`; `nil` when the flavor has no such call.
  public func spelling(_ flavor: Flavor) -> String? {
    switch (self, flavor) {
    case (.none, .classic): "fetchData (cold RACSignal)"
    case (.none, .modern): "fetchData (cold SignalProducer)"
    case (.publishConnect, .classic): "fetchData.publish(), bind to .signal, connect()"
    case (.publishConnect, .modern): "fetchData.startWithSignal { bind to the signal }"
    case (.replay, .classic): "fetchData.replay()"
    case (.replayLast, .classic): "fetchData.replayLast()"
    case (.replay, .modern), (.replayLast, .modern): nil
    case (.replayLazily, .classic): "fetchData.replayLazily()"
    case (.replayLazily, .modern): "fetchData.replayLazily(Int.max)"
    case (.replayLazilyN, .classic): nil
    case (.replayLazilyN, .modern): "fetchData.replayLazily(1)"
    case (.buffer, .classic): "fetchData.subscribe(RACReplaySubject())"
    case (.buffer, .modern): "SignalProducer.buffer(Int.max), fetchData.start(observer)"
    case (_, .swift): nil  // the experiment is RAC2 against RAC4 (`Flavor.seeded`)
    }
  }
}
