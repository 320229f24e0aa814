import StrutCore
import StrutEngine
import StrutModel
import Testing

/// A wrapping label whose width grows with its height: more lines make it wider, which makes
/// fewer lines, which makes it narrower again, so the passes never settle.
let oscillating = """
  label l "aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa" (lines: 0, hugging.v: 999, compression.v: 999, hugging.h: 1, compression.h: 1)
  l.top == root.top
  l.leading == root.leading
  l.width == 100 + l.height * 2 @500
  """

@Suite("The one pipeline")
struct PipelineTests {
  @Test("keeping the solvers until the process ends changes nothing in the run")
  func solversKeptUntilExit() throws {
    for name in ["profile.layout", "settings-stacks.layout", "scroll-broken-chain.layout"] {
      let text = try String(
        contentsOf: packageRoot.appendingPathComponent("Samples/\(name)"), encoding: .utf8)
      let file = SourceFile(name: name, text: text)
      var kept = Pipeline.Options()
      kept.keepsSolversUntilExit = true
      let (freed, held) = (Pipeline.run(file), Pipeline.run(file, kept))
      #expect(freed.screens.count == held.screens.count)
      for (a, b) in zip(freed.screens, held.screens) {
        #expect(a.views.map(\.frame) == b.views.map(\.frame), "\(name)")
        #expect(a.diagnostics == b.diagnostics, "\(name)")
      }
    }
  }

  @Test("run and the REPL's session both warn about a layout that does not settle")
  func unsettledEverywhere() throws {
    let run = Pipeline.run(SourceFile(name: "t", text: oscillating))
    let screen = try #require(run.screens.first)
    #expect(screen.diagnostics.map(\.id) == [.layoutUnsettled])
    #expect(screen.diagnostics.first?.message.contains("after 4 passes") == true)
    var session = LayoutSession()
    let outcome = session.load(oscillating)
    #expect(outcome.isAccepted)
    #expect(outcome.newProblems.map(\.id) == [.layoutUnsettled])
    // The session lays the screen out exactly as run does.
    #expect(session.layout?.views.map(\.frame) == screen.views.map(\.frame))
  }

  @Test("diagnostics are in file order, ties in the order found, for run and session alike")
  func oneOrder() {
    let text = "view a\nview b\nview c (intrinsic: 10 x 10)\nlet unused = 3\nc.top == root.top\n"
    let run = Pipeline.run(SourceFile(name: "t", text: text), Pipeline.Options(depth: .check))
    #expect(run.diagnostics.map(\.id) == [.unconstrainedView, .unconstrainedView])
    let starts = run.diagnostics.map(\.span.start)
    #expect(starts == starts.sorted())
    var session = LayoutSession()
    _ = session.load(text)
    #expect(session.diagnostics == run.diagnostics)
    // Ties keep the order they were found in.
    let a = Diagnostic(.unknownView, "first", at: SourceSpan(4, 5))
    let b = Diagnostic(.unknownView, "second", at: SourceSpan(4, 9))
    let c = Diagnostic(.unknownView, "earlier", at: SourceSpan(1, 2))
    #expect(Pipeline.inFileOrder([a, b, c]).map(\.message) == ["earlier", "first", "second"])
  }

  @Test("a sweep's steps are the layouts of separate runs with -D, without re-reading text")
  func sweepMatchesRuns() throws {
    let text = """
      let gap = 8
      screen 320 x 568
      screen 414 x 896
      view a (intrinsic: 50 x 50)
      view b
      H:|-gap-[a]-gap-[b]-gap-|
      V:|-gap-[a]
      b.top == a.bottom + gap * 2
      b.height == 40 @750
      when root.width > 400 { b.height == 80 }
      """
    let file = SourceFile(name: "t", text: text)
    let values = [0.0, 10, 25, 40]
    let sweep = try Sweep.run(file, overrides: [:], metric: "gap", values: values).get()
    #expect(sweep.steps.map(\.value) == values)
    for (step, value) in zip(sweep.steps, values) {
      let run = Pipeline.run(file, Pipeline.Options(overrides: ["gap": value]))
      #expect(step.screens.count == 2)
      for (swept, alone) in zip(step.screens, run.screens) {
        #expect(swept.views.map(\.frame) == alone.views.map(\.frame))
        #expect(swept.diagnostics.map(\.message) == alone.diagnostics.map(\.message))
      }
    }
    // Hand-computed: at gap 25 on the 414-point screen, b starts at 25 + 50 + 25 = 100 and
    // is 414 - 100 - 25 = 289 wide, 80 tall (the `when` block), 50 below a.
    let wide = try #require(sweep.steps[2].screens.last?.views.first { $0.name == "b" })
    #expect(wide.frame == Rect(x: 100, y: 125, width: 289, height: 80))
  }

  @Test("a sweep step that makes the file wrong has no layout and says why")
  func sweepStepWithErrors() throws {
    let text =
      "let side = 10\nview a (intrinsic: side x side)\na.top == root.top\na.leading == root.leading\n"
    let sweep = try Sweep.run(
      SourceFile(name: "t", text: text), overrides: [:], metric: "side", values: [-5, 20]
    ).get()
    #expect(sweep.steps[0].screens.isEmpty)
    #expect(sweep.steps[0].diagnostics.map(\.id) == [.negativeSize])
    #expect(
      sweep.steps[1].screens.first?.views.last?.frame == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test("a sweep of a name that is no metric is refused with a suggestion")
  func sweepUnknownMetric() {
    let result = Sweep.run(
      SourceFile(name: "t", text: "let gap = 8\nview a\n"), overrides: [:], metric: "gpa",
      values: [1])
    guard case .failure(let error) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(error == .noMetric("gpa", suggestion: Suggestion(for: "gpa", among: ["gap"])))
  }
}
