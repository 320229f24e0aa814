import StrutCore
import Testing

@Suite("Source positions")
struct SourceFileTests {
  // 'é' is 2 bytes and 1 UTF-16 unit; '€' 3 bytes, 1 unit; '😀' 4 bytes, 2 units.
  let file = SourceFile(name: "t", text: "view a\nlabel é \"€😀x\" # ok\r\nb\n")

  @Test("UTF-16 positions count code units from 0, as the Language Server Protocol does")
  func utf16() {
    let x = file.bytes.firstIndex(of: UInt8(ascii: "x"))!
    // Line 1: `label é "€😀x"`: l a b e l ␠ é ␠ " € 😀 → 11 + 1 (the pair counts two) = 12.
    #expect(file.utf16Position(x) == (line: 1, character: 12))
    #expect(file.location(x) == SourceLocation(line: 2, column: 12))  // characters, from 1
    #expect(file.utf16Position(0) == (line: 0, character: 0))
    #expect(file.utf16Position(file.bytes.count) == (line: 3, character: 0))
    // An offset inside a character counts up to its start.
    let euro = file.bytes.firstIndex(of: 0xE2)!
    #expect(file.utf16Position(euro + 1) == file.utf16Position(euro))
  }

  @Test("an LSP position gives the byte offset back, clamped to the line")
  func offsets() {
    for offset in [0, 3, 7, 13, 16] {
      let position = file.utf16Position(offset)
      #expect(file.offset(line: position.line, utf16Character: position.character) == offset)
    }
    let x = file.bytes.firstIndex(of: UInt8(ascii: "x"))!
    #expect(file.offset(line: 1, utf16Character: 12) == x)
    // Inside the surrogate pair: the emoji's start.
    #expect(file.offset(line: 1, utf16Character: 11) == x - 4)
    // Past the end of line 1 (before its CR LF): the line's end.
    let endOfLine = file.bytes.firstIndex(of: 0x0D)!
    #expect(file.offset(line: 1, utf16Character: 500) == endOfLine)
    #expect(file.offset(line: 9, utf16Character: 0) == nil)
  }

  @Test("a line number is found by search, at any column of any line")
  func lines() {
    #expect(file.line(0) == 1)
    #expect(file.line(7) == 2)
    #expect(file.line(file.bytes.count) == 4)
    let long = SourceFile(name: "t", text: "a\n" + String(repeating: "x", count: 100_000) + "\nb")
    #expect(long.line(50_000) == 2)
    #expect(long.line(100_003) == 3)
  }

  @Test("lines are found eight bytes at a time: every offset's line as a byte-by-byte count gives")
  func linesByWords() {
    // Newlines at every position of a word, runs of them, and the bytes a word-at-a-time
    // test could confuse with one (0x0B, 0x8A, 0x09, 0x00), at lengths around 8.
    // The same bytes every run: a linear congruential sequence from a fixed seed.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let alphabet: [UInt8] = [0x0A, 0x0A, 0x0B, 0x8A, 0x09, 0x00, 0x61, 0xFF]
    for length in 0..<70 {
      for _ in 0..<8 {
        let bytes = (0..<length).map { _ in
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          return alphabet[Int(state >> 61)]
        }
        let file = SourceFile(name: "t", bytes: bytes)
        var line = 1
        for offset in 0...bytes.count {
          #expect(file.line(offset) == line, "offset \(offset) of \(bytes)")
          if offset < bytes.count, bytes[offset] == 0x0A { line += 1 }
        }
      }
    }
  }
}
