import Foundation
import Testing

@testable import StrutCLI

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let golden = packageRoot.appendingPathComponent("Tests/StrutCLITests/Golden")

/// Runs `strut` in-process with paths relative to the package root.
func runStrut(_ arguments: [String]) -> (status: StrutCLI.ExitStatus, stdout: String, stderr: String) {
  var stdout = ""
  var stderr = ""
  let context = Context(
    standardOutput: { stdout += $0 }, standardError: { stderr += $0 },
    readFile: { path in try Context.readFromDisk(packageRoot.appendingPathComponent(path).path) })
  let status = Strut.main(arguments, context: context)
  return (status, stdout, stderr)
}

func files(in folder: String, withExtension ext: String) -> [String] {
  let url = packageRoot.appendingPathComponent(folder)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
  return names.filter { $0.hasSuffix("." + ext) }.sorted()
}

/// Compares `actual` with the golden file; `STRUT_RECORD=1 swift test` rewrites it (and fails,
/// so that every new baseline is read before it is committed).
func assertGolden(_ actual: String, _ path: URL, sourceLocation: SourceLocation = #_sourceLocation) {
  let record = ProcessInfo.processInfo.environment["STRUT_RECORD"] != nil
  let expected = try? String(contentsOf: path, encoding: .utf8)
  if record {
    try? actual.write(to: path, atomically: true, encoding: .utf8)
    if expected != actual {
      Issue.record("recorded \(path.lastPathComponent); review the diff", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected else {
    Issue.record("missing golden \(path.path); run STRUT_RECORD=1 swift test", sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "\(path.lastPathComponent) differs", sourceLocation: sourceLocation)
}

func transcript(_ result: (status: StrutCLI.ExitStatus, stdout: String, stderr: String)) -> String {
  "exit: \(result.status.rawValue)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
}

@Suite("Golden reports")
struct GoldenTests {
  @Test("every sample's text and JSON reports match their golden files",
        arguments: files(in: "Samples", withExtension: "layout"))
  func sample(_ name: String) {
    let base = String(name.dropLast(".layout".count))
    let text = runStrut(["run", "Samples/\(name)"])
    #expect(text.status == StrutCLI.ExitStatus.success)
    #expect(text.stderr == "")
    assertGolden(text.stdout, golden.appendingPathComponent("samples/\(base).txt"))
    let json = runStrut(["run", "--format", "json", "Samples/\(name)"])
    assertGolden(json.stdout, golden.appendingPathComponent("samples/\(base).json"))
  }

  /// Each `Golden/<subcommand>/NAME.layout` run through that subcommand, against `NAME.out`.
  static let cases = ["run", "check"].flatMap { command in
    files(in: "Tests/StrutCLITests/Golden/\(command)", withExtension: "layout").map { (command, $0) }
  }

  @Test("each golden input gives the recorded output and exit status", arguments: cases)
  func subcommand(_ command: String, _ name: String) {
    let base = String(name.dropLast(".layout".count))
    let result = runStrut([command, "Tests/StrutCLITests/Golden/\(command)/\(name)"])
    assertGolden(transcript(result), golden.appendingPathComponent("\(command)/\(base).out"))
  }
}
