import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line editor on a terminal in raw mode (termios), with no library behind it: Left/Right,
/// Home/End (and Ctrl-A/Ctrl-E), Backspace, Delete, Ctrl-W (delete the word before the
/// cursor), Ctrl-U (delete to the start), Up/Down through the history (kept in a file),
/// Tab to complete, Ctrl-C to drop the line, Ctrl-D on an empty line to leave.
public struct TerminalLineReader: LineReader {
  let historyPath: String?
  var history: [String] = []
  var completions: (String) -> [String] = { _ in [] }
  static let historyLimit = 1000

  public init(historyPath: String?) {
    self.historyPath = historyPath
    if let historyPath, let text = try? String(contentsOfFile: historyPath, encoding: .utf8) {
      history = text.split(separator: "\n").map(String.init).suffix(TerminalLineReader.historyLimit)
    }
  }

  /// `$STRUT_HISTORY`, else `~/.strut_history`.
  public static func defaultHistoryPath(_ environment: [String: String]) -> String? {
    if let path = environment["STRUT_HISTORY"] { return path.isEmpty ? nil : path }
    return environment["HOME"].map { $0 + "/.strut_history" }
  }

  public var isInteractive: Bool { true }

  public mutating func setCompletions(_ completions: @escaping (String) -> [String]) {
    self.completions = completions
  }

  public mutating func remember(_ line: String) {
    guard !line.contains("\n") else {
      for part in line.split(separator: "\n") { remember(String(part)) }
      return
    }
    if history.last != line { history.append(line) }
    if history.count > TerminalLineReader.historyLimit {
      history.removeFirst(history.count - TerminalLineReader.historyLimit)
    }
    guard let historyPath else { return }
    try? (history.joined(separator: "\n") + "\n").write(
      toFile: historyPath, atomically: true, encoding: .utf8)
  }

  public mutating func read(prompt: String) -> LineInput {
    var original = termios()
    guard tcgetattr(0, &original) == 0 else {
      var plain = PlainLineReader()
      return plain.read(prompt: prompt)
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    // TCSANOW, not TCSAFLUSH: what was typed or pasted while the last line ran is the next
    // line's input, not something to throw away.
    tcsetattr(0, TCSANOW, &raw)
    defer { tcsetattr(0, TCSANOW, &original) }
    var editor = LineEditState(prompt: prompt)
    var historyIndex = history.count
    var draft: [Character] = []
    write(editor.render())
    while true {
      guard let byte = readByte() else { return .end }
      switch byte {
      case 13, 10:  // Enter
        write("\r\n")
        return .line(String(editor.buffer))
      case 3:  // Ctrl-C
        write("^C\r\n")
        return .interrupt
      case 4:  // Ctrl-D
        if editor.buffer.isEmpty {
          write("\r\n")
          return .end
        }
        editor.deleteForward()
      case 127, 8: editor.deleteBackward()
      case 1: editor.cursor = 0
      case 5: editor.cursor = editor.buffer.count
      case 23: editor.deleteWordBackward()
      case 21: editor.deleteToStart()
      case 9: complete(&editor)
      case 27:  // an escape sequence: arrows, Home/End, Delete
        guard let second = readByte() else { return .end }
        guard second == UInt8(ascii: "[") || second == UInt8(ascii: "O"), let third = readByte()
        else { continue }
        switch third {
        case UInt8(ascii: "D"): editor.cursor = max(0, editor.cursor - 1)
        case UInt8(ascii: "C"): editor.cursor = min(editor.buffer.count, editor.cursor + 1)
        case UInt8(ascii: "H"): editor.cursor = 0
        case UInt8(ascii: "F"): editor.cursor = editor.buffer.count
        case UInt8(ascii: "A"), UInt8(ascii: "B"):
          if historyIndex == history.count { draft = editor.buffer }
          historyIndex =
            third == UInt8(ascii: "A")
            ? max(0, historyIndex - 1) : min(history.count, historyIndex + 1)
          editor.buffer = historyIndex == history.count ? draft : Array(history[historyIndex])
          editor.cursor = editor.buffer.count
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
          // ESC [ n ~ : 1/7 Home, 4/8 End, 3 Delete.
          var code = Int(third - 48)
          while let next = readByte(), next != UInt8(ascii: "~") {
            guard (48...57).contains(next) else { break }
            code = code * 10 + Int(next - 48)
          }
          switch code {
          case 1, 7: editor.cursor = 0
          case 4, 8: editor.cursor = editor.buffer.count
          case 3: editor.deleteForward()
          default: break
          }
        default: break
        }
      default:
        guard byte >= 32 else { continue }
        editor.insert(readCharacter(startingWith: byte))
      }
      write(editor.render())
    }
  }

  /// Completes the word before the cursor: the common prefix of every candidate, or a list.
  private func complete(_ editor: inout LineEditState) {
    let before = String(editor.buffer[..<editor.cursor])
    let candidates = completions(before)
    guard !candidates.isEmpty else { return }
    let word = String(
      before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == ":" }
        .reversed())
    var common = candidates[0]
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(common) { common.removeLast() }
    }
    // Inside a VFL view (`[bad`) the name is followed by `(` or `]`, not a space.
    let inBrackets =
      before.lastIndex(of: "[").map { open in
        before.lastIndex(of: "]").map { $0 < open } ?? true
      } ?? false
    if candidates.count == 1, common.count >= word.count, !inBrackets {
      // One word fits: complete it and move on past it, as shells do.
      editor.insert(contentsOf: Array(common.dropFirst(word.count)) + [" "])
    } else if common.count > word.count {
      editor.insert(contentsOf: Array(common.dropFirst(word.count)))
    } else if candidates.count > 1 {
      write("\r\n" + candidates.prefix(40).joined(separator: "  ") + "\r\n")
    }
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = Foundation.read(0, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// A UTF-8 character whose first byte is `first`.
  private func readCharacter(startingWith first: UInt8) -> Character {
    var bytes = [first]
    let extra = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : first >= 0xC0 ? 1 : 0
    for _ in 0..<extra {
      guard let next = readByte() else { break }
      bytes.append(next)
    }
    return String(decoding: bytes, as: UTF8.self).first ?? "?"
  }

  private func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.write(1, $0.baseAddress, $0.count)
      }
      guard written > 0 else { return }
      offset += written
    }
  }
}

/// The line being edited and how to draw it: pure, so it can be tested without a terminal.
struct LineEditState {
  let prompt: String
  var buffer: [Character] = []
  var cursor = 0

  mutating func insert(_ character: Character) {
    buffer.insert(character, at: cursor)
    cursor += 1
  }

  mutating func insert(contentsOf characters: [Character]) {
    buffer.insert(contentsOf: characters, at: cursor)
    cursor += characters.count
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    buffer.remove(at: cursor - 1)
    cursor -= 1
  }

  mutating func deleteForward() {
    guard cursor < buffer.count else { return }
    buffer.remove(at: cursor)
  }

  /// Ctrl-W: the spaces before the cursor, then the word before them.
  mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, buffer[start - 1] == " " { start -= 1 }
    while start > 0, buffer[start - 1] != " " { start -= 1 }
    buffer.removeSubrange(start..<cursor)
    cursor = start
  }

  mutating func deleteToStart() {
    buffer.removeSubrange(0..<cursor)
    cursor = 0
  }

  /// Carriage return, prompt, line, clear to the end, cursor back to its place.
  func render() -> String {
    var text = "\r" + prompt + String(buffer) + "\u{1B}[K"
    let back = buffer.count - cursor
    if back > 0 { text += "\u{1B}[\(back)D" }
    return text
  }
}
