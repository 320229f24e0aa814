import StrutCheck
import StrutCore
import StrutEngine
import StrutReport
import StrutSolver
import StrutSyntax

/// The 'chain' workload written as a `.layout` file and run through the whole pipeline
/// (lex, parse, check, compile, solve, frames and ambiguity): the root is the container
/// (80N wide), N views in a row with the chain's margins, gaps, minimum and preferred widths.
func layoutChainSource(_ n: Int) -> String {
  var lines = ["screen \(Int(chainContainerWidth(n))) x 100"]
  for i in 0..<n {
    lines.append("view v\(i)")
    lines.append("v\(i).width >= 10")
    lines.append("v\(i).width == 100 @\(i % 2 == 0 ? 750 : 500)")
    lines.append("V:|[v\(i)(20)]")
  }
  lines.append("v0.left == root.left + 20")
  for i in 0..<(n - 1) { lines.append("v\(i + 1).left == v\(i).right + 8") }
  lines.append("v\(n - 1).right + 20 == root.right")
  return lines.joined(separator: "\n") + "\n"
}

func runLayoutChain(_ workload: String, _ n: Int) throws -> (Double, Double, [String: Int]) {
  let t0 = now()
  let source = layoutChainSource(n)
  let t1 = now()
  let run = Pipeline.run(SourceFile(name: "chain.layout", text: source))
  let t2 = now()
  // The odd widths share their shrinkage in any proportion (equal priorities), so the
  // report warns that they are ambiguous, as Auto Layout would; errors would be wrong.
  guard !run.hasErrors, let screen = run.screens.first,
    !screen.diagnostics.contains(where: \.isError)
  else { throw BenchmarkFailure.wrongResult("the layout chain has errors") }
  let last = screen.views[n]
  guard
    abs(last.frame.x + last.frame.width + 20 - chainContainerWidth(n)) < 1e-6
      * chainContainerWidth(n),
    screen.views[1].frame.width == 100
  else { throw BenchmarkFailure.wrongResult("layout chain frames") }
  return (t1 - t0, t2 - t1, ["views": n, "bytes": source.utf8.count])
}

/// `:set` in the REPL on a layout of `n` views (the layout chain): changing a metric that one
/// constraint uses (the left margin), a labelled constraint's constant (the right margin),
/// a metric every gap uses (n − 1 constants at once), a labelled preferred width's
/// priority, and a labelled line added and removed again. Each change is checked (just the
/// statements it reaches, after the first), its constants edited in the live solver (a new
/// priority: its errors' weight moved to the new level; never a rebuild), the frames
/// compared, and the
/// REPL's report of it written out as text (frames that moved, new problems), as `strut repl`
/// prints it. Median seconds.
/// `only`, when given, runs just the case of that name (for a profiler).
func runReplSet(_ n: Int, reps: Int, only: String? = nil) throws -> [String: Any] {
  var source = layoutChainSource(n)
  source = source.replacingOccurrences(of: ".right + 8\n", with: ".right + gap\n")
  source = source.replacingOccurrences(
    of: "v0.left == root.left + 20", with: "v0.left == root.left + margin")
  source = source.replacingOccurrences(
    of: "v\(n - 1).right + 20 == root.right", with: "trailing: v\(n - 1).right + 20 == root.right")
  source = source.replacingOccurrences(
    of: "\nv1.width == 100 @500\n", with: "\nwish: v1.width == 100 @500\n")
  source = "let gap = 8\nlet margin = 20\n" + source
  var session = LayoutSession()
  guard session.load(source).isAccepted else {
    throw BenchmarkFailure.wrongResult("repl_set: the layout does not load")
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  let renderer = DiagnosticRenderer()
  var printed = 0
  var result: [String: Any] = ["views": n]
  let cases: [(String, Int, (inout LayoutSession, Double) -> LayoutSession.Outcome)] = [
    ("metric_once", 1, { $0.setMetric("margin", $1) }),
    ("constant", 1, { $0.setConstant("trailing", $1) }),
    ("metric_all_gaps", n - 1, { $0.setMetric("gap", $1) }),
    // A preferred width's priority, 510 to 550: its weight moves level, its rows stay.
    ("priority", 0, { $0.setPriority("wish", 510 + 10 * ($1 - 16)) }),
    // A line typed and taken out again (`:remove`): a constraint added, then removed, each
    // followed by the ambiguity analysis; the total is both changes.
    (
      "line_added_removed", 0,
      { session, value in
        _ = session.submit("extra: v\(n / 2).height <= \(Int(value) + 70)")
        return session.remove("extra")
      }
    ),
  ]
  for (name, expected, change) in cases where only == nil || only == name {
    var totals: [Double] = []
    var checks: [Double] = []
    var solves: [Double] = []
    var layouts: [Double] = []
    var prints: [Double] = []
    for step in 0..<max(20, reps * 20) {
      let start = now()
      let outcome = change(&session, Double(16 + step % 5))
      // What the REPL prints for the change (`ReplCommand.report`).
      let printStart = now()
      var text = TextReport.describe(outcome.changes)
      for problem in outcome.newProblems {
        text += renderer.render(problem, in: outcome.sessionFile)
      }
      printed += text.utf8.count
      prints.append(now() - printStart)
      totals.append(now() - start)
      let followed =
        name == "line_added_removed"
        ? outcome.incremental.map { $0.removed == 1 && $0.added == 0 } == true
        : name == "priority"
          ? outcome.incremental.map { $0.reprioritized == 1 && $0.added == 0 && $0.removed == 0 }
            == true
          : outcome.incremental?.constantsChanged == expected
      guard outcome.isAccepted, followed else {
        throw BenchmarkFailure.wrongResult(
          "repl_set \(name): not an incremental change of \(expected) constants")
      }
      checks.append(outcome.seconds.check)
      solves.append(outcome.seconds.solve)
      layouts.append(outcome.seconds.layout)
    }
    result[name + "_total_s"] = median(totals)
    result[name + "_printed_bytes"] = printed
    printed = 0
    result[name + "_check_s"] = median(checks)
    result[name + "_solve_s"] = median(solves)
    result[name + "_layout_s"] = median(layouts)
    result[name + "_print_s"] = median(prints)
  }
  return result
}
