import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

/// "RAC2's NSError X is the port's typed error Y", said once per test.
@Suite struct ErrorCorrespondenceTests {
  enum LoginError: Error, Equatable { case wrongPassword, locked(minutes: Int) }
  static let wrongPassword = NSError(
    domain: "LoginErrorDomain", code: 401, userInfo: [NSLocalizedDescriptionKey: "Wrong password"])

  @Test func withoutACorrespondenceAnNSErrorAndATypedErrorDifferAndTheDiffShowsBothTypes() throws {
    let scheduler = MigrationTestScheduler()
    let classic = scheduler.record(RACSignal<Int>.error(Self.wrongPassword))
    let modern = scheduler.record(SignalProducer<Int, LoginError>(error: .wrongPassword))
    let difference = try #require(classic.timeline.difference(from: modern.timeline))
    #expect(
      difference.headline
        == "Timelines differ at t=0.0: RACClassic heard failed(NSError(domain: LoginErrorDomain, code: 401, "
        + "userInfo keys: [NSLocalizedDescription])); RACModern heard failed(LoginError.wrongPassword)")
  }

  @Test func aDeclaredCorrespondenceRecordsTheClassicErrorAsThePortsInEveryRecorder() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(NSError(domain: "LoginErrorDomain", code: 401), as: LoginError.wrongPassword)
    let classic = scheduler.record(RACSignal<Int>.error(Self.wrongPassword))
    let modern = scheduler.record(SignalProducer<Int, LoginError>(error: .wrongPassword))
    let errorsAsValues = scheduler.record(RACSignal<any Error>.return(Self.wrongPassword))
    let byHand = Recorder<Int>(scheduler: scheduler)
    byHand.subscribe(to: RACSignal<Int>.error(Self.wrongPassword))
    #expect(expectEqualTimelines(classic.timeline, modern.timeline))
    #expect(byHand.timeline == modern.timeline)
    #expect(errorsAsValues.values == [RecordedError(LoginError.wrongPassword)])
    // What was sent stays visible.
    #expect(
      classic.timeline.description
        == "[t=0.0 failed(LoginError.wrongPassword, recorded as NSError(domain: LoginErrorDomain, code: 401, "
        + "userInfo keys: [NSLocalizedDescription]))]")
    guard case .failed(let recorded) = classic.events.first else {
      Issue.record("no failure")
      return
    }
    #expect(recorded.original.map { RecordedError($0.error) } == RecordedError(Self.wrongPassword))
  }

  @Test func anNSErrorPatternNeedsItsDomainCodeAndOnlyItsOwnUserInfoKeys() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(
      NSError(domain: "LoginErrorDomain", code: 401, userInfo: [NSLocalizedDescriptionKey: "any text"]),
      as: LoginError.wrongPassword)
    let matched = scheduler.record(RACSignal<Int>.error(Self.wrongPassword))
    let otherCode = scheduler.record(RACSignal<Int>.error(NSError(domain: "LoginErrorDomain", code: 403)))
    let missingKey = scheduler.record(RACSignal<Int>.error(NSError(domain: "LoginErrorDomain", code: 401)))
    #expect(matched.events == [.failed(error: LoginError.wrongPassword)])
    #expect(otherCode.events == [.failed(error: NSError(domain: "LoginErrorDomain", code: 403))])
    #expect(missingKey.events == [.failed(error: NSError(domain: "LoginErrorDomain", code: 401))])
  }

  @Test func aRuleMapsAFamilyOfErrorsOnce() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordErrors(of: NSError.self) { error in
      error.domain == "LoginErrorDomain" && error.code == 423
        ? LoginError.locked(minutes: error.userInfo["minutes"] as? Int ?? 0) : nil
    }
    let locked = scheduler.record(
      RACSignal<Int>.error(NSError(domain: "LoginErrorDomain", code: 423, userInfo: ["minutes": 5])))
    let other = scheduler.record(RACSignal<Int>.error(Self.wrongPassword))
    let swiftError = scheduler.record(RACSignal<Int>.error(LoginError.wrongPassword))
    #expect(locked.events == [.failed(error: LoginError.locked(minutes: 5))])
    #expect(locked.events != [.failed(error: LoginError.locked(minutes: 6))])
    #expect(other.events == [.failed(error: Self.wrongPassword)])
    // A Swift error is not handed to an NSError rule, though it bridges to one.
    #expect(swiftError.events == [.failed(error: LoginError.wrongPassword)])
  }

  @Test func correspondencesBelongToTheirScheduler() {
    let declaring = MigrationTestScheduler()
    declaring.recordError(Self.wrongPassword, as: LoginError.wrongPassword)
    let other = MigrationTestScheduler()
    let recorder = other.record(RACSignal<Int>.error(Self.wrongPassword))
    #expect(recorder.events == [.failed(error: Self.wrongPassword)])
  }

  @Test func aBridgedClassicErrorCorrespondsLikeTheErrorItCarries() {
    let scheduler = MigrationTestScheduler()
    scheduler.recordError(Self.wrongPassword, as: LoginError.wrongPassword)
    let bridged = scheduler.record(
      SignalProducer<Int, BridgedError>(error: BridgedError(underlying: Self.wrongPassword)))
    #expect(bridged.events == [.failed(error: LoginError.wrongPassword)])
  }
}
