import StrutLayout
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
  let run = LayoutRun(file: SourceFile(name: "chain.layout", text: source))
  let t2 = now()
  // The odd widths share their shrinkage in any proportion (equal priorities), so the
  // report warns that they are ambiguous, as Auto Layout would; errors would be wrong.
  guard !run.hasErrors, let screen = run.screens.first, !screen.diagnostics.contains(where: \.isError)
  else { throw BenchmarkFailure.wrongResult("the layout chain has errors") }
  let last = screen.views[n]
  guard abs(last.frame.x + last.frame.width + 20 - chainContainerWidth(n)) < 1e-6 * chainContainerWidth(n),
    screen.views[1].frame.width == 100
  else { throw BenchmarkFailure.wrongResult("layout chain frames") }
  return (t1 - t0, t2 - t1, ["views": n, "bytes": source.utf8.count])
}
