// swift-tools-version: 6.0
import PackageDescription

// The targets read as the pipeline: each stage depends only on the stages before it
// (Tests/ArchitectureTests enforces this), and the solver depends on nothing.
let package = Package(
  name: "Strut",
  products: [
    .library(name: "StrutSolver", targets: ["StrutSolver"]),
    .library(name: "StrutEngine", targets: ["StrutEngine"]),
    .executable(name: "strut", targets: ["strut"]),
  ],
  targets: [
    // The shared vocabulary: source positions, diagnostics, attributes, relations, geometry.
    .target(name: "StrutCore"),
    // source -> tokens -> AST
    .target(name: "StrutSyntax", dependencies: ["StrutCore"]),
    // The checked program: views, constraints, screens, text metrics.
    .target(name: "StrutModel", dependencies: ["StrutCore"]),
    // AST -> checked program (names, properties, typing rules, VFL desugaring).
    .target(name: "StrutCheck", dependencies: ["StrutCore", "StrutSyntax", "StrutModel"]),
    // Linear constraints -> values, with strict priorities. Imports nothing.
    .target(
      name: "StrutSolver", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // Checked program -> solver constraints -> settled frames, and diagnosis.
    .target(
      name: "StrutEngine",
      dependencies: ["StrutCore", "StrutSyntax", "StrutModel", "StrutCheck", "StrutSolver"]),
    // Interface Builder documents (storyboards, xibs) -> `.layout` text for the pipeline.
    .target(name: "StrutImport", dependencies: ["StrutCore", "StrutSyntax", "StrutModel"]),
    // The checked program -> UIKit code (Swift).
    .target(name: "StrutEmit", dependencies: ["StrutCore", "StrutModel"]),
    // Frames and diagnostics -> text, JSON, SVG, HTML, ASCII.
    .target(name: "StrutReport", dependencies: ["StrutCore", "StrutModel", "StrutEngine"]),
    // The Language Server Protocol over stdio: the pipeline's results for an editor.
    .target(
      name: "StrutLSP",
      dependencies: ["StrutCore", "StrutSyntax", "StrutModel", "StrutEngine", "StrutReport"]),
    .target(
      name: "StrutCLI",
      dependencies: [
        "StrutCore", "StrutSyntax", "StrutModel", "StrutEngine", "StrutImport", "StrutEmit",
        "StrutReport", "StrutLSP",
      ]),
    .executableTarget(name: "strut", dependencies: ["StrutCLI"]),
    // Reads solver systems as JSON and prints the solutions; driven by Oracle/solver_oracle.py.
    .executableTarget(name: "StrutSolverHarness", dependencies: ["StrutSolver"]),
    // Release-mode benchmark of the kiwi workloads; driven by Benchmarks/compare.py.
    .executableTarget(
      name: "StrutBench",
      dependencies: [
        "StrutCore", "StrutSolver", "StrutSyntax", "StrutCheck", "StrutEngine", "StrutReport",
      ]),
    .testTarget(name: "StrutCoreTests", dependencies: ["StrutCore"]),
    .testTarget(
      name: "StrutEmitTests", dependencies: ["StrutCore", "StrutModel", "StrutEngine", "StrutEmit"]),
    .testTarget(
      name: "StrutImportTests",
      dependencies: ["StrutCore", "StrutModel", "StrutEngine", "StrutImport", "StrutEmit"]),
    .testTarget(name: "StrutSolverTests", dependencies: ["StrutSolver"]),
    .testTarget(name: "StrutSyntaxTests", dependencies: ["StrutCore", "StrutSyntax"]),
    .testTarget(name: "StrutModelTests", dependencies: ["StrutCore", "StrutModel"]),
    .testTarget(
      name: "StrutCheckTests",
      dependencies: ["StrutCore", "StrutSyntax", "StrutModel", "StrutCheck"]),
    .testTarget(
      name: "StrutEngineTests",
      dependencies: [
        "StrutCore", "StrutSyntax", "StrutModel", "StrutCheck", "StrutEngine", "StrutSolver",
      ]),
    .testTarget(
      name: "StrutLSPTests",
      dependencies: ["StrutCore", "StrutEngine", "StrutLSP"]),
    .testTarget(
      name: "StrutReportTests",
      dependencies: ["StrutCore", "StrutSyntax", "StrutEngine", "StrutModel", "StrutReport"]),
    // Reads the target graph and every import: stages depend only on earlier stages.
    .testTarget(name: "ArchitectureTests"),
    // Golden files live beside the tests and are found through #filePath.
    .testTarget(
      name: "StrutCLITests", dependencies: ["StrutCLI", "StrutModel"], exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
