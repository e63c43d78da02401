// swift-tools-version:6.0
import PackageDescription

/// RACPort: one engine (`RACShared`), three faces (`RACClassic` for RAC2 names,
/// `RACModern` for RAC4 names, `RACSwift` for ReactiveSwift 7's), a bridge, and
/// the `rac-lab` command-line lab.
/// The library products have no package dependencies; the engine's atomics are
/// a small C target of the package itself (`CRACAtomics`).
let package = Package(
  name: "RACPort",
  // The Swift concurrency floor. Nothing imports `Synchronization` (whose
  // `Atomic` would need macOS 15 / iOS 18); Linux has no floor.
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "RACClassic", targets: ["RACClassic"]),
    .library(name: "RACModern", targets: ["RACModern"]),
    // ReactiveSwift 7.2.1's public API over the same engine: a ReactiveSwift
    // codebase changes only its import.
    .library(name: "RACSwift", targets: ["RACSwift"]),
    // RACBridge converts RACClassic <-> RACModern; RACSwiftBridge converts
    // RACSwift <-> both (it re-exports RACClassic and RACSwift only, so a
    // RAC2 -> ReactiveSwift file sees one `Signal`).
    .library(name: "RACBridge", targets: ["RACBridge", "RACSwiftBridge"]),
    // The migration kit for users' own tests. It reports to Swift Testing or
    // XCTest when the toolchain has them; the products above never need them.
    .library(name: "RACTesting", targets: ["RACTesting"]),
    .executable(name: "rac-lab", targets: ["rac-lab"]),
  ],
  targets: [
    .target(name: "CRACAtomics"),
    .target(name: "RACShared", dependencies: ["CRACAtomics"], path: "Sources/Shared"),
    .target(name: "RACClassic", dependencies: ["RACShared"]),
    .target(name: "RACModern", dependencies: ["RACShared"]),
    .target(name: "RACSwift", dependencies: ["RACShared"]),
    .target(name: "RACBridge", dependencies: ["RACShared", "RACClassic", "RACModern"]),
    .target(name: "RACSwiftBridge", dependencies: ["RACShared", "RACClassic", "RACModern", "RACSwift"]),
    .target(name: "RACTesting", dependencies: ["RACShared", "RACClassic", "RACModern", "RACSwift"]),
    .target(name: "RACLabCore", dependencies: ["RACShared", "RACClassic", "RACModern", "RACSwift", "RACBridge"]),
    .executableTarget(name: "rac-lab", dependencies: ["RACLabCore"], path: "Sources/RACLab"),

    .target(
      name: "RACTestSupport", dependencies: ["RACShared", "RACClassic", "RACModern", "RACTesting"],
      path: "Tests/RACTestSupport"),
    .testTarget(name: "RACSharedTests", dependencies: ["RACShared", "RACTestSupport"]),
    .testTarget(name: "RACClassicTests", dependencies: ["RACClassic", "RACTestSupport", "RACLabCore"]),
    .testTarget(name: "RACModernTests", dependencies: ["RACModern", "RACTestSupport", "RACLabCore"]),
    // Its resources hold ReactiveSwift 7.2.1's public declarations (facts,
    // not code), which the face must all offer; RACModern is there for the
    // tests that pin a difference both ways.
    .testTarget(
      name: "RACSwiftTests", dependencies: ["RACSwift", "RACModern", "RACShared", "RACTestSupport"],
      resources: [.copy("Resources")]),
    .testTarget(
      name: "CrossFrontTests",
      dependencies: [
        "RACClassic", "RACModern", "RACSwift", "RACBridge", "RACSwiftBridge", "RACTestSupport", "RACLabCore",
      ]),
    .testTarget(name: "RACLabTests", dependencies: ["RACLabCore", "rac-lab", "RACTestSupport"]),
    // The migration kit tested as users use it: its product's API only.
    .testTarget(name: "RACTestingTests", dependencies: ["RACTesting", "RACClassic", "RACModern", "RACSwift"]),
    .testTarget(
      name: "ReliabilityTests", dependencies: ["RACShared", "RACClassic", "RACModern", "RACSwift", "RACTestSupport"]),
    // User code at Swift 6 boundaries (Sendable, tasks, actors, the main
    // actor): it must compile with no warnings at all, so they are errors here.
    .testTarget(
      name: "Swift6BoundaryTests", dependencies: ["RACClassic", "RACModern", "RACSwift"],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
  ],
  swiftLanguageModes: [.v6]
)
