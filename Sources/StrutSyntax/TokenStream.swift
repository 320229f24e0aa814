import StrutCore

/// What the parser skips between tokens and a printer keeps: blanks (spaces, tabs, carriage
/// returns) and `#` comments.
public struct Trivia: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case whitespace, comment
  }
  public var kind: Kind
  public var span: SourceSpan

  public init(_ kind: Kind, _ span: SourceSpan) {
    self.kind = kind
    self.span = span
  }
}

/// A file as a printer sees it (`Lexer.tokenStream`): every token in order, each newline its
/// own token, each with the trivia before it; the last is the end of file.
public struct TokenStream: Sendable {
  public struct Element: Hashable, Sendable {
    public var leadingTrivia: [Trivia]
    public var token: Token
    /// Text an edit put in place of the token (and of any tokens it replaced); nil for a
    /// token as the file has it.
    public var replacement: String?

    public init(leadingTrivia: [Trivia], token: Token, replacement: String? = nil) {
      self.leadingTrivia = leadingTrivia
      self.token = token
      self.replacement = replacement
    }
  }

  public var elements: [Element]

  public init(elements: [Element]) { self.elements = elements }

  // MARK: Edits

  /// Replaces the tokens inside `span` (and the trivia between them) with `text`, keeping the
  /// trivia before the first. Nothing changes when no token starts inside the span.
  public mutating func replace(_ span: SourceSpan, with text: String) {
    let range = elements.indices.filter {
      span.start <= elements[$0].token.span.start && elements[$0].token.span.end <= span.end
        && elements[$0].token.kind != .endOfFile
    }
    guard let first = range.first, let last = range.last else { return }
    var edited = elements[first]
    edited.replacement = text
    elements.replaceSubrange(first...last, with: [edited])
  }

  /// Removes the line(s) of a statement: the blanks before it on its line, its tokens, and
  /// the rest of its last line (a comment, the newline). Trivia in front of a token holds only
  /// blanks (a comment ends its line, so it sits in front of the newline), so the first
  /// token's trivia is exactly the indentation.
  public mutating func removeLines(of span: SourceSpan) {
    guard let first = elements.firstIndex(where: { $0.token.span.start >= span.start }),
      elements[first].token.kind != .endOfFile
    else { return }
    if let newline = elements[first...].firstIndex(where: {
      $0.token.kind == .newline && $0.token.span.start >= span.end
    }) {
      elements.removeSubrange(first...newline)
    } else {
      // The last line, without a newline: everything to the end of the file goes.
      let end = elements.count - 1
      elements.removeSubrange(first..<end)
      elements[first].leadingTrivia = []
    }
  }
}

extension TokenStream {
  /// The text of `file` without the line(s) of the statement at `span`, exactly as
  /// `removeLines(of:)` and `TokenPrinter` would give it, found from the bytes alone: the
  /// blanks before the statement on its first line (back to the token before it), through
  /// the first newline at or after its end. `span` starts at a token, as a statement's does.
  /// The REPL's `:remove` on a session of 4,000 lines tokenized and printed the whole text
  /// for this (27 million instructions; this is a few thousand).
  public static func removingLines(of span: SourceSpan, in file: SourceFile) -> [UInt8] {
    let bytes = file.bytes
    let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    var start = min(max(span.start, 0), bytes.count)
    while start > 0, ByteClass.matches(bytes[start - 1], ByteClass.trivia) { start -= 1 }
    // A byte-order mark is the first token's trivia too.
    if start == 3, hasByteOrderMark { start = 0 }
    // Nothing but trivia from `start` on: no token to remove (the lexer's end of file).
    var probe = start
    while probe < bytes.count {
      let byte = bytes[probe]
      if ByteClass.matches(byte, ByteClass.trivia) || (probe < 3 && hasByteOrderMark) {
        probe += 1
      } else if byte == UInt8(ascii: "#") {
        while probe < bytes.count, bytes[probe] != UInt8(ascii: "\n") { probe += 1 }
      } else {
        break
      }
    }
    guard probe < bytes.count else { return bytes }
    var end = max(span.end, start)
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    // Through the newline; on the last line, to the end of the file.
    end = min(end + 1, bytes.count)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count - (end - start))
    result += bytes[..<start]
    result += bytes[end...]
    return result
  }
}

extension Token.Kind {
  /// The one way this token is written, for tokens that have one; nil for names, numbers,
  /// strings and invalid input, whose text is what was written, and for the end of file.
  public var spelling: String? {
    switch self {
    case .identifier, .string, .number, .invalid, .endOfFile: nil
    case .relation(let relation): relation.rawValue
    case .dot: "."
    case .comma: ","
    case .colon: ":"
    case .at: "@"
    case .pipe: "|"
    case .equals: "="
    case .less: "<"
    case .greater: ">"
    case .notEqual: "!="
    case .plus: "+"
    case .minus: "-"
    case .star: "*"
    case .slash: "/"
    case .newline: "\n"
    case .leftParen: "("
    case .rightParen: ")"
    case .leftBracket: "["
    case .rightBracket: "]"
    case .leftBrace: "{"
    case .rightBrace: "}"
    }
  }
}

/// Writes a token stream out: fixed tokens in their spelling, everything else (names,
/// numbers, strings, invalid input, trivia) as written. Printing an unchanged stream gives
/// the file back byte for byte; `strut fmt`, the importers' output and the REPL's edits
/// change the stream (trivia, tokens) and print it.
public enum TokenPrinter {
  public static func print(_ stream: TokenStream, file: SourceFile) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(file.bytes.count)
    func copy(_ span: SourceSpan) {
      let start = min(max(0, span.start), file.bytes.count)
      let end = min(max(start, span.end), file.bytes.count)
      output.append(contentsOf: file.bytes[start..<end])
    }
    for element in stream.elements {
      for trivia in element.leadingTrivia { copy(trivia.span) }
      if let replacement = element.replacement {
        output.append(contentsOf: replacement.utf8)
      } else if let spelling = element.token.kind.spelling {
        output.append(contentsOf: spelling.utf8)
      } else {
        copy(element.token.span)
      }
    }
    return output
  }
}
