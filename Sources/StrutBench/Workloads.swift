import StrutCheck
import StrutCore
import StrutEngine
import StrutSolver
import StrutSyntax

// The workloads of ../shared/bench/kiwi_bench.py, built identically: the same variables, the
// same constraints in the same order. kiwi's "strong" is priority 750, "medium" 500.
let gap = 8.0
let margin = 20.0
let minimumWidth = 10.0
let preferredWidth = 100.0
let strong = Priority(750)
let medium = Priority(500)

func chainContainerWidth(_ n: Int, wide: Bool = false) -> Double { (wide ? 120 : 80) * Double(n) }

struct Chain {
  var container: Variable
  var left: [Variable]
  var width: [Variable]
  var constraints: [Constraint]
}

/// W1 'chain' (also the body of 'edit' and of each 'independent' group).
func chainConstraints(
  _ n: Int, in solver: inout Solver, fixedWidth: Double?, prefix: String = ""
) -> Chain {
  let container = solver.makeVariable(named: prefix + "containerWidth")
  let left = (0..<n).map { solver.makeVariable(named: "\(prefix)left_\($0)") }
  let width = (0..<n).map { solver.makeVariable(named: "\(prefix)width_\($0)") }
  var constraints: [Constraint] = []
  if let fixedWidth {
    constraints.append(Expression(container) == Expression(constant: fixedWidth))
  }
  constraints.append(Expression(left[0]) == Expression(constant: margin))
  for i in 0..<n {
    constraints.append(Expression(width[i]) >= Expression(constant: minimumWidth))
    constraints.append(
      (Expression(width[i]) == Expression(constant: preferredWidth))
        | (i % 2 == 0 ? strong : medium))
    if i < n - 1 { constraints.append(Expression(left[i + 1]) == left[i] + width[i] + gap) }
  }
  constraints.append(left[n - 1] + width[n - 1] + margin == Expression(container))
  return Chain(container: container, left: left, width: width, constraints: constraints)
}

func gridSide(_ n: Int) -> Int { max(2, Int((Double(n).squareRoot()).rounded())) }

/// W2 'grid'.
func gridConstraints(_ n: Int, in solver: inout Solver) -> (
  k: Int, last: (Variable, Variable, Variable), [Constraint]
) {
  let k = gridSide(n)
  let screenWidth = solver.makeVariable(named: "screenWidth")
  let screenHeight = solver.makeVariable(named: "screenHeight")
  func cells(_ name: String) -> [[Variable]] {
    (0..<k).map { r in (0..<k).map { c in solver.makeVariable(named: "\(name)_\(r)_\(c)") } }
  }
  let x = cells("x")
  let y = cells("y")
  let w = cells("w")
  let h = cells("h")
  var cs: [Constraint] = [
    Expression(screenWidth) == Expression(constant: 80 * Double(k)),
    Expression(screenHeight) == Expression(constant: 45 * Double(k)),
  ]
  for r in 0..<k {
    cs.append(Expression(x[r][0]) == Expression(constant: margin))
    for c in 0..<(k - 1) { cs.append(Expression(x[r][c + 1]) == x[r][c] + w[r][c] + gap) }
    cs.append(x[r][k - 1] + w[r][k - 1] + margin == Expression(screenWidth))
  }
  for c in 0..<k {
    cs.append(Expression(y[0][c]) == Expression(constant: margin))
    for r in 0..<(k - 1) { cs.append(Expression(y[r + 1][c]) == y[r][c] + h[r][c] + gap) }
    cs.append(y[k - 1][c] + h[k - 1][c] + margin == Expression(screenHeight))
  }
  for r in 0..<k {
    for c in 0..<k {
      cs.append(Expression(w[r][c]) >= Expression(constant: minimumWidth))
      cs.append(Expression(h[r][c]) >= Expression(constant: minimumWidth))
      if r > 0 { cs.append(Expression(w[r][c]) == Expression(w[r - 1][c])) }
      if c > 0 { cs.append(Expression(h[r][c]) == Expression(h[r][c - 1])) }
      cs.append(
        (Expression(w[r][c]) == Expression(constant: preferredWidth))
          | (c % 2 == 0 ? strong : medium))
      cs.append((Expression(h[r][c]) == Expression(constant: 40)) | (r % 2 == 0 ? strong : medium))
    }
  }
  return (k, (x[k - 1][k - 1], w[k - 1][k - 1], screenWidth), cs)
}

/// Triangle wave of period 100 resolves, 4 px per step, above the chain's container width.
func editValue(_ n: Int, _ j: Int, wide: Bool) -> Double {
  let t = j % 100
  let triangle = t <= 50 ? t : 100 - t
  return chainContainerWidth(n, wide: wide) + 4 * Double(triangle)
}

enum BenchmarkFailure: Error, CustomStringConvertible {
  case wrongResult(String)
  var description: String {
    switch self {
    case .wrongResult(let what): "wrong result: \(what)"
    }
  }
}

/// The checks of kiwi_bench.py's check_chain: required constraints and the strong level hold.
func checkChain(_ chain: Chain, _ solver: Solver, containerWidth: Double) throws {
  let n = chain.left.count
  func near(_ a: Double, _ b: Double, _ scale: Double = 1) -> Bool {
    abs(a - b) < 1e-6 * max(1, scale)
  }
  guard near(solver.value(of: chain.left[0]), margin) else {
    throw BenchmarkFailure.wrongResult("left_0")
  }
  for i in 0..<n {
    let width = solver.value(of: chain.width[i])
    if i < n - 1 {
      let next = solver.value(of: chain.left[i]) + width + gap
      guard near(solver.value(of: chain.left[i + 1]), next, next) else {
        throw BenchmarkFailure.wrongResult("left_\(i + 1)")
      }
    }
    guard width >= minimumWidth - 1e-6 else {
      throw BenchmarkFailure.wrongResult("width_\(i) < 10")
    }
    if i % 2 == 0 && !near(width, preferredWidth) {
      throw BenchmarkFailure.wrongResult("width_\(i) = \(width)")
    }
  }
  let end = solver.value(of: chain.left[n - 1]) + solver.value(of: chain.width[n - 1]) + margin
  guard near(end, containerWidth, containerWidth) else {
    throw BenchmarkFailure.wrongResult("container")
  }
}
