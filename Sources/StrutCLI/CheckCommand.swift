import StrutLayout
import StrutSyntax

/// `strut check FILE...`: syntax and semantic checks, diagnostics on stderr.
struct CheckCommand {
  static func main(_ arguments: [String], context: Context) -> ExitStatus {
    if arguments.contains("-h") || arguments.contains("--help") {
      context.standardOutput(Strut.usage)
      return .success
    }
    if let option = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      context.standardError("strut check: unknown option '\(option)'\n")
      return .usage
    }
    guard !arguments.isEmpty else {
      context.standardError("strut check: needs at least one .layout file\n")
      return .usage
    }
    var status = ExitStatus.success
    for path in arguments {
      let file: SourceFile
      do {
        file = try Strut.load(path, context: context)
      } catch {
        context.standardError("strut: error: \((error as? CommandError)?.message ?? "\(error)")\n")
        status = .inputErrors
        continue
      }
      let layout = LayoutRun(file: file, solve: false)
      context.standardError(context.renderer.render(layout.diagnostics, in: file))
      if layout.hasErrors { status = .inputErrors }
    }
    return status
  }
}
