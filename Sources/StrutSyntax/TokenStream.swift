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

    public init(leadingTrivia: [Trivia], token: Token) {
      self.leadingTrivia = leadingTrivia
      self.token = token
    }
  }

  public var elements: [Element]

  public init(elements: [Element]) { self.elements = elements }
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
      if let spelling = element.token.kind.spelling {
        output.append(contentsOf: spelling.utf8)
      } else {
        copy(element.token.span)
      }
    }
    return output
  }
}
