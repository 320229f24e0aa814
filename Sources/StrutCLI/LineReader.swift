import Foundation

/// What reading a line gave.
public enum LineInput: Equatable, Sendable {
  case line(String)
  /// Ctrl-C: drop what was typed.
  case interrupt
  /// Ctrl-D on an empty line, or the end of piped input.
  case end
}

/// The REPL's source of lines. A reader may show the prompt itself (a terminal) or leave it to
/// the REPL (piped input, where the prompt and the line are echoed so transcripts read well).
public protocol LineReader {
  /// True when the reader draws the prompt and the typed line itself.
  var isInteractive: Bool { get }
  mutating func read(prompt: String) -> LineInput
  /// Words the reader may complete with Tab (a terminal only).
  mutating func setCompletions(_ completions: @escaping (String) -> [String])
  /// Remembers a line for Up/Down and the history file (a terminal only).
  mutating func remember(_ line: String)
}

extension LineReader {
  public mutating func setCompletions(_ completions: @escaping (String) -> [String]) {}
  public mutating func remember(_ line: String) {}
}

/// Lines from standard input, as they come: no editing, no escape codes.
public struct PlainLineReader: LineReader {
  public init() {}
  public var isInteractive: Bool { false }
  public mutating func read(prompt: String) -> LineInput {
    guard let line = Swift.readLine(strippingNewline: true) else { return .end }
    return .line(line)
  }
}

/// Lines from a list, for tests.
public struct ScriptedLineReader: LineReader {
  var lines: [String]
  public init(_ lines: [String]) { self.lines = lines }
  public var isInteractive: Bool { false }
  public mutating func read(prompt: String) -> LineInput {
    lines.isEmpty ? .end : .line(lines.removeFirst())
  }
}
