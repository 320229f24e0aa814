import Foundation
import Testing

@testable import StrutCLI

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let golden = packageRoot.appendingPathComponent("Tests/StrutCLITests/Golden")

/// Runs `strut` in-process with paths relative to the package root.
func runStrut(_ arguments: [String]) -> (
  status: StrutCLI.ExitStatus, stdout: String, stderr: String
) {
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
func assertGolden(_ actual: String, _ path: URL, sourceLocation: SourceLocation = #_sourceLocation)
{
  let record = ProcessInfo.processInfo.environment["STRUT_RECORD"] != nil
  let expected = try? String(contentsOf: path, encoding: .utf8)
  if record {
    try? actual.write(to: path, atomically: true, encoding: .utf8)
    if expected != actual {
      Issue.record(
        "recorded \(path.lastPathComponent); review the diff", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected else {
    Issue.record(
      "missing golden \(path.path); run STRUT_RECORD=1 swift test", sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "\(path.lastPathComponent) differs", sourceLocation: sourceLocation)
}

func transcript(_ result: (status: StrutCLI.ExitStatus, stdout: String, stderr: String)) -> String {
  "exit: \(result.status.rawValue)\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
}

@Suite("Golden reports")
struct GoldenTests {
  @Test(
    "every sample's text and JSON reports match their golden files",
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

  /// Interface Builder samples: the text and JSON reports, and the imported `.layout` text.
  @Test(
    "every storyboard sample's reports and imported text match their golden files",
    arguments: files(in: "Samples", withExtension: "storyboard"))
  func storyboardSample(_ name: String) {
    let base = String(name.dropLast(".storyboard".count))
    let text = runStrut(["run", "Samples/\(name)"])
    #expect(text.status == StrutCLI.ExitStatus.success)
    #expect(text.stderr == "")
    assertGolden(text.stdout, golden.appendingPathComponent("samples/\(base).storyboard.txt"))
    let json = runStrut(["run", "--format", "json", "Samples/\(name)"])
    assertGolden(json.stdout, golden.appendingPathComponent("samples/\(base).storyboard.json"))
    let imported = runStrut(["import", "Samples/\(name)"])
    #expect(imported.status == StrutCLI.ExitStatus.success)
    assertGolden(imported.stdout, golden.appendingPathComponent("samples/\(base).imported.layout"))
  }

  /// Each `Golden/repl/NAME.in` piped into `strut repl` (with `NAME.layout` as its file when
  /// there is one), against `NAME.out`: the whole transcript, prompts and echoed input
  /// included. Lines starting with '#' are comments of the test, not input.
  @Test(
    "REPL transcripts", arguments: files(in: "Tests/StrutCLITests/Golden/repl", withExtension: "in")
  )
  func repl(_ name: String) throws {
    let base = String(name.dropLast(".in".count))
    let folder = golden.appendingPathComponent("repl")
    let input = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    let lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.hasPrefix("#") }.dropLast()
    let layout = "Tests/StrutCLITests/Golden/repl/\(base).layout"
    var arguments = ["repl"]
    if FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(layout).path) {
      arguments.append(layout)
    }
    var stdout = ""
    var stderr = ""
    var written: [String: String] = [:]
    let context = Context(
      standardOutput: { stdout += $0 }, standardError: { stderr += $0 },
      readFile: { path in
        if let text = written[path] { return Array(text.utf8) }
        return try Context.readFromDisk(packageRoot.appendingPathComponent(path).path)
      },
      writeFile: { path, text in written[path] = text },
      makeLineReader: { ScriptedLineReader(Array(lines)) })
    let status = Strut.main(arguments, context: context)
    var transcript = "exit: \(status.rawValue)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    for path in written.keys.sorted() { transcript += "--- wrote \(path)\n\(written[path] ?? "")" }
    assertGolden(transcript, folder.appendingPathComponent("\(base).out"))
  }

  /// Each `Golden/<subcommand>/NAME.layout` run through that subcommand, against `NAME.out`.
  static let cases = ["run", "check"].flatMap { command in
    (files(in: "Tests/StrutCLITests/Golden/\(command)", withExtension: "layout")
      + files(in: "Tests/StrutCLITests/Golden/\(command)", withExtension: "storyboard")).map {
        (command, $0)
      }
  }

  @Test("each golden input gives the recorded output and exit status", arguments: cases)
  func subcommand(_ command: String, _ name: String) {
    let base = name.hasSuffix(".layout") ? String(name.dropLast(".layout".count)) : name
    let result = runStrut([command, "Tests/StrutCLITests/Golden/\(command)/\(name)"])
    assertGolden(transcript(result), golden.appendingPathComponent("\(command)/\(base).out"))
  }
}
