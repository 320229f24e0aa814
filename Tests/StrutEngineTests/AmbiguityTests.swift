import StrutCore
import StrutEngine
import StrutModel
import Testing

/// A list of `cards` cards as the front-end benchmark writes them: each a title, an icon and a
/// detail label, kept `spacing` below the card before at priority 750. Nothing bounds a card's
/// height from above, so every card's height is ambiguous, the last one's too, and so is
/// every card's y after the first.
func cardList(_ cards: Int) -> (declarations: [String], constraints: [String]) {
  var declarations = ["let spacing = 12", "screen 393 x 852"]
  var constraints: [String] = []
  for i in 0..<cards {
    declarations += [
      "view card\(i) (margin: 12) {",
      "  label title\(i) \"Item number \(i)\" (font: 17)",
      "  image icon\(i) (size: 40 x 40)",
      "  label detail\(i) \"Detail text for item \(i)\" (font: 13, hugging.v: 251)",
      "}",
    ]
    constraints += [
      "H:|-[icon\(i)]-[title\(i)(>=40@750)]-(>=8)-|",
      "H:[icon\(i)]-[detail\(i)]-|",
      "V:|-[title\(i)]-4-[detail\(i)]-(>=8)-|",
      "icon\(i).centerY == card\(i).centerY",
      "card\(i).leading == root.leading + 16",
      "card\(i).trailing == root.trailing - 16",
      "card\(i).top == \(i == 0 ? "root.top" : "card\(i - 1).bottom") + spacing @750",
    ]
  }
  return (declarations, constraints)
}

@Suite("What the ambiguity analysis reports")
struct AmbiguityTests {
  func ambiguity(_ lines: [String]) throws -> [String: [FrameAttribute]] {
    let run = Pipeline.run(SourceFile(name: "list.layout", text: lines.joined(separator: "\n")))
    let screen = try #require(run.screens.first)
    #expect(!screen.diagnostics.contains { $0.isError })
    return Dictionary(uniqueKeysWithValues: screen.views.map { ($0.name, $0.ambiguous) })
  }

  /// Definitions that share definitions (a card's bottom and the next card's top both name
  /// the card's height) once made the analysis's rounding bound double with every card: from
  /// the twentieth on, a true difference passed for rounding, and the last card's height was
  /// reported determined.
  @Test("the last card of a long list is as ambiguous as the others")
  func longList() throws {
    let list = cardList(30)
    let ambiguous = try ambiguity(list.declarations + list.constraints)
    for i in 0..<30 {
      #expect(ambiguous["card\(i)"] == (i == 0 ? [.height] : [.y, .height]), "card\(i)")
      #expect(ambiguous["icon\(i)"]?.contains(.y) == true, "icon\(i)")
    }
  }

  /// Which values the constraints leave free is a property of the constraints, not of the
  /// order the solver is given them in, which decides its basis (and, for the ambiguous
  /// values, which of the equally good layouts it shows).
  @Test("the same constraints in any order leave the same values undetermined")
  func orderDoesNotMatter() throws {
    let list = cardList(24)
    let expected = try ambiguity(list.declarations + list.constraints)
    let count = list.constraints.count  // 168 = 2³ × 3 × 7
    // Four orders that walk the constraints by a step prime to their number, and backwards.
    for step in [5, 11, 13, 167] {
      let reordered = (0..<count).map { list.constraints[($0 * step) % count] }
      let found = try ambiguity(list.declarations + reordered)
      #expect(found == expected, "step \(step)")
    }
  }
}

@Suite("Scroll content sizes")
struct ContentSizeTests {
  func screen(_ widthLine: String) throws -> ScreenLayout {
    let text = """
      screen 390 x 844
      scroll list {
        view content
      }
      list.edges == root.edges
      content.top == list.contentGuide.top
      content.leading == list.contentGuide.leading + 20
      content.trailing == list.contentGuide.trailing + 220
      content.bottom == list.contentGuide.bottom
      content.height == 300
      \(widthLine)
      """
    let run = Pipeline.run(SourceFile(name: "list.layout", text: text))
    return try #require(run.screens.first)
  }

  /// A trailing constant written with a leading one's sign: the content area ends 220 before
  /// the content view's trailing edge, so a 100-wide view leaves it 20 + 100 − 220 wide.
  @Test("a content size the constraints make negative is reported, as it solves")
  func negative() throws {
    let negative = try screen("content.width == 100")
    #expect(negative.view("list")?.contentSize == Size(width: -100, height: 300))
    let warning = try #require(negative.diagnostics.first { $0.id == .negativeContentSize })
    #expect(warning.severity == .warning)
    #expect(
      warning.message
        == "'list' has a negative content width (-100): its constraints put its content's trailing edge before its leading edge"
    )
    // Wide enough, it is positive: no warning.
    let positive = try screen("content.width == 300")
    #expect(positive.view("list")?.contentSize == Size(width: 100, height: 300))
    #expect(!positive.diagnostics.contains { $0.id == .negativeContentSize })
    // Undetermined, its value is the solver's pick: the ambiguity is the warning.
    let free = try screen("content.width >= 100")
    #expect(free.diagnostics.contains { $0.id == .scrollableContentSizeAmbiguity })
    #expect(!free.diagnostics.contains { $0.id == .negativeContentSize })
  }
}
