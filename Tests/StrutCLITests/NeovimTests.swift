import Foundation
import Testing

/// A real editor's LSP client: Neovim's built-in one, headless (Tests/Tools/nvim_lsp.lua),
/// opens a file with a mistake, reads the diagnostics `strut lsp` publishes and a hover.
/// Needs nvim (`.ci/run` installs it).
@Suite("strut lsp in Neovim", .enabled(if: isInstalled("nvim")))
struct NeovimTests {
  @Test("Neovim shows the diagnostic at the right column and the hover's frames")
  func neovim() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-nvim-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let layout = directory.appendingPathComponent("títulos.layout").path
    // Line 3 has a typo after a name with an 'í' (two UTF-8 bytes, one UTF-16 unit).
    try """
    screen 320 x 200
    label título "Año 🌍 ok" (font: 17)
    título.top == root.top + 10
    título.leadng == root.leading
    """.write(toFile: layout, atomically: true, encoding: .utf8)
    let out = directory.appendingPathComponent("result.json").path
    let strut = packageRoot.appendingPathComponent(".build/debug/strut").path
    let script = packageRoot.appendingPathComponent("Tests/Tools/nvim_lsp.lua").path
    let command =
      "cd '\(directory.path)' && STRUT='\(strut)' OUT='\(out)' HOVER_LINE=1 HOVER_COL=8 "
      + "timeout 60 nvim --headless -u NONE --noplugin -n títulos.layout -c \"luafile \(script)\""
    let run = spawn(["sh", "-c", command])
    #expect(run.status == 0, "\(run.output)")
    let data = try Data(contentsOf: URL(fileURLWithPath: out))
    let result = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    let first = try #require(diagnostics.first)
    // Neovim counts columns in bytes: 'título.' is 8; the server sent UTF-16 7, Neovim
    // converted it — the two agree only if the server counted UTF-16 right.
    #expect(
      first["lnum"] as? Int == 3 && first["col"] as? Int == 8 && first["end_col"] as? Int == 14)
    #expect((first["message"] as? String)?.hasPrefix("unknown attribute 'leadng'") == true)
    #expect(first["severity"] as? Int == 1)
    // The hover on the declaration: the file has an error, so no frames, and says so.
    let hover = try #require(result["hover"] as? String)
    #expect(hover.contains("**título** — label (UILabel)"))
    #expect(hover.contains("No frames: the file has errors."))
  }
}
