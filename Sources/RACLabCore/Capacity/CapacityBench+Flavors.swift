import Foundation
import RACClassic
import RACModern

extension CapacityBench {
  /// Runs a classic kind on a `RACTestScheduler`.
  func runClassic(_ kind: CapacityKind, capacity: CapacityValue) {
    let scheduler = RACTestScheduler()
    let start = scheduler.currentDate
    func at(_ time: Double, _ action: @escaping () -> Void) {
      scheduler.after(start.addingTimeInterval(time), schedule: action)
    }
    // The cold source's live subscribers; the t=1.0 sends go to each.
    var runs: [any RACSubscriber<String>] = []
    let cold = RACSignal<String>.createSignal { subscriber in
      self.sourceStarts.append(scheduler.currentDate.timeIntervalSince(start))
      runs.append(subscriber)
      return nil
    }
    // A subject kind's input, held as the concrete class so that sends are
    // not dispatched through the `RACSubscriber` existential.
    var input: RACSubject<String>?
    at(0) {
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
      at(self.experiment.earlyAt) { subscribe(self.early) }
      at(1.0) {
        if let input {
          self.experiment.values.forEach { input.sendNext($0) }
        } else {
          for sink in runs { self.experiment.values.forEach { sink.sendNext($0) } }
        }
      }
      at(self.experiment.lateAt) { subscribe(self.late) }
      at(self.experiment.completeAt) {
        if let input { input.sendCompleted() } else { for sink in runs { sink.sendCompleted() } }
      }
      at(self.experiment.probeAt) { subscribe(self.probe) }
    }
    scheduler.stepAll()
  }

  /// Runs a modern kind on a `TestScheduler`.
  func runModern(_ kind: CapacityKind, capacity: CapacityValue) {
    let scheduler = TestScheduler()
    let start = scheduler.currentDate
    func at(_ time: Double, _ action: @escaping () -> Void) {
      scheduler.scheduleAfter(start.addingTimeInterval(time), action: action)
    }
    var runs: [Observer<String, NoError>] = []
    let cold = SignalProducer<String, NoError> { observer, _ in
      self.sourceStarts.append(scheduler.currentDate.timeIntervalSince(start))
      runs.append(observer)
    }
    var input: Observer<String, NoError>?
    at(0) {
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
      at(self.experiment.earlyAt) { start(self.early) }
      at(1.0) {
        for sink in input.map({ [$0] }) ?? runs { self.experiment.values.forEach { sink.sendNext($0) } }
      }
      at(self.experiment.lateAt) { start(self.late) }
      at(self.experiment.completeAt) {
        for sink in input.map({ [$0] }) ?? runs { sink.sendCompleted() }
      }
      at(self.experiment.probeAt) { start(self.probe) }
    }
    scheduler.run()
  }
}
