import Foundation
import StrutCore
import StrutEngine
import StrutModel
import Testing

/// `:set METRIC` checks again only the constraint statements and VFL lines that read the
/// metric, and `:set LABEL.constant` only the statement it rewrites (`StatementRechecker`);
/// everything else takes a whole check. Either way the session must end where a whole run of
/// its text with its overrides ends.
@Suite("A :set checked in just the statements it reaches")
struct MetricRecheckTests {
  /// Frames, content sizes, what is undetermined and the problems: as a whole run of the
  /// session's text with its overrides (`strut run -D`) gives them.
  func expectSameAsWholeRun(
    _ session: LayoutSession, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let run = Pipeline.run(session.sessionFile, Pipeline.Options(overrides: session.overrides))
    guard let expected = run.screens.first, let actual = session.layout else {
      Issue.record("no layout", sourceLocation: sourceLocation)
      return
    }
    #expect(actual.views.count == expected.views.count, sourceLocation: sourceLocation)
    for (got, want) in zip(actual.views, expected.views) {
      #expect(got.name == want.name, sourceLocation: sourceLocation)
      for (a, b) in [
        (got.frame.x, want.frame.x), (got.frame.y, want.frame.y),
        (got.frame.width, want.frame.width), (got.frame.height, want.frame.height),
        (got.contentSize?.width ?? -1, want.contentSize?.width ?? -1),
        (got.contentSize?.height ?? -1, want.contentSize?.height ?? -1),
      ] {
        #expect(abs(a - b) < 1e-9, "\(got.name): \(a) against \(b)", sourceLocation: sourceLocation)
      }
      #expect(got.ambiguous == want.ambiguous, "\(got.name)", sourceLocation: sourceLocation)
    }
    #expect(
      actual.diagnostics.map { "\($0.id) \($0.span) \($0.message)" }
        == expected.diagnostics.map { "\($0.id) \($0.span) \($0.message)" },
      sourceLocation: sourceLocation)
    #expect(
      session.diagnostics.map { "\($0.id) \($0.span) \($0.message) \($0.notes)" }
        == run.diagnostics.map { "\($0.id) \($0.span) \($0.message) \($0.notes)" },
      sourceLocation: sourceLocation)
  }

  @Test(
    "constraints, VFL predicates, insets and `when` blocks that read a metric are re-checked alone")
  func readByConstraintsAlone() {
    var session = LayoutSession()
    let text = """
      let gap = 10
      let side = 40
      view a
      view b
      view c
      H:|-gap-[a(side)]-gap-[b(>=side)]-|
      V:|-(gap)-[a(side)]
      b.top == a.top
      b.height == side * 2
      c.edges == root.edges inset(top: gap, leading: 100, bottom: 300, trailing: side)
      when compact {
        a.width >= gap
      }

      """
    #expect(session.load(text).isAccepted)
    // The first `:set` after a change of text checks the whole text, keeping what the next
    // ones need.
    var outcome = session.setMetric("gap", 16)
    #expect(outcome.isAccepted && outcome.recheckedStatements == nil)
    expectSameAsWholeRun(session)
    // gap: the H: line, the V: line, the compound edges and the `when` block's constraint.
    outcome = session.setMetric("gap", 24)
    #expect(outcome.isAccepted)
    #expect(outcome.recheckedStatements == 4)
    // H: |-24-[a]: a moves right by 14; V: a moves down by 14; c's top inset follows.
    #expect(
      session.layout?.views.first { $0.name == "a" }?.frame
        == Rect(x: 24, y: 24, width: 40, height: 40))
    #expect(session.layout?.views.first { $0.name == "c" }?.frame.y == 24)
    expectSameAsWholeRun(session)
    // side: the H: and V: lines, b's height (a constant times a metric) and c's inset.
    outcome = session.setMetric("side", 50)
    #expect(outcome.recheckedStatements == 4)
    #expect(session.layout?.views.first { $0.name == "b" }?.frame.height == 100)
    expectSameAsWholeRun(session)
    // Undo goes back through a whole check; the `:set` after it checks the whole text once
    // more, and the next re-checks alone again.
    #expect(session.undo().isAccepted)
    #expect(session.overrides == ["gap": 24])
    expectSameAsWholeRun(session)
    #expect(session.setMetric("gap", 9).recheckedStatements == nil)
    #expect(session.setMetric("gap", 8).recheckedStatements == 4)
    expectSameAsWholeRun(session)
    // A statement added later reads the metric too.
    #expect(session.submit("c.width >= gap").isAccepted)
    #expect(session.setMetric("gap", 11).recheckedStatements == nil)
    #expect(session.setMetric("gap", 12).recheckedStatements == 5)
    expectSameAsWholeRun(session)
    // `side` went back to 40 with the undo.
    #expect(session.savedText.hasPrefix("let gap = 12\nlet side = 40\n"))
  }

  @Test("a metric that reaches anything but a constraint's constant takes a whole check")
  func readElsewhere() {
    let cases: [(String, String)] = [
      // Another metric's value.
      ("let w = 40\nlet h = w * 2\nview a\nH:|[a(w)]\nV:|[a(h)]\n", "w"),
      // A view's property.
      ("let w = 40\nlabel a \"A\" (font: w)\nH:|[a]\nV:|[a]\n", "w"),
      // A stack's spacing.
      (
        "let s = 4\nstack k (spacing: s) {\n  view a\n  view b\n}\nH:|[k]\nV:|[k]\na.height == 10\nb.height == 10\n",
        "s"
      ),
      // A priority: the statement's new check differs in more than its constant.
      ("let p = 500\nview a\nH:|[a]\nV:|[a(10)]\na.width == 100 @p\n", "p"),
      // A coefficient: the same.
      ("let k = 2\nview a\nview b\nH:|[a][b]\nV:|[a(10)][b(10)]\nb.width == a.width * k\n", "k"),
      // A `when` condition.
      (
        "let wide = 1\nview a\nH:|[a(10)]\nV:|[a(10)]\nwhen wide {\n  a.left == root.left + 30\n}\n",
        "wide"
      ),
    ]
    for (text, metric) in cases {
      var session = LayoutSession()
      #expect(session.load(text).isAccepted, "\(text)")
      let outcome = session.setMetric(metric, metric == "wide" ? 0 : 60)
      #expect(outcome.isAccepted, "\(text)")
      #expect(outcome.recheckedStatements == nil, "\(text)")
      expectSameAsWholeRun(session)
    }
  }

  @Test("a re-checked value that makes required constraints conflict is refused, as before")
  func conflictRefused() {
    var session = LayoutSession()
    #expect(session.load("let w = 100\nview a\nH:|[a(w)]-(>=0)-|\nV:|[a(10)]\n").isAccepted)
    let outcome = session.setMetric("w", 500)
    #expect(!outcome.isAccepted)
    #expect(outcome.diagnostics.map(\.id) == [.unsatisfiable])
    #expect(session.overrides.isEmpty)
    #expect(session.setMetric("w", 300).recheckedStatements == nil)
    #expect(session.setMetric("w", 250).recheckedStatements == 1)
    expectSameAsWholeRun(session)
    // A refused re-checked value leaves the session, its solver and its rechecker as before.
    #expect(!session.setMetric("w", 600).isAccepted)
    #expect(session.overrides == ["w": 250])
    expectSameAsWholeRun(session)
    #expect(session.setMetric("w", 200).recheckedStatements == 1)
    expectSameAsWholeRun(session)
  }

  @Test("every metric of every sample: a :set ends where a whole run with -D ends")
  func samples() throws {
    let folder = packageRoot.appendingPathComponent("Samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".layout") }.sorted()
    var rechecked = 0
    var metrics = 0
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      var session = LayoutSession()
      guard session.load(text, name: name).isAccepted else { continue }
      for metric in session.names.metrics {
        // The first `:set` checks the whole text (and keeps what the next needs).
        guard session.setMetric(metric, 6).isAccepted else { continue }
        let outcome = session.setMetric(metric, 7)
        guard outcome.isAccepted else { continue }
        metrics += 1
        if outcome.recheckedStatements != nil { rechecked += 1 }
        expectSameAsWholeRun(session)
      }
    }
    // Ten metrics in the samples take the value 7; five reach only constraints' constants,
    // the others a property, a stack's spacing or another metric.
    #expect(metrics == 10)
    #expect(rechecked == 5)
  }

  @Test(
    "a labelled constraint's new constant re-checks its statement alone, and moves what follows")
  func constantRewrittenInPlace() {
    var session = LayoutSession()
    let text = """
      let gap = 8
      view a
      view b
      lead: a.leading == root.leading + 20
      H:[a(40)]-gap-[b(40)]
      V:|-10-[a(30)]
      top: b.top == a.top + 5
      b.height == 30
      view c
      c.width == 10 @500

      """
    #expect(session.load(text).isAccepted)
    // c's position is undetermined: a warning after the statements that will be rewritten.
    #expect(session.layout?.diagnostics.isEmpty == false)
    // The first `:set` checks the whole text; the next ones only the rewritten statement.
    #expect(session.setConstant("lead", 24).recheckedStatements == nil)
    var outcome = session.setConstant("lead", 30)
    #expect(outcome.isAccepted && outcome.recheckedStatements == 1)
    #expect(outcome.incremental?.constantsChanged == 1)
    #expect(session.text.contains("\nlead: a.leading == root.leading + 30\n"))
    #expect(abs((session.layout?.views.first { $0.name == "b" }?.frame.x ?? 0) - 78) < 1e-9)
    expectSameAsWholeRun(session)
    // Longer text: everything after the statement moves by three bytes.
    outcome = session.setConstant("lead", 30000)
    #expect(outcome.recheckedStatements == 1)
    #expect(session.text.contains("\nlead: a.leading == root.leading + 30000\n"))
    expectSameAsWholeRun(session)
    // And shorter again, then a statement after it, then a metric read after both.
    #expect(session.setConstant("lead", 2).recheckedStatements == 1)
    expectSameAsWholeRun(session)
    #expect(session.setConstant("top", 7).recheckedStatements == 1)
    expectSameAsWholeRun(session)
    // Any `:set` keeps what the next needs: the metric's first `:set` is quick too.
    #expect(session.setMetric("gap", 12).recheckedStatements == 1)
    #expect(session.setMetric("gap", 16).recheckedStatements == 1)
    expectSameAsWholeRun(session)
    #expect(session.setConstant("top", 9).recheckedStatements == 1)
    expectSameAsWholeRun(session)
    // Spans after the edits point at the right text: removing a label removes its line.
    #expect(session.remove("top").isAccepted)
    #expect(!session.text.contains("top:"))
    #expect(session.text.contains("\nb.height == 30\n"))
    expectSameAsWholeRun(session)
    // A new priority: the statement is rewritten and re-checked alone too, and the live
    // solver moves the constraint's errors to its new level, its rows untouched.
    #expect(session.submit("w: c.height == 10 @300").isAccepted)
    #expect(session.setPriority("w", 400).recheckedStatements == nil)  // after a new line
    let reprioritized = session.setPriority("w", 600)
    #expect(reprioritized.recheckedStatements == 1)
    #expect(reprioritized.incremental?.reprioritized == 1)
    #expect(reprioritized.incremental?.added == 0 && reprioritized.incremental?.removed == 0)
    #expect(session.text.contains("\nw: c.height == 10 @600\n"))
    expectSameAsWholeRun(session)
  }

  @Test("a rewritten constant that conflicts is refused, and the session stays as it was")
  func rewrittenConflict() {
    var session = LayoutSession()
    let text =
      "view a\nH:|[a]-(>=0)-|\nV:|[a(10)]\nw: a.width == 100\nview b\nH:|[b(10)]\nV:|[b(10)]\n"
    #expect(session.load(text).isAccepted)
    #expect(session.setConstant("w", 120).recheckedStatements == nil)
    #expect(session.setConstant("w", 150).recheckedStatements == 1)
    let before = session.text
    let outcome = session.setConstant("w", 5000)  // wider than the 375-point screen
    #expect(!outcome.isAccepted)
    #expect(outcome.diagnostics.map(\.id) == [.unsatisfiable])
    #expect(session.text == before)
    expectSameAsWholeRun(session)
    #expect(session.setConstant("w", 140).isAccepted)
    expectSameAsWholeRun(session)
  }

  @Test("a rewritten statement that read a metric stops reading it; what it reads now is followed")
  func rewrittenReader() {
    var session = LayoutSession()
    let text =
      "let gap = 10\nview a\nview b\nV:|[a(10)]\nV:|[b(10)]\nH:|-gap-[a(20)]\nspace: b.leading == a.trailing + gap\nb.width == 20\n"
    #expect(session.load(text).isAccepted)
    #expect(session.setMetric("gap", 12).recheckedStatements == nil)
    // gap: the H: line and the labelled statement.
    #expect(session.setMetric("gap", 14).recheckedStatements == 2)
    expectSameAsWholeRun(session)
    // Its constant written as a number: the statement no longer reads gap.
    #expect(session.setConstant("space", 5).recheckedStatements == 1)
    #expect(session.text.contains("space: b.leading == a.trailing + 5\n"))
    #expect(session.setMetric("gap", 20).recheckedStatements == 1)
    expectSameAsWholeRun(session)
    #expect(abs((session.layout?.views.first { $0.name == "b" }?.frame.x ?? 0) - 45) < 1e-9)
  }

  @Test("a new priority moves a constraint between levels: the frames follow, as a whole run's do")
  func priorityRewrittenInPlace() {
    var session = LayoutSession()
    // Two wishes for a's width at 500 and 250: the stronger one wins.
    let text = "view a\nH:|[a]\nV:|[a(10)]\nwide: a.width == 200 @500\nnarrow: a.width == 50 @250\n"
    #expect(session.load(text).isAccepted)
    #expect(session.setPriority("narrow", 300).recheckedStatements == nil)
    #expect(session.layout?.views.first { $0.name == "a" }?.frame.width == 200)
    // Now the narrow wish outranks the wide one.
    let outcome = session.setPriority("narrow", 700)
    #expect(outcome.recheckedStatements == 1)
    #expect(session.layout?.views.first { $0.name == "a" }?.frame.width == 50)
    #expect(outcome.changes.map(\.view) == ["a"])
    expectSameAsWholeRun(session)
    // Required cannot be reached in place; the session refuses it as before.
    #expect(!session.setPriority("narrow", 1000).isAccepted)
    expectSameAsWholeRun(session)
  }
}
