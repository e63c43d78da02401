import RACLabCore
import Testing

/// Runs `script` on both fronts and checks three things, so two wrong fronts
/// cannot pass by agreeing: RACModern heard exactly `expected`; RACClassic
/// heard `expected` minus the interruptions (classic has none, docs/EventContract.md rule 1);
/// and the two timelines are identical apart from that.
func expectParity(
  _ text: String,
  expected: [String],
  sourceStarts: [Double]? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let script = try LabScript(parsing: text)
  let classic = try #require(ScriptRunner.run(script, flavor: .classic), sourceLocation: sourceLocation)
  let modern = try #require(ScriptRunner.run(script, flavor: .modern), sourceLocation: sourceLocation)
  let expectedClassic = expected.filter { !$0.contains(" interrupted") }
  #expect(modern.lines == expected, "RACModern timeline", sourceLocation: sourceLocation)
  #expect(classic.lines == expectedClassic, "RACClassic timeline", sourceLocation: sourceLocation)
  #expect(classic == modern.withoutInterruptions, "fronts differ", sourceLocation: sourceLocation)
  if let sourceStarts {
    #expect(modern.sourceStarts == sourceStarts, "RACModern source starts", sourceLocation: sourceLocation)
    #expect(classic.sourceStarts == sourceStarts, "RACClassic source starts", sourceLocation: sourceLocation)
  }
}
