import StrutCore
import StrutEngine
import StrutModel

/// The report of `strut run --format json`:
/// `{"screens":[{"name","width","height","views":[…],"variables":{…},"diagnostics":[…]}]}`.
public enum JSONReport {
  /// The version of the JSON shapes (`Schemas/*.schema.json`), the `"version"` of every JSON
  /// document Strut writes: raised when a key changes meaning or goes away, not when one is
  /// added.
  public static let version = 1

  public static func render(_ run: LayoutRun) -> String {
    let screens = run.screens.map { screen(_: $0, run: run) }
    var root: [String: JSONValue] = [
      "version": .number(Double(version)), "screens": .array(screens),
    ]
    if run.screens.isEmpty {
      root["diagnostics"] = .array(run.diagnostics.map { diagnostic($0, in: run.file) })
    }
    return JSONValue.object(root).serialized() + "\n"
  }

  public static func screen(_ layout: ScreenLayout, run: LayoutRun) -> JSONValue {
    let warnings = run.diagnostics + layout.diagnostics
    var variables: [String: JSONValue] = [:]
    for (name, value) in layout.variables { variables[name] = .number(value) }
    var members: [String: JSONValue] = [
      "name": .string(layout.name),
      "width": .number(layout.width),
      "height": .number(layout.height),
      "views": .array(layout.views.map(view)),
      "variables": .object(variables),
      "diagnostics": .array(warnings.map { diagnostic($0, in: run.file) }),
    ]
    if let scale = layout.scale { members["scale"] = .number(scale) }
    if let alternative = layout.alternative {
      members["exercised"] = .object(["views": .array(alternative.map(view))])
    }
    if !layout.answers.isEmpty {
      members["why"] = .array(layout.answers.map { WhyReport.json($0, file: run.file) })
    }
    return .object(members)
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .object([
      "x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width),
      "height": .number(rect.height),
    ])
  }

  static func view(_ view: ViewFrame) -> JSONValue {
    var members: [String: JSONValue] = [
      "name": .string(view.name),
      "kind": .string(view.kind.name),
      "parent": view.parent.map(JSONValue.string) ?? .null,
      "frame": rect(view.frame),
      "absolute": rect(view.absolute),
      "ambiguous": .array(view.ambiguous.map { JSONValue.string($0.rawValue) }),
    ]
    if view.isHidden { members["hidden"] = .bool(true) }
    if let exact = view.exactFrame { members["exactFrame"] = rect(exact) }
    if let size = view.contentSize {
      members["contentSize"] = .object([
        "width": .number(size.width), "height": .number(size.height),
      ])
    }
    return .object(members)
  }

  /// A diagnostic as data: file, line, column, end, severity, message, notes, help.
  public static func diagnostic(_ diagnostic: Diagnostic, in file: SourceFile) -> JSONValue {
    if let map = file.documentMap {
      return self.diagnostic(diagnostic.mapped(through: map), in: map.document)
    }
    let start = file.location(diagnostic.span.start)
    let end = file.location(diagnostic.span.end)
    var members: [String: JSONValue] = [
      "file": .string(file.name),
      "severity": .string(diagnostic.severity.rawValue),
      "id": .string(diagnostic.id.rawValue),
      "message": .string(diagnostic.message),
      "notes": .array(
        diagnostic.notes.map { note in
          var fields: [String: JSONValue] = ["message": .string(note.message)]
          if let span = note.span {
            let location = file.location(span.start)
            fields["line"] = .number(Double(location.line))
            fields["column"] = .number(Double(location.column))
          }
          return .object(fields)
        }),
    ]
    if let help = diagnostic.help { members["help"] = .string(help) }
    members["fixits"] = .array(
      diagnostic.fixIts.map { fixIt in
        let from = file.location(fixIt.span.start)
        let to = file.location(fixIt.span.end)
        return .object([
          "line": .number(Double(from.line)), "column": .number(Double(from.column)),
          "endLine": .number(Double(to.line)), "endColumn": .number(Double(to.column)),
          "replacement": .string(fixIt.replacement),
        ])
      })
    if !diagnostic.isFileLevel {
      members["line"] = .number(Double(start.line))
      members["column"] = .number(Double(start.column))
      members["endLine"] = .number(Double(end.line))
      members["endColumn"] = .number(Double(end.column))
    }
    return .object(members)
  }
}
