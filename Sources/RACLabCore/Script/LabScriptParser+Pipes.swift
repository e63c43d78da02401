extension LabScriptParser {
  /// Parses what follows `pipe`.
  func parsePipe(_ words: [String]) throws -> PipeOperator {
    guard let name = words.first else {
      throw fail("expected 'pipe OPERATOR'; OPERATOR is one of \(PipeOperator.names.joined(separator: ", "))")
    }
    let arguments = Array(words.dropFirst())
    let rest = arguments.joined(separator: " ")
    func value(_ make: (String) -> PipeOperator) throws -> PipeOperator {
      guard !rest.isEmpty else { throw fail("expected 'pipe \(name) VALUE'") }
      return make(rest)
    }
    func count(_ make: (Int) -> PipeOperator) throws -> PipeOperator {
      guard arguments.count == 1, let count = Int(arguments[0]), count >= 0 else {
        throw fail("expected 'pipe \(name) N' with a whole number of 0 or more, got '\(rest)'")
      }
      return make(count)
    }
    func nothingAfter(_ made: PipeOperator) throws -> PipeOperator {
      guard arguments.isEmpty else { throw fail("'\(name)' takes nothing after it") }
      return made
    }
    func sources(_ most: Int?) throws -> [String] {
      let shape = most == 1 ? "SOURCE" : "SOURCE..."
      guard !arguments.isEmpty, arguments.count <= most ?? arguments.count else {
        throw fail("expected 'pipe \(name) \(shape)' naming a source declared with 'source NAME KIND', got '\(rest)'")
      }
      for source in arguments where !self.sources.contains(where: { $0.name == source }) {
        throw fail("no source named '\(source)' before this line (declare it with 'source \(source) subject')")
      }
      return arguments
    }
    switch name {
    case "map":
      guard arguments.count == 1, let function = PipeOperator.Function(rawValue: arguments[0]) else {
        let functions = PipeOperator.Function.allCases.map(\.rawValue).joined(separator: "|")
        throw fail("expected 'pipe map \(functions)', got '\(rest)'")
      }
      return .map(function)
    case "ignore": return try value(PipeOperator.ignore)
    case "startWith": return try value(PipeOperator.startWith)
    case "combineLatest": return try value(PipeOperator.combineLatest)
    case "catch": return try value(PipeOperator.catch)
    case "then": return try value(PipeOperator.then)
    case "take": return try count(PipeOperator.take)
    case "skip": return try count(PipeOperator.skip)
    case "takeLast": return try count(PipeOperator.takeLast)
    case "retry", "repeat":
      guard arguments.count == 1, let times = Int(arguments[0]), (0...LabScript.maxRepeats).contains(times) else {
        throw fail("expected 'pipe \(name) N' with a whole number from 0 to \(LabScript.maxRepeats), got '\(rest)'")
      }
      return name == "retry" ? .retry(times) : .repeat(times)
    case "distinct": return try nothingAfter(.distinct)
    case "materialize": return try nothingAfter(.materialize)
    case "do": return try nothingAfter(.sideEffects)
    case "subscribeOn": return try nothingAfter(.subscribeOn)
    case "throttle", "debounce", "delay", "timeout", "bufferWithTime":
      let seconds = try interval(rest, shape: "pipe \(name) T")
      return switch name {
      case "throttle": .throttle(seconds)
      case "debounce": .debounce(seconds)
      case "delay": .delay(seconds)
      case "timeout": .timeout(seconds)
      default: .bufferWithTime(seconds)
      }
    case "combineLatestList": return .combineLatestList(try sources(nil))
    case "zipList": return .zipList(try sources(nil))
    case "sample": return .sample(try sources(1)[0])
    case "flatMap":
      let strategies = PipeOperator.Strategy.allCases.map(\.rawValue).joined(separator: "|")
      let shape = "expected 'pipe flatMap \(strategies) after T' or 'pipe flatMap \(strategies) ended', got '\(rest)'"
      guard let strategy = arguments.first.flatMap(PipeOperator.Strategy.init(rawValue:)) else { throw fail(shape) }
      switch Array(arguments.dropFirst()) {
      case ["ended"]: return .flatMap(strategy, .ended)
      case let words where words.count == 2 && words[0] == "after":
        return .flatMap(strategy, .after(try interval(words[1], shape: "pipe flatMap \(strategy.rawValue) after T")))
      default: throw fail(shape)
      }
    default:
      throw fail("unknown operator '\(name)'; expected one of \(PipeOperator.names.joined(separator: ", "))")
    }
  }
}
