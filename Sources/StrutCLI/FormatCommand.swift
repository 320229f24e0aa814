import StrutCore
import StrutSyntax

/// `strut fmt [--check] FILE...`: writes each `.layout` file in the canonical layout
/// (`Formatter`), in place; `-` reads standard input and writes standard output. `--check`
/// changes nothing: it names the files that are not formatted and exits 1 if there are any.
struct FormatCommand: Subcommand {
  static let name = "fmt"
  static let synopsis = "[--check] FILE..."
  static let summary = """
    write .layout files in the one canonical layout (indentation, spacing,
    aligned comments), in place; comments and meaning kept
    """
  static let options = [
    OptionHelp(
      flags: "--check",
      text: "change nothing; name the files that are not formatted, exit 1\nif there are any"),
    OptionHelp(flags: "-h, --help", text: "show this help"),
  ]

  var paths: [String] = []
  var checkOnly = false

  init(arguments: [String]) throws {
    for argument in arguments {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "--check": checkOnly = true
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw CommandError("unknown option '\(argument)'")
        }
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { throw CommandError("needs at least one .layout file (or -)") }
  }

  func run(context: Context) -> ExitStatus {
    var status = ExitStatus.success
    for path in paths {
      guard let file = Frontend.loadReporting(path, context: context) else {
        status = .inputErrors
        continue
      }
      switch Formatter.format(file) {
      case .failure(.syntaxErrors(let errors)):
        Frontend.printDiagnostics(
          errors, in: file, limit: Frontend.defaultErrorLimit, context: context)
        context.standardError("strut fmt: '\(path)' has errors; it was left as it is\n")
        status = .inputErrors
      case .failure(.changedTokens):
        context.standardError(
          "strut fmt: internal error: formatting '\(path)' would change its tokens; it was left as it is\n"
        )
        status = .inputErrors
      case .success(let text):
        let unchanged = Array(text.utf8) == file.bytes
        if checkOnly {
          if !unchanged {
            context.standardOutput("\(path)\n")
            status = .inputErrors
          }
        } else if path == "-" {
          context.standardOutput(text)
        } else if !unchanged {
          do {
            try context.writeFile(path, text)
          } catch {
            context.standardError(
              "strut fmt: \((error as? CommandError)?.message ?? "cannot write '\(path)'")\n")
            status = .inputErrors
          }
        }
      }
    }
    return status
  }
}
