import Foundation

extension MarbleDiagram {
  /// The diagram of a script run: the source lane shows the script's sends,
  /// terminal events, connects and each start of the source's work (as the
  /// run recorded them, `run 1`, `run 2`); each subscriber lane shows its
  /// subscription, what it received and its disposal.
  init(script: LabScript, timeline: LabTimeline, flavor: Flavor) {
    var source = Lane(name: "source (\(script.kindDescription))", isSource: true, start: 0)
    var diagram = MarbleDiagram(title: flavor.moduleName, flavor: flavor, lanes: [])
    var pendingStarts = timeline.sourceStarts[...]
    var runs = 0
    func flushStarts(upTo time: Double?) {
      while let first = pendingStarts.first, time.map({ first < $0 }) ?? true {
        runs += 1
        source.marks.append(Mark(first, .started, "run \(runs)"))
        pendingStarts.removeFirst()
      }
    }
    for timed in script.steps.sorted(by: { $0.time < $1.time }) {
      flushStarts(upTo: timed.time)
      switch timed.step {
      case .subscribe(let name):
        diagram.lanes.append(Lane(name: name, start: timed.time, marks: [Mark(timed.time, .subscribed)]))
      case .dispose(let name):
        let index = diagram.lane(name)
        diagram.lanes[index].marks.append(Mark(timed.time, .disposed, "dispose"))
      case .send(let value): source.marks.append(Mark(timed.time, .value, value))
      case .complete: source.marks.append(Mark(timed.time, .completed))
      case .fail(let message): source.marks.append(Mark(timed.time, .error, message))
      case .connect: source.marks.append(Mark(timed.time, .note, "connect"))
      case .execute(let input): source.marks.append(Mark(timed.time, .note, "execute \(input)"))
      case .enable(let enabled): source.marks.append(Mark(timed.time, .note, "enable \(enabled)"))
      case .into(let name, .send(let value)): source.marks.append(Mark(timed.time, .note, "\(name) \(value)"))
      case .into(let name, .complete): source.marks.append(Mark(timed.time, .note, "\(name) complete"))
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
        case .callback: .note
        }
      diagram.lanes[index].marks.append(Mark(entry.time, kind, entry.value ?? ""))
    }
    for index in diagram.lanes.indices {
      diagram.lanes[index].marks.sort { $0.time < $1.time }
    }
    diagram.lanes.insert(source, at: 0)
    self = diagram
  }

  /// The diagram of a seed run, read off its transcript by `reading` (see
  /// `MarbleReading`), with what the seed's code recorded beside it as it
  /// ran (`ScenarioContext.sideEffect`, `subscribes`, `disposes`, `mark`):
  /// each start of the source's work, each subscription and disposal. A
  /// line no rule reads becomes a note on the source lane; an empty source
  /// lane is left out. A run that printed no time stamps (`ScenarioRun.isTimed`)
  /// is laid out in its order of events, one step per line or mark.
  init(seedRun run: ScenarioRun, reading: MarbleReading?, flavor: Flavor, title: String) {
    let sourceName = reading?.source ?? "printed"
    var diagram = MarbleDiagram(
      title: title, flavor: flavor,
      lanes: [Lane(name: sourceName, isSource: true, start: 0)] + (reading?.laneOrder ?? []).map { Lane(name: $0) },
      axis: run.isTimed ? .time : .steps)
    var step = 0.0
    var runs = 0
    func add(_ time: Double, _ lane: String?, _ reads: MarbleReading.Reads, _ label: String) {
      let index = lane.map { diagram.lane($0) } ?? 0
      let at = diagram.axis == .time ? time : step
      step += 1
      let kind: MarkKind
      switch reads {
      case .value: kind = .value
      case .note: kind = .note
      case .error: kind = .error
      case .completed: kind = .completed
      case .disposed: kind = .disposed
      case .started:
        runs += 1
        diagram.lanes[index].marks.append(Mark(at, .started, "run \(runs)"))
        return
      case .subscribed:
        diagram.lanes[index].start = diagram.lanes[index].start ?? at
        kind = .subscribed
      }
      diagram.lanes[index].marks.append(Mark(at, kind, label))
    }
    var sideMarks = run.marks[...]
    for (number, (line, time)) in zip(run.lines, run.times).enumerated() {
      while let mark = sideMarks.first, mark.beforeLine <= number {
        add(mark.time, mark.lane, mark.reads, mark.label)
        sideMarks.removeFirst()
      }
      var text = Substring(line)
      if text.hasPrefix("t="), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
      if let read = reading?.read(String(text), at: time) {
        add(time, read.lane, read.reads, read.label)
      } else {
        add(time, nil, .note, String(text))
      }
    }
    for mark in sideMarks { add(mark.time, mark.lane, mark.reads, mark.label) }
    diagram.lanes.removeAll { $0.marks.isEmpty && ($0.isSource || $0.start == nil) }
    self = diagram
  }
}
