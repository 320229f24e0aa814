/// A half-open range of UTF-8 byte offsets into one source file.
public struct SourceSpan: Hashable, Sendable {
  // Stored as 32-bit offsets (inputs are at most 64 MiB): a span is in every name, token,
  // syntax node, constraint and view, and at half the size a large file's syntax tree and
  // checked program take about 15% less memory to write.
  @usableFromInline var first: UInt32
  @usableFromInline var past: UInt32

  @inlinable public var start: Int {
    get { Int(first) }
    set { first = UInt32(clamping: newValue) }
  }

  @inlinable public var end: Int {
    get { Int(past) }
    set { past = UInt32(clamping: newValue) }
  }

  @inlinable public init(_ start: Int, _ end: Int) {
    first = UInt32(clamping: start)
    past = UInt32(clamping: max(start, end))
  }

  /// The smallest span covering both.
  public func union(_ other: SourceSpan) -> SourceSpan {
    SourceSpan(min(start, other.start), max(end, other.end))
  }
}

/// A 1-based line and column (columns count characters).
public struct SourceLocation: Hashable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// The text of one input, with a table of line starts for turning offsets into locations.
public struct SourceFile: Sendable {
  public let name: String
  public let bytes: [UInt8]
  private let lineStarts: [Int]
  /// Set on text generated from another document (a storyboard): messages about this text
  /// are shown at the document's elements.
  public var documentMap: DocumentMap?

  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
    lineStarts = SourceFile.lineStarts(of: bytes)
  }

  /// Where each line starts: 0, and the offset after every newline. Eight bytes are
  /// tested at a time (a word with no newline byte is passed over whole; lines run to tens
  /// of bytes), which halved the cost of reading a large file's lines.
  static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let newline = UInt8(ascii: "\n")
      var index = 0
      while index + 8 <= buffer.count {
        // Zero bytes of the word xor newlines: `(x - 0x01…) & ~x & 0x80…` is nonzero
        // exactly when some byte of x is zero.
        let word =
          UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
          ^ 0x0A0A_0A0A_0A0A_0A0A
        if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 {
          for offset in index..<(index + 8) where base[offset] == newline {
            starts.append(offset + 1)
          }
        }
        index += 8
      }
      for offset in index..<buffer.count where base[offset] == newline {
        starts.append(offset + 1)
      }
    }
    return starts
  }

  /// The text of a span (invalid UTF-8 shown as U+FFFD).
  public func text(_ span: SourceSpan) -> String {
    let start = min(max(0, span.start), bytes.count)
    let end = min(max(start, span.end), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Index of the line (0-based) that holds `offset`.
  private func lineIndex(_ offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Where a line's text starts: after a UTF-8 byte-order mark on the first line, which is
  /// not part of the text.
  private func textStart(ofLine line: Int) -> Int {
    let start = lineStarts[line]
    guard line == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF
    else { return start }
    return 3
  }

  /// The 1-based line that holds `offset`: a binary search, whatever the line's length
  /// (`location` also counts the characters before it on its line).
  public func line(_ offset: Int) -> Int { lineIndex(min(max(0, offset), bytes.count)) + 1 }

  public func location(_ offset: Int) -> SourceLocation {
    let clamped = min(max(0, offset), bytes.count)
    let line = lineIndex(clamped)
    let prefix = bytes[min(textStart(ofLine: line), clamped)..<clamped]
    // Columns count characters. Within a line (no line feed) ASCII bytes are characters
    // one for one, so only a line with other bytes is decoded and counted.
    let column =
      (prefix.allSatisfy { $0 < 0x80 }
        ? prefix.count : String(decoding: prefix, as: UTF8.self).count)
      + 1
    return SourceLocation(line: line + 1, column: column)
  }

  /// A position as the Language Server Protocol counts it: the line from 0, and the column
  /// in UTF-16 code units from 0 (a character outside the Basic Multilingual Plane counts
  /// two). An offset inside a character counts up to that character's start.
  public func utf16Position(_ offset: Int) -> (line: Int, character: Int) {
    position(offset, in: .utf16)
  }

  /// The byte offset of an LSP position (line from 0, UTF-16 column from 0), clamped to the
  /// line's end; nil past the last line. A column inside a surrogate pair gives the start of
  /// its character.
  public func offset(line: Int, utf16Character character: Int) -> Int? {
    offset(line: line, character: character, in: .utf16)
  }

  /// The units a column counts, as the Language Server Protocol's position encodings name
  /// them: UTF-8 bytes, UTF-16 code units (its default) or Unicode scalars (UTF-32).
  public enum TextUnit: String, Sendable, CaseIterable {
    case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"

    /// How many units a character takes whose UTF-8 encoding is `length` bytes long.
    func width(ofUTF8Length length: Int) -> Int {
      switch self {
      case .utf8: length
      case .utf16: length == 4 ? 2 : 1
      case .utf32: 1
      }
    }
  }

  /// The line (from 0) and the column (from 0, in `unit`s) of a byte offset; an offset
  /// inside a character counts up to that character's start.
  public func position(_ offset: Int, in unit: TextUnit) -> (line: Int, character: Int) {
    let clamped = min(max(0, offset), bytes.count)
    let line = lineIndex(clamped)
    var start = clamped
    while start > lineStarts[line], start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    var units = 0
    var index = min(textStart(ofLine: line), start)
    while index < start {
      let length = Self.utf8Length(bytes[index])
      units += unit.width(ofUTF8Length: length)
      index += length
    }
    return (line, units)
  }

  /// The byte offset of a position (line from 0, column from 0 in `unit`s), clamped to the
  /// line's end; nil past the last line. A column inside a character gives its start.
  public func offset(line: Int, character: Int, in unit: TextUnit) -> Int? {
    guard line >= 0, line < lineStarts.count else { return nil }
    let start = textStart(ofLine: line)
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    var units = 0
    var index = start
    while index < end {
      let length = Self.utf8Length(bytes[index])
      let width = unit.width(ofUTF8Length: length)
      if units + width > character { break }
      units += width
      index = min(end, index + length)
    }
    return index
  }

  /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
  private static func utf8Length(_ byte: UInt8) -> Int {
    byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
  }

  /// The text of a 1-based line, without its newline.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = textStart(ofLine: line - 1)
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }
}
