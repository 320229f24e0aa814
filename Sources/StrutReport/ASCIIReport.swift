import StrutCore
import StrutEngine
import StrutModel

/// `strut run --format ascii`: each screen drawn in box-drawing characters, scaled to fit
/// the terminal's width (a character cell is about twice as tall as it is wide): views as
/// boxes with their names (and a label's text inside its box), a scroll view's content area beyond its frame in dashes, views
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
    // Names and text are written after every box, into cells no other name holds: a view's
    // name goes on its top edge, or on the first row inside it where no name (its parent's,
    // drawn on the same edge) is in the way; a label's lines of text go on the rows below.
    var taken = Array(repeating: Array(repeating: false, count: width), count: height)
    func write(_ text: String, row: Int, from left: Int, before right: Int) {
      for (offset, character) in text.enumerated() where left + offset < min(right, width) {
        grid[row][left + offset] = character
        taken[row][left + offset] = true
      }
    }
    func isFree(row: Int, from left: Int, count: Int, before right: Int) -> Bool {
      let end = min(left + count, right, width)
      return end > left && (left..<end).allSatisfy { !taken[row][$0] }
    }
    func annotate(_ view: ViewFrame) {
      let rect = view.absolute
      let top = Int((rect.y * rowScale).rounded())
      let bottom = Int(((rect.y + rect.height) * rowScale).rounded())
      let left = Int((rect.x * scale).rounded()) + 1
      let right = Int(((rect.x + rect.width) * scale).rounded())
      // A view that starts off the screen keeps its name to itself (a tail would mislead).
      guard left >= 1, top >= 0, right > left else { return }
      var row = top
      if view.depth > 0 {
        let rows = Array(max(0, top)...max(top, min(bottom - 1, height - 1)))
        guard
          let free = rows.first(where: {
            $0 < height && isFree(row: $0, from: left, count: view.name.count, before: right)
          })
        else { return }
        row = free
        write(view.name, row: row, from: left, before: right)
      }
      guard let text = view.textLayout else { return }
      for (index, line) in text.lines.enumerated() {
        let textRow = row + 1 + index
        guard textRow < bottom, textRow < height else { break }
        write(line, row: textRow, from: left, before: right)
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
    }
    for view in screen.views where !hidden.contains(view.name) { annotate(view) }
    var out = screen.heading
    for row in grid {
      var line = String(row)
      while line.hasSuffix(" ") { line.removeLast() }
      out += line + "\n"
    }
    return out
  }
}
