import Foundation
import StrutCore
import Testing

@testable import StrutSyntax

/// The tokens of `text` as words: a name or a string as its source text, anything else as
/// its kind.
func kinds(_ text: String) -> [String] {
  let file = SourceFile(name: "t", text: text)
  return Lexer.tokenize(file).map { token in
    switch token.kind {
    case .identifier, .string: file.text(token.span)
    case .number: "\(Lexer.numberValue(token, in: file))"
    case .invalid(let problem):
      "invalid: " + Lexer.message(for: problem, text: file.text(token.span))
    default: token.description(in: file)
    }
  }
}

/// Parses `source`, in which a marker such as 1️⃣ stands just before the expected start of a
/// diagnostic, and checks each marked diagnostic's message and position.
func assertDiagnostics(
  _ marked: String, _ expected: [String: String],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  var text = ""
  var offsets: [String: Int] = [:]
  for character in marked {
    if character.unicodeScalars.first.map({ (0x31...0x39).contains($0.value) }) == true,
      character.unicodeScalars.count > 1
    {
      offsets[String(character)] = text.utf8.count
    } else {
      text.append(character)
    }
  }
  let (_, diagnostics) = Parser.parse(SourceFile(name: "t", text: text))
  #expect(
    diagnostics.count == expected.count, "\(diagnostics.map(\.message))",
    sourceLocation: sourceLocation)
  for (marker, message) in expected {
    let found = diagnostics.first { "\($0.severity.rawValue): \($0.message)" == message }
    #expect(
      found != nil, "missing \(message); got \(diagnostics.map(\.message))",
      sourceLocation: sourceLocation)
    #expect(
      found?.span.start == offsets[marker], "\(message) at wrong offset",
      sourceLocation: sourceLocation)
  }
}

@Suite("Lexer")
struct LexerTests {
  @Test("a file denser than a token per two bytes lexes whole: the room fills, then it grows")
  func denseFile() {
    // `a.` is two tokens in two bytes, `((` one a byte: past the room made up front (a token
    // per two bytes, and 16).
    for text in [String(repeating: "a.", count: 5_000), String(repeating: "(", count: 9_999)] {
      let tokens = Lexer.tokenize(SourceFile(name: "t", text: text))
      let bytes = text.utf8.count
      #expect(tokens.count == bytes + 1)
      #expect(tokens.last?.kind == .endOfFile)
      #expect(tokens.last?.span == SourceSpan(bytes, bytes))
      let kinds = tokens.dropLast().map(\.kind)
      if text.hasPrefix("a") {
        #expect(zip(kinds, kinds.indices).allSatisfy { $0 == ($1 % 2 == 0 ? .identifier : .dot) })
      } else {
        #expect(kinds.allSatisfy { $0 == .leftParen })
      }
      #expect(tokens.indices.dropFirst().allSatisfy { tokens[$0].span.start == $0 })
    }
  }

  @Test(
    "tokens of the language",
    arguments: [
      (
        "a.top >= b.bottom + 40 @250",
        [
          "a", "'.'", "top", "'>='", "b", "'.'", "bottom", "'+'", "40.0", "'@'", "250.0",
          "end of file",
        ]
      ),
      (
        "H:|-(>=8)-[x]",
        [
          "H", "':'", "'|'", "'-'", "'('", "'>='", "8.0", "')'", "'-'", "'['", "x", "']'",
          "end of file",
        ]
      ),
      (
        "label t \"Hi \\\"you\\\"\" # comment\n",
        ["label", "t", "\"Hi \\\"you\\\"\"", "end of line", "end of file"]
      ),
      (
        "0.5 1e3 .25 007 123456789.125 1.5e-3",
        ["0.5", "1000.0", "0.25", "7.0", "123456789.125", "0.0015", "end of file"]
      ),
      ("a\n\n# only a comment\n\n b", ["a", "end of line", "b", "end of file"]),
    ])
  func tokens(_ text: String, _ expected: [String]) {
    #expect(kinds(text) == expected)
  }

  @Test("numbers convert exactly, however they are written")
  func numbers() {
    for text in [
      "0.1", "0.3", "2.675", "1234567.891", "0.000001", "99999999999999.9", "3.14159265358979",
      "1e-7", "12345678901234567890",
    ] {
      let expected = Double(text)
      #expect(kinds(text).first == expected.map { "\($0)" }, "\(text)")
    }
  }

  @Test("a string's value decodes its escapes")
  func stringValue() {
    let file = SourceFile(name: "t", text: #""a\"b\nc\\d""#)
    let token = Lexer.tokenize(file)[0]
    #expect(Lexer.stringValue(token, in: file) == "a\"b\nc\\d")
  }

  @Test("bad input becomes invalid tokens, never a crash")
  func invalidInput() {
    #expect(kinds("1e999") == ["invalid: number '1e999' is too large", "end of file"])
    #expect(kinds("\u{0}") == ["invalid: unexpected NUL byte", "end of file"])
    #expect(kinds("a < b != c > d") == ["a", "'<'", "b", "'!='", "c", "'>'", "d", "end of file"])
    #expect(
      kinds("!a").first
        == "invalid: unexpected character '!'; a 'when' condition negates with 'not'")
    // Names beyond ASCII are Swift's: letters start them; a symbol is no name.
    #expect(kinds("título") == ["título", "end of file"])
    #expect(kinds("a標題2") == ["a標題2", "end of file"])
    #expect(kinds("€") == ["invalid: unexpected character '€'", "end of file"])
    #expect(kinds("🌍") == ["invalid: unexpected character '🌍'", "end of file"])
    #expect(
      kinds("\"open\nx") == [
        "invalid: unterminated string; add '\"' before the end of the line", "end of line", "x",
        "end of file",
      ])
    let bytes: [UInt8] = [0x61, 0xFF, 0xFE, 0x0A]
    #expect(
      Lexer.tokenize(SourceFile(name: "t", bytes: bytes)).map(\.kind).filter {
        if case .invalid = $0 { true } else { false }
      }.count == 2)
  }
}

@Suite("Parser")
struct ParserTests {
  @Test("a constraint keeps its parts and spans")
  func constraint() throws {
    let (program, diagnostics) = Parser.parse(
      SourceFile(name: "t", text: "gap: title.leading == 0.5 * avatar.trailing + 8 @998"))
    #expect(diagnostics.isEmpty)
    guard case .constraint(let constraint)? = program.statements.first else {
      Issue.record("not a constraint")
      return
    }
    #expect(constraint.label?.text == "gap")
    #expect(constraint.relation == .equal)
    #expect(constraint.priority?.value == .number(998))
    #expect(constraint.span == SourceSpan(0, 52))
    #expect(constraint.lhs.span == SourceSpan(5, 18))
  }

  @Test("declarations nest and keep properties")
  func declarations() throws {
    let text = """
      screen "iPhone 15" 393 x 852 safe(top: 59, bottom: 34)
      scroll list {
        label title "Hello" (font: 17, intrinsic: 120 x none)
      }
      """
    let (program, diagnostics) = Parser.parse(SourceFile(name: "t", text: text))
    #expect(diagnostics.isEmpty)
    #expect(program.statements.count == 2)
    guard case .view(let list) = program.statements[1], case .view(let title) = list.body[0] else {
      Issue.record("expected nested views")
      return
    }
    #expect(title.text?.value == "Hello")
    #expect(title.properties.map(\.key.text) == ["font", "intrinsic"])
    #expect(title.properties[1].value.span.end > title.properties[1].value.span.start)
  }

  @Test("a VFL line with every kind of connection")
  func visualFormat() throws {
    let (program, diagnostics) = Parser.parse(
      SourceFile(name: "t", text: "V:|-20-[a(50)]-(>=40@750)-[b][c(==a)]-|"))
    #expect(diagnostics.isEmpty)
    guard case .visualFormat(let line)? = program.statements.first else {
      Issue.record("not VFL")
      return
    }
    #expect(line.orientation == .vertical)
    #expect(line.views.map(\.name.text) == ["a", "b", "c"])
    #expect(
      line.connections.map(\.kind) == [
        .predicates([
          VisualFormatPredicate(
            relation: .greaterThanOrEqual, object: .number(40),
            priority: PriorityClause(value: .number(750), span: SourceSpan(20, 24)),
            span: SourceSpan(16, 24))
        ]),
        .flush,
      ])
    #expect(line.trailingSuperview?.kind == .standard)
  }

  @Test("errors point at the offending token and each broken line is reported once")
  func recovery() {
    assertDiagnostics(
      """
      a.top 1️⃣= b.top
      view ok
      a.top == 2️⃣) + 1
      H:|-[b3️⃣
      """,
      [
        "1️⃣": "error: '=' is not a relation",
        "2️⃣": "error: expected an anchor, a metric or a number, found ')'",
        "3️⃣": "error: expected ']' after view 'b', found end of file",
      ])
  }

  @Test("deep nesting is a diagnostic, not a stack overflow")
  func deepNesting() {
    let text = "a.top == " + String(repeating: "(", count: 10_000) + "1"
    let (_, diagnostics) = Parser.parse(SourceFile(name: "t", text: text))
    #expect(diagnostics.map(\.id.rawValue) == ["nesting-too-deep"])
    let braces = String(repeating: "view v {\n", count: 5_000)
    let (_, more) = Parser.parse(SourceFile(name: "t", text: braces))
    #expect(more.contains { $0.id == .nestingTooDeep })
  }

  @Test("every sample parses without a diagnostic")
  func samples() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".layout")
    }
    #expect(!names.isEmpty)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(Parser.parse(SourceFile(name: name, text: text)).1.isEmpty, "\(name)")
    }
  }
}

@Suite("Conditions")
struct ConditionTests {
  func condition(_ text: String) throws -> Condition {
    let (program, diagnostics) = Parser.parse(SourceFile(name: "t", text: "when \(text) { }"))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    guard case .when(let block)? = program.statements.first else { throw ConditionError.notWhen }
    return block.condition
  }

  enum ConditionError: Error { case notWhen }

  /// The condition's shape with names and operators only.
  func shape(_ condition: Condition) -> String {
    switch condition {
    case .name(let name): name.text
    case .comparison(_, let op, _, _): "cmp\(op.rawValue)"
    case .not(let inner, _): "not(\(shape(inner)))"
    case .and(let lhs, let rhs, _): "and(\(shape(lhs)), \(shape(rhs)))"
    case .or(let lhs, let rhs, _): "or(\(shape(lhs)), \(shape(rhs)))"
    }
  }

  @Test(
    "not binds tighter than and, and tighter than or; parentheses group",
    arguments: [
      ("not a and b or c", "or(and(not(a), b), c)"),
      ("a or b and not c", "or(a, and(b, not(c)))"),
      ("not (a or b)", "not(or(a, b))"),
      ("(root.width - 20) / 2 < 10 and (x)", "and(cmp<, x)"),
      ("root.width != 3 or root.height >= 2 * (m + 1)", "or(cmp!=, cmp>=)"),
    ])
  func precedence(_ text: String, _ expected: String) throws {
    #expect(shape(try condition(text)) == expected)
  }

  @Test("a condition's spans cover what was written, parentheses included")
  func spans() throws {
    let parsed = try condition("(a or b) and root.width < 3")
    guard case .and(let lhs, let rhs, let span) = parsed else { throw ConditionError.notWhen }
    #expect(lhs.span == SourceSpan(5, 13))
    #expect(rhs.span == SourceSpan(18, 32))
    #expect(span == SourceSpan(5, 32))
  }
}

@Suite("Symbol table")
struct SymbolTableTests {
  @Test("a name's symbol is its order of first appearance, the same each time it is interned")
  func interning() {
    // Names that agree in length and in their first eight bytes, or in their overlapping
    // words (shorter names are told apart within their slot), through several doublings
    // of the table.
    var names: [String] = ["", "a", "b", "ab", "ba", "aab", "aba", "baa", "título", "標題"]
    for index in 0..<3_000 {
      names.append("card\(index)")
      names.append("sameprefix\(index)")
      names.append("x\(index)yz")
    }
    names.append(contentsOf: ["abcdefgh", "abcdefgi", "bbcdefgh"])
    // Nine bytes, the first eight shared: only the ninth tells them apart.
    for last in "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" {
      names.append("abcdefgh\(last)")
    }
    var table = SymbolTable()
    for (index, name) in names.enumerated() {
      #expect(table.intern(name) == Int32(index), "\(name)")
    }
    #expect(table.count == names.count)
    for (index, name) in names.enumerated().reversed() {
      #expect(table.intern(name) == Int32(index), "\(name)")
      #expect(table.lookup(name) == Int32(index), "\(name)")
      #expect(table.names[index] == name)
    }
    for absent in ["abcdefgj", "abcdefgh_", "card3000", "sameprefix", "ca", "aa", "c"] {
      #expect(table.lookup(absent) == nil, "\(absent)")
    }
    #expect(table.count == names.count)
  }

  @Test("a name of eight bytes or fewer is told from every other of its length by its word")
  func words() {
    // Every name over three letters of each length up to eight: the slot's word stands for
    // the whole name there, so no two may share one.
    var names: [[UInt8]] = [[]]
    for length in 1...8 {
      names = names.flatMap { name in [0x61, 0x62, 0x63].map { name + [$0] } }
      var seen: [UInt64: [UInt8]] = [:]
      for name in names {
        let word = name.withUnsafeBufferPointer { SymbolTable.word($0.baseAddress!, length) }
        #expect(seen[word] == nil, "\(name) and \(seen[word] ?? [])")
        seen[word] = name
      }
    }
  }
}
