/// Turns source bytes into tokens. Never fails: bad input becomes `.invalid` for the parser
/// to report. `#` starts a comment; newlines are tokens: statements end at them.
public struct Lexer {
  private let bytes: [UInt8]
  private var index = 0

  public init(_ file: SourceFile) { bytes = file.bytes }

  public static func tokenize(_ file: SourceFile) -> [Token] {
    var lexer = Lexer(file)
    var tokens: [Token] = []
    while true {
      let token = lexer.next()
      if case .newline = token.kind, case .newline? = tokens.last?.kind { continue }
      tokens.append(token)
      if case .endOfFile = token.kind { return tokens }
    }
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  public mutating func next() -> Token {
    skipTrivia()
    let start = index
    guard let byte = peek() else { return Token(.endOfFile, SourceSpan(start, start)) }
    if byte == UInt8(ascii: "\n") {
      index += 1
      return Token(.newline, SourceSpan(start, index))
    }
    if isIdentifierStart(byte) { return identifier(start) }
    if isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(isDigit) == true) {
      return number(start)
    }
    if byte == UInt8(ascii: "\"") { return string(start) }
    index += 1
    func token(_ kind: Token.Kind) -> Token { Token(kind, SourceSpan(start, index)) }
    switch byte {
    case UInt8(ascii: "="):
      if peek() == UInt8(ascii: "=") {
        index += 1
        return token(.relation(.equal))
      }
      return token(.equals)
    case UInt8(ascii: "<"), UInt8(ascii: ">"):
      if peek() == UInt8(ascii: "=") {
        index += 1
        return token(.relation(byte == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual))
      }
      return token(byte == UInt8(ascii: "<") ? .less : .greater)
    case UInt8(ascii: "!"):
      if peek() == UInt8(ascii: "=") {
        index += 1
        return token(.notEqual)
      }
      return token(.invalid("unexpected character '!'; a 'when' condition negates with 'not'"))
    case UInt8(ascii: "."): return token(.dot)
    case UInt8(ascii: ","): return token(.comma)
    case UInt8(ascii: ":"): return token(.colon)
    case UInt8(ascii: "@"): return token(.at)
    case UInt8(ascii: "|"): return token(.pipe)
    case UInt8(ascii: "+"): return token(.plus)
    case UInt8(ascii: "-"): return token(.minus)
    case UInt8(ascii: "*"): return token(.star)
    case UInt8(ascii: "/"): return token(.slash)
    case UInt8(ascii: "("): return token(.leftParen)
    case UInt8(ascii: ")"): return token(.rightParen)
    case UInt8(ascii: "["): return token(.leftBracket)
    case UInt8(ascii: "]"): return token(.rightBracket)
    case UInt8(ascii: "{"): return token(.leftBrace)
    case UInt8(ascii: "}"): return token(.rightBrace)
    default:
      // Swallow the rest of a multi-byte UTF-8 character so the span covers all of it.
      while let next = peek(), next & 0xC0 == 0x80 { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      if byte == 0 { return token(.invalid("unexpected NUL byte")) }
      return token(.invalid("unexpected character '\(text)'"))
    }
  }

  private mutating func skipTrivia() {
    while let byte = peek() {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        index += 1
      } else if byte == UInt8(ascii: "#") {
        while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
      } else {
        return
      }
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == UInt8(ascii: "_")
  }

  private mutating func identifier(_ start: Int) -> Token {
    while let byte = peek(), isIdentifierStart(byte) || isDigit(byte) { index += 1 }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    return Token(.identifier(text), SourceSpan(start, index))
  }

  private mutating func number(_ start: Int) -> Token {
    while let byte = peek(), isDigit(byte) { index += 1 }
    if peek() == UInt8(ascii: "."), peek(1).map(isDigit) == true {
      index += 1
      while let byte = peek(), isDigit(byte) { index += 1 }
    }
    if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
      if peek(1 + sign).map(isDigit) == true {
        index += 1 + sign
        while let byte = peek(), isDigit(byte) { index += 1 }
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    let span = SourceSpan(start, index)
    guard let value = Double(text), value.isFinite else {
      return Token(.invalid("number '\(text)' is too large"), span)
    }
    return Token(.number(value), span)
  }

  private mutating func string(_ start: Int) -> Token {
    index += 1
    var text: [UInt8] = []
    while let byte = peek() {
      if byte == UInt8(ascii: "\"") {
        index += 1
        return Token(.string(String(decoding: text, as: UTF8.self)), SourceSpan(start, index))
      }
      if byte == UInt8(ascii: "\n") { break }
      if byte == UInt8(ascii: "\\"), let escaped = peek(1) {
        index += 2
        switch escaped {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        default: text.append(escaped)
        }
        continue
      }
      text.append(byte)
      index += 1
    }
    return Token(.invalid("unterminated string; add '\"' before the end of the line"), SourceSpan(start, index))
  }
}
