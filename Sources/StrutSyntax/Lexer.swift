import StrutCore

/// Turns source bytes into tokens. Never fails: bad input becomes `.invalid` for the parser
/// to report. `#` starts a comment; newlines are tokens: statements end at them (a run of
/// blank lines and comments gives one newline token).
public enum Lexer {
  public static func tokenize(_ file: SourceFile) -> [Token] {
    tokenize(file, in: 0..<file.bytes.count)
  }

  /// The tokens of part of a file (one statement the REPL rewrote in place), at the file's
  /// offsets; the last is the end of the part.
  public static func tokenize(_ file: SourceFile, in range: Range<Int>) -> [Token] {
    file.bytes.withUnsafeBufferPointer { all in
      let bytes = UnsafeBufferPointer(
        rebasing: all[..<min(max(range.upperBound, 0), all.count)])
      var scanner = Scanner(bytes: bytes)
      scanner.index = min(max(range.lowerBound, 0), bytes.count)
      // A byte-order mark is skipped here, once, not looked for before every token.
      if scanner.index == 0, scanner.hasByteOrderMark { scanner.index = 3 }
      var finished = false
      // Room for a token per two bytes: layouts run 3 to 4 bytes a token, and an array
      // grown past its room is copied whole, both copies live (at a fifth, the card list
      // grew once: a third more memory written while lexing). Pages never written cost
      // nothing. The tokens are written into that room directly (appending one at a time
      // wrote the array's count back to memory for every token); a file denser than that
      // goes on by appending.
      var tokens = [Token](unsafeUninitializedCapacity: bytes.count / 2 + 16) { room, count in
        while count < room.count {
          let token = scanner.nextSignificant()
          room.initializeElement(at: count, to: token)
          count += 1
          if case .endOfFile = token.kind {
            finished = true
            return
          }
        }
      }
      while !finished {
        let token = scanner.nextSignificant()
        tokens.append(token)
        if case .endOfFile = token.kind { finished = true }
      }
      return tokens
    }
  }

  /// Every token with the trivia before it: newlines one by one, comments and white space
  /// kept, so that `TokenPrinter` can write the file back byte for byte (the parser reads
  /// `tokenize`, which drops them).
  public static func tokenStream(_ file: SourceFile) -> TokenStream {
    file.bytes.withUnsafeBufferPointer { bytes in
      var scanner = Scanner(bytes: bytes)
      var elements: [TokenStream.Element] = []
      while true {
        var trivia: [Trivia] = []
        scanner.collectTrivia(into: &trivia)
        let token = scanner.next()
        elements.append(TokenStream.Element(leadingTrivia: trivia, token: token))
        if case .endOfFile = token.kind { return TokenStream(elements: elements) }
      }
    }
  }

  /// What is wrong with an invalid token, in words.
  public static func message(for problem: Token.Problem, text: String) -> String {
    switch problem {
    case .nulByte: "unexpected NUL byte"
    case .unexpectedCharacter: "unexpected character '\(text)'"
    case .exclamationMark: "unexpected character '!'; a 'when' condition negates with 'not'"
    case .numberTooLarge: "number '\(text)' is too large"
    case .unterminatedString: "unterminated string; add '\"' before the end of the line"
    case .controlCharacterInString:
      "a string cannot hold a control character; write '\\n' for a new line or '\\t' for a tab"
    }
  }

  /// The value of a number token.
  public static func numberValue(_ token: Token, in file: SourceFile) -> Double {
    file.bytes.withUnsafeBufferPointer { bytes in
      var scanner = Scanner(bytes: bytes)
      scanner.index = min(token.span.start, bytes.count)
      return scanner.numberValue() ?? .nan
    }
  }

  /// The value of a string token: the text between the quotes, with `\n`, `\t` and `\x`
  /// (any other character, itself) decoded.
  public static func stringValue(_ token: Token, in file: SourceFile) -> String {
    let start = min(token.span.start + 1, file.bytes.count)
    let end = max(start, min(token.span.end - 1, file.bytes.count))
    // Most strings escape nothing: their bytes are the text.
    if !file.bytes[start..<end].contains(UInt8(ascii: "\\")) {
      return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }
    var text: [UInt8] = []
    text.reserveCapacity(end - start)
    var index = start
    while index < end {
      let byte = file.bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < end {
        let escaped = file.bytes[index + 1]
        switch escaped {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        default: text.append(escaped)
        }
        index += 2
      } else {
        text.append(byte)
        index += 1
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}

/// Byte classes, by arithmetic on the byte (no table, no branches on ranges).
/// Byte classes of the lexer (shared with the byte-level edits of `TokenStream`).
enum ByteClass {
  static let identifierStart = 1, identifierPart = 2, digit = 3, trivia = 4

  @inline(__always) static func matches(_ byte: UInt8, _ kind: Int) -> Bool {
    let isLetter = (byte | 0x20) &- 97 < 26 || byte == 95
    let isDigit = byte &- 48 < 10
    switch kind {
    case identifierStart: return isLetter
    case identifierPart: return isLetter || isDigit
    case digit: return isDigit
    default: return byte == 32 || byte == 9 || byte == 13
    }
  }
}

private struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  /// Whether the last token `nextSignificant` gave was a newline.
  var lastWasNewline = false

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  @inline(__always) func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

  @inline(__always) func has(_ kind: Int, at offset: Int) -> Bool {
    offset < bytes.count && ByteClass.matches(bytes[offset], kind)
  }

  /// The Unicode scalar whose UTF-8 encoding starts at `offset`, and its length; nil for a
  /// malformed sequence.
  func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    let lead = bytes[offset]
    let length =
      lead < 0x80 ? 1 : lead < 0xC2 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF5 ? 4 : 0
    guard length > 0, offset + length <= bytes.count else { return nil }
    var value = UInt32(lead) & (length == 1 ? 0x7F : length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for next in bytes[(offset + 1)..<(offset + length)] {
      guard next & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(next & 0x3F)
    }
    // Overlong forms and surrogates are not characters.
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : length == 4 ? 0x10000 : 0
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  @inline(__always) mutating func next() -> Token {
    skipTrivia()
    let start = index
    guard index < bytes.count else { return Token(.endOfFile, SourceSpan(start, start)) }
    let byte = bytes[index]
    // A name: ASCII letters, digits and '_', and beyond ASCII what Swift takes in an
    // identifier (Unicode's XID_Start, then XID_Continue): `título`, `標題`. The ASCII run
    // is read here; Unicode's properties only out of line, past ASCII (reading them inline
    // cost every token a call for their type's metadata).
    if ByteClass.matches(byte, ByteClass.identifierStart) {
      index += 1
      while index < bytes.count, ByteClass.matches(bytes[index], ByteClass.identifierPart) {
        index += 1
      }
      if index < bytes.count, bytes[index] >= 0x80 { continueIdentifier() }
      return Token(.identifier, SourceSpan(start, index))
    }
    if byte >= 0x80, let length = identifierStartLength(at: index) {
      index += length
      continueIdentifier()
      return Token(.identifier, SourceSpan(start, index))
    }
    if has(ByteClass.digit, at: index)
      || (byte == UInt8(ascii: ".") && has(ByteClass.digit, at: index + 1))
    {
      return number(start)
    }
    if byte == UInt8(ascii: "\"") { return string(start) }
    index += 1
    func token(_ kind: Token.Kind) -> Token { Token(kind, SourceSpan(start, index)) }
    switch byte {
    case UInt8(ascii: "\n"): return token(.newline)
    case UInt8(ascii: "="):
      if self.byte(at: index) == UInt8(ascii: "=") {
        index += 1
        return token(.relation(.equal))
      }
      return token(.equals)
    case UInt8(ascii: "<"), UInt8(ascii: ">"):
      if self.byte(at: index) == UInt8(ascii: "=") {
        index += 1
        return token(.relation(byte == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual))
      }
      return token(byte == UInt8(ascii: "<") ? .less : .greater)
    case UInt8(ascii: "!"):
      if self.byte(at: index) == UInt8(ascii: "=") {
        index += 1
        return token(.notEqual)
      }
      return token(.invalid(.exclamationMark))
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
    case 0: return token(.invalid(.nulByte))
    default:
      // Swallow the rest of a multi-byte UTF-8 character so the span covers all of it.
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      return token(.invalid(.unexpectedCharacter))
    }
  }

  /// The next token the parser reads: a run of newlines (blank lines and comment lines
  /// between them) is one newline.
  @inline(__always) mutating func nextSignificant() -> Token {
    while true {
      let token = next()
      if case .newline = token.kind {
        if lastWasNewline { continue }
        lastWasNewline = true
      } else {
        lastWasNewline = false
      }
      return token
    }
  }

  /// The length of the UTF-8 character at `offset` (not ASCII) if it may start a name.
  @inline(never) func identifierStartLength(at offset: Int) -> Int? {
    guard let first = scalar(at: offset), first.scalar.properties.isXIDStart else { return nil }
    return first.length
  }

  /// Reads the rest of a name from `index`: ASCII name characters and, beyond ASCII, the
  /// characters Unicode lets continue one.
  @inline(never) mutating func continueIdentifier() {
    while index < bytes.count {
      if has(ByteClass.identifierPart, at: index) {
        index += 1
      } else if bytes[index] >= 0x80, let next = scalar(at: index),
        next.scalar.properties.isXIDContinue
      {
        index += next.length
      } else {
        break
      }
    }
  }

  /// `skipTrivia`, keeping what it skips: runs of blanks and comments (to the end of line).
  mutating func collectTrivia(into trivia: inout [Trivia]) {
    if index == 0, hasByteOrderMark {
      index = 3
      trivia.append(Trivia(.whitespace, SourceSpan(0, 3)))
    }
    while index < bytes.count {
      let start = index
      if has(ByteClass.trivia, at: index) {
        while has(ByteClass.trivia, at: index) { index += 1 }
        trivia.append(Trivia(.whitespace, SourceSpan(start, index)))
      } else if bytes[index] == UInt8(ascii: "#") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        trivia.append(Trivia(.comment, SourceSpan(start, index)))
      } else {
        return
      }
    }
  }

  /// A UTF-8 byte-order mark at the start of the file, which some editors write: skipped.
  var hasByteOrderMark: Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Skips blanks and comments. (A byte-order mark is skipped by the caller, at the start.)
  @inline(__always) mutating func skipTrivia() {
    while index < bytes.count {
      if has(ByteClass.trivia, at: index) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "#") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else {
        return
      }
    }
  }

  mutating func digits() -> (value: UInt64, count: Int) {
    var value: UInt64 = 0
    var count = 0
    while has(ByteClass.digit, at: index) {
      if count < 19 { value = value &* 10 &+ UInt64(bytes[index] &- 48) }
      count += 1
      index += 1
    }
    return (value, count)
  }

  mutating func number(_ start: Int) -> Token {
    guard numberValue() != nil else {
      return Token(.invalid(.numberTooLarge), SourceSpan(start, index))
    }
    return Token(.number, SourceSpan(start, index))
  }

  /// Reads number = digits [ "." digits ] [ exponent ] | "." digits, and gives its value,
  /// or nil when it is not finite. Up to 15 significant digits without an exponent convert
  /// exactly (an integer divided by an exact power of ten is correctly rounded); anything
  /// else goes through the C library.
  mutating func numberValue() -> Double? {
    let start = index
    var (mantissa, count) = digits()
    var fractionDigits = 0
    if byte(at: index) == UInt8(ascii: "."), has(ByteClass.digit, at: index + 1) {
      index += 1
      let fraction = digits()
      fractionDigits = fraction.count
      if count + fraction.count <= 19 {
        var scale: UInt64 = 1
        for _ in 0..<fraction.count { scale = scale &* 10 }
        mantissa = mantissa &* scale &+ fraction.value
      }
      count += fraction.count
    }
    var hasExponent = false
    if byte(at: index) == UInt8(ascii: "e") || byte(at: index) == UInt8(ascii: "E") {
      let sign =
        byte(at: index + 1) == UInt8(ascii: "+") || byte(at: index + 1) == UInt8(ascii: "-") ? 1 : 0
      if has(ByteClass.digit, at: index + 1 + sign) {
        index += 1 + sign
        _ = digits()
        hasExponent = true
      }
    }
    if !hasExponent, count <= 15 {
      // 10^k for k <= 22 is exact in a Double, and so is every step of this product (a
      // loop, not a global table: reading a global costs a lazy-initialisation check).
      var powerOfTen = 1.0
      for _ in 0..<fractionDigits { powerOfTen *= 10 }
      return Double(mantissa) / powerOfTen
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// A string runs to its closing quote on the same line; `\` escapes the next character.
  mutating func string(_ start: Int) -> Token {
    index += 1
    var hasControlCharacter = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        let kind: Token.Kind = hasControlCharacter ? .invalid(.controlCharacterInString) : .string
        return Token(kind, SourceSpan(start, index))
      }
      if byte == UInt8(ascii: "\n") { break }
      // C0 controls, DEL and C1 controls (U+0080–U+009F, UTF-8 C2 80–C2 9F; U+009B opens an
      // escape sequence on some terminals), a tab included ('\t' writes one), escaped or not:
      // they would reach reports raw.
      var next = index
      if byte == UInt8(ascii: "\\") && index + 1 < bytes.count
        && bytes[index + 1] != UInt8(ascii: "\n")
      {
        next += 1
      }
      let character = bytes[next]
      if character < 0x20 || character == 0x7F
        || (character == 0xC2 && next + 1 < bytes.count && (0x80...0x9F).contains(bytes[next + 1]))
      {
        hasControlCharacter = true
      }
      index = next + 1
    }
    return Token(.invalid(.unterminatedString), SourceSpan(start, index))
  }
}
