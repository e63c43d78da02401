import Foundation
import RACClassic
import RACModern

extension SeedCatalog {
  /// S22: a command's execution is sent on `executionSignals` before its
  /// work runs, so both the switched-to-latest subscriber and the subscriber
  /// of each inner signal hear its value, in subscription order.
  static let s22 = SeedScenario(
    "S22", "RACCommand",
    expected: [
      "1",
      "sub - 1",
    ],
    note: """
      Subscribed at t=0.0, executed with "1" at t=1.0. RACModern: Action has no executionSignals. The \
      starter of apply("1") plays the switchToLatest subscriber (it hears the execution first) and \
      `values` plays the inner-signal subscriber.
      """,
    marbles: MarbleReading(
      source: "execute / apply",
      laneOrder: ["latest execution", "every execution's values", "executing"],
      [.value("sub - {v}", lane: "every execution's values"), .value("{v}", lane: "latest execution")]),
    classic: { lab in
      let command = RACCommand<String, String> { input in
        RACSignal.createSignal { subscriber in
          subscriber.sendNext(input)
          subscriber.sendCompleted()
          return nil
        }
      }
      lab.mark(.subscribed, lane: "latest execution")
      command.executionSignals.switchToLatest().subscribeNext { lab.say($0) }
      lab.mark(.subscribed, lane: "every execution's values")
      command.executionSignals.subscribeNext { signal in signal.subscribeNext { lab.say("sub - \($0)") } }
      lab.subscribes("executing")
      command.executing.subscribeNext { lab.mark(.value, $0 ? "executing" : "idle", lane: "executing") }
      lab.at(1.0) {
        lab.mark(.value, "1")
        command.execute("1")
      }
    },
    modern: { lab in
      let action = Action<String, String, NoError> { input in
        SignalProducer { observer, _ in
          observer.sendNext(input)
          observer.sendCompleted()
        }
      }
      lab.mark(.subscribed, lane: "every execution's values")
      action.values.observeNext { lab.say("sub - \($0)") }
      lab.subscribes("executing")
      action.isExecuting.producer.startWithNext { lab.mark(.value, $0 ? "executing" : "idle", lane: "executing") }
      lab.at(1.0) {
        lab.mark(.value, "1")
        lab.mark(.subscribed, lane: "latest execution")
        action.apply("1").startWithNext { lab.say($0) }
      }
    })
}
