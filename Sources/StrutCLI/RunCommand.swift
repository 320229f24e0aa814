import StrutCore
import StrutEmit
import StrutEngine
import StrutImport
import StrutModel
import StrutReport
import StrutSyntax

/// `strut run FILE [--format text|json|svg|ascii|html|swift] [-o OUT] [-D NAME=VALUE]...
/// [--why VIEW.ATTRIBUTE]... [--exercise-ambiguity] [--sweep NAME=FROM:TO:STEP]`
struct RunCommand: Subcommand {
  static let name = "run"
  static let synopsis = """
    FILE [--format text|json|svg|ascii|html|swift] [-o OUT] [-D NAME=VALUE]...
                     [--why VIEW.ATTRIBUTE]... [--exercise-ambiguity] [--sweep NAME=FROM:TO:STEP]
                     [--device NAME]... [--scene ID]
    """
  static let summary = "solve the layout and print every view's frame, per screen"
  static let options = [
    OptionHelp(
      flags: "--format FORMAT", text: "text, json, svg, ascii, html, or swift (as emit swift)"),
    OptionHelp(flags: "-o FILE", text: "write the report to FILE"),
    OptionHelp(flags: "-D NAME=VALUE", text: "override a 'let' metric (may repeat)"),
    OptionHelp(
      flags: "--why VIEW.ATTR",
      text: """
        explain a value (x, y, width, height, top, …, contentHeight): the
        constraints that set it, per screen (may repeat)
        """),
    OptionHelp(
      flags: "--exercise-ambiguity",
      text:
        "also show another layout that satisfies every constraint as well,\nwhen the layout is ambiguous"
    ),
    OptionHelp(
      flags: "--sweep M=A:B:STEP",
      text: "lay out at each value of metric M from A to B (one report per\nstep; a slider in html)"
    ),
    OptionHelp(
      flags: "--device NAME",
      text:
        "storyboards and xibs: lay out on this device (may repeat;\n'all': every device), not the document's"
    ),
    OptionHelp(flags: "--scene ID", text: "storyboards and xibs: only this scene (IB id or title)"),
    OptionHelp(
      flags: "--error-limit N",
      text: "show at most N errors (default \(Frontend.defaultErrorLimit); 0: all)"),
    OptionHelp(flags: "-h, --help", text: "show this help"),
  ]

  enum Format: String { case text, json, svg, ascii, html, swift }

  var path = ""
  var format = Format.text
  var overrides: [String: Double] = [:]
  /// With `--why`, the text report explains these values instead of printing the tables.
  var queries: [WhyQuery] = []
  /// `--exercise-ambiguity`: also show another layout that is just as good, if there is one.
  var exercisesAmbiguity = false
  /// `-o FILE`: write the report there instead of to standard output.
  var outputPath: String?
  /// `--sweep NAME=FROM:TO:STEP`.
  var sweep: (metric: String, values: [Double])?
  /// `--error-limit N`: errors shown at most (0: all).
  var errorLimit = Frontend.defaultErrorLimit
  /// `--device NAME`, for Interface Builder documents.
  var devices: [String] = []
  /// `--scene ID`, for Interface Builder documents.
  var scene: String?

  init(arguments: [String]) throws {
    var command = RunCommand()
    var remaining = arguments[...]
    func value(for option: String, _ what: String) throws -> String {
      guard let value = remaining.popFirst() else { throw CommandError("\(option) needs \(what)") }
      return value
    }
    func format(_ value: String) throws -> Format {
      guard let parsed = Format(rawValue: value) else {
        throw CommandError("unknown format '\(value)'; use text, json, svg, ascii, html or swift")
      }
      return parsed
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "--format":
        command.format = try format(
          try value(for: "--format", "a value: text, json, svg, ascii, html or swift"))
      case "-D": try Self.addOverride(try value(for: "-D", "NAME=VALUE"), to: &command.overrides)
      case "--exercise-ambiguity": command.exercisesAmbiguity = true
      case "--error-limit":
        command.errorLimit = try Frontend.errorLimit(try value(for: argument, "a number"))
      case "-o", "--output": command.outputPath = try value(for: argument, "a file")
      case "--device":
        command.devices.append(try ImportCommand.deviceName(try value(for: argument, "a name")))
      case "--scene": command.scene = try value(for: argument, "a scene's IB id or title")
      case "--sweep":
        command.sweep = try Self.parseSweep(try value(for: "--sweep", "NAME=FROM:TO:STEP"))
      case "--why":
        let text = try value(for: "--why", "VIEW.ATTRIBUTE")
        guard let query = WhyQuery(text) else {
          throw CommandError("--why takes VIEW.ATTRIBUTE, such as 'title.y'; got '\(text)'")
        }
        command.queries.append(query)
      case _ where argument.hasPrefix("--format="):
        command.format = try format(String(argument.dropFirst("--format=".count)))
      case _ where argument.hasPrefix("-D"):
        try Self.addOverride(String(argument.dropFirst(2)), to: &command.overrides)
      case _ where argument.hasPrefix("-") && argument != "-":
        throw CommandError("unknown option '\(argument)'")
      default:
        guard command.path.isEmpty else {
          throw CommandError("run takes one file; got '\(command.path)' and '\(argument)'")
        }
        command.path = argument
      }
    }
    guard !command.path.isEmpty else {
      throw CommandError("run needs a .layout file, a storyboard or a xib")
    }
    let isDocument = InterfaceBuilderImport.isDocument(command.path)
    if !isDocument, !command.devices.isEmpty || command.scene != nil {
      throw CommandError(
        "--device and --scene are for storyboards and xibs; a .layout file names its screens")
    }
    if isDocument, command.sweep != nil {
      throw CommandError("--sweep needs 'let' metrics; a storyboard has none")
    }
    if command.sweep != nil, !command.queries.isEmpty {
      throw CommandError("--sweep and --why cannot be combined")
    }
    if command.sweep != nil, command.format == .swift {
      throw CommandError("--sweep cannot be written as Swift; use 'strut emit swift' with -D")
    }
    if command.sweep != nil, command.format == .svg {
      // Several <svg> documents in one file would not be one valid document.
      throw CommandError(
        "--sweep cannot be drawn as one SVG; use --format html (the drawings with a slider over the steps)"
      )
    }
    self = command
  }

  private init() {}

  /// `NAME=FROM:TO:STEP`, for example `scrolled=0:100:25`; FROM above TO counts down
  /// (`scrolled=100:0:25` is 100, 75, 50, 25, 0). Each number is written as the language
  /// writes numbers.
  static func parseSweep(_ text: String) throws -> (metric: String, values: [Double]) {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    let range =
      parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false) : []
    guard parts.count == 2, !parts[0].isEmpty, range.count == 3 else {
      throw CommandError(
        "--sweep takes NAME=FROM:TO:STEP, such as scrolled=0:100:25; got '\(text)'")
    }
    let numbers = try range.map { try number(String($0), option: "--sweep \(parts[0])") }
    let (from, to, step) = (numbers[0], numbers[1], abs(numbers[2]))
    let values =
      from <= to
      ? Sweep.values(from: from, to: to, step: step)
      : Sweep.values(from: to, to: from, step: step).map { upward in
        // Counting down from FROM: the same steps, taken from the top.
        upward.map { from - ($0 - to) }
      }
    guard let values else {
      throw CommandError(
        "--sweep \(parts[0]): STEP must not be 0, and a sweep takes at most 1,000 steps")
    }
    return (parts[0], values)
  }

  /// `-D NAME=VALUE`: VALUE is a number as the language writes it (`8`, `-0.5`, `1e2`; not
  /// `0x10`), within the language's range.
  static func addOverride(_ text: String, to overrides: inout [String: Double]) throws {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty else {
      throw CommandError("-D takes NAME=VALUE, got '\(text)'")
    }
    overrides[parts[0]] = try number(parts[1], option: "-D \(parts[0])")
  }

  /// A number on the command line, read as the language reads one (a sign allowed), within
  /// the language's range; the error names the option it came with.
  static func number(_ text: String, option: String) throws -> Double {
    let file = SourceFile(name: option, text: text)
    var tokens = Lexer.tokenize(file)[...]
    let isNegative = tokens.first?.kind == .minus
    if isNegative { tokens = tokens.dropFirst() }
    if tokens.count == 2, let token = tokens.first, case .invalid(let problem) = token.kind {
      throw CommandError("\(option): " + Lexer.message(for: problem, text: file.text(token.span)))
    }
    guard tokens.count == 2, let number = tokens.first, number.kind == .number,
      tokens.last?.kind == .endOfFile
    else {
      throw CommandError("\(option): '\(text)' is not a number")
    }
    let value = Lexer.numberValue(number, in: file) * (isNegative ? -1 : 1)
    guard abs(value) <= largestNumber else {
      throw CommandError("\(option): \(numberOutOfRangeMessage)")
    }
    return value
  }

  func run(context: Context) -> ExitStatus {
    if let outputPath, OutputFile.isSameFile(outputPath, path) {
      context.standardError(
        "strut run: -o '\(outputPath)' is the input file; refusing to write the report over it\n")
      return .usage
    }
    if InterfaceBuilderImport.isDocument(path) { return runDocument(context: context) }
    guard var file = Frontend.loadReporting(path, context: context) else { return .inputErrors }
    if CodeImport.isCode(path) { file = CodeRun.layout(of: file, context: context) }
    var options = Pipeline.Options(
      overrides: overrides, queries: queries, exerciseAmbiguity: exercisesAmbiguity)
    // One file, and the process ends after its report: its solvers go with the process.
    options.keepsSolversUntilExit = true
    let layout = Pipeline.run(file, options)
    if !layout.queryProblems.isEmpty {
      for problem in layout.queryProblems {
        context.standardError("strut run: --why: \(WhyReport.describe(problem))\n")
      }
      return .usage
    }
    Frontend.printDiagnostics(layout.diagnostics, in: file, limit: errorLimit, context: context)
    if layout.hasErrors {
      if format == .json { context.standardOutput(JSONReport.render(layout)) }
      return .inputErrors
    }
    var sweepRun: Sweep?
    if let sweep {
      switch Sweep.run(file, overrides: overrides, metric: sweep.metric, values: sweep.values) {
      case .failure(let problem):
        let message =
          switch problem {
          case .fileHasErrors: "the file has errors"
          case .noMetric(let name, let suggestion):
            Suggestion.appending(suggestion, to: "no metric named '\(name)' to sweep")
          }
        context.standardError("strut run: --sweep: \(message)\n")
        return .usage
      case .success(let result):
        sweepRun = result
      }
    }
    var output = OutputTarget(write: { context.standardOutput($0) }, finish: {})
    var writeProblem: Error?
    if let outputPath {
      do {
        output = try context.openFile(outputPath)
      } catch {
        writeProblem = error
      }
    }
    if writeProblem == nil {
      // The report goes out piece by piece (a sweep step by step); the first failed write
      // stops it, and so does a standard output that can take no more.
      let write: (String) -> Void = { piece in
        guard writeProblem == nil else { return }
        do { try output.write(piece) } catch { writeProblem = error }
      }
      let continuing = { writeProblem == nil && (outputPath != nil || !context.outputEnded()) }
      if let sweepRun {
        writeSweep(
          sweepRun, layout: layout, columns: columns(context), to: write, continuing: continuing)
      } else {
        switch format {
        case .text where !queries.isEmpty: write(WhyReport.render(layout))
        case .text: TextReport.write(layout, to: write)
        case .json: write(JSONReport.render(layout))
        case .svg: write(SVGReport.render(layout))
        case .ascii: write(ASCIIReport.render(layout.screens, columns: columns(context)))
        case .html: write(HTMLReport.render(layout))
        case .swift:
          if let program = layout.program {
            let output = SwiftEmitter.emit(program)
            Frontend.printDiagnostics(output.warnings, in: file, limit: 0, context: context)
            write(output.code)
          }
        }
      }
      if writeProblem == nil {
        do { try output.finish() } catch { writeProblem = error }
      }
    }
    if let writeProblem {
      let message = (writeProblem as? CommandError)?.message ?? "\(writeProblem)"
      context.standardError("strut run: \(message)\n")
      return .inputErrors
    }
    let conflicts = layout.screens.contains { $0.diagnostics.contains(where: \.isError) }
    return conflicts ? .inputErrors : .success
  }

  /// A sweep in the chosen format, written step by step as the steps are solved: text one
  /// report per step, ASCII one drawing per step, JSON one document with a step each, HTML
  /// one page with a slider. No step is kept once written.
  func writeSweep(
    _ sweep: Sweep, layout: LayoutRun, columns: Int, to write: (String) -> Void,
    continuing: () -> Bool
  ) {
    switch format {
    case .html:
      HTMLReport.write(layout, sweep: sweep, to: write, continuing: continuing)
    case .json:
      // The layout JSONValue.serialized gives the whole document, made one step at a time.
      write(
        "{\n  \"version\": \(JSONReport.version),\n  \"sweep\": {\n    \"metric\": \(JSONValue.string(sweep.metric).serialized()),\n"
          + "    \"steps\": [\n")
      sweep.forEachStep { index, step in
        let object = JSONValue.object([
          "value": .number(step.value),
          "screens": .array(step.screens.map { JSONReport.screen($0, run: layout) }),
          "diagnostics": .array(
            step.diagnostics.map { JSONReport.diagnostic($0, in: layout.file) }),
        ])
        write((index > 0 ? ",\n" : "") + "      " + object.serialized(indent: 6))
        return continuing()
      }
      write("\n    ]\n  }\n}\n")
    default:
      sweep.forEachStep { index, step in
        var out = index > 0 ? "\n" : ""
        var run = layout
        run.screens = step.screens
        out += "== \(sweep.metric) = \(formatNumber(step.value))\n"
        if format == .ascii {
          out += ASCIIReport.render(step.screens, columns: columns)
        } else {
          out += TextReport.render(run)
        }
        write(out + DiagnosticRenderer().render(step.diagnostics, in: layout.file))
        return continuing()
      }
    }
  }

  /// The terminal's width for ASCII drawings: `$COLUMNS`, else 80.
  func columns(_ context: Context) -> Int {
    context.environment["COLUMNS"].flatMap(Int.init).map { min(max($0, 20), 400) } ?? 80
  }
}
