import Foundation
import RACClassic

/// The domain of the errors the RAC2 login service fails with.
public let LoginErrorDomain = "LoginErrorDomain"

/// The RAC2 login form: a command, enabled while both text fields have
/// text, that logs in with what they say when it runs; its execution
/// signals send the session token.
public final class ClassicLoginViewModel {
  /// Logs in (a button's `rac_command`).
  public let login: RACCommand<Void, String>

  /// What the text fields say now (RAC2's `RAC(self, username) = field.rac_textSignal`).
  private final class Fields {
    var username = ""
    var password = ""
  }

  /// A form fed by two text fields' `rac_textSignal`s, logging in with `service`.
  public init(
    username: RACSignal<String>, password: RACSignal<String>,
    service: @escaping (_ username: String, _ password: String) -> RACSignal<String>
  ) {
    let fields = Fields()
    username.subscribeNext { fields.username = $0 }
    password.subscribeNext { fields.password = $0 }
    let valid = RACSignal.combineLatest(username, password) { !$0.isEmpty && !$1.isEmpty }
    login = RACCommand(enabled: valid) { _ in service(fields.username, fields.password) }
  }
}
