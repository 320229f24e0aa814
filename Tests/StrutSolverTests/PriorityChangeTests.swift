import Testing

@testable import StrutSolver

/// `Solver.setPriority`: a soft constraint moved to another soft level in place gives what a
/// solver built with the new priority from the start gives.
@Suite("Changing a soft constraint's priority")
struct PriorityChangeTests {
  @Test("the constraint that now ranks higher wins the tug of war, and back again")
  func tugOfWar() throws {
    var solver = Solver()
    let x = solver.makeVariable(named: "x")
    let wide = try solver.add((Expression(x) == Expression(constant: 100)) | .low)
    _ = try solver.add((Expression(x) == Expression(constant: 40)) | .high)
    try solver.solve()
    #expect(solver.value(of: x) == 40)
    try solver.setPriority(wide, to: Priority(900))  // a level the solver has not seen yet
    try solver.solve()
    #expect(solver.value(of: x) == 100)
    #expect(solver.constraint(wide)?.priority == Priority(900))
    try solver.setPriority(wide, to: Priority(750))  // a tie: either value is optimal
    try solver.solve()
    #expect(try solver.undeterminedVariables() == [x])
    try solver.setPriority(wide, to: .low)
    try solver.solve()
    #expect(solver.value(of: x) == 40)
    #expect(try solver.undeterminedVariables().isEmpty)
  }

  @Test("required stays required and soft stays soft; an unknown ID is refused")
  func refusals() throws {
    var solver = Solver()
    let x = solver.makeVariable(named: "x")
    let required = try solver.add(Expression(x) >= Expression(constant: 10))
    let soft = try solver.add((Expression(x) == Expression(constant: 40)) | .low)
    #expect(throws: SolverError.invalidPriority(.low)) {
      try solver.setPriority(required, to: .low)
    }
    #expect(throws: SolverError.invalidPriority(.required)) {
      try solver.setPriority(soft, to: .required)
    }
    #expect(throws: SolverError.invalidPriority(Priority(-5))) {
      try solver.setPriority(soft, to: Priority(-5))
    }
    try solver.remove(soft)
    #expect(throws: SolverError.unknownConstraint(soft)) {
      try solver.setPriority(soft, to: .high)
    }
    try solver.solve()
    #expect(solver.value(of: x) == 10)
  }

  @Test("a chain's lazy rows stay short")
  func rowsStayLazy() throws {
    // 200 views in a row, each preferring a width of 100 @500 in a container 8,000 wide.
    var solver = Solver()
    let container = solver.makeVariable(named: "container")
    _ = try solver.add(Expression(container) == Expression(constant: 8_000))
    var previous = Expression(constant: 0)
    var preferences: [ConstraintID] = []
    var widths: [Variable] = []
    for index in 0..<200 {
      let left = solver.makeVariable(named: "l\(index)")
      let width = solver.makeVariable(named: "w\(index)")
      _ = try solver.add(Expression(left) == previous + 8)
      _ = try solver.add(Expression(width) >= Expression(constant: 10))
      preferences.append(
        try solver.add((Expression(width) == Expression(constant: 100)) | Priority(500)))
      previous = Expression(left) + Expression(width)
      widths.append(width)
    }
    _ = try solver.add(previous + 8 == Expression(container))
    try solver.solve()
    // The row that closes the chain is as long as it; the definitions stay a few terms each.
    let terms = { (solver: Solver) in solver.tableau.rows.reduce(0) { $0 + ($1?.count ?? 0) } }
    let before = terms(solver)
    #expect(before < 3_000)
    // Every width but one ties at 500: the one raised to 510 keeps its 100.
    try solver.setPriority(preferences[7], to: Priority(510))
    try solver.solve()
    #expect(terms(solver) < 3_000)
    #expect(solver.value(of: widths[7]) == 100)
    let undetermined = try solver.undeterminedVariables()
    #expect(!undetermined.contains(widths[7]) && undetermined.contains(widths[8]))
  }

  @Test("random systems, priorities changed in place, agree with systems built at the new ones")
  func randomSystems() throws {
    var generator = Seeded(state: 23)
    var compared = 0
    var changed = 0
    var fromFollowers = 0
    let priorities = [Priority.high, .low, Priority(500), Priority(300), Priority(999)]
    for _ in 0..<300 {
      var live = Solver()
      let count = 3 + generator.next(below: 5)
      let variables = (0..<count).map { live.makeVariable(named: "v\($0)") }
      // What was added, by the ID the solver gave it.
      var written: [Constraint] = []
      for _ in 0..<(4 + generator.next(below: 14)) {
        let a = variables[generator.next(below: count)]
        let b = variables[generator.next(below: count)]
        let constant = Double([0, 5, 10, 20][generator.next(below: 4)])
        let priority = ([Priority.required] + priorities)[generator.next(below: 6)]
        let constraint: Constraint
        switch generator.next(below: 4) {
        case 0 where a != b: constraint = Expression(a) == b + (constant - 10)
        case 1: constraint = (Expression(a) >= Expression(constant: constant)) | priority
        case 2: constraint = (Expression(a) <= Expression(constant: constant + 30)) | priority
        default:
          let soft = priority.isRequired ? Priority.low : priority
          constraint = (Expression(a) == Expression(constant: constant)) | soft
        }
        guard let id = try? live.add(constraint) else { continue }
        #expect(id.rawValue == written.count)
        written.append(constraint)
      }
      // Three new priorities for soft constraints, each checked against a fresh build.
      for _ in 0..<3 {
        let soft = written.indices.filter { !written[$0].priority.isRequired }
        guard !soft.isEmpty else { break }
        let index = soft[generator.next(below: soft.count)]
        let priority = priorities[generator.next(below: priorities.count)]
        let id = ConstraintID(rawValue: index)
        if live.constraints[index]?.representative ?? -1 >= 0
          || live.duplicates.followers[index] != nil
        {
          fromFollowers += 1
        }
        try live.setPriority(id, to: priority)
        written[index].priority = priority
        changed += 1
        var fresh = Solver()
        for index in 0..<count { _ = fresh.makeVariable(named: "v\(index)") }
        for constraint in written { _ = try fresh.add(constraint) }
        compared += try expectSameSolutions(&live, &fresh, variables)
        // Copies written later at the new priority still merge and weigh in.
        do {
          let constraint = written[index]
          _ = try live.add(constraint)
          _ = try fresh.add(constraint)
          written.append(constraint)
          try expectSameSolutions(&live, &fresh, variables)
        }
      }
    }
    #expect(changed > 700)
    #expect(compared > 1500)
    #expect(fromFollowers > 20)
  }
}
