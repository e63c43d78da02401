import Foundation
import RACShared

// Linux keeps URLSession in FoundationNetworking; Apple platforms in Foundation.
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NotificationCenter: ReactiveExtensionsProvider {}

extension Reactive where Base: NotificationCenter {
  /// A signal of the notifications named `name` (any name if `nil`) posted
  /// by `object` (any sender if `nil`), sent on the posting thread.
  ///
  /// The registration with the center lasts as long as the signal: it is
  /// removed when the signal ends, or when nobody holds or observes it any
  /// more.
  ///
  /// ```swift
  /// let signal = NotificationCenter.default.reactive.notifications(forName: .init("ping"))
  /// signal.observeValues { print($0.name.rawValue) }
  /// NotificationCenter.default.post(name: .init("ping"), object: nil)   // prints "ping"
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name to listen for, or `nil` for every name.
  ///   - object: The sender to listen to, or `nil` for every sender.
  /// - Returns: The signal of notifications.
  public func notifications(forName name: Notification.Name?, object: AnyObject? = nil) -> Signal<Notification, Never> {
    Signal { [base] observer, lifetime in
      base.observe(name, object: object, sending: observer.send(value:), until: lifetime.core)
    }
  }
}

/// What `Reactive.data(with:)` fails with when the session reports neither
/// data nor an error.
private let missingResponseError = NSError(
  domain: "org.reactivecocoa.ReactiveSwift.Reactivity.URLSession.dataWithRequest", code: 1, userInfo: nil)

extension URLSession: ReactiveExtensionsProvider {}

extension Reactive where Base: URLSession {
  /// A producer that, each time it is started, loads `request` with a data
  /// task and sends the data and the response, then completes; or fails
  /// with the task's error. Disposing the start cancels the task.
  ///
  /// - Parameter request: The request to load.
  /// - Returns: The producer of the response.
  public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), Error> {
    SignalProducer(
      core: .oneShot { [base] complete in
        let task = base.dataTask(with: request) { data, response, error in
          complete(Result { try dataAndResponse(data, response, error) })
        }
        task.resume()
        return task.cancel
      })
  }
}

/// The outcome of a data task: its data and response, or its error.
private func dataAndResponse(_ data: Data?, _ response: URLResponse?, _ error: Error?) throws -> (Data, URLResponse) {
  guard let data, let response else { throw error ?? missingResponseError }
  return (data, response)
}
