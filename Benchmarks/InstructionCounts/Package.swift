// swift-tools-version:6.1
import PackageDescription

/// Instruction counts per event for the benchmark rows, RACClassic,
/// RACModern and RACSwift side by side, under callgrind:
/// `Benchmarks/instruction-counts.sh`. A separate package with no dependency
/// but RACPort, so it builds in a minute and compiles the rows as a client
/// does (no cross-module optimisation).
let package = Package(
  name: "InstructionCounts",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "RACPort", path: "../..")],
  targets: [
    .executableTarget(
      name: "InstructionCounts",
      dependencies: [
        .product(name: "RACClassic", package: "RACPort"),
        .product(name: "RACModern", package: "RACPort"),
        .product(name: "RACSwift", package: "RACPort"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
