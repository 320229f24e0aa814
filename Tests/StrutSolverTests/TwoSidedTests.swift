import Testing

@testable import StrutSolver

/// A soft equality whose sides are priced apart (`belowPriority`): one row and two errors
/// standing for `e <= 0 @priority` and `e >= 0 @belowPriority`, as a view's intrinsic size is
/// held by its hugging and its compression resistance.
@Suite("Equalities whose two sides have their own priorities")
struct TwoSidedTests {
  /// `w == 100`, above it at 250 (hugging), below it at 750 (compression resistance).
  func intrinsic(_ w: Variable) -> Constraint {
    Constraint(Expression(w) - 100, .equal, priority: .low, belowPriority: .high)
  }

  @Test("each side gives way only to what outranks it")
  func handComputed() throws {
    // Squeezed to 80 at 500: being below 100 costs the lower side's 750, which outranks
    // 500, so it stays at 100.
    var squeezed = Solver()
    let a = squeezed.makeVariable(named: "a")
    try squeezed.add(intrinsic(a))
    try squeezed.add((Expression(a) <= Expression(constant: 80)) | Priority(500))
    try squeezed.solve()
    #expect(squeezed.value(of: a) == 100)
    // Stretched to 120 at 500: being above 100 costs the upper side's 250, which 500
    // outranks, so it grows.
    var stretched = Solver()
    let b = stretched.makeVariable(named: "b")
    try stretched.add(intrinsic(b))
    try stretched.add((Expression(b) >= Expression(constant: 120)) | Priority(500))
    try stretched.solve()
    #expect(stretched.value(of: b) == 120)
    // Between the two: squeezed at 900 it gives way.
    try squeezed.add((Expression(a) <= Expression(constant: 60)) | Priority(900))
    try squeezed.solve()
    #expect(squeezed.value(of: a) == 60)
    // Alone it is determined, and both its sides explain it.
    var alone = Solver()
    let c = alone.makeVariable(named: "c")
    let id = try alone.add(intrinsic(c))
    #expect(try alone.undeterminedVariables().isEmpty)
    let explanation = try alone.explain(Expression(c))
    #expect(explanation.constraints == [id])
    #expect(explanation.sides[id] == [.upper, .lower])
    #expect(explanation.isDetermined)
  }

  @Test("only a soft equality may price its sides apart, and its priorities stay")
  func refusals() throws {
    var solver = Solver()
    let w = solver.makeVariable(named: "w")
    let e = Expression(w) - 10
    for constraint in [
      Constraint(e, .lessThanOrEqual, priority: .low, belowPriority: .high),
      Constraint(e, .equal, priority: .required, belowPriority: .high),
      Constraint(e, .equal, priority: .low, belowPriority: .required),
      Constraint(e, .equal, priority: .low, belowPriority: Priority(0)),
    ] {
      #expect(throws: SolverError.self) { try solver.add(constraint) }
    }
    let id = try solver.add(Constraint(e, .equal, priority: .low, belowPriority: .high))
    #expect(throws: SolverError.self) { try solver.setPriority(id, to: Priority(500)) }
    try solver.solve()
    #expect(solver.value(of: w) == 10)
  }

  @Test(
    "random systems: one two-sided equality behaves as its two inequalities, edited and removed")
  func randomSystemsAgree() throws {
    var generator = Seeded(state: 77)
    var compared = 0
    var removals = 0
    var edits = 0
    let priorities = [Priority.high, .low, Priority(500), Priority(251), Priority(999)]
    for _ in 0..<300 {
      var merged = Solver()
      var split = Solver()
      let count = 3 + generator.next(below: 5)
      let variables = (0..<count).map { merged.makeVariable(named: "v\($0)") }
      for index in 0..<count { _ = split.makeVariable(named: "v\(index)") }
      // (id in `merged`, ids in `split`) of the two-sided ones, to remove some later.
      var pairs: [(ConstraintID, [ConstraintID])] = []
      for _ in 0..<(4 + generator.next(below: 12)) {
        let a = variables[generator.next(below: count)]
        let b = variables[generator.next(below: count)]
        let constant = Double([0, 5, 10, 20, 40][generator.next(below: 5)])
        let priority = ([Priority.required] + priorities)[generator.next(below: 6)]
        switch generator.next(below: 5) {
        case 0, 1:
          // A two-sided equality on one variable or on a difference.
          let upper = priorities[generator.next(below: priorities.count)]
          let lower = priorities[generator.next(below: priorities.count)]
          let e =
            a == b || generator.next(below: 2) == 0
            ? Expression(a) - constant : Expression(a) - Expression(b) - constant
          let one = try merged.add(
            Constraint(e, .equal, priority: upper, belowPriority: lower))
          let first = try split.add(Constraint(e, .lessThanOrEqual, priority: upper))
          let second = try split.add(Constraint(e, .greaterThanOrEqual, priority: lower))
          pairs.append((one, [first, second]))
        default:
          let constraint: Constraint
          switch generator.next(below: 3) {
          case 0 where a != b: constraint = (Expression(a) == b + (constant - 10)) | priority
          case 1: constraint = (Expression(a) >= Expression(constant: constant)) | priority
          default: constraint = (Expression(a) <= Expression(constant: constant + 30)) | priority
          }
          // A required one may conflict; it must do so in both, or in neither.
          let inMerged = (try? merged.add(constraint)) != nil
          let inSplit = (try? split.add(constraint)) != nil
          #expect(inMerged == inSplit)
        }
      }
      compared += try expectSameSolutions(&merged, &split, variables)
      // A new constant (an intrinsic size that changed) is both sides' new constant.
      if !pairs.isEmpty, generator.next(below: 2) == 0 {
        let (one, two) = pairs[generator.next(below: pairs.count)]
        let constant = -Double([0, 15, 35, 60][generator.next(below: 4)])
        try merged.setConstant(one, to: constant)
        for id in two { try split.setConstant(id, to: constant) }
        compared += try expectSameSolutions(&merged, &split, variables)
        edits += 1
      }
      // Taking one out is taking both out.
      if !pairs.isEmpty, generator.next(below: 2) == 0 {
        let (one, two) = pairs[generator.next(below: pairs.count)]
        try merged.remove(one)
        for id in two { try split.remove(id) }
        compared += try expectSameSolutions(&merged, &split, variables)
        removals += 1
      }
    }
    #expect(compared > 1_000 && removals > 100 && edits > 100)
  }
}
