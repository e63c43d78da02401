import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// The marbles of S7a to S7f: each request and the final count on the
  /// fetchData lane, a lane per view (or the alert).
  static let requestReading = MarbleReading(
    source: "fetchData",
    [
      .note("request #{n}", "request {n}"),
      .note("requests: {n}", "{n} in all"),
      .init("alert: {v}", .error, lane: "alert"),
      .value("{view}: {v}", lane: "{view}"),
    ])

  /// The transcript of S7c and S7d: the one request runs at the call (t=0),
  /// before anything is bound.
  static let eagerlyCuredTranscript = [
    "t=0.0 request #1",
    "t=1.0 someLabel: Loading...",
    "t=1.0 someLabel: t",
    "t=1.0 originTextView: Loading...",
    "t=1.0 originTextView: d",
    "t=1.0 renderedTextView: Loading...",
    "t=1.0 renderedTextView: rendered(d)",
    "t=2.0 requests: 1",
  ]

  /// S7a: three bindings and a merge over a cold request make six requests.
  static let s7a = SeedScenario(
    "S7a", "The six network requests",
    expected: [
      "t=1.0 someLabel: Loading...",
      "t=1.0 request #1",
      "t=1.0 someLabel: t",
      "t=1.0 originTextView: Loading...",
      "t=1.0 request #2",
      "t=1.0 originTextView: d",
      "t=1.0 renderedTextView: Loading...",
      "t=1.0 request #3",
      "t=1.0 renderedTextView: rendered(d)",
      "t=1.0 request #4",
      "t=1.0 request #5",
      "t=1.0 request #6",
      "t=2.0 requests: 6",
    ],
    sideEffects: 6,
    note: """
      Designed transcript: signals built at t=0, bound at 1.0, request count logged at 2.0. Each binding \
      subscribes fetchData once (3 requests), and merge([title, desc, renderedDesc]) subscribes all three \
      again (3 more).
      """,
    marbles: requestReading,
    classic: { lab in bindViews(lab, fetchData: fetchData(lab)) },
    modern: { lab in bindViews(lab, fetchData: fetchData(lab)) })

  /// S7b: `replayLazily` makes one request, at the first subscription.
  static let s7b = SeedScenario(
    "S7b", "The six requests cured by replayLazily",
    expected: [
      "t=1.0 someLabel: Loading...",
      "t=1.0 request #1",
      "t=1.0 someLabel: t",
      "t=1.0 originTextView: Loading...",
      "t=1.0 originTextView: d",
      "t=1.0 renderedTextView: Loading...",
      "t=1.0 renderedTextView: rendered(d)",
      "t=2.0 requests: 1",
    ],
    sideEffects: 1,
    note: """
      Designed transcript: the only request runs at 1.0, inside the first binding, between its \
      "Loading..." and its value. RACModern: replayLazily(Int.max).
      """,
    marbles: requestReading,
    classic: { lab in bindViews(lab, fetchData: fetchData(lab).replayLazily()) },
    modern: { lab in bindViews(lab, fetchData: fetchData(lab).replayLazily(Int.max)) })

  /// S7c: `replay` makes one request, at the call.
  static let s7c = SeedScenario(
    "S7c", "The six requests cured by replay",
    expected: eagerlyCuredTranscript,
    sideEffects: 1,
    note: """
      Designed transcript: the only request runs at t=0, when replay() is called, before anything is \
      bound. Classic only: RAC4 has no eager replay.
      """,
    marbles: requestReading,
    classic: { lab in bindViews(lab, fetchData: fetchData(lab).replay()) })

  /// S7d: `replayLast` makes one request, at the call.
  static let s7d = SeedScenario(
    "S7d", "The six requests cured by replayLast",
    expected: eagerlyCuredTranscript,
    sideEffects: 1,
    note: """
      Designed transcript: the only request runs at t=0, when replayLast() is called; the single response \
      is the last value, so every binding still sees it. Classic only: RAC4 has no eager replay.
      """,
    marbles: requestReading,
    classic: { lab in bindViews(lab, fetchData: fetchData(lab).replayLast()) })

  // MARK: The article's code

  /// The request count of one scenario run, logged at 2.0 (S7a to S7f).
  final class RequestCounter {
    var count = 0
  }

  private static func render(_ text: String) -> String { "rendered(\(text))" }

  private static func missing(_ key: String) -> NSError {
    NSError(domain: "some error", code: 400, userInfo: ["missing": key])
  }

  private static func fetchData(_ lab: ClassicContext) -> RACSignal<[String: String]> {
    let requests = RequestCounter()
    lab.at(2.0) { lab.log("requests: \(requests.count)") }
    return RACSignal.createSignal { subscriber in
      lab.sideEffect()
      requests.count += 1
      lab.log("request #\(requests.count)")
      subscriber.sendNext(["title": "t", "desc": "d"])
      subscriber.sendCompleted()
      return nil
    }
  }

  private static func bindViews(_ lab: ClassicContext, fetchData: RACSignal<[String: String]>) {
    let title = fetchData.flattenMap { value -> RACSignal<String> in
      if let title = value["title"] { return .return(title) }
      return .error(missing("title"))
    }
    let desc = fetchData.flattenMap { value -> RACSignal<String> in
      if let desc = value["desc"] { return .return(desc) }
      return .error(missing("desc"))
    }
    let renderedDesc = desc.flattenMap { RACSignal.return(render($0)) }
    lab.at(1.0) {
      lab.subscribes("someLabel")
      title.catchTo(.return("Error")).startWith("Loading...").subscribeNext { lab.log("someLabel: \($0)") }
      lab.subscribes("originTextView")
      desc.catchTo(.return("Error")).startWith("Loading...").subscribeNext { lab.log("originTextView: \($0)") }
      lab.subscribes("renderedTextView")
      renderedDesc.catchTo(.return("Error")).startWith("Loading...")
        .subscribeNext { lab.log("renderedTextView: \($0)") }
      lab.subscribes("alert")
      RACSignal.merge([title, desc, renderedDesc]).subscribeError { lab.log("alert: \(String(describing: $0))") }
    }
  }

  private static func fetchData(_ lab: ModernContext) -> SignalProducer<[String: String], NSError> {
    let requests = RequestCounter()
    lab.at(2.0) { lab.log("requests: \(requests.count)") }
    return SignalProducer { observer, _ in
      lab.sideEffect()
      requests.count += 1
      lab.log("request #\(requests.count)")
      observer.sendNext(["title": "t", "desc": "d"])
      observer.sendCompleted()
    }
  }

  private static func bindViews(_ lab: ModernContext, fetchData: SignalProducer<[String: String], NSError>) {
    let title = fetchData.flatMap(.merge) { value -> SignalProducer<String, NSError> in
      if let title = value["title"] { return SignalProducer(value: title) }
      return SignalProducer(error: missing("title"))
    }
    let desc = fetchData.flatMap(.merge) { value -> SignalProducer<String, NSError> in
      if let desc = value["desc"] { return SignalProducer(value: desc) }
      return SignalProducer(error: missing("desc"))
    }
    let renderedDesc = desc.flatMap(.merge) { SignalProducer(value: render($0)) }
    func shown(_ text: SignalProducer<String, NSError>) -> SignalProducer<String, NSError> {
      text.flatMapError { _ in SignalProducer(value: "Error") }.startWith("Loading...")
    }
    lab.at(1.0) {
      lab.subscribes("someLabel")
      shown(title).startWithNext { lab.log("someLabel: \($0)") }
      lab.subscribes("originTextView")
      shown(desc).startWithNext { lab.log("originTextView: \($0)") }
      lab.subscribes("renderedTextView")
      shown(renderedDesc).startWithNext { lab.log("renderedTextView: \($0)") }
      lab.subscribes("alert")
      SignalProducer.merge([title, desc, renderedDesc]).startWithFailed { lab.log("alert: \($0.domain)") }
    }
  }
}
