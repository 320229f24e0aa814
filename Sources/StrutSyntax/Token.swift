import StrutCore

/// One token: what it is and where it is, in 12 bytes. Tokens carry no text or value (a
/// name, a string or a number is read from the source through the span when the parser
/// needs it), so they are plain values that copy without reference counting.
public struct Token: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A name; its text is the source at the span.
    case identifier
    /// A string literal; `Lexer.stringValue` decodes its escapes.
    case string
    /// A number; `Lexer.numberValue` gives its value (the lexer has checked that it is finite).
    case number
    case relation(Relation)
    case dot, comma, colon, at, pipe, equals, plus, minus, star, slash, newline, endOfFile
    /// `<`, `>` and `!=`: comparisons in a `when` condition (constraints reject them).
    case less, greater, notEqual
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    /// Bad input, for the parser to report (`Lexer.message` words it).
    case invalid(Problem)
  }

  public enum Problem: UInt8, Hashable, Sendable {
    case nulByte, unexpectedCharacter, exclamationMark, numberTooLarge, unterminatedString
    case controlCharacterInString
  }

  public var kind: Kind
  private var start: UInt32
  private var end: UInt32

  /// Offsets past 4 GiB are clamped; `SourceFile` refuses sources that large.
  public init(_ kind: Kind, _ span: SourceSpan) {
    self.kind = kind
    start = UInt32(clamping: span.start)
    end = UInt32(clamping: span.end)
  }

  public var span: SourceSpan { SourceSpan(Int(start), Int(end)) }

  /// How the token reads in a message: `'-'`, `'title'`, `end of line`.
  public func description(in file: SourceFile) -> String {
    switch kind {
    case .identifier: "'\(file.text(span))'"
    case .number: "number '\(file.text(span))'"
    case .string: "a string"
    case .relation(let relation): "'\(relation.rawValue)'"
    case .dot: "'.'"
    case .comma: "','"
    case .colon: "':'"
    case .at: "'@'"
    case .pipe: "'|'"
    case .equals: "'='"
    case .less: "'<'"
    case .greater: "'>'"
    case .notEqual: "'!='"
    case .plus: "'+'"
    case .minus: "'-'"
    case .star: "'*'"
    case .slash: "'/'"
    case .newline: "end of line"
    case .endOfFile: "end of file"
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .invalid: "invalid input"
    }
  }
}
