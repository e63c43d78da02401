import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// A recorded failure keeps its error: type and value, not a description.
@Suite struct RecordedErrorTests {
  enum LoginError: Error, Equatable { case offline, wrongPassword(attempts: Int) }
  enum SearchError: Error, Equatable { case offline }
  struct Described: Error, CustomStringConvertible { var description: String { "offline" } }
  struct Opaque: Error { let code: Int }

  @Test func errorsOfTwoTypesWithOneCaseNameDiffer() {
    #expect(RecordedError(LoginError.offline) != RecordedError(SearchError.offline))
    #expect(RecordedError(LoginError.offline) == RecordedError(LoginError.offline))
    #expect(
      RecordedError(LoginError.wrongPassword(attempts: 1)) != RecordedError(LoginError.wrongPassword(attempts: 2)))
    // Their summaries, all the kit used to keep, are the same.
    #expect(RecordedError(LoginError.offline).summary == RecordedError(SearchError.offline).summary)
  }

  @Test func descriptionsShowTheType() {
    #expect(RecordedError(LoginError.offline).description == "LoginError.offline")
    #expect(RecordedError(LoginError.wrongPassword(attempts: 2)).description == "LoginError.wrongPassword(attempts: 2)")
    #expect(RecordedError(Described()).description == "offline (Described)")
    #expect(RecordedError(MarbleError()).description == "MarbleError")
    #expect(RecordedError(nil).description == "nil")
    let offline = NSError(domain: "NSURLErrorDomain", code: -1009, userInfo: [NSLocalizedDescriptionKey: "offline"])
    #expect(
      RecordedError(offline).description
        == "NSError(domain: NSURLErrorDomain, code: -1009, userInfo keys: [NSLocalizedDescription])")
    #expect(RecordedError(NSError(domain: "D", code: 1)).description == "NSError(domain: D, code: 1)")
    #expect(RecordedError(LoginError.offline).typeName == "LoginError")
  }

  @Test func nsErrorsCompareByDomainCodeAndUserInfoKeys() {
    let offline = NSError(domain: "NSURLErrorDomain", code: -1009, userInfo: [NSLocalizedDescriptionKey: "offline"])
    let localized = NSError(
      domain: "NSURLErrorDomain", code: -1009, userInfo: [NSLocalizedDescriptionKey: "hors ligne"])
    #expect(RecordedError(offline) == RecordedError(localized))
    #expect(RecordedError(offline) != RecordedError(NSError(domain: "NSURLErrorDomain", code: -1009)))
    #expect(RecordedError(offline) != RecordedError(NSError(domain: "NSURLErrorDomain", code: -1001)))
    #expect(RecordedError(offline) != RecordedError(NSError(domain: "Other", code: -1009, userInfo: offline.userInfo)))
  }

  @Test func errorsThatAreNotEquatableCompareByDescription() {
    #expect(RecordedError(Opaque(code: 1)) == RecordedError(Opaque(code: 1)))
    #expect(RecordedError(Opaque(code: 1)) != RecordedError(Opaque(code: 2)))
    // A Swift error is never equal to an NSError, though it bridges to one.
    #expect(RecordedError(Opaque(code: 1)) != RecordedError(Opaque(code: 1) as NSError))
  }

  @Test func aBridgedErrorIsTheClassicErrorItCarries() {
    #expect(RecordedError(BridgedError(underlying: LoginError.offline)) == RecordedError(LoginError.offline))
    #expect(RecordedError(BridgedError(underlying: nil)) == RecordedError(nil))
    #expect(RecordedError(nil) != RecordedError(LoginError.offline))
    #expect(RecordedError(BridgedError(underlying: LoginError.offline)).error is LoginError)
  }

  @Test func aWrittenDescriptionMatchesTheSummaryOrTheDescriptionWithTheType() {
    let recorded = RecordedError(LoginError.offline)
    #expect(recorded == "offline")
    #expect(recorded == "LoginError.offline")
    #expect(recorded != "SearchError.offline")
    #expect(RecordedError(NSError(domain: "D", code: 4)) == "D 4")
    #expect(RecordedError(nil) == "nil")
  }

  @Test func aTimelineKeepsTheErrorOfAFailureInEitherFace() throws {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(RACSignal<Int>.error(LoginError.wrongPassword(attempts: 3)))
    let modern = scheduler.record(SignalProducer<Int, LoginError>(error: .wrongPassword(attempts: 3)))
    let other = scheduler.record(SignalProducer<Int, SearchError>(error: .offline))
    #expect(classic.timeline == modern.timeline)
    #expect(classic.events == [.failed(error: LoginError.wrongPassword(attempts: 3))])
    guard case .failed(let recorded) = modern.events.first else {
      Issue.record("no failure recorded")
      return
    }
    #expect(recorded.error as? LoginError == .wrongPassword(attempts: 3))
    let difference = try #require(
      Timeline(modern.timeline.entries.map { ($0.time, $0.event) }, label: "port")
        .difference(from: Timeline([(0, .failed(error: LoginError.offline))], label: "expected")))
    #expect(
      difference.headline
        == "Timelines differ at t=0.0: port heard failed(LoginError.wrongPassword(attempts: 3)); expected heard failed(LoginError.offline)"
    )
    #expect(other.timeline != Timeline([(0, .failed(error: LoginError.offline))]))
    #expect(other.timeline.description == "[t=0.0 failed(SearchError.offline)]")
  }
}
