import StrutCore
import StrutEngine
import StrutModel

/// `strut run --format ascii`: each screen drawn in box-drawing characters, scaled to fit
/// the terminal's width (a character cell is about twice as tall as it is wide): views as
/// boxes with their names, a scroll view's content area beyond its frame in dashes, views
/// with a problem (ambiguous, or named by a broken constraint) in heavy lines; hidden views
/// are left out.
public enum ASCIIReport {
  public static func render(_ screens: [ScreenLayout], columns: Int) -> String {
    var out = ""
    for (index, screen) in screens.enumerated() {
      if index > 0 { out += "\n" }
      out += drawing(screen, columns: max(20, columns))
    }
    return out
  }

  static func drawing(_ screen: ScreenLayout, columns: Int) -> String {
    let scale = Double(columns - 1) / max(1, screen.width)
    let rowScale = scale / 2
    let width = Int((screen.width * scale).rounded()) + 1
    var height = Int((screen.height * rowScale).rounded()) + 1
    for view in screen.views {
      if let content = view.contentArea {
        height = max(height, Int(((content.y + content.height) * rowScale).rounded()) + 1)
      }
    }
    height = min(height, 400)
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    func box(_ rect: Rect, style: (h: Character, v: Character, corners: [Character])) {
      let left = Int((rect.x * scale).rounded())
      let right = Int(((rect.x + rect.width) * scale).rounded())
      let top = Int((rect.y * rowScale).rounded())
      let bottom = Int(((rect.y + rect.height) * rowScale).rounded())
      func put(_ row: Int, _ column: Int, _ character: Character) {
        guard row >= 0, row < height, column >= 0, column < width else { return }
        grid[row][column] = character
      }
      guard right > left, bottom > top else {
        put(top, left, "·")
        return
      }
      for column in left...right {
        put(top, column, style.h)
        put(bottom, column, style.h)
      }
      for row in top...bottom {
        put(row, left, style.v)
        put(row, right, style.v)
      }
      put(top, left, style.corners[0])
      put(top, right, style.corners[1])
      put(bottom, left, style.corners[2])
      put(bottom, right, style.corners[3])
    }
    func label(_ text: String, _ rect: Rect) {
      let row = Int((rect.y * rowScale).rounded())
      let left = Int((rect.x * scale).rounded()) + 1
      let right = Int(((rect.x + rect.width) * scale).rounded())
      // A view that starts off the screen keeps its name to itself (a tail would mislead).
      guard row >= 0, row < height, left >= 0 else { return }
      for (offset, character) in text.enumerated()
      where left + offset >= 0 && left + offset < min(right, width) {
        grid[row][left + offset] = character
      }
    }
    let light: (Character, Character, [Character]) = ("─", "│", ["┌", "┐", "└", "┘"])
    let heavy: (Character, Character, [Character]) = ("━", "┃", ["┏", "┓", "┗", "┛"])
    let dashed: (Character, Character, [Character]) = ("╌", "╎", ["┌", "┐", "└", "┘"])
    let broken = Set(screen.brokenViews)
    let hidden = screen.hiddenViews
    // Hidden views are not on the screen, so not in the drawing.
    for view in screen.views where !hidden.contains(view.name) {
      if let content = view.contentArea { box(content, style: dashed) }
      let problem = !view.ambiguous.isEmpty || broken.contains(view.name)
      box(view.absolute, style: problem ? heavy : light)
      label(view.depth == 0 ? "" : view.name, view.absolute)
    }
    let size = "\(formatNumber(screen.width)) x \(formatNumber(screen.height))"
    var out = screen.name == size ? "screen \(size)\n" : "screen '\(screen.name)' \(size)\n"
    for row in grid {
      var line = String(row)
      while line.hasSuffix(" ") { line.removeLast() }
      out += line + "\n"
    }
    return out
  }
}
