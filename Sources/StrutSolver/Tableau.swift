/// The simplex tableau: rows by basic symbol, a column index, the objective levels, and the
/// journal that lets a failed phase one put everything back.
struct Tableau: Sendable {
  /// Kind of every symbol, by symbol ID.
  var kinds: [SymbolKind] = []
  /// The row of each basic symbol, by symbol ID; nil for parametric symbols.
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows contain it.
  var columns: [Set<Int32>] = []
  /// One objective row per priority level, highest priority first.
  var objective: [Row] = []
  /// The priority of each objective level, descending.
  var levels: [Double] = []
  /// The phase-one objective while an artificial variable is in the tableau.
  var artificial: Row?
  /// Restricted basic symbols whose constant went negative (for the dual simplex).
  var infeasible: [Int32] = []
  /// While set, the first change to any row records the row as it was.
  var journal: Journal?
  /// False while external rows are lazy: an external's row may name other basic symbols and
  /// is not rewritten when they change, so a chain of definitions stays sparse. Restricted
  /// rows and the objective are always reduced (only parametric symbols). True once every
  /// row has been reduced (before a removal), after which pivots rewrite external rows too.
  var isReduced = false

  struct Journal: Sendable {
    var rows: [Int32: Row?] = [:]
    var objective: [Row]
    var symbolCount: Int
  }

  var symbolCount: Int { kinds.count }

  mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
    kinds.append(kind)
    rows.append(nil)
    columns.append([])
    return Int32(kinds.count - 1)
  }

  @inline(__always) func isBasic(_ symbol: Int32) -> Bool { rows[Int(symbol)] != nil }

  private mutating func record(_ basic: Int32) {
    guard journal != nil, journal?.rows[basic] == nil else { return }
    journal?.rows[basic] = .some(rows[Int(basic)])
  }

  /// Makes `basic` basic with `row`.
  mutating func setRow(_ basic: Int32, _ row: Row) {
    record(basic)
    row.forEach { symbol, _ in columns[Int(symbol)].insert(basic) }
    rows[Int(basic)] = row
  }

  /// Removes and returns the row of a basic symbol.
  mutating func takeRow(_ basic: Int32) -> Row {
    record(basic)
    guard let row = rows[Int(basic)] else { return Row() }
    row.forEach { symbol, _ in columns[Int(symbol)].remove(basic) }
    rows[Int(basic)] = nil
    return row
  }

  /// Replaces `symbol` by `row` everywhere: in every row that holds it and in the objectives.
  mutating func substitute(_ symbol: Int32, _ row: Row) {
    let holders = columns[Int(symbol)]
    var appeared: [Int32] = []
    var vanished: [Int32] = []
    var lazyHolders = Set<Int32>()
    for basic in holders {
      if !isReduced && kinds[Int(basic)] == .external {
        lazyHolders.insert(basic)
        continue
      }
      record(basic)
      appeared.removeAll(keepingCapacity: true)
      vanished.removeAll(keepingCapacity: true)
      let index = Int(basic)
      let coefficient = rows[index]!.remove(symbol)
      rows[index]!.add(row, times: coefficient, appeared: &appeared, vanished: &vanished)
      for added in appeared { columns[Int(added)].insert(basic) }
      for removed in vanished { columns[Int(removed)].remove(basic) }
      if kinds[index].isRestricted && rows[index]!.constant < -epsilon {
        infeasible.append(basic)
      }
    }
    columns[Int(symbol)] = lazyHolders
    for level in objective.indices {
      let coefficient = objective[level].remove(symbol)
      if coefficient != 0 { objective[level].add(row, times: coefficient) }
    }
    if artificial != nil {
      let coefficient = artificial!.remove(symbol)
      if coefficient != 0 { artificial!.add(row, times: coefficient) }
    }
  }

  /// Removes a parametric symbol from every row and objective that holds it.
  mutating func erase(_ symbol: Int32) {
    for basic in columns[Int(symbol)] {
      record(basic)
      rows[Int(basic)]!.remove(symbol)
    }
    columns[Int(symbol)].removeAll()
    for level in objective.indices { objective[level].remove(symbol) }
  }

  /// Exchanges a basic and a parametric symbol.
  mutating func pivot(entering: Int32, leaving: Int32) {
    var row = takeRow(leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, row)
    setRow(entering, row)
  }

  mutating func beginJournal() {
    journal = Journal(objective: objective, symbolCount: kinds.count)
  }

  mutating func commitJournal() { journal = nil }

  /// Puts back every row, the objective and the symbol table as they were at `beginJournal`.
  mutating func rollBackJournal() {
    guard let saved = journal else { return }
    journal = nil
    for basic in saved.rows.keys.sorted() {
      let index = Int(basic)
      if let current = rows[index] {
        current.forEach { symbol, _ in columns[Int(symbol)].remove(basic) }
      }
      let old = saved.rows[basic] ?? nil
      rows[index] = old
      old?.forEach { symbol, _ in columns[Int(symbol)].insert(basic) }
    }
    objective = saved.objective
    artificial = nil
    infeasible.removeAll()
    kinds.removeSubrange(saved.symbolCount...)
    rows.removeSubrange(saved.symbolCount...)
    columns.removeSubrange(saved.symbolCount...)
  }
}
