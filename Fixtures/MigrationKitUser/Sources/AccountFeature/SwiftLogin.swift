import RACSwift

/// The ReactiveSwift port of `ClassicLoginViewModel`, written against
/// RACSwift (ReactiveSwift 7's names): the text fields bind to two
/// properties, and an action, enabled while both have text, logs in with
/// what they hold when it runs; its values are the session tokens.
public final class SwiftLoginViewModel {
  /// What the username field says (`username <~ field text`).
  public let username = MutableProperty("")
  /// What the password field says.
  public let password = MutableProperty("")
  /// Logs in.
  public let login: Action<Void, String, LoginError>

  /// A form logging in with `service`.
  public init(service: @escaping (_ username: String, _ password: String) -> SignalProducer<String, LoginError>) {
    let valid = username.combineLatest(with: password).map { !$0.isEmpty && !$1.isEmpty }
    login = Action(enabledIf: valid) { [username, password] _ in service(username.value, password.value) }
  }
}
