import Foundation
import RACSwift
import RACTestSupport

// The package's one recorder's timed lines (`Recorder<String>`), spoken in
// the ReactiveSwift face's names: events read `value 1`,
// `failed TestError(1)`, `completed`, `interrupted`.
extension Recorder where Value == String {
  /// A recorder stamped with `scheduler`'s time since now.
  ///
  /// It holds the scheduler weakly, as the other faces' `init(since:)` do:
  /// an action a test leaves on the scheduler that records here then never
  /// keeps the scheduler and the recorder alive through each other.
  convenience init(since scheduler: RACSwift.TestScheduler) {
    let start = scheduler.currentDate
    self.init { [weak scheduler] in (scheduler?.currentDate ?? start).timeIntervalSince(start) }
  }

  /// An observer logging every event under `name`.
  func swiftObserver<Element, Failure>(_ name: String) -> RACSwift.Signal<Element, Failure>.Observer {
    .init({ (event: RACSwift.Signal<Element, Failure>.Event) in
      switch event {
      case .value(let value): self.log("\(name) value \(value)")
      case .failed(let error): self.log("\(name) failed \(Self.describe(error))")
      case .completed: self.log("\(name) completed")
      case .interrupted: self.log("\(name) interrupted")
      }
    })
  }

  /// Starts `producer`, logging every event under `name`.
  @discardableResult
  func start<Element, Failure>(
    _ name: String, _ producer: RACSwift.SignalProducer<Element, Failure>
  )
    -> RACSwift.Disposable
  {
    producer.start(swiftObserver(name))
  }

  /// Observes `signal`, logging every event under `name`.
  @discardableResult
  func observe<Element, Failure>(_ name: String, _ signal: RACSwift.Signal<Element, Failure>) -> RACSwift.Disposable? {
    signal.observe(swiftObserver(name))
  }
}
