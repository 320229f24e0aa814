import Foundation
import Testing

@testable import StrutCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Writes `bytes` to a temporary file and runs `strut` on it with the real disk.
func runOnBytes(_ bytes: [UInt8], _ arguments: [String] = ["check"]) throws -> (
  status: StrutCLI.ExitStatus, stdout: String, stderr: String
) {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("input.layout").path
  try Data(bytes).write(to: URL(fileURLWithPath: path))
  return runStrutOnDisk(arguments + [path])
}

/// True when the text holds a C0 control character other than a newline.
func hasRawControl(_ text: String) -> Bool {
  text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }
}

@Suite("Hostile bytes")
struct HostileInputTests {
  @Test("control characters are escaped in messages and in the quoted line, never sent raw")
  func escapedControlCharacters() throws {
    let result = try runOnBytes(Array("view a\u{1B}[31m\nview b\u{7}\n".utf8))
    #expect(result.status == .inputErrors)
    #expect(!hasRawControl(result.stderr))
    #expect(
      result.stderr.contains("error: unexpected character '\\u{1B}'\n 1 | view a\\u{1B}[31m\n"))
    // The caret stands under the whole escape.
    #expect(result.stderr.contains("\n   |       ^^^^^^\n"))
    #expect(result.stderr.contains("unexpected character '\\u{7}'"))
  }

  @Test("a control character in a string is a located error; a new line in a screen name too")
  func controlCharacterInString() throws {
    let esc = try runOnBytes(Array("label l \"red\u{1B}[0m\"\nl.top == root.top\n".utf8))
    #expect(esc.status == .inputErrors)
    #expect(esc.stderr.contains(":1:9: error: a string cannot hold a control character"))
    #expect(!hasRawControl(esc.stderr))
    let screen = try runOnBytes(Array("screen \"a\\nb\" 100 x 100\nview a\n".utf8), ["run"])
    #expect(screen.status == .inputErrors)
    #expect(screen.stderr.contains("a screen's name is one line"))
    #expect(screen.stdout.isEmpty)
  }

  @Test("C1 controls and escaped controls in a string are refused as raw ones are")
  func otherControlCharactersInStrings() throws {
    // U+009B is a one-character escape-sequence introducer on some terminals.
    for text in ["label l \"a\u{9B}31m\"\n", "label l \"a\\\u{1B}[0m\"\n"] {
      let result = try runOnBytes(Array(text.utf8))
      #expect(result.status == .inputErrors, "\(text.debugDescription)")
      #expect(result.stderr.contains(":1:9: error: a string cannot hold a control character"))
      #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B })
    }
    // Other non-ASCII text is text.
    #expect(
      try runOnBytes(Array("label l \"café ✓\"\nl.top == root.top\n".utf8)).status == .success)
  }

  @Test("a file name with control characters is spelled out in every report, never raw")
  func controlCharactersInFileName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("bad\u{1B}[31m.layout").path
    try Data("view a\na.top == root.top\na.leading == root.leading\n".utf8).write(
      to: URL(fileURLWithPath: path))
    for format in ["text", "json", "svg", "html", "ascii"] {
      let result = runStrutOnDisk(["run", "--format", format, path])
      #expect(!hasRawControl(result.stdout) && !hasRawControl(result.stderr), "\(format)")
    }
    let svg = runStrutOnDisk(["run", "--format", "svg", path]).stdout
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    let html = runStrutOnDisk(["run", "--format", "html", path]).stdout
    #expect(html.contains("<h1>\(folder.path)/bad\\u{1B}[31m.layout</h1>"))
  }

  @Test("a binary file is one message, not thousands of errors")
  func binaryFile() throws {
    var bytes: [UInt8] = []
    var state: UInt32 = 7
    for _ in 0..<50_000 {
      state = state &* 1_103_515_245 &+ 12_345
      bytes.append(UInt8(truncatingIfNeeded: state >> 16))
    }
    let result = try runOnBytes(bytes)
    #expect(result.status == .inputErrors)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(
      result.stderr.contains("is a binary file, not text") || result.stderr.contains("not UTF-8"))
    let latin1 = try runOnBytes([0x76, 0x69, 0x65, 0x77, 0x20, 0x61, 0x0A, 0xE9, 0x0A])
    #expect(latin1.stderr.hasSuffix("it is not UTF-8 text (an invalid byte on line 2)\n"))
  }

  @Test("a NUL or non-ASCII byte is found at any position, across and within words")
  func unusualBytesAnywhere() {
    let text = [UInt8]("view a\nview b\nH:|[a][b]|\n".utf8)  // 26 bytes: three words and two
    #expect(Frontend.firstNulOrNonASCII(text) == nil)
    #expect(Frontend.textProblem(text) == nil)
    for position in text.indices {
      for unusual: UInt8 in [0, 0x80, 0xC3, 0xFF] {
        var bytes = text
        bytes[position] = unusual
        #expect(Frontend.firstNulOrNonASCII(bytes) == position)
      }
    }
    // A valid two-byte character after 19 ASCII bytes, then a NUL on the next line.
    var accented = [UInt8]("view a\nview b\nview ".utf8) + [0xC3, 0xA9]
    #expect(Frontend.textProblem(accented) == nil)
    accented += [0x0A, 0x00]
    #expect(
      Frontend.textProblem(accented) == "it is a binary file, not text (a NUL byte on line 4)")
  }

  @Test("errors are capped per file, with how many more; --error-limit 0 shows all")
  func errorLimit() throws {
    let text = (1...30).map { "a\($0).top == b.top" }.joined(separator: "\n") + "\n"
    let capped = try runOnBytes(Array(text.utf8))
    #expect(capped.stderr.components(separatedBy: ": error: ").count - 1 == 20)
    #expect(capped.stderr.hasSuffix("not shown (--error-limit 0 shows every one)\n"))
    #expect(capped.stderr.contains("strut: 10 more errors in '"))
    let all = try runOnBytes(Array(text.utf8), ["check", "--error-limit", "0"])
    #expect(all.stderr.components(separatedBy: ": error: ").count - 1 == 30)
    #expect(try runOnBytes([], ["check", "--error-limit", "-3"]).status == .usage)
  }

  @Test("a UTF-8 byte-order mark is accepted, and columns do not count it")
  func byteOrderMark() throws {
    let result = try runOnBytes([0xEF, 0xBB, 0xBF] + Array("view a\na.top == thrid.top\n".utf8))
    #expect(result.stderr.contains("input.layout:2:10: error: unknown view 'thrid'"))
    #expect(!result.stderr.contains("\u{FEFF}"))
    let clean = try runOnBytes(
      [0xEF, 0xBB, 0xBF] + Array("view a (intrinsic: 10 x 10)\nH:|[a]\nV:|[a]\n".utf8), ["run"])
    #expect(clean.status == .success)
    #expect(clean.stderr.isEmpty)
  }

  @Test("-D takes the language's numbers, with its range and messages")
  func overrides() {
    for (value, message) in [
      ("0x10", "'0x10' is not a number"), ("0x1p4", "'0x1p4' is not a number"),
      ("1e9", "number is out of range; use a value between -100000000 and 100000000"),
      ("1e999", "number '1e999' is too large"), ("inf", "'inf' is not a number"),
    ] {
      let result = runStrut(["run", "Samples/banner.layout", "-D", "scrolled=" + value])
      #expect(result.status == .usage, "\(value)")
      #expect(result.stderr == "strut run: -D scrolled: \(message)\n", "\(value)")
    }
    let half = runStrut([
      "run", "--format", "json", "Samples/banner.layout", "-D", "scrolled=-.5e1",
    ])
    #expect(half.status == .success)
  }

  @Test("standard input and a FIFO are read like files; a missing file says so")
  func nonRegularInputs() throws {
    let sample = packageRoot.appendingPathComponent("Samples/banner.layout").path
    let expected = runStrutOnDisk(["run", sample]).stdout
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("layout.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(FileManager.default.contents(atPath: sample) ?? Data())
        try? handle.close()
      }
    }
    writer.start()
    let throughFifo = runStrutOnDisk(["run", fifo])
    #expect(throughFifo.status == .success)
    #expect(throughFifo.stdout == expected)
    let missing = runStrutOnDisk(["run", folder.appendingPathComponent("nope.layout").path])
    #expect(missing.stderr.hasSuffix("nope.layout': no such file\n"))
  }

  @Test("a sweep is not written as several SVG documents in one: it points to HTML")
  func sweepAsSVG() {
    let result = runStrut([
      "run", "--format", "svg", "Samples/banner.layout", "--sweep", "scrolled=0:100:50",
    ])
    #expect(result.status == .usage)
    #expect(result.stderr.contains("use --format html"))
    #expect(result.stdout.isEmpty)
  }
}
