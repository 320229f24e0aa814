import StrutCore
import StrutEngine
import StrutModel

/// Prints diagnostics the way compilers do, so editors and CI can parse them:
///
///     main.layout:3:15: error: unknown view 'thrid'
///      3 | bottom.top >= thrid.bottom + 40 @250
///        |               ^^^^^ not declared in this file
///        |               third
///        = help: did you mean 'third'?
///
/// A fix-it on the diagnostic's line is shown under the caret as the text to put there.
public struct DiagnosticRenderer: Sendable {
  public var useColor: Bool

  public init(useColor: Bool = false) { self.useColor = useColor }

  public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
    var lines: [String] = []
    if diagnostic.isFileLevel {
      lines.append("\(file.name): " + paint(diagnostic.severity) + ": " + diagnostic.message)
    } else {
      lines += located(
        diagnostic.severity, diagnostic.message, diagnostic.span, diagnostic.label, file)
      lines += fixItLines(diagnostic, file)
    }
    // `= note:` and `= help:` line up with the `|` of the source line above them.
    let margin =
      diagnostic.isFileLevel
      ? "  "
      : String(repeating: " ", count: String(file.location(diagnostic.span.start).line).count + 1)
    for note in diagnostic.notes {
      if let span = note.span {
        lines += located(.note, note.message, span, nil, file)
      } else {
        lines.append("\(margin) = note: \(note.message)")
      }
    }
    if let help = diagnostic.help { lines.append("\(margin) = help: \(help)") }
    return lines.joined(separator: "\n") + "\n"
  }

  public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
    diagnostics.map { render($0, in: file) }.joined()
  }

  private func located(
    _ severity: Diagnostic.Severity, _ message: String, _ span: SourceSpan, _ label: String?,
    _ file: SourceFile
  ) -> [String] {
    let start = file.location(span.start)
    let header = "\(file.name):\(start.line):\(start.column): "
    var lines = [header + paint(severity) + ": " + message]
    let source = file.lineText(start.line)
    guard !source.isEmpty || span.start >= file.bytes.count else { return lines }
    let number = String(start.line)
    let gutter = String(repeating: " ", count: number.count)
    // A long line is shown as a window around the span: 60 characters before it, up to 200.
    let skip = start.column > 160 ? start.column - 61 : 0
    let window = source.dropFirst(skip).prefix(200)
    let shown = (skip > 0 ? "…" : "") + String(window).replacingTabs()
    lines.append(" \(number) | \(shown)")
    let end = file.location(span.end)
    let width =
      end.line == start.line
      ? max(1, end.column - start.column) : max(1, source.count - start.column + 1)
    let indent = String(repeating: " ", count: max(0, start.column - 1 - skip + (skip > 0 ? 1 : 0)))
    var caret = indent + String(repeating: "^", count: max(1, min(width, 200)))
    if let label { caret += " " + label }
    lines.append(" \(gutter) | " + (useColor ? "\u{1B}[1;32m\(caret)\u{1B}[0m" : caret))
    return lines
  }

  /// `   | ==` under the caret: each fix-it that lies on the diagnostic's own line.
  private func fixItLines(_ diagnostic: Diagnostic, _ file: SourceFile) -> [String] {
    let line = file.location(diagnostic.span.start).line
    let gutter = String(repeating: " ", count: String(line).count)
    var lines: [String] = []
    for fixIt in diagnostic.fixIts {
      let start = file.location(fixIt.span.start)
      guard start.line == line, !fixIt.replacement.contains("\n") else { continue }
      let text = String(repeating: " ", count: max(0, start.column - 1)) + fixIt.replacement
      lines.append(" \(gutter) | " + (useColor ? "\u{1B}[32m\(text)\u{1B}[0m" : text))
    }
    return lines
  }

  private func paint(_ severity: Diagnostic.Severity) -> String {
    guard useColor else { return severity.rawValue }
    let code = severity == .error ? "31" : severity == .warning ? "35" : "36"
    return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    String(map { $0 == "\t" ? " " : $0 })
  }
}
