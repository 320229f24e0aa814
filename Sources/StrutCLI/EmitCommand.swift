import StrutCore
import StrutEmit
import StrutEngine
import StrutImport
import StrutModel

/// `strut emit swift FILE [--screen NAME] [--scene ID] [-o OUT]`: the layout as UIKit code.
struct EmitCommand: Subcommand {
  static let name = "emit"
  static let synopsis = "swift FILE [--screen NAME] [--scene ID] [-o OUT]"
  static let summary = """
    write the layout as Swift that builds it in UIKit: views, anchors,
    priorities, stack views (a storyboard's scene too)
    """
  static let options = [
    OptionHelp(
      flags: "--screen NAME", text: "the screen whose 'when' blocks apply (default: the first)"),
    OptionHelp(flags: "--scene ID", text: "storyboards and xibs: the scene (default: the first)"),
    OptionHelp(flags: "-o FILE", text: "write the code to FILE"),
    OptionHelp(flags: "-h, --help", text: "show this help"),
  ]

  var path = ""
  var screen: String?
  var scene: String?
  var outputPath: String?

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    guard let language = remaining.popFirst(), language != "-h", language != "--help" else {
      throw HelpRequested()
    }
    guard language == "swift" else {
      throw CommandError("emit writes 'swift'; got '\(language)'")
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "--screen":
        guard let value = remaining.popFirst() else { throw CommandError("--screen needs a name") }
        screen = value
      case "--scene":
        guard let value = remaining.popFirst() else { throw CommandError("--scene needs an id") }
        scene = value
      case "-o", "--output":
        guard let value = remaining.popFirst() else { throw CommandError("-o needs a file") }
        outputPath = value
      case _ where argument.hasPrefix("-") && argument != "-":
        throw CommandError("unknown option '\(argument)'")
      default:
        guard path.isEmpty else {
          throw CommandError("emit takes one file; got '\(path)' and '\(argument)'")
        }
        path = argument
      }
    }
    guard !path.isEmpty else { throw CommandError("emit swift needs a .layout file") }
  }

  func run(context: Context) -> ExitStatus {
    if let outputPath, OutputFile.isSameFile(outputPath, path) {
      context.standardError(
        "strut emit: -o '\(outputPath)' is the input file; refusing to write the code over it\n")
      return .usage
    }
    let source: SourceFile
    if InterfaceBuilderImport.isDocument(path) {
      guard
        let (_, scenes) = DocumentRun.read(path, devices: [], scene: scene, context: context),
        let first = scenes.first
      else { return .inputErrors }
      source = first.layout
    } else {
      guard let file = Frontend.loadReporting(path, context: context) else { return .inputErrors }
      source = file
    }
    let checked = Pipeline.check(Pipeline.parse(source))
    Frontend.printDiagnostics(
      checked.diagnostics, in: source, limit: Frontend.defaultErrorLimit, context: context)
    if checked.hasErrors { return .inputErrors }
    var index = 0
    if let screen {
      guard let found = checked.program.screens.firstIndex(where: { $0.name == screen }) else {
        let names = checked.program.screens.map { "'\($0.name)'" }.joined(separator: ", ")
        context.standardError("strut emit: no screen named '\(screen)'; the screens: \(names)\n")
        return .usage
      }
      index = found
    }
    let output = SwiftEmitter.emit(checked.program, screen: index)
    Frontend.printDiagnostics(output.warnings, in: source, limit: 0, context: context)
    do {
      if let outputPath {
        let target = try context.openFile(outputPath)
        try target.write(output.code)
        try target.finish()
      } else {
        context.standardOutput(output.code)
      }
    } catch {
      context.standardError("strut emit: \((error as? CommandError)?.message ?? "\(error)")\n")
      return .inputErrors
    }
    return .success
  }
}
