import StrutCheck
import StrutCore
import StrutModel
import StrutSyntax
import Testing

/// Parses and checks `marked`, where keycap digits (1️⃣, 2️⃣, …) mark where diagnostics start,
/// and returns the program, the diagnostics and the marked offsets.
func check(_ marked: String, overrides: [String: Double] = [:], indexesNames: Bool = true) -> (
  CheckedProgram, [Diagnostic], [String: Int]
) {
  var text = ""
  var offsets: [String: Int] = [:]
  for character in marked {
    if character.unicodeScalars.count > 1,
      character.unicodeScalars.first.map({ (0x31...0x39).contains($0.value) }) == true
    {
      offsets[String(character)] = text.utf8.count
    } else {
      text.append(character)
    }
  }
  let file = SourceFile(name: "t", text: text)
  let (tree, syntax) = Parser.parse(file)
  let (program, diagnostics) = Checker.check(
    tree, file: file, overrides: overrides, indexesNames: indexesNames)
  return (program, syntax + diagnostics, offsets)
}

extension CheckedProgram {
  func view(_ name: String) -> CheckedView? { views.first { $0.name == name } }
}

@Suite("Kinds of view are data")
struct KindTests {
  @Test("an unknown kind is one error at the word, with the nearest kind, and reads as a view")
  func unknownKind() throws {
    let (program, diagnostics, at) = check(
      "1️⃣lable title \"Hi\"\ntitle.top == root.top\ntitle.leading == root.leading\n")
    // One error: its text (a label's, if that was meant) and the constraints on 'title'
    // raise nothing more.
    #expect(diagnostics.map(\.id) == [.unknownKind])
    let error = try #require(diagnostics.first)
    #expect(error.message == "unknown kind 'lable'")
    #expect(error.help == "did you mean 'label'?")
    #expect(error.span.start == at["1️⃣"])
    #expect(error.fixIts.map(\.replacement) == ["label"])
    #expect(program.view("title")?.kind == .view)
  }

  @Test("every kind's defaults come from its entry: hugging, compression, intrinsic size")
  func defaults() throws {
    let (program, diagnostics, _) = check(
      """
      view plain
      label title "Hello"
      image photo (size: 40 x 30)
      scroll list
      plain.top == root.top
      title.top == root.top
      photo.top == root.top
      list.top == root.top
      """)
    #expect(diagnostics.allSatisfy { !$0.isError })
    let plain = try #require(program.view("plain"))
    #expect(plain.hugging == (250, 250) && plain.compression == (750, 750))
    #expect(plain.intrinsicWidth == nil && plain.intrinsicHeight == nil)
    let title = try #require(program.view("title"))
    #expect(title.hugging == (251, 251))
    // 'Hello' at 17 points: (0.66 + 4 × 0.52 − 2 × 0.24 …) measured by TextMetrics.
    let size = TextMetrics.size(of: "Hello", fontSize: 17)
    #expect(title.intrinsicWidth == size.width && title.intrinsicHeight == size.height)
    #expect(title.intrinsicHeight == 21)  // ⌈17 × 1.2⌉
    let photo = try #require(program.view("photo"))
    #expect(photo.hugging == (251, 251))
    #expect(photo.intrinsicWidth == 40 && photo.intrinsicHeight == 30)
    #expect(program.view("list")?.kind.hasContentArea == true)
    #expect(
      ViewKind.all.map(\.name) == [
        "view", "label", "image", "scroll", "guide", "stack", "switch", "slider", "button",
        "textField", "segmentedControl", "activityIndicator", "textView", "stepper",
        "progressView", "pageControl",
      ])
  }

  @Test("a kind takes only its own properties, and says which")
  func properties() {
    let (_, diagnostics, at) = check("view box (1️⃣lines: 2)\nguide g (2️⃣font: 3)\n")
    #expect(diagnostics.map(\.id) == [.unknownProperty, .unknownProperty])
    #expect(diagnostics.map(\.span.start) == [at["1️⃣"], at["2️⃣"]])
    #expect(diagnostics[1].help == "a guide takes no properties")
  }
}

@Suite("Checking: values the checker computes")
struct CheckerValueTests {
  @Test("margins are directional and resolve by writing direction")
  func margins() throws {
    let (program, _, _) = check("view card (margin: 4, margin.leading: 16)\n")
    let margins = try #require(program.view("card")?.margins)
    #expect(margins == DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 4))
    #expect(
      margins.resolved(isRightToLeft: false) == EdgeInsets(top: 4, left: 16, bottom: 4, right: 4))
    #expect(
      margins.resolved(isRightToLeft: true) == EdgeInsets(top: 4, left: 4, bottom: 4, right: 16))
    #expect(program.view("root")?.margins == DirectionalEdgeInsets(all: 8))
  }

  @Test("a file without screens gets UIKit's default screen; safe areas are physical")
  func screens() throws {
    let (program, _, _) = check("view a\n")
    #expect(program.screens.map(\.name) == ["375 x 667"])
    let (declared, _, _) = check("screen \"X\" 390 x 844 safe(top: 47, bottom: 34) rtl\nview a\n")
    let screen = try #require(declared.screens.first)
    #expect(screen.safeArea == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(screen.isRightToLeft)
    // A screen given a size has no display scale unless it names one; a device has its own,
    // which `@2x` overrides.
    #expect(screen.scale == nil)
    #expect(check("screen 320 x 480 @2x\nview a\n").0.screens.first?.scale == 2)
    #expect(check("screen \"iPhone 15\"\nview a\n").0.screens.first?.scale == 3)
    #expect(check("screen \"iPhone 15\" @2x\nview a\n").0.screens.first?.scale == 2)
    let (_, badScale, at) = check("screen 320 x 480 @1️⃣4x\nview a\n")
    #expect(badScale.map(\.id) == [.screenScale])
    #expect(badScale.first?.span.start == at["1️⃣"])
    #expect(badScale.first?.message == "an iOS display's scale is @1x, @2x or @3x")
    // A screen may be 0 high: a collapsed table cell (GannaMelnyk/Memory's and
    // dougzilla32/QuizletSearch's prototype cells of row height 0).
    let (flat, flatDiagnostics, _) = check("screen 414 x 0\nview a\na.edges == root.edges\n")
    #expect(flatDiagnostics.isEmpty, "\(flatDiagnostics.map(\.message))")
    #expect(flat.screens.first?.height == 0)
    // A standard height is a positive height.
    #expect(check("view a (standardHeight: 43.5)\n").0.view("a")?.standardHeight == 43.5)
    let (_, badHeight, _) = check("view a (standardHeight: 0)\n")
    #expect(badHeight.map(\.message) == ["'standardHeight' takes a positive height in points"])
  }

  @Test("VFL's standard spacing is 8 between views and 20 to the superview")
  func standardSpacing() {
    let (program, diagnostics, _) = check("view a\nview b\nH:|-[a]-[b]-|\n")
    #expect(diagnostics.allSatisfy { !$0.isError })
    // |-[a]: a.leading − root.leading − 20 = 0; [a]-[b]: b.leading − a.trailing − 8 = 0.
    let constants = program.constraints.map { -$0.form.constant }.sorted()
    #expect(constants == [8, 20, 20])
    #expect(program.constraints.allSatisfy { $0.relation == .equal && $0.priority == 1000 })
  }

  @Test("a VFL line with an error adds none of its constraints, however far it got")
  func brokenLineAddsNothing() {
    // The connections before the unknown metric make constraints as the line is read; the
    // error takes them out again, so only the statement on its own line stays.
    let (program, diagnostics, at) = check(
      "view a\nview b\na.top == root.top\nH:|-[a]-[b(>=10@1️⃣nope)]-|\n")
    #expect(diagnostics.map(\.id) == [.unknownPriority])
    #expect(diagnostics.first?.span.start == at["1️⃣"])
    #expect(program.constraints.count == 1)
    #expect(program.text(of: program.constraints[0]) == "a.top == root.top")
    // The same line mended makes them all, in the line's order: connections, then sizes.
    let (mended, _, _) = check("let nope = 500\nview a\nview b\nH:|-[a]-[b(>=10@nope)]-|\n")
    #expect(
      mended.constraints.prefix(3).map { mended.text(of: $0) } == [
        "a.leading == root.leading + 20", "b.leading == a.trailing + 8",
        "root.trailing == b.trailing + 20",
      ])
    #expect(mended.constraints.map(\.priority) == [1000, 1000, 1000, 500])
    #expect(mended.constraints.last?.relation == .greaterThanOrEqual)
  }

  @Test("every constraint remembers where it came from")
  func origins() {
    let (program, _, at) = check("view a\n1️⃣a.top == root.top\nH:|-2️⃣[a]-|\n")
    let origins = program.constraints.map(\.origin)
    #expect(origins.count == 3)
    guard case .statement(let span) = origins[0] else {
      Issue.record("expected a statement, got \(origins[0])")
      return
    }
    #expect(span.start == at["1️⃣"])
    #expect(program.text(of: program.constraints[0]) == "a.top == root.top")
    for origin in origins.dropFirst() {
      guard case .visualFormat = origin else {
        Issue.record("expected a VFL origin, got \(origin)")
        continue
      }
      #expect(!origin.isUIKitDefault)
    }
    // A VFL constraint is worded from its anchors.
    #expect(program.text(of: program.constraints[1]) == "a.leading == root.leading + 20")
    #expect(Origin.uikit(.intrinsicSize(view: 1, axis: .width, side: .both)).isUIKitDefault)
    #expect(Origin.uikit(.screenSize(nil)).span == nil)
  }

  @Test("a metric used before its 'let' says so wherever it is used, and only for a file's lets")
  func metricsUsedEarly() {
    // The file's metric names are gathered only when such a message asks: in a constraint,
    // a VFL predicate, a property and a condition; a 'let' inside a view counts, one inside
    // a 'when' block (an error of its own) does not.
    let early = [
      ("view a\na.top == root.top + m\nlet m = 4\n", "metric 'm' is used before it is defined"),
      ("view a\nH:|-(m)-[a]\nlet m = 4\n", "metric 'm' is used before it is defined"),
      ("view a (margin: m)\nlet m = 4\n", "metric 'm' is used before it is defined"),
      (
        "view a\nwhen m { a.top == root.top }\nlet m = 4\n",
        "metric 'm' is used before it is defined"
      ),
      (
        "view a\na.top == root.top + m\nview b {\n  let m = 4\n}\n",
        "metric 'm' is used before it is defined"
      ),
    ]
    for (text, message) in early {
      let (_, diagnostics, _) = check(text)
      #expect(diagnostics.map(\.message).contains(message), "\(text)")
    }
    let (_, inWhen, _) = check("view a\na.top == root.top + m\nwhen compact {\n  let m = 4\n}\n")
    #expect(inWhen.map(\.message).contains("unknown name 'm'"), "\(inWhen.map(\.message))")
    #expect(!inWhen.map(\.message).contains("metric 'm' is used before it is defined"))
    // A '-D' that names a 'let' (anywhere outside 'when') is used; one that names none is not.
    let (_, overridden, _) = check("view a {\n  let m = 4\n}\n", overrides: ["m": 2, "q": 1])
    #expect(
      overridden.filter { $0.id == .unusedOverride }.map(\.message) == [
        "'-D q' does not match any 'let' in this file"
      ])
  }

  @Test("the parser's counts size the checker's arrays, and a wrong count changes nothing")
  func counts() throws {
    let text = """
      view a
      view b {
        label c "x"
      }
      a.top == root.top
      a.edges == b.edges inset 4
      H:|-[a(>=10,<=20)]-[b]-|
      V:[a]-(8@750)-[b]
      when compact { a.width == 40 }
      """
    let file = SourceFile(name: "t", text: text)
    var (tree, syntax) = Parser.parse(file)
    #expect(syntax.isEmpty)
    // Views: a, b, c. Constraints at most: 1, 4 (a compound), the H line 2 predicates and 3
    // connections, the V line 1 predicate, the 'when' block's 1.
    #expect(tree.counts.views == 3)
    #expect(tree.counts.constraints == 1 + 4 + 5 + 1 + 1)
    let (counted, _) = Checker.check(tree, file: file)
    tree.counts = (views: 0, constraints: 0)
    let (uncounted, _) = Checker.check(tree, file: file)
    #expect(counted.constraints == uncounted.constraints)
    #expect(counted.views.map(\.name) == uncounted.views.map(\.name))
    #expect(counted.constraints.count <= 1 + 4 + 5 + 1 + 1)
  }

  @Test("-D replaces a metric; one that matches nothing is a warning")
  func overrides() {
    let (program, diagnostics, _) = check(
      "let gap = 8\nview a\na.top == root.top + gap\n", overrides: ["gap": 30, "gpa": 1])
    #expect(program.metrics["gap"] == 30)
    #expect(program.constraints.first?.form.constant == -30)
    #expect(diagnostics.map(\.id).contains(.unusedOverride))
  }
}

@Suite("Names are indexed for editors")
struct NameIndexTests {
  @Test("definitions and references of views, metrics, variables and labels, with spans")
  func index() throws {
    let (program, diagnostics, at) = check(
      """
      let 1️⃣gap = 8
      var 2️⃣spare
      view 3️⃣card {
        label 4️⃣title "Hi"
      }
      5️⃣gap2: 6️⃣title.top == 7️⃣card.top + 8️⃣gap + 9️⃣spare
      H:|-gap-[card]-gap-|
      """)
    #expect(!diagnostics.contains { $0.isError })
    let names = program.names
    let card = NameIndex.Entity.view(1)
    #expect(names.definitions(of: card).map(\.start) == [at["3️⃣"]])
    #expect(names.references(to: card).count == 2)
    #expect(names.references(to: card).first?.start == at["7️⃣"])
    #expect(names.definitions(of: .view(2)).map(\.start) == [at["4️⃣"]])
    #expect(names.references(to: .view(2)).map(\.start) == [at["6️⃣"]])
    #expect(names.definitions(of: .metric("gap")).map(\.start) == [at["1️⃣"]])
    #expect(names.references(to: .metric("gap")).count == 3)
    #expect(names.definitions(of: .variable(0)).map(\.start) == [at["2️⃣"]])
    #expect(names.references(to: .variable(0)).map(\.start) == [at["9️⃣"]])
    #expect(names.definitions(of: .label("gap2")).map(\.start) == [at["5️⃣"]])
    // Looking up by position: inside a name, and just after it.
    let start = try #require(at["8️⃣"])
    #expect(names.occurrence(at: start + 1)?.entity == .metric("gap"))
    #expect(names.occurrence(at: start + 3)?.entity == .metric("gap"))
    #expect(names.occurrence(at: start - 2) == nil)  // on the '+'
    // Without indexing (a batch run), nothing is recorded.
    #expect(check("view a\na.top == root.top\n", indexesNames: false).0.names.recorded.isEmpty)
    // `root` is declared by UIKit, not the file; a VFL line's '|' is no name.
    #expect(names.definitions(of: .view(0)).isEmpty)
    #expect(names.references(to: .view(0)).isEmpty)
  }
}

@Suite("Help for what a new user types")
struct NewUserHelpTests {
  /// The one diagnostic of `marked`, with its fix-its' replacements.
  func only(_ marked: String) -> (Diagnostic?, [String], [String: Int]) {
    let (_, diagnostics, at) = check(marked)
    let errors = diagnostics.filter(\.isError)
    #expect(errors.count == 1, "\(errors.map(\.message))")
    return (errors.first, errors.first?.fixIts.map(\.replacement) ?? [], at)
  }

  @Test("a misspelt compound on the left is an unknown attribute there, with the nearest")
  func misspeltCompound() {
    let box = "view box (intrinsic: 10 x 10)\n"
    var (diagnostic, fixes, at) = only(box + "box.1️⃣centr == root.center\n")
    #expect(diagnostic?.message == "unknown attribute 'centr'")
    #expect(diagnostic?.span.start == at["1️⃣"])
    #expect(fixes == ["center"])
    (diagnostic, fixes, at) = only(box + "box.1️⃣edge == root.edges\n")
    #expect(diagnostic?.message == "unknown attribute 'edge'" && fixes == ["edges"])
    #expect(diagnostic?.span.start == at["1️⃣"])
  }

  @Test("UIKit's spellings get the Strut word")
  func uikitSpellings() {
    let a = "view a\nview b\n"
    var (diagnostic, fixes, _) = only(a + "a.bottomAnchor == b.top\n")
    #expect(fixes == ["bottom"])
    #expect(diagnostic?.help == "Strut spells UIKit's 'bottomAnchor' as 'bottom'")
    (_, fixes, _) = only(a + "a.centerXAnchor == b.centerX\n")
    #expect(fixes == ["centerX"])
    (diagnostic, fixes, _) = only(a + "a.top == safeAreaLayoutGuide.top\n")
    #expect(diagnostic?.message == "unknown view 'safeAreaLayoutGuide'")
    #expect(fixes == ["root.safeArea"])
    (_, fixes, _) = only(a + "a.top == b.layoutMarginsGuide.top\n")
    #expect(fixes == ["margins"])
    (diagnostic, fixes, _) = only(a + "a.top == superview.top\n")
    #expect(fixes.isEmpty)
    #expect(diagnostic?.help?.contains("'root'") == true)
    (_, fixes, _) = only(a + "a.top == view.top\n")
    #expect(fixes == ["root"])
    (diagnostic, fixes, _) = only("UIStackView bar\n")
    #expect(diagnostic?.message == "unknown kind 'UIStackView'" && fixes == ["stack"])
    // A typo that is no UIKit word still gets the nearest Strut word.
    (_, fixes, _) = only(a + "a.botom == b.top\n")
    #expect(fixes == ["bottom"])
  }

  @Test("two statements on one line: one error that says where statements end")
  func twoOnALine() {
    let (_, diagnostics, at) = check("view c {\n  view a 1️⃣view b\n}\nc.edges == root.edges\n")
    let errors = diagnostics.filter(\.isError)
    #expect(errors.count == 1)
    #expect(errors.first?.span.start == at["1️⃣"])
    #expect(
      errors.first?.help == "a statement ends at the end of its line; start the next on a new line")
    #expect(errors.first?.fixIts.isEmpty == true)
  }
}
