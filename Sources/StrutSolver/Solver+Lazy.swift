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

  /// Computes every variable's value from the tableau (after the rows have changed).
  mutating func updateValues() {
    let order = allDefinitionsOrder()
    var values = [Double](repeating: 0, count: tableau.symbolCount)
    tableau.rows.withUnsafeBufferPointer { rows in
      tableau.kinds.withUnsafeBufferPointer { kinds in
        for symbol in order.reversed() {
          guard let row = rows[Int(symbol)] else { continue }
          var value = row.constant
          row.symbols.withUnsafeBufferPointer { symbols in
            row.coefficients.withUnsafeBufferPointer { coefficients in
              for index in 0..<symbols.count {
                let parametric = Int(symbols[index])
                if kinds[parametric] == .external {
                  value += coefficients[index] * values[parametric]
                } else if let basic = rows[parametric] {
                  value += coefficients[index] * basic.constant
                }
              }
            }
          }
          values[Int(symbol)] = value
        }
      }
    }
    variableValues = variableSymbols.map { values[Int($0)] }
  }
}
