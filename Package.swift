// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Strut",
  products: [
    .library(name: "StrutSolver", targets: ["StrutSolver"]),
    .library(name: "StrutSyntax", targets: ["StrutSyntax"]),
    .library(name: "StrutLayout", targets: ["StrutLayout"]),
    .executable(name: "strut", targets: ["strut"]),
  ],
  targets: [
    .target(name: "StrutSyntax"),
    .target(name: "StrutSolver", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "StrutLayout", dependencies: ["StrutSyntax", "StrutSolver"]),
    .target(name: "StrutReport", dependencies: ["StrutLayout", "StrutSyntax"]),
    .target(name: "StrutCLI", dependencies: ["StrutSyntax", "StrutLayout", "StrutReport"]),
    .executableTarget(name: "strut", dependencies: ["StrutCLI"]),
    // Reads solver systems as JSON and prints the solutions; driven by Oracle/solver_oracle.py.
    .executableTarget(name: "StrutSolverHarness", dependencies: ["StrutSolver"]),
    // Release-mode benchmark of the kiwi workloads; driven by Benchmarks/compare.py.
    .executableTarget(name: "StrutBench", dependencies: ["StrutSolver", "StrutLayout", "StrutSyntax"]),
    .testTarget(name: "StrutSolverTests", dependencies: ["StrutSolver"]),
    .testTarget(name: "StrutSyntaxTests", dependencies: ["StrutSyntax"]),
    .testTarget(name: "StrutLayoutTests", dependencies: ["StrutLayout", "StrutSyntax", "StrutSolver"]),
    // Golden files live beside the tests and are found through #filePath.
    .testTarget(name: "StrutCLITests", dependencies: ["StrutCLI"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
