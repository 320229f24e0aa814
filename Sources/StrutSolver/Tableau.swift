/// The simplex tableau: rows by basic symbol, a column index, the costs per priority level,
/// and the journal that lets a failed phase one put everything back.
struct Tableau: Sendable {
  /// Kind of every symbol, by symbol ID.
  var kinds: [SymbolKind] = []
  /// The row of each basic symbol, by symbol ID; nil for parametric symbols. An external's
  /// row is lazy: it may name other basic symbols and is not rewritten when they change, so a
  /// chain of definitions stays sparse (it holds as an equation whatever the basis).
  /// Restricted rows and the objective are always reduced (only parametric symbols).
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows contain it.
  var columns: [Column] = []
  /// The objective: the cost of every symbol at each priority level (highest priority
  /// first), by symbol (`Costs`), so a pivot touches only the symbols of the pivot row.
  var costs = Costs()
  /// The priority of each objective level, descending.
  var levels: [Double] = []
  /// Parametric symbols that may improve the objective, best first (stale entries allowed).
  var candidates = Heap<Candidate>()
  /// The same symbols, lowest first, while an optimisation uses Bland's rule (`startBland`):
  /// Bland's rule takes the lowest, and scanning every symbol for it made each pivot cost
  /// the tableau's width (11% of checking a 2,000-card list). Kept only in Bland mode, which
  /// few optimisations reach, since pushing every candidate twice cost a tenth of a chain.
  private(set) var blandCandidates = Heap<Symbol>()
  /// True while `blandCandidates` is kept (from `startBland` to `stopBland`).
  private var tracksBland = false
  /// The phase-one objective while an artificial variable is in the tableau.
  var artificial: Row?
  /// Restricted basic symbols whose constant went negative (for the dual simplex).
  var infeasible: [Symbol] = []
  /// While set, the first change to any row records the row as it was.
  var journal: Journal?
  /// `substitute`'s list of the rows to rewrite, empty between calls.
  private var holderScratch: [Symbol] = []

  struct Journal: Sendable {
    var rows: [Symbol: Row?] = [:]
    /// Every cost written: level (by number, see `Costs`), symbol, the value before.
    var costs: [(Int32, Symbol, Double)] = []
    var symbolCount: Int
  }

  var symbolCount: Int { kinds.count }

  mutating func reserveCapacity(symbols count: Int) {
    kinds.reserveCapacity(count)
    rows.reserveCapacity(count)
    columns.reserveCapacity(count)
    costs.reserveCapacity(symbols: count)
  }

  mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
    kinds.append(kind)
    rows.append(nil)
    columns.append(Column())
    costs.appendSymbol()
    return Symbol(kinds.count - 1)
  }

  // MARK: Objective

  @inline(__always) func cost(_ level: Int, _ symbol: Symbol) -> Double {
    costs.cost(level, symbol)
  }

  func hasZeroCost(_ symbol: Symbol) -> Bool { costs.isZero(symbol) }

  mutating func setCost(_ level: Int, _ symbol: Symbol, _ value: Double) {
    let old = costs.set(level, symbol, isNearZero(value) ? 0 : value)
    if journal != nil { journal?.costs.append((costs.number(ofLevel: level), symbol, old)) }
  }

  /// `setCost(level, symbol, cost(level, symbol) + delta)`, looking the symbol up once.
  mutating func addToCost(_ level: Int, _ symbol: Symbol, _ delta: Double) {
    let old = costs.add(level, symbol, delta)
    if journal != nil { journal?.costs.append((costs.number(ofLevel: level), symbol, old)) }
  }

  /// Adds `factor` × the symbol (or its row, when basic) to the costs of a level.
  mutating func addCost(_ symbol: Symbol, level: Int, factor: Double) {
    if let row = rows[symbol.index] {
      row.forEach { parametric, coefficient in
        addToCost(level, parametric, factor * coefficient)
        refreshCandidate(parametric)
      }
    } else {
      addToCost(level, symbol, factor)
      refreshCandidate(symbol)
    }
  }

  /// The symbol's first non-zero cost over the levels, if any.
  @inline(__always) func firstCost(_ symbol: Symbol) -> (level: Int, cost: Double)? {
    costs.first(symbol)
  }

  /// Pushes the symbol as a candidate if its cost vector is lexicographically negative.
  mutating func refreshCandidate(_ symbol: Symbol) {
    guard kinds[symbol.index].isPivotable, rows[symbol.index] == nil,
      let first = firstCost(symbol), first.cost < 0
    else { return }
    candidates.push(Candidate(level: first.level, cost: first.cost, symbol: symbol))
    if tracksBland { blandCandidates.push(symbol) }
  }

  /// Starts keeping the Bland heap: every symbol that may enter has an entry in `candidates`
  /// (each cost change pushes one, and an entry leaves only once it is stale), so the heap
  /// starts from their symbols.
  mutating func startBland() {
    tracksBland = true
    blandCandidates.removeAll()
    for candidate in candidates.unordered { blandCandidates.push(candidate.symbol) }
  }

  /// Stops keeping the Bland heap (at the end of an optimisation).
  mutating func stopBland() {
    tracksBland = false
    blandCandidates.removeAll()
  }

  /// Takes the top entry of the Bland heap.
  mutating func popBlandTop() { blandCandidates.popTop() }

  /// True when the symbol may enter by Bland's rule: parametric, pivotable, with a
  /// lexicographically negative cost vector.
  func isBlandCandidate(_ symbol: Symbol) -> Bool {
    guard symbol.index < kinds.count, kinds[symbol.index].isPivotable, !isBasic(symbol),
      let first = firstCost(symbol)
    else { return false }
    return first.cost < 0
  }

  /// True when the entry still describes its symbol: parametric, with that first cost.
  func isCurrent(_ candidate: Candidate) -> Bool {
    let symbol = candidate.symbol
    guard symbol.index < kinds.count, kinds[symbol.index].isPivotable, rows[symbol.index] == nil,
      let first = firstCost(symbol)
    else { return false }
    return first.level == Int(candidate.level) && first.cost == candidate.cost
  }

  mutating func insertLevel(_ priority: Double, at index: Int) {
    levels.insert(priority, at: index)
    costs.insertLevel(at: index)
    // The levels at and below `index` moved down one: so do the queued entries that name
    // them, which keeps their order (no entry names the new level yet). Pushing every
    // symbol afresh instead cost the tableau's width at each new level (2% of adding the
    // 10,000-view app screen, whose eight levels appear as its constraints arrive).
    candidates.changeKeepingOrder { candidate in
      if candidate.level >= index { candidate.level += 1 }
    }
  }

  @inline(__always) func isBasic(_ symbol: Symbol) -> Bool {
    // A pattern, not `!= nil`: it reads the optional's tag without copying the row out.
    if case .none = rows[symbol.index] { return false }
    return true
  }

  /// The row of a basic symbol: the one way to read a row by its subject.
  ///
  /// Precondition: `symbol` is basic. Every caller holds a symbol taken from the basis
  /// itself (a column's holder, a row's subject, a basic found by `isBasic` or by the ratio
  /// test), so the row exists; debug builds check it, and release builds read a missing row
  /// as the empty row rather than trapping.
  @inline(__always) func row(of symbol: Symbol) -> Row {
    assert(rows[symbol.index] != nil, "row(of:) on a parametric symbol \(symbol)")
    return rows[symbol.index] ?? Row()
  }

  private mutating func record(_ basic: Symbol) {
    guard journal != nil, journal?.rows[basic] == nil else { return }
    journal?.rows[basic] = .some(rows[basic.index])
  }

  /// Makes `basic` basic with `row`.
  mutating func setRow(_ basic: Symbol, _ row: Row) {
    record(basic)
    // The columns are reached through their storage in place: subscripting `columns` for
    // each term checked the array's uniqueness every time (a pivot of a long row updates
    // thousands of columns).
    columns.withUnsafeMutableBufferPointer { columns in
      row.forEach { symbol, _ in columns[symbol.index].insert(basic) }
    }
    rows[basic.index] = row
  }

  /// Removes and returns the row of a basic symbol.
  mutating func takeRow(_ basic: Symbol) -> Row {
    record(basic)
    guard let row = rows[basic.index] else { return Row() }
    columns.withUnsafeMutableBufferPointer { columns in
      row.forEach { symbol, _ in columns[symbol.index].remove(basic) }
    }
    rows[basic.index] = nil
    return row
  }

  /// Replaces `symbol` by `row` in every row that holds it and in the objectives; lazy
  /// (external) rows keep naming it unless `lazyRowsToo`.
  mutating func substitute(_ symbol: Symbol, _ row: Row, lazyRowsToo: Bool = false) {
    substitute(symbol, row, lazyRowsToo: lazyRowsToo, skipping: .none)
  }

  /// `substitute`, leaving out the holder `skipped` (the row being pivoted, which `pivot`
  /// keeps in the columns until it renames it). When the substituted row is long, the
  /// holders are rewritten longest row first: a long row that the substitution cancels down
  /// drops out of its symbols' columns before a short row that it fills in joins them, so a
  /// column does not hold one more row for a while (beyond four holders a column keeps a
  /// hashed set, and keeps it until it is empty).
  private mutating func substitute(
    _ symbol: Symbol, _ row: Row, lazyRowsToo: Bool, skipping skipped: Symbol
  ) {
    var holders = holderScratch
    holderScratch = []
    defer {
      holders.removeAll(keepingCapacity: true)
      holderScratch = holders
    }
    for basic in columns[symbol.index] where basic != skipped { holders.append(basic) }
    // Only a long row moves many columns at once; for a short one the order hardly matters
    // and is not worth a sort.
    if holders.count > 1, row.count > 64 {
      holders.sort { first, second in
        let (a, b) = (rows[first.index]?.count ?? 0, rows[second.index]?.count ?? 0)
        return a != b ? a > b : first < second
      }
    }
    var lazyHolders = Column()
    for basic in holders {
      if !lazyRowsToo && kinds[basic.index] == .external {
        lazyHolders.insert(basic)
        continue
      }
      record(basic)
      let index = basic.index
      // `basic` holds `symbol` (the column says so), so it is basic and its row exists. The
      // row is taken out while it changes (so its storage is not shared with the array),
      // and the columns are updated through their storage as the merge meets each symbol
      // that appears or cancels out.
      guard var target = rows[index] else { continue }
      rows[index] = nil
      let coefficient = target.remove(symbol)
      columns.withUnsafeMutableBufferPointer { columns in
        target.add(
          row, times: coefficient, appeared: { columns[$0.index].insert(basic) },
          vanished: { columns[$0.index].remove(basic) })
      }
      rows[index] = target
      if kinds[index].isRestricted && (rows[index]?.constant ?? 0) < -epsilon {
        infeasible.append(basic)
      }
    }
    columns[symbol.index] = lazyHolders
    var changed = false
    // Level by level, highest first: each is zeroed once moved, so the next first cost is
    // the next level's (the row does not hold `symbol`).
    while let (level, coefficient) = costs.first(symbol) {
      changed = true
      setCost(level, symbol, 0)
      row.forEach { parametric, value in addToCost(level, parametric, coefficient * value) }
    }
    if changed { row.forEach { parametric, _ in refreshCandidate(parametric) } }
    if let coefficient = artificial?.remove(symbol), coefficient != 0 {
      artificial?.add(row, times: coefficient)
    }
  }

  /// Removes a parametric symbol from every row and objective that holds it.
  mutating func erase(_ symbol: Symbol) {
    for basic in columns[symbol.index] {
      record(basic)
      rows[basic.index]?.remove(symbol)  // a holder of `symbol`: basic
    }
    columns[symbol.index] = Column()
    while let (level, _) = costs.first(symbol) { setCost(level, symbol, 0) }
  }

  /// Exchanges a basic and a parametric symbol.
  ///
  /// The row stays in its symbols' columns through the substitution, under its old subject,
  /// and is then renamed there: taking it out of every column and putting it back under the
  /// new subject cost two passes over the columns of a long row at every pivot (a third of
  /// re-solving a 1,000-view chain whose shared slack one row of 2,600 terms holds).
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    record(leaving)
    guard var row = rows[leaving.index] else { return }
    rows[leaving.index] = nil
    row.solve(for: entering, replacing: leaving)
    substitute(entering, row, lazyRowsToo: false, skipping: leaving)
    record(entering)
    columns.withUnsafeMutableBufferPointer { columns in
      row.forEach { symbol, _ in
        if symbol == leaving {
          columns[symbol.index].insert(entering)
        } else {
          columns[symbol.index].replace(leaving, with: entering)
        }
      }
    }
    rows[entering.index] = row
  }

  mutating func beginJournal() {
    journal = Journal(symbolCount: kinds.count)
  }

  mutating func commitJournal() { journal = nil }

  /// Puts back every row, the objective and the symbol table as they were at `beginJournal`.
  mutating func rollBackJournal() {
    guard let saved = journal else { return }
    journal = nil
    for basic in saved.rows.keys.sorted() {
      let index = basic.index
      if let current = rows[index] {
        current.forEach { symbol, _ in columns[symbol.index].remove(basic) }
      }
      let old = saved.rows[basic] ?? nil
      rows[index] = old
      old?.forEach { symbol, _ in columns[symbol.index].insert(basic) }
    }
    for (level, symbol, value) in saved.costs.reversed() {
      costs.set(costs.position(ofLevel: level), symbol, value)
    }
    artificial = nil
    infeasible.removeAll()
    kinds.removeSubrange(saved.symbolCount...)
    rows.removeSubrange(saved.symbolCount...)
    columns.removeSubrange(saved.symbolCount...)
    costs.truncate(to: saved.symbolCount)
    // Entries pushed during the phase are stale now (or name dropped symbols) and fail
    // `isCurrent`; those from before it are still queued, as phase one never pops any.
  }

  /// Drops the symbols from `count` on, which no row, cost or candidate may still need.
  mutating func truncate(to count: Int) {
    guard kinds.count > count else { return }
    kinds.removeSubrange(count...)
    rows.removeSubrange(count...)
    columns.removeSubrange(count...)
    costs.truncate(to: count)
  }
}

extension UnsafeBufferPointer where Element == Row? {
  /// Whether the symbol has a row (is basic): the solver's walks read the rows through the
  /// array's storage, and a pattern reads the optional's tag without copying the row out.
  @inline(__always) func isBasic(_ symbol: Symbol) -> Bool {
    if case .none = self[symbol.index] { return false }
    return true
  }
}
