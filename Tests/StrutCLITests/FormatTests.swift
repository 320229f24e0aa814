import Foundation
import StrutCore
import StrutSyntax
import Testing

@testable import StrutCLI

/// `strut fmt`: the canonical layout, in place or on standard output, `--check` for CI.
@Suite("strut fmt")
struct FormatTests {
  let golden = packageRoot.appendingPathComponent("Tests/StrutCLITests/Golden/fmt")

  /// A temporary copy of `text` as a file, its path, removed by `body`'s end.
  func withFile(_ text: String, mode: mode_t = 0o644, _ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-fmt-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).layout"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, mode)
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  @Test(
    "a messy file takes the canonical layout; comments kept; formatting it again changes nothing")
  func messy() throws {
    let input = try String(
      contentsOf: golden.appendingPathComponent("messy.layout"), encoding: .utf8)
    let expected = try String(
      contentsOf: golden.appendingPathComponent("messy.out"), encoding: .utf8)
    try withFile(input, mode: 0o600) { path in
      #expect(runStrutOnDisk(["fmt", "--check", path]) == (.inputErrors, "\(path)\n", ""))
      let result = runStrutOnDisk(["fmt", path])
      #expect(result.status == .success && result.stderr.isEmpty)
      let written = try String(contentsOfFile: path, encoding: .utf8)
      assertGolden(written, golden.appendingPathComponent("messy.out"))
      #expect(written == expected)
      // In place, the file's mode kept.
      var info = stat()
      stat(path, &info)
      #expect(info.st_mode & 0o777 == 0o600)
      #expect(runStrutOnDisk(["fmt", "--check", path]) == (.success, "", ""))
    }
    // Hand-checked points of the canonical layout.
    #expect(expected.contains("\nlet gap = 8  # between rows\n"))
    #expect(expected.contains("screen \"Phone\" 375 x 667 safe(top: 20, bottom: 34)"))
    #expect(expected.contains("  label title \"Hi, there\" (font: 17,\n    lines: 0)\n"))
    #expect(
      expected.contains("H:|-gap-[card(>=50@750,<=300)]-(>=gap)-| (alignAllTop, alignAllBottom)"))
    #expect(expected.contains("title.top == card.top + -half        # a sign\n"))
    #expect(expected.contains("title.leading == card.leading @high  # after the sign\n"))
    #expect(expected.contains("rowGap: badge.top >= title.bottom + gap"))
    #expect(
      expected.contains("when compact and not (root.width < 400) {\n  badge.width == 20\n}\n"))
    #expect(!expected.contains("\n\n\n") && expected.hasSuffix("}\n"))
  }

  @Test("every sample and golden input is already formatted (strut fmt --check)")
  func samplesAreCanonical() throws {
    var paths: [String] = []
    for folder in [
      "Samples", "Tests/StrutCLITests/Golden/run", "Tests/StrutCLITests/Golden/samples",
    ] {
      let url = packageRoot.appendingPathComponent(folder)
      paths += try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".layout") }.sorted().map { url.appendingPathComponent($0).path }
    }
    let result = runStrutOnDisk(["fmt", "--check"] + paths)
    #expect(result.status == .success, "not formatted:\n\(result.stdout)\(result.stderr)")
  }

  @Test("a file with syntax errors is left as it is, with its errors; '-' writes stdout")
  func refusals() throws {
    let broken = "view a\na.top == (root.top\n"
    try withFile(broken) { path in
      let result = runStrutOnDisk(["fmt", path])
      #expect(result.status == .inputErrors)
      #expect(result.stderr.contains("error: expected"))
      #expect(result.stderr.contains("strut fmt: '\(path)' has errors; it was left as it is"))
      let after = try String(contentsOfFile: path, encoding: .utf8)
      #expect(after == broken)
    }
    let usage = runStrut(["fmt"])
    #expect(usage.status == .usage)
    // Standard input to standard output, a real process.
    try withFile("view   a\na.edges==root.edges\n") { path in
      let strut = packageRoot.appendingPathComponent(".build/debug/strut").path
      let result = spawn(["sh", "-c", "'\(strut)' fmt - < '\(path)'"])
      #expect(result.status == 0)
      #expect(result.output == "view a\na.edges == root.edges\n")
    }
  }
}
