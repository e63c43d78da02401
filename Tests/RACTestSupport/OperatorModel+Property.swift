// The operator model's properties: a `MutableProperty` set at whole ticks,
// composed by `map`, `combineLatest`, `zip`, `skipRepeats` or
// `combinePrevious`, observed through its `signal` and its `producer` by
// several observers, written from RAC 4.2.2's and ReactiveSwift 7's
// documented behaviour with plain arrays. Like the rest of the model it
// shares no code with the engine (this file imports nothing).
//
// What it says:
// - A property has a value at every moment. Its producer sends the value at
//   the start, then every change; its signal sends every change from then on.
// - Every observer, of the signal or of the producer, hears a change in the
//   order it was added (RAC 4.2.2's and ReactiveSwift 7's producer sends the
//   current value, then observes the signal, under the property's lock).
// - A set is a change even when the value is equal; `skipRepeats` drops a
//   change equal to the value it announced last.
// - A composed property takes its value from its sources: `map` a function
//   of the one source; `combineLatest` the newest of both on every change of
//   either; `zip` the n-th changes of both, paired once both have one;
//   `combinePrevious` each value with the one before it (`initial` first).
// - When the script lets go of the properties, every observer still there
//   hears `completed`; a disposed start of the producer hears `interrupted`,
//   a disposed observation of the signal nothing.
//
// Sets of the first source fall on even ticks, of the second on odd ticks;
// subscriptions on half ticks, disposals a quarter tick after a whole one,
// the end three quarters after one: no two happen at one instant.

/// How a property script composes its sources.
public enum ModelPropertyComposition: Equatable, Sendable, CustomStringConvertible {
  /// The `MutableProperty` itself.
  case stored
  /// `map { $0 * 10 }`.
  case map
  /// `combineLatest(with: other)`, as `value * 1000 + other`.
  case combineLatest
  /// `zip(with: other)`, as `value * 1000 + other`.
  case zip
  /// `skipRepeats()` (ReactiveSwift 7 only).
  case skipRepeats
  /// `combinePrevious(initial)`, as `previous * 1000 + value` (ReactiveSwift 7 only).
  case combinePrevious(initial: Int)

  /// Whether it reads the second source.
  public var usesOther: Bool { self == .combineLatest || self == .zip }

  public var description: String {
    switch self {
    case .stored: "stored"
    case .map: "map"
    case .combineLatest: "combineLatest"
    case .zip: "zip"
    case .skipRepeats: "skipRepeats"
    case .combinePrevious(let initial): "combinePrevious(\(initial))"
    }
  }
}

/// One observer of a property script's property.
public struct ModelPropertyObserver: Equatable, Sendable, CustomStringConvertible {
  /// Whether it starts the producer (else it observes the signal).
  public var startsProducer: Bool
  /// When it is added (a half tick).
  public var at: Double
  /// When it is disposed (a quarter tick after a whole one), if ever.
  public var disposeAt: Double?

  public init(startsProducer: Bool, at: Double, disposeAt: Double? = nil) {
    self.startsProducer = startsProducer
    self.at = at
    self.disposeAt = disposeAt
  }

  public var description: String {
    "\(startsProducer ? "producer" : "signal")@\(at)" + (disposeAt.map { " until \($0)" } ?? "")
  }
}

/// A whole property script.
public struct PropertyScript: Equatable, Sendable, CustomStringConvertible {
  /// The first source's initial value and its sets (time, value).
  public var initial: Int
  public var sets: [Assignment]
  /// The second source's, read by `combineLatest` and `zip`.
  public var otherInitial: Int
  public var otherSets: [Assignment]
  public var composition: ModelPropertyComposition
  /// In the order they are added.
  public var observers: [ModelPropertyObserver]
  /// When the script lets go of every property, if it does.
  public var endAt: Double?
  /// How far the clock is advanced.
  public var horizon: Double

  /// One set of a source.
  public struct Assignment: Equatable, Sendable {
    public var time: Int
    public var value: Int

    public init(_ time: Int, _ value: Int) {
      self.time = time
      self.value = value
    }
  }

  public init(
    initial: Int, sets: [Assignment], otherInitial: Int = 0, otherSets: [Assignment] = [],
    composition: ModelPropertyComposition,
    observers: [ModelPropertyObserver], endAt: Double? = nil, horizon: Double
  ) {
    self.initial = initial
    self.sets = sets
    self.otherInitial = otherInitial
    self.otherSets = otherSets
    self.composition = composition
    self.observers = observers
    self.endAt = endAt
    self.horizon = horizon
  }

  public var description: String {
    func list(_ sets: [Assignment]) -> String { sets.map { "\($0.time):\($0.value)" }.joined(separator: " ") }
    return "property \(initial) [\(list(sets))]"
      + (composition.usesOther ? ", other \(otherInitial) [\(list(otherSets))]" : "")
      + " |> \(composition), observers \(observers)" + (endAt.map { ", end at \($0)" } ?? "")
      + ", until \(horizon)"
  }
}

/// One event an observer of a property script heard: `observer` is its
/// index in `PropertyScript.observers`.
public struct PropertyObservation: Equatable, Sendable, CustomStringConvertible {
  public var time: Double
  public var observer: Int
  public var event: ModelEvent

  public init(_ time: Double, _ observer: Int, _ event: ModelEvent) {
    self.time = time
    self.observer = observer
    self.event = event
  }

  public var description: String { "\(time):#\(observer) \(event)" }
}

/// Runs property scripts on the model.
public enum PropertyModel {
  /// The composed property's value at the start (time 0) and every change
  /// it announces, in time order.
  public static func changes(of script: PropertyScript) -> (initial: Int, changes: [(time: Int, value: Int)]) {
    let sets = script.sets.map { (time: $0.time, value: $0.value) }
    let otherSets = script.otherSets.map { (time: $0.time, value: $0.value) }
    switch script.composition {
    case .stored:
      return (script.initial, sets)
    case .map:
      return (script.initial * 10, sets.map { ($0.time, $0.value * 10) })
    case .combineLatest:
      var newest = (script.initial, script.otherInitial)
      var changes: [(time: Int, value: Int)] = []
      let merged = (sets.map { ($0.time, $0.value, true) } + otherSets.map { ($0.time, $0.value, false) })
        .sorted { $0.0 < $1.0 }
      for (time, value, isFirst) in merged {
        if isFirst { newest.0 = value } else { newest.1 = value }
        changes.append((time, newest.0 * 1000 + newest.1))
      }
      return (script.initial * 1000 + script.otherInitial, changes)
    case .zip:
      var changes: [(time: Int, value: Int)] = []
      for index in 0..<min(sets.count, otherSets.count) {
        let time = max(sets[index].time, otherSets[index].time)
        changes.append((time, sets[index].value * 1000 + otherSets[index].value))
      }
      return (script.initial * 1000 + script.otherInitial, changes.sorted { $0.time < $1.time })
    case .skipRepeats:
      var last = script.initial
      var changes: [(time: Int, value: Int)] = []
      for set in sets where set.value != last {
        last = set.value
        changes.append(set)
      }
      return (script.initial, changes)
    case .combinePrevious(let initial):
      var previous = script.initial
      var changes: [(time: Int, value: Int)] = []
      for set in sets {
        changes.append((set.time, previous * 1000 + set.value))
        previous = set.value
      }
      return (initial * 1000 + script.initial, changes)
    }
  }

  /// What every observer of `script` hears, in the order it happens: by
  /// time, and at one instant in the order the observers were added.
  public static func run(_ script: PropertyScript) -> [PropertyObservation] {
    let (initial, changes) = self.changes(of: script)
    let end = script.endAt.map { min($0, script.horizon + 1) }
    var heard: [PropertyObservation] = []
    for (index, observer) in script.observers.enumerated() {
      guard observer.at <= script.horizon, end.map({ observer.at < $0 }) ?? true else { continue }
      // The observer is gone at its disposal or at the end, whichever comes first.
      let gone = [observer.disposeAt, end].compactMap { $0 }.min() ?? .infinity
      if observer.startsProducer {
        let current = changes.last { Double($0.time) < observer.at }?.value ?? initial
        heard.append(PropertyObservation(observer.at, index, .value(current)))
      }
      for change in changes
      where Double(change.time) > observer.at && Double(change.time) < gone && Double(change.time) <= script.horizon {
        heard.append(PropertyObservation(Double(change.time), index, .value(change.value)))
      }
      if let end, gone == end, end <= script.horizon {
        heard.append(PropertyObservation(end, index, .completed))
      } else if let disposeAt = observer.disposeAt, gone == disposeAt, disposeAt <= script.horizon,
        observer.startsProducer
      {
        heard.append(PropertyObservation(disposeAt, index, .interrupted))
      }
    }
    // At one instant, the observers in the order they were added: by the
    // time they were added, then (added at one time) in the script's order.
    func rank(_ entry: (offset: Int, element: PropertyObservation)) -> (Double, Double, Int, Int) {
      (entry.element.time, script.observers[entry.element.observer].at, entry.element.observer, entry.offset)
    }
    return heard.enumerated().sorted { rank($0) < rank($1) }.map(\.element)
  }
}
