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
      RACModern: Action has no executionSignals. The starter of apply("1") plays the switchToLatest \
      subscriber (it hears the execution first) and `values` plays the inner-signal subscriber.
      """,
    classic: { lab in
      let command = RACCommand<String, String> { input in
        RACSignal.createSignal { subscriber in
          subscriber.sendNext(input)
          subscriber.sendCompleted()
          return nil
        }
      }
      command.executionSignals.switchToLatest().subscribeNext { lab.say($0) }
      command.executionSignals.subscribeNext { signal in signal.subscribeNext { lab.say("sub - \($0)") } }
      command.execute("1")
    },
    modern: { lab in
      let action = Action<String, String, NoError> { input in
        SignalProducer { observer, _ in
          observer.sendNext(input)
          observer.sendCompleted()
        }
      }
      action.values.observeNext { lab.say("sub - \($0)") }
      action.apply("1").startWithNext { lab.say($0) }
    })
}
