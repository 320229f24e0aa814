import Testing

@testable import StrutSolver

/// The values read back after a solve: the first evaluation computes them in the walk that
/// orders the definitions (`definitionOrder(from:evaluatingInto:)`); later ones follow the
/// cached order, or run the flat program. All three must give the same values, bit for bit,
/// on nested, screen-like layouts, before and after removals.
@Suite("Evaluation")
struct EvaluationTests {
  /// A tree of boxes, each placed in its parent by an offset, some sized by soft targets,
  /// some kept apart from another box; a few placements removed when `removing`.
  func layout(seed: UInt64, removing: Bool) throws -> (Solver, [Variable]) {
    var generator = Seeded(state: seed)
    var solver = Solver()
    var variables: [Variable] = []
    var removable: [ConstraintID] = []
    let root = solver.makeVariable()
    try solver.add(Expression(root) == Expression(constant: 0))
    variables.append(root)
    for index in 1..<400 {
      let box = solver.makeVariable()
      let parent = variables[Int(generator.next() % UInt64(variables.count))]
      let offset = Double(generator.next() % 40) + 0.25
      let id = try solver.add(Expression(box) == parent + offset)
      if generator.next() % 5 == 0 { removable.append(id) }
      switch generator.next() % 3 {
      case 0:
        try solver.add((Expression(box) == Expression(constant: Double(index) / 3)) | Priority(250))
      case 1:
        let other = variables[Int(generator.next() % UInt64(variables.count))]
        try solver.add((Expression(box) >= other + 8.5) | Priority(750))
      default: break
      }
      variables.append(box)
    }
    if removing {
      for id in removable.prefix(20) { try solver.remove(id) }
    }
    try solver.solve()
    return (solver, variables)
  }

  @Test(
    "the walk's values, the order's and the flat program's are the same",
    arguments: [1, 2, 3] as [UInt64])
  func sameValues(seed: UInt64) throws {
    for removing in [false, true] {
      var (solver, variables) = try layout(seed: seed, removing: removing)
      #expect(solver.definitionOrderCache != nil, "the solve found the order")
      let walked = variables.map { solver.value(of: $0) }
      // Evaluated again along the cached order…
      solver.evaluatedSinceRowsChanged = false
      solver.updateValues()
      let ordered = variables.map { solver.value(of: $0) }
      // … and through the flat program a live solver's edits run.
      solver.updateValues()
      #expect(solver.evaluationCache != nil)
      let flat = variables.map { solver.value(of: $0) }
      let differences = zip(walked, ordered).filter { $0 != $1 }.count
      let flatDifferences = zip(walked, flat).filter { $0 != $1 }.count
      #expect(differences == 0, "removing: \(removing)")
      #expect(flatDifferences == 0, "removing: \(removing)")
      // Not all zero: the boxes sit at their offsets' sums.
      #expect(Set(walked).count > 100)
    }
  }
}
