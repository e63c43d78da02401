import Foundation
import ProfileFeature
import RACSwift  // was `import ReactiveSwift`
import Testing

/// The profile screen as a ReactiveSwift 7 user tests it: on a
/// `TestScheduler`, with a fake network that answers a second later.
@Suite struct ProfileFeatureTests {
  /// A network that answers after `latency` seconds on `scheduler`, and
  /// notes each request as `t=<time> <token> <path>`.
  final class FakeServer {
    let scheduler = TestScheduler()
    private(set) var requests: [String] = []
    private let start: Date

    init() { start = scheduler.currentDate }

    var now: String { String(format: "t=%.3f", scheduler.currentDate.timeIntervalSince(start)) }

    func transport(latency: TimeInterval = 1) -> APIClient.Transport {
      { [unowned self] token, path in
        SignalProducer { observer, _ in
          self.requests.append("\(self.now) \(token ?? "-") \(path)")
          switch (token, path) {
          case (nil, _): observer.send(error: .unauthorized)
          case (_, "/users/ada"):
            observer.send(value: Profile(id: "ada", name: "Ada Lovelace"))
            observer.sendCompleted()
          default: observer.send(error: .notFound(path))
          }
        }
        .delay(latency, on: self.scheduler)
      }
    }
  }

  @Test func theMachineStartsLoadingFromOnStartedAndTheViewShowsTheProfile() {
    let server = FakeServer()
    let client = APIClient(transport: server.transport())
    client.session.value = "token-1"
    let view = ProfileView()
    let viewModel = ProfileViewModel(userID: "ada", client: client, scheduler: server.scheduler)
    view.bind(to: viewModel)

    #expect(view.titles == ["Loading ada…"])
    #expect(view.spinner == [true])
    // The initial state reaches the feedback on the scheduler: the request
    // goes out at t=0 and its answer comes a second later.
    server.scheduler.advance()
    #expect(server.requests == ["t=0.000 token-1 /users/ada"])
    server.scheduler.advance(by: .seconds(1))
    #expect(view.titles == ["Loading ada…", "Ada Lovelace"])
    #expect(view.spinner == [true, false])
    #expect(client.fetchProfile.isExecuting.value == false)
  }

  @Test func aFailedRequestShowsWhyAndRetryReadsTheNewSession() {
    let server = FakeServer()
    let client = APIClient(transport: server.transport())
    let view = ProfileView()
    let viewModel = ProfileViewModel(userID: "ada", client: client, scheduler: server.scheduler)
    view.bind(to: viewModel)
    server.scheduler.advance(by: .seconds(2))
    #expect(view.titles == ["Loading ada…", "Sign in to see this profile"])

    // Action(state:execute:) reads the session when the retry starts.
    client.session.value = "token-2"
    viewModel.retry()
    server.scheduler.advance(by: .seconds(2))
    #expect(server.requests == ["t=0.000 - /users/ada", "t=2.000 token-2 /users/ada"])
    #expect(view.titles == ["Loading ada…", "Sign in to see this profile", "Loading ada…", "Ada Lovelace"])
    #expect(view.spinner == [true, false, true, false])
  }

  @Test func anUnknownUserIsNotFound() {
    let server = FakeServer()
    let client = APIClient(transport: server.transport(latency: 0.5))
    client.session.value = "token-1"
    let viewModel = ProfileViewModel(userID: "bob", client: client, scheduler: server.scheduler)
    var titles: [String] = []
    viewModel.title.producer.startWithValues { titles.append($0) }
    server.scheduler.run()
    #expect(titles == ["Loading bob…", "No user bob"])
    #expect(viewModel.isLoading.value == false)
  }

  @Test func theTitleKeepsTheMachineAliveAfterTheViewModelGoesAway() {
    let server = FakeServer()
    let client = APIClient(transport: server.transport())
    client.session.value = "token-1"
    var viewModel: ProfileViewModel? = ProfileViewModel(userID: "ada", client: client, scheduler: server.scheduler)
    weak let weakViewModel = viewModel
    let title = viewModel!.title
    viewModel = nil
    #expect(weakViewModel == nil)
    server.scheduler.run()
    // Property(capturing:) held the state it was made of: the load finished.
    #expect(title.value == "Ada Lovelace")
  }

  @Test func bindingsEndWithTheView() {
    let server = FakeServer()
    let client = APIClient(transport: server.transport())
    let viewModel = ProfileViewModel(userID: "ada", client: client, scheduler: server.scheduler)
    var view: ProfileView? = ProfileView()
    view!.bind(to: viewModel)
    weak let weakView = view
    view = nil
    #expect(weakView == nil)
    var ended = false
    viewModel.title.producer.startWithValues { _ in }
    viewModel.title.signal.observeCompleted { ended = true }
    server.scheduler.run()
    #expect(viewModel.title.value == "Sign in to see this profile")
    #expect(ended == false)
  }

  @Test func theClientRunsOneFetchAtATime() {
    let server = FakeServer()
    let client = APIClient(transport: server.transport())
    client.session.value = "token-1"
    var heard: [String] = []
    client.fetchProfile.apply("ada").start { event in heard.append("first \(event)") }
    client.fetchProfile.apply("ada").startWithFailed { error in heard.append("second \(error)") }
    server.scheduler.run()
    #expect(
      heard == ["second disabled", "first VALUE Profile(id: \"ada\", name: \"Ada Lovelace\")", "first COMPLETED"])
  }
}
