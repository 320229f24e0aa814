/// An incremental Cassowary-style constraint solver with strict priority levels.
///
/// Constraints are added and removed one at a time; optimisation is deferred until `solve()`,
/// so a program that adds thousands of constraints pays for one optimisation, not thousands.
/// Edit variables are re-solved by the dual simplex. The solver is a value: copying it is cheap
/// (copy on write) and gives an independent snapshot.
public struct Solver: Sendable {
  var tableau = Tableau()
  /// External symbol of each variable, by variable index.
  var variableSymbols: [Symbol] = []
  var variableNames: [String] = []
  /// The constraint each symbol marks, by symbol ID (-1 for none).
  var markerOwners: [Int] = []
  var constraints: [ConstraintRecord?] = []
  var edits: [Variable: EditRecord] = [:]
  /// Constraints merged into earlier copies of themselves (`Duplicates`).
  var duplicates = Duplicates()
  var needsSolve = false
  /// Each variable's value as of the last solve.
  var variableValues: [Double] = []
  var definitionOrderCache: [Symbol]?
  /// By symbol: for a basic external, a rank above that of every basic external its row
  /// names (so `reduce` can expand definitions highest rank first without walking them all).
  var ranks: [Int32] = []
  /// The flat evaluation program, built on the second evaluation since the lazy rows last
  /// changed (`updateValues`): a one-shot layout evaluates once, and reads the rows directly.
  var evaluationCache: EvaluationProgram? {
    didSet { if evaluationCache == nil { evaluatedSinceRowsChanged = false } }
  }
  var evaluatedSinceRowsChanged = false
  var valueScratch: [Double] = []
  /// Work arrays reused across calls (by symbol), so reductions allocate nothing per symbol.
  var scratch = Scratch()
  /// The most terms the ambiguity analysis may hold (`defaultAnalysisTermLimit`).
  public var analysisTermLimit = Solver.defaultAnalysisTermLimit

  struct Scratch: Sendable {
    var marks: [UInt32] = []
    var generation: UInt32 = 0
    var sums: [Double] = []
    /// `reduce`'s lists, kept empty with their storage between calls: allocated and grown
    /// afresh for every row, they were a tenth of the allocations of adding a layout.
    var touched: [Symbol] = []
    var pending = Heap<RankedSymbol>()
    /// `rankDefinition`'s definitions to raise, and `releaseDeepDefinitions`'s deep ones.
    var raised: [Symbol] = []
    var deep: [Symbol] = []
  }

  struct ConstraintRecord: Sendable {
    var constraint: Constraint
    /// For a follower (`Duplicates`), its representative's.
    var marker: Symbol
    var other: Symbol?
    /// The constraint this one is a copy of, whose rows stand for both; -1 when it has its own.
    var representative: Int = -1
  }

  struct EditRecord: Sendable {
    var constraint: ConstraintID
    var constant: Double
  }

  public init() {}

  /// Makes a new variable. Until a constraint mentions it, its value is 0 and undetermined.
  public mutating func makeVariable(named name: String = "") -> Variable {
    let symbol = newSymbol(.external)
    variableSymbols.append(symbol)
    variableNames.append(name)
    return Variable(index: variableSymbols.count - 1)
  }

  public var variableCount: Int { variableSymbols.count }

  /// The name given to `makeVariable(named:)`.
  public func name(of variable: Variable) -> String {
    variableNames.indices.contains(variable.index) ? variableNames[variable.index] : "?"
  }

  /// The number of constraints currently in the solver, edit constraints included.
  public var constraintCount: Int { constraints.lazy.filter { $0 != nil }.count }

  public func contains(_ id: ConstraintID) -> Bool {
    constraints.indices.contains(id.rawValue) && constraints[id.rawValue] != nil
  }

  /// The constraint added under `id`.
  public func constraint(_ id: ConstraintID) -> Constraint? {
    contains(id) ? constraints[id.rawValue]?.constraint : nil
  }

  /// Makes room for `count` more constraints and their markers, so that adding a known
  /// batch (a layout's constraints) grows the per-symbol arrays once instead of by doubling,
  /// each doubling copying them (measured: 2–4% of adding 300,000 constraints). Call it once
  /// per batch: each call reserves exactly what it is asked for.
  public mutating func reserveCapacity(constraints count: Int) {
    reserveCapacity(variables: 0, constraints: count)
  }

  /// Makes room for `variables` more variables and `constraints` more constraints (a
  /// layout's, made and added in one go): reserved together, so that the per-symbol arrays
  /// are allocated once.
  public mutating func reserveCapacity(variables: Int, constraints count: Int) {
    guard count > 0 || variables > 0 else { return }
    let symbols = tableau.symbolCount + variables + 2 * count
    markerOwners.reserveCapacity(symbols)
    ranks.reserveCapacity(symbols)
    tableau.reserveCapacity(symbols: symbols)
    variableSymbols.reserveCapacity(variableSymbols.count + variables)
    variableNames.reserveCapacity(variableNames.count + variables)
    constraints.reserveCapacity(constraints.count + count)
  }

  private mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
    markerOwners.append(-1)
    ranks.append(0)
    return tableau.newSymbol(kind)
  }

  /// Adds a constraint. Throws `.unsatisfiable` with the already-added constraints that
  /// contradict it when it is required and cannot hold; the solver is then unchanged.
  @discardableResult
  public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    try validate(constraint)
    return try addMerging(constraint)
  }

  private func validate(_ constraint: Constraint) throws(SolverError) {
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    if let below = constraint.belowPriority {
      // Two sides priced apart: a soft equality, each side at a soft priority.
      guard constraint.relation == .equal, !constraint.priority.isRequired, below.isValid,
        !below.isRequired
      else { throw .invalidPriority(below) }
    }
    guard constraint.expression.isFinite else { throw .nonFiniteValue }
    for term in constraint.expression.terms
    where !variableSymbols.indices.contains(term.variable.index) {
      throw .unknownVariable(term.variable)
    }
  }

  /// Adds a validated constraint's rows to the tableau, under a new ID or under `reused` (a
  /// follower given rows of its own).
  mutating func addToTableau(_ constraint: Constraint, as reused: ConstraintID? = nil)
    throws(SolverError) -> ConstraintID
  {
    let symbolCount = tableau.symbolCount
    var (raw, marker, other) = makeRow(for: constraint)
    if let fresh = raw.lastSymbol(where: { isFresh($0) }) ?? lazySubject(in: raw) {
      // A variable seen for the first time — or one only lazy definitions name yet — becomes
      // basic with a lazy row: nothing else changes.
      raw.solve(for: fresh)
      tableau.setRow(fresh, raw)
      rankDefinition(of: fresh)
      return record(constraint, marker: marker, other: other, as: reused)
    }
    releaseDeepDefinitions(in: raw)
    var row = reduce(raw)
    if row.constant < 0 { row.scale(by: -1) }
    var subject = chooseSubject(row, marker: marker, other: other)
    if subject == nil && row.firstSymbol(where: { tableau.kinds[$0.index] != .dummy }) == nil {
      guard isNearZero(row.constant) else {
        let conflicting = owners(in: row)
        truncateSymbols(to: symbolCount)
        throw .unsatisfiable(conflicting: conflicting)
      }
      subject = marker
    }
    if let subject {
      row.solve(for: subject)
      tableau.substitute(subject, row)
      tableau.setRow(subject, row)
      if tableau.kinds[subject.index] == .external { rankDefinition(of: subject) }
    } else {
      try addWithArtificialVariable(row, symbolCount: symbolCount)
    }
    return record(constraint, marker: marker, other: other, as: reused)
  }

  private mutating func record(
    _ constraint: Constraint, marker: Symbol, other: Symbol?, as reused: ConstraintID?
  ) -> ConstraintID {
    definitionOrderCache = nil
    evaluationCache = nil
    let id = reused ?? ConstraintID(rawValue: constraints.count)
    let entry = ConstraintRecord(constraint: constraint, marker: marker, other: other)
    if reused == nil { constraints.append(entry) } else { constraints[id.rawValue] = entry }
    markerOwners[marker.index] = id.rawValue
    if let other { markerOwners[other.index] = id.rawValue }
    weighErrors(of: constraint, marker, other, weight: 1)
    needsSolve = true
    return id
  }

  /// Removes a constraint added earlier.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    guard contains(id), var record = constraints[id.rawValue] else {
      throw .unknownConstraint(id)
    }
    if record.representative >= 0 {
      removeFollower(id.rawValue, of: record.representative)
      return
    }
    // Followers of this one, or merges resting on it, get rows of their own first. (A
    // representative without followers needs nothing: lookups skip removed constraints.)
    if duplicates.joins.contains(id.rawValue) || duplicates.followers[id.rawValue] != nil {
      try unmergeAll()
      record = constraints[id.rawValue] ?? record
    }
    definitionOrderCache = nil
    evaluationCache = nil
    constraints[id.rawValue] = nil
    if let edit = edits.first(where: { $0.value.constraint == id }) { edits[edit.key] = nil }
    weighErrors(of: record.constraint, record.marker, record.other, weight: -1)
    // The lazy rows stay as they are: each is an equation that holds whatever the basis, so
    // only those that name a symbol leaving the tableau change, and they take its row.
    // (Reducing every row first, as a removal once did, made a chain's rows as long as the
    // chain: after one removal every later analysis cost the chain's length squared.)
    if tableau.isBasic(record.marker) {
      dropRow(of: record.marker)
    } else {
      var leaving = markerLeavingRow(record.marker)
      if let chosen = leaving, tableau.kinds[chosen.index] == .external {
        // No restricted row holds the marker, only definitions. A lazy one may hold it in
        // name only (its reduced form may not: the constraint's own row, once another row
        // was reduced through it), or name another holder, so pivoting on it could make a
        // row name itself. They are reduced first, and the leaving row chosen among them
        // again; then no row they go into names a definition it did not.
        reduceRows(holding: record.marker)
        leaving = markerLeavingRow(record.marker)
      }
      if let leaving {
        var row = tableau.takeRow(leaving)
        row.solve(for: record.marker, replacing: leaving)
        tableau.substitute(record.marker, row, lazyRowsToo: true)
      }
    }
    tableau.erase(record.marker)
    if let other = record.other {
      if tableau.isBasic(other) { dropRow(of: other) }
      tableau.erase(other)
    }
    markerOwners[record.marker.index] = -1
    if let other = record.other { markerOwners[other.index] = -1 }
    needsSolve = true
  }

  /// Replaces the rows of the definitions that hold `symbol` by their reduced forms (over
  /// parametric symbols only).
  private mutating func reduceRows(holding symbol: Symbol) {
    for holder in tableau.columns[symbol.index].sorted() {
      let row = tableau.takeRow(holder)
      tableau.setRow(holder, reduce(row))
    }
  }

  /// Takes a restricted basic symbol's row out of the tableau for good: the lazy definitions
  /// that name it take its row, which names parametric symbols only, in its place (no other
  /// row names a basic symbol).
  private mutating func dropRow(of symbol: Symbol) {
    tableau.substitute(symbol, tableau.takeRow(symbol), lazyRowsToo: true)
  }

  /// Optimises the tableau: afterwards every value is the strict-priority optimum.
  public mutating func solve() throws(SolverError) {
    guard needsSolve else { return }
    try optimize()
    updateValues()
    needsSolve = false
  }

  /// The value of a variable as of the last `solve()` or `suggest(_:for:)`.
  public func value(of variable: Variable) -> Double {
    guard variableValues.indices.contains(variable.index) else { return 0 }
    let value = variableValues[variable.index]
    return value == 0 ? 0 : value  // no -0
  }

  // MARK: Edit variables

  /// Lets `suggest(_:for:)` move `variable` at `priority` (which may not be required).
  public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError)
  {
    guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid, !priority.isRequired else { throw .invalidPriority(priority) }
    let edit = Constraint(Expression(variable), .equal, priority: priority)
    try validate(edit)
    let id = try addToTableau(edit)  // never merged: its constant moves
    edits[variable] = EditRecord(constraint: id, constant: 0)
  }

  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
    try remove(edit.constraint)
    edits[variable] = nil
  }

  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

  /// Suggests a value for an edit variable and re-solves by the dual simplex.
  public mutating func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteValue }
    guard let edit = edits[variable], let record = constraints[edit.constraint.rawValue],
      let other = record.other
    else { throw .unknownEditVariable(variable) }
    _ = other
    try solve()
    // The edit constraint reads `variable == value`: its constant falls as the value rises.
    let change = -(value - edit.constant)
    edits[variable]?.constant = value
    tableau.infeasible.removeAll()
    shiftRows(for: record, by: change)
    try dualOptimize()
    updateValues()
  }

  /// Changes a constraint's constant (its expression's constant term) and re-solves by the
  /// dual simplex, as an edit does: no row is rebuilt, so this costs what a suggestion costs.
  public mutating func setConstant(_ id: ConstraintID, to constant: Double) throws(SolverError) {
    try setConstants([(id, constant)])
  }

  /// Changes several constraints' constants at once, with one dual-simplex re-solve for all
  /// of them (a metric used by many constraints changes them together).
  public mutating func setConstants(_ changes: [(ConstraintID, Double)]) throws(SolverError) {
    for (id, constant) in changes {
      guard constant.isFinite else { throw .nonFiniteValue }
      guard contains(id), constraints[id.rawValue] != nil else { throw .unknownConstraint(id) }
    }
    // A new constant breaks the copies' equivalence: give the copies rows of their own.
    if changes.contains(where: { constantTakesPart($0.0.rawValue) }) { try unmergeAll() }
    try solve()
    tableau.infeasible.removeAll()
    var changed = false
    for (id, constant) in changes {
      guard let record = constraints[id.rawValue] else { continue }
      let change = constant - record.constraint.expression.constant
      guard change != 0 else { continue }
      constraints[id.rawValue]?.constraint.expression.constant = constant
      shiftRows(for: record, by: change)
      changed = true
    }
    guard changed else { return }
    try dualOptimize()
    updateValues()
  }

  /// Moves a soft constraint to another soft priority. Its rows stay as they are: only its
  /// errors' weight moves from the old level of the objective to the new one, so the tableau
  /// stays feasible and the next `solve()` re-optimises from the current basis. No row is
  /// reduced or rebuilt, as removing the constraint and adding it again would (a removal
  /// reduces every lazy row, and on a chain those grow as long as the chain). A required
  /// constraint cannot become soft, nor a soft one required, this way: those change the
  /// feasible set; remove and add them instead.
  public mutating func setPriority(_ id: ConstraintID, to priority: Priority) throws(SolverError) {
    guard contains(id), let before = constraints[id.rawValue] else {
      throw .unknownConstraint(id)
    }
    let old = before.constraint.priority
    // (A constraint whose sides are priced apart keeps its priorities: which would move?)
    guard priority.isValid, !priority.isRequired, !old.isRequired,
      before.constraint.belowPriority == nil
    else {
      throw .invalidPriority(priority)
    }
    guard priority != old else { return }
    if duplicates.isEnabled {
      if before.representative >= 0 || duplicates.followers[id.rawValue] != nil {
        // Its copies' weights rest on the level it shared with them: give them rows.
        try unmergeAll()
      } else if let key = duplicates.key(for: before.constraint) {
        // Later copies at the new priority find it; those at the old one no longer do.
        duplicates.reprioritize(key, representative: id.rawValue, to: priority.value)
      }
    }
    guard let record = constraints[id.rawValue] else { throw .unknownConstraint(id) }
    addErrorsToObjective(record.marker, record.other, level: levelIndex(for: old), weight: -1)
    addErrorsToObjective(record.marker, record.other, level: levelIndex(for: priority), weight: 1)
    constraints[id.rawValue]?.constraint.priority = priority
    needsSolve = true
  }

  /// Moves every row for a change of `change` in a constraint's constant. The constraint
  /// reads `… + constant + m·marker (+ o·other) = 0` and only it names its marker and other
  /// symbol, so raising the constant by Δ is that symbol σ moving by Δ/c (c its coefficient):
  /// σ's own row (if it is basic) shifts by −Δ/c, and every row that names σ — restricted
  /// rows when σ is parametric, lazy definitions even when σ is basic — by coefficient·Δ/c.
  /// The basic one of the two is chosen, so that the shift lands in as few rows as possible.
  private mutating func shiftRows(for record: ConstraintRecord, by change: Double) {
    let (markerCoefficient, otherCoefficient) = coefficients(of: record)
    var symbol = record.marker
    var coefficient = markerCoefficient
    if !tableau.isBasic(record.marker), let other = record.other, let otherCoefficient,
      tableau.isBasic(other)
    {
      symbol = other
      coefficient = otherCoefficient
    }
    if tableau.isBasic(symbol) { shiftConstant(of: symbol, by: -change / coefficient) }
    for basic in tableau.columns[symbol.index] where basic != symbol {
      // Read in place (`row(of:)` copies the row out, retaining and releasing its storage).
      let held = tableau.rows[basic.index]?.coefficient(of: symbol) ?? 0
      shiftConstant(of: basic, by: change / coefficient * held)
    }
  }

  /// The coefficients `makeRow` gave a constraint's marker and other symbol.
  private func coefficients(of record: ConstraintRecord) -> (Double, Double?) {
    switch record.constraint.relation {
    case .lessThanOrEqual: (1, record.other == nil ? nil : -1)
    case .greaterThanOrEqual: (-1, record.other == nil ? nil : 1)
    case .equal: record.other == nil ? (1, nil) : (-1, 1)
    }
  }

  /// Moves a basic symbol's constant, listing the row as infeasible when this move takes a
  /// restricted row below zero. Only then: the tableau is feasible before a batch of shifts
  /// (`setConstants` solves first), so every row negative at the end was listed when it went
  /// negative, and a row that many shifts keep negative (one that a thousand of a chain's
  /// constants reach) is listed once, not once per shift, for the dual simplex to sort.
  private mutating func shiftConstant(of basic: Symbol, by delta: Double) {
    let before = tableau.rows[basic.index]?.constant ?? 0  // `basic` comes from the basis
    tableau.rows[basic.index]?.constant = before + delta
    if tableau.kinds[basic.index].isRestricted && before + delta < -epsilon
      && !(before < -epsilon)
    {
      tableau.infeasible.append(basic)
    }
  }

  // MARK: Building rows

  /// The constraint as a row over its variables (not yet reduced), with its new markers.
  private mutating func makeRow(for constraint: Constraint) -> (Row, Symbol, Symbol?) {
    var row = Row(
      constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
    for term in constraint.expression.terms {
      row.insert(variableSymbols[term.variable.index], term.coefficient)
    }
    let marker: Symbol
    var other: Symbol?
    let isRequired = constraint.priority.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      marker = newSymbol(.slack)
      row.insert(marker, sign)
      if !isRequired {
        let error = newSymbol(.error)
        row.insert(error, -sign)
        other = error
      }
    case .equal:
      if isRequired {
        marker = newSymbol(.dummy)
        row.insert(marker, 1)
      } else {
        marker = newSymbol(.error)
        let minus = newSymbol(.error)
        row.insert(marker, -1)
        row.insert(minus, 1)
        other = minus
      }
    }
    return (row, marker, other)
  }

  /// The symbol to make basic for a new row: the external that occurs in the fewest rows
  /// (least fill-in), else a new slack or error with a negative coefficient.
  private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
    var best: Symbol?
    var bestCount = Int.max
    row.forEach { symbol, _ in
      guard tableau.kinds[symbol.index] == .external else { return }
      let count = tableau.columns[symbol.index].count
      if count < bestCount {
        best = symbol
        bestCount = count
      }
    }
    if let best { return best }
    if tableau.kinds[marker.index].isPivotable && row.coefficient(of: marker) < 0 { return marker }
    if let other, row.coefficient(of: other) < 0 { return other }
    return feasibleSubject(row)
  }

  /// A slack or error with a negative coefficient whose row keeps the tableau feasible without
  /// phase one. Solved for it, the row gives it the value `constant / −coefficient` (≥ 0, the
  /// constant being made non-negative first); substituting it moves each row that holds it
  /// by its coefficient there times that value, so it qualifies when no restricted row falls
  /// below zero. A zero constant moves no row at all (an equality between two sizes each
  /// already bounded below, `w1 == w2` after `w1 >= 10` and `w2 >= 10`). Phase one would pivot
  /// the same symbol in after an artificial variable and a journal of every row it touched:
  /// a required constraint between stack items whose sizes are already defined (about eight
  /// a card on the app screen) cost ~27,000 instructions that way. The one in the fewest
  /// rows, lowest on ties; nil when none qualifies.
  private func feasibleSubject(_ row: Row) -> Symbol? {
    guard row.constant >= 0 else { return nil }
    var best: Symbol?
    var bestCount = Int.max
    row.forEach { symbol, coefficient in
      guard coefficient < 0, tableau.kinds[symbol.index].isPivotable else { return }
      let count = tableau.columns[symbol.index].count
      guard count < bestCount || (count == bestCount && best.map { symbol < $0 } == true)
      else { return }
      let value = row.constant / -coefficient
      if value > 0 {
        for basic in tableau.columns[symbol.index] where tableau.kinds[basic.index].isRestricted {
          let holder = tableau.row(of: basic)
          if holder.constant + holder.coefficient(of: symbol) * value < -epsilon { return }
        }
      }
      best = symbol
      bestCount = count
    }
    return best
  }

  /// Phase one: adds `row` through an artificial variable and minimises it. On failure the
  /// tableau is rolled back and the constraints named by the phase-one objective are reported.
  private mutating func addWithArtificialVariable(_ row: Row, symbolCount: Int) throws(SolverError)
  {
    tableau.beginJournal()
    let artificial = newSymbol(.slack)
    tableau.setRow(artificial, row)
    tableau.artificial = row
    do {
      try optimize(phaseOne: true)
    } catch {
      tableau.rollBackJournal()
      truncateSymbols(to: symbolCount)
      throw error
    }
    let objective = tableau.artificial ?? Row()
    tableau.artificial = nil
    guard isNearZero(objective.constant) else {
      let conflicting = owners(in: objective)
      tableau.rollBackJournal()
      truncateSymbols(to: symbolCount)
      throw .unsatisfiable(conflicting: conflicting)
    }
    if tableau.isBasic(artificial) {
      var row = tableau.takeRow(artificial)
      let entering =
        row.firstSymbol { tableau.kinds[$0.index].isPivotable }
        ?? row.firstSymbol { tableau.kinds[$0.index] == .dummy }
      if let entering {
        row.solve(for: entering, replacing: artificial)
        tableau.substitute(entering, row)
        tableau.setRow(entering, row)
      }
    }
    tableau.erase(artificial)
    tableau.commitJournal()
  }

  private mutating func truncateSymbols(to count: Int) {
    tableau.truncate(to: count)
    markerOwners.removeSubrange(count...)
    ranks.removeSubrange(count...)
  }

  /// The added constraints whose markers occur in `row`, in order of addition.
  private func owners(in row: Row) -> [ConstraintID] {
    var owners = Set<Int>()
    row.forEach { symbol, _ in
      let owner = markerOwners[symbol.index]
      if owner >= 0 { owners.insert(owner) }
    }
    return owners.sorted().map(ConstraintID.init(rawValue:))
  }

  /// Index of the objective level for a priority, creating the level if needed.
  mutating func levelIndex(for priority: Priority) -> Int {
    let levels = tableau.levels
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) / 2
      if levels[mid] > priority.value { low = mid + 1 } else { high = mid }
    }
    if low < levels.count && levels[low] == priority.value { return low }
    tableau.insertLevel(priority.value, at: low)
    return low
  }

  /// Adds `weight` × each error symbol among a constraint's markers (those its level
  /// penalises), the marker first, to a level's costs. No arrays: every soft constraint
  /// passes here.
  /// Adds (`weight` 1) or takes away (-1) a soft constraint's errors in the objective, each
  /// at its level: both at `priority`, or, when `belowPriority` prices the lower side apart,
  /// the marker (the upper side's error) at `priority` and the other at `belowPriority`.
  /// Levels are found one after the other: making one may move the indices of those below.
  mutating func weighErrors(
    of constraint: Constraint, _ marker: Symbol, _ other: Symbol?, weight: Double
  ) {
    guard !constraint.priority.isRequired else { return }
    guard let below = constraint.belowPriority else {
      addErrorsToObjective(
        marker, other, level: levelIndex(for: constraint.priority), weight: weight)
      return
    }
    addErrorsToObjective(marker, nil, level: levelIndex(for: constraint.priority), weight: weight)
    if let other {
      addErrorsToObjective(other, nil, level: levelIndex(for: below), weight: weight)
    }
  }

  mutating func addErrorsToObjective(
    _ marker: Symbol, _ other: Symbol?, level: Int, weight: Double
  ) {
    if tableau.kinds[marker.index] == .error {
      addToObjective(marker, level: level, weight: weight)
    }
    if let other, tableau.kinds[other.index] == .error {
      addToObjective(other, level: level, weight: weight)
    }
  }

  private mutating func addToObjective(_ symbol: Symbol, level: Int, weight: Double) {
    tableau.addCost(symbol, level: level, factor: weight)
  }

  /// Row to pivot out when removing a parametric marker (Cassowary's marker leaving row).
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (ratio: Double, symbol: Symbol)?
    var second: (ratio: Double, symbol: Symbol)?
    var third: Symbol?
    for basic in tableau.columns[marker.index] {
      let row = tableau.row(of: basic)
      let coefficient = row.coefficient(of: marker)
      if tableau.kinds[basic.index] == .external {
        if precedes(0, basic, third.map { (0, $0) }) { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if precedes(ratio, basic, first) { first = (ratio, basic) }
      } else {
        let ratio = row.constant / coefficient
        if precedes(ratio, basic, second) { second = (ratio, basic) }
      }
    }
    return first?.symbol ?? second?.symbol ?? third
  }
}

/// The ratio test's order: the smaller ratio first, ties to the lower symbol (deterministic,
/// and Bland's rule); anything precedes no candidate at all.
@inline(__always)
func precedes(_ ratio: Double, _ symbol: Symbol, _ best: (ratio: Double, symbol: Symbol)?) -> Bool {
  guard let best else { return true }
  return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
}
