import StrutCore
import StrutReport
import Testing

@Suite("Diagnostic rendering")
struct RendererTests {
  @Test("header, source line and caret under the whole span")
  func render() {
    let file = SourceFile(
      name: "main.layout", text: "view third\nbottom.top >= thrid.bottom + 40 @250\n")
    let diagnostic = Diagnostic(
      .unknownView, "unknown view 'thrid'", at: SourceSpan(25, 30),
      label: "not declared in this file", help: "did you mean 'third'?")
    #expect(
      DiagnosticRenderer().render(diagnostic, in: file) == """
        main.layout:2:15: error: unknown view 'thrid'
         2 | bottom.top >= thrid.bottom + 40 @250
           |               ^^^^^ not declared in this file
           = help: did you mean 'third'?

        """)
  }

  @Test("columns count characters, not bytes")
  func unicodeColumns() {
    let file = SourceFile(name: "t", text: "label é \"€\" ~")
    #expect(file.location(file.bytes.count - 1) == SourceLocation(line: 1, column: 13))
  }

  @Test("a long line is shown as a window around the span, the caret still under it")
  func longLine() {
    let text = String(repeating: "x", count: 500) + "BAD" + String(repeating: "y", count: 500)
    let file = SourceFile(name: "t", text: text)
    let output = DiagnosticRenderer().render(
      Diagnostic(.unexpectedToken, "here", at: SourceSpan(500, 503)), in: file)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines[0] == "t:1:501: error: here")
    let source = Array(lines[1].dropFirst(" 1 | ".count))
    let caret = Array(lines[2].dropFirst("   | ".count))
    #expect(source.first == "…" && source.count == 201)
    let column = caret.firstIndex(of: "^") ?? -1
    #expect(String(source[column..<(column + 3)]) == "BAD")
    #expect(String(caret[column...]) == "^^^")
  }
}
