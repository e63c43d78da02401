import RACClassic
import RACModern

/// RAC2: the profile request, made once however many screens show it: the
/// first screen to subscribe starts it, later ones get its replay.
public func classicSharedProfile(_ request: RACSignal<String>) -> RACSignal<String> {
  request.replayLazily()
}

/// The RAC4 port of `classicSharedProfile(_:)`: the request's producer
/// replayed to every start after the first.
public func modernSharedProfile(_ request: SignalProducer<String, NoError>) -> SignalProducer<String, NoError> {
  request.replayLazily(upTo: 1)
}
