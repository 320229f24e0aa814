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
    write(run, renderer: renderer) { output += $0 }
    return output
  }

  /// The report of `render`, handed to `write` in pieces of about 64 KB as it is made: a
  /// 100,000-view layout's report runs to tens of megabytes, which need not be held at once.
  public static func write(
    _ run: LayoutRun, renderer: DiagnosticRenderer = DiagnosticRenderer(),
    to write: (String) -> Void
  ) {
    withoutActuallyEscaping(write) { write in
      var pieces = Pieces(write)
      for (index, screen) in run.screens.enumerated() {
        if index > 0 { pieces.append("\n") }
        table(screen, to: &pieces)
        if !screen.variables.isEmpty {
          pieces.append(
            "variables: "
              + screen.variables.map { "\($0.name) = \(formatNumber($0.value, decimals: 2))" }
              .joined(separator: ", ") + "\n")
        }
        for diagnostic in screen.diagnostics {
          pieces.append(renderer.render(diagnostic, in: run.file))
        }
        if let alternative = screen.alternative {
          pieces.append(exercised(screen.views, alternative))
        }
      }
      pieces.flush()
    }
  }

  /// A change in the REPL: `  + name (x, y) w x h`, `  - name`, `  name: old → new`,
  /// `  name content: old → new`, numbers to two decimals.
  public static func describe(_ change: LayoutSession.FrameChange) -> String {
    describe([change])
  }

  /// The REPL's lines for every change, in order, as one string: written straight into one
  /// buffer, since a change of a metric can move a thousand frames (a string per line, and
  /// each literal appended through its UTF-8 view, cost as much as the re-solve).
  public static func describe(_ changes: [LayoutSession.FrameChange]) -> String {
    var capacity = 0
    for change in changes { capacity += change.view.utf8.count + lineRoom }
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
      guard let start = buffer.baseAddress else { return }
      var line = LineWriter(at: start)
      for change in changes { line.write(change) }
      written = line.at - start
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The most a line needs besides its view's name: eight numbers and the words around them.
  private static let lineRoom = 8 * numberTextLimit + 32

  /// Writes lines at a pointer that has room for them (`lineRoom` and the name each).
  private struct LineWriter {
    var at: UnsafeMutablePointer<UInt8>

    init(at start: UnsafeMutablePointer<UInt8>) { at = start }

    mutating func put(_ literal: StaticString) {
      // Byte by byte: the literals are a few bytes long, shorter than a call to `memmove`.
      let bytes = literal.utf8Start
      for index in 0..<literal.utf8CodeUnitCount { at[index] = bytes[index] }
      at += literal.utf8CodeUnitCount
    }

    mutating func put(name: String) {
      for byte in name.utf8 {
        at.pointee = byte
        at += 1
      }
    }

    mutating func put(_ number: Double) {
      at += writeNumber(number, decimals: 2, to: at)
    }

    mutating func put(_ frame: Rect) {
      put("(")
      put(frame.x)
      put(", ")
      put(frame.y)
      put(") ")
      put(frame.width)
      put(" x ")
      put(frame.height)
    }

    mutating func put(_ size: Size?) {
      guard let size else { return put("none") }
      put(size.width)
      put(" x ")
      put(size.height)
    }

    mutating func write(_ change: LayoutSession.FrameChange) {
      switch change.kind {
      case .added(let frame):
        put("  + ")
        put(name: change.view)
        put(" ")
        put(frame)
      case .removed:
        put("  - ")
        put(name: change.view)
      case .frame(let old, let new):
        put("  ")
        put(name: change.view)
        put(": ")
        put(old)
        put(" → ")
        put(new)
      case .contentSize(let old, let new):
        put("  ")
        put(name: change.view)
        put(" content: ")
        put(old)
        put(" → ")
        put(new)
      }
      put("\n")
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
    var text = ""
    var pieces = Pieces { text += $0 }
    table(screen, to: &pieces)
    pieces.flush()
    return text
  }

  /// The table: `screen …`, a header, then one row per view, each column as wide as its
  /// widest cell (in characters), names and kinds left-aligned, numbers right-aligned.
  static func table(_ screen: ScreenLayout, to pieces: inout Pieces) {
    // Every cell's bytes in one buffer (seven per row, the header first), then the rows
    // written out once the widths are known: no string or array per cell.
    var cells = Cells()
    cells.reserve(rows: screen.views.count + 1)
    for title in ["view", "kind", "x", "y", "width", "height", ""] { cells.add(title) }
    // By index: a loop over the views copied each one (its strings and arrays).
    for index in screen.views.indices {
      let (depth, frame) = (screen.views[index].depth, screen.views[index].frame)
      cells.add { bytes in
        for _ in 0..<depth { bytes += "  ".utf8 }
        bytes += screen.views[index].name.utf8
      }
      cells.add(screen.views[index].kind.name)
      cells.add { appendNumber(frame.x, decimals: 2, to: &$0) }
      cells.add { appendNumber(frame.y, decimals: 2, to: &$0) }
      cells.add { appendNumber(frame.width, decimals: 2, to: &$0) }
      cells.add { appendNumber(frame.height, decimals: 2, to: &$0) }
      cells.add { bytes in extra(screen.views[index], to: &bytes) }
    }
    pieces.append(screen.heading)
    let widths = (0..<7).map { column in
      stride(from: column, to: cells.count, by: 7).reduce(0) { max($0, cells.width($1)) }
    }
    for row in stride(from: 0, to: cells.count, by: 7) {
      for column in 0..<7 {
        let cell = row + column
        let padding = widths[column] - cells.width(cell)
        switch column {
        case 0, 1:
          pieces.append(bytesOf: cells, cell)
          pieces.appendSpaces(padding + 2)
        case 6: pieces.append(bytesOf: cells, cell)
        default:
          pieces.appendSpaces(padding)
          pieces.append(bytesOf: cells, cell)
          pieces.appendSpaces(2)
        }
      }
      pieces.endLineTrimmingSpaces()
    }
  }

  /// The last column: a scroll view's content size, what is ambiguous, `hidden`.
  private static func extra(_ view: ViewFrame, to bytes: inout [UInt8]) {
    let start = bytes.count
    func separate() { if bytes.count > start { bytes += "  ".utf8 } }
    if let size = view.contentSize {
      bytes += "content ".utf8
      appendNumber(size.width, decimals: 2, to: &bytes)
      bytes += " x ".utf8
      appendNumber(size.height, decimals: 2, to: &bytes)
      // A scroll view scrolls along an axis where its content is larger than its frame.
      let across = size.width > view.frame.width + 1e-6
      let down = size.height > view.frame.height + 1e-6
      if across || down {
        bytes +=
          (across && down ? ", scrolls both ways" : across ? ", scrolls across" : ", scrolls")
          .utf8
      }
    }
    if !view.ambiguous.isEmpty {
      separate()
      bytes += "ambiguous: ".utf8
      for (index, attribute) in view.ambiguous.enumerated() {
        if index > 0 { bytes += ", ".utf8 }
        bytes += attribute.rawValue.utf8
      }
    }
    if view.isHidden {
      separate()
      bytes += "hidden".utf8
    }
  }

  static func number(_ value: Double) -> String { formatNumber(value, decimals: 2) }
}

/// Cells of a table as bytes in one buffer, each with its end and its width in characters.
struct Cells {
  private(set) var bytes: [UInt8] = []
  private var ends: [Int] = []
  private var widths: [Int] = []

  var count: Int { ends.count }

  mutating func reserve(rows: Int) {
    bytes.reserveCapacity(rows * 48)
    ends.reserveCapacity(rows * 7)
    widths.reserveCapacity(rows * 7)
  }

  mutating func add(_ text: String) { add { $0 += text.utf8 } }

  mutating func add(_ make: (inout [UInt8]) -> Void) {
    let start = bytes.count
    make(&bytes)
    let cell = bytes[start...]
    // A character is a byte in ASCII text (nearly every name); otherwise count characters.
    widths.append(
      cell.allSatisfy { $0 < 0x80 } ? cell.count : String(decoding: cell, as: UTF8.self).count)
    ends.append(bytes.count)
  }

  func range(_ cell: Int) -> Range<Int> { (cell == 0 ? 0 : ends[cell - 1])..<ends[cell] }
  func width(_ cell: Int) -> Int { widths[cell] }
}

/// Text gathered as bytes and handed on in pieces of about 64 KB, each whole lines or whole
/// diagnostics (a piece never ends inside a character).
struct Pieces {
  private let write: (String) -> Void
  private var bytes: [UInt8] = []
  private var lineStart = 0
  private static let size = 1 << 16

  init(_ write: @escaping (String) -> Void) {
    self.write = write
    bytes.reserveCapacity(Pieces.size + 4096)
  }

  mutating func append(_ text: String) {
    bytes += text.utf8
    lineStart = bytes.count
    flushIfFull()
  }

  mutating func append(bytesOf cells: Cells, _ cell: Int) {
    bytes += cells.bytes[cells.range(cell)]
  }

  mutating func appendSpaces(_ count: Int) {
    for _ in 0..<max(0, count) { bytes.append(UInt8(ascii: " ")) }
  }

  /// Ends the line being written without the spaces at its end.
  mutating func endLineTrimmingSpaces() {
    while bytes.count > lineStart, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    bytes.append(UInt8(ascii: "\n"))
    lineStart = bytes.count
    flushIfFull()
  }

  private mutating func flushIfFull() {
    if bytes.count >= Pieces.size { flush() }
  }

  mutating func flush() {
    guard !bytes.isEmpty else { return }
    write(String(decoding: bytes, as: UTF8.self))
    bytes.removeAll(keepingCapacity: true)
    lineStart = 0
  }
}
