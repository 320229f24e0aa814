extension Solver {
  /// The most terms the ambiguity analysis's explicit projections may hold together (about
  /// 1.5 GB): they are made only for the values a sketch cannot decide (see `FaceAnalysis`),
  /// and past the limit the analysis stops with `.analysisTooLarge` rather than exhaust the
  /// machine's memory. (`analysisTermLimit` on a solver, for tests.)
  public static let defaultAnalysisTermLimit = 100_000_000

  /// The variables whose value the optimum does not determine: those that take other values in
  /// other solutions that satisfy the required constraints and are equally good at every
  /// priority level (free variables and alternative optima). Sorted by variable index.
  public mutating func undeterminedVariables() throws(SolverError) -> [Variable] {
    try solve()
    let analysis = FaceAnalysis(tableau: tableau, ranks: ranks, termLimit: analysisTermLimit)
    analysis.sketch(order: allDefinitionsOrder())
    let determined = try analysis.areDetermined(variableSymbols)
    return determined.indices.filter { !determined[$0] }.map { Variable(index: $0) }
  }

  /// `undeterminedVariables()`, and for each of `expressions` whether the optimum leaves its
  /// value undetermined (true) — a view's origin in its parent, `x − parent.x`, asked
  /// without a variable and a constraint that define it. An expression is determined when
  /// its terms' projections on the optimal face cancel, as a variable defined by it would be.
  public mutating func undetermined(
    variablesAnd expressions: [Expression]
  ) throws(SolverError) -> (variables: [Variable], expressions: [Bool]) {
    try solve()
    var combinations: [Row] = []
    combinations.reserveCapacity(expressions.count)
    for expression in expressions {
      // Room for its terms at once (two per view's origin; grown term by term, each row was
      // allocated twice).
      var combination = Row(constant: 0, capacity: expression.terms.count)
      for term in expression.terms {
        guard variableSymbols.indices.contains(term.variable.index) else {
          throw .unknownVariable(term.variable)
        }
        combination.insert(variableSymbols[term.variable.index], term.coefficient)
      }
      combinations.append(combination)
    }
    let analysis = FaceAnalysis(tableau: tableau, ranks: ranks, termLimit: analysisTermLimit)
    analysis.sketch(order: allDefinitionsOrder())
    let determined = try analysis.areDetermined(variableSymbols)
    let combined = try analysis.areDetermined(combinations: combinations)
    return (
      determined.indices.filter { !determined[$0] }.map { Variable(index: $0) },
      combined.map { !$0 }
    )
  }

  /// True when the optimum fixes the variable's value.
  public mutating func isDetermined(_ variable: Variable) throws(SolverError) -> Bool {
    try solve()
    guard variableSymbols.indices.contains(variable.index) else { throw .unknownVariable(variable) }
    let symbol = variableSymbols[variable.index]
    let analysis = FaceAnalysis(tableau: tableau, ranks: ranks, termLimit: analysisTermLimit)
    analysis.sketch(order: tableau.isBasic(symbol) ? definitionOrder(from: [symbol]) : [])
    return try analysis.isDetermined(symbol)
  }
}

/// Decides which symbols are constant on the optimal face of an optimal tableau.
///
/// On the face every parametric symbol with a non-zero cost vector is zero. What can still
/// move are the parametric externals (free) and the zero-cost restricted symbols, which may
/// grow as long as every restricted row stays non-negative. Near the current point only the
/// degenerate rows (constant zero) limit them, so a symbol is determined exactly when its
/// row is zero on the cone of feasible directions; a small all-degenerate simplex decides
/// that when no single symbol can move on its own.
///
/// A class, not a struct: its caches grow as it answers, and a struct holding the tableau
/// was copied on calls (a tenth of `strut check`'s time on long chains). Its per-symbol
/// caches skip the runtime's exclusivity checks (`@exclusivity(unchecked)`), which a class's
/// stored properties otherwise pay on every access (2% of laying out a long chain): one
/// analysis runs on one thread, and no method reads a cache while another writes it.
final class FaceAnalysis {
  let tableau: Tableau
  @exclusivity(unchecked) private var movable: SymbolMap<Bool>

  /// The most terms the explicit projections may hold.
  let termLimit: Int

  /// `Solver.ranks`: a definition's rank exceeds those of the definitions it names.
  let ranks: [Int32]

  init(tableau: Tableau, ranks: [Int32], termLimit: Int) {
    self.tableau = tableau
    self.ranks = ranks
    self.termLimit = termLimit
    movable = SymbolMap(count: tableau.symbolCount)
    sketches = SymbolMap(count: tableau.symbolCount)
  }

  private func hasZeroCost(_ symbol: Symbol) -> Bool {
    tableau.hasZeroCost(symbol)
  }

  /// Each basic external's row reduced to the symbols that can move on the optimal face
  /// (zero-cost restricted symbols and parametric externals), by symbol: made only for the
  /// symbols the sketches cannot decide, and what those rows name.
  private var projections: [Symbol: Row] = [:]

  /// Per basic external, its projected row taken against fixed pseudo-random weights (one
  /// per symbol that can move, in [1, 2)): `all` weighs every such symbol, `free` only the
  /// parametric externals and the symbols that can grow alone, `scale` is the largest value
  /// met while summing (a term, a partial sum, a definition's own scale times its
  /// coefficient), which rounding errors are measured against. A projection that is zero sums
  /// to zero but for rounding; one that is not sums to zero only by a coincidence of the
  /// weights, which are fixed by the symbols' numbers (the same answer on every run) and
  /// draw 52 random bits each. So a row of a long chain is decided in the time of its own
  /// terms, where the explicit projections grow with the chain (a 100,000-view chain: past
  /// 100 million terms).
  ///
  /// The scale is a maximum, not a sum of absolute values: definitions share definitions
  /// (a card's bottom and the next card's top both name the card's height), and a sum over
  /// every path doubles with each level that shares, so that twenty cards of a list summed
  /// past 10⁹ — and a true difference of 1.4 passed for rounding (the last card's height
  /// reported determined). Rounding does not grow that way: a shared definition's sum is one
  /// number, whose error is the same on every path.
  @exclusivity(unchecked) private var sketches:
    SymbolMap<(all: Double, free: Double, scale: Double)>

  /// The order `sketch` was given: every external after those whose rows name it.
  private var order: [Symbol] = []

  /// Sketches the externals' rows, given every external after those whose rows name it.
  func sketch(order: [Symbol]) {
    self.order = order
    // The rows and kinds through the arrays' storage: read by subscript, each row was
    // copied out (a retain and a release).
    tableau.rows.withUnsafeBufferPointer { rows in
      tableau.kinds.withUnsafeBufferPointer { kinds in
        for symbol in order.reversed() {
          // The sums in a struct, not locals a nested function captures: the closures that
          // walk the rows captured those, and every access went through the runtime's
          // exclusivity checks.
          var sum = Sketch()
          rows[symbol.index]?.forEach { parametric, coefficient in
            switch kinds[parametric.index] {
            case .external:
              sum.addExternal(parametric, coefficient, sketch: sketches[parametric])
            case .dummy: break
            case .slack, .error:
              if rows.isBasic(parametric) {
                rows[parametric.index]?.forEach { inner, innerCoefficient in
                  if isMovable(inner) {
                    sum.add(inner, coefficient * innerCoefficient, isFree: canMoveAlone(inner))
                  }
                }
              } else if isMovable(parametric) {
                sum.add(parametric, coefficient, isFree: canMoveAlone(parametric))
              }
            }
          }
          sketches[symbol] = (sum.all, sum.free, sum.scale)
        }
      }
    }
  }

  /// One row's weighted sums while it is sketched.
  private struct Sketch {
    var all = 0.0
    var free = 0.0
    var scale = 0.0

    /// Adds an external's term: a basic one's sketch (`sketch`), or a parametric one's own
    /// weight as a free symbol.
    mutating func addExternal(
      _ symbol: Symbol, _ coefficient: Double,
      sketch: (all: Double, free: Double, scale: Double)?
    ) {
      guard let sketch else { return add(symbol, coefficient, isFree: true) }
      all += coefficient * sketch.all
      free += coefficient * sketch.free
      scale = max(scale, abs(coefficient) * sketch.scale, abs(all), abs(free))
    }

    /// Adds a parametric symbol's term; `isFree` when the symbol is a parametric external
    /// or can grow alone.
    mutating func add(_ parametric: Symbol, _ coefficient: Double, isFree: Bool) {
      let term = coefficient * FaceAnalysis.weight(of: parametric)
      all += term
      if isFree { free += term }
      scale = max(scale, abs(term), abs(all), abs(free))
    }
  }

  /// A symbol's weight: SplitMix64 of its number, in [1, 2).
  fileprivate static func weight(of symbol: Symbol) -> Double {
    var z = UInt64(truncatingIfNeeded: symbol.index) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return 1 + Double(z >> 12) / Double(1 << 52)
  }

  /// True when a sum of weighted terms is zero but for rounding.
  private static func isZero(_ value: Double, scale: Double) -> Bool {
    abs(value) <= 1e-9 * max(1, scale)
  }

  /// The explicit projections of `targets`. Each is first expanded on its own, definitions
  /// highest rank first with their coefficients summed, so that what cancels is never
  /// expanded: a child's origin relative to its card (`detail.frame.y`, defined through the
  /// card's and the child's absolute `y`) costs its own few terms, not two projections as long
  /// as the list above the card. A target whose expansion outgrows `expansionBudget` (its
  /// projection really is long) falls back to projections composed once per definition.
  /// Throws when they would hold more than `termLimit` terms.
  private func projectExplicitly(_ targets: [Symbol]) throws(SolverError) {
    var terms = projections.values.reduce(0) { $0 + $1.count }
    var composed: [Symbol] = []
    for target in targets where projections[target] == nil && sketches[target] != nil {
      guard let projection = expandAlone(target) else {
        composed.append(target)
        continue
      }
      projections[target] = projection
      terms += projection.count
      if terms > termLimit { throw .analysisTooLarge(terms: terms) }
    }
    if !composed.isEmpty { try projectComposed(composed) }
  }

  /// How many definitions `expandAlone` may expand for one target.
  static let expansionBudget = 256

  @exclusivity(unchecked) private var sums: [Double] = []

  /// The projection of a basic external's row, its definitions expanded by rank; nil past the
  /// budget.
  private func expandAlone(_ target: Symbol) -> Row? { expand(tableau.row(of: target)) }

  /// The projection of a combination of symbols (a row's terms, its constant ignored), its
  /// definitions expanded by rank with their coefficients summed; nil past the budget.
  private func expand(_ seed: Row) -> Row? {
    if sums.count < tableau.symbolCount {
      sums = [Double](repeating: 0, count: tableau.symbolCount)
    }
    // The state in a struct passed `inout`, not locals a nested function captures: those
    // went through the runtime's exclusivity checks on every access (a million calls to
    // `swift_beginAccess` on a 10,000-view app screen, 2% of its layout).
    var expansion = Expansion()
    seed.forEach { push($0, $1, into: &expansion) }
    var expanded = 0
    var withinBudget = true
    while let symbol = expansion.pending.popTop()?.symbol {
      let coefficient = sums[symbol.index]
      sums[symbol.index] = 0
      guard !isNearZero(coefficient) else { continue }
      expanded += 1
      if expanded > Self.expansionBudget {
        withinBudget = false
        break
      }
      tableau.row(of: symbol).forEach { push($0, coefficient * $1, into: &expansion) }
    }
    for symbol in expansion.touched { sums[symbol.index] = 0 }
    return withinBudget ? expansion.projection : nil
  }

  /// What `expandAlone` builds: the projection so far, the definitions still to expand
  /// (highest rank first), and every symbol whose sum it set.
  private struct Expansion {
    var projection = Row()
    var pending = Heap<RankedSymbol>()
    var touched: [Symbol] = []
  }

  /// One term of a row being expanded: a basic external's coefficient is summed for its
  /// turn, a parametric external goes into the projection, a restricted symbol as it moves.
  private func push(_ symbol: Symbol, _ coefficient: Double, into expansion: inout Expansion) {
    switch tableau.kinds[symbol.index] {
    case .external:
      if tableau.isBasic(symbol) {
        if sums[symbol.index] == 0 {
          expansion.touched.append(symbol)
          expansion.pending.push(RankedSymbol(rank: ranks[symbol.index], symbol: symbol))
        }
        sums[symbol.index] += coefficient
      } else {
        expansion.projection.insert(symbol, coefficient)
      }
    case .dummy, .slack, .error: addRestricted(symbol, coefficient, to: &expansion.projection)
    }
  }

  /// The explicit projections of `targets` and of every external their rows name, in the
  /// order `sketch` was given, each composed from those of the definitions its row names.
  private func projectComposed(_ targets: [Symbol]) throws(SolverError) {
    var needed = Set<Symbol>()
    var pending = targets.filter { projections[$0] == nil }
    while let symbol = pending.popLast() {
      guard sketches[symbol] != nil, needed.insert(symbol).inserted else { continue }
      tableau.row(of: symbol).forEach { parametric, _ in
        if sketches[parametric] != nil && projections[parametric] == nil {
          pending.append(parametric)
        }
      }
    }
    var terms = projections.values.reduce(0) { $0 + $1.count }
    for symbol in order.reversed() where needed.contains(symbol) {
      var projection = Row()
      tableau.row(of: symbol).forEach { parametric, coefficient in
        switch tableau.kinds[parametric.index] {
        case .external:
          if let child = projections[parametric] {
            projection.add(child, times: coefficient)
          } else {
            projection.insert(parametric, coefficient)
          }
        case .dummy, .slack, .error: addRestricted(parametric, coefficient, to: &projection)
        }
      }
      projections[symbol] = projection
      terms += projection.count
      if terms > termLimit { throw .analysisTooLarge(terms: terms) }
    }
  }

  /// Adds `coefficient` × a dummy, slack or error symbol to a projection: its movable part
  /// (that of its row, when it is basic; restricted rows name parameters only), nothing for
  /// a dummy.
  private func addRestricted(_ symbol: Symbol, _ coefficient: Double, to projection: inout Row) {
    guard tableau.kinds[symbol.index] != .dummy else { return }
    if let row = tableau.rows[symbol.index] {
      row.forEach { inner, innerCoefficient in
        if isMovable(inner) { projection.insert(inner, coefficient * innerCoefficient) }
      }
    } else if isMovable(symbol) {
      projection.insert(symbol, coefficient)
    }
  }

  private func isMovable(_ symbol: Symbol) -> Bool {
    tableau.kinds[symbol.index].isPivotable && hasZeroCost(symbol)
  }

  /// Whether the optimum fixes the symbol: its sketch decides when its projection is zero,
  /// or holds a symbol that moves it on its own; otherwise its explicit projection goes to
  /// the cone test.
  func isDetermined(_ symbol: Symbol) throws(SolverError) -> Bool {
    if let answer = sketchAnswer(symbol) { return answer }
    try projectExplicitly([symbol])
    return isDeterminedExplicitly(symbol)
  }

  /// Whether the optimum fixes each symbol, the explicit projections made once for all the
  /// symbols the sketches leave to the cone test.
  func areDetermined(_ symbols: [Symbol]) throws(SolverError) -> [Bool] {
    var answers = symbols.map(sketchAnswer)
    let undecided = symbols.indices.filter { answers[$0] == nil }
    try projectExplicitly(undecided.map { symbols[$0] })
    for index in undecided { answers[index] = isDeterminedExplicitly(symbols[index]) }
    return answers.map { $0 ?? false }
  }

  /// Whether the optimum fixes each combination of externals (a row over their symbols, its
  /// constant ignored): its sketch is theirs combined, its explicit projection theirs
  /// combined; a parametric external in it is free.
  func areDetermined(combinations: [Row]) throws(SolverError) -> [Bool] {
    var answers = combinations.map(sketchAnswer(combination:))
    var composed: [Int] = []
    for index in answers.indices where answers[index] == nil {
      // Expanded as a whole, so that what cancels is never expanded: a child's origin in its
      // card costs its own few terms, where the projections of its absolute origin and the
      // card's are each as long as the list above the card.
      if let projection = expand(combinations[index]) {
        answers[index] = isDeterminedExplicitly(projection: projection)
      } else {
        composed.append(index)
      }
    }
    var targets: [Symbol] = []
    for index in composed {
      combinations[index].forEach { symbol, _ in
        if sketches[symbol] != nil { targets.append(symbol) }
      }
    }
    try projectExplicitly(targets)
    for index in composed {
      var projection = Row()
      combinations[index].forEach { symbol, coefficient in
        if sketches[symbol] == nil {
          projection.insert(symbol, coefficient)
        } else if let child = projections[symbol] {
          projection.add(child, times: coefficient)
        }
      }
      answers[index] = isDeterminedExplicitly(projection: projection)
    }
    return answers.map { $0 ?? false }
  }

  /// `sketchAnswer` for a combination of externals: their sketches summed with its
  /// coefficients, a parametric external (no sketch) weighed as a free symbol.
  private func sketchAnswer(combination: Row) -> Bool? {
    var sum = Sketch()
    combination.forEach { symbol, coefficient in
      sum.addExternal(symbol, coefficient, sketch: sketches[symbol])
    }
    if Self.isZero(sum.all, scale: sum.scale) { return true }
    if !Self.isZero(sum.free, scale: sum.scale) { return false }
    return nil
  }

  /// What the sketch decides: determined when the projection is zero, not when it holds a
  /// free external or a symbol that moves it on its own; nil when only the cone can tell.
  private func sketchAnswer(_ symbol: Symbol) -> Bool? {
    guard let sketch = sketches[symbol] else { return false }  // a free external
    if Self.isZero(sketch.all, scale: sketch.scale) { return true }
    if !Self.isZero(sketch.free, scale: sketch.scale) { return false }
    return nil
  }

  private func isDeterminedExplicitly(_ symbol: Symbol) -> Bool {
    guard let projection = projections[symbol] else { return false }  // a free external
    return isDeterminedExplicitly(projection: projection)
  }

  /// Whether a value whose projection on the optimal face is `projection` is fixed there: not
  /// when it names a free external or a symbol that can grow alone; otherwise when the cone
  /// of feasible directions keeps it from moving either way.
  private func isDeterminedExplicitly(projection: Row) -> Bool {
    var direction = Row()
    var isFree = false
    projection.forEach { parametric, coefficient in
      if tableau.kinds[parametric.index] == .external {
        isFree = true
      } else {
        direction.insert(parametric, coefficient)
      }
    }
    if isFree { return false }
    if direction.isEmpty { return true }
    // One symbol that can grow on its own moves the value (its coefficient is not zero), so
    // the value is not determined; only when every one is held by a degenerate row does the
    // cone decide.
    var movesAlone = false
    direction.forEach { parametric, _ in
      if !movesAlone && canMoveAlone(parametric) { movesAlone = true }
    }
    if movesAlone { return false }
    var negated = direction
    negated.scale(by: -1)
    return !coneAllowsIncrease(of: direction) && !coneAllowsIncrease(of: negated)
  }

  /// True when the symbol can grow from zero while every degenerate row stays non-negative.
  private func canMoveAlone(_ symbol: Symbol) -> Bool {
    if let known = movable[symbol] { return known }
    var result = true
    for basic in tableau.columns[symbol.index] where tableau.kinds[basic.index].isRestricted {
      let row = tableau.row(of: basic)
      if isNearZero(row.constant) && row.coefficient(of: symbol) < 0 {
        result = false
        break
      }
    }
    movable[symbol] = result
    return result
  }

  /// Whether `objective · d` can be positive for a direction d of the zero-cost symbols that
  /// keeps every degenerate restricted row non-negative: a simplex whose constants are all
  /// zero, run by Bland's rule until it proves the maximum is zero or unbounded.
  private func coneAllowsIncrease(of objective: Row) -> Bool {
    // The degenerate rows that mention the zero-cost symbols, reduced to those symbols.
    var rows: [Symbol: Row] = [:]
    var pending = objective.symbols
    var seen = Set(pending)
    while let symbol = pending.popLast() {
      for basic in tableau.columns[symbol.index] where rows[basic] == nil {
        guard tableau.kinds[basic.index].isRestricted, tableau.kinds[basic.index] != .dummy else {
          continue
        }
        let full = tableau.row(of: basic)
        guard isNearZero(full.constant) else { continue }
        var reduced = Row()
        full.forEach { parametric, coefficient in
          let kind = tableau.kinds[parametric.index]
          guard kind.isPivotable, hasZeroCost(parametric) else { return }
          reduced.insert(parametric, coefficient)
          if seen.insert(parametric).inserted { pending.append(parametric) }
        }
        rows[basic] = reduced
      }
    }
    // Which rows name each symbol, so that a pivot touches only the rows that hold the
    // entering symbol (chains of layout constraints give each symbol one or two): a pivot
    // costs what those rows hold, not the whole system.
    var column: [Symbol: Set<Symbol>] = [:]
    for (basic, row) in rows {
      row.forEach { symbol, _ in column[symbol, default: []].insert(basic) }
    }
    var goal = objective
    for _ in 0..<(10 * (rows.count + goal.count) + 100) {
      // Bland's rule: the lowest symbol that raises the objective enters…
      guard let entering = goal.firstSymbol(where: { goal.coefficient(of: $0) > epsilon }) else {
        return false
      }
      // …and the lowest basic whose row it lowers leaves (every ratio is zero).
      guard
        let leaving = column[entering]?.filter({
          (rows[$0]?.coefficient(of: entering) ?? 0) < 0
        }).min(),
        var pivotRow = rows.removeValue(forKey: leaving)
      else {
        return true
      }
      pivotRow.forEach { symbol, _ in column[symbol]?.remove(leaving) }
      pivotRow.solve(for: entering, replacing: leaving)
      pivotRow.constant = 0
      for basic in (column[entering] ?? []).sorted() {
        guard var row = rows[basic] else { continue }
        let coefficient = row.remove(entering)
        guard coefficient != 0 else { continue }
        var appeared: [Symbol] = []
        var vanished: [Symbol] = []
        row.add(pivotRow, times: coefficient, appeared: &appeared, vanished: &vanished)
        for symbol in appeared { column[symbol, default: []].insert(basic) }
        for symbol in vanished { column[symbol]?.remove(basic) }
        rows[basic] = row
      }
      column[entering] = nil
      let coefficient = goal.remove(entering)
      goal.add(pivotRow, times: coefficient)
      rows[entering] = pivotRow
      pivotRow.forEach { symbol, _ in column[symbol, default: []].insert(entering) }
    }
    return true  // undecided after many pivots: report the value as not determined
  }
}

/// Values by symbol in an array as long as the tableau's symbols: the analysis reads them for
/// every term of every row, where a dictionary's hashing took a tenth of its time on long
/// chains.
struct SymbolMap<Value> {
  private var values: [Value?]

  init(count: Int) { values = [Value?](repeating: nil, count: count) }

  subscript(symbol: Symbol) -> Value? {
    get { symbol.index < values.count ? values[symbol.index] : nil }
    set {
      if symbol.index >= values.count {
        values.append(contentsOf: [Value?](repeating: nil, count: symbol.index + 1 - values.count))
      }
      values[symbol.index] = newValue
    }
  }
}
