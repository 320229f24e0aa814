extension Solver {
  /// An external symbol that occurs in no row at all: making it basic changes nothing else.
  func isFresh(_ symbol: Int32) -> Bool {
    tableau.kinds[Int(symbol)] == .external && !tableau.isBasic(symbol)
      && tableau.columns[Int(symbol)].isEmpty
  }

  /// The basic externals reachable from `roots` through external rows, each after every
  /// external whose row names it (so coefficients can be pushed down the definitions).
  func definitionOrder(from roots: [Int32]) -> [Int32] {
    var state: [Int32: Bool] = [:]  // false: on the stack, true: finished
    var postOrder: [Int32] = []
    var stack: [(symbol: Int32, next: Int)] = []
    for root in roots where state[root] == nil {
      state[root] = false
      stack.append((root, 0))
      while let top = stack.last {
        let row = tableau.rows[Int(top.symbol)]!
        var index = top.next
        var pushed = false
        while index < row.count {
          let child = row.symbols[index]
          index += 1
          if tableau.kinds[Int(child)] == .external && tableau.isBasic(child) && state[child] == nil {
            stack[stack.count - 1].next = index
            state[child] = false
            stack.append((child, 0))
            pushed = true
            break
          }
        }
        if !pushed {
          stack.removeLast()
          state[top.symbol] = true
          postOrder.append(top.symbol)
        }
      }
    }
    return postOrder.reversed()
  }

  /// `raw` over parametric symbols only: basic symbols replaced by their (expanded) rows.
  func reduce(_ raw: Row) -> Row {
    var accumulated: [Int32: Double] = [:]
    var external: [Int32: Double] = [:]
    var roots: [Int32] = []
    var constant = raw.constant
    func push(_ symbol: Int32, _ coefficient: Double) {
      if let row = tableau.rows[Int(symbol)] {
        if tableau.kinds[Int(symbol)] == .external {
          if external[symbol] == nil { roots.append(symbol) }
          external[symbol, default: 0] += coefficient
        } else {
          constant += row.constant * coefficient
          row.forEach { accumulated[$0, default: 0] += $1 * coefficient }
        }
      } else {
        accumulated[symbol, default: 0] += coefficient
      }
    }
    raw.forEach(push)
    for symbol in definitionOrder(from: roots) {
      guard let coefficient = external[symbol], coefficient != 0 else { continue }
      let row = tableau.rows[Int(symbol)]!
      constant += row.constant * coefficient
      row.forEach { push($0, $1 * coefficient) }
    }
    var result = Row(constant: constant)
    for symbol in accumulated.keys.sorted() { result.insert(symbol, accumulated[symbol]!) }
    return result
  }

  /// Reduces every external row, so that pivots may rewrite them (needed before a removal).
  mutating func reduceAllRows() {
    guard !tableau.isReduced else { return }
    let externals = (0..<tableau.symbolCount).map(Int32.init).filter {
      tableau.kinds[Int($0)] == .external && tableau.isBasic($0)
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
  mutating func allDefinitionsOrder() -> [Int32] {
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
      tableau.rows[Int(symbol)]!.forEach { parametric, coefficient in
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
      for symbol in variableSymbols { valueScratch[Int(symbol)] = tableau.rows[Int(symbol)]?.constant ?? 0 }
    } else {
      let program = evaluationProgram()
      tableau.rows.withUnsafeBufferPointer { rows in
        tableau.kinds.withUnsafeBufferPointer { kinds in
          valueScratch.withUnsafeMutableBufferPointer { values in
            var start = 0
            for (index, target) in program.targets.enumerated() {
              var value = rows[Int(target)]?.constant ?? 0
              for term in start..<program.ends[index] {
                let symbol = Int(program.symbols[term])
                value += program.coefficients[term]
                  * (kinds[symbol] == .external ? values[symbol] : rows[symbol]?.constant ?? 0)
              }
              values[Int(target)] = value
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
      variableValues[index] = tableau.isBasic(symbol) ? valueScratch[Int(symbol)] : 0
    }
  }
}

/// Lazy rows in definition order as flat arrays: each target's terms. (Which restricted
/// symbols are basic changes with every pivot, so their values are read at evaluation.)
struct EvaluationProgram: Sendable {
  var targets: [Int32] = []
  var ends: [Int] = []
  var symbols: [Int32] = []
  var coefficients: [Double] = []
}
