import Foundation
import StrutCore
import StrutEngine
import StrutModel
import StrutReport
import Testing

/// A view pinned at (20, 10), 100 × 50, and under it a label "Hi": at 17 points its width is
/// (0.66 + 0.28) × 17 = 15.98, rounded up to 16, and its height ⌈17 × 1.2⌉ = 21.
let pinned = """
  view a
  a.top == root.top + 10
  a.leading == root.leading + 20
  a.width == 100
  a.height == 50
  label t "Hi"
  t.top == a.bottom
  t.leading == a.leading
  """

func run(_ text: String, _ options: Pipeline.Options = Pipeline.Options()) -> LayoutRun {
  Pipeline.run(SourceFile(name: "t.layout", text: text), options)
}

@Suite("Reports word the engine's values")
struct ReportTests {
  @Test("the text report is a table per screen, frames in the parent's coordinates")
  func text() {
    #expect(
      TextReport.render(run(pinned)) == """
        screen 375 x 667
        view  kind    x   y  width  height
        root  view    0   0    375     667
          a   view   20  10    100      50
          t   label  20  60     16      21

        """)
  }

  @Test("a name with accents is padded by its characters, not its bytes")
  func textAlignsByCharacters() {
    let text = TextReport.render(
      run("view café\nview b\nH:|[café(10)][b(20)]-(>=0)-|\nV:|[café(10)][b(10)]"))
    #expect(
      text.hasPrefix(
        """
        screen 375 x 667
        view    kind   x   y  width  height
        root    view   0   0    375     667
          café  view   0   0     10      10
          b     view  10  10     20      10

        """))
  }

  @Test("a large report is handed on in pieces of about 64 KB, whole lines, as render's text")
  func textInPieces() {
    // 3,000 views, each with an ambiguity warning: about 400 KB of table and warnings.
    let lines = (0..<3000).map {
      "view v\($0) (intrinsic: 10 x 10)\nv\($0).leading == root.leading"
    }
    let layout = run(lines.joined(separator: "\n"))
    var pieces: [String] = []
    TextReport.write(layout) { pieces.append($0) }
    #expect(pieces.joined() == TextReport.render(layout))
    #expect(pieces.count > 4)
    #expect(pieces.allSatisfy { $0.utf8.count < (1 << 16) + 4096 && $0.hasSuffix("\n") })
    #expect(pieces.joined().contains("  v2999  view  0  0     10      10  ambiguous: y\n"))
  }

  @Test("JSON carries every frame as numbers, and parses")
  func json() throws {
    let text = JSONReport.render(run(pinned))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let screen = try #require((object["screens"] as? [[String: Any]])?.first)
    let views = try #require(screen["views"] as? [[String: Any]])
    #expect(views.map { $0["name"] as? String } == ["root", "a", "t"])
    let label = try #require(views.last?["frame"] as? [String: Double])
    #expect(label == ["x": 20, "y": 60, "width": 16, "height": 21])
    #expect(views.last?["kind"] as? String == "label")
  }

  @Test("JSON carries a 999.5 priority and a hidden view as they are")
  func jsonFractionsAndHidden() throws {
    let layout = run(
      """
      stack s (alignment: leading) {
        view a (intrinsic: 10 x 10)
        view b (intrinsic: 10 x 10, hidden: true)
      }
      s.top == root.top
      s.leading == root.leading
      a.width == 12 @999.5
      """, Pipeline.Options(queries: [WhyQuery(view: "a", attribute: "width")]))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReport.render(layout).utf8))
        as? [String: Any])
    let screen = try #require((object["screens"] as? [[String: Any]])?.first)
    let views = try #require(screen["views"] as? [[String: Any]])
    #expect(views.first { $0["name"] as? String == "b" }?["hidden"] as? Bool == true)
    #expect(views.first { $0["name"] as? String == "a" }?["hidden"] == nil)
    let why = try #require((screen["why"] as? [[String: Any]])?.first)
    let reasons = try #require(why["constraints"] as? [[String: Any]])
    #expect(reasons.first?["text"] as? String == "a.width == 12 @999.5")
    #expect(reasons.first?["priority"] as? Double == 999.5)
    // The text report marks the hidden view; the drawing fades it.
    #expect(TextReport.render(layout).contains("b  view   12  0      0      10  hidden"))
    #expect(SVGReport.render(layout).contains("<g class=\"view view hidden\""))
  }

  @Test("--why on a slider says it explains the alignment rect, and gives the frame")
  func whyAlignmentRect() {
    let layout = run(
      "slider s\nH:|-16-[s]-16-|\ns.top == root.top + 100\n",
      Pipeline.Options(queries: [WhyQuery(view: "s", attribute: "x")]))
    #expect(
      WhyReport.render(layout).contains(
        "s.x = 16 (in 'root'; of the alignment rect; the frame is (14, 100) 347 x 31), set by:"))
  }

  @Test("--why on a label at its intrinsic width: both sides hold it, its declaration once")
  func whyIntrinsicBothSides() {
    // "Hi" at 17 points: (0.66 + 0.28) × 17 = 15.98, rounded up to 16.
    let layout = run(
      "label t \"Hi\"\nt.leading == root.leading + 20\nt.top == root.top\n",
      Pipeline.Options(queries: [WhyQuery(view: "t", attribute: "width")]))
    #expect(
      WhyReport.render(layout) == """
        screen 375 x 667
        t.width = 16 (in 'root'), set by:
          t.layout:1:7  intrinsic width 16 of 't' (hugging)
                        (from 'label t "Hi"')
          t.layout:1:7  intrinsic width 16 of 't' (compression resistance)

        """)
    #expect(layout.screens.first?.answers.first?.reasons.map(\.priority) == [251, 750])
  }

  @Test("SVG draws a label's lines from its text layout: one line, from its leading edge")
  func svgText() {
    let svg = SVGReport.render(run(pinned))
    // Leading edge x = 20; first baseline y = 60 + 21 / 2 + 17 × 0.35 = 76.45 (centred
    // vertically, as UILabel draws). The label's text is drawn, not its name over it.
    #expect(svg.contains("<text class=\"text\" font-size=\"17\">"))
    #expect(svg.contains("<tspan x=\"20\" y=\"76.45\">Hi</tspan>"))
    #expect(!svg.contains(">t</text>"))
  }

  @Test("a query's problems are worded once, as the command line and the REPL print them")
  func queryProblems() {
    let noView = run(pinned, Pipeline.Options(queries: [WhyQuery(view: "tt", attribute: "y")]))
    #expect(noView.screens.isEmpty)
    #expect(
      noView.queryProblems.map(WhyReport.describe) == ["no view named 'tt'; did you mean 't'?"])
    let attribute = run(
      pinned, Pipeline.Options(queries: [WhyQuery(view: "a", attribute: "hieght")]))
    #expect(
      attribute.queryProblems.map(WhyReport.describe) == [
        "'hieght' is not an attribute; use one of x, y, width, height, left, right, top, bottom, leading, trailing, centerX, centerY, firstBaseline, lastBaseline, contentWidth, contentHeight (did you mean 'height'?)"
      ])
    #expect(
      WhyReport.describe(.notAScrollView("a"))
        == "'a' is not a scroll view; only scroll views have a content size")
  }

  @Test("--why answers name the value and what set it")
  func why() throws {
    let result = run(pinned, Pipeline.Options(queries: [WhyQuery(view: "t", attribute: "y")]))
    let screen = try #require(result.screens.first)
    let answer = try #require(screen.answers.first)
    #expect(answer.attribute == .y && answer.value == 60 && answer.isDetermined)
    let text = WhyReport.render(answer, screen: screen, file: result.file)
    #expect(text.hasPrefix("t.y = 60 (in 'root'), set by:\n"))
    #expect(text.contains("t.layout:7:1  t.top == a.bottom\n"))
    #expect(text.contains("t.layout:2:1  a.top == root.top + 10\n"))
  }

  @Test("the REPL's changes are worded from values, to two decimals")
  func changes() {
    let rect = Rect(x: 1, y: 2.005, width: 30, height: 40.5)
    let moved = Rect(x: 1, y: 12, width: 30, height: 40.5)
    typealias Change = LayoutSession.FrameChange
    #expect(
      TextReport.describe(Change(view: "a", kind: .added(rect))) == "  + a (1, 2.01) 30 x 40.5\n")
    #expect(TextReport.describe(Change(view: "a", kind: .removed(rect))) == "  - a\n")
    #expect(
      TextReport.describe(Change(view: "a", kind: .frame(from: rect, to: moved)))
        == "  a: (1, 2.01) 30 x 40.5 → (1, 12) 30 x 40.5\n")
    #expect(
      TextReport.describe(
        Change(view: "s", kind: .contentSize(from: nil, to: Size(width: 375, height: 900))))
        == "  s content: none → 375 x 900\n")
    // Many changes at once (a metric every gap reads): the lines in order, in one string.
    let all = [
      Change(view: "b", kind: .frame(from: rect, to: moved)),
      Change(view: "c", kind: .removed(rect)),
      Change(view: "d", kind: .contentSize(from: Size(width: -0.004, height: 1e20), to: nil)),
    ]
    #expect(
      TextReport.describe(all)
        == "  b: (1, 2.01) 30 x 40.5 → (1, 12) 30 x 40.5\n  - c\n  d content: 0 x 1e+20 → none\n")
    #expect(TextReport.describe([Change]()) == "")
  }
}

@Suite("The HTML report and the ASCII drawing explain themselves")
struct ExplainedPicturesTests {
  static let conflicted = """
    screen "small" 300 x 300
    screen "big" 600 x 600
    label title "Hello"
    view box
    box.width == 200
    title.leading == root.leading + 20
    title.top == root.top + 20
    box.leading == root.leading
    box.top == title.bottom
    box.height == 40
    box.width == root.width - 500
    """

  @Test("HTML: a legend, each constraint once, the broken one marked with its screens")
  func html() {
    let page = HTMLReport.render(run(Self.conflicted))
    #expect(page.contains("<ul class=\"legend\">"))
    #expect(page.contains("scroll view's content area"))
    // Seven constraints, each listed once although there are two screens.
    #expect(page.components(separatedBy: "<li data-views=").count - 1 == 7)
    #expect(
      page.contains(
        "<code>box.width == root.width - 500</code> <strong class=\"broken\">broken on small, big</strong>"
      ))
    // One warning for both screens, naming them, with the constraints it conflicts with.
    #expect(
      page.contains(
        "line 11 on 'small', 'big': required constraints conflict; breaking &apos;box.width == root.width - 500&apos; to recover"
      ))
    #expect(page.contains("<li>line 5: conflicts with &apos;box.width == 200&apos;</li>"))
    #expect(page.contains("<li>line 1: conflicts with &apos;screen 300 x 300&apos;</li>"))
  }

  @Test("ASCII: a label's text inside its box, a parent's name kept beside its child's")
  func ascii() {
    let layout = run(
      """
      screen 200 x 100
      view card {
        label title "Hello"
      }
      card.edges == root.edges inset 10
      title.top == card.top
      title.leading == card.leading
      title.height == 40
      """)
    let drawing = ASCIIReport.render(layout.screens, columns: 41)
    let lines = drawing.split(separator: "\n").map(String.init)
    // Scale 0.2 columns a point, 0.1 rows: card from column 2, row 1; the title shares its
    // top-left corner, so its name goes on the first row inside, its text below it.
    #expect(lines.contains { $0.contains("┌card") }, "\(drawing)")
    #expect(lines.contains { $0.contains("│title") }, "\(drawing)")
    #expect(lines.contains { $0.contains("│Hello") }, "\(drawing)")
  }
}
