extension LabScriptParser {
  /// Parses what follows `at T`.
  mutating func parseStep(_ words: [String], at time: Double) throws -> Step {
    let kind = kind!
    let rest = words.dropFirst().joined(separator: " ")
    switch words[0] {
    case "subscribe":
      return try parseSubscribe(Array(words.dropFirst()), at: time)
    case "dispose":
      guard words.count == 2 else { throw fail("expected 'dispose NAME'") }
      guard names.contains(words[1]) else { throw fail("no subscriber named '\(words[1])' before this line") }
      return .dispose(words[1])
    case "send", "complete", "fail":
      guard kind.hasInput else { throw fail("kind '\(kind.rawValue)' has no input: it takes no '\(words[0])'") }
      switch words[0] {
      case "send":
        guard !rest.isEmpty else { throw fail("expected 'send VALUE'") }
        return .send(rest)
      case "complete":
        guard words.count == 1 else { throw fail("'complete' takes nothing after it") }
        return .complete
      default:
        guard kind != .property else { throw fail("kind 'property' cannot fail (a MutableProperty has no error)") }
        return .fail(rest.isEmpty ? "error" : rest)
      }
    case "connect":
      guard words.count == 1 else { throw fail("'connect' takes nothing after it") }
      guard kind == .publish else {
        throw fail("'connect' needs kind publish (this script's kind is \(kind.rawValue))")
      }
      return .connect
    case "execute":
      guard kind == .command else {
        throw fail("'execute' needs kind command (this script's kind is \(kind.rawValue))")
      }
      guard !rest.isEmpty else { throw fail("expected 'execute VALUE'") }
      return .execute(rest)
    case "enable":
      guard case .command(enabledInput: _?, _) = setting else {
        throw fail("'enable' needs 'kind command enabledInput true|false'")
      }
      guard words.count == 2, let enabled = Bool(words[1]) else { throw fail("expected 'enable true|false'") }
      return .enable(enabled)
    case let name where sources.contains { $0.name == name }:
      switch Array(words.dropFirst()) {
      case ["complete"]: return .into(name, .complete)
      case let sent where sent.count >= 2 && sent[0] == "send":
        return .into(name, .send(sent.dropFirst().joined(separator: " ")))
      default: throw fail("expected '\(name) send VALUE' or '\(name) complete'")
      }
    default:
      throw fail(
        "unknown step '\(words[0])'; expected subscribe, dispose, send, complete, fail, connect, execute, enable "
          + "or a source's name")
    }
  }

  private mutating func parseSubscribe(_ words: [String], at time: Double) throws -> Step {
    if kind == .property { return try parsePropertySubscribe(words) }
    let isCommand = kind == .command
    guard words.count == (isCommand ? 2 : 1), let name = words.first else {
      throw fail(
        isCommand ? "kind command: expected 'subscribe NAME \(CommandChannel.list)'" : "expected 'subscribe NAME'")
    }
    guard !names.contains(name) else { throw fail("subscriber '\(name)' already subscribed") }
    if isCommand {
      guard let channel = CommandChannel(rawValue: words[1]) else {
        throw fail("unknown channel '\(words[1])'; expected one of \(CommandChannel.list)")
      }
      // Steps at one time run in the order written, so an execute written
      // earlier at the same time has run.
      if channel == .execution, !steps.contains(where: { $0.time <= time && $0.step.isExecute }) {
        throw fail("'subscribe \(name) execution' needs an 'execute' step before it")
      }
      channels[name] = channel
    }
    names.insert(name)
    return .subscribe(name)
  }

  /// `subscribe NAME [producer|signal]` of a property.
  private mutating func parsePropertySubscribe(_ words: [String]) throws -> Step {
    guard (1...2).contains(words.count), let name = words.first else {
      throw fail("kind property: expected 'subscribe NAME' or 'subscribe NAME \(PropertyChannel.list)'")
    }
    guard !names.contains(name) else { throw fail("subscriber '\(name)' already subscribed") }
    if words.count == 2 {
      guard let channel = PropertyChannel(rawValue: words[1]) else {
        throw fail("unknown channel '\(words[1])'; expected one of \(PropertyChannel.list)")
      }
      propertyChannels[name] = channel
    }
    names.insert(name)
    return .subscribe(name)
  }
}

extension Step {
  var isExecute: Bool {
    if case .execute = self { true } else { false }
  }
}
