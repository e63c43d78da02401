import Foundation

extension MarbleDiagram {
  /// The diagram of a script run: the source lane shows the script's sends,
  /// terminal events, connects and the cold source's starts; each subscriber
  /// lane shows what that subscriber received, from its subscription on.
  init(script: LabScript, timeline: LabTimeline, flavor: Flavor) {
    let capacity = script.capacity.map { " capacity \($0)" } ?? ""
    var source = Lane(name: "source (\(script.kind.rawValue)\(capacity))", isSource: true, start: 0)
    var diagram = MarbleDiagram(title: flavor.moduleName, lanes: [])
    var pendingStarts = timeline.sourceStarts
    func flushStarts(upTo time: Double?) {
      while let first = pendingStarts.first, time.map({ first < $0 }) ?? true {
        source.marks.append(Mark(first, .note, "start"))
        pendingStarts.removeFirst()
      }
    }
    for timed in script.steps.sorted(by: { $0.time < $1.time }) {
      flushStarts(upTo: timed.time)
      switch timed.step {
      case .subscribe(let name): diagram.lanes.append(Lane(name: name, start: timed.time))
      case .dispose(let name):
        let index = diagram.lane(name)
        diagram.lanes[index].marks.append(Mark(timed.time, .disposed, "dispose"))
      case .send(let value): source.marks.append(Mark(timed.time, .value, value))
      case .complete: source.marks.append(Mark(timed.time, .completed))
      case .fail(let message): source.marks.append(Mark(timed.time, .error, message))
      case .connect: source.marks.append(Mark(timed.time, .note, "connect"))
      }
    }
    flushStarts(upTo: nil)
    for entry in timeline.entries {
      let index = diagram.lane(entry.subscriber)
      let kind: MarkKind =
        switch entry.kind {
        case .next: .value
        case .completed: .completed
        case .error: .error
        case .interrupted: .interrupted
        }
      diagram.lanes[index].marks.append(Mark(entry.time, kind, entry.value ?? ""))
    }
    for index in diagram.lanes.indices {
      diagram.lanes[index].marks.sort { $0.time < $1.time }
    }
    diagram.lanes.insert(source, at: 0)
    self = diagram
  }

  /// The lane name of the seed transcripts' lines that name no subscriber.
  static let seedSourceLane = "source / printed"

  /// The diagram of a seed run. Seeds print free text, so lanes are read off
  /// each line: `NAME: VALUE` is VALUE on lane NAME, `NAME completed` is a
  /// completion on lane NAME, and any other line is a note on the source lane.
  init(seedRun run: ScenarioRun, title: String) {
    var diagram = MarbleDiagram(title: title, lanes: [Lane(name: Self.seedSourceLane, isSource: true, start: 0)])
    for (line, time) in zip(run.lines, run.times) {
      var text = Substring(line)
      if text.hasPrefix("t="), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
      if let colon = text.firstIndex(of: ":") {
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let index = diagram.lane(name)
        let isError = name.lowercased().hasSuffix("error") || name.lowercased().hasSuffix("alert")
        diagram.lanes[index].marks.append(Mark(time, isError ? .error : .value, value))
      } else if text.hasSuffix(" completed") {
        let index = diagram.lane(String(text.dropLast(" completed".count)))
        diagram.lanes[index].marks.append(Mark(time, .completed))
      } else if text.hasSuffix(" Disposed~") {
        let index = diagram.lane(String(text.dropLast(" Disposed~".count)))
        diagram.lanes[index].marks.append(Mark(time, .disposed, "disposed"))
      } else {
        diagram.lanes[0].marks.append(Mark(time, .note, String(text)))
      }
    }
    self = diagram
  }
}
