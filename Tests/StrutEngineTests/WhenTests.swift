import StrutCheck
import StrutCore
import StrutEngine
import StrutModel
import StrutSolver
import StrutSyntax
import Testing

@Suite("'when' blocks apply per screen")
struct WhenTests {
  /// One view whose top depends on which blocks hold; the y of `a` on each screen says which.
  func tops(_ conditionLines: String, overrides: [String: Double] = [:]) throws -> [String: Double]
  {
    let run = layout(
      """
      screen "SE" 320 x 568
      screen "8" 375 x 667
      screen "15 landscape" 852 x 393
      screen "Pro Max landscape" 932 x 430
      screen "iPad" 1024 x 1366
      screen "SE rtl" 320 x 568 rtl
      let inset = 0
      view a
      H:|[a]|
      a.height == 10
      a.top == root.top @1
      \(conditionLines)
      """, overrides: overrides)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    var result: [String: Double] = [:]
    for screen in run.screens { result[screen.name] = screen.view("a")?.frame.y }
    return result
  }

  @Test("a comparison on the screen's height, as seed 002 toggles its layouts")
  func heightComparison() throws {
    let tops = try tops("when root.height < 630 { a.top == root.top + 100 }")
    #expect(
      tops == [
        "SE": 100, "8": 0, "15 landscape": 100, "Pro Max landscape": 100, "iPad": 0, "SE rtl": 100,
      ])
  }

  @Test("size classes and orientation follow UIKit's defaults for each device size")
  func sizeClasses() throws {
    let tops = try tops(
      """
      when compact { a.top == root.top + 1 }
      when regular { a.top == root.top + 2 }
      when compactHeight { a.height == 20 }
      when landscape and regularWidth { a.top == root.top + 2 @500 }
      """)
    #expect(
      tops == ["SE": 1, "8": 1, "15 landscape": 1, "Pro Max landscape": 2, "iPad": 2, "SE rtl": 1])
    let run = layout("screen 852 x 393 regularWidth regularHeight\nscreen 320 x 568 compactHeight")
    #expect(run.screens.map(\.horizontalSizeClass) == [.regular, .compact])
    #expect(run.screens.map(\.verticalSizeClass) == [.regular, .compact])
    // The 3.5-inch iPhone: regular height in portrait (480), compact in landscape (320).
    let small = layout("screen 320 x 480\nscreen 480 x 320\nscreen 320 x 479")
    #expect(small.screens.map(\.verticalSizeClass) == [.regular, .compact, .compact])
  }

  @Test("and, or, not, parentheses and arithmetic combine as written")
  func logic() throws {
    let tops = try tops(
      """
      when (root.width - 20) / 2 >= 170 and not landscape and compact { a.top == root.top + 5 }
      when rtl or root.width * root.height / 1000 > 1000 { a.top == root.top + 7 }
      when not (compact or rtl) and root.width != 1024 { a.top == root.top + 9 }
      """)
    // (375-20)/2 = 177.5 ≥ 170 on the 8 (compact, portrait); 1024·1366/1000 ≈ 1399 > 1000 on
    // the iPad only; the Pro Max in landscape is the one regular-width screen not 1024 wide.
    #expect(
      tops == ["SE": 0, "8": 5, "15 landscape": 0, "Pro Max landscape": 9, "iPad": 7, "SE rtl": 7])
  }

  @Test("metric conditions follow -D; nested blocks need both conditions")
  func metricsAndNesting() throws {
    let lines = """
      when inset {
        a.top == root.top + inset @500
        when root.width == 375 { a.top == root.top + 2 * inset @999 }
      }
      """
    #expect(try tops(lines).values.allSatisfy { $0 == 0 })
    #expect(
      try tops(lines, overrides: ["inset": 30]) == [
        "SE": 30, "8": 60, "15 landscape": 30, "Pro Max landscape": 30, "iPad": 30, "SE rtl": 30,
      ])
  }

  @Test("VFL lines in a block, and a block inside a view's braces")
  func visualFormatInBlocks() throws {
    let run = layout(
      """
      screen 320 x 568
      screen 768 x 1024
      view box {
        view inner
        when compact { H:|-4-[inner]-4-| }
        when regular { H:|-40-[inner]-40-| }
        V:|[inner]|
      }
      H:|[box]|
      V:|[box(100)]
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    #expect(run.screens.map { $0.view("inner")?.frame.x } == [4, 40])
    #expect(run.screens.map { $0.view("inner")?.frame.width } == [312, 688])
  }

  @Test(
    "conditions are checked like constraints",
    arguments: [
      ("when root.hieght < 630 { }", "unknown attribute 'hieght'"),
      ("when compat { }", "unknown condition 'compat'"),
      (
        "view b\nH:|[b]|\nV:|[b]|\nwhen b.top < 3 { }",
        "a condition can use numbers, metrics and the screen's size ('root.width', 'root.height'), not anchors of views or variables"
      ),
      ("view b\nH:|[b]|\nV:|[b]|\nwhen b { }", "'b' is not a condition"),
      ("when m { }\nlet m = 3", "metric 'm' is used before it is defined"),
      ("when root.width = 3 { }", "'=' is not a comparison"),
      (
        "when { }",
        "expected a condition after 'when', such as 'root.height < 630' or 'compact', found '{'"
      ),
      ("when compact\n{ }", "the '{' of a 'when' block must be on the same line as 'when'"),
      ("when compact and\n", "expected an anchor, a metric or a number, found end of line"),
      (
        "when compact or rtl a", "expected '{' to open the 'when' block, or 'and' / 'or', found 'a'"
      ),
      ("when compact { view b }", "'view' cannot appear inside a 'when' block"),
      ("when compact { let k = 1 }", "'let' cannot appear inside a 'when' block"),
      ("view b\nH:|[b]|\nV:|[b]|\nwhen compact { b.top < 3 }", "'<' is not a relation; use '<='"),
    ])
  func errors(_ source: String, _ message: String) {
    #expect(layout(source).diagnostics.map(\.message) == [message])
  }

  @Test(
    "a comparison that divides by zero on a screen is an error there, and its block is left out")
  func undefinedOnAScreen() throws {
    let run = layout(
      """
      screen 320 x 568
      screen 375 x 667
      view a
      H:|[a]|
      V:|[a(10)]
      when 100 / (root.width - 320) < 1 { a.height == 20 }
      """)
    #expect(!run.hasErrors)
    let first = try #require(run.screens.first)
    #expect(
      first.diagnostics.map(\.message) == [
        "this comparison has no value on this screen (it divides by zero); its 'when' block is left out"
      ])
    #expect(first.view("a")?.frame.height == 10)
    #expect(run.screens.last?.diagnostics.isEmpty == true)
  }

  @Test("a broken condition is one error; the block's own mistakes are still found")
  func recovery() {
    let run = layout(
      """
      view b
      H:|[b]|
      V:|[b]|
      when root.width = 3 {
        b.top == root.topp
      }
      when compat {
        b.top == root.topp
        b.top = 3
      }
      """)
    // After a syntax error in the condition the block is still parsed (its syntax errors
    // found); after a checking error the block is still checked.
    #expect(
      run.diagnostics.map(\.message) == [
        "'=' is not a comparison", "unknown condition 'compat'", "unknown attribute 'topp'",
        "'=' is not a relation",
      ])
  }
}
