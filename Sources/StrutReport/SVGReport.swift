import StrutCore
import StrutEngine
import StrutModel

/// `strut run --format svg`: every screen side by side at true scale (one point, one pixel),
/// each under its name: views as nested rectangles with their names, labels with their text,
/// a scroll view's visible frame solid and its whole content area dashed, the area outside
/// the safe area shaded, ambiguous views and views of broken constraints in red. Each view is
/// a group with an `id` and a `<title>` (its frame, for hovering). Deterministic text.
public enum SVGReport {
  static let gap = 48.0
  static let header = 36.0
  static let margin = 16.0

  public static func render(_ run: LayoutRun) -> String {
    render(screens: run.screens)
  }

  /// The screens side by side in one `<svg>`; `idPrefix` keeps ids unique when a page holds
  /// several drawings.
  public static func render(screens: [ScreenLayout], idPrefix: String = "") -> String {
    let width = screens.reduce(margin) { $0 + $1.width + gap } - gap + margin
    let height = (screens.map(\.height).max() ?? 0) + header + 2 * margin
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
      viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif">

      """
    out += """
        <style>
          .view rect.frame { fill: none; stroke: #4a6fa5; stroke-width: 1; }
          .view.label rect.frame { fill: #eef3fb; }
          .view.image rect.frame { fill: #f3eefb; }
          .view.scroll rect.frame { stroke: #2f855a; stroke-width: 2; }
          .content { fill: none; stroke: #2f855a; stroke-dasharray: 6 4; }
          .problem rect.frame { stroke: #d0312d; stroke-width: 2; stroke-dasharray: 4 2; }
          .name { font-size: 10px; fill: #333; }
          .text { fill: #111; }
          .unsafe { fill: #000; fill-opacity: 0.08; }
          .screen-name { font-size: 14px; font-weight: bold; fill: #111; }
          .view:hover rect.frame { stroke: #e07b00; stroke-width: 3; }
          .hidden { opacity: 0.35; }
          .hidden rect.frame { stroke-dasharray: 2 2; }
        </style>

      """
    var x = margin
    for (index, screen) in screens.enumerated() {
      out += screenGroup(screen, index: index, at: (x, margin), idPrefix: idPrefix)
      x += screen.width + gap
    }
    out += "</svg>\n"
    return out
  }

  static func screenGroup(
    _ screen: ScreenLayout, index: Int, at origin: (Double, Double), idPrefix: String
  ) -> String {
    let size = "\(number(screen.width)) x \(number(screen.height))"
    let title = screen.name == size ? size : "\(screen.name) — \(size)"
    var out =
      "  <g class=\"screen\" id=\"\(idPrefix)screen-\(index)\" data-name=\"\(escape(screen.name))\">\n"
    out +=
      "    <text class=\"screen-name\" x=\"\(number(origin.0))\" y=\"\(number(origin.1 + 14))\">\(escape(title))</text>\n"
    let top = origin.1 + header
    out += "    <g transform=\"translate(\(number(origin.0)),\(number(top)))\">\n"
    out +=
      "      <rect x=\"0\" y=\"0\" width=\"\(number(screen.width))\" height=\"\(number(screen.height))\" fill=\"#fff\" stroke=\"#222\"/>\n"
    // Outside the safe area: shaded bands.
    let safe = screen.safeArea
    let bands: [(Double, Double, Double, Double)] = [
      (0, 0, screen.width, safe.top), (0, screen.height - safe.bottom, screen.width, safe.bottom),
      (0, safe.top, safe.left, screen.height - safe.top - safe.bottom),
      (screen.width - safe.right, safe.top, safe.right, screen.height - safe.top - safe.bottom),
    ]
    for (x, y, width, height) in bands where width > 0 && height > 0 {
      out +=
        "      <rect class=\"unsafe\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\"/>\n"
    }
    let broken = Set(screen.brokenViews)
    let hidden = screen.hiddenViews
    for view in screen.views where view.depth > 0 {
      let frame = view.absolute
      let isProblem = !view.ambiguous.isEmpty || broken.contains(view.name)
      let classes =
        ["view", view.kind.name] + (isProblem ? ["problem"] : [])
        + (hidden.contains(view.name) ? ["hidden"] : [])
      out +=
        "      <g class=\"\(classes.joined(separator: " "))\" id=\"\(idPrefix)s\(index)-\(escape(view.name))\" data-view=\"\(escape(view.name))\">\n"
      var tip =
        "\(view.name) (\(view.kind.name)): \(number(view.frame.x)), \(number(view.frame.y)), \(number(view.frame.width)) x \(number(view.frame.height))"
      if !view.ambiguous.isEmpty {
        tip += "; ambiguous: " + view.ambiguous.map(\.rawValue).joined(separator: ", ")
      }
      if broken.contains(view.name) { tip += "; named by a broken constraint" }
      if view.isHidden {
        tip += "; hidden"
      } else if hidden.contains(view.name) {
        tip += "; hidden with its superview"
      }
      out += "        <title>\(escape(tip))</title>\n"
      if let content = view.contentArea {
        out +=
          "        <rect class=\"content\" x=\"\(number(content.x))\" y=\"\(number(content.y))\" width=\"\(number(content.width))\" height=\"\(number(content.height))\"/>\n"
      }
      out +=
        "        <rect class=\"frame\" x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(max(0, frame.width)))\" height=\"\(number(max(0, frame.height)))\"/>\n"
      if let text = view.textLayout, !text.lines.isEmpty {
        // A label's text, not its name (the title has the name): one line per line of the
        // label, in its font size, a line height apart, starting at its leading edge and
        // centred vertically, as UILabel draws natural-aligned text.
        let first =
          frame.y + frame.height / 2 - text.lineHeight * Double(text.lines.count - 1) / 2
          + text.fontSize * 0.35
        out += "        <text class=\"text\" font-size=\"\(number(text.fontSize))\">"
        for (index, line) in text.lines.enumerated() {
          out +=
            "<tspan x=\"\(number(frame.x))\" y=\"\(number(first + Double(index) * text.lineHeight))\">\(escape(line))</tspan>"
        }
        out += "</text>\n"
      } else {
        out +=
          "        <text class=\"name\" x=\"\(number(frame.x + 2))\" y=\"\(number(frame.y + 10))\">\(escape(view.name))</text>\n"
      }
      out += "      </g>\n"
    }
    out += "    </g>\n  </g>\n"
    return out
  }

  static func number(_ value: Double) -> String { formatNumber(value, decimals: 2) }

  /// Text as XML and HTML carry it: markup characters as entities, control characters
  /// (which XML cannot hold, even as references) spelled out as `\u{1B}`.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text.escapingControlCharacters {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}
