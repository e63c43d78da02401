// swift-tools-version:6.0
import PackageDescription

/// A user's package written the ReactiveSwift 7 way: a feedback-loop state
/// machine started in `on(started:)`, an API client built on
/// `Action(state:execute:)`, `BindingTarget`s behind `.reactive`, and
/// `Property(capturing:)`. Its files import `RACSwift` where they imported
/// `ReactiveSwift`, and nothing else changed. CI builds and tests it from a
/// clean clone (`.ci/run`), depending on this repository by path.
let package = Package(
  name: "ReactiveSwiftUser",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  dependencies: [.package(name: "RACPort", path: "../..")],
  targets: [
    .target(name: "ProfileFeature", dependencies: [.product(name: "RACSwift", package: "RACPort")]),
    .testTarget(
      name: "ProfileFeatureTests",
      dependencies: ["ProfileFeature", .product(name: "RACSwift", package: "RACPort")]),
  ],
  swiftLanguageModes: [.v6]
)
