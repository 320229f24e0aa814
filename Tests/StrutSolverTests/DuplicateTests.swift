import Testing

@testable import StrutSolver

/// Constraints that are copies of earlier ones once equalities are substituted are merged into
/// them (`Duplicates`); these check that nothing a caller sees changes.
@Suite("Merged duplicate constraints")
struct DuplicateTests {
  /// x = y + 5, x == 100 @low once or twice, y == 40 @low `copies` times, y >= 10 twice.
  private func tugOfWar(xCopies: Int, yCopies: Int, merging: Bool = true) throws -> (
    Solver, Variable, Variable, [ConstraintID]
  ) {
    var solver = Solver()
    solver.duplicates.isEnabled = merging
    let x = solver.makeVariable(named: "x")
    let y = solver.makeVariable(named: "y")
    var ids: [ConstraintID] = []
    ids.append(try solver.add(Expression(x) == y + 5))
    for _ in 0..<2 { ids.append(try solver.add(Expression(y) >= Expression(constant: 10))) }
    for _ in 0..<xCopies {
      ids.append(try solver.add((Expression(x) == Expression(constant: 100)) | .low))
    }
    for _ in 0..<yCopies {
      ids.append(try solver.add((Expression(y) == Expression(constant: 40)) | .low))
    }
    try solver.solve()
    return (solver, x, y, ids)
  }

  @Test("copies weigh as many times as they are written: 2 copies pull harder than 1")
  func copiesAddWeight() throws {
    // Minimise |x − 100| + 2·|y − 40| with x = y + 5: y = 40, x = 45.
    let (solver, x, y, ids) = try tugOfWar(xCopies: 1, yCopies: 2)
    #expect(solver.value(of: x) == 45)
    #expect(solver.value(of: y) == 40)
    // The second `y >= 10` and the second `y == 40` are followers: no rows of their own.
    #expect(solver.duplicates.followers[ids[1].rawValue] == [ids[2].rawValue])
    #expect(solver.duplicates.followers[ids[4].rawValue] == [ids[5].rawValue])
    // An offset form is the same constraint: x >= 15 is y >= 10 again.
    var offset = solver
    let id = try offset.add(Expression(x) >= Expression(constant: 15))
    #expect(offset.duplicates.followers[ids[1].rawValue] == [ids[2].rawValue, id.rawValue])
  }

  @Test("removing followers takes their weight away")
  func removingFollowers() throws {
    var (solver, x, y, ids) = try tugOfWar(xCopies: 2, yCopies: 3)
    #expect(solver.value(of: x) == 45)  // 3 copies of y == 40 beat 2 of x == 100
    try solver.remove(ids[6])
    try solver.remove(ids[7])
    try solver.solve()
    #expect(solver.value(of: x) == 100)  // now 2 against 1
    #expect(solver.value(of: y) == 95)
    #expect(try solver.undeterminedVariables().isEmpty)
  }

  @Test("removing a representative or the equality gives the copies rows, then values hold")
  func removingWhatMergesRestOn() throws {
    var (solver, x, y, ids) = try tugOfWar(xCopies: 2, yCopies: 3)
    try solver.remove(ids[5])  // the representative of y == 40: two copies are left
    try solver.solve()
    #expect(!solver.duplicates.isEnabled)
    #expect(try solver.undeterminedVariables() == [x, y])  // 2 copies against 2: a tie
    #expect((45...100).contains(solver.value(of: x)))

    var apart = try tugOfWar(xCopies: 2, yCopies: 3).0
    try apart.remove(ids[0])  // x = y + 5 goes: each holds its own preference
    try apart.solve()
    #expect(apart.value(of: x) == 100)
    #expect(apart.value(of: y) == 40)
    #expect(try apart.undeterminedVariables().isEmpty)
  }

  @Test("a new constant on a copy gives the layout a fresh build gives")
  func changingAConstant() throws {
    var (solver, x, y, ids) = try tugOfWar(xCopies: 1, yCopies: 2)
    try solver.setConstant(ids[5], to: -70)  // one copy now reads y == 70
    var fresh = Solver()
    let fx = fresh.makeVariable(named: "x")
    let fy = fresh.makeVariable(named: "y")
    try fresh.add(Expression(fx) == fy + 5)
    try fresh.add(Expression(fy) >= Expression(constant: 10))
    try fresh.add((Expression(fx) == Expression(constant: 100)) | .low)
    try fresh.add((Expression(fy) == Expression(constant: 40)) | .low)
    try fresh.add((Expression(fy) == Expression(constant: 70)) | .low)
    try fresh.solve()
    // |x − 100| + |y − 40| + |y − 70|, x = y + 5: y = 70 (x = 75) is the unique minimum.
    #expect(fresh.value(of: fy) == 70)
    #expect(solver.value(of: x) == fresh.value(of: fx))
    #expect(solver.value(of: y) == fresh.value(of: fy))
  }

  @Test("a conflict and an explanation name the first copy")
  func conflictsNameTheRepresentative() throws {
    var (solver, x, _, ids) = try tugOfWar(xCopies: 1, yCopies: 2)
    let before = solver.dump()
    #expect(throws: SolverError.unsatisfiable(conflicting: [ids[0], ids[1]])) {
      try solver.add(Expression(x) == Expression(constant: 0))
    }
    #expect(solver.dump() == before)
    let explanation = try solver.explain(Expression(x))
    #expect(explanation.constraints == [ids[0], ids[4]])
  }

  @Test("an equality between sizes already bounded below is added without phase one")
  func degenerateEquality() throws {
    // w1 >= 10 and w2 >= 10 make each a slack's row; w1 == w2 then reduces to a row of two
    // slacks with constant 0, whose subject is one of them.
    var solver = Solver()
    let w1 = solver.makeVariable(named: "w1")
    let w2 = solver.makeVariable(named: "w2")
    let w3 = solver.makeVariable(named: "w3")
    for w in [w1, w2, w3] { try solver.add(Expression(w) >= Expression(constant: 10)) }
    try solver.add(Expression(w1) == Expression(w2))
    try solver.add(Expression(w2) == w3 + 5)
    try solver.add((Expression(w1) == Expression(constant: 30)) | .low)
    try solver.add((Expression(w3) == Expression(constant: 50)) | .high)
    try solver.add(w1 + w3 <= Expression(constant: 90))
    try solver.solve()
    // w3 = 50 would need w1 = 55 and w1 + w3 = 105 > 90: w1 = w2 = 47.5, w3 = 42.5.
    #expect(solver.value(of: w1) == 47.5)
    #expect(solver.value(of: w2) == 47.5)
    #expect(solver.value(of: w3) == 42.5)
    #expect(try solver.undeterminedVariables().isEmpty)
  }

  /// Two sizes, each bounded below by 10 before anything ties them: `w1 >= 10`, `w2 >= 10`.
  private func twoBoundedSizes() throws -> (Solver, Variable, Variable, [ConstraintID]) {
    var solver = Solver()
    let w1 = solver.makeVariable(named: "w1")
    let w2 = solver.makeVariable(named: "w2")
    let ids = [
      try solver.add(Expression(w1) >= Expression(constant: 10)),
      try solver.add(Expression(w2) >= Expression(constant: 10)),
    ]
    return (solver, w1, w2, ids)
  }

  @Test("a bound added before the equality that makes it a copy becomes the first's follower")
  func copyMadeByALaterJoin() throws {
    // w2 >= 10 has rows of its own when w1 == w2 arrives; then it is w1 >= 10 again.
    func build() throws -> (Solver, Variable, Variable, [ConstraintID]) {
      var (solver, w1, w2, ids) = try twoBoundedSizes()
      ids.append(try solver.add(Expression(w1) == Expression(w2)))
      ids.append(try solver.add((Expression(w2) == Expression(constant: 30)) | .low))
      try solver.solve()
      return (solver, w1, w2, ids)
    }
    var (solver, w1, w2, ids) = try build()
    #expect(solver.constraints[ids[1].rawValue]?.representative == ids[0].rawValue)
    #expect(solver.duplicates.followers[ids[0].rawValue] == [ids[1].rawValue])
    #expect(solver.value(of: w1) == 30)
    #expect(solver.value(of: w2) == 30)
    // w2 == 5 contradicts the first bound through the equality: those two are named.
    #expect(throws: SolverError.unsatisfiable(conflicting: [ids[0], ids[2]])) {
      try solver.add(Expression(w2) == Expression(constant: 5))
    }
    // Removing the follower changes nothing; w1 == 5 still conflicts with the first bound.
    try solver.remove(ids[1])
    #expect(throws: SolverError.unsatisfiable(conflicting: [ids[0]])) {
      try solver.add(Expression(w1) == Expression(constant: 5))
    }
    // Removing the equality gives the follower its rows back: w2 >= 10 holds on its own.
    var apart = try build().0
    try apart.remove(ids[2])
    #expect(apart.constraints[ids[1].rawValue]?.representative == -1)
    #expect(throws: SolverError.unsatisfiable(conflicting: [ids[1]])) {
      try apart.add(Expression(w2) == Expression(constant: 5))
    }
    try apart.add((Expression(w1) == Expression(constant: 50)) | .low)
    try apart.solve()
    #expect(apart.value(of: w1) == 50)
    #expect(apart.value(of: w2) == 30)
    // Removing the first bound leaves the second, through the equality.
    var second = try build().0
    try second.remove(ids[0])
    #expect(throws: SolverError.unsatisfiable(conflicting: [ids[1], ids[2]])) {
      try second.add(Expression(w1) == Expression(constant: 5))
    }
    try second.add(Expression(w1) == Expression(constant: 12))
    try second.solve()
    #expect(second.value(of: w2) == 12)
  }

  @Test("a refused equality leaves the bound it would have made a copy with its rows")
  func refusedJoinRestoresTheCopy() throws {
    var (solver, w1, w2, bounds) = try twoBoundedSizes()
    let (first, second) = (bounds[0], bounds[1])
    try solver.add(Expression(w1) == Expression(constant: 20))
    let thirty = try solver.add(Expression(w2) == Expression(constant: 30))
    // w1 == w2 would make `w2 >= 10` a copy of `w1 >= 10`, but 20 ≠ 30: refused.
    #expect(throws: SolverError.self) { try solver.add(Expression(w1) == Expression(w2)) }
    #expect(solver.constraints[second.rawValue]?.representative == -1)
    #expect(solver.duplicates.followers[first.rawValue] == nil)
    // `w2 >= 10` still holds on its own.
    try solver.remove(thirty)
    #expect(throws: SolverError.unsatisfiable(conflicting: [second])) {
      try solver.add(Expression(w2) == Expression(constant: 5))
    }
    try solver.solve()
    #expect(solver.value(of: w1) == 20)
  }

  @Test("random systems give the same values merged as unmerged")
  func randomSystemsAgree() throws {
    let (compared, _) = try agreeOnRandomSystems(seed: 7, boundsFirst: false)
    #expect(compared > 1000)
  }

  @Test("random systems whose bounds come before their equalities agree too")
  func randomBoundsFirstAgree() throws {
    // Bounds first, then the equalities that make them copies: the later copies are taken
    // out of the tableau when the equality arrives.
    let (compared, madeFollowers) = try agreeOnRandomSystems(seed: 11, boundsFirst: true)
    #expect(compared > 1000)
    #expect(madeFollowers > 50)
  }

  /// 300 random systems added to a merging solver and to one that does not merge, then 3
  /// removals or new constants each: the same constraints accepted and refused (a refusal
  /// naming the same constraints, a follower standing for its representative), the same
  /// undetermined variables, the same values. Returns how many values were compared and how
  /// many constraints went from rows of their own to following a copy.
  private func agreeOnRandomSystems(seed: UInt64, boundsFirst: Bool) throws -> (Int, Int) {
    var generator = Seeded(state: seed)
    var compared = 0
    var madeFollowers = 0
    for _ in 0..<300 {
      var merged = Solver()
      var plain = Solver()
      plain.duplicates.isEnabled = false
      let count = 3 + generator.next(below: 5)
      let variables = (0..<count).map { merged.makeVariable(named: "v\($0)") }
      for index in 0..<count { _ = plain.makeVariable(named: "v\(index)") }
      let steps = 4 + generator.next(below: 14)
      for step in 0..<steps {
        let a = variables[generator.next(below: count)]
        let b = variables[generator.next(below: count)]
        let constant = Double([0, 5, 10, 20][generator.next(below: 4)])
        var priority = [Priority.required, .high, .low, Priority(500)][generator.next(below: 4)]
        var kind = generator.next(below: 4)
        if boundsFirst {
          kind =
            step < steps / 2 ? 1 + generator.next(below: 2) : [0, 0, 3][generator.next(below: 3)]
          if generator.next(below: 4) > 0 { priority = .required }
        }
        let constraint: Constraint
        switch kind {
        case 0 where a != b:
          constraint = Expression(a) == b + (constant - 10)
        case 1: constraint = (Expression(a) >= Expression(constant: constant)) | priority
        case 2: constraint = (Expression(a) <= Expression(constant: constant + 30)) | priority
        default:
          constraint =
            (Expression(a) == Expression(constant: constant))
            | Priority(
              priority.isRequired ? 250 : priority.value)
        }
        let ownRows = merged.constraints.indices.filter {
          merged.constraints[$0]?.representative == -1
        }
        let mergedResult = Result { () throws(SolverError) in try merged.add(constraint) }
        let plainResult = Result { () throws(SolverError) in try plain.add(constraint) }
        #expect(standingFor(mergedResult, in: merged) == standingFor(plainResult, in: merged))
        madeFollowers += ownRows.count { merged.constraints[$0]?.representative ?? -1 >= 0 }
      }
      try compare(&merged, &plain, variables, &compared)
      // Then removals and new constants, which give followers rows of their own.
      for _ in 0..<3 {
        let ids = plain.constraints.indices.map(ConstraintID.init(rawValue:)).filter {
          plain.contains($0)
        }
        guard let id = ids.isEmpty ? nil : ids[generator.next(below: ids.count)] else { break }
        if generator.next(below: 2) == 0 {
          try merged.remove(id)
          try plain.remove(id)
        } else {
          let constant = Double([-40, -25, 0, 15][generator.next(below: 4)])
          let mergedResult = Result { () throws(SolverError) in
            try merged.setConstant(id, to: constant)
          }
          let plainResult = Result { () throws(SolverError) in
            try plain.setConstant(id, to: constant)
          }
          #expect(mergedResult.map { true } == plainResult.map { true })
          guard (try? plainResult.get()) != nil else { break }
        }
        try compare(&merged, &plain, variables, &compared)
      }
    }
    return (compared, madeFollowers)
  }

  /// An add's result with every follower named in a refusal replaced by its representative.
  private func standingFor(
    _ result: Result<ConstraintID, SolverError>, in solver: Solver
  ) -> Result<ConstraintID, SolverError> {
    result.mapError { error in
      guard case .unsatisfiable(let conflicting) = error else { return error }
      let named = conflicting.map { id in
        let representative = solver.constraints[id.rawValue]?.representative ?? -1
        return representative >= 0 ? ConstraintID(rawValue: representative) : id
      }
      return .unsatisfiable(conflicting: Array(Set(named)).sorted { $0.rawValue < $1.rawValue })
    }
  }

  private func compare(
    _ merged: inout Solver, _ plain: inout Solver, _ variables: [Variable], _ compared: inout Int
  ) throws {
    compared += try expectSameSolutions(&merged, &plain, variables)
  }

}

extension Seeded {
  mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
