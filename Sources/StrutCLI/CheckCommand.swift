import Foundation
import StrutCore
import StrutEngine
import StrutImport
import StrutModel
import StrutReport
import StrutSyntax

/// `strut check [--format text|json|sarif] [-Werror] [--no-solve] FILE...`: syntax and
/// semantic checks, required constraints that conflict on some screen and ambiguity (unless
/// `--no-solve`). Text diagnostics go to stderr; `--format json` prints them to stdout as one
/// object, `{"files":[{"file", "diagnostics":[…]}]}`; `--format sarif` as a SARIF 2.1.0 log.
struct CheckCommand: Subcommand {
  static let name = "check"
  static let synopsis =
    "[--format text|json|sarif] [-Werror] [--fail-on KINDS] [--no-solve] [--device NAME]... FILE..."
  static let summary = """
    check syntax, names, types, and required constraints that conflict on a
    screen; print diagnostics, exit 1 on errors
    """
  static let options = [
    OptionHelp(
      flags: "--format FORMAT",
      text:
        "text (diagnostics on stderr), json or sarif (SARIF 2.1.0, for\ncode scanning; on stdout)"),
    OptionHelp(flags: "-Werror", text: "warnings fail the check too"),
    OptionHelp(
      flags: "--fail-on KINDS",
      text:
        "what fails the check, of conflict, ambiguity, warning\n(comma-separated; errors always fail)"
    ),
    OptionHelp(flags: "--no-solve", text: "the front end only (no conflict search); fastest"),
    OptionHelp(
      flags: "--device NAME",
      text: "storyboards and xibs: check on this device (may repeat; 'all'),\nnot the document's"),
    OptionHelp(
      flags: "--error-limit N",
      text: "show at most N errors per file (default \(Frontend.defaultErrorLimit); 0: all)"),
    OptionHelp(flags: "-h, --help", text: "show this help"),
  ]

  var paths: [String] = []
  enum Format { case text, json, sarif }
  var format = Format.text
  var warningsAreErrors = false
  /// `--fail-on ambiguity`: an undetermined layout fails the check.
  var ambiguityFails = false
  var solves = true
  var errorLimit = Frontend.defaultErrorLimit
  /// `--device NAME`, for storyboards and xibs.
  var devices: [String] = []

  init(arguments: [String]) throws {
    var command = self
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "-Werror": command.warningsAreErrors = true
      case "--fail-on":
        guard let value = remaining.popFirst() else {
          throw CommandError("--fail-on needs kinds: conflict, ambiguity, warning")
        }
        for kind in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
          switch kind {
          case "conflict": break  // conflicts are errors: they always fail
          case "ambiguity": command.ambiguityFails = true
          case "warning": command.warningsAreErrors = true
          default:
            throw CommandError(
              "--fail-on takes conflict, ambiguity or warning (comma-separated); got '\(kind)'")
          }
        }
      case "--device":
        guard let value = remaining.popFirst() else { throw CommandError("--device needs a name") }
        command.devices.append(try ImportCommand.deviceName(value))
      case "--no-solve": command.solves = false
      case "--error-limit":
        guard let value = remaining.popFirst() else {
          throw CommandError("--error-limit needs a number")
        }
        command.errorLimit = try Frontend.errorLimit(value)
      case "--format",
        _ where argument.hasPrefix("--format="):
        let value =
          argument == "--format"
          ? remaining.popFirst() : String(argument.dropFirst("--format=".count))
        switch value {
        case "text": command.format = .text
        case "json": command.format = .json
        case "sarif": command.format = .sarif
        case let other?: throw CommandError("unknown format '\(other)'; use text, json or sarif")
        case nil: throw CommandError("--format needs a value: text, json or sarif")
        }
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw CommandError("unknown option '\(argument)'")
        }
        command.paths.append(argument)
      }
    }
    guard !command.paths.isEmpty else {
      throw CommandError("needs at least one .layout file, storyboard or xib")
    }
    self = command
  }

  func run(context: Context) -> ExitStatus {
    var status = ExitStatus.success
    var reports: [JSONValue] = []
    var checked: [SARIFReport.Checked] = []
    for (position, path) in paths.enumerated() {
      guard var file = Frontend.loadReporting(path, context: context) else {
        status = .inputErrors
        continue
      }
      if CodeImport.isCode(path) { file = CodeRun.layout(of: file, context: context) }
      if InterfaceBuilderImport.isDocument(path) {
        // Each scene is checked as a .layout file is; messages point into the document.
        let imported = InterfaceBuilderImport.read(file, devices: devices)
        var found: [(Diagnostic, SourceFile)] = imported.diagnostics.map { ($0, file) }
        for scene in imported.scenes {
          let layout = Pipeline.run(
            scene.layout, Pipeline.Options(depth: solves ? .layout : .check))
          let diagnostics = layout.diagnostics + layout.screenDiagnostics
          found += diagnostics.map { ($0, scene.layout) }
        }
        switch format {
        case .json:
          reports.append(
            .object([
              "file": .string(path),
              "diagnostics": .array(found.map { JSONReport.diagnostic($0.0, in: $0.1) }),
            ]))
        case .sarif:
          checked.append(SARIFReport.Checked(path: path, diagnostics: found))
        case .text:
          for (diagnostic, source) in found {
            Frontend.printDiagnostics([diagnostic], in: source, limit: errorLimit, context: context)
          }
        }
        if found.contains(where: {
          fails($0.0)
        }) {
          status = .inputErrors
        }
        continue
      }
      // The last file's solvers go with the process (they are large for a large file, and
      // nothing follows); an earlier file's are freed for the next to reuse.
      var options = Pipeline.Options(depth: solves ? .layout : .check)
      options.keepsSolversUntilExit = position == paths.count - 1
      let layout = Pipeline.run(file, options)
      let diagnostics = layout.diagnostics + layout.screenDiagnostics
      switch format {
      case .json:
        reports.append(
          .object([
            "file": .string(path),
            "diagnostics": .array(diagnostics.map { JSONReport.diagnostic($0, in: file) }),
          ]))
      case .sarif:
        checked.append(SARIFReport.Checked(path: path, diagnostics: diagnostics.map { ($0, file) }))
      case .text:
        Frontend.printDiagnostics(diagnostics, in: file, limit: errorLimit, context: context)
      }
      let failing = diagnostics.contains {
        fails($0)
      }
      if failing { status = .inputErrors }
    }
    switch format {
    case .json:
      context.standardOutput(
        JSONValue.object([
          "version": .number(Double(JSONReport.version)), "files": .array(reports),
        ]).serialized() + "\n")
    case .sarif:
      // A diagnostic that fails the check (-Werror, --fail-on) is an error in the log too.
      context.standardOutput(
        SARIFReport.render(checked, toolVersion: Strut.version, failing: fails))
    case .text:
      break
    }
    return status
  }

  /// True when a diagnostic fails the check: an error, a warning under `-Werror`, an
  /// ambiguity under `--fail-on ambiguity`.
  func fails(_ diagnostic: Diagnostic) -> Bool {
    if diagnostic.isError { return true }
    if warningsAreErrors && diagnostic.severity == .warning { return true }
    return ambiguityFails && Self.ambiguities.contains(diagnostic.id)
  }

  static let ambiguities: Set<DiagnosticID> = [
    .ambiguousLayout, .ambiguousVariable, .scrollableContentSizeAmbiguity, .unconstrainedView,
    // A screen too large to analyse may be ambiguous: a gate on ambiguity does not pass it.
    .ambiguityNotAnalysed,
  ]

}
