import StrutCore

/// A token of Swift or Objective-C source, as far as layout code needs them: names,
/// numbers, strings, and single punctuation characters; comments, blanks and preprocessor
/// lines are left out.
struct CodeToken: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case name, number, string, punctuation
  }
  var kind: Kind
  var text: String
  var span: SourceSpan
  /// True for the first token of a line: Swift ends a statement there.
  var startsLine = false

  func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
  func isName(_ name: String) -> Bool { kind == .name && text == name }
  func isName(among names: Set<String>) -> Bool { kind == .name && names.contains(text) }
}

enum CodeTokenizer {
  static func tokens(_ file: SourceFile) -> [CodeToken] {
    let bytes = file.bytes
    var tokens: [CodeToken] = []
    var index = 0
    var lineStart = true
    var newLine = true
    func isNameByte(_ byte: UInt8) -> Bool {
      byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x24
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        lineStart = true
        newLine = true
        index += 1
        continue
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
        continue
      }
      // `#if`, `#import`: a preprocessor line (Objective-C) or a directive (Swift).
      if byte == UInt8(ascii: "#"), lineStart {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        continue
      }
      lineStart = false
      let start = index
      // Marks the token this step appends (comments append none and keep the mark).
      let count = tokens.count
      defer {
        if tokens.count > count {
          tokens[count].startsLine = newLine
          newLine = false
        }
      }
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
        if bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
          continue
        }
        if bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index = min(bytes.count, index + 2)
          continue
        }
      }
      // A string: "…" or Objective-C's @"…" (escapes kept as written, then decoded).
      if byte == UInt8(ascii: "\"")
        || (byte == UInt8(ascii: "@") && index + 1 < bytes.count && bytes[index + 1] == 0x22)
      {
        index += byte == UInt8(ascii: "@") ? 2 : 1
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != 0x22, bytes[index] != 0x0A {
          if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
            value.append(bytes[index + 1] == UInt8(ascii: "n") ? 0x0A : bytes[index + 1])
            index += 2
          } else {
            value.append(bytes[index])
            index += 1
          }
        }
        index = min(bytes.count, index + 1)
        tokens.append(
          CodeToken(
            kind: .string, text: String(decoding: value, as: UTF8.self),
            span: SourceSpan(start, index)))
        continue
      }
      if byte >= 0x30 && byte <= 0x39
        || (byte == UInt8(ascii: ".") && index + 1 < bytes.count && bytes[index + 1] >= 0x30
          && bytes[index + 1] <= 0x39 && tokens.last?.kind != .name
          && tokens.last.map { $0.is(")") || $0.is("]") } != true)
      {
        while index < bytes.count,
          bytes[index] >= 0x30 && bytes[index] <= 0x39 || bytes[index] == UInt8(ascii: ".")
            || bytes[index] == UInt8(ascii: "_")
        {
          // `50.f`: the dot before a suffix belongs to the number.
          if bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count,
            !(bytes[index + 1] >= 0x30 && bytes[index + 1] <= 0x39)
              && bytes[index + 1] != UInt8(ascii: "f")
          {
            break
          }
          index += 1
        }
        while index < bytes.count, [UInt8(ascii: "f"), UInt8(ascii: "F")].contains(bytes[index]) {
          index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
          .filter { $0 != "f" && $0 != "F" && $0 != "_" }
        tokens.append(CodeToken(kind: .number, text: text, span: SourceSpan(start, index)))
        continue
      }
      if isNameByte(byte) {
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        tokens.append(
          CodeToken(
            kind: .name, text: String(decoding: bytes[start..<index], as: UTF8.self),
            span: SourceSpan(start, index)))
        continue
      }
      // `->` (Objective-C's self->_ivar) reads as a dot.
      if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
        tokens.append(CodeToken(kind: .punctuation, text: ".", span: SourceSpan(start, start + 2)))
        index += 2
        continue
      }
      let scalarLength = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      index = min(bytes.count, index + scalarLength)
      tokens.append(
        CodeToken(
          kind: .punctuation, text: String(decoding: bytes[start..<index], as: UTF8.self),
          span: SourceSpan(start, index)))
    }
    return tokens
  }
}
