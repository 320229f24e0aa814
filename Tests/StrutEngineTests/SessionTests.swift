import StrutCheck
import StrutCore
import StrutEngine
import StrutModel
import StrutSolver
import StrutSyntax
import Testing

@Suite("Layout sessions (the REPL's engine)")
struct SessionTests {
  func frame(_ session: LayoutSession, _ name: String) -> Rect? {
    session.layout?.views.first { $0.name == name }?.frame
  }

  @Test("constraints are added to the live solver; metrics and constants are edited in place")
  func incremental() throws {
    var session = LayoutSession()
    #expect(
      session.load(
        "let gap = 10\nview a\nview b\nH:|-[a]-|\nH:|-[b]-|\na.height == 40\nb.height == 40"
      ).isAccepted)
    // A constraint: added, not rebuilt.
    var outcome = session.submit("a.top == root.top + gap")
    #expect(outcome.isAccepted)
    #expect(outcome.incremental?.added == 1)
    #expect(outcome.changes.map(\.view) == ["a"])
    outcome = session.submit("spacing: b.top == a.bottom + gap")
    #expect(outcome.incremental?.added == 1)
    #expect(frame(session, "b") == Rect(x: 20, y: 60, width: 335, height: 40))
    // A metric: two constants change, edited through the solver, nothing rebuilt.
    outcome = session.setMetric("gap", 30)
    #expect(outcome.incremental?.constantsChanged == 2)
    #expect(outcome.incremental?.added == 0 && outcome.incremental?.removed == 0)
    #expect(frame(session, "a")?.y == 30)
    #expect(frame(session, "b")?.y == 100)
    // A labelled constraint's constant, then its priority (a remove and an add).
    outcome = session.setConstant("spacing", 5)
    #expect(outcome.incremental?.constantsChanged == 1)
    #expect(frame(session, "b")?.y == 75)
    outcome = session.setPriority("spacing", 500)
    #expect(!outcome.isAccepted)  // required cannot change
    // A new view: rebuilt.
    outcome = session.submit("view c")
    #expect(outcome.isAccepted && outcome.incremental == nil)
    // Views laid out with no constraint sit at the origin with no size.
    #expect(
      outcome.changes == [
        LayoutSession.FrameChange(view: "c", kind: .added(Rect(x: 0, y: 0, width: 0, height: 0)))
      ])
  }

  @Test("a metric edited in place keeps a right-to-left stack's spacing right to left")
  func rightToLeftStackEdit() throws {
    var session = LayoutSession()
    #expect(
      session.load(
        """
        screen 320 x 100
        let gap = 10
        stack row (direction: rtl, spacing: gap) {
          view a (intrinsic: 40 x 20)
          view b (intrinsic: 60 x 20)
        }
        row.top == root.top
        row.left == root.left
        """
      ).isAccepted)
    // 40 + 10 + 60 = 110 wide: a at its right end, b at its left.
    #expect(frame(session, "a")?.x == 70)
    #expect(frame(session, "b")?.x == 0)
    let outcome = session.setMetric("gap", 20)
    #expect(outcome.isAccepted)
    // 120 wide: a moves to 80, b stays at 0.
    #expect(frame(session, "a")?.x == 80)
    #expect(frame(session, "b")?.x == 0)
    #expect(frame(session, "row")?.width == 120)
  }

  @Test("ambiguity warnings are worded again when what a view leaves free changes, not before")
  func ambiguityWordings() throws {
    // A live compiler keeps each view's warning as last worded: a change that leaves the
    // same attributes free reuses it, one that frees others words it again, and every
    // step's warnings are those of the same text laid out from scratch.
    var session = LayoutSession()
    let start = "let m = 10\nview a\nview b\na.left == root.left + m\na.height == 20\n"
    #expect(session.load(start).isAccepted)
    func warnings(_ layout: ScreenLayout?) -> [String] {
      (layout?.diagnostics ?? []).filter { $0.id == .ambiguousLayout }.map(\.message)
    }
    func fresh(_ text: String) -> [String] {
      warnings(Pipeline.run(SourceFile(name: "session", text: text)).screens.first)
    }
    var text = start
    #expect(warnings(session.layout) == fresh(text))
    #expect(
      warnings(session.layout).contains(
        "'a' is ambiguous: its constraints do not determine y, width"))
    // A constant: the same attributes stay free.
    #expect(session.setMetric("m", 30).incremental?.constantsChanged == 1)
    text = text.replacingOccurrences(of: "let m = 10", with: "let m = 30")
    #expect(warnings(session.layout) == fresh(text))
    // A new constraint frees fewer of a's attributes; another view's warning stays.
    #expect(session.submit("a.width == 40").incremental?.added == 1)
    text += "a.width == 40\n"
    #expect(warnings(session.layout) == fresh(text))
    #expect(
      warnings(session.layout).contains("'a' is ambiguous: its constraints do not determine y"))
    #expect(session.submit("a.top == root.top").incremental?.added == 1)
    text += "a.top == root.top\n"
    #expect(warnings(session.layout) == fresh(text))
    #expect(!warnings(session.layout).contains { $0.hasPrefix("'a'") })
  }

  @Test("a screen with the same name and size but other insets or options is laid out anew")
  func changedScreenOptions() throws {
    var session = LayoutSession()
    let layout =
      "view a\na.top == root.topMargin\na.leading == root.leadingMargin\na.width == 10\na.height == 10\n"
    #expect(session.load("screen 375 x 667\n" + layout).isAccepted)
    #expect(frame(session, "a") == Rect(x: 16, y: 0, width: 10, height: 10))
    // A safe area moves the root's margins in: the live solver is not followed but rebuilt.
    var outcome = session.load("screen 375 x 667 safe(top: 20)\n" + layout)
    #expect(outcome.incremental == nil)
    #expect(frame(session, "a") == Rect(x: 16, y: 20, width: 10, height: 10))
    // So do the root's options: margins from its edges, then a plain view's 8.
    outcome = session.load("screen 375 x 667 safe(top: 20) edgeMargins\n" + layout)
    #expect(frame(session, "a") == Rect(x: 16, y: 0, width: 10, height: 10))
    outcome = session.load("screen 375 x 667 safe(top: 20) cell\n" + layout)
    #expect(frame(session, "a") == Rect(x: 8, y: 28, width: 10, height: 10))
    outcome = session.load("screen 375 x 667 safe(top: 20) cell rtl\n" + layout)
    #expect(frame(session, "a") == Rect(x: 357, y: 28, width: 10, height: 10))
  }

  @Test("a line with an error changes nothing; undo takes back one change")
  func atomic() throws {
    var session = LayoutSession()
    _ = session.submit("view a")
    _ = session.submit("H:|[a]|")
    let text = session.text
    var outcome = session.submit("a.top == root.topp")
    #expect(!outcome.isAccepted)
    #expect(outcome.diagnostics.map(\.message) == ["unknown attribute 'topp'"])
    #expect(outcome.diagnostics.first?.span == SourceSpan(14, 18))  // in the line itself
    #expect(session.text == text)
    outcome = session.submit("V:|[a(10)]")
    #expect(frame(session, "a")?.height == 10)
    outcome = session.undo()
    #expect(outcome.isAccepted)
    #expect(session.text == text)
    #expect(session.layout?.views.first { $0.name == "a" }?.ambiguous.contains(.height) == true)
  }

  @Test("the saved text reproduces the session, overrides included")
  func save() throws {
    var session = LayoutSession()
    _ = session.load("let width = 100\nview a (intrinsic: width x 20)\nH:|[a]\nV:|[a]")
    _ = session.setMetric("width", 150)
    let run = Pipeline.run(SourceFile(name: "saved", text: session.savedText))
    #expect(run.screens.first?.views.first { $0.name == "a" }?.frame.width == 150)
    #expect(session.savedText.hasPrefix("let width = 150\n"))
  }
}

@Suite("A rejected line leaves the session as it was")
struct RejectionTests {
  @Test("a line that makes required constraints conflict is refused; text, frames, save unchanged")
  func conflictingLine() throws {
    var session = LayoutSession()
    _ = session.load("view a\na.top == root.top\na.leading == root.leading\na.height == 10\n")
    #expect(session.submit("a.width == 100").isAccepted)
    let text = session.text
    let saved = session.savedText
    let frames = session.layout?.views.map(\.frame)
    let outcome = session.submit("a.width == 150")
    #expect(!outcome.isAccepted)
    #expect(outcome.diagnostics.map(\.id) == [.unsatisfiable])
    #expect(outcome.diagnosticFile.name == "input")  // the caret is in the line itself
    #expect(outcome.diagnostics.first?.span == SourceSpan(0, 14))
    #expect(session.text == text && session.savedText == saved)
    #expect(session.layout?.views.map(\.frame) == frames)
    #expect(session.layout?.views.last?.frame == Rect(x: 0, y: 0, width: 100, height: 10))
    // `:check` stays clean and the saved file checks clean.
    #expect(!(session.diagnostics + (session.layout?.diagnostics ?? [])).contains { $0.isError })
    #expect(!Pipeline.run(SourceFile(name: "saved", text: session.savedText)).hasErrors)
    // The live solver is still the right one: the next change follows it.
    #expect(session.submit("a.width == 120 @750").isAccepted)
    #expect(session.layout?.views.last?.frame.width == 100)
    // Undo takes back the last accepted change, not the refused one.
    _ = session.undo()
    #expect(session.text == text)
  }

  @Test("a :set that makes constraints conflict is refused too; a loaded file may conflict")
  func conflictingSet() {
    var session = LayoutSession()
    let text = "let w = 100\nview a\nH:|[a(w)]-(>=0)-|\nV:|[a(10)]\n"
    #expect(session.load(text).isAccepted)
    #expect(session.setMetric("w", 300).isAccepted)  // still fits in 375
    let outcome = session.setMetric("w", 500)  // |[a(500)]-(>=0)-| cannot hold on 375
    #expect(!outcome.isAccepted)
    #expect(outcome.diagnostics.map(\.id) == [.unsatisfiable])
    #expect(session.overrides == ["w": 300])
    #expect(session.layout?.views.last?.frame.width == 300)
    // A file that conflicts as it stands loads, its conflict shown, as `strut run` shows it.
    var fresh = LayoutSession()
    let loaded = fresh.load("view a\nH:|[a(500)]-(>=0)-|\nV:|[a(10)]\n")
    #expect(loaded.isAccepted)
    #expect(loaded.newProblems.map(\.id).contains(.unsatisfiable))
  }
}
