extension Solver {
  /// An external symbol that occurs in no row at all: making it basic changes nothing else.
  func isFresh(_ symbol: Symbol) -> Bool {
    tableau.kinds[symbol.index] == .external && !tableau.isBasic(symbol)
      && tableau.columns[symbol.index].isEmpty
  }

  /// A parametric external of `raw` that may take `raw` as its lazy row although rows name
  /// it already: only external (lazy) rows do — no restricted row, no objective — so none
  /// needs rewriting, and no symbol of `raw` is defined through it (checked upwards from it
  /// through the definitions that name it, within a small budget), so the definitions stay
  /// acyclic. A chain link `card2.top == card1.bottom + 12 @750` whose `card2.top` only its
  /// children's definitions name is then kept as written, not expanded down the chain (which
  /// made rows as long as the chain: a 2,000-card list held 11 million terms).
  func lazySubject(in raw: Row) -> Symbol? {
    raw.lastSymbol { canTakeLazyRow($0, raw) }
  }

  private func canTakeLazyRow(_ symbol: Symbol, _ raw: Row) -> Bool {
    let index = symbol.index
    guard tableau.kinds[index] == .external, !tableau.isBasic(symbol),
      tableau.hasZeroCost(symbol)
    else { return false }
    // No holder: `isFresh` covers it.
    let names = definitionsAbove(symbol, skipping: nil) { above in
      above.isEmpty ? nil : row(raw, namesAnyOf: above)
    }
    return names.flatMap { $0 } == false
  }

  /// `body` given everything defined through `symbol`: the lazy rows that name it, and
  /// theirs, upwards (not through `skipping`). Nil when a row that is not lazy names one of
  /// them, or past `lazySubjectBudget` definitions. The list is on the stack, searched
  /// linearly (at most the budget): a `Set` per candidate, allocated and hashed, was 1.5%
  /// of adding a large layout's constraints.
  private func definitionsAbove<Result>(
    _ symbol: Symbol, skipping: Symbol?, _ body: (UnsafeBufferPointer<Symbol>) -> Result
  ) -> Result? {
    let capacity = Solver.lazySubjectBudget + 1
    return withUnsafeTemporaryAllocation(of: Symbol.self, capacity: 2 * capacity) { buffer in
      guard let base = buffer.baseAddress else { return nil }
      let above = base
      let pending = base + capacity
      var (aboveCount, pendingCount) = (0, 1)
      pending.initialize(to: symbol)
      while pendingCount > 0 {
        pendingCount -= 1
        let next = pending[pendingCount]
        for holder in tableau.columns[next.index] where holder != skipping {
          guard tableau.kinds[holder.index] == .external else { return nil }
          var known = false
          for position in 0..<aboveCount where above[position] == holder { known = true }
          if !known {
            if aboveCount == Solver.lazySubjectBudget { return nil }
            (above + aboveCount).initialize(to: holder)
            aboveCount += 1
            (pending + pendingCount).initialize(to: holder)
            pendingCount += 1
          }
        }
      }
      return body(UnsafeBufferPointer(start: above, count: aboveCount))
    }
  }

  private func row(_ row: Row, namesAnyOf symbols: UnsafeBufferPointer<Symbol>) -> Bool {
    var names = false
    row.forEach { other, _ in if symbols.contains(other) { names = true } }
    return names
  }

  /// Before a constraint is reduced: a basic external of `raw` whose lazy definition names
  /// other definitions would be expanded through all of them. Where its definition also names
  /// a parametric external that only lazy rows name, the definition is solved for that one
  /// instead (the same equation, another subject), so the constraint names a parameter and
  /// expands nothing. An icon centred on a card in a list (`icon.height` defined through the
  /// card's `y`, so through every card above) then takes its intrinsic height in a row of
  /// three terms, not one as long as the list.
  mutating func releaseDeepDefinitions(in raw: Row) {
    // The rows read through the array's storage, and the list kept between calls (copying
    // each row out, and allocating the list, were half of this for every constraint).
    var deep = scratch.deep
    scratch.deep = []
    defer {
      deep.removeAll(keepingCapacity: true)
      scratch.deep = deep
    }
    tableau.rows.withUnsafeBufferPointer { rows in
      tableau.kinds.withUnsafeBufferPointer { kinds in
        raw.forEach { symbol, _ in
          guard kinds[symbol.index] == .external else { return }
          let namesDefinition = rows[symbol.index]?.firstSymbol { other in
            kinds[other.index] == .external && rows.isBasic(other)
          }
          if namesDefinition != nil { deep.append(symbol) }
        }
      }
    }
    for basic in deep {
      guard let subject = replacementSubject(for: basic) else { continue }
      var definition = tableau.takeRow(basic)
      definition.solve(for: subject, replacing: basic)
      tableau.setRow(subject, definition)
      rankDefinition(of: subject)
      // Which externals are basic changed, even if the constraint is then refused.
      definitionOrderCache = nil
      evaluationCache = nil
    }
  }

  /// The parametric external, last first, that may become `basic`'s subject. A method of
  /// its own: the same closure inside the mutating `releaseDeepDefinitions` copied the whole
  /// solver (its thirty arrays retained and released) for every definition looked at.
  private func replacementSubject(for basic: Symbol) -> Symbol? {
    guard let row = tableau.rows[basic.index] else { return nil }
    return row.lastSymbol { canReplace(basic, by: $0, in: row) }
  }

  /// True when `symbol`, a parametric external of `basic`'s definition, may become its
  /// subject: no cost, only lazy rows name it (so none needs rewriting), and nothing the
  /// definition names is defined through it (checked upwards, within the budget), so the
  /// definitions stay acyclic once `basic` is a parameter.
  private func canReplace(_ basic: Symbol, by symbol: Symbol, in row: Row) -> Bool {
    guard tableau.kinds[symbol.index] == .external, !tableau.isBasic(symbol),
      tableau.hasZeroCost(symbol)
    else { return false }
    return definitionsAbove(symbol, skipping: basic) { self.row(row, namesAnyOf: $0) } == false
  }

  /// How many definitions the search above a candidate subject may meet before it gives up
  /// (and the constraint is reduced as usual): keeps each `add` constant-time.
  static let lazySubjectBudget = 64

  /// Ranks a basic external's definition: one above the highest-ranked basic external its
  /// row names, and every definition that names it raised above it in turn, so that a row's
  /// rank always exceeds those of the definitions it names (`reduce` relies on it).
  mutating func rankDefinition(of symbol: Symbol) {
    // The rows and columns are read through the arrays' storage, and the list of holders
    // to raise is kept between calls: copying the row and the columns out, and allocating
    // the list, were most of ranking a definition (3% of adding the app screen).
    var rank: Int32 = 1
    tableau.rows.withUnsafeBufferPointer { rows in
      rows[symbol.index]?.forEach { other, _ in
        guard other != symbol, tableau.kinds[other.index] == .external else { return }
        if rows.isBasic(other) { rank = max(rank, ranks[other.index] &+ 1) }
      }
    }
    ranks[symbol.index] = rank
    var pending = scratch.raised
    scratch.raised = []
    defer {
      pending.removeAll(keepingCapacity: true)
      scratch.raised = pending
    }
    pending.append(symbol)
    tableau.columns.withUnsafeBufferPointer { columns in
      tableau.kinds.withUnsafeBufferPointer { kinds in
        ranks.withUnsafeMutableBufferPointer { ranks in
          while let child = pending.popLast() {
            let needed = ranks[child.index] &+ 1
            columns[child.index].forEach { holder in
              if kinds[holder.index] == .external && ranks[holder.index] < needed {
                ranks[holder.index] = needed
                pending.append(holder)
              }
            }
          }
        }
      }
    }
  }

  /// The basic externals reachable from `roots` through external rows, each after every
  /// external whose row names it (so coefficients can be pushed down the definitions).
  mutating func definitionOrder(from roots: [Symbol]) -> [Symbol] {
    var none: [Double] = []
    return definitionOrder(from: roots, evaluatingInto: &none)
  }

  /// `definitionOrder(from:)`, computing each definition's value into `values` (by symbol)
  /// as the walk leaves it, when `values` is not empty: its row was just read, and every
  /// definition it names has its value already. The same sums, in the same order, as an
  /// evaluation that follows the order afterwards — which read every row again, a cache miss
  /// each on a large layout.
  mutating func definitionOrder(
    from roots: [Symbol], evaluatingInto values: inout [Double]
  ) -> [Symbol] {
    if scratch.marks.count < tableau.symbolCount {
      // Grown geometrically: symbols are added one at a time, and reallocating for each
      // would make adding n constraints cost n².
      scratch.marks = [UInt32](
        repeating: 0, count: max(tableau.symbolCount, 2 * scratch.marks.count))
      scratch.generation = 0
    }
    scratch.generation &+= 1
    if scratch.generation == 0 {
      scratch.marks = [UInt32](repeating: 0, count: scratch.marks.count)
      scratch.generation = 1
    }
    let generation = scratch.generation
    var postOrder: [Symbol] = []
    // Each entry: a definition and the last of its row's symbols already walked, so the
    // walk resumes after it without copying the row's symbols out.
    var stack: [(symbol: Symbol, walked: Symbol?)] = []
    // The rows, kinds and marks through the arrays' storage: read by subscript, each row
    // was copied out (a retain and a release) every time the walk came back to it.
    let evaluates = !values.isEmpty
    tableau.rows.withUnsafeBufferPointer { rows in
      tableau.kinds.withUnsafeBufferPointer { kinds in
        scratch.marks.withUnsafeMutableBufferPointer { marks in
          values.withUnsafeMutableBufferPointer { values in
            for root in roots where marks[root.index] != generation {
              marks[root.index] = generation
              stack.append((root, nil))
              while let top = stack.last {
                let child = rows[top.symbol.index]?.firstSymbol(after: top.walked) { candidate in
                  marks[candidate.index] != generation && kinds[candidate.index] == .external
                    && rows.isBasic(candidate)
                }
                if let child {
                  stack[stack.count - 1].walked = child
                  marks[child.index] = generation
                  stack.append((child, nil))
                } else {
                  stack.removeLast()
                  postOrder.append(top.symbol)
                  if evaluates {
                    values[top.symbol.index] = Self.value(
                      of: top.symbol, rows: rows, kinds: kinds, values: values)
                  }
                }
              }
            }
          }
        }
      }
    }
    return postOrder.reversed()
  }

  /// `raw` over parametric symbols only: basic symbols replaced by their (expanded) rows.
  mutating func reduce(_ raw: Row) -> Row {
    if scratch.sums.count < tableau.symbolCount {
      scratch.sums = [Double](repeating: 0, count: max(tableau.symbolCount, 2 * scratch.sums.count))
    }
    var touched = scratch.touched
    var pending = scratch.pending
    scratch.touched = []
    scratch.pending = Heap()
    defer {
      touched.removeAll(keepingCapacity: true)
      scratch.touched = touched
      pending.removeAll()
      scratch.pending = pending
    }
    // The sums, rows, kinds and ranks are read in place, through the arrays' storage: bound
    // with `if let`, each row expanded was copied out (a retain and a release of its
    // storage), a closure that reads `tableau` copied the whole tableau, and each write to
    // the sums checked that their array was not shared.
    return scratch.sums.withUnsafeMutableBufferPointer { sums in
      var reduction = Reduction(
        sums: sums, constant: raw.constant, touched: touched, pending: pending)
      touched = []
      pending = Heap()
      tableau.rows.withUnsafeBufferPointer { rows in
        tableau.kinds.withUnsafeBufferPointer { kinds in
          ranks.withUnsafeBufferPointer { ranks in
            let tableau = Reduction.Tableau(rows: rows, kinds: kinds, ranks: ranks)
            raw.forEach { reduction.push($0, $1, tableau) }
            while let symbol = reduction.pending.popTop()?.symbol {
              let coefficient = sums[symbol.index]
              sums[symbol.index] = 0
              guard coefficient != 0 else { continue }
              reduction.constant += (rows[symbol.index]?.constant ?? 0) * coefficient
              rows[symbol.index]?.forEach { reduction.push($0, $1 * coefficient, tableau) }
            }
          }
        }
      }
      var result = Row(constant: reduction.constant, capacity: reduction.touched.count)
      reduction.touched.sort()
      var previous = Symbol.none
      for symbol in reduction.touched where symbol != previous {
        previous = symbol
        let index = symbol.index
        if !(tableau.kinds[index] == .external && tableau.isBasic(symbol)) {
          result.appendAscending(symbol, sums[index])
        }
        sums[index] = 0
      }
      touched = reduction.touched
      pending = reduction.pending
      return result
    }
  }

  /// Every basic external, each after those whose rows name it; cached until a constraint is
  /// added or removed (pivots never change which externals are basic, nor lazy rows).
  mutating func allDefinitionsOrder() -> [Symbol] {
    if let cached = definitionOrderCache { return cached }
    let order = definitionOrder(from: variableSymbols.filter { tableau.isBasic($0) })
    definitionOrderCache = order
    return order
  }

  /// The lazy rows flattened in definition order, so values can be recomputed without
  /// touching the rows' storage; rebuilt when a constraint is added or removed.
  mutating func evaluationProgram() -> EvaluationProgram {
    if let cached = evaluationCache { return cached }
    let order = allDefinitionsOrder()
    var program = EvaluationProgram()
    // Sized at once: grown by doubling, the arrays were copied and their fresh pages
    // touched (2.6% of the page faults of a 100,000-view screen).
    var termCount = 0
    for symbol in order { termCount += tableau.rows[symbol.index]?.count ?? 0 }
    program.targets.reserveCapacity(order.count)
    program.ends.reserveCapacity(order.count)
    program.symbols.reserveCapacity(termCount)
    program.coefficients.reserveCapacity(termCount)
    for symbol in order.reversed() {
      program.targets.append(symbol)
      tableau.row(of: symbol).forEach { parametric, coefficient in
        program.symbols.append(parametric)
        program.coefficients.append(coefficient)
      }
      program.ends.append(program.symbols.count)
    }
    evaluationCache = program
    return program
  }

  /// Computes every variable's value from the tableau (after the rows have changed).
  ///
  /// The first evaluation after the lazy rows change reads them in definition order; the
  /// next ones (a live solver's edits, which change constants, not rows) build the flat
  /// program once and run it. Building it for a layout solved once was as dear as the
  /// evaluation itself.
  mutating func updateValues() {
    if valueScratch.count < tableau.symbolCount {
      valueScratch = [Double](repeating: 0, count: tableau.symbolCount)
    }
    if evaluationCache == nil && !evaluatedSinceRowsChanged {
      evaluatedSinceRowsChanged = true
      if definitionOrderCache == nil {
        // The order is found and the values computed in one walk (see
        // `definitionOrder(from:evaluatingInto:)`).
        var values = valueScratch
        valueScratch = []
        definitionOrderCache = definitionOrder(
          from: variableSymbols.filter { tableau.isBasic($0) }, evaluatingInto: &values)
        valueScratch = values
      } else {
        let order = allDefinitionsOrder()
        tableau.rows.withUnsafeBufferPointer { rows in
          tableau.kinds.withUnsafeBufferPointer { kinds in
            valueScratch.withUnsafeMutableBufferPointer { values in
              for target in order.reversed() {
                values[target.index] = Self.value(
                  of: target, rows: rows, kinds: kinds, values: values)
              }
            }
          }
        }
      }
    } else {
      runEvaluationProgram()
    }
    if variableValues.count != variableSymbols.count {
      variableValues = [Double](repeating: 0, count: variableSymbols.count)
    }
    for (index, symbol) in variableSymbols.enumerated() {
      variableValues[index] = tableau.isBasic(symbol) ? valueScratch[symbol.index] : 0
    }
  }

  /// A definition's value: its row's constant plus each term, an external's value (from
  /// `values`) or a restricted symbol's (its row's constant when basic, else zero).
  @inline(__always) static func value(
    of definition: Symbol, rows: UnsafeBufferPointer<Row?>,
    kinds: UnsafeBufferPointer<SymbolKind>, values: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    var value = rows[definition.index]?.constant ?? 0
    rows[definition.index]?.forEach { symbol, coefficient in
      let index = symbol.index
      value +=
        coefficient * (kinds[index] == .external ? values[index] : rows[index]?.constant ?? 0)
    }
    return value
  }

  /// Evaluates the definitions through the flat program (built if need be).
  private mutating func runEvaluationProgram() {
    let program = evaluationProgram()
    tableau.rows.withUnsafeBufferPointer { rows in
      tableau.kinds.withUnsafeBufferPointer { kinds in
        valueScratch.withUnsafeMutableBufferPointer { values in
          var start = 0
          for (index, target) in program.targets.enumerated() {
            var value = rows[target.index]?.constant ?? 0
            for term in start..<program.ends[index] {
              let symbol = program.symbols[term].index
              value +=
                program.coefficients[term]
                * (kinds[symbol] == .external ? values[symbol] : rows[symbol]?.constant ?? 0)
            }
            values[target.index] = value
            start = program.ends[index]
          }
        }
      }
    }
  }
}

/// Lazy rows in definition order as flat arrays: each target's terms. (Which restricted
/// symbols are basic changes with every pivot, so their values are read at evaluation.)
struct EvaluationProgram: Sendable {
  var targets: [Symbol] = []
  var ends: [Int] = []
  var symbols: [Symbol] = []
  var coefficients: [Double] = []
}

/// The state of one `Solver.reduce`: a struct with a mutating method rather than a nested
/// function over local variables, which the closures that walk rows captured, so every
/// access went through the runtime's exclusivity checks (7% of adding a chain).
private struct Reduction {
  /// By symbol: the coefficient gathered so far (zero again once the row is built).
  let sums: UnsafeMutableBufferPointer<Double>
  var constant: Double
  /// Every symbol given a coefficient (repeats allowed; sorted and merged at the end).
  var touched: [Symbol]
  /// Basic externals to expand, highest rank first: a definition is expanded only after
  /// every definition that names it, and only if its coefficient has not cancelled out.
  var pending: Heap<RankedSymbol>

  /// `touched` and `pending` empty (their storage reused).
  init(
    sums: UnsafeMutableBufferPointer<Double>, constant: Double, touched: [Symbol],
    pending: Heap<RankedSymbol>
  ) {
    self.sums = sums
    self.constant = constant
    self.touched = touched
    self.pending = pending
  }

  /// Adds `coefficient` × the symbol: a restricted basic symbol's row at once (it names only
  /// parametric symbols); a basic external's coefficient collects until its row is expanded.
  mutating func push(_ symbol: Symbol, _ coefficient: Double, _ tableau: Tableau) {
    let index = symbol.index
    let isBasic = tableau.rows.isBasic(symbol)
    if isBasic, tableau.kinds[index] != .external {
      constant += (tableau.rows[index]?.constant ?? 0) * coefficient
      tableau.rows[index]?.forEach { inner, innerCoefficient in
        if sums[inner.index] == 0 { touched.append(inner) }
        sums[inner.index] += innerCoefficient * coefficient
      }
      return
    }
    if sums[index] == 0 {
      touched.append(symbol)
      if isBasic { pending.push(RankedSymbol(rank: tableau.ranks[index], symbol: symbol)) }
    }
    sums[index] += coefficient
  }

  /// What a reduction reads of the solver, through the arrays' storage.
  struct Tableau {
    let rows: UnsafeBufferPointer<Row?>
    let kinds: UnsafeBufferPointer<SymbolKind>
    let ranks: UnsafeBufferPointer<Int32>
  }
}
