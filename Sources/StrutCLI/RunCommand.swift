import StrutLayout
import StrutReport
import StrutSyntax

/// `strut run FILE [--format text|json] [-D NAME=VALUE]... [--why VIEW.ATTRIBUTE]...`
struct RunCommand {
  enum Format: String { case text, json }

  var path: String
  var format = Format.text
  var overrides: [String: Double] = [:]
  /// With `--why`, the text report explains these values instead of printing the tables.
  var queries: [WhyQuery] = []
  /// `--exercise-ambiguity`: also show another layout that is just as good, if there is one.
  var exercisesAmbiguity = false

  static func parse(_ arguments: [String]) throws -> RunCommand? {
    var path: String?
    var format = Format.text
    var overrides: [String: Double] = [:]
    var queries: [WhyQuery] = []
    var exercisesAmbiguity = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": return nil
      case "--format":
        guard let value = remaining.popFirst() else { throw CommandError("--format needs a value: text or json") }
        guard let parsed = Format(rawValue: value) else {
          throw CommandError("unknown format '\(value)'; use text or json")
        }
        format = parsed
      case "-D":
        guard let value = remaining.popFirst() else { throw CommandError("-D needs NAME=VALUE") }
        try addOverride(value, to: &overrides)
      case "--exercise-ambiguity": exercisesAmbiguity = true
      case "--why":
        guard let value = remaining.popFirst() else { throw CommandError("--why needs VIEW.ATTRIBUTE") }
        guard let query = WhyQuery(value) else {
          throw CommandError("--why takes VIEW.ATTRIBUTE, such as 'title.y'; got '\(value)'")
        }
        queries.append(query)
      default:
        if argument.hasPrefix("--format=") {
          let value = String(argument.dropFirst("--format=".count))
          guard let parsed = Format(rawValue: value) else {
            throw CommandError("unknown format '\(value)'; use text or json")
          }
          format = parsed
        } else if argument.hasPrefix("-D") {
          try addOverride(String(argument.dropFirst(2)), to: &overrides)
        } else if argument.hasPrefix("-") && argument != "-" {
          throw CommandError("unknown option '\(argument)'")
        } else if path == nil {
          path = argument
        } else {
          throw CommandError("run takes one file; got '\(path!)' and '\(argument)'")
        }
      }
    }
    guard let path else { throw CommandError("run needs a .layout file") }
    return RunCommand(
      path: path, format: format, overrides: overrides, queries: queries, exercisesAmbiguity: exercisesAmbiguity)
  }

  static func addOverride(_ text: String, to overrides: inout [String: Double]) throws {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty else {
      throw CommandError("-D takes NAME=VALUE, got '\(text)'")
    }
    guard let value = Double(parts[1]), value.isFinite, abs(value) <= 1e8 else {
      throw CommandError("-D \(parts[0]): '\(parts[1])' is not a number")
    }
    overrides[parts[0]] = value
  }

  static func main(_ arguments: [String], context: Context) -> ExitStatus {
    let command: RunCommand
    do {
      guard let parsed = try parse(arguments) else {
        context.standardOutput(Strut.usage)
        return .success
      }
      command = parsed
    } catch {
      context.standardError("strut run: \((error as? CommandError)?.message ?? "\(error)")\n")
      return .usage
    }
    return command.run(context: context)
  }

  func run(context: Context) -> ExitStatus {
    let file: SourceFile
    do {
      file = try Strut.load(path, context: context)
    } catch {
      context.standardError("strut: error: \((error as? CommandError)?.message ?? "\(error)")\n")
      return .inputErrors
    }
    let layout = LayoutRun(
      file: file, overrides: overrides, why: queries, exerciseAmbiguity: exercisesAmbiguity)
    if !layout.queryErrors.isEmpty {
      for problem in layout.queryErrors { context.standardError("strut run: --why: \(problem)\n") }
      return .usage
    }
    context.standardError(context.renderer.render(layout.diagnostics, in: file))
    if layout.hasErrors {
      if format == .json { context.standardOutput(JSONReport.render(layout)) }
      return .inputErrors
    }
    switch format {
    case .text where !queries.isEmpty: context.standardOutput(WhyReport.render(layout))
    case .text: context.standardOutput(TextReport.render(layout))
    case .json: context.standardOutput(JSONReport.render(layout))
    }
    let conflicts = layout.screens.contains { $0.diagnostics.contains(where: \.isError) }
    return conflicts ? .inputErrors : .success
  }
}
