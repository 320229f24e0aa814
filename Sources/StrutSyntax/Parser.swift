import StrutCore

/// A recursive-descent parser: one function per rule of `Grammar/strut.ebnf`. After a
/// statement's first error it skips to the end of the line and goes on, so one run reports
/// every broken line.
public struct Parser {
  var tokens: [Token]
  var position = 0
  var depth = 0
  /// Set once nesting goes too deep: the rest of the file is skipped, not parsed deeper.
  var isAbandoned = false
  /// Binary operators in the current statement; each one is a level of the expression tree.
  var operatorCount = 0

  /// How many operators one statement may hold, so that no tree gets deep enough to exhaust
  /// the stack when it is walked or freed.
  static let maximumOperators = 1_000
  var diagnostics = DiagnosticBag()
  /// View declarations and the most constraints read so far (`Program.counts`).
  var counts = (views: 0, constraints: 0)
  let file: SourceFile
  var symbols = SymbolTable()
  /// Called with the name of each grammar production as the parser enters it; the grammar
  /// test uses it to show that every production of `Grammar/strut.ebnf` has an example.
  var trace: ((String) -> Void)?

  func note(_ production: String) { trace?(production) }

  /// How deeply braces, parentheses and signs may nest before the parser gives up.
  public static let maximumDepth = 128

  /// Why a rule stopped: a mistake to report, or (with no diagnostic) the file was abandoned
  /// after a reported error and the rule only unwinds.
  struct Failure: Error {
    var diagnostic: Diagnostic?

    init(diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    private init() { diagnostic = nil }

    static let abandoned = Failure()
  }

  public init(_ file: SourceFile) {
    self.file = file
    tokens = Lexer.tokenize(file)
  }

  private init(_ file: SourceFile, tokens: [Token], symbols: SymbolTable) {
    self.file = file
    self.tokens = tokens
    self.symbols = symbols
  }

  /// Parses the one statement in `range` of `file` (a statement the REPL rewrote in place),
  /// its names interned in `symbols` (the table the rest of the file was parsed with), its
  /// spans the file's. Nil unless the range holds exactly one statement, without an error.
  public static func parseStatement(
    in file: SourceFile, range: Range<Int>, symbols: SymbolTable
  ) -> (Statement, SymbolTable)? {
    var parser = Parser(file, tokens: Lexer.tokenize(file, in: range), symbols: symbols)
    while parser.match(.newline) {}
    guard !parser.check(.endOfFile), let statement = parser.parseStatementRecovering(),
      parser.diagnostics.diagnostics.isEmpty
    else { return nil }
    while parser.match(.newline) {}
    guard parser.check(.endOfFile) else { return nil }
    return (statement, parser.symbols)
  }

  /// Parses a whole file: the program and every syntax error found.
  public static func parse(_ file: SourceFile) -> (Program, [Diagnostic]) {
    var parser = Parser(file)
    let program = parser.parseProgram()
    return (program, parser.diagnostics.diagnostics)
  }

  // MARK: Token movement

  var current: Token { tokens[min(position, tokens.count - 1)] }

  func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.count - 1)] }

  @discardableResult
  mutating func advance() -> Token {
    let token = current
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  func check(_ kind: Token.Kind) -> Bool { current.kind == kind }

  mutating func match(_ kind: Token.Kind) -> Bool {
    guard check(kind) else { return false }
    advance()
    return true
  }

  /// `what` is worded only when the token is missing (an autoclosure: most callers
  /// interpolate a name, and building that string for every token that is there was 30%
  /// of parsing a large file). The grammar is untouched: only the message is lazy.
  mutating func expect(_ kind: Token.Kind, _ what: @autoclosure () -> String) throws(Failure)
    -> Token
  {
    guard check(kind) else { throw unexpected(expected: what()) }
    return advance()
  }

  func unexpected(expected what: String) -> Failure {
    if case .invalid(let problem) = current.kind {
      let message = Lexer.message(for: problem, text: file.text(current.span))
      return Failure(diagnostic: Diagnostic(.invalidToken, message, at: current.span))
    }
    return Failure(
      diagnostic: Diagnostic(
        .unexpectedToken, "expected \(what), found \(describe(current))",
        at: current.span))
  }

  mutating func identifier(_ what: @autoclosure () -> String) throws(Failure) -> Name {
    guard check(.identifier) else { throw unexpected(expected: what()) }
    let token = advance()
    return name(token)
  }

  /// An identifier token as a name, interned.
  mutating func name(_ token: Token) -> Name {
    let span = token.span
    let symbol = file.bytes.withUnsafeBufferPointer { bytes in
      symbols.intern(UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
    }
    return Name(symbols.names[Int(symbol)], span, symbol: symbol)
  }

  /// The source text of a token.
  func text(_ token: Token) -> String {
    String(decoding: file.bytes[token.span.start..<token.span.end], as: UTF8.self)
  }

  func describe(_ token: Token) -> String { token.description(in: file) }

  /// The value of a number token.
  func value(_ token: Token) -> Double { Lexer.numberValue(token, in: file) }

  /// True when the current token is the identifier `word`, compared byte by byte.
  func isWord(_ word: StaticString) -> Bool { isWord(current, word) }

  func isWord(_ token: Token, _ word: StaticString) -> Bool {
    guard case .identifier = token.kind, token.span.end - token.span.start == word.utf8CodeUnitCount
    else {
      return false
    }
    let start = token.span.start
    var index = 0
    while index < word.utf8CodeUnitCount {
      if file.bytes[start + index] != word.utf8Start[index] { return false }
      index += 1
    }
    return true
  }

  var isAtStatementEnd: Bool {
    switch current.kind {
    case .newline, .endOfFile, .rightBrace: true
    default: false
    }
  }

  mutating func enter() throws(Failure) {
    depth += 1
    if depth > Parser.maximumDepth {
      isAbandoned = true
      throw Failure(
        diagnostic: Diagnostic(
          .nestingTooDeep,
          "nesting is deeper than \(Parser.maximumDepth) levels", at: current.span))
    }
  }

  mutating func leave() { depth -= 1 }

  /// Counts one more operator in the statement; fails past `maximumOperators`.
  mutating func countOperator() throws(Failure) {
    operatorCount += 1
    if operatorCount > Parser.maximumOperators {
      throw Failure(
        diagnostic: Diagnostic(
          .expressionTooLong,
          "this statement has more than \(Parser.maximumOperators) operators", at: current.span,
          help: "split it, or introduce a 'var' for part of the sum"))
    }
  }

  // MARK: Statements

  /// program = { statement } ;
  mutating func parseProgram() -> Program {
    note("program")
    var statements: [Statement] = []
    while !check(.endOfFile) {
      if match(.newline) { continue }
      if check(.rightBrace) {
        diagnostics.append(
          Diagnostic(.unmatchedBrace, "'}' without a matching '{'", at: current.span))
        advance()
        continue
      }
      if let statement = parseStatementRecovering() { statements.append(statement) }
    }
    var program = Program(statements: statements, symbols: symbols)
    program.counts = counts
    return program
  }

  /// Counts a statement for `Program.counts` (its block's statements were counted as they
  /// were read).
  private mutating func count(_ statement: Statement) {
    switch statement {
    case .view: counts.views += 1
    // A compound anchor (`a.edges == b.edges`) makes up to four.
    case .constraint(let constraint): counts.constraints += constraint.inset == nil ? 1 : 4
    case .visualFormat(let line): counts.constraints += line.mostConstraints
    default: break
    }
  }

  /// Parses one statement; on error reports it and skips to the end of the line.
  mutating func parseStatementRecovering() -> Statement? {
    let start = position
    operatorCount = 0
    do throws(Failure) {
      if isAbandoned { return nil }
      let statement = try parseStatement()
      count(statement)
      if !isAtStatementEnd {
        var failure = unexpected(expected: "end of line")
        // Two statements on one line: say where statements end rather than leave the reader
        // to guess what the parser wanted.
        if failure.diagnostic?.id == .unexpectedToken {
          failure.diagnostic?.help =
            "a statement ends at the end of its line; start the next on a new line"
        }
        throw failure
      }
      return statement
    } catch {
      if let diagnostic = error.diagnostic { diagnostics.append(diagnostic) }
      if isAbandoned {
        while !check(.endOfFile) { advance() }
        return nil
      }
      skipRestOfStatement()
      if isAbandoned {
        while !check(.endOfFile) { advance() }
        return nil
      }
      if position == start && !check(.endOfFile) && !check(.rightBrace) { advance() }
      return nil
    }
  }

  /// Skips what is left of a broken statement. A block opened on its line is still parsed
  /// (its own errors reported, the statements dropped), so that its closing brace does not
  /// turn into a second, spurious error.
  mutating func skipRestOfStatement() {
    while !isAtStatementEnd {
      guard check(.leftBrace) else {
        advance()
        continue
      }
      do throws(Failure) {
        _ = try parseBlock()
      } catch {
        if let diagnostic = error.diagnostic { diagnostics.append(diagnostic) }
        return
      }
    }
  }

  /// statement = metric | variable | screen | view | when | visual-format | constraint ;
  mutating func parseStatement() throws(Failure) -> Statement {
    note("statement")
    if check(.identifier) {
      let next = peek().kind
      if next != .dot {
        if isWord("let") { return .metric(try parseMetric()) }
        if isWord("var") { return .variable(try parseVariable()) }
        if isWord("screen") { return .screen(try parseScreen()) }
        if isWord("when"), next != .colon { return .when(try parseWhen()) }
      }
      // Two words in a row start only a declaration: `label title`, `stack bar`.
      if next == .identifier { return .view(try parseView()) }
      if next == .colon, isWord("H") || isWord("V"),
        peek(2).kind == .pipe || peek(2).kind == .leftBracket
      {
        return .visualFormat(try parseVisualFormatLine())
      }
    }
    if check(.pipe) || check(.leftBracket) { return .visualFormat(try parseVisualFormatLine()) }
    return .constraint(try parseConstraint())
  }

  /// metric = "let" identifier "=" expression ;
  mutating func parseMetric() throws(Failure) -> MetricDeclaration {
    note("metric")
    let start = advance().span
    let name = try identifier("a metric name after 'let'")
    guard match(.equals) || match(.relation(.equal)) else {
      throw unexpected(expected: "'=' after 'let \(name.text)'")
    }
    let value = try parseExpression()
    return MetricDeclaration(name: name, value: value, span: start.union(value.span))
  }

  /// variable = "var" identifier ;
  mutating func parseVariable() throws(Failure) -> VariableDeclaration {
    note("variable")
    let start = advance().span
    let name = try identifier("a variable name after 'var'")
    return VariableDeclaration(name: name, span: start.union(name.span))
  }

  /// screen = "screen" [ string ] [ number "x" number ]
  ///          { "safe" properties | "margins" properties | "@" number "x" | identifier } ;
  mutating func parseScreen() throws(Failure) -> ScreenDeclaration {
    note("screen")
    let start = advance().span
    var title: Name?
    if check(.string) {
      let token = advance()
      title = Name(Lexer.stringValue(token, in: file), token.span)
    }
    // A device by name takes its size from the table: `screen "iPhone 15" landscape`.
    var width: NumberLiteral?
    var height: NumberLiteral?
    if title == nil || check(.number) {
      width = try number("the screen's width")
      guard isWord("x") else {
        throw unexpected(expected: "'x' between the screen's width and height")
      }
      advance()
      height = try number("the screen's height")
    }
    var safeArea: [Property] = []
    var rootMargins: [Property] = []
    var traits: [Name] = []
    var scale: NumberLiteral?
    var end = height?.span ?? title?.span ?? start
    while check(.identifier) || check(.at) {
      if check(.at) {
        // `@2x`: the display's scale, the way iOS writes it.
        advance()
        let factor = try number("the display's scale after '@' (@1x, @2x or @3x)")
        guard isWord("x") else {
          throw unexpected(expected: "'x' after the scale, as in @2x")
        }
        end = advance().span
        scale = factor
      } else if isWord("safe") && peek().kind == .leftParen {
        advance()
        let (properties, span) = try parseProperties()
        safeArea = properties
        end = span
      } else if isWord("margins") && peek().kind == .leftParen {
        advance()
        let (properties, span) = try parseProperties()
        rootMargins = properties
        end = span
      } else {
        let trait = advance()
        traits.append(name(trait))
        end = trait.span
      }
    }
    return ScreenDeclaration(
      title: title, width: width, height: height, safeArea: safeArea, rootMargins: rootMargins,
      traits: traits, scale: scale, span: start.union(end))
  }

  mutating func number(_ what: String) throws(Failure) -> NumberLiteral {
    guard check(.number) else { throw unexpected(expected: what) }
    let token = advance()
    return NumberLiteral(value: value(token), span: token.span)
  }

  /// view = kind identifier [ string ] [ properties ] [ "{" { statement } "}" ] ;
  mutating func parseView() throws(Failure) -> ViewDeclaration {
    note("view")
    note("kind")
    let kind = try identifier("a kind of view")
    let name = try identifier("a name after '\(kind.text)'")
    var end = name.span
    var text: StringLiteral?
    if check(.string) {
      let token = advance()
      text = StringLiteral(value: Lexer.stringValue(token, in: file), span: token.span)
      end = token.span
    }
    var properties: [Property] = []
    if check(.leftParen) {
      let (list, span) = try parseProperties()
      properties = list
      end = span
    }
    var body: [Statement] = []
    if check(.leftBrace) {
      (body, end) = try parseBlock()
    }
    return ViewDeclaration(
      kind: kind, name: name, text: text, properties: properties, body: body,
      span: kind.span.union(end))
  }

  /// block = "{" { statement } "}" ;
  mutating func parseBlock() throws(Failure) -> ([Statement], SourceSpan) {
    note("block")
    let open = advance()
    try enter()
    defer { leave() }
    var body: [Statement] = []
    while !check(.rightBrace) {
      if isAbandoned {
        throw Failure.abandoned
      }
      if check(.endOfFile) {
        throw Failure(
          diagnostic: Diagnostic(
            .unclosedBrace, "expected '}' to close this block, found end of file",
            at: open.span, label: "opened here"))
      }
      if match(.newline) { continue }
      if let statement = parseStatementRecovering() { body.append(statement) }
    }
    let close = advance()
    return (body, close.span)
  }

  /// properties = "(" [ property { "," property } ] ")" ;
  /// property = identifier { "." identifier } ":" value ;
  mutating func parseProperties() throws(Failure) -> ([Property], SourceSpan) {
    note("properties")
    let open = advance().span
    var properties: [Property] = []
    while match(.newline) {}
    while !check(.rightParen) {
      note("property")
      var key = try identifier("a property name")
      while match(.dot) {
        let part = try identifier("a property name after '.'")
        key = Name(key.text + "." + part.text, key.span.union(part.span))
      }
      _ = try expect(.colon, "':' after property '\(key.text)'")
      let value = try parsePropertyValue()
      properties.append(Property(key: key, value: value, span: key.span.union(value.span)))
      while match(.newline) {}
      if !match(.comma) { break }
      while match(.newline) {}
    }
    let close = try expect(.rightParen, "',' or ')' in the property list")
    return (properties, open.union(close.span))
  }

  /// value = size | dimension | identifier | string ;  size = dimension "x" dimension ;
  mutating func parsePropertyValue() throws(Failure) -> PropertyValue {
    note("value")
    switch current.kind {
    case .string:
      let token = advance()
      return .string(StringLiteral(value: Lexer.stringValue(token, in: file), span: token.span))
    case .identifier where !isWord("none") && !isWord(peek(), "x"):
      let token = advance()
      return .word(name(token))
    default:
      let first = try dimension()
      guard isWord("x") else {
        switch first {
        case .number(let number)?: return .number(number)
        case .metric(let metric)?: return .word(metric)
        case nil: throw unexpected(expected: "'x' after 'none'")
        }
      }
      note("size")
      let startSpan = tokens[position - 1].span
      advance()
      let second = try dimension()
      let span = (first?.span ?? startSpan).union(tokens[position - 1].span)
      return .size(width: first, height: second, span: span)
    }
  }

  /// dimension = [ "-" ] number | "none" | identifier ;   (an identifier names a metric)
  private mutating func dimension() throws(Failure) -> Dimension? {
    note("dimension")
    if isWord("none") {
      advance()
      return nil
    }
    if check(.identifier) {
      let token = advance()
      return .metric(name(token))
    }
    if check(.minus), peek().kind == .number {
      let start = advance().span
      let token = advance()
      return .number(NumberLiteral(value: -value(token), span: start.union(token.span)))
    }
    return .number(try number("a number or a metric"))
  }
}
