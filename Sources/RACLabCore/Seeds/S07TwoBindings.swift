import RACClassic
import RACModern

extension SeedCatalog {
  /// S7e: seed 003's variant: two `flattenMap`s, two bindings, two requests.
  static let s7e = SeedScenario(
    "S7e", "Two flattenMaps, two bindings, two requests",
    expected: [
      "t=1.0 request #1",
      "t=1.0 statusLabel: lt",
      "t=1.0 request #2",
      "t=1.0 textF: cool",
      "t=2.0 requests: 2",
    ],
    sideEffects: 2,
    note: "Designed transcript (seed 003 printed the request log twice): each binding subscribes fetchData once.",
    marbles: requestReading,
    classic: { lab in bindTwoViews(lab, fetchData: twoFieldFetch(lab)) },
    modern: { lab in bindTwoViews(lab, fetchData: twoFieldFetch(lab)) })

  /// S7f: the same with `replayLazily`: one request.
  static let s7f = SeedScenario(
    "S7f", "Two bindings over replayLazily, one request",
    expected: [
      "t=1.0 request #1",
      "t=1.0 statusLabel: lt",
      "t=1.0 textF: cool",
      "t=2.0 requests: 1",
    ],
    sideEffects: 1,
    note: "Designed transcript: the one request runs at the first binding. RACModern: replayLazily(Int.max).",
    marbles: requestReading,
    classic: { lab in bindTwoViews(lab, fetchData: twoFieldFetch(lab).replayLazily()) },
    modern: { lab in bindTwoViews(lab, fetchData: twoFieldFetch(lab).replayLazily(Int.max)) })

  // MARK: The article's code

  private static func twoFieldFetch(_ lab: ClassicContext) -> RACSignal<[String: String]> {
    let requests = RequestCounter()
    lab.at(2.0) { lab.log("requests: \(requests.count)") }
    return RACSignal.createSignal { subscriber in
      lab.sideEffect()
      requests.count += 1
      lab.log("request #\(requests.count)")
      subscriber.sendNext(["title": "lt", "des": "cool"])
      subscriber.sendCompleted()
      return nil
    }
  }

  private static func bindTwoViews(_ lab: ClassicContext, fetchData: RACSignal<[String: String]>) {
    let titleSignal = fetchData.flattenMap { dic in dic["title"].map { RACSignal.return($0) } }
    let desSignal = fetchData.flattenMap { dic in dic["des"].map { RACSignal.return($0) } }
    lab.at(1.0) {
      lab.subscribes("statusLabel")
      titleSignal.subscribeNext { lab.log("statusLabel: \($0)") }
      lab.subscribes("textF")
      desSignal.subscribeNext { lab.log("textF: \($0)") }
    }
  }

  private static func twoFieldFetch(_ lab: ModernContext) -> SignalProducer<[String: String], NoError> {
    let requests = RequestCounter()
    lab.at(2.0) { lab.log("requests: \(requests.count)") }
    return SignalProducer { observer, _ in
      lab.sideEffect()
      requests.count += 1
      lab.log("request #\(requests.count)")
      observer.sendNext(["title": "lt", "des": "cool"])
      observer.sendCompleted()
    }
  }

  private static func bindTwoViews(_ lab: ModernContext, fetchData: SignalProducer<[String: String], NoError>) {
    let titleSignal = fetchData.flatMap(.merge) { dic in dic["title"].map { SignalProducer(value: $0) } ?? .empty }
    let desSignal = fetchData.flatMap(.merge) { dic in dic["des"].map { SignalProducer(value: $0) } ?? .empty }
    lab.at(1.0) {
      lab.subscribes("statusLabel")
      titleSignal.startWithNext { lab.log("statusLabel: \($0)") }
      lab.subscribes("textF")
      desSignal.startWithNext { lab.log("textF: \($0)") }
    }
  }
}
