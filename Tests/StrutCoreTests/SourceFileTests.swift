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
}
