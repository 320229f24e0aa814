import Testing

@testable import StrutSolver

/// The objective's cost store against a dense table (a row of costs per level, by position),
/// through long random sequences of what the tableau does: symbols added and dropped, levels
/// made anywhere (past the eight a vector first holds), costs set and cleared — so that the
/// inline form, the vectors and the moves between them answer as the table does.
@Suite("Costs")
struct CostsTests {
  func below(_ generator: inout Seeded, _ bound: Int) -> Int {
    Int(generator.next() % UInt64(bound))
  }

  func check(_ costs: Costs, _ model: [[Double]], symbols: Int, step: Int) {
    #expect(costs.levelCount == model.count, "step \(step)")
    #expect(costs.symbolCount == symbols, "step \(step)")
    for index in 0..<symbols {
      let symbol = Symbol(index)
      let expected = model.indices.compactMap { level in
        model[level][index] != 0 ? (level, model[level][index]) : nil
      }
      for level in model.indices {
        #expect(costs.cost(level, symbol) == model[level][index], "step \(step)")
      }
      let first = costs.first(symbol)
      #expect(first?.level == expected.first?.0, "step \(step) symbol \(index)")
      #expect(first?.cost == expected.first?.1, "step \(step) symbol \(index)")
      #expect(costs.isZero(symbol) == expected.isEmpty, "step \(step)")
      var visited: [Double] = []
      costs.forEachLevel(of: symbol) { level, cost in
        #expect(level == visited.count, "step \(step)")
        visited.append(cost)
        return true
      }
      #expect(visited == model.indices.map { model[$0][index] }, "step \(step)")
      var stops = 0
      costs.forEachLevel(of: symbol) { _, _ in
        stops += 1
        return false
      }
      #expect(stops == min(1, model.count), "step \(step)")
    }
  }

  @Test("answers as a dense table through random changes", arguments: [1, 2, 3, 4] as [UInt64])
  func randomChanges(seed: UInt64) {
    var generator = Seeded(state: seed)
    var costs = Costs()
    var model: [[Double]] = []
    var symbols = 0
    for step in 0..<3_000 {
      switch below(&generator, 20) {
      case 0 where model.count < 20:
        let position = below(&generator, model.count + 1)
        costs.insertLevel(at: position)
        model.insert([Double](repeating: 0, count: symbols), at: position)
        // The level keeps its number however many are made above it.
        #expect(costs.position(ofLevel: costs.number(ofLevel: position)) == position)
      case 1, 2:
        costs.appendSymbol()
        symbols += 1
        for level in model.indices { model[level].append(0) }
      case 3 where symbols > 0:
        let count = below(&generator, symbols + 1)
        costs.truncate(to: count)
        symbols = count
        for level in model.indices { model[level].removeSubrange(count...) }
      case 4, 5:
        // Adding: to a zero, to the inline level, to a vector's level; sometimes back to
        // zero, or within `epsilon` of it (stored as zero).
        guard symbols > 0, !model.isEmpty else { continue }
        let level = below(&generator, model.count)
        let index = below(&generator, symbols)
        let current = model[level][index]
        let delta =
          switch below(&generator, 4) {
          case 0: -current
          case 1: -current + 1e-9
          default: Double(below(&generator, 9)) - 4
          }
        let old = costs.add(level, Symbol(index), delta)
        #expect(old == current, "step \(step)")
        let sum = current + delta
        model[level][index] = isNearZero(sum) ? 0 : sum
      default:
        guard symbols > 0, !model.isEmpty else { continue }
        let level = below(&generator, model.count)
        let index = below(&generator, symbols)
        // Zero a third of the time: clearing matters as much as setting.
        let value = below(&generator, 3) == 0 ? 0 : Double(below(&generator, 9)) - 4
        let old = costs.set(level, Symbol(index), value)
        #expect(old == model[level][index], "step \(step)")
        model[level][index] = value
      }
      if step % 50 == 0 || step > 2_950 { check(costs, model, symbols: symbols, step: step) }
    }
    #expect(model.count > 8, "the levels outgrew a vector's first eight")
  }

  /// What a REPL session that keeps refusing required constraints does to the store: each
  /// attempt adds symbols, costs some at two or three levels (a vector each), and is
  /// rolled back.
  @Test("a dropped symbol's vector is reused, cleared, by the next symbol given two levels")
  func droppedVectorsReused() {
    var costs = Costs()
    for position in 0..<3 { costs.insertLevel(at: position) }
    costs.appendSymbol()
    costs.set(0, Symbol(0), 1)
    costs.set(1, Symbol(0), 2)
    for attempt in 0..<100 {
      let levels = attempt.isMultiple(of: 2) ? [0, 1, 2] : [1, 2]
      for index in 1...3 {
        costs.appendSymbol()
        for level in levels { costs.set(level, Symbol(index), Double(attempt + level + 1)) }
        // The vector's last owner had a cost at the first level; the new one has none.
        #expect(costs.cost(0, Symbol(index)) == (levels.count == 3 ? Double(attempt + 1) : 0))
        #expect(costs.first(Symbol(index))?.level == levels[0])
      }
      costs.truncate(to: 1)
    }
    // One vector for the symbol kept, three for an attempt's symbols, reused by the next.
    #expect(costs.vectorCount == 4)
    #expect(costs.cost(0, Symbol(0)) == 1)
    #expect(costs.cost(1, Symbol(0)) == 2)
  }

  @Test("a symbol costed at two levels keeps both, and gives the higher first")
  func twoLevels() {
    var costs = Costs()
    costs.insertLevel(at: 0)  // number 0
    costs.appendSymbol()
    costs.appendSymbol()
    let symbol = Symbol(1)
    costs.set(0, symbol, 5)
    costs.insertLevel(at: 0)  // number 1, above: number 0 is now at position 1
    costs.set(0, symbol, -2)
    #expect(costs.cost(0, symbol) == -2)
    #expect(costs.cost(1, symbol) == 5)
    #expect(costs.first(symbol)?.level == 0)
    #expect(costs.first(symbol)?.cost == -2)
    costs.set(0, symbol, 0)
    #expect(costs.first(symbol)?.level == 1)
    #expect(costs.first(symbol)?.cost == 5)
    costs.set(1, symbol, 0)
    #expect(costs.isZero(symbol))
    #expect(costs.isZero(Symbol(0)))
  }
}
