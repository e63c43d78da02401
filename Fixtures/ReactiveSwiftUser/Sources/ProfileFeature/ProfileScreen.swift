import RACSwift  // was `import ReactiveSwift`

/// The profile screen's state.
public enum ProfileState: Equatable {
  /// Loading the user's profile.
  case loading(String)
  /// Showing it.
  case loaded(Profile)
  /// The request failed.
  case failed(String, APIError)
}

/// What happens on the profile screen.
public enum ProfileEvent {
  /// The profile arrived.
  case received(Profile)
  /// The request failed.
  case failed(APIError)
  /// The user asked to try again.
  case retry
}

/// The profile screen's view model: a state machine whose loading state
/// starts the client's request (a feedback), and properties the view binds.
public final class ProfileViewModel {
  /// The screen's title. `Property(capturing:)`: it keeps the machine's
  /// state alive, so a view holding only the title still follows it.
  public let title: Property<String>
  /// Whether the spinner shows.
  public let isLoading: Property<Bool>
  private let machine: StateMachine<ProfileState, ProfileEvent>

  /// Creates the view model and starts loading `userID`'s profile.
  ///
  /// - Parameters:
  ///   - userID: Whose profile.
  ///   - client: The API client.
  ///   - scheduler: Where the feedbacks run.
  public init(userID: String, client: APIClient, scheduler: Scheduler) {
    let load = Feedback<ProfileState, ProfileEvent>(
      query: { state in
        if case .loading(let id) = state { id } else { nil }
      },
      effects: { id in
        client.fetchProfile.apply(id)
          .map(ProfileEvent.received)
          .flatMapError { error -> SignalProducer<ProfileEvent, Never> in
            switch error {
            case .producerFailed(let failure): SignalProducer(value: .failed(failure))
            case .disabled: .empty
            }
          }
      })
    machine = StateMachine(
      initial: .loading(userID), scheduler: scheduler, reduce: ProfileViewModel.reduce, feedbacks: [load])
    title = Property(capturing: machine.state.map(ProfileViewModel.title))
    isLoading = machine.state.map { state in
      if case .loading = state { true } else { false }
    }
  }

  /// Asks for the profile again (after a failure).
  public func retry() {
    machine.send(.retry)
  }

  static func reduce(_ state: ProfileState, _ event: ProfileEvent) -> ProfileState {
    switch (state, event) {
    case (.loading, .received(let profile)): .loaded(profile)
    case (.loading(let id), .failed(let error)): .failed(id, error)
    case (.failed(let id, _), .retry): .loading(id)
    default: state
    }
  }

  static func title(_ state: ProfileState) -> String {
    switch state {
    case .loading(let id): "Loading \(id)…"
    case .loaded(let profile): profile.name
    case .failed(_, .unauthorized): "Sign in to see this profile"
    case .failed(let id, .notFound): "No user \(id)"
    }
  }
}

/// The profile screen's view: what it shows, set through binding targets.
public final class ProfileView {
  /// The title label's text, in the order it was set.
  public private(set) var titles: [String] = []
  /// Whether the spinner spun, in the order it was set.
  public private(set) var spinner: [Bool] = []
  /// The view's lifetime: bindings to it end when it goes away.
  public let lifetime: Lifetime
  private let token: Lifetime.Token

  /// Creates a view.
  public init() {
    (lifetime, token) = Lifetime.make()
  }

  /// Binds the view to `viewModel` for the view's lifetime.
  ///
  /// - Parameter viewModel: What the view shows.
  public func bind(to viewModel: ProfileViewModel) {
    reactive.title <~ viewModel.title
    reactive.isSpinning <~ viewModel.isLoading
  }

  fileprivate func show(title: String) { titles.append(title) }
  fileprivate func spin(_ spinning: Bool) { spinner.append(spinning) }
}

extension ProfileView: ReactiveExtensionsProvider {}

extension Reactive where Base: ProfileView {
  /// Sets the title label.
  public var title: BindingTarget<String> {
    BindingTarget(lifetime: base.lifetime) { [weak base] in base?.show(title: $0) }
  }

  /// Shows or hides the spinner.
  public var isSpinning: BindingTarget<Bool> {
    BindingTarget(lifetime: base.lifetime) { [weak base] in base?.spin($0) }
  }
}
