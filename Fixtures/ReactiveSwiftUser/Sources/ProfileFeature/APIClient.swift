import RACSwift  // was `import ReactiveSwift`

/// A user's profile, as the server sends it.
public struct Profile: Equatable {
  /// The user's id.
  public let id: String
  /// The name to show.
  public let name: String

  /// Creates a profile.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

/// What a request can fail with.
public enum APIError: Error, Equatable {
  /// No session, or the server refused it.
  case unauthorized
  /// No such user.
  case notFound(String)
}

/// The API client: its requests are actions that read the current session
/// token when they start (`Action(state:execute:)`).
public final class APIClient {
  /// What the client sends a request with: the session token (or `nil`)
  /// and the path; the server's answer.
  public typealias Transport = (_ token: String?, _ path: String) -> SignalProducer<Profile, APIError>

  /// The session token, once signed in.
  public let session = MutableProperty<String?>(nil)
  /// Fetches a user's profile with the session's token. One fetch at a time,
  /// as every `Action`.
  public let fetchProfile: Action<String, Profile, APIError>

  /// Creates a client that sends its requests through `transport`.
  ///
  /// - Parameter transport: The network.
  public init(transport: @escaping Transport) {
    fetchProfile = Action(state: session) { token, userID in
      transport(token, "/users/\(userID)")
    }
  }
}
