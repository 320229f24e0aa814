/// A half-open range of UTF-8 byte offsets into one source file.
public struct SourceSpan: Hashable, Sendable {
  public var start: Int
  public var end: Int

  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = max(start, end)
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

  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
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

  public func location(_ offset: Int) -> SourceLocation {
    let clamped = min(max(0, offset), bytes.count)
    let line = lineIndex(clamped)
    let prefix = bytes[lineStarts[line]..<clamped]
    let column = String(decoding: prefix, as: UTF8.self).count + 1
    return SourceLocation(line: line + 1, column: column)
  }

  /// The text of a 1-based line, without its newline.
  public func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }
}
