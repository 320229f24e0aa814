import Foundation
import StrutCore
import StrutEngine
import StrutModel
import StrutReport
import StrutSyntax

/// Named exit statuses.
public enum ExitStatus: Int32, Sendable {
  case success = 0
  /// The input has errors (syntax, checking, or unsatisfiable constraints), or what was asked
  /// for could not be written (a full disk, an unwritable `-o` target).
  case inputErrors = 1
  /// The command line is wrong.
  case usage = 2
}

/// Where a command writes, and what it may know of its surroundings; tests capture both streams.
public struct Context {
  public var standardOutput: (String) -> Void
  public var standardError: (String) -> Void
  public var errorIsTerminal: Bool
  public var environment: [String: String]
  public var readFile: (String) throws -> [UInt8]
  public var writeFile: (String, String) throws -> Void
  /// Where the REPL reads its input: a terminal line editor, or plain lines.
  public var makeLineReader: () -> any LineReader
  /// Opens a file for a report written piece by piece (a sweep's steps): nothing replaces
  /// the old file until `finish`.
  public var openFile: (String) throws -> OutputTarget = Context.openOnDisk
  /// After the command: what went wrong writing its standard output, if anything.
  public var outputProblem: () -> String? = { nil }
  /// True once standard output can take no more (its reader has gone, or a write failed), so
  /// that a long report stops being made.
  public var outputEnded: () -> Bool = { false }

  public init(
    standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
    errorIsTerminal: Bool = false, environment: [String: String] = [:],
    readFile: @escaping (String) throws -> [UInt8] = Context.readFromDisk,
    writeFile: @escaping (String, String) throws -> Void = Context.writeToDisk,
    makeLineReader: @escaping () -> any LineReader = { PlainLineReader() }
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.errorIsTerminal = errorIsTerminal
    self.environment = environment
    self.readFile = readFile
    self.writeFile = writeFile
    self.makeLineReader = makeLineReader
  }

  /// Writes a file the way `OutputFile` does: atomically for a regular file, in place for a
  /// device or FIFO, an error naming the target otherwise.
  public static func writeToDisk(_ path: String, _ text: String) throws {
    try OutputFile.write(Array(text.utf8), to: path)
  }

  /// Opens a file the way `OutputFile.Writer` does.
  public static func openOnDisk(_ path: String) throws -> OutputTarget {
    let writer = try OutputFile.Writer(path)
    return OutputTarget(
      write: { try writer.append(Array($0.utf8)) }, finish: { try writer.commit() })
  }

  /// The real process: stdout, stderr, the environment and the file system.
  public static func process() -> Context {
    let environment = ProcessInfo.processInfo.environment
    let streams = StandardStreams()
    var context = Context(
      standardOutput: { streams.writeOutput($0) },
      standardError: { streams.writeError($0) },
      errorIsTerminal: isatty(2) == 1, environment: environment,
      makeLineReader: {
        if isatty(0) == 1 && isatty(1) == 1 && environment["TERM"] != "dumb" {
          return TerminalLineReader(historyPath: TerminalLineReader.defaultHistoryPath(environment))
        }
        return PlainLineReader()
      })
    context.outputProblem = { streams.outputProblem }
    context.outputEnded = { streams.hasEnded }
    return context
  }

  /// The largest input read (64 MiB): far past any real layout, and well inside what the
  /// pipeline's 32-bit source offsets can hold.
  public static let maximumInputSize = 64 << 20

  /// Reads a file, standard input (`-` or /dev/stdin), a FIFO or a process substitution
  /// alike, up to `maximumInputSize`; a refusal gives the true reason.
  public static func readFromDisk(_ path: String) throws -> [UInt8] {
    let descriptor = path == "-" ? dup(0) : open(path, O_RDONLY | O_NOCTTY)
    guard descriptor >= 0 else {
      let reason =
        errno == ENOENT
        ? "no such file" : errno == EACCES ? "permission denied" : String(cString: strerror(errno))
      throw CommandError("cannot read '\(path)': \(reason)")
    }
    defer { close(descriptor) }
    var info = stat()
    let isKnown = fstat(descriptor, &info) == 0
    if isKnown, (info.st_mode & S_IFMT) == S_IFDIR {
      throw CommandError("'\(path)' is a directory")
    }
    var bytes: [UInt8] = []
    // A regular file's size is known: its bytes go into one array of that size (grown by
    // doubling, a 10 MB file was copied four times over and took twice its size).
    if isKnown, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
      bytes.reserveCapacity(min(Int(info.st_size), maximumInputSize) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw CommandError("cannot read '\(path)': \(String(cString: strerror(errno)))")
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
      if bytes.count > maximumInputSize {
        throw CommandError(
          "cannot read '\(path)': it is larger than \(maximumInputSize >> 20) MiB, the most Strut reads"
        )
      }
    }
  }

  /// Color only when stderr is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset or
  /// empty (no-color.org: "when present and not an empty string … prevents … color").
  var renderer: DiagnosticRenderer {
    DiagnosticRenderer(
      useColor: errorIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        && environment["TERM"] != "dumb")
  }
}

/// A file being written: pieces in order, then `finish` puts it in place.
public struct OutputTarget {
  public var write: (String) throws -> Void
  public var finish: () throws -> Void

  public init(write: @escaping (String) throws -> Void, finish: @escaping () throws -> Void) {
    self.write = write
    self.finish = finish
  }
}

struct CommandError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// The `strut` command line: dispatches to a subcommand.
public enum Strut {
  public static let version = "0.1.0"

  /// Every subcommand, in the order help lists them.
  static let subcommands = [
    RunCommand.entry, CheckCommand.entry, FormatCommand.entry, ImportCommand.entry,
    EmitCommand.entry, ReplCommand.entry, LSPCommand.entry, DevicesCommand.entry,
  ]

  /// `strut --help`: each subcommand's synopsis and summary, made from its declaration.
  public static var usage: String {
    var text = ""
    for (index, command) in subcommands.enumerated() {
      text += (index == 0 ? "usage: " : "       ") + "strut \(command.name) \(command.synopsis)\n"
    }
    text += "       strut --help | --version\n\n"
    text += "Strut lays out views described in a .layout file with Auto Layout's rules.\n\n"
    let width = subcommands.map(\.name.count).max() ?? 0
    for command in subcommands {
      let lines = command.summary.split(separator: "\n")
      let padding = String(repeating: " ", count: width - command.name.count)
      text += "  \(command.name)\(padding)  \(lines.first ?? "")\n"
      for line in lines.dropFirst() {
        text += "  " + String(repeating: " ", count: width) + "  \(line)\n"
      }
    }
    text += "\n'strut COMMAND --help' lists a command's options.\n"
    return text
  }

  public static func main(_ arguments: [String], context: Context) -> ExitStatus {
    guard let name = arguments.first else {
      context.standardError(usage)
      return .usage
    }
    if let command = subcommands.first(where: { $0.name == name }) {
      return command.main(Array(arguments.dropFirst()), context)
    }
    switch name {
    case "-h", "--help", "help":
      context.standardOutput(usage)
      return .success
    case "--version":
      context.standardOutput("strut \(version)\n")
      return .success
    default:
      context.standardError("strut: unknown command '\(name)'\n\n" + usage)
      return .usage
    }
  }
}
