import Foundation

/// The bounds that keep any script, however hostile, a run that ends in
/// bounded time and memory: a script past one is refused with its line and
/// the bound named (docs/Lab.md, "Limits"). Each is far above what a script
/// that shows a behaviour needs.
extension LabScript {
  /// The most `pipe` statements: each operator nests one more subscription
  /// inside the engine, which the stack pays for.
  public static let maxPipes = 64

  /// The longest statement, in characters (and so the longest value a
  /// script writes).
  public static let maxLineLength = 4_096

  /// The longest value `map double` may make, in characters: the longest
  /// value that can reach it (a sent value, or a list or batch of them)
  /// doubled once per `map double`.
  public static let maxValueLength = 65_536

  /// The most ticks the repeating timers (kind `timer`, `pipe
  /// bufferWithTime`) may make before the run stops, over all subscribers.
  public static let maxTimerTicks = 1_000_000

  /// The most re-entrant sends (`when NAME hears VALUE send VALUE2`) one
  /// flavor makes at one instant; past it the reactions stop for that
  /// instant, and the run says so in a note.
  public static let maxReentrantSendsPerInstant = 1_000

  /// The most subscriptions RAC2's endless `repeat` and `retry 0` may make
  /// in one run, whatever the instants (a `timeout 1e-9` ends each run a
  /// nanosecond after it starts); past it they stop, and the run says so.
  public static let maxResubscriptions = 100_000

  /// The most re-entrant sends one flavor makes in a whole run: a reaction
  /// delayed by a timed operator (`pipe debounce 1`) hears what it sends a
  /// second later, for ever; past it the reactions stop, and the run says so.
  public static let maxReentrantSends = 100_000

  /// The most deliveries a script may ask for: its steps times its
  /// subscribers.
  public static let maxDeliveries = 20_000_000

  /// The limits, for `compare --help`.
  static var limitsHelp: String {
    "at most \(maxPipes) pipes, \(maxLineLength) characters a line, values of at most \(maxValueLength) "
      + "characters after 'map double', \(maxTimerTicks) timer ticks, \(maxDeliveries) deliveries (steps "
      + "times subscribers); reactions stop after \(maxReentrantSendsPerInstant) re-entrant sends at one instant "
      + "or \(maxReentrantSends) in the run, "
      + "endless resubscriptions after \(maxResubscriptions)."
  }
}

extension LabScriptParser {
  /// Refuses a statement longer than `LabScript.maxLineLength`.
  func checkLength(_ words: [String]) throws {
    let length = words.reduce(words.count - 1) { $0 + $1.count }
    guard length <= LabScript.maxLineLength else {
      throw fail("this statement has \(length) characters, too long (at most \(LabScript.maxLineLength))")
    }
  }

  /// Refuses a `pipe` past `LabScript.maxPipes`.
  func checkPipeCount() throws {
    guard pipeline.count < LabScript.maxPipes else {
      throw fail("too many pipes: this is pipe \(pipeline.count + 1) (at most \(LabScript.maxPipes))")
    }
  }

  /// Refuses a finished script that would run away: values `map double`
  /// grows past `maxValueLength`, timers ticking past `maxTimerTicks`, or
  /// more than `maxDeliveries` deliveries.
  func checkBounds(_ script: LabScript, pipeLines: [Int]) throws {
    var longest = script.longestWrittenValue
    for (step, line) in zip(script.pipeline, pipeLines) {
      switch step {
      case .map(.double):
        longest = longest > LabScript.maxValueLength ? longest : 2 * longest
        guard longest <= LabScript.maxValueLength else {
          throw LabScriptError(
            line: line,
            message: "'map double' here can make values of \(longest) characters, too long "
              + "(at most \(LabScript.maxValueLength))")
        }
      case .combineLatest(let value): longest += 1 + value.count
      case .startWith(let value), .catch(let value), .then(let value): longest = max(longest, value.count)
      case .combineLatestList(let names), .zipList(let names):
        longest += names.map { 1 + script.longestValue(sentInto: $0) }.reduce(0, +)
      case .bufferWithTime: longest = script.sentValues.reduce(2) { $0 + $1.count + 1 }
      case .materialize: longest += "error ".count
      default: break
      }
    }
    let subscribers = max(1, script.subscriberCount)
    var intervals: [(interval: Double, what: String, line: Int)] = []
    if case .interval(let interval) = script.setting { intervals.append((interval, "kind timer", kindLine)) }
    for (step, line) in zip(script.pipeline, pipeLines) {
      if case .bufferWithTime(let interval) = step { intervals.append((interval, "pipe bufferWithTime", line)) }
    }
    if let horizon = script.horizon {
      for (interval, what, line) in intervals {
        let ticks = (horizon / interval * Double(subscribers)).rounded(.up)
        guard ticks <= Double(LabScript.maxTimerTicks) else {
          throw LabScriptError(
            line: line,
            message: "'\(what) \(interval)' would tick about \(formatCount(ticks)) times by the end of "
              + "the run, too many (at most \(LabScript.maxTimerTicks)); use a longer interval")
        }
      }
    }
    let deliveries = script.steps.count.multipliedReportingOverflow(by: subscribers)
    guard !deliveries.overflow, deliveries.partialValue <= LabScript.maxDeliveries else {
      throw fail(
        "\(script.steps.count) steps for \(subscribers) subscribers make too many deliveries "
          + "(at most \(LabScript.maxDeliveries))")
    }
  }
}

extension LabScript {
  /// Every value the source is sent (steps and reactions).
  var sentValues: [String] {
    steps.compactMap { if case .send(let value) = $0.step { value } else { nil } } + reactions.map(\.sends)
  }

  /// The longest value the script writes for its source: a send, a
  /// reaction's send, a command's input, a property's or constant's value.
  var longestWrittenValue: Int {
    var values = sentValues
    values += steps.compactMap { if case .execute(let input) = $0.step { input } else { nil } }
    if case .value(let value) = setting { values.append(value) }
    return values.map(\.count).max() ?? 0
  }

  /// The longest value a step sends into the other source `name`.
  func longestValue(sentInto name: String) -> Int {
    steps.compactMap { timed -> Int? in
      if case .into(name, .send(let value)) = timed.step { value.count } else { nil }
    }.max() ?? 0
  }
}

/// A count too large to print whole: `1e+300`.
private func formatCount(_ count: Double) -> String {
  count < 1e15 ? String(Int(count)) : String(format: "%.0e", count)
}
