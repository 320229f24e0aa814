import StrutCore
import StrutImport

/// `strut run` and `strut import` on Swift or Objective-C: the layout code read as `.layout`
/// text (StrutImport's `CodeImport`), what was not understood and the metrics standing for
/// run-time values said on standard error.
enum CodeRun {
  static func layout(of file: SourceFile, context: Context) -> SourceFile {
    let imported = CodeImport.read(file)
    Frontend.printDiagnostics(imported.diagnostics, in: file, limit: 0, context: context)
    for metric in imported.metrics {
      let location = file.location(metric.span.start)
      context.standardError(
        "strut: note: '\(metric.name)' stands for '\(metric.code)' (\(file.name):\(location.line):\(location.column)), computed at run time: 0 unless -D \(metric.name)=VALUE\n"
      )
    }
    return imported.layout
  }
}
