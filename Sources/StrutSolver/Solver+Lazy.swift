extension Solver {
  /// An external symbol that occurs in no row at all: making it basic changes nothing else.
  func isFresh(_ symbol: Symbol) -> Bool {
    tableau.kinds[symbol.index] == .external && !tableau.isBasic(symbol)
      && tableau.columns[symbol.index].isEmpty
  }

  /// The basic externals reachable from `roots` through external rows, each after every
  /// external whose row names it (so coefficients can be pushed down the definitions).
  mutating func definitionOrder(from roots: [Symbol]) -> [Symbol] {
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
    var stack: [(symbol: Symbol, next: Int)] = []
    for root in roots where scratch.marks[root.index] != generation {
      scratch.marks[root.index] = generation
      stack.append((root, 0))
      while let top = stack.last {
        var index = top.next
        var child: Symbol?
        if let row = tableau.rows[top.symbol.index] {
          let symbols = row.symbols
          while index < symbols.count {
            let candidate = symbols[index]
            index += 1
            if scratch.marks[candidate.index] != generation
              && tableau.kinds[candidate.index] == .external && tableau.isBasic(candidate)
            {
              child = candidate
              break
            }
          }
        }
        if let child {
          stack[stack.count - 1].next = index
          scratch.marks[child.index] = generation
          stack.append((child, 0))
        } else {
          stack.removeLast()
          postOrder.append(top.symbol)
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
    var touched: [Symbol] = []
    var roots: [Symbol] = []
    var constant = raw.constant
    // Basic externals collect their coefficient in `sums` until their row is expanded.
    func push(_ symbol: Symbol, _ coefficient: Double, _ sums: inout [Double]) {
      let index = symbol.index
      if let row = tableau.rows[index], tableau.kinds[index] != .external {
        constant += row.constant * coefficient
        row.forEach { inner, innerCoefficient in
          if sums[inner.index] == 0 { touched.append(inner) }
          sums[inner.index] += innerCoefficient * coefficient
        }
        return
      }
      if sums[index] == 0 {
        touched.append(symbol)
        if tableau.isBasic(symbol) { roots.append(symbol) }
      }
      sums[index] += coefficient
    }
    var sums = scratch.sums
    scratch.sums = []
    raw.forEach { push($0, $1, &sums) }
    for symbol in definitionOrder(from: roots) {
      let coefficient = sums[symbol.index]
      sums[symbol.index] = 0
      guard coefficient != 0, let row = tableau.rows[symbol.index] else { continue }
      constant += row.constant * coefficient
      row.forEach { push($0, $1 * coefficient, &sums) }
    }
    var result = Row(constant: constant)
    touched.sort()
    var previous = Symbol.none
    for symbol in touched where symbol != previous {
      previous = symbol
      let index = symbol.index
      if !(tableau.kinds[index] == .external && tableau.isBasic(symbol)) {
        result.insert(symbol, sums[index])
      }
      sums[index] = 0
    }
    scratch.sums = sums
    return result
  }

  /// Reduces every external row, so that pivots may rewrite them (needed before a removal).
  mutating func reduceAllRows() {
    guard !tableau.isReduced else { return }
    let externals = (0..<tableau.symbolCount).map(Symbol.init).filter {
      tableau.kinds[($0).index] == .external && tableau.isBasic($0)
    }
    // Children first, so each reduction meets only reduced rows.
    for symbol in definitionOrder(from: externals).reversed() {
      let row = tableau.takeRow(symbol)
      tableau.setRow(symbol, reduce(row))
    }
    tableau.isReduced = true
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
    var program = EvaluationProgram()
    for symbol in allDefinitionsOrder().reversed() {
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
  mutating func updateValues() {
    if valueScratch.count < tableau.symbolCount {
      valueScratch = [Double](repeating: 0, count: tableau.symbolCount)
    }
    if tableau.isReduced {
      // Every row names only parametric symbols: a basic variable's value is its constant.
      for symbol in variableSymbols {
        valueScratch[symbol.index] = tableau.rows[symbol.index]?.constant ?? 0
      }
    } else {
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
    if variableValues.count != variableSymbols.count {
      variableValues = [Double](repeating: 0, count: variableSymbols.count)
    }
    for (index, symbol) in variableSymbols.enumerated() {
      variableValues[index] = tableau.isBasic(symbol) ? valueScratch[symbol.index] : 0
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
