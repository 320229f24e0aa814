import Foundation
import StrutModel
import Testing

/// The editor support in `Editors/vscode`: the TextMate grammar compiles with Oniguruma and
/// scopes every character of every sample (Tests/Tools/check_grammar.py, with a TextMate
/// engine), names every kind the parser knows, and the extension's manifest points at it.
@Suite("Editor grammar and extension")
struct EditorGrammarTests {
  let folder = packageRoot.appendingPathComponent("Editors/vscode")

  static var hasEngine: Bool {
    spawn(["python3", "-c", "import onigurumacffi, textmate_grammar"]).status == 0
  }

  @Test("the grammar names every kind of view the parser knows")
  func kinds() throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("syntaxes/strut.tmLanguage.json"))
    let text = String(decoding: data, as: UTF8.self)
    #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    for kind in ViewKind.all {
      #expect(
        text.contains("|\(kind.name)|") || text.contains("(\(kind.name)|")
          || text.contains("|\(kind.name))"), "\(kind.name)")
    }
  }

  @Test("the manifest declares the language, the grammar and 'strut lsp'")
  func manifest() throws {
    let data = try Data(contentsOf: folder.appendingPathComponent("package.json"))
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let contributes = try #require(manifest["contributes"] as? [String: Any])
    let languages = try #require(contributes["languages"] as? [[String: Any]])
    #expect(languages.first?["extensions"] as? [String] == [".layout"])
    let grammars = try #require(contributes["grammars"] as? [[String: Any]])
    #expect(grammars.first?["scopeName"] as? String == "source.strut")
    let grammarPath = try #require(grammars.first?["path"] as? String)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(grammarPath).path))
    let configuration = try Data(
      contentsOf: folder.appendingPathComponent("language-configuration.json"))
    #expect(try JSONSerialization.jsonObject(with: configuration) is [String: Any])
    let script = try String(
      contentsOf: folder.appendingPathComponent("extension.js"), encoding: .utf8)
    #expect(script.contains("args: [\"lsp\"]"))
  }

  @Test(
    "every pattern compiles with Oniguruma; every character of every sample is scoped",
    .enabled(if: EditorGrammarTests.hasEngine))
  func tokenizes() throws {
    var files: [String] = []
    for folder in [
      "Samples", "Tests/StrutCLITests/Golden/run", "Tests/StrutCLITests/Golden/samples",
      "Tests/StrutCLITests/Golden/fmt",
    ] {
      let url = packageRoot.appendingPathComponent(folder)
      files += try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".layout") }.sorted().map { url.appendingPathComponent($0).path }
    }
    let script = packageRoot.appendingPathComponent("Tests/Tools/check_grammar.py").path
    let result = spawn(["python3", script] + files)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("grammar ok\n"))
    #expect(result.output.components(separatedBy: "scoped  ").count - 1 == files.count)
  }
}
