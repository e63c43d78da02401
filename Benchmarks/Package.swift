// swift-tools-version:6.1
import PackageDescription

/// RACPort benchmarks: a separate package so the library itself keeps no dependencies.
/// Runs the same scenarios (B1-B9, issue 6) on RACClassic, RACModern, RACSwift and OpenCombine.
/// Build and run: `Benchmarks/compare.sh` (see docs/Benchmarks.md).
let package = Package(
  name: "RACPortBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "RACPort", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "RACPortBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "RACClassic", package: "RACPort"),
        .product(name: "RACModern", package: "RACPort"),
        .product(name: "RACSwift", package: "RACPort"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Benchmarks/RACPortBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
