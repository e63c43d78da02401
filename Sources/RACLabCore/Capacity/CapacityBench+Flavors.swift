import Foundation
import RACClassic
import RACModern

extension CapacityBench {
  /// Calls `body` with each value of the experiment, reporting how many
  /// were sent every 65 536 values.
  func sendEach(_ body: (String) -> Void) {
    var sent = 0
    experiment.values.forEach { value in
      body(value)
      sent += 1
      if sent & 0xFFFF == 0 { progress?(sent) }
    }
  }

  /// Runs a classic kind on a `RACTestScheduler`.
  func runClassic(_ kind: CapacityKind, capacity: CapacityValue) {
    _ = Flavor.runClassic { lab in
      // The cold source's live subscribers; the t=1.0 sends go to each.
      var runs: [any RACSubscriber<String>] = []
      let cold = RACSignal<String>.createSignal { subscriber in
        self.sourceStarts.append(lab.now)
        runs.append(subscriber)
        return nil
      }
      // A subject kind's input, held as the concrete class so that sends are
      // not dispatched through the `RACSubscriber` existential.
      var input: RACSubject<String>?
      let target: RACSignal<String>
      switch kind {
      case .replaySubject:
        let subject = RACReplaySubject<String>(capacity: capacity.count)
        (target, input) = (subject, subject)
      case .behavior:
        let subject = RACBehaviorSubject(defaultValue: CapacityExperiment.behaviorDefault)
        (target, input) = (subject, subject)
      case .replay: target = cold.replay()
      case .replayLast: target = cold.replayLast()
      case .buffer, .replayLazily: preconditionFailure("\(kind) is a RACModern kind")
      }
      func subscribe(_ box: ReceiptBox) {
        target.subscribeNext(
          { box.receipt.record($0) }, error: { _ in box.receipt.end("error") },
          completed: { box.receipt.end("completed") })
      }
      lab.at(self.experiment.earlyAt) { subscribe(self.early) }
      lab.at(1.0) {
        if let input {
          self.sendEach { input.sendNext($0) }
        } else {
          for sink in runs { self.sendEach { sink.sendNext($0) } }
        }
      }
      lab.at(self.experiment.lateAt) { subscribe(self.late) }
      lab.at(self.experiment.completeAt) {
        if let input { input.sendCompleted() } else { for sink in runs { sink.sendCompleted() } }
      }
      lab.at(self.experiment.probeAt) { subscribe(self.probe) }
    }
  }

  /// Runs a modern kind on a `TestScheduler`.
  func runModern(_ kind: CapacityKind, capacity: CapacityValue) {
    _ = Flavor.runModern { lab in
      var runs: [Observer<String, NoError>] = []
      let cold = SignalProducer<String, NoError> { observer, _ in
        self.sourceStarts.append(lab.now)
        runs.append(observer)
      }
      var input: Observer<String, NoError>?
      let target: SignalProducer<String, NoError>
      switch kind {
      case .buffer:
        let (producer, observer) = SignalProducer<String, NoError>.buffer(capacity.count)
        (target, input) = (producer, observer)
      case .replayLazily: target = cold.replayLazily(capacity.count)
      case .replaySubject, .replay, .replayLast, .behavior: preconditionFailure("\(kind) is a RACClassic kind")
      }
      func start(_ box: ReceiptBox) {
        target.start { event in
          switch event {
          case .next(let value): box.receipt.record(value)
          case .completed: box.receipt.end("completed")
          case .interrupted: box.receipt.end("interrupted")
          }
        }
      }
      lab.at(self.experiment.earlyAt) { start(self.early) }
      lab.at(1.0) {
        for sink in input.map({ [$0] }) ?? runs { self.sendEach { sink.sendNext($0) } }
      }
      lab.at(self.experiment.lateAt) { start(self.late) }
      lab.at(self.experiment.completeAt) {
        for sink in input.map({ [$0] }) ?? runs { sink.sendCompleted() }
      }
      lab.at(self.experiment.probeAt) { start(self.probe) }
    }
  }
}
