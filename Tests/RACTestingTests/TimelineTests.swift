import Foundation
import RACClassic
import RACModern
import RACTesting
import Testing

@Suite struct TimelineTests {
  @Test func aTimelineReadsAsTimesAndEvents() {
    let timeline: Timeline<String> = [(0.1, .value("a")), (0.25, .failed("TestError(1)")), (1, .completed)]
    #expect(timeline.description == "[t=0.1 value(a), t=0.25 failed(TestError(1)), t=1.0 completed]")
    #expect(timeline.events == [.value("a"), .failed("TestError(1)"), .completed])
    #expect(timeline.values == ["a"])
  }

  @Test func labelsAreNotCompared() {
    let classic = Timeline<Int>([(0, .value(1))], label: "RACClassic")
    let modern = Timeline<Int>([(0, .value(1))], label: "RACModern")
    #expect(classic == modern)
  }

  @Test func timesAreOneInstantToTheNanosecond() {
    let sum: Timeline<Int> = [(0.1 + 0.2, .value(1))]
    let product: Timeline<Int> = [(3 * 0.1, .value(1))]
    let written: Timeline<Int> = [(0.3, .value(1))]
    #expect(sum == written)
    #expect(product == written)
    #expect(Timeline<Int>([(0.3000001, .value(1))]) != written)
  }

  @Test func withoutInterruptionsIsWhatAClassicSubscriberWouldHaveHeard() {
    let modern: Timeline<Int> = [(0, .value(1)), (1, .interrupted)]
    #expect(modern.withoutInterruptions == [(0, .value(1))])
  }

  @Test func errorsAreDescribedAlikeWhicheverFaceSentThem() {
    #expect(TimelineEvent<Int>.failed(error: nil) == .failed("nil"))
    #expect(TimelineEvent<Int>.failed(error: MarbleError()) == .failed("MarbleError"))
    // A RACModern observer's typed failure reads as the classic one does.
    #expect(TimelineEvent(Event<Int, MarbleError>.failed(MarbleError())) == .failed("MarbleError"))
    // A classic error that crossed the bridge reads as the error it carries,
    // a bridged `nil` as `nil`.
    #expect(
      TimelineEvent(Event<Int, BridgedError>.failed(BridgedError(underlying: MarbleError()))) == .failed("MarbleError"))
    #expect(TimelineEvent<Int>.failed(error: BridgedError(underlying: nil)) == .failed("nil"))
    // An NSError as its domain and code, the same on every platform.
    let offline = NSError(domain: "NSURLErrorDomain", code: -1009, userInfo: [NSLocalizedDescriptionKey: "offline"])
    #expect(TimelineEvent<Int>.failed(error: offline) == .failed("NSURLErrorDomain -1009"))
    #expect(TimelineEvent(Event<Int, NSError>.failed(offline)) == .failed("NSURLErrorDomain -1009"))
  }
}
