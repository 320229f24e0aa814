import StrutCore
import StrutEngine
import StrutSyntax

/// What `strut fmt` must hold for any input: a file that parses formats; formatting twice
/// equals formatting once; the formatted file means what the original meant — the same
/// diagnostics (by id and message) and, when it lays out, the same frames on every screen.
/// Shared by the test suite and the libFuzzer target (Fuzz/run.sh copies this file).
enum FormatCheck {
  static func problem(_ file: SourceFile, _ run: LayoutRun) -> String? {
    let formatted: String
    switch Formatter.format(file) {
    case .success(let text): formatted = text
    case .failure(.syntaxErrors): return nil  // refused, as it should be
    case .failure(.changedTokens): return "formatting would change the tokens"
    }
    let again = SourceFile(name: file.name, text: formatted)
    guard case .success(let twice) = Formatter.format(again) else {
      return "the formatted text does not format"
    }
    guard twice == formatted else { return "formatting is not idempotent" }
    let after = Pipeline.run(again)
    let words = { (run: LayoutRun) in run.diagnostics.map { "\($0.id.rawValue): \($0.message)" } }
    guard words(after) == words(run) else { return "formatting changed the diagnostics" }
    guard after.screens.count == run.screens.count else { return "formatting changed the screens" }
    for (before, now) in zip(run.screens, after.screens) {
      guard before.views.count == now.views.count else { return "formatting changed the views" }
      for (a, b) in zip(before.views, now.views) where a.name != b.name || a.frame != b.frame {
        return "formatting moved '\(a.name)': \(a.frame) → \(b.frame)"
      }
    }
    return nil
  }
}
