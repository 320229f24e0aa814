import Testing

@testable import StrutSolver

/// A row against a plain dictionary, through long random sequences of the operations the
/// tableau uses, so that the long form (sorted runs past `Row.flatLimit` terms) and the
/// moves between forms keep the same terms, in the same order, as the flat form.
@Suite("Rows")
struct RowTests {
  /// A number below `bound` from the suite's seeded generator (`Seeded`, SolverTests).
  func below(_ generator: inout Seeded, _ bound: Int) -> Int {
    Int(generator.next() % UInt64(bound))
  }

  func terms(_ row: Row) -> [(Symbol, Double)] {
    var result: [(Symbol, Double)] = []
    row.forEach { result.append(($0, $1)) }
    return result
  }

  func check(_ row: Row, _ model: [Int: Double], _ step: Int) {
    let expected = model.keys.sorted().map { (Symbol($0), model[$0] ?? 0) }
    let actual = terms(row)
    #expect(row.count == expected.count, "step \(step)")
    #expect(
      actual.elementsEqual(expected) { $0.0 == $1.0 && abs($0.1 - $1.1) < 1e-9 }, "step \(step)")
    #expect(row.symbols == expected.map(\.0), "step \(step)")
    // A walk that resumes after a bound (held or not, below, inside and beyond the row)
    // finds what a scan of the sorted symbols finds.
    for bound in [nil, -1, 0, 3, 511, 512, 700, 1_499, 1_500].map({ $0.map(Symbol.init) }) {
      for modulus in [1, 3, 7] {
        let test = { (symbol: Symbol) in symbol.index % modulus == 0 }
        let scan = expected.map(\.0).first { symbol in
          (bound.map { symbol > $0 } ?? true) && test(symbol)
        }
        #expect(row.firstSymbol(after: bound, where: test) == scan, "step \(step)")
      }
    }
  }

  @Test("inserts, removals and sums keep a long row's terms sorted and right, in either form")
  func randomOperations() {
    var generator = Seeded(state: 7)
    var row = Row()
    var model: [Int: Double] = [:]
    var (wasLong, wasShortAgain) = (false, false)
    for step in 0..<8_000 {
      // Grow past the flat limit, then shrink below half of it, then grow again.
      let phase = (step / 2_000) % 2
      let symbol = below(&generator, 1_500)
      // Growing: mostly inserts; shrinking: mostly removals (of symbols the row holds).
      let operation = below(&generator, 10)
      let inserts = phase == 0 ? operation < 6 : operation < 1
      let removes = phase == 0 ? (6..<8).contains(operation) : (1..<9).contains(operation)
      switch true {
      case inserts:
        let coefficient = Double(below(&generator, 9) + 1)
        row.insert(Symbol(symbol), coefficient)
        model[symbol, default: 0] += coefficient
        if model[symbol] == 0 { model[symbol] = nil }
      case removes:
        let held =
          phase == 1 && !model.isEmpty
          ? model.keys.sorted()[below(&generator, model.count)] : symbol
        let removed = row.remove(Symbol(held))
        #expect(removed == (model.removeValue(forKey: held) ?? 0), "step \(step)")
      default:
        // Add a small or a large row; terms that cancel disappear.
        var other = Row(constant: 1)
        var otherModel: [Int: Double] = [:]
        let size =
          below(&generator, 2) == 0 || phase == 1
          ? below(&generator, 5) + 1 : below(&generator, 700)
        for _ in 0..<size {
          let s = below(&generator, 1_500)
          let c = model[s].map { -$0 } ?? Double(below(&generator, 5) + 1)
          other.insert(Symbol(s), c)
          otherModel[s, default: 0] += c
          if otherModel[s] == 0 { otherModel[s] = nil }
        }
        var appeared: [Symbol] = []
        var vanished: [Symbol] = []
        row.add(other, times: 1, appeared: &appeared, vanished: &vanished)
        for (s, c) in otherModel {
          let before = model[s]
          let sum = (before ?? 0) + c
          model[s] = abs(sum) < 1e-12 ? nil : sum
          if before == nil, model[s] != nil { #expect(appeared.contains(Symbol(s))) }
          if before != nil, model[s] == nil { #expect(vanished.contains(Symbol(s))) }
        }
      }
      if step % 97 == 0 { check(row, model, step) }
      if row.count > Row.flatLimit { wasLong = true }
      if wasLong && row.count < Row.flatLimit / 2 { wasShortAgain = true }
    }
    // Both moves between the forms happened.
    #expect(wasLong && wasShortAgain)
    check(row, model, 8_000)
    // A long row scales and is solved for one of its symbols as a short one is.
    var long = Row(constant: 3)
    for s in 0..<1_200 { long.insert(Symbol(s), Double(s % 7 + 1)) }
    long.solve(for: Symbol(600))
    #expect(long.count == 1_199)
    // Symbol 600's coefficient is 600 mod 7 + 1 = 6.
    #expect(long.constant == -3.0 / 6)
    #expect(long.coefficient(of: Symbol(0)) == -1.0 / 6)
    #expect(!long.contains(Symbol(600)))
  }
}

/// A column against a plain set: holders come and go across the move from inline storage
/// to a set and back, and the column always holds exactly the model's symbols, once each.
@Suite("Columns")
struct ColumnTests {
  @Test("inserts and removals, repeated ones included, keep a column's holders exact")
  func againstASet() {
    var generator = Seeded(state: 42)
    for trial in 0..<100 {
      var column = Column()
      var model = Set<Int>()
      // Small universes keep the column near its four inline slots; larger ones push it
      // into a set and empty it again.
      let universe = trial % 2 == 0 ? 5 : 40
      for step in 0..<300 {
        let symbol = Int(generator.next() % UInt64(universe))
        let action = generator.next() % 6
        if action < 2 {
          column.remove(Symbol(symbol))
          model.remove(symbol)
        } else if action == 2 {
          // A pivot renames a holder: into a symbol the column does not hold yet.
          let new = Int(generator.next() % UInt64(universe))
          if !model.contains(new) {
            column.replace(Symbol(symbol), with: Symbol(new))
            if model.remove(symbol) != nil { model.insert(new) }
          }
        } else {
          column.insert(Symbol(symbol))
          model.insert(symbol)
        }
        let held = column.map(\.index)
        #expect(held.count == Set(held).count, "trial \(trial) step \(step): a holder twice")
        #expect(Set(held) == model, "trial \(trial) step \(step)")
        #expect(column.count == model.count && column.isEmpty == model.isEmpty)
      }
    }
  }

  @Test("a column is four words: one per symbol of the tableau, millions of them")
  func size() {
    #expect(MemoryLayout<Column>.size <= 32)
    #expect(MemoryLayout<Column>.stride == 32)
  }

  @Test("a symbol set stays exact through growth, collisions and removals that shift entries back")
  func symbolSetAgainstASet() {
    var generator = Seeded(state: 7)
    for trial in 0..<40 {
      var set = SymbolSet()
      var model = Set<Int>()
      // Universes from a few symbols to thousands (so the table grows several times), and
      // symbols that are multiples of a power of two (whose homes crowd together).
      let universe = [6, 50, 400, 3000][trial % 4]
      let stride = trial % 3 == 0 ? 1024 : 1
      for step in 0..<2000 {
        let symbol = Int(generator.next() % UInt64(universe)) * stride
        if generator.next() % 5 < 2 {
          set.remove(Symbol(symbol))
          model.remove(symbol)
        } else {
          set.insert(Symbol(symbol))
          model.insert(symbol)
        }
        #expect(set.count == model.count, "trial \(trial) step \(step)")
        if step % 97 == 0 || step == 1999 {
          let held = set.map(\.index)
          #expect(held.count == model.count && Set(held) == model, "trial \(trial) step \(step)")
          for probe in 0..<20 {
            let other = Int(generator.next() % UInt64(universe)) * stride
            #expect(set.contains(Symbol(other)) == model.contains(other), "probe \(probe)")
          }
        }
      }
    }
  }
}

/// The heap against a sorted array: whatever the order of pushes, and with pops between
/// them, entries come out in the order `precedes` gives, duplicates included.
@Suite("Heaps")
struct HeapTests {
  @Test("pushes and pops in random order give the entries in Dantzig's order, duplicates too")
  func againstSorting() {
    var generator = Seeded(state: 11)
    var heap = Heap<Candidate>()
    var model: [Candidate] = []
    func precedes(_ a: Candidate, _ b: Candidate) -> Bool { Candidate.precedes(a, b) }
    for step in 0..<6_000 {
      if generator.next() % 3 != 0 {
        let candidate = Candidate(
          level: Int(generator.next() % 4), cost: -Double(generator.next() % 50),
          symbol: Symbol(Int(generator.next() % 300)))
        heap.push(candidate)
        model.append(candidate)
      } else {
        model.sort(by: precedes)
        let expected = model.isEmpty ? nil : model.removeFirst()
        let popped = heap.popTop()
        #expect(popped?.symbol == expected?.symbol, "step \(step)")
        #expect(popped?.level == expected?.level && popped?.cost == expected?.cost)
      }
      #expect(heap.count == model.count)
    }
    model.sort(by: precedes)
    for expected in model { #expect(heap.popTop()?.symbol == expected.symbol) }
    #expect(heap.top == nil)
  }
}

/// Bland's heap is built only when an optimisation falls back to Bland's rule, from the
/// Dantzig heap's entries: every symbol that may enter must be among them, or the fallback
/// would pass over it. Checked on systems with many soft constraints before and after
/// partial solving, stale entries included.
@Suite("Bland's heap")
struct BlandHeapTests {
  @Test("started from the Dantzig heap, it holds every symbol that may enter, lowest first")
  func holdsEveryCandidate() throws {
    var generator = Seeded(state: 23)
    var candidatesSeen = 0
    for round in 0..<20 {
      var solver = Solver()
      let variables = (0..<30).map { solver.makeVariable(named: "v\($0)") }
      for _ in 0..<60 {
        let a = variables[Int(generator.next() % 30)]
        let b = variables[Int(generator.next() % 30)]
        let constant = Double(generator.next() % 100)
        let priority = [Priority.low, .high, Priority(500)][Int(generator.next() % 3)]
        switch generator.next() % 3 {
        case 0:
          _ = try? solver.add(
            (Expression(a) - Expression(b) == Expression(constant: constant)) | priority)
        case 1: _ = try? solver.add((Expression(a) >= Expression(constant: constant)) | priority)
        default: _ = try? solver.add(Expression(a) <= Expression(constant: 200))
        }
        // Solving now and then leaves stale entries behind in the Dantzig heap.
        if generator.next() % 7 == 0 { try solver.solve() }
      }
      var tableau = solver.tableau
      tableau.startBland()
      let expected = (0..<tableau.symbolCount).map(Symbol.init).filter {
        tableau.isBlandCandidate($0)
      }
      var popped: [Symbol] = []
      while let top = tableau.blandCandidates.top {
        if tableau.isBlandCandidate(top) && popped.last != top { popped.append(top) }
        tableau.popBlandTop()
      }
      #expect(popped == expected, "round \(round)")
      candidatesSeen += expected.count
    }
    // The systems do leave symbols that may enter (the test is not vacuous).
    #expect(candidatesSeen > 20)
  }
}
