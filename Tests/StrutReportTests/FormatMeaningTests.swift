import Foundation
import StrutCore
import StrutEngine
import StrutSyntax
import Testing

/// `strut fmt` keeps what a file means: formatted, every sample and golden input lays out
/// to the same frames with the same diagnostics (FormatCheck), and formatting is idempotent.
/// (The mutation test and the fuzzer apply the same check to mutants.)
@Suite("Formatting keeps meaning")
struct FormatMeaningTests {
  let golden = packageRoot.appendingPathComponent("Tests/StrutCLITests/Golden/fmt")

  @Test("the same frames before and after, for the messy file, every sample and golden input")
  func meaningKept() throws {
    var inputs = [golden.appendingPathComponent("messy.layout")]
    for folder in ["Samples", "Tests/StrutCLITests/Golden/run", "Tests/StrutCLITests/Golden/check"]
    {
      let url = packageRoot.appendingPathComponent(folder)
      inputs += try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".layout") }.sorted().map { url.appendingPathComponent($0) }
    }
    var formatted = 0
    for url in inputs {
      let file = SourceFile(
        name: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8))
      let run = Pipeline.run(file)
      if let problem = FormatCheck.problem(file, run) {
        Issue.record("\(url.lastPathComponent): \(problem)")
      }
      if case .success = Formatter.format(file) { formatted += 1 }
    }
    #expect(formatted >= inputs.count - 2)  // the two golden inputs with syntax errors
  }

  /// Found by the fuzzer: a path with a space after a dot is no syntax error, so it formats,
  /// and the formatter closes the gap; the checker's message named the path as typed, so the
  /// formatted file read differently. The message names the path's parts instead.
  @Test("a path written with spaces is named by its parts, formatted or not")
  func spacedPath() throws {
    let file = SourceFile(
      name: "spaced.layout",
      text: "view a\na.top == root.safeArea. a.left\na.leading == root.leading\n")
    let run = Pipeline.run(file)
    #expect(run.diagnostics.map(\.message) == ["too many '.' parts in 'root.safeArea.a.left'"])
    #expect(FormatCheck.problem(file, run) == nil)
  }

  /// `@2x` is one word to the formatter, as to a reader; the space before it is one.
  @Test("a screen's display scale formats as @2x and keeps its frames")
  func screenScale() throws {
    let file = SourceFile(
      name: "scale.layout",
      text: "screen 320 x 480   @ 2x safe(top: 20)\nview a\na.edges == root.safeArea.edges\n")
    guard case .success(let text) = Formatter.format(file) else {
      Issue.record("the file did not format")
      return
    }
    #expect(text.hasPrefix("screen 320 x 480 @2x safe(top: 20)\n"))
    #expect(FormatCheck.problem(file, Pipeline.run(file)) == nil)
  }
}
