extension Solver {
  /// The tableau as text: one line per objective level and per basic symbol, for debugging.
  public func dump() -> String {
    var lines: [String] = []
    func describe(_ row: Row) -> String {
      var text = format(row.constant)
      row.forEach { symbol, coefficient in
        text += " \(coefficient < 0 ? "-" : "+") \(format(abs(coefficient)))*\(label(symbol))"
      }
      return text
    }
    for level in tableau.levels.indices {
      var row = Row()
      for index in 0..<tableau.symbolCount {
        let cost = tableau.cost(level, Symbol(index))
        if cost != 0 { row.insert(Symbol(index), cost) }
      }
      lines.append("objective @\(Priority(tableau.levels[level])): \(describe(row))")
    }
    for (index, row) in tableau.rows.enumerated() {
      guard let row else { continue }
      lines.append("\(label(Symbol(index))) = \(describe(row))")
    }
    return lines.joined(separator: "\n")
  }

  private func label(_ symbol: Symbol) -> String {
    switch tableau.kinds[symbol.index] {
    case .external:
      if let index = variableSymbols.firstIndex(of: symbol) {
        let name = variableNames[index]
        return name.isEmpty ? "v\(index)" : name
      }
      return "x\(symbol)"
    case .slack: return "s\(symbol)"
    case .error: return "e\(symbol)"
    case .dummy: return "d\(symbol)"
    }
  }

  private func format(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
  }
}
