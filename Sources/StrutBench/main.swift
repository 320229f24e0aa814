// Times Strut on the workloads of ../shared/bench/kiwi_bench.py and prints one JSON line per
// (workload, N) with the same fields, so Benchmarks/compare.py can set them side by side.
//
// Usage: StrutBench --workload chain|chain_wide|grid|edit|edit_wide|independent|layout_chain
//                   --n N [--reps 5]
//        StrutBench --workload frontend --n MEGABYTES [--reps 5]   (lex + parse + check)
//        StrutBench --workload frontend --n MEGABYTES --write FILE  (write the generated file)
//        StrutBench --workload app --n VIEWS [--reps 5]  (`strut run`'s stages on an app screen)
//        StrutBench --workload app --n VIEWS --write FILE  (write that app screen's file)
//        StrutBench --workload repl_set --n VIEWS [--case NAME]  (`:set` in the REPL's session;
//                   --case runs one of its cases alone, as for a profiler)
import Foundation
import StrutCheck
import StrutCore
import StrutEngine
import StrutSolver
import StrutSyntax

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func solveAll(_ constraints: [Constraint], _ solver: inout Solver) throws {
  solver.reserveCapacity(constraints: constraints.count)
  for constraint in constraints { try solver.add(constraint) }
  try solver.solve()
}

/// One timed run: (build seconds, solve seconds, info).
func runOnce(_ workload: String, _ n: Int) throws -> (Double, Double, [String: Int]) {
  let t0 = now()
  var solver = Solver()
  switch workload {
  case "chain", "chain_wide":
    let wide = workload == "chain_wide"
    let c = chainContainerWidth(n, wide: wide)
    let chain = chainConstraints(n, in: &solver, fixedWidth: c)
    let t1 = now()
    try solveAll(chain.constraints, &solver)
    let t2 = now()
    try checkChain(chain, solver, containerWidth: c)
    return (t1 - t0, t2 - t1, ["vars": 2 * n + 1, "constraints": chain.constraints.count])
  case "grid":
    let (k, last, cs) = gridConstraints(n, in: &solver)
    let t1 = now()
    try solveAll(cs, &solver)
    let t2 = now()
    let (x, w, W) = last
    let edge = solver.value(of: x) + solver.value(of: w) + margin
    guard abs(edge - solver.value(of: W)) < 1e-6 * solver.value(of: W) else {
      throw BenchmarkFailure.wrongResult("grid edge")
    }
    return (t1 - t0, t2 - t1, ["vars": 4 * k * k + 2, "constraints": cs.count, "k": k])
  case "independent":
    let groups = max(1, n / 10)
    var chains: [Chain] = []
    for g in 0..<groups {
      chains.append(
        chainConstraints(10, in: &solver, fixedWidth: chainContainerWidth(10), prefix: "g\(g)_"))
    }
    let t1 = now()
    for chain in chains { for constraint in chain.constraints { try solver.add(constraint) } }
    try solver.solve()
    let t2 = now()
    for chain in chains.prefix(3) + chains.suffix(3) {
      try checkChain(chain, solver, containerWidth: chainContainerWidth(10))
    }
    return (
      t1 - t0, t2 - t1,
      [
        "vars": groups * 21, "constraints": chains.reduce(0) { $0 + $1.constraints.count },
        "groups": groups,
      ]
    )
  default:
    throw BenchmarkFailure.wrongResult("unknown workload \(workload)")
  }
}

func runEdit(_ n: Int, wide: Bool, reps: Int, resolves: Int = 1000) throws -> [String: Any] {
  let t0 = now()
  var solver = Solver()
  let chain = chainConstraints(n, in: &solver, fixedWidth: nil)
  try solveAll(chain.constraints, &solver)
  try solver.addEditVariable(chain.container, priority: strong)
  try solver.suggest(chainContainerWidth(n, wide: wide), for: chain.container)
  let setup = now() - t0
  func loop() throws -> Double {
    let start = now()
    for j in 0..<resolves { try solver.suggest(editValue(n, j, wide: wide), for: chain.container) }
    return now() - start
  }
  _ = try loop()
  var best = Double.infinity
  for _ in 0..<reps { best = min(best, try loop()) }
  try checkChain(chain, solver, containerWidth: editValue(n, resolves - 1, wide: wide))
  let perResolve: Double = best / Double(resolves) * 1e6
  var result: [String: Any] = ["setup_s": setup, "loop_s": best, "resolves": resolves]
  result["per_resolve_us"] = perResolve
  result["reps"] = reps
  result["vars"] = 2 * n + 1
  result["constraints"] = chain.constraints.count
  return result
}

// The allocator set up as `strut` sets it up (Sources/strut/main.swift says why): freed
// blocks stay in the heap for reuse instead of going back to the kernel, which would fault
// them in again page by page. Without it the benchmark timed glibc's default behaviour for
// large arrays, which the tool never sees.
if let found = dlsym(nil, "mallopt") {
  let mallopt = unsafeBitCast(found, to: (@convention(c) (Int32, Int32) -> Int32).self)
  _ = mallopt(-3, 1 << 30)  // M_MMAP_THRESHOLD
  _ = mallopt(-1, Int32.max)  // M_TRIM_THRESHOLD
}

var arguments = ArraySlice(CommandLine.arguments.dropFirst())
var options: [String: String] = [:]
while let flag = arguments.popFirst() {
  options[flag] = arguments.popFirst() ?? ""
}
let workload = options["--workload"] ?? "chain"
let n = Int(options["--n"] ?? "") ?? 1000
let reps = Int(options["--reps"] ?? "") ?? 5

do {
  var result: [String: Any] = ["impl": "strut", "workload": workload, "N": n]
  if workload == "frontend", let path = options["--write"] {
    // Writes the generated file instead of timing, for timing `strut check` on it.
    let text = frontEndSource(cards: frontEndCards(megabytes: Double(n)))
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    result["bytes"] = text.utf8.count
    result["path"] = path
  } else if workload == "app", let path = options["--write"] {
    // A realistic app screen of about N views (`appSource`), written for `strut run`.
    let text = appSource(views: n)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    result["bytes"] = text.utf8.count
    result["path"] = path
  } else if workload == "app" {
    result.merge(try runApp(views: n, reps: reps)) { $1 }
    result["reps"] = reps
  } else if workload == "repl_set" {
    result.merge(try runReplSet(n, reps: reps, only: options["--case"])) { $1 }
  } else if workload == "frontend" {
    result.merge(try runFrontEnd(megabytes: Double(n), reps: reps)) { $1 }
    result["reps"] = reps
  } else if workload == "edit" || workload == "edit_wide" {
    result.merge(try runEdit(n, wide: workload == "edit_wide", reps: reps)) { $1 }
  } else {
    func runner(_ workload: String, _ n: Int) throws -> (Double, Double, [String: Int]) {
      workload == "layout_chain" ? try runLayoutChain(workload, n) : try runOnce(workload, n)
    }
    _ = try runner(workload, n)  // warm-up
    var best: (Double, Double, [String: Int])?
    for _ in 0..<reps {
      let run = try runner(workload, n)
      if best == nil || run.1 < best!.1 { best = run }
    }
    if let best {
      result["build_s"] = best.0
      result["solve_s"] = best.1
      result["total_s"] = best.0 + best.1
      for (key, value) in best.2 { result[key] = value }
    }
    result["reps"] = reps
  }
  let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
} catch {
  FileHandle.standardError.write(Data("StrutBench: \(error)\n".utf8))
  exit(1)
}
