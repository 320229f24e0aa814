import Foundation
import StrutCore
import StrutSyntax
import Testing

/// Every `.layout` file and golden input of the repository, by path.
func repositoryInputs() throws -> [URL] {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  var files: [URL] = []
  for folder in ["Samples", "Tests/StrutCLITests/Golden"] {
    let walker = FileManager.default.enumerator(
      at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
    while let file = walker?.nextObject() as? URL {
      if file.pathExtension == "layout" || file.pathExtension == "in" { files.append(file) }
    }
  }
  return files.sorted { $0.path < $1.path }
}

func roundTrips(_ bytes: [UInt8]) -> Bool {
  let file = SourceFile(name: "t", bytes: bytes)
  return TokenPrinter.print(Lexer.tokenStream(file), file: file) == bytes
}

@Suite("Token stream and printer")
struct PrinterTests {
  @Test("every sample and golden input prints back byte for byte")
  func repositoryFiles() throws {
    let files = try repositoryInputs()
    #expect(files.count >= 20)
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: file))
      #expect(roundTrips(bytes), "\(file.lastPathComponent)")
    }
  }

  @Test("hostile bytes print back too: NUL, CR LF, invalid UTF-8, unterminated strings")
  func hostileBytes() {
    let inputs: [[UInt8]] = [
      [], Array("\n\n\n".utf8), Array("view a\r\nview b\r\n".utf8), [0x76, 0x00, 0x0A, 0xFF, 0xC3],
      Array("label l \"open\nview b # comment \"quoted\"\n".utf8), Array("\t# only a comment".utf8),
      Array("a.top == b.top + 1e999 != <> ! é €\n".utf8),
    ]
    for input in inputs { #expect(roundTrips(input), "\(input)") }
  }

  @Test("comments and blanks are trivia in front of the token that follows them")
  func triviaPlacement() {
    let file = SourceFile(name: "t", text: "view a  # the box\n\n  a.top == root.top\n")
    let stream = Lexer.tokenStream(file)
    let words = stream.elements.map { element in
      (element.leadingTrivia.map { file.text($0.span) }, file.text(element.token.span))
    }
    #expect(words[0].1 == "view" && words[0].0.isEmpty)
    #expect(words[2].1 == "\n" && words[2].0 == ["  ", "# the box"])
    #expect(words[3].1 == "\n" && words[3].0.isEmpty)  // each newline is its own token
    #expect(words[4].1 == "a" && words[4].0 == ["  "])
    // The parser's tokens stay as they were: comments dropped, blank lines one newline.
    #expect(Lexer.tokenize(file).count == stream.elements.count - 1)
  }

  @Test("fixed tokens are printed from their one spelling")
  func spellings() {
    #expect(Token.Kind.relation(.greaterThanOrEqual).spelling == ">=")
    #expect(Token.Kind.notEqual.spelling == "!=")
    #expect(Token.Kind.identifier.spelling == nil)
    // Replacing a token's kind changes what is printed: the printer does not copy it.
    let file = SourceFile(name: "t", text: "a.top == b.top")
    var stream = Lexer.tokenStream(file)
    stream.elements[3].token = Token(.relation(.lessThanOrEqual), stream.elements[3].token.span)
    #expect(
      String(decoding: TokenPrinter.print(stream, file: file), as: UTF8.self) == "a.top <= b.top")
  }

  func edited(_ text: String, _ edit: (inout TokenStream, SourceFile) -> Void) -> String {
    let file = SourceFile(name: "t", text: text)
    var stream = Lexer.tokenStream(file)
    edit(&stream, file)
    return String(decoding: TokenPrinter.print(stream, file: file), as: UTF8.self)
  }

  func span(of word: String, in text: String) -> SourceSpan {
    let start =
      text.utf8.count - (text.range(of: word).map { text[$0.lowerBound...].utf8.count } ?? 0)
    return SourceSpan(start, start + word.utf8.count)
  }

  @Test("removing a statement takes its indentation, its comment and its newline, nothing else")
  func removeLines() {
    let text = "view a {\n  gap: a.top == root.top  # pinned\n  a.width == 10\n}\n"
    let statement = span(of: "gap: a.top == root.top", in: text)
    #expect(
      edited(text) { stream, _ in stream.removeLines(of: statement) }
        == "view a {\n  a.width == 10\n}\n")
    // The last line, without a newline: the file ends where the previous line did.
    let last = "view a\na.top == root.top # end"
    #expect(
      edited(last) { stream, _ in stream.removeLines(of: span(of: "a.top == root.top", in: last)) }
        == "view a\n")
    // A statement over several lines goes whole.
    let block = "view a {\n  view b\n}\nview c\n"
    #expect(
      edited(block) { stream, _ in
        stream.removeLines(of: span(of: "view a {\n  view b\n}", in: block))
      }
        == "view c\n")
  }

  @Test("removing a statement's lines from the bytes gives what the token stream gives")
  func removingLinesFromBytes() throws {
    // Every statement, nested ones too, of every sample and golden input, and a few texts
    // with a byte-order mark, carriage returns, a comment, no final newline.
    var texts = try repositoryInputs().map { try [UInt8](Data(contentsOf: $0)) }
    texts += [
      "\u{FEFF}view a\na.top == root.top\n", "view a\r\n  a.top == root.top  # c\r\nview b",
      "view a {\n  a.width == 10 }\n\n\nview b\n", "view a\na.top == root.top # end",
    ].map { Array($0.utf8) }
    var compared = 0
    for bytes in texts {
      let file = SourceFile(name: "t", bytes: bytes)
      let (program, _) = Parser.parse(file)
      var statements = program.statements
      while let statement = statements.popLast() {
        switch statement {
        case .view(let view): statements += view.body
        case .when(let block): statements += block.body
        default: break
        }
        var stream = Lexer.tokenStream(file)
        stream.removeLines(of: statement.span)
        #expect(
          TokenStream.removingLines(of: statement.span, in: file)
            == TokenPrinter.print(stream, file: file),
          "\(String(decoding: bytes.prefix(40), as: UTF8.self)) at \(statement.span)")
        compared += 1
      }
    }
    #expect(compared >= 400)  // 430 when written
  }

  @Test("replacing a span keeps the trivia around it")
  func replace() {
    let text = "let gap = 8   # spacing\nview a\n"
    #expect(
      edited(text) { stream, _ in stream.replace(span(of: "8", in: text), with: "12.5") }
        == "let gap = 12.5   # spacing\nview a\n")
    let constraint = "  a.top == root.top + 4 @750\n"
    #expect(
      edited(constraint) { stream, _ in
        stream.replace(
          span(of: "a.top == root.top + 4 @750", in: constraint), with: "x: a.top == root.top")
      } == "  x: a.top == root.top\n")
  }
}
