// swift-tools-version:6.0
import PackageDescription

/// A user's package, as a team migrating from RAC2 to RAC4 (or straight to
/// ReactiveSwift, through RACSwift) would write it: its app code depends on
/// the faces, its tests on the migration kit, all by path to this
/// repository. CI builds and tests it from a clean clone (`.ci/run`), exactly
/// as a user's package is built.
let package = Package(
  name: "MigrationKitUser",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  dependencies: [.package(name: "RACPort", path: "../..")],
  targets: [
    .target(
      name: "SearchFeature",
      dependencies: [
        .product(name: "RACClassic", package: "RACPort"),
        .product(name: "RACModern", package: "RACPort"),
        .product(name: "RACSwift", package: "RACPort"),
      ]),
    .target(
      name: "AccountFeature",
      dependencies: [
        .product(name: "RACClassic", package: "RACPort"),
        .product(name: "RACModern", package: "RACPort"),
        .product(name: "RACSwift", package: "RACPort"),
      ]),
    .testTarget(
      name: "SearchFeatureTests",
      dependencies: [
        "SearchFeature",
        .product(name: "RACTesting", package: "RACPort"),
        .product(name: "RACBridge", package: "RACPort"),
        .product(name: "RACSwift", package: "RACPort"),
      ]),
    .testTarget(
      name: "AccountFeatureTests",
      dependencies: [
        "AccountFeature", .product(name: "RACTesting", package: "RACPort"),
        .product(name: "RACSwift", package: "RACPort"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
