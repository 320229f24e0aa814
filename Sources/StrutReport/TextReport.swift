import StrutLayout
import StrutSyntax

/// The report of `strut run`: per screen a table with one row per view, indented by
/// hierarchy, frames in the parent's coordinates, content sizes for scroll views, then the
/// screen's warnings and errors in compiler form.
public enum TextReport {
  public static func render(_ run: LayoutRun, renderer: DiagnosticRenderer = DiagnosticRenderer()) -> String {
    var output = ""
    for (index, screen) in run.screens.enumerated() {
      if index > 0 { output += "\n" }
      output += table(screen)
      if !screen.variables.isEmpty {
        output += "variables: "
          + screen.variables.map { "\($0.name) = \(formatNumber($0.value, decimals: 2))" }.joined(separator: ", ")
          + "\n"
      }
      output += renderer.render(screen.diagnostics, in: run.file)
    }
    return output
  }

  static func table(_ screen: ScreenLayout) -> String {
    var rows: [[String]] = [["view", "kind", "x", "y", "width", "height", ""]]
    for view in screen.views {
      let name = String(repeating: "  ", count: view.depth) + view.name
      var extra = ""
      if let size = view.contentSize {
        extra = "content \(number(size.width)) x \(number(size.height))"
      }
      if !view.ambiguous.isEmpty { extra += (extra.isEmpty ? "" : "  ") + "ambiguous: " + view.ambiguous.joined(separator: ", ") }
      rows.append([
        name, view.kind.rawValue, number(view.frame.x), number(view.frame.y),
        number(view.frame.width), number(view.frame.height), extra,
      ])
    }
    var widths = Array(repeating: 0, count: 7)
    for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
    let size = "\(number(screen.width)) x \(number(screen.height))"
    var text = screen.name == size ? "screen \(size)\n" : "screen '\(screen.name)' \(size)\n"
    for row in rows {
      var line = ""
      for (column, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        switch column {
        case 0, 1: line += cell + padding + "  "
        case 6: line += cell
        default: line += padding + cell + "  "
        }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      text += line + "\n"
    }
    return text
  }

  static func number(_ value: Double) -> String { formatNumber(value, decimals: 2) }
}
