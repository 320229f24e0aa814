import StrutCore

/// `strut fmt`: the one canonical layout of a `.layout` file, made from its token stream so
/// that only blanks change — never a token, never a comment:
/// - two spaces of indentation per open block (`{ … }`), one more for the lines of a
///   property list that runs over several lines;
/// - one space around relations, `=`, arithmetic and comparison operators, after `,` and
///   `:`, before `@` (none after it), `{` and a declaration's property list; none inside
///   parentheses, around `.`, after a sign, or anywhere in a VFL line (but one before its
///   format options and after their commas);
/// - comments kept as written; the trailing comments of consecutive lines aligned one
///   column after the longest line's code;
/// - blank lines kept, a run of them written as one; none at the start or end; one newline
///   at the end of the file.
///
/// A file with syntax errors is not formatted (what its tokens mean is not known). The result
/// is checked before it is returned: it must lex to the same tokens and comments.
public enum Formatter {
  public enum Failure: Error, Equatable {
    /// The file does not parse; these are its errors.
    case syntaxErrors([Diagnostic])
    /// The canonical text would not hold the same tokens (a bug; nothing is written).
    case changedTokens
  }

  public static func format(_ file: SourceFile) -> Result<String, Failure> {
    let (_, diagnostics) = Parser.parse(file)
    let errors = diagnostics.filter(\.isError)
    guard errors.isEmpty else { return .failure(.syntaxErrors(errors)) }
    let text = canonical(file)
    guard signature(file) == signature(SourceFile(name: file.name, text: text)) else {
      return .failure(.changedTokens)
    }
    return .success(text)
  }

  // MARK: Lines

  /// One line of the file as the formatter sees it: its tokens and its comment.
  struct Line {
    var tokens: [Token] = []
    var comment: String?
  }

  static func lines(_ file: SourceFile) -> [Line] {
    let stream = Lexer.tokenStream(file)
    var lines: [Line] = []
    var current = Line()
    for element in stream.elements {
      for trivia in element.leadingTrivia where trivia.kind == .comment {
        current.comment = trimmedTrailingBlanks(file.text(trivia.span))
      }
      switch element.token.kind {
      case .newline:
        lines.append(current)
        current = Line()
      case .endOfFile:
        if !current.tokens.isEmpty || current.comment != nil { lines.append(current) }
      default:
        current.tokens.append(element.token)
      }
    }
    return lines
  }

  static func canonical(_ file: SourceFile) -> String {
    let lines = lines(file)
    // Each line's code, indented, before its comment is placed.
    var codes: [(code: String, comment: String?, isBlank: Bool)] = []
    var braces = 0
    var parens = 0
    for line in lines {
      if line.tokens.isEmpty && line.comment == nil {
        codes.append(("", nil, true))
        continue
      }
      let first = line.tokens.first?.kind
      var depth = braces + (parens > 0 ? 1 : 0)
      if first == .rightBrace { depth = max(0, braces - 1) }
      if first == .rightParen, parens > 0 { depth = braces }
      let indent = String(repeating: "  ", count: max(0, depth))
      let code = spaced(line.tokens, in: file)
      codes.append((code.isEmpty ? indent : indent + code, line.comment, false))
      for token in line.tokens {
        switch token.kind {
        case .leftBrace: braces += 1
        case .rightBrace: braces = max(0, braces - 1)
        case .leftParen: parens += 1
        case .rightParen: parens = max(0, parens - 1)
        default: break
        }
      }
    }
    // Trailing comments of consecutive code lines share one column.
    var out: [String] = []
    var index = 0
    while index < codes.count {
      let line = codes[index]
      if line.isBlank {
        if let last = out.last, !last.isEmpty { out.append("") }
        index += 1
        continue
      }
      let isTrailing = { (entry: (code: String, comment: String?, isBlank: Bool)) in
        entry.comment != nil && !entry.code.allSatisfy { $0 == " " }
      }
      if isTrailing(line) {
        var end = index
        while end < codes.count, isTrailing(codes[end]) { end += 1 }
        let column = codes[index..<end].map(\.code.count).max() ?? 0
        for entry in codes[index..<end] {
          let padding = String(repeating: " ", count: column - entry.code.count + 2)
          out.append(entry.code + padding + (entry.comment ?? ""))
        }
        index = end
        continue
      }
      out.append(line.comment.map { line.code + $0 } ?? line.code)
      index += 1
    }
    while out.last == "" { out.removeLast() }
    return out.isEmpty ? "" : out.joined(separator: "\n") + "\n"
  }

  // MARK: Spacing

  /// A line's tokens, with the canonical blanks between them.
  static func spaced(_ tokens: [Token], in file: SourceFile) -> String {
    guard !tokens.isEmpty else { return "" }
    let isVisualFormat = Self.isVisualFormat(tokens, in: file)
    var out = ""
    var brackets = 0
    var optionParens = 0
    for (index, token) in tokens.enumerated() {
      let text = token.kind.spelling ?? file.text(token.span)
      if index > 0 {
        let previous = tokens[index - 1]
        let space: Bool
        if isVisualFormat {
          // Only format options after the line get blanks: `-| (alignAllTop, …)`.
          let opensOptions =
            token.kind == .leftParen && brackets == 0
            && (previous.kind == .rightBracket || previous.kind == .pipe)
          space = opensOptions || (optionParens > 0 && previous.kind == .comma)
          if opensOptions { optionParens = 1 }
        } else {
          space = spaceBetween(
            previous, token, beforePrevious: index > 1 ? tokens[index - 2] : nil, in: file)
        }
        if space { out += " " }
      }
      switch token.kind {
      case .leftBracket: brackets += 1
      case .rightBracket: brackets = max(0, brackets - 1)
      case .rightParen where optionParens > 0: optionParens = 0
      default: break
      }
      out += text
    }
    return out
  }

  /// A VFL line: `H:` or `V:` first, or `|` or `[`.
  static func isVisualFormat(_ tokens: [Token], in file: SourceFile) -> Bool {
    guard let first = tokens.first else { return false }
    if first.kind == .pipe || first.kind == .leftBracket { return true }
    let word = file.text(first.span)
    return first.kind == .identifier && (word == "H" || word == "V") && tokens.count > 1
      && tokens[1].kind == .colon
  }

  /// True when `token` ends an operand, so that a `-` after it subtracts.
  static func endsOperand(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier, .number, .string, .rightParen, .rightBracket: true
    default: false
    }
  }

  /// Words directly followed by their parenthesised arguments: `safe(top: 20)`,
  /// `margins(leading: 16)`, `inset(top: 8)`.
  static let callWords: Set<String> = ["safe", "margins", "inset"]

  static func spaceBetween(
    _ previous: Token, _ token: Token, beforePrevious: Token?, in file: SourceFile
  ) -> Bool {
    // A sign sticks to what it signs.
    if previous.kind == .minus || previous.kind == .plus,
      !(beforePrevious.map(endsOperand) ?? false)
    {
      return false
    }
    // A display scale is one word: `@2x`.
    if beforePrevious?.kind == .at, previous.kind == .number, token.kind == .identifier,
      file.text(token.span) == "x"
    {
      return false
    }
    switch token.kind {
    case .comma, .colon, .rightParen, .dot: return false
    case .at: return true
    case .leftParen:
      if previous.kind == .leftParen || previous.kind == .dot { return false }
      if previous.kind == .identifier, callWords.contains(file.text(previous.span)) {
        return false
      }
      return true
    default: break
    }
    switch previous.kind {
    case .leftParen, .dot, .at: return false
    default: return true
    }
  }

  // MARK: Checking

  /// What formatting must keep: every token's kind and text (newlines aside) and every
  /// comment's text.
  static func signature(_ file: SourceFile) -> [String] {
    var parts: [String] = []
    for element in Lexer.tokenStream(file).elements {
      for trivia in element.leadingTrivia where trivia.kind == .comment {
        parts.append(trimmedTrailingBlanks(file.text(trivia.span)))
      }
      if element.token.kind != .newline {
        parts.append(element.token.kind.spelling ?? file.text(element.token.span))
      }
    }
    return parts
  }

  static func trimmedTrailingBlanks(_ text: String) -> String {
    var text = Substring(text)
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
    return String(text)
  }
}
