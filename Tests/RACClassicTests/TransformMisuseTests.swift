import Foundation
import RACClassic
import Testing

/// The transforming and flattening operators' programmer errors trap naming the problem
/// (docs/EventContract.md rule 13), as RAC2 asserted.
@Suite struct ClassicTransformMisuseTests {
  @Test func andOfAnEmptyArrayTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACSignal<[Bool]>.return([]).and().subscribeNext { _ in }
    }
    #expect(ClassicMisuseTests.stderr(result).contains("and needs at least one Boolean (got an empty array)"))
  }

  @Test func orOfAnEmptyArrayTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      RACSignal<[Bool]>.return([]).or().subscribeNext { _ in }
    }
    #expect(ClassicMisuseTests.stderr(result).contains("or needs at least one Boolean (got an empty array)"))
  }

  @Test func negativeFlattenLimitTrapsNamingIt() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = RACSignal<RACSignal<Int>>.never().flatten(-2)
    }
    #expect(ClassicMisuseTests.stderr(result).contains("flatten limit must not be negative (got -2)"))
  }
}
