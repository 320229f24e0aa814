import StrutCore
import StrutEngine
import Testing

/// Every expectation below is worked out by hand from UIStackView's constraints (see
/// Sources/StrutCheck/Desugar/StackView.swift), never read back from Strut. The usual
/// stack holds three plain views whose intrinsic sizes along × across the axis are a 50 × 20,
/// b 80 × 30 and c 40 × 10 (hugging 250, compression resistance 750), spacing 10.
struct StackCase: CustomTestStringConvertible, Sendable {
  var distribution: String
  var alignment: String
  /// The stack's length along its axis, or nil to let it fit its items.
  var length: Double?
  /// Positions and lengths along the axis, a, b, c; then the stack's length.
  var along: [Double]
  var alongSizes: [Double]
  var stackLength: Double
  /// Positions and sizes across the axis, a, b, c; then the stack's thickness.
  var across: [Double]
  var acrossSizes: [Double]
  var stackThickness: Double

  var testDescription: String {
    "\(distribution) \(alignment) \(length.map { "length \(Int($0))" } ?? "fitting")"
  }
}

/// A view's frame in its parent: along and across the stack's axis.
func position(_ frame: Rect, vertical: Bool) -> (
  along: Double, across: Double, length: Double, thickness: Double
) {
  vertical
    ? (frame.y, frame.x, frame.height, frame.width) : (frame.x, frame.y, frame.width, frame.height)
}

func close(_ a: Double?, _ b: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) < 1e-3
}

/// The three-item stack on a horizontal or vertical axis (sizes transposed on a vertical one).
func stackText(
  vertical: Bool, distribution: String, alignment: String, length: Double?,
  itemProperties: [String] = ["", "", ""], stackProperties: String = ""
) -> String {
  let sizes = [(50, 20), (80, 30), (40, 10)]
  var text = "screen 600 x 600\n"
  text +=
    "stack s (axis: \(vertical ? "vertical" : "horizontal"), distribution: \(distribution), alignment: \(alignment), spacing: 10\(stackProperties)) {\n"
  for (index, name) in ["a", "b", "c"].enumerated() {
    let (along, across) = sizes[index]
    let size = vertical ? "\(across) x \(along)" : "\(along) x \(across)"
    text += "  view \(name) (intrinsic: \(size)\(itemProperties[index]))\n"
  }
  text += "}\ns.top == root.top + 20\ns.leading == root.leading + 10\n"
  if let length { text += "s.\(vertical ? "height" : "width") == \(Int(length))\n" }
  return text
}

@Suite("Stack views lay out as UIStackView does")
struct StackViewTests {
  // Along the axis, 300 long: fill stretches the lowest hugging (c at 249); fillEqually makes
  // (300 − 20) / 3 = 93.333 each; fillProportionally gives a 50/190 and b 80/190 of 300 at
  // 999 and 998, and c, at 997, what the required canvas and spacing leave (300 − 20 −
  // 78.947 − 126.316 = 74.737); equalSpacing keeps the items' sizes and shares 300 − 170 in
  // two gaps of 65; equalCentering puts b's centre midway between a's (25) and c's (280).
  // Fitting: fill and equalSpacing sum the items and spacings (190); fillEqually makes all
  // as long as the longest, whose compression resistance outranks the others' hugging (80:
  // 3 × 80 + 20 = 260); fillProportionally's shares then hold exactly at 190; equalCentering
  // keeps the gaps between centres equal at 149 over the fit at 49: b at ≥ 60 puts its
  // centre at 100, so c's centre is at 175 and the stack 195 long.
  static let alongCases: [(String, Double?, [Double], [Double], Double)] = [
    ("fill", 300, [0, 60, 150], [50, 80, 150], 300),
    ("fillEqually", 300, [0, 103.333, 206.667], [93.333, 93.333, 93.333], 300),
    ("fillProportionally", 300, [0, 88.947, 225.263], [78.947, 126.316, 74.737], 300),
    ("equalSpacing", 300, [0, 115, 260], [50, 80, 40], 300),
    ("equalCentering", 300, [0, 112.5, 260], [50, 80, 40], 300),
    ("fill", nil, [0, 60, 150], [50, 80, 40], 190),
    ("fillEqually", nil, [0, 90, 180], [80, 80, 80], 260),
    ("fillProportionally", nil, [0, 60, 150], [50, 80, 40], 190),
    ("equalSpacing", nil, [0, 60, 150], [50, 80, 40], 190),
    ("equalCentering", nil, [0, 60, 155], [50, 80, 40], 195),
  ]
  // Across the axis, the stack as thick as it needs: fill stretches every item to the
  // thickest (30); leading keeps each item's own size at the start; center centres each on
  // b (5, 0, 10); trailing aligns the ends (10, 0, 20). A plain view has no baseline: Auto
  // Layout uses its top edge for the first baseline and its bottom edge for the last (Apple's
  // `forFirstBaselineLayout`, `forLastBaselineLayout`), so firstBaseline places the items as
  // leading does, lastBaseline as trailing does.
  static let acrossCases: [(String, [Double], [Double])] = [
    ("fill", [0, 0, 0], [30, 30, 30]),
    ("leading", [0, 0, 0], [20, 30, 10]),
    ("top", [0, 0, 0], [20, 30, 10]),
    ("center", [5, 0, 10], [20, 30, 10]),
    ("trailing", [10, 0, 20], [20, 30, 10]),
    ("bottom", [10, 0, 20], [20, 30, 10]),
    ("firstBaseline", [0, 0, 0], [20, 30, 10]),
    ("lastBaseline", [10, 0, 20], [20, 30, 10]),
  ]

  static var matrix: [StackCase] {
    alongCases.flatMap { along in
      acrossCases.map { across in
        StackCase(
          distribution: along.0, alignment: across.0, length: along.1, along: along.2,
          alongSizes: along.3, stackLength: along.4, across: across.1, acrossSizes: across.2,
          stackThickness: 30)
      }
    }
  }

  @Test("a horizontal stack: every distribution × every alignment", arguments: matrix)
  func horizontal(_ item: StackCase) throws {
    try check(item, vertical: false)
  }

  @Test(
    "a vertical stack: every distribution × every alignment but the baselines",
    arguments: matrix.filter { !$0.alignment.hasSuffix("Baseline") })
  func vertical(_ item: StackCase) throws {
    try check(item, vertical: true)
  }

  func check(_ item: StackCase, vertical: Bool) throws {
    // fill along a fixed length needs one item to stretch first: c hugs at 249.
    let stretch = item.distribution == "fill" && item.length != nil
    let hugging = vertical ? ", hugging.v: 249" : ", hugging.h: 249"
    let run = layout(
      stackText(
        vertical: vertical, distribution: item.distribution, alignment: item.alignment,
        length: item.length, itemProperties: ["", "", stretch ? hugging : ""]))
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.message))")
    let stack = try #require(screen.view("s"))
    let outer = position(stack.frame, vertical: vertical)
    #expect(close(outer.along, vertical ? 20 : 10) && close(outer.across, vertical ? 10 : 20))
    #expect(close(outer.length, item.stackLength), "stack length \(outer.length)")
    #expect(close(outer.thickness, item.stackThickness), "stack thickness \(outer.thickness)")
    for (index, name) in ["a", "b", "c"].enumerated() {
      let view = try #require(screen.view(name))
      let frame = position(view.frame, vertical: vertical)
      #expect(close(frame.along, item.along[index]), "\(name) at \(frame.along)")
      #expect(close(frame.length, item.alongSizes[index]), "\(name) \(frame.length) long")
      #expect(close(frame.across, item.across[index]), "\(name) across at \(frame.across)")
      #expect(close(frame.thickness, item.acrossSizes[index]), "\(name) \(frame.thickness) thick")
      #expect(view.ambiguous.isEmpty, "\(name) ambiguous: \(view.ambiguous)")
    }
  }

  // Hidden items, fill, fitting length: a hidden item is 0 long (UISV-hiding); between two
  // visible items its spacing halves on each side (5 + 0 + 5); a hidden first item sits at
  // the start with no spacing after it; a hidden last one at the end, none before it; all
  // hidden, the stack collapses to 0.
  static let hiddenCases: [([Bool], [Double], [Double], Double)] = [
    ([true, false, false], [0, 0, 90], [0, 80, 40], 130),
    ([false, true, false], [0, 55, 60], [50, 0, 40], 100),
    ([false, false, true], [0, 60, 140], [50, 80, 0], 140),
    ([true, true, true], [0, 0, 0], [0, 0, 0], 0),
    // The hidden run at the end: 5 (half a spacing) after a, as the rule has it, then 0 —
    // outside the stack, which ends at a (hidden views are not drawn).
    ([false, true, true], [0, 55, 55], [50, 0, 0], 50),
  ]

  @Test("hidden items take no room and their spacing collapses", arguments: hiddenCases)
  func hidden(_ hidden: [Bool], along: [Double], lengths: [Double], stackLength: Double) throws {
    for vertical in [false, true] {
      let run = layout(
        stackText(
          vertical: vertical, distribution: "fill", alignment: "leading", length: nil,
          itemProperties: hidden.map { $0 ? ", hidden: true" : "" }))
      let screen = try #require(run.screens.first)
      #expect(screen.diagnostics.filter(\.isError).isEmpty)
      let stack = try #require(screen.view("s"))
      #expect(close(position(stack.frame, vertical: vertical).length, stackLength))
      for (index, name) in ["a", "b", "c"].enumerated() {
        let view = try #require(screen.view(name))
        let frame = position(view.frame, vertical: vertical)
        #expect(close(frame.along, along[index]), "\(name) at \(frame.along), vertical \(vertical)")
        #expect(close(frame.length, lengths[index]), "\(name) \(frame.length) long")
        #expect(view.isHidden == hidden[index])
      }
    }
  }

  // b hidden in a 300-long stack: 5 + 0 + 5 between a and c. fill stretches c (hugging 249):
  // 300 − 50 − 10 = 240. fillEqually makes a and c equal: (300 − 10) / 2 = 145.
  // fillProportionally gives a 50 / (50 + 40 + 10) of 300 = 150 at 999, and c the rest, 140
  // (its 120 share is at 997). equalSpacing and equalCentering keep a and c at their sizes
  // at the ends; the hidden b may sit anywhere between them (nothing pins it), which is
  // reported, as UIKit's engine would leave it.
  static let hiddenMiddleCases: [(String, [Double], [Double], Bool)] = [
    ("fill", [0, 55, 60], [50, 0, 240], false),
    ("fillEqually", [0, 150, 155], [145, 0, 145], false),
    ("fillProportionally", [0, 155, 160], [150, 0, 140], false),
    ("equalSpacing", [0, .nan, 260], [50, 0, 40], true),
    ("equalCentering", [0, .nan, 260], [50, 0, 40], true),
  ]

  @Test(
    "a hidden middle item in a fixed-length stack, every distribution",
    arguments: hiddenMiddleCases)
  func hiddenMiddle(_ distribution: String, along: [Double], lengths: [Double], floats: Bool)
    throws
  {
    for vertical in [false, true] {
      let hugging = vertical ? ", hugging.v: 249" : ", hugging.h: 249"
      let run = layout(
        stackText(
          vertical: vertical, distribution: distribution, alignment: "center", length: 300,
          itemProperties: ["", ", hidden: true", distribution == "fill" ? hugging : ""]))
      let screen = try #require(run.screens.first)
      for (index, name) in ["a", "b", "c"].enumerated() {
        let view = try #require(screen.view(name))
        let frame = position(view.frame, vertical: vertical)
        if !along[index].isNaN {
          #expect(close(frame.along, along[index]), "\(name) at \(frame.along)")
        }
        #expect(close(frame.length, lengths[index]), "\(name) \(frame.length) long")
        #expect(view.ambiguous.isEmpty != (floats && name == "b"), "\(name): \(view.ambiguous)")
      }
    }
  }

  /// coRetail's Main.storyboard (fresh-9 of `Fidelity/corpus.tsv`) stores a proportional
  /// column of two labels and a row of labels 20.33, 18 and 15.67 high, 8 apart, filling
  /// 70: UIKit measures the nested row by its fitting height, as it does the labels by
  /// theirs (`-[UIStackView _proportionalFillLengthForOrderedArrangement:…]`).
  @Test("a proportional stack measures a nested stack and a fixed size as UIKit does")
  func proportionalMeasures() throws {
    let run = layout(
      """
      screen 400 x 400
      stack column (axis: vertical, distribution: fillProportionally, spacing: 10) {
        view title (intrinsic: 100 x 20)
        stack row (spacing: 8) {
          view price (intrinsic: 17 x 15)
          view city (intrinsic: 45 x 25)
        }
        view photo (intrinsic: 100 x 35)
      }
      column.top == root.top
      column.leading == root.leading
      column.height == 200
      stack band (distribution: fillProportionally) {
        view x (intrinsic: 30 x 10)
        view y
        view z (intrinsic: 10 x 10)
      }
      y.width == 60
      band.top == root.top + 300
      band.leading == root.leading
      band.width == 200
      """)
    let screen = try #require(run.screens.first)
    // Lengths 20, 25 (the row's tallest item) and 35 over 20 + 25 + 35 + 2 × 10 = 100: the
    // shares of 200 are 40 (at 999), 50 (998) and 70 (997); with the spacings they come to
    // 180, so the last gives way and the photo takes the rest, 90.
    #expect(screen.view("title")?.frame.height == 40)
    #expect(screen.view("row")?.frame == Rect(x: 0, y: 50, width: 100, height: 50))
    #expect(screen.view("photo")?.frame == Rect(x: 0, y: 110, width: 100, height: 90))
    // Lengths 30, 60 (fixed) and 10: x's share of 200 is 60 and holds; y stays 60, its
    // share of 120 broken by its own width; z takes the rest, 80.
    #expect(screen.view("x")?.frame.width == 60)
    #expect(screen.view("z")?.frame == Rect(x: 120, y: 0, width: 80, height: 10))
  }

  /// jvctoor/ios-dice-app (fresh-60) stacks three plain views proportionally, each holding
  /// content centred in it and nothing else: UIKit measures each by its compressed fitting
  /// height, 0, so the lengths (0 + 2 × 1 of spacing) do not exceed the spacings and the
  /// stack fills equally — Xcode stores the three 278.5, 279.5 and 279 high in 839.
  @Test("a proportional stack of views whose content only centres in them fills equally")
  func proportionalCentredContent() throws {
    let run = layout(
      """
      screen 414 x 900
      stack column (axis: vertical, distribution: fillProportionally, spacing: 1) {
        view top {
          view logo (intrinsic: 196 x 128)
        }
        view middle {
          view dice (intrinsic: 216 x 100)
        }
        view bottom {
          view roll (intrinsic: 100 x 40)
        }
      }
      logo.center == top.center
      dice.center == middle.center
      roll.center == bottom.center
      column.top == root.top + 40
      column.leading == root.leading
      column.trailing == root.trailing
      column.height == 839
      """)
    let screen = try #require(run.screens.first)
    // (839 − 2) / 3 = 279 each, on the screen's half points.
    #expect(screen.view("top")?.frame == Rect(x: 0, y: 0, width: 414, height: 279))
    #expect(screen.view("middle")?.frame == Rect(x: 0, y: 280, width: 414, height: 279))
    #expect(screen.view("bottom")?.frame == Rect(x: 0, y: 560, width: 414, height: 279))
    // A view whose content pins its top is measured by a solve Strut does not make: `fill`.
    let pinned = layout(
      """
      screen 414 x 900
      stack column (axis: vertical, distribution: fillProportionally, spacing: 1) {
        view top {
          view logo (intrinsic: 196 x 128)
        }
        view bottom
      }
      logo.top == top.top
      logo.centerX == top.centerX
      bottom.height == 100
      column.top == root.top
      column.leading == root.leading
      column.trailing == root.trailing
      column.height == 839
      """)
    let filled = try #require(pinned.screens.first)
    #expect(filled.view("top")?.frame.height == 738)
  }

  /// alineOrdonez/swift-architectures (fresh-133) stacks an image view with no image and an
  /// empty view proportionally in a 418-point row: neither has a length to share by, so
  /// the stack fills equally — Xcode stores both 209 wide. With an item of some length
  /// beside the empty one, Strut still lays the stack out as `fill`.
  @Test("a proportional stack of empty items fills equally")
  func proportionalEmptyItems() throws {
    let run = layout(
      """
      screen 428 x 300
      stack row (distribution: fillProportionally) {
        image photo
        view video
      }
      row.top == root.top
      row.leading == root.leading + 5
      row.trailing == root.trailing - 5
      row.height == 213
      stack mixed (distribution: fillProportionally) {
        view blank
        label name "Name" (intrinsic: 40 x 20)
      }
      mixed.top == row.bottom
      mixed.leading == root.leading
      mixed.width == 200
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.view("photo")?.frame == Rect(x: 0, y: 0, width: 209, height: 213))
    #expect(screen.view("video")?.frame == Rect(x: 209, y: 0, width: 209, height: 213))
    // `fill`: the label keeps its 40, the empty view takes the rest.
    #expect(screen.view("blank")?.frame.width == 160)
    #expect(screen.view("name")?.frame.width == 40)
  }

  /// A scroll view's frame layout guide is its frame: a width set through it is a fixed
  /// length the proportional stack measures the scroll view by, as `y.width == 60` above.
  @Test("a proportional stack measures a scroll view sized through its frame guide")
  func proportionalMeasuresFrameGuide() throws {
    let run = layout(
      """
      screen 400 x 400
      stack band (distribution: fillProportionally) {
        view x (intrinsic: 30 x 10)
        scroll y
        view z (intrinsic: 10 x 10)
      }
      y.frameGuide.width == 60
      band.top == root.top
      band.leading == root.leading
      band.width == 200
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.view("x")?.frame.width == 60)
    #expect(screen.view("y")?.frame.width == 60)
    #expect(screen.view("z")?.frame == Rect(x: 120, y: 0, width: 80, height: 10))
  }

  /// UIKit shares by lengths only where they exceed the spacings (or 1 point): otherwise a
  /// proportional stack fills equally (`-[_UIOrderedLayoutArrangement
  /// _wantsProportionalDistribution]`). Hidden b: a and c are 100 − 0 apart, 50 on each side
  /// of b; 10 + 20 + 100 is not more than 100 × 2, so a and c are equal: (300 − 100) / 2.
  @Test("a proportional stack whose lengths do not exceed its spacings fills equally")
  func proportionalFallsBackToEqual() throws {
    let run = layout(
      """
      screen 400 x 400
      stack s (distribution: fillProportionally, spacing: 100) {
        view a (intrinsic: 10 x 10)
        view b (intrinsic: 10 x 10, hidden: true)
        view c (intrinsic: 20 x 10)
      }
      s.top == root.top
      s.leading == root.leading
      s.width == 300
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.view("a")?.frame.width == 100)
    #expect(screen.view("c")?.frame == Rect(x: 200, y: 0, width: 100, height: 10))
    let program = try #require(run.program)
    #expect(
      program.constraints.map(program.text).contains("UISV-fill-equally: c.width == a.width"))
  }

  /// The share's priority falls with the item's index, 999 − index, and never below 751;
  /// a view Strut cannot measure without solving leaves the stack to lay out as `fill`.
  @Test("proportional priorities floor at 751; a zero length is held; an unmeasured item, fill")
  func proportionalPriorities() throws {
    var text = "screen 400 x 400\nstack s (distribution: fillProportionally) {\n"
    for index in 0..<260 { text += "  view v\(index) (intrinsic: 1 x 10)\n" }
    text += "}\ns.top == root.top\ns.leading == root.leading\ns.width == 260\n"
    let run = layout(text)
    let program = try #require(run.program)
    let shares = program.constraints.filter {
      program.text(of: $0).hasPrefix("UISV-fill-proportionally")
    }
    #expect(shares.count == 260)
    #expect(shares.first?.priority == 999)
    #expect(shares.last?.priority == 751)
    #expect(shares.filter { $0.priority == 751 }.count == 260 - 248)
    let unmeasured = layout(
      """
      screen 400 x 400
      stack s (axis: vertical, distribution: fillProportionally) {
        view label (intrinsic: 50 x 20, hugging.v: 251)
        view card {
          view inner (intrinsic: 50 x 30)
        }
      }
      inner.top == card.top
      inner.bottom == card.bottom
      inner.leading == card.leading
      s.top == root.top
      s.leading == root.leading
      s.height == 100
      """)
    let cardProgram = try #require(unmeasured.program)
    #expect(
      !cardProgram.constraints.contains {
        cardProgram.text(of: $0).hasPrefix("UISV-fill-proportionally")
      })
    // As fill: the label (hugging more) at its height, the card's content the rest.
    #expect(try #require(unmeasured.screens.first).view("card")?.frame.height == 80)
    // An item measured at no length is held at 0, required; the label's share is then the
    // whole stack (required too): 100 and 0.
    let zero = layout(
      """
      screen 400 x 400
      stack s (axis: vertical, distribution: fillProportionally) {
        view label (intrinsic: 50 x 20)
        view spacer (intrinsic: 50 x 0)
      }
      s.top == root.top
      s.leading == root.leading
      s.height == 100
      """)
    let zeroScreen = try #require(zero.screens.first)
    #expect(zeroScreen.view("label")?.frame.height == 100)
    #expect(zeroScreen.view("spacer")?.frame.height == 0)
    let zeroProgram = try #require(zero.program)
    #expect(
      zeroProgram.constraints.map(zeroProgram.text).contains(
        "UISV-fill-proportionally: spacer.height == 0"))
  }

  /// UIKit's log for a hidden arranged view that keeps a required height: "Unable to
  /// simultaneously satisfy constraints … 'UISV-hiding' … height == 0 … Will attempt to
  /// recover by breaking constraint … height == 44". The stack's constraint is kept.
  @Test("a stack's own constraint is kept where it conflicts with the layout's")
  func stackConstraintKeptInConflict() throws {
    let run = layout(
      """
      stack s (axis: vertical) {
        view a (intrinsic: 10 x 10)
        view b (hidden: true)
      }
      b.height == 44
      H:|[s]|
      V:|[s]
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.view("b")?.frame.height == 0)
    #expect(screen.view("s")?.frame.height == 10)
    let conflict = try #require(screen.diagnostics.first { $0.id == .unsatisfiable })
    #expect(conflict.message.contains("breaking 'b.height == 44'"))
    #expect(conflict.notes.map(\.message) == ["conflicts with 'UISV-hiding: b.height == 0'"])
  }

  @Test("custom spacing after a view replaces the stack's, and halves around a hidden view")
  func customSpacing() throws {
    let run = layout(
      stackText(
        vertical: false, distribution: "fill", alignment: "fill", length: nil,
        itemProperties: [", spacingAfter: 4", "", ""]))
    let screen = try #require(run.screens.first)
    // a 0–50, 4, b 54–134, 10, c 144–184.
    #expect(screen.view("b")?.frame.x == 54)
    #expect(screen.view("c")?.frame.x == 144)
    #expect(screen.view("s")?.frame.width == 184)
    let hiddenRun = layout(
      stackText(
        vertical: false, distribution: "fill", alignment: "fill", length: nil,
        itemProperties: [", spacingAfter: 4", ", hidden: true", ""]))
    // a 0–50, 2, b (0 long), 2, c 54–94.
    #expect(hiddenRun.screens.first?.view("c")?.frame.x == 54)
    let outside = layout("view v (spacingAfter: 4)\nv.edges == root.edges\n")
    #expect(outside.diagnostics.map(\.id) == [.spacingOutsideStack])
  }

  @Test("margins-relative arrangement lays the items out inside the stack's margins")
  func marginsRelative() throws {
    let run = layout(
      stackText(
        vertical: false, distribution: "fill", alignment: "fill", length: nil,
        stackProperties: ", layoutMarginsRelative: true, margin: 6"))
    let screen = try #require(run.screens.first)
    // 6 + 190 + 6 along, 6 + 30 + 6 across.
    #expect(screen.view("s")?.frame == Rect(x: 10, y: 20, width: 202, height: 42))
    #expect(screen.view("a")?.frame == Rect(x: 6, y: 6, width: 50, height: 30))
    #expect(screen.view("c")?.frame == Rect(x: 156, y: 6, width: 40, height: 30))
  }

  /// A stack's `direction` (UIKit's `semanticContentAttribute`) decides where its leading
  /// and trailing are, whatever the screen's: the first item at the right end of a
  /// right-to-left row, `leading` alignment at the right of a right-to-left column, the
  /// leading margin on the right.
  @Test("a right-to-left stack arranges its items from the right, on any screen")
  func rightToLeft() throws {
    func text(screen: String, direction: String) -> String {
      """
      screen 320 x 100\(screen)
      stack column (direction: \(direction), axis: vertical, alignment: leading, spacing: 10) {
        view a (intrinsic: 40 x 20)
        view b (intrinsic: 60 x 20)
      }
      column.top == root.top
      column.left == root.left
      column.right == root.right
      stack row (direction: \(direction), spacing: 10) {
        view c (intrinsic: 40 x 20)
        view d (intrinsic: 60 x 20, spacingAfter: 5)
        view e (intrinsic: 30 x 20)
      }
      row.top == column.bottom
      row.left == root.left + 10
      stack spread (direction: \(direction), distribution: equalSpacing,
        layoutMarginsRelative: true, margin.leading: 20, margin.trailing: 0) {
        view f (intrinsic: 40 x 10)
        view g (intrinsic: 40 x 10)
      }
      spread.top == row.bottom
      spread.left == root.left
      spread.width == 200
      """
    }
    for screen in ["", " rtl"] {
      let run = layout(text(screen: screen, direction: "rtl"))
      let frames = try #require(run.screens.first)
      // The column is 320 wide: a and b end at its right edge, 10 apart.
      #expect(frames.view("a")?.frame == Rect(x: 280, y: 0, width: 40, height: 20))
      #expect(frames.view("b")?.frame == Rect(x: 260, y: 30, width: 60, height: 20))
      // The row is 40 + 10 + 60 + 5 + 30 = 145 wide; c at its right, then d 10 to the left
      // of c, then e 5 to the left of d.
      #expect(frames.view("row")?.frame.width == 145)
      #expect(frames.view("c")?.frame.x == 105)
      #expect(frames.view("d")?.frame.x == 35)
      #expect(frames.view("e")?.frame.x == 0)
      // The leading margin, 20, is on the right: f ends at 180, g starts at 0.
      #expect(frames.view("f")?.frame.x == 140)
      #expect(frames.view("g")?.frame.x == 0)
    }
    // Forced left to right on a right-to-left screen: the usual order.
    let run = layout(text(screen: " rtl", direction: "ltr"))
    let frames = try #require(run.screens.first)
    #expect(frames.view("a")?.frame.x == 0)
    #expect(frames.view("b")?.frame.x == 0)
    #expect(frames.view("c")?.frame.x == 0)
    #expect(frames.view("d")?.frame.x == 50)
    #expect(frames.view("e")?.frame.x == 115)
    #expect(frames.view("f")?.frame.x == 20)
    #expect(frames.view("g")?.frame.x == 160)
  }

  /// Labels "Hg" at 20 and 10 points: 24 and 12 high, ascent 0.95 × size, descent 0.25 × size
  /// (TextMetrics): first baselines 19 and 9.5 below their tops, last ones 19 and 9.5 too.
  @Test("baseline alignment and baseline-relative spacing use the text's baselines")
  func baselines() throws {
    for alignment in ["firstBaseline", "lastBaseline"] {
      let run = layout(
        """
        stack row (alignment: \(alignment), spacing: 8) {
          label p "Hg" (font: 20)
          label q "Hg" (font: 10)
        }
        row.top == root.top
        row.leading == root.leading
        """)
      let screen = try #require(run.screens.first)
      // p at the top; q's baseline level with p's: 19 − 9.5 = 9.5 down; the stack as tall
      // as p (q ends at 21.5).
      #expect(screen.view("p")?.frame.y == 0)
      #expect(screen.view("q")?.frame.y == 9.5)
      #expect(screen.view("row")?.frame.height == 24)
    }
    let relative = layout(
      """
      stack column (axis: vertical, spacing: 10, baselineRelative: true) {
        label p "Hg" (font: 20)
        label q "Hg" (font: 10)
      }
      column.top == root.top
      column.leading == root.leading
      """)
    let screen = try #require(relative.screens.first)
    // q's first baseline 10 below p's last: q.y + 9.5 = 19 + 10, q.y = 19.5; the stack ends
    // at q's bottom, 31.5.
    #expect(screen.view("q")?.frame.y == 19.5)
    #expect(screen.view("column")?.frame.height == 31.5)
  }

  @Test("baseline alignment means nothing across a vertical stack: it is left ambiguous")
  func verticalBaselineIgnored() throws {
    let run = layout(
      stackText(vertical: true, distribution: "fill", alignment: "firstBaseline", length: nil))
    let screen = try #require(run.screens.first)
    // The widest (b, 30) fixes the stack's width; the others may sit anywhere across it.
    #expect(screen.view("s")?.frame.width == 30)
    #expect(screen.view("a")?.ambiguous == [.x])
    #expect(screen.view("b")?.ambiguous == [])
  }

  @Test("nested stacks: a column of two rows shares the widest row's width")
  func nested() throws {
    let run = layout(
      """
      stack column (axis: vertical, spacing: 5) {
        stack top (spacing: 10) {
          view a (intrinsic: 50 x 20)
          view b (intrinsic: 80 x 30)
        }
        stack bottom {
          view c (intrinsic: 40 x 10)
        }
      }
      column.top == root.top + 20
      column.leading == root.leading + 10
      """)
    let screen = try #require(run.screens.first)
    // The top row needs 140 (its items' compression resistance); the rows are equally wide
    // (fill alignment), so c stretches to 140; 30 + 5 + 10 high.
    #expect(screen.view("column")?.frame == Rect(x: 10, y: 20, width: 140, height: 45))
    #expect(screen.view("bottom")?.frame == Rect(x: 0, y: 35, width: 140, height: 10))
    #expect(screen.view("c")?.frame == Rect(x: 0, y: 0, width: 140, height: 10))
    #expect(screen.views.allSatisfy { $0.ambiguous.isEmpty })
  }

  @Test("a stack in a scroll view's content chain sets the content size")
  func inScrollView() throws {
    let run = layout(
      """
      scroll list {
        stack rows (axis: vertical, spacing: 10) {
          view a (intrinsic: none x 20)
          view b (intrinsic: none x 30)
          view c (intrinsic: none x 10)
        }
      }
      list.edges == root.edges
      rows.edges == list.contentGuide.edges
      rows.width == list.frameGuide.width
      """)
    let screen = try #require(run.screens.first)
    // 20 + 10 + 30 + 10 + 10 high, as wide as the scroll view.
    #expect(screen.view("list")?.contentSize == Size(width: 375, height: 80))
    #expect(screen.view("c")?.frame == Rect(x: 0, y: 70, width: 375, height: 10))
    #expect(screen.diagnostics.isEmpty)
  }

  @Test("--why names the stack's constraints as UIKit names them, 999.5 included")
  func why() throws {
    let run = Pipeline.run(
      SourceFile(
        name: "t.layout",
        text: stackText(vertical: false, distribution: "fill", alignment: "leading", length: nil)),
      Pipeline.Options(queries: [
        WhyQuery(view: "b", attribute: "x"), WhyQuery(view: "s", attribute: "height"),
      ]))
    let answers = try #require(run.screens.first?.answers)
    #expect(
      answers[0].reasons.map(\.text) == [
        "UISV-canvas-connection: s.leading == a.leading",
        "UISV-spacing: b.leading == a.trailing + 10",
        // At its intrinsic width both sides hold it: neither stretching nor squeezing is free.
        "intrinsic width 50 of 'a' (hugging)",
        "intrinsic width 50 of 'a' (compression resistance)",
      ])
    // The stack's height: a's top pinned, the spanner's bottom at least b's, b's height.
    #expect(
      answers[1].reasons.map(\.text) == [
        "UISV-alignment: a.top == b.top", "UISV-canvas-connection: s.top == a.top",
        "UISV-canvas-connection: s.bottom == s.UISV-alignment-spanner.bottom",
        "UISV-spanning-boundary: s.UISV-alignment-spanner.bottom >= b.bottom",
        "intrinsic height 30 of 'b' (hugging)",
        "intrinsic height 30 of 'b' (compression resistance)",
      ])
    #expect(answers[1].reasons.suffix(2).map(\.priority) == [250, 750])
    // Leading alignment holds the spanner's top at each item's top at 999.5.
    let program = try #require(run.program)
    let boundary = program.constraints.filter { $0.priority == 999.5 }.map(program.text)
    #expect(
      boundary
        == ["a", "b", "c"].map {
          "UISV-spanning-boundary: s.UISV-alignment-spanner.top == \($0).top @999.5"
        })
  }

  @Test("hiding a vertical stack with spacing conflicts as it does in UIKit")
  func hiddenNestedStackConflicts() throws {
    let run = layout(
      """
      stack outer (axis: vertical, spacing: 8) {
        label title "Title"
        stack inner (axis: vertical, spacing: 8, hidden: true) {
          label a "A"
          label b "B"
        }
      }
      outer.top == root.top + 20
      outer.leading == root.leading + 20
      """)
    let screen = try #require(run.screens.first)
    // inner is 0 high (UISV-hiding) yet holds a, 8 and b, which are never negative: UIKit
    // breaks the inner spacing, and so does Strut.
    let conflict = try #require(screen.diagnostics.first { $0.id == .unsatisfiable })
    #expect(conflict.message.contains("breaking 'UISV-spacing: b.top == a.bottom + 8'"))
    #expect(
      conflict.notes.contains { $0.message == "conflicts with 'UISV-hiding: inner.height == 0'" })
    #expect(screen.view("inner")?.frame.height == 0)
  }

  @Test("fractional priorities order between their neighbours, end to end")
  func fractionalPriority() throws {
    let run = layout(
      """
      view a
      a.top == root.top
      a.leading == root.leading
      a.height == 10
      a.width == 10 @999.5
      a.width == 20 @999
      a.width == 30 @1000
      """)
    #expect(run.screens.first?.view("a")?.frame.width == 30)
    let between = layout(
      "view a\na.top == root.top\na.leading == root.leading\na.height == 10\na.width == 10 @999.5\na.width == 20 @999\n"
    )
    #expect(between.screens.first?.view("a")?.frame.width == 10)
  }

  @Test("a stack's words are checked, with the nearest as a fix")
  func badWords() {
    let run = layout("stack s (distribution: fillEqualy, axis: diagonal)\ns.edges == root.edges\n")
    #expect(run.diagnostics.map(\.id) == [.unknownPropertyValue, .unknownPropertyValue])
    #expect(run.diagnostics.first?.help == "did you mean 'fillEqually'?")
    let typo = layout("stack s (distrbution: fill)\ns.edges == root.edges\n")
    #expect(typo.diagnostics.first?.fixIts.map(\.replacement) == ["distribution"])
    #expect(
      layout("view v (hidden: yes)\nv.edges == root.edges\n").diagnostics.map(\.id) == [
        .unknownPropertyValue
      ])
  }

  @Test("a hidden view outside a stack keeps its frame")
  func hiddenOutsideStack() throws {
    let run = layout(
      "view v (hidden: true)\nv.top == root.top + 5\nv.leading == root.leading\nv.width == 10\nv.height == 10\n"
    )
    let view = try #require(run.screens.first?.view("v"))
    #expect(view.frame == Rect(x: 0, y: 5, width: 10, height: 10))
    #expect(view.isHidden)
  }
}

@Suite("--why on a wrapping label")
struct WrappedLabelWhyTests {
  @Test("the height is explained by the wrapped text, not one line's height")
  func wrappedHeight() throws {
    // 'A fairly long text…' at 17 points in 100 points wraps to 5 lines of 21: 105.
    let run = Pipeline.run(
      SourceFile(
        name: "test.layout",
        text: """
          screen 300 x 300
          label t "A fairly long text that will wrap over several lines here" (lines: 0)
          t.leading == root.leading + 20
          t.width == 100
          t.top == root.top
          """),
      Pipeline.Options(queries: [WhyQuery(view: "t", attribute: "height")]))
    let answer = try #require(run.screens.first?.answers.first)
    #expect(answer.value == 105)
    #expect(
      answer.reasons.map(\.text) == [
        "intrinsic height 105 of 't', its text wrapped to 5 lines at its width (hugging)",
        "intrinsic height 105 of 't', its text wrapped to 5 lines at its width (compression resistance)",
      ])
  }

  /// UIStackView holds every item's thickness at 0 @25 unless aligned to fill
  /// ("UISV-ambiguity-suppression"); an item nothing else sizes across the stack is 0 thick
  /// on a device, where Interface Builder's canvas keeps the size it was drawn at (the
  /// Clima exercise's spacer view in a trailing-aligned column, fresh-48).
  @Test("an item only the ambiguity suppression sizes is 0 thick, with a warning")
  func suppressedItem() throws {
    func run(_ spacer: String) -> LayoutRun {
      layout(
        """
        screen 414 x 896
        stack column (axis: vertical, alignment: trailing, spacing: 10) {
          label city "London" (intrinsic: 98 x 36)
          \(spacer)
        }
        column.top == root.top
        column.leading == root.leading + 20
        column.trailing == root.trailing - 20
        column.bottom == root.bottom
        """)
    }
    let bare = try #require(run("view spacer").screens.first)
    #expect(bare.view("spacer")?.frame.width == 0)
    #expect(bare.view("spacer")?.frame.x == 374)  // at the column's trailing edge, in the column
    #expect(bare.diagnostics.map(\.id) == [.stackItemCollapsed])
    #expect(
      bare.diagnostics.first?.message
        == "nothing sizes 'spacer' across 'column' (alignment: trailing) but UIStackView's ambiguity suppression, so a device shows it 0 wide; Interface Builder's canvas keeps the size it was drawn at"
    )
    // Given a width, or an intrinsic one, it is sized: no warning.
    for spacer in ["view spacer\nspacer.width == 240", "view spacer (intrinsic: 240 x 0)"] {
      let sized = try #require(run(spacer).screens.first)
      #expect(sized.view("spacer")?.frame.width == 240)
      #expect(!sized.diagnostics.contains { $0.id == .stackItemCollapsed }, "\(spacer)")
    }
  }
}
