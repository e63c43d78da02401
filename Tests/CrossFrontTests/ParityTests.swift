import RACLabCore
import Testing

/// The cross-flavor pairs of docs/Migration.md, each run as one script on both fronts.
@Suite struct ParityTests {
  @Test func createSignalAndSignalProducerInitRunPerSubscriber() throws {
    try expectParity(
      """
      kind cold
      at 0.1 subscribe S1
      at 0.5 send A
      at 1.0 subscribe S2
      at 1.5 send B
      at 2.0 dispose S1
      at 2.5 send C
      at 3.0 complete
      at 3.5 subscribe S3
      """,
      expected: [
        "t=0.5 S1 next A",
        "t=1.5 S1 next B",
        "t=1.5 S2 next B",
        "t=2.0 S1 interrupted",
        "t=2.5 S2 next C",
        "t=3.0 S2 completed",
      ],
      sourceStarts: [0.1, 1.0, 3.5])
  }

  @Test func subjectAndPipeBroadcastOnlyLiveEvents() throws {
    try expectParity(
      """
      kind subject
      at 0.0 send A
      at 0.1 subscribe S1
      at 1.0 send B
      at 1.1 subscribe S2
      at 2.0 send C
      at 2.5 dispose S1
      at 3.0 send D
      at 4.0 complete
      at 5.0 subscribe S3
      at 6.0 send E
      """,
      expected: [
        "t=1.0 S1 next B",
        "t=2.0 S1 next C",
        "t=2.0 S2 next C",
        "t=3.0 S2 next D",
        "t=4.0 S2 completed",
        "t=5.0 S3 interrupted",
      ])
  }

  @Test func replaySubjectAndBufferKeepTheNewestValues() throws {
    try expectParity(
      """
      kind replaySubject capacity 2
      at 0.0 send A
      at 0.0 send B
      at 0.0 send C
      at 1.0 subscribe S1
      at 2.0 send D
      at 3.0 dispose S1
      at 4.0 complete
      at 4.5 send E
      at 5.0 subscribe S2
      """,
      expected: [
        "t=1.0 S1 next B",
        "t=1.0 S1 next C",
        "t=2.0 S1 next D",
        "t=3.0 S1 interrupted",
        "t=5.0 S2 next C",
        "t=5.0 S2 next D",
        "t=5.0 S2 completed",
      ])
  }

  @Test func replaySubjectAndBufferOfCapacityZeroReplayOnlyTheTerminal() throws {
    try expectParity(
      """
      kind replaySubject capacity 0
      at 0.0 send A
      at 1.0 subscribe S1
      at 2.0 send B
      at 3.0 fail boom
      at 4.0 subscribe S2
      """,
      expected: [
        "t=2.0 S1 next B",
        "t=3.0 S1 error boom",
        "t=4.0 S2 error boom",
      ])
  }

  @Test func unboundedReplaySubjectAndBufferReplayEverything() throws {
    try expectParity(
      """
      kind replaySubject
      at 0.0 send A
      at 0.5 send B
      at 1.0 subscribe S1
      at 1.5 send C
      at 2.0 complete
      at 3.0 subscribe S2
      """,
      expected: [
        "t=1.0 S1 next A",
        "t=1.0 S1 next B",
        "t=1.5 S1 next C",
        "t=2.0 S1 completed",
        "t=3.0 S2 next A",
        "t=3.0 S2 next B",
        "t=3.0 S2 next C",
        "t=3.0 S2 completed",
      ])
  }

  @Test func replayLazilyStartsAtFirstSubscriptionAndNeverRestarts() throws {
    try expectParity(
      """
      kind replayLazily
      at 0.5 subscribe S1
      at 1.0 send A
      at 2.0 subscribe S2
      at 3.0 send B
      at 3.5 dispose S1
      at 4.0 dispose S2
      at 5.0 subscribe S3
      at 6.0 complete
      """,
      expected: [
        "t=1.0 S1 next A",
        "t=2.0 S2 next A",
        "t=3.0 S1 next B",
        "t=3.0 S2 next B",
        "t=3.5 S1 interrupted",
        "t=4.0 S2 interrupted",
        "t=5.0 S3 next A",
        "t=5.0 S3 next B",
        "t=6.0 S3 completed",
      ],
      sourceStarts: [0.5])
  }

  @Test func publishConnectAndStartWithSignalShareOneRun() throws {
    try expectParity(
      """
      kind publish
      at 0.1 subscribe S1
      at 0.2 subscribe S2
      at 1.0 connect
      at 1.5 send A
      at 2.0 subscribe S3
      at 2.5 send B
      at 3.0 connect
      at 3.5 complete
      at 4.0 subscribe S4
      """,
      expected: [
        "t=1.5 S1 next A",
        "t=1.5 S2 next A",
        "t=2.5 S1 next B",
        "t=2.5 S2 next B",
        "t=2.5 S3 next B",
        "t=3.5 S1 completed",
        "t=3.5 S2 completed",
        "t=3.5 S3 completed",
        "t=4.0 S4 interrupted",
      ],
      sourceStarts: [1.0])
  }

  @Test func publishWithoutConnectDeliversNothing() throws {
    try expectParity(
      """
      kind publish
      at 0.1 subscribe S1
      at 1.0 send A
      """,
      expected: [],
      sourceStarts: [])
  }
}
