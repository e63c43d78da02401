extension BehaviourRow {
  private static let lifetimes = "Behaviour differences: lifetimes, properties, schedulers, time and blocking"
  private static let engine = "Behaviour differences: the engine"
  private static let values = "Behaviour differences: value operators"
  private static let transforming = "Behaviour differences: transforming, combining and flattening"
  private static let time = "Behaviour differences: time, commands and properties"
  private static let reactiveSwift = "Behaviour differences: ReactiveSwift 7 (`RACSwift`) and RAC 4.2.2 (`RACModern`)"

  private static func row(_ table: String, _ row: String, _ reason: NotScripted) -> BehaviourRow {
    BehaviourRow(table: table, row: row, summary: "", coverage: .none(reason))
  }

  private static func row(
    _ table: String, _ row: String, _ summary: String, script: String, _ faces: Faces,
    touches: @escaping @Sendable (LabScript, RunEvidence) -> Bool
  ) -> BehaviourRow {
    BehaviourRow(table: table, row: row, summary: summary, coverage: .script(script, faces, touches: touches))
  }

  /// Every row of docs/Migration.md's behaviour tables, in the page's order.
  public static let catalog: [BehaviourRow] = [
    row(lifetimes, "A start handler written `{ observer, lifetime in … }`", .types),
    row(lifetimes, "Running user code in `MutableProperty.modify`/`withValue`", .threads),
    row(lifetimes, "Changing a property from inside its in-place `modify`", .trap),
    row(
      lifetimes, "A composed property (`map`, `combineLatest(with:)`, `zip(with:)`)",
      "a composed property keeps its source alive while it lives, as RAC4's map did (docs/EventContract.md rule "
        + "14): letting the MutableProperty go ends nothing; RAC2's mapped behavior subject ends with the subject",
      script: "composed-property.rac", .differ
    ) { script, _ in
      script.kind == .property && script.pipeline.first?.name == "map" && script.has(.complete)
    },
    row(
      lifetimes,
      "`Property(initial:then:)`, `AnyProperty(initialValue:producer:)`, `AnyProperty(initialValue:signal:)`",
      .modernOnly),
    row(
      lifetimes, "`Property(value:)`",
      "a constant property's producer sends the value, then completes (RAC4's "
        + "ConstantProperty)",
      script: "constant-property.rac", .agree
    ) { script, _ in
      script.kind == .constant
    },
    row(
      lifetimes, "What `interval`/`timer` sends",
      "RAC2's interval sent the wall clock's date; RAC4's timer, and both faces, the scheduler's",
      script: "timer.rac", .agree
    ) { script, _ in
      script.kind == .timer
    },
    row(lifetimes, "A zero or negative repeating interval", .trap),
    row(lifetimes, "An infinite, huge or NaN delay or interval", .schedulers),
    row(
      lifetimes, "`bufferWithTime` batches",
      "RAC2 times each batch from its first value and sends the waiting one on completion; ReactiveSwift's "
        + "collect(every:) ticks from the start, sends empty batches and drops the waiting one",
      script: "buffer-with-time.rac", .differ
    ) { script, _ in
      script.pipes("bufferWithTime")
    },
    row(lifetimes, "Blocking for a value on the queue that delivers it", .threads),
    row(lifetimes, "A blocking `first`/`single` of a source that sends synchronously until disposed", .threads),
    row(lifetimes, "The signal of a running start (`startWithSignal`, a connected `publish()`)", .lifetimes),
    row(lifetimes, "Waiting for a signal that fails with a `nil` error", .types),
    row(lifetimes, "`scheduleRecursiveBlock` on the immediate scheduler", .schedulers),
    row(lifetimes, "Which thread is \"main\"", .threads),
    row(lifetimes, "`subscriptionScheduler` outside any scheduler", .schedulers),
    row(lifetimes, "Where debugging logs go", .logging),
    row(lifetimes, "A key-path binding whose object goes away", .bindings),
    row(lifetimes, "A key-path binding whose signal fails", .bindings),
    row(lifetimes, "A main-actor object binding a signal delivered on a background queue", .threads),
    row(lifetimes, "Crossing threads and tasks in Swift 6", .types),
    row(
      lifetimes,
      "Subclassing RAC2's open classes (`RACQueueScheduler`, `RACSubject`, `RACSignal`, `RACDisposable`...) in Swift 6 code",
      .types),

    row(
      engine, "A value sent from inside an observer callback (re-entrant send)",
      "RAC2 delivered it at once, so later subscribers heard it first; RAC4 deadlocked; RACPort queues it until the "
        + "current value has reached every observer",
      script: "reentrant-send.rac", .agree
    ) { script, _ in
      !script.reactions.isEmpty
    },
    row(
      engine, "Subscribing to a subject that already ended",
      "a late subscriber of an ended subject hears nothing in RAC2, `interrupted` in RAC4",
      script: "ended-subject.rac", .differ
    ) { script, evidence in
      [.subject, .publish].contains(script.kind)
        && evidence.interrupts(atOneOf: script.subscriptionsAfterTheEnd)
    },
    row(
      engine, "Disposing a subscription", "a disposed RAC2 subscriber hears nothing more; RAC4 sends `interrupted`",
      script: "dispose-subscription.rac", .differ
    ) { script, evidence in
      evidence.interrupts(atOneOf: script.disposals)
    },
    row(engine, "Replacing a serial disposable's inner disposable", .disposables),
    row(engine, "Subscription scheduling", .threads),
    row(engine, "Lifetime of a `replayLazily` source", .lifetimes),
    row(
      engine, "A `RACBehaviorSubject` subscriber arriving after the end",
      "RAC2's hung, hearing nothing; RACPort's gets the last value, then the end, as a late start of a RAC4 "
        + "property's producer does",
      script: "behavior-subject-late.rac", .agree
    ) { script, _ in
      script.kind == .property && !script.subscriptionsAfterTheEnd.isEmpty
    },
    row(engine, "A `nil` error", .classicOnly),
    row(
      engine, "Replay capacity", "RAC2 kept capacity + 1 values for an instant; RAC4 exactly capacity",
      script: "replay-subject-capacity.rac", .agree
    ) { script, _ in
      [.replaySubject, .replayLazily].contains(script.kind) && script.capacity != nil
    },
    row(engine, "A send from another thread while a callback of the same signal runs", .threads),
    row(engine, "How long a `Signal` made by `Signal.init` or `pipe()` lives when nobody holds it", .lifetimes),
    row(engine, "A hot signal dropped without ending, while something still observes it", .lifetimes),
    row(engine, "A subject subscribed to many signals, each subscription disposed", .lifetimes),
    row(engine, "The immediate scheduler inside another scheduler's block", .schedulers),
    row(engine, "`TestScheduler.run()`", .schedulers),
    row(
      engine,
      "A send into a replayed subject or pipe from a callback of the replay's subscriber while the replay calls it "
        + "(a late subscriber's replayed values, a disposed subscriber's `interrupted`), while another thread sends "
        + "into the subject",
      .threads),

    row(
      values, "`take(0)`", "RAC2's take(0) completes at once; RAC4's interrupts at once", script: "take-zero.rac",
      .differ
    ) { script, _ in
      script.pipeline.contains(.take(0))
    },
    row(
      values, "`combineLatest(with:)` / `combineLatestWith(_:)`, `zip(with:)` / `zipWith(_:)`",
      "RAC2 subscribes the receiver first; RAC4 starts the argument first, so synchronous sources combine differently",
      script: "combine-latest-order.rac", .differ
    ) { script, _ in
      script.pipes("combineLatest")
    },
    row(
      values, "static `combineLatest(_:)` / `zip(_:)`",
      "RAC2 subscribes the list first to last; RAC4 starts it last to first, so synchronous sources combine "
        + "differently",
      script: "combine-latest-list.rac", .differ
    ) { script, _ in
      script.pipes("combineLatestList") || script.pipes("zipList")
    },
    row(
      values, "`catchTo(_:)` / `catch(_:)` vs `flatMapError(_:)`",
      "RAC2 catches an untyped error; RAC4 a typed one: the same switch to the replacement", script: "catch.rac",
      .agree
    ) { script, _ in
      script.pipes("catch")
    },
    row(
      values, "`retry(0)`", "RAC2's retry(0) retries forever; RAC4's does not retry", script: "retry-zero.rac",
      .differ
    ) { script, _ in
      script.pipeline.contains(.retry(0))
    },
    row(
      values, "`repeat()` vs `times(_:)`", "RAC2's repeat resubscribes forever; RAC4's times(n) runs n times",
      script: "repeat-times.rac", .differ
    ) { script, _ in
      script.pipes("repeat")
    },
    row(
      values, "`then`", "RAC2's then takes a block, RAC4's a producer: the same sequence",
      script: "then.rac", .agree
    ) { script, _ in
      script.pipes("then")
    },
    row(
      values, "`materialize()`", "RAC2's RACEvent has no interruption; RAC4 materializes it as a value",
      script: "materialize.rac", .differ
    ) { script, _ in
      script.pipeline.contains(.materialize)
    },
    row(
      values, "side effects",
      "RAC2 has doNext/doError/doCompleted; RAC4's on(...) adds started, event, interrupted, terminated and disposed",
      script: "side-effects.rac", .differ
    ) { script, _ in
      script.pipes("do")
    },

    row(
      transforming,
      "An operator that ends the stream early (a `takeWhileBlock:` predicate failing, `any:` or `all:` deciding)",
      .internalOrder),
    row(transforming, "`and` / `or` of an empty tuple", .trap),
    row(transforming, "What `reduceEach:` and `reduceApply` accept", .types),
    row(
      transforming,
      "An inner signal that is interrupted by itself (say, a late subscription to a subject that has already ended) "
        + "inside `flatten`, `concat`, `switchToLatest` or `flatMap`",
      "RAC2's flatten never completed past such an inner; RAC4 counts it as completed",
      script: "flatten-ended-inner.rac", .agree
    ) { script, _ in
      script.pipeline.contains { if case .flatMap(_, .ended) = $0 { true } else { false } }
    },
    row(
      transforming, "When `sample:` / `sampleOn` completes",
      "RAC2's sample: completes as soon as either side does; RAC4's sampleOn once both have",
      script: "sample-completion.rac", .differ
    ) { script, _ in
      script.pipes("sample")
    },
    row(transforming, "A concurrency limit of 0", .trap),
    row(transforming, "The work of `startLazilyWithScheduler:block:`", .lifetimes),
    row(transforming, "`combineLatest`/`zip` of signals of different types", .types),
    row(transforming, "A binary `lift` whose result's argument type the context does not give", .types),
    row(transforming, "How `try:` and `tryMap:` report an error", .types),

    row(
      time, "What `throttle` means", "RAC2's throttle is a debounce; RAC4's is a rate limit", script: "throttle.rac",
      .differ
    ) { script, _ in
      script.pipes("throttle")
    },
    row(
      time, "Debounce when the source completes",
      "RAC2's debounce sends the waiting value on completion; RAC4's drops it", script: "debounce-completion.rac",
      .differ
    ) { script, evidence in
      (script.pipes("throttle") || script.pipes("debounce")) && evidence.classicValueAtCompletion
    },
    row(
      time, "`delay` and a failure",
      "RAC2's delay forwards an error synchronously, RAC4's through the scheduler at once: on the virtual clock both "
        + "arrive at the same instant, and both drop the waiting values",
      script: "delay-failure.rac", .differ
    ) { script, _ in
      script.pipes("delay") && script.steps.contains { $0.step.isFailure }
    },
    row(
      time, "Disposing a start that goes through a time operator",
      "a disposed RAC2 subscriber hears nothing more; RACModern interrupts at once, not through the scheduler",
      script: "dispose-through-delay.rac", .differ
    ) { script, evidence in
      ["throttle", "debounce", "delay", "timeout"].contains(where: script.pipes)
        && evidence.interrupts(atOneOf: script.disposals)
    },
    row(time, "Time operators without a scheduler", .schedulers),
    row(
      time, "`timeout`", "RAC2 fails with RACSignalErrorTimedOut; RAC4 with the error you pass",
      script: "timeout.rac", .differ
    ) { script, _ in
      script.pipes("timeout")
    },
    row(
      time, "`subscribeOn` / `startOn`",
      "both subscribe (start) from an action on the scheduler, after what was already scheduled for that instant",
      script: "subscribe-on.rac", .agree
    ) { script, _ in
      script.pipes("subscribeOn")
    },
    row(
      time, "Where a command runs",
      "both faces run the work at once, on the caller's thread (RAC2 hopped to the main thread, RAC4 ran on the "
        + "starting thread)",
      script: "command-runs-at-once.rac", .agree
    ) { script, _ in
      // A step written after an execute at the same instant finds the work
      // already running.
      script.kind == .command
        && script.steps.indices.contains { index in
          script.steps[index].step.isExecute
            && script.steps[(index + 1)...].contains { $0.time == script.steps[index].time && !$0.step.isExecute }
        }
    },
    row(
      time, "When the work runs", "RAC2's execute: runs the work once and replays it; RAC4's apply runs it per start",
      script: "command-work.rac", .differ
    ) { script, _ in
      script.kind == .command && script.channels.values.contains(.execution)
    },
    row(
      time, "Order around an execution",
      "executing and enabled change before the work; after its end, the execution's observers, errors, then "
        + "executing and enabled",
      script: "command-order.rac", .agree
    ) { script, _ in
      script.kind == .command && script.channels.values.contains(.executing) && script.steps.contains { $0.step.isEnd }
    },
    row(
      time, "Executing while disabled",
      "RAC2 fails with RACCommandErrorNotEnabled in RACCommandErrorDomain; RAC4 with ActionError.NotEnabled",
      script: "command-disabled.rac", .differ
    ) { _, evidence in
      evidence.modernErrors.contains(ModernFace.scriptError(.notEnabled).message)
    },
    row(
      time, "Concurrent executions", "a RAC2 command may allow concurrent executions; a RAC4 Action never does",
      script: "command-concurrent.rac", .differ
    ) { script, _ in
      if case .command(_, concurrent: true) = script.setting { true } else { false }
    },
    row(
      time, "Enabled before the enabled input says anything",
      "RAC2 counts the command as enabled until its enabled signal sends; RAC4 reads the enabledIf property",
      script: "command-enabled-input.rac", .differ
    ) { script, _ in
      script.enabledInput != nil
    },
    row(time, "A command failing with a `nil` error", .classicOnly),
    row(
      time, "How a current value ends",
      "a RAC2 behavior subject ends by sendCompleted; a RAC4 MutableProperty when it goes away (the lab's complete)",
      script: "property-ends.rac", .differ
    ) { script, _ in
      script.kind == .property && script.has(.complete)
    },
    row(time, "Setting a property from several threads", .threads),
    // ReactiveSwift 7 against RAC 4.2.2: a row explains a run only where
    // RACSwift heard something else than RACModern.
    row(
      reactiveSwift, "When `on(started:)` runs",
      "RAC 4.2.2 runs on(started:) before the start's work; ReactiveSwift 7 after it (its on(starting:) is RAC4's "
        + "moment), so what the start sends at once comes before started",
      script: "on-started.rac", .differ
    ) { script, evidence in
      script.pipes("do") && evidence.swiftDiffersFromModern
    },
    row(reactiveSwift, "`logEvents` lines", .logging),
    row(reactiveSwift, "Which source of `combineLatest`/`zip` starts first", .hotLists),
    row(reactiveSwift, "ReactiveSwift's signal memory model: releasing a signal's input", .lifetimes),
    row(reactiveSwift, "ReactiveSwift's signal memory model: a signal nobody holds", .lifetimes),
    row(reactiveSwift, "ReactiveSwift's signal memory model: `startWithSignal` and `lift`", .lifetimes),
    row(
      reactiveSwift,
      "How an interruption travels through `observe(on:)`, `delay`, `throttle`, `debounce`, `collect(every:)` and `lazyMap`",
      .sourceInterruption),
    row(
      reactiveSwift, "A `throttle`'s end when a value is due at that instant",
      "RAC 4.2.2 drops a throttled value due as the source ends; ReactiveSwift 7 sends it, then the completion",
      script: "throttle-at-end.rac", .differ
    ) { script, evidence in
      script.pipes("throttle") && script.has(.complete) && evidence.swiftDiffersFromModern
    },
    row(reactiveSwift, "`debounce` at completion", .defaultAgrees),
    row(reactiveSwift, "`first()` and `single()` on a start that keeps sending synchronously", .blocking),
    row(reactiveSwift, "`combineLatest`/`zip` of no source, and `all`/`any` of none", .emptyList),
    row(reactiveSwift, "What a composed property keeps alive (`map`, `combineLatest`, `Property(_:)`, …)", .lifetimes),
    row(reactiveSwift, "A `MutableProperty` that goes away: its `lifetime` and its completion", .lifetimes),
    row(
      reactiveSwift, "The end of an `Action`'s run",
      "RACModern changes executing before enabled and reports a run's end (errors) before both; ReactiveSwift 7 "
        + "changes isEnabled before isExecuting, and both before it reports the end; a refused run fails with "
        + "ActionError.disabled",
      script: "action-run-end.rac", .differ
    ) { script, evidence in
      script.kind == .command && evidence.swiftDiffersFromModern
    },
    row(
      reactiveSwift, "A change of a property seen by both its `signal` and a start of its `producer`",
      "RAC 4.2.2 and ReactiveSwift 7 alike: each observer, of the signal or a start of the producer, hears a "
        + "change in the order it was added (RAC2 has no signal of a property's changes)",
      script: "property-order.rac", .agree
    ) { script, _ in
      let subscribers = script.steps.compactMap { if case .subscribe(let name) = $0.step { name } else { nil } }
      return script.kind == .property && subscribers.contains { script.propertyChannels[$0] == .signal }
        && subscribers.contains { script.propertyChannels[$0] != .signal }
        && script.steps.contains { if case .send = $0.step { true } else { false } }
    },
    row(reactiveSwift, "`CompositeDisposable.add` of a disposable that is already disposed", .disposables),
    row(reactiveSwift, "Setting a serial disposable's inner disposable to the one it holds", .disposables),
  ]
}

extension Step {
  var isFailure: Bool {
    if case .fail = self { true } else { false }
  }

  /// Whether the step ends the source (`complete` or `fail`).
  var isEnd: Bool { self == .complete || isFailure }
}

extension LabScript {
  /// Whether the script pipes its source through the operator `name`
  /// (`"throttle"`, whatever its argument).
  func pipes(_ name: String) -> Bool { pipeline.contains { $0.name == name } }

  /// A command's enabled input's first value (RACModern's), if it has one.
  var enabledInput: Bool? {
    if case .command(let enabledInput?, _) = setting { enabledInput } else { nil }
  }

  /// Whether the script has `step` at some time.
  func has(_ step: Step) -> Bool { steps.contains { $0.step == step } }

  /// The times each subscriber is disposed at.
  var disposals: [String: Set<Double>] {
    var times: [String: Set<Double>] = [:]
    for timed in steps {
      if case .dispose(let name) = timed.step { times[name, default: []].insert(timed.time) }
    }
    return times
  }

  /// The times each subscriber subscribes at after (or as) the source
  /// completed or failed.
  var subscriptionsAfterTheEnd: [String: Set<Double>] {
    guard let end = steps.filter(\.step.isEnd).map(\.time).min() else { return [:] }
    var times: [String: Set<Double>] = [:]
    for timed in steps where timed.time >= end {
      if case .subscribe(let name) = timed.step { times[name, default: []].insert(timed.time) }
    }
    return times
  }
}

extension RunEvidence {
  /// Whether RACModern interrupted a subscriber at one of its `times`
  /// (`LabScript.disposals`, say). The times are gathered once per row, not
  /// looked up in the steps per interruption: that made a run with many
  /// interruptions quadratic.
  func interrupts(atOneOf times: [String: Set<Double>]) -> Bool {
    interruptions.contains { times[$0.subscriber]?.contains($0.time) == true }
  }
}
