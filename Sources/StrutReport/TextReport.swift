import StrutCore
import StrutEngine
import StrutModel

/// The report of `strut run`: per screen a table with one row per view, indented by
/// hierarchy, frames in the parent's coordinates, content sizes for scroll views, then the
/// screen's warnings and errors in compiler form.
public enum TextReport {
  public static func render(_ run: LayoutRun, renderer: DiagnosticRenderer = DiagnosticRenderer())
    -> String
  {
    var output = ""
    for (index, screen) in run.screens.enumerated() {
      if index > 0 { output += "\n" }
      output += table(screen)
      if !screen.variables.isEmpty {
        output +=
          "variables: "
          + screen.variables.map { "\($0.name) = \(formatNumber($0.value, decimals: 2))" }.joined(
            separator: ", ")
          + "\n"
      }
      output += renderer.render(screen.diagnostics, in: run.file)
      if let alternative = screen.alternative { output += exercised(screen.views, alternative) }
    }
    return output
  }

  /// A change in the REPL: `  + name (x, y) w x h`, `  - name`, `  name: old → new`,
  /// `  name content: old → new`, numbers to two decimals.
  public static func describe(_ change: LayoutSession.FrameChange) -> String {
    if case .frame(let old, let new) = change.kind {
      // The common line, written as bytes: a change can move a thousand frames.
      var bytes: [UInt8] = []
      bytes.reserveCapacity(change.view.utf8.count + 80)
      func append(_ text: String) { bytes += text.utf8 }
      func rect(_ frame: Rect) {
        append("(")
        appendNumber(frame.x, decimals: 2, to: &bytes)
        append(", ")
        appendNumber(frame.y, decimals: 2, to: &bytes)
        append(") ")
        appendNumber(frame.width, decimals: 2, to: &bytes)
        append(" x ")
        appendNumber(frame.height, decimals: 2, to: &bytes)
      }
      append("  " + change.view + ": ")
      rect(old)
      append(" → ")
      rect(new)
      append("\n")
      return String(decoding: bytes, as: UTF8.self)
    }
    func rect(_ frame: Rect) -> String {
      "(\(formatNumber(frame.x, decimals: 2)), \(formatNumber(frame.y, decimals: 2))) \(formatNumber(frame.width, decimals: 2)) x \(formatNumber(frame.height, decimals: 2))"
    }
    func size(_ size: Size?) -> String {
      size.map {
        "\(formatNumber($0.width, decimals: 2)) x \(formatNumber($0.height, decimals: 2))"
      } ?? "none"
    }
    switch change.kind {
    case .added(let frame): return "  + \(change.view) \(rect(frame))\n"
    case .removed: return "  - \(change.view)\n"
    case .frame(let old, let new): return "  \(change.view): \(rect(old)) → \(rect(new))\n"
    case .contentSize(let old, let new):
      return "  \(change.view) content: \(size(old)) → \(size(new))\n"
    }
  }

  /// `--exercise-ambiguity`: what another, equally good layout changes.
  static func exercised(_ views: [ViewFrame], _ alternative: [ViewFrame]) -> String {
    var lines: [String] = []
    for (old, new) in zip(views, alternative) {
      var changes: [String] = []
      let pairs: [(String, Double, Double)] = [
        ("x", old.frame.x, new.frame.x), ("y", old.frame.y, new.frame.y),
        ("width", old.frame.width, new.frame.width), ("height", old.frame.height, new.frame.height),
        ("contentWidth", old.contentSize?.width ?? 0, new.contentSize?.width ?? 0),
        ("contentHeight", old.contentSize?.height ?? 0, new.contentSize?.height ?? 0),
      ]
      for (name, before, after) in pairs where abs(before - after) > 1e-9 {
        changes.append("\(name) \(number(before)) → \(number(after))")
      }
      if !changes.isEmpty { lines.append("  \(old.name): " + changes.joined(separator: ", ")) }
    }
    guard !lines.isEmpty else { return "" }
    return "another layout satisfies every constraint as well (exercised ambiguity):\n"
      + lines.joined(separator: "\n") + "\n"
  }

  public static func table(_ screen: ScreenLayout) -> String {
    var rows: [[String]] = [["view", "kind", "x", "y", "width", "height", ""]]
    for view in screen.views {
      let name = String(repeating: "  ", count: view.depth) + view.name
      var extra = ""
      if let size = view.contentSize {
        extra = "content \(number(size.width)) x \(number(size.height))"
        // A scroll view scrolls along an axis where its content is larger than its frame.
        let across = size.width > view.frame.width + 1e-6
        let down = size.height > view.frame.height + 1e-6
        if across || down {
          extra +=
            across && down ? ", scrolls both ways" : across ? ", scrolls across" : ", scrolls"
        }
      }
      if !view.ambiguous.isEmpty {
        extra +=
          (extra.isEmpty ? "" : "  ") + "ambiguous: "
          + view.ambiguous.map(\.rawValue).joined(separator: ", ")
      }
      if view.isHidden { extra += (extra.isEmpty ? "" : "  ") + "hidden" }
      rows.append([
        name, view.kind.name, number(view.frame.x), number(view.frame.y),
        number(view.frame.width), number(view.frame.height), extra,
      ])
    }
    var widths = Array(repeating: 0, count: 7)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
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
