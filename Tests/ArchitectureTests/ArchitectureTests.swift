import Foundation
import Testing

/// The package's modules, in pipeline order. A stage may depend on stages before it, never on
/// one after it; modules not yet written keep their place so that the order stays the plan.
let pipeline = [
  "StrutCore", "StrutSyntax", "StrutModel", "StrutCheck", "StrutSolver", "StrutEngine",
  "StrutImport", "StrutEmit", "StrutReport", "StrutLSP", "StrutCLI", "strut",
]

/// Stages with a tighter rule than the order: the solver knows nothing of layouts, and the
/// checked model is built from the vocabulary alone (so Interface Builder and code importers
/// can produce it without the text syntax).
let allowed: [String: Set<String>] = [
  "StrutCore": [],
  "StrutSolver": [],
  "StrutModel": ["StrutCore"],
]

/// Tools beside the pipeline: they may use any stage, and no stage may use them.
let tools: Set<String> = ["StrutSolverHarness", "StrutBench"]

let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

struct TargetDescription: Decodable {
  var name: String
  var type: String
  var path: String
  var dependencies: [String]?

  enum CodingKeys: String, CodingKey {
    case name, type, path
    case dependencies = "target_dependencies"
  }
}

struct PackageDescription: Decodable {
  var targets: [TargetDescription]
}

/// `swift package describe --type json`, as SwiftPM reads Package.swift. It gets a scratch
/// folder of its own: the `swift test` running this holds the lock on `.build`.
func describePackage() throws -> PackageDescription {
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("strut-describe-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: scratch) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json",
  ]
  process.currentDirectoryURL = packageRoot
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  // SwiftPM may print progress lines before the JSON.
  guard let start = data.firstIndex(of: UInt8(ascii: "{")) else {
    return PackageDescription(targets: [])
  }
  return try JSONDecoder().decode(PackageDescription.self, from: data[start...])
}

/// What a target may depend on: the stages before it (narrowed by `allowed`).
func mayDependOn(_ target: String, _ dependency: String) -> Bool {
  if let set = allowed[target] { return set.contains(dependency) }
  if tools.contains(dependency) { return false }
  guard let position = pipeline.firstIndex(of: target) else { return true }  // a tool or a test
  guard let other = pipeline.firstIndex(of: dependency) else { return false }
  return other < position
}

/// The Strut modules a source file imports.
func importedModules(in file: URL) throws -> [String] {
  let text = try String(contentsOf: file, encoding: .utf8)
  return text.split(separator: "\n").compactMap { line in
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
      words[..<index].allSatisfy({ $0.hasPrefix("@") })
    else { return nil }
    let module = String(words[index + 1])
    return module.hasPrefix("Strut") ? module : nil
  }
}

@Suite("Architecture")
struct ArchitectureTests {
  @Test("every library stage is in the pipeline's order")
  func stagesAreKnown() throws {
    let package = try describePackage()
    let libraries = package.targets.filter { $0.type == "library" || $0.type == "executable" }
      .map(\.name).filter { !tools.contains($0) }
    #expect(!libraries.isEmpty)
    for name in libraries {
      #expect(pipeline.contains(name), "\(name) has no place in the pipeline")
    }
  }

  @Test("no stage depends on a later one, and the solver on nothing")
  func dependenciesPointBack() throws {
    let package = try describePackage()
    #expect(package.targets.contains { $0.name == "StrutSolver" })
    for target in package.targets where target.type != "test" {
      for dependency in target.dependencies ?? [] {
        #expect(
          mayDependOn(target.name, dependency),
          "\(target.name) depends on \(dependency), which comes after it or is not allowed")
      }
    }
  }

  @Test("no source file imports a later stage")
  func importsPointBack() throws {
    let package = try describePackage()
    var checked = 0
    for target in package.targets where target.type != "test" {
      let folder = packageRoot.appendingPathComponent(target.path)
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        checked += 1
        for module in try importedModules(in: file) where module != target.name {
          #expect(
            mayDependOn(target.name, module),
            "\(file.lastPathComponent) in \(target.name) imports \(module)")
        }
      }
    }
    #expect(checked > 50)
  }

  @Test("the rule itself: later stages and tools are refused")
  func ruleRefusesLaterStages() {
    #expect(mayDependOn("StrutEngine", "StrutSolver"))
    #expect(!mayDependOn("StrutSyntax", "StrutEngine"))
    #expect(!mayDependOn("StrutSolver", "StrutCore"))
    #expect(!mayDependOn("StrutModel", "StrutSyntax"))
    #expect(!mayDependOn("StrutReport", "StrutBench"))
  }
}
