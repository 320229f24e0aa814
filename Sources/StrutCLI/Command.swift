import Foundation
import StrutCore
import StrutEngine
import StrutModel
import StrutReport
import StrutSyntax

/// Named exit statuses.
public enum ExitStatus: Int32, Sendable {
  case success = 0
  /// The input has errors (syntax, checking, or unsatisfiable constraints).
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

  public static func writeToDisk(_ path: String, _ text: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      throw CommandError("cannot write '\(path)'")
    }
  }

  /// The real process: stdout, stderr, the environment and the file system.
  public static func process() -> Context {
    let environment = ProcessInfo.processInfo.environment
    return Context(
      standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      standardError: { FileHandle.standardError.write(Data($0.utf8)) },
      errorIsTerminal: isatty(2) == 1, environment: environment,
      makeLineReader: {
        if isatty(0) == 1 && isatty(1) == 1 && environment["TERM"] != "dumb" {
          return TerminalLineReader(historyPath: TerminalLineReader.defaultHistoryPath(environment))
        }
        return PlainLineReader()
      })
  }

  public static func readFromDisk(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        throw CommandError("'\(path)' is a directory")
      }
      throw CommandError("cannot read '\(path)': no such file or not readable")
    }
    return [UInt8](data)
  }

  /// Color only when stderr is a terminal, `TERM` is not `dumb` and `NO_COLOR` is unset.
  var renderer: DiagnosticRenderer {
    DiagnosticRenderer(
      useColor: errorIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb")
  }
}

struct CommandError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// The `strut` command line: dispatches to a subcommand.
public enum Strut {
  public static let version = "0.1.0"

  public static let usage = """
    usage: strut run FILE [--format text|json|svg|ascii|html] [-o OUT] [-D NAME=VALUE]...
                     [--why VIEW.ATTRIBUTE]... [--exercise-ambiguity] [--sweep NAME=FROM:TO:STEP]
           strut check [--format text|json] [-Werror] [--no-solve] FILE...
           strut repl [FILE]
           strut --help | --version

    Strut lays out views described in a .layout file with Auto Layout's rules.

      run     solve the layout and print every view's frame, per screen
      check   check syntax, names, types, and required constraints that conflict on a
              screen; print diagnostics, exit 1 on errors
      repl    build or explore a layout line by line (type :help inside)

    options:
      --format FORMAT      run: text, json, svg, ascii or html; check: text or json
      -o FILE              run: write the report to FILE
      --sweep M=A:B:STEP   run: lay out at each value of metric M from A to B (one report
                           per step; a slider in html)
      -Werror              check: warnings fail the check too
      --no-solve           check: the front end only (no conflict search); fastest
      -D NAME=VALUE        override a 'let' metric (run; may repeat)
      --why VIEW.ATTR      run: explain a value (x, y, width, height, top, …, contentHeight):
                           the constraints that set it, per screen (may repeat)
      --exercise-ambiguity run: also show another layout that satisfies every constraint
                           as well, when the layout is ambiguous
      -h, --help           show this help
      --version            show the version

    """

  public static func main(_ arguments: [String], context: Context) -> ExitStatus {
    guard let command = arguments.first else {
      context.standardError(usage)
      return .usage
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "run": return RunCommand.main(rest, context: context)
    case "check": return CheckCommand.main(rest, context: context)
    case "repl": return ReplCommand.main(rest, context: context)
    case "-h", "--help", "help":
      context.standardOutput(usage)
      return .success
    case "--version":
      context.standardOutput("strut \(version)\n")
      return .success
    default:
      context.standardError("strut: unknown command '\(command)'\n\n" + usage)
      return .usage
    }
  }

  static func load(_ path: String, context: Context) throws -> SourceFile {
    SourceFile(name: path, bytes: try context.readFile(path))
  }
}
