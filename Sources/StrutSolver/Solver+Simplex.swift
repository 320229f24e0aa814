extension Solver {
  /// The most pivots one optimisation may take before the solver gives up; the Bland
  /// fallback cannot cycle, so reaching it means the numbers have gone wrong.
  private var pivotLimit: Int { 100 * tableau.symbolCount + 10_000 }

  /// Primal simplex on the priority levels (or on the phase-one objective). The entering
  /// symbol is one whose cost vector is lexicographically negative; the leaving row is the
  /// one with the smallest ratio (lowest symbol on ties).
  ///
  /// Pricing starts with Dantzig's rule (the most negative cost at the highest level that has
  /// one), which needs far fewer pivots; after a run of degenerate pivots it falls back to
  /// Bland's rule (the lowest such symbol) for the rest of the call, which cannot cycle.
  mutating func optimize(phaseOne: Bool = false) throws(SolverError) {
    var pivots = 0
    var degenerateRun = 0
    var useBland = false
    defer { if useBland { tableau.stopBland() } }
    while let entering = phaseOne
      ? phaseOneEntering(bland: useBland) : enteringSymbol(bland: useBland)
    {
      guard let (leaving, ratio) = leavingRow(for: entering) else {
        throw .internalInconsistency("the objective is unbounded")
      }
      tableau.pivot(entering: entering, leaving: leaving)
      pivots += 1
      degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
      if degenerateRun > 50 && !useBland {
        useBland = true
        if !phaseOne { tableau.startBland() }
      }
      if pivots > pivotLimit { throw .internalInconsistency("the simplex did not converge") }
    }
  }

  private func phaseOneEntering(bland: Bool) -> Symbol? {
    guard let objective = tableau.artificial else { return nil }
    var best: Symbol?
    var bestCoefficient = 0.0
    objective.forEach { symbol, coefficient in
      guard coefficient < 0, tableau.kinds[symbol.index].isPivotable else { return }
      if bland {
        if best == nil { best = symbol }
      } else if coefficient < bestCoefficient {
        best = symbol
        bestCoefficient = coefficient
      }
    }
    return best
  }

  /// A symbol whose first non-zero cost over the levels is negative: by Dantzig's rule the
  /// most negative cost at the highest level (from the candidate heap), by Bland's the lowest
  /// such symbol (from the heap of symbols).
  private mutating func enteringSymbol(bland: Bool) -> Symbol? {
    if bland {
      while let lowest = tableau.blandCandidates.top {
        if tableau.isBlandCandidate(lowest) { return lowest }
        tableau.popBlandTop()
      }
      return nil
    }
    while let top = tableau.candidates.top {
      if tableau.isCurrent(top) { return top.symbol }
      tableau.candidates.popTop()
    }
    return nil
  }

  /// The restricted row that first reaches zero as `entering` grows, with that ratio.
  private func leavingRow(for entering: Symbol) -> (Symbol, Double)? {
    var best: (ratio: Double, symbol: Symbol)?
    for basic in tableau.columns[entering.index] where tableau.kinds[basic.index].isRestricted {
      let row = tableau.row(of: basic)
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      // The smallest ratio, ties to the lowest symbol (deterministic, and Bland's rule).
      if precedes(ratio, basic, best) { best = (ratio, basic) }
    }
    return best.map { ($0.symbol, $0.ratio) }
  }

  /// Dual simplex: restores feasibility after edit values changed, keeping optimality.
  mutating func dualOptimize() throws(SolverError) {
    var pivots = 0
    while true {
      tableau.infeasible.sort()
      var leaving: Symbol?
      while !tableau.infeasible.isEmpty {
        let candidate = tableau.infeasible.removeFirst()
        if let row = tableau.rows[candidate.index], row.constant < -epsilon {
          leaving = candidate
          break
        }
      }
      guard let leaving else { return }
      guard let entering = dualEntering(tableau.row(of: leaving)) else {
        throw .internalInconsistency("the dual simplex found no entering symbol")
      }
      tableau.pivot(entering: entering, leaving: leaving)
      pivots += 1
      if pivots > pivotLimit { throw .internalInconsistency("the dual simplex did not converge") }
    }
  }

  /// Among the row's positive pivotable symbols, the one with the lexicographically smallest
  /// cost-to-coefficient ratio (lowest symbol on ties).
  private func dualEntering(_ row: Row) -> Symbol? {
    var best: Symbol?
    // The best symbol's ratio at each level, kept as it changes: the row of a chain's shared
    // slack has ~1,300 candidates, and dividing the best one's costs again for each doubled
    // the divisions (the same quotients, so the same choice).
    var bestRatios = [Double](repeating: 0, count: tableau.levels.count)
    row.forEach { symbol, coefficient in
      guard coefficient > 0, tableau.kinds[symbol.index].isPivotable else { return }
      if best != nil, !ratio(symbol, coefficient, isLessThan: bestRatios) { return }
      best = symbol
      tableau.costs.forEachLevel(of: symbol) { level, cost in
        bestRatios[level] = cost / coefficient
        return true
      }
    }
    return best
  }

  private func ratio(
    _ symbol: Symbol, _ coefficient: Double, isLessThan ratios: [Double]
  ) -> Bool {
    var isLess = false  // equal ratios: keep the lower symbol, met first
    tableau.costs.forEachLevel(of: symbol) { level, cost in
      let mine = cost / coefficient
      let theirs = ratios[level]
      if mine < theirs - epsilon {
        isLess = true
        return false
      }
      return mine <= theirs + epsilon
    }
    return isLess
  }
}
