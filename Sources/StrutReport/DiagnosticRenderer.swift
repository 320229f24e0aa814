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
    if let map = file.documentMap {
      return render(diagnostic.mapped(through: map), in: map.document)
    }
    var lines: [String] = []
    if diagnostic.isFileLevel {
      lines.append(
        "\(file.name.escapingControlCharacters): " + paint(diagnostic.severity) + ": "
          + diagnostic.message.escapingControlCharacters)
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
        lines.append("\(margin) = note: \(note.message.escapingControlCharacters)")
      }
    }
    if let help = diagnostic.help {
      lines.append("\(margin) = help: \(help.escapingControlCharacters)")
    }
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
    let header = "\(file.name.escapingControlCharacters):\(start.line):\(start.column): "
    var lines = [header + paint(severity) + ": " + message.escapingControlCharacters]
    let source = file.lineText(start.line)
    guard !source.isEmpty || span.start >= file.bytes.count else { return lines }
    let number = String(start.line)
    let gutter = String(repeating: " ", count: number.count)
    // A long line is shown as a window around the span: 60 characters before it, up to 200.
    // Each character is shown as it is, a tab as a space, a control character escaped
    // (`\u{1B}`), so that no byte of the file reaches the terminal as a command.
    let skip = start.column > 160 ? start.column - 61 : 0
    let end = file.location(span.end)
    let first = max(0, start.column - 1 - skip)
    let shown: String
    let before: Int
    let width: Int
    if source.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // Printable ASCII (the usual line): a character is a byte and a column, shown as it is.
      let length = source.utf8.count
      let count =
        end.line == start.line
        ? max(1, end.column - start.column) : max(1, length - start.column + 1)
      let window = source.utf8.dropFirst(skip).prefix(200)
      shown = String(decoding: window, as: UTF8.self)
      before = min(first, window.count)
      width = min(count, window.count - before)
    } else {
      let window = Array(source.dropFirst(skip).prefix(200)).map(\.displayed)
      let count =
        end.line == start.line
        ? max(1, end.column - start.column) : max(1, source.count - start.column + 1)
      shown = window.joined()
      before = window.prefix(first).reduce(0) { $0 + $1.count }
      width = window.dropFirst(first).prefix(count).reduce(0) { $0 + $1.count }
    }
    lines.append(" \(number) | " + (skip > 0 ? "…" : "") + shown)
    let indent = String(repeating: " ", count: (skip > 0 ? 1 : 0) + before)
    var caret = indent + String(repeating: "^", count: max(1, min(width, 200)))
    if let label { caret += " " + label.escapingControlCharacters }
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

extension Character {
  /// How the character is shown in a quoted source line: a tab as one space, a control
  /// character (C0, DEL, C1) escaped as `\u{1B}`, anything else as it is.
  fileprivate var displayed: String {
    if self == "\t" { return " " }
    guard unicodeScalars.count == 1, let scalar = unicodeScalars.first, scalar.isControl else {
      return String(self)
    }
    return scalar.escapedForDisplay
  }
}

extension Unicode.Scalar {
  /// C0 controls, DEL and C1 controls: what a terminal may read as a command.
  var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

  /// `\u{1B}`.
  var escapedForDisplay: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }
}

extension String {
  /// The text with every control character escaped (`\u{1B}`; a newline or tab too): safe
  /// to print on a terminal or in a one-line message.
  public var escapingControlCharacters: String {
    // Printable ASCII (nearly every message and line) has nothing to escape: one pass over
    // the bytes instead of the scalars' properties (a tenth of printing 300,000 warnings).
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
    guard unicodeScalars.contains(where: \.isControl) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      if scalar.isControl {
        result += scalar.escapedForDisplay
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
