import Foundation
import RACClassic
import RACModern

extension SideEffectsExperiment {
  private static let response = ["title": "t", "desc": "d"]

  private static func missing(_ key: String) -> NSError {
    NSError(domain: "some error", code: 400, userInfo: ["missing": key])
  }

  static func runClassic(_ cure: SideEffectsCure, _ log: SideEffectsLog) {
    _ = Flavor.runClassic { lab in
      log.now = { lab.now }
      lab.at(callTime) {
        let fetchData = RACSignal<[String: String]>.createSignal { subscriber in
          log.request()
          subscriber.sendNext(response)
          subscriber.sendCompleted()
          return nil
        }
        var connection: RACMulticastConnection<[String: String]>?
        let shared: RACSignal<[String: String]>
        switch cure {
        case .none: shared = fetchData
        case .publishConnect:
          connection = fetchData.publish()
          shared = connection!.signal
        case .replay: shared = fetchData.replay()
        case .replayLast: shared = fetchData.replayLast()
        case .replayLazily: shared = fetchData.replayLazily()
        case .buffer:
          let subject = RACReplaySubject<[String: String]>()
          fetchData.subscribe(subject)
          shared = subject
        case .replayLazilyN: preconditionFailure("RACClassic has no replayLazily(n)")
        }
        lab.at(bindTime) {
          bindViews(shared, log)
          connection?.connect()
        }
      }
    }
  }

  private static func bindViews(_ fetchData: RACSignal<[String: String]>, _ log: SideEffectsLog) {
    let title = fetchData.flattenMap { value -> RACSignal<String> in
      value["title"].map { .return($0) } ?? .error(missing("title"))
    }
    let desc = fetchData.flattenMap { value -> RACSignal<String> in
      value["desc"].map { .return($0) } ?? .error(missing("desc"))
    }
    let renderedDesc = desc.flattenMap { RACSignal.return("rendered(\($0))") }
    title.catchTo(.return("Error")).startWith("Loading...").subscribeNext { log.show("someLabel", $0) }
    desc.catchTo(.return("Error")).startWith("Loading...").subscribeNext { log.show("originTextView", $0) }
    renderedDesc.catchTo(.return("Error")).startWith("Loading...").subscribeNext { log.show("renderedTextView", $0) }
    RACSignal.merge([title, desc, renderedDesc]).subscribeError { _ in log.show("alert", "shown") }
  }

  static func runModern(_ cure: SideEffectsCure, _ log: SideEffectsLog) {
    _ = Flavor.runModern { lab in
      log.now = { lab.now }
      lab.at(callTime) {
        let fetchData = SignalProducer<[String: String], NSError> { observer, _ in
          log.request()
          observer.sendNext(response)
          observer.sendCompleted()
        }
        let shared: SignalProducer<[String: String], NSError>
        switch cure {
        case .none: shared = fetchData
        case .publishConnect:
          // RAC4 has no connection object: the producer is started once, and
          // the views are bound to the started signal in setUp, before it sends.
          lab.at(bindTime) {
            fetchData.startWithSignal { signal, _ in bindViews(SignalProducer(signal: signal), log) }
          }
          return
        case .replayLazily: shared = fetchData.replayLazily(Int.max)
        case .replayLazilyN: shared = fetchData.replayLazily(1)
        case .buffer:
          let (producer, observer) = SignalProducer<[String: String], NSError>.buffer(Int.max)
          fetchData.start(observer)
          shared = producer
        case .replay, .replayLast: preconditionFailure("RACModern has no eager replay")
        }
        lab.at(bindTime) { bindViews(shared, log) }
      }
    }
  }

  private static func bindViews(_ fetchData: SignalProducer<[String: String], NSError>, _ log: SideEffectsLog) {
    let title = fetchData.flatMap(.merge) { value -> SignalProducer<String, NSError> in
      value["title"].map { SignalProducer(value: $0) } ?? SignalProducer(error: missing("title"))
    }
    let desc = fetchData.flatMap(.merge) { value -> SignalProducer<String, NSError> in
      value["desc"].map { SignalProducer(value: $0) } ?? SignalProducer(error: missing("desc"))
    }
    let renderedDesc = desc.flatMap(.merge) { SignalProducer(value: "rendered(\($0))") }
    func shown(_ text: SignalProducer<String, NSError>) -> SignalProducer<String, NSError> {
      text.flatMapError { _ in SignalProducer(value: "Error") }.startWith("Loading...")
    }
    shown(title).startWithNext { log.show("someLabel", $0) }
    shown(desc).startWithNext { log.show("originTextView", $0) }
    shown(renderedDesc).startWithNext { log.show("renderedTextView", $0) }
    SignalProducer.merge([title, desc, renderedDesc]).startWithFailed { _ in log.show("alert", "shown") }
  }
}
