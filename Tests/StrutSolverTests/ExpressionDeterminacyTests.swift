import Testing

@testable import StrutSolver

@Suite("Whether the optimum fixes an expression")
struct ExpressionDeterminacyTests {
  @Test("a difference of two free values that move together is fixed; their sum is not")
  func handComputed() throws {
    var solver = Solver()
    let parent = solver.makeVariable(named: "parent.x")
    let child = solver.makeVariable(named: "child.x")
    let other = solver.makeVariable(named: "other.x")
    // The parent is free; the child is 12 right of it; `other` is at least 5 (not pinned).
    try solver.add(Expression(child) == parent + 12)
    try solver.add(Expression(other) >= Expression(constant: 5))
    let found = try solver.undetermined(variablesAnd: [
      Expression(child) - Expression(parent),  // 12 whatever the parent: fixed
      Expression(child) + Expression(parent),  // moves with the parent
      Expression(parent) - Expression(parent),  // no terms left: fixed
      Expression(other) - Expression(child),  // both free, independently
    ])
    #expect(found.variables.sorted { $0.index < $1.index } == [parent, child, other])
    #expect(found.expressions == [false, true, false, true])
  }

  @Test("a child's origin in its parent is fixed at the end of a long free chain")
  func longChain() throws {
    // 2,000 boxes, each 10 right of the one before, the first free: every absolute x is
    // undetermined, every box's x relative to the one before it is fixed, and so is the
    // last's relative to the first (the expansion cancels along the chain).
    var solver = Solver()
    let xs = (0..<2_000).map { solver.makeVariable(named: "x\($0)") }
    for index in 1..<xs.count { try solver.add(Expression(xs[index]) == xs[index - 1] + 10) }
    var expressions = (1..<xs.count).map { Expression(xs[$0]) - Expression(xs[$0 - 1]) }
    expressions.append(Expression(xs[xs.count - 1]) - Expression(xs[0]))
    expressions.append(Expression(xs[xs.count - 1]))
    let found = try solver.undetermined(variablesAnd: expressions)
    #expect(found.variables.count == xs.count)
    #expect(found.expressions.dropLast().allSatisfy { !$0 })
    #expect(found.expressions.last == true)
  }

  @Test("where only the cone test can tell: a chain held by pairs of inequalities")
  func chainOfInequalityPairs() throws {
    // x0 = 0, then each box at least and at most 10 right of the one before: every value is
    // fixed, but each row names the slacks of every pair before it, which no sketch decides
    // (they are zero-cost and cannot move alone). A box's x relative to the one before is
    // expanded as a whole, so the chain above it cancels; one that is free stays free.
    var solver = Solver()
    let xs = (0..<150).map { solver.makeVariable(named: "x\($0)") }
    let loose = solver.makeVariable(named: "loose")
    try solver.add(Expression(xs[0]) == Expression(constant: 0))
    for index in 1..<xs.count {
      try solver.add(Expression(xs[index]) >= xs[index - 1] + 10)
      try solver.add(Expression(xs[index]) <= xs[index - 1] + 10)
    }
    try solver.add(Expression(loose) >= xs[xs.count - 1] + 0)
    var expressions = (1..<xs.count).map { Expression(xs[$0]) - Expression(xs[$0 - 1]) }
    expressions.append(Expression(loose) - Expression(xs[xs.count - 1]))
    let found = try solver.undetermined(variablesAnd: expressions)
    #expect(found.variables == [loose])
    #expect(found.expressions.dropLast().allSatisfy { !$0 })
    #expect(found.expressions.last == true)
    try solver.solve()
    #expect(solver.value(of: xs[xs.count - 1]) == 1_490)
  }

  @Test("random systems: an expression is determined exactly when a variable it defines is")
  func agreesWithDefinedVariables() throws {
    var generator = Seeded(state: 41)
    var compared = (fixed: 0, free: 0)
    for _ in 0..<400 {
      var solver = Solver()
      let count = 3 + generator.next(below: 5)
      let variables = (0..<count).map { solver.makeVariable(named: "v\($0)") }
      var written: [Constraint] = []
      for _ in 0..<(3 + generator.next(below: 10)) {
        let a = variables[generator.next(below: count)]
        let b = variables[generator.next(below: count)]
        let constant = Double([0, 5, 10, 20][generator.next(below: 4)])
        let priority = [Priority.required, .high, .low, Priority(500)][generator.next(below: 4)]
        let constraint: Constraint
        switch generator.next(below: 5) {
        case 0 where a != b, 1 where a != b:
          constraint = (Expression(a) == b + (constant - 10)) | priority
        case 2: constraint = (Expression(a) >= Expression(constant: constant)) | priority
        case 3: constraint = (Expression(a) <= b + constant) | priority
        default:
          let soft = priority.isRequired ? Priority.low : priority
          constraint = (Expression(a) == Expression(constant: constant)) | soft
        }
        if (try? solver.add(constraint)) != nil { written.append(constraint) }
      }
      // Differences and sums of two variables, and a weighted sum of three.
      var expressions: [Expression] = []
      for _ in 0..<4 {
        let a = variables[generator.next(below: count)]
        let b = variables[generator.next(below: count)]
        let c = variables[generator.next(below: count)]
        switch generator.next(below: 3) {
        case 0: expressions.append(Expression(a) - Expression(b))
        case 1: expressions.append(Expression(a) + Expression(b))
        default: expressions.append(Expression(a) * 2 - Expression(b) + Expression(c) * 0.5)
        }
      }
      let found = try solver.undetermined(variablesAnd: expressions)
      // The same system with a variable defined by each expression, asked the old way.
      var defined = Solver()
      let copies = (0..<count).map { defined.makeVariable(named: "v\($0)") }
      for constraint in written { try defined.add(constraint) }
      var targets: [Variable] = []
      for expression in expressions {
        let target = defined.makeVariable(named: "e\(targets.count)")
        var terms = Expression(target)
        for term in expression.terms {
          terms = terms - Expression(copies[term.variable.index]) * term.coefficient
        }
        try defined.add(terms == Expression(constant: 0))
        targets.append(target)
      }
      let undetermined = Set(try defined.undeterminedVariables())
      #expect(Set(found.variables) == undetermined.filter { $0.index < count })
      for (index, target) in targets.enumerated() {
        #expect(found.expressions[index] == undetermined.contains(target))
        if found.expressions[index] { compared.free += 1 } else { compared.fixed += 1 }
      }
    }
    // Both answers are well represented.
    #expect(compared.fixed > 300 && compared.free > 300)
  }
}
