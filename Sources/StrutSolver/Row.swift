/// A sparse row `basic = constant + Σ coefficient × symbol` (or `0 = …` before it has a
/// subject). Symbols are kept sorted by ID so that every traversal is deterministic.
struct Row: Sendable, Equatable {
  var constant: Double
  private(set) var symbols: [Symbol] = []
  private(set) var coefficients: [Double] = []

  init(constant: Double = 0) { self.constant = constant }

  var isEmpty: Bool { symbols.isEmpty }
  var count: Int { symbols.count }

  /// Index of `symbol` in `symbols`, or where it would be inserted.
  @inline(__always) private func position(of symbol: Symbol) -> (Int, Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let mid = (low &+ high) >> 1
      let value = symbols[mid]
      if value < symbol {
        low = mid &+ 1
      } else if value > symbol {
        high = mid
      } else {
        return (mid, true)
      }
    }
    return (low, false)
  }

  func coefficient(of symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? coefficients[index] : 0
  }

  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).1 }

  /// Adds `coefficient` to the symbol's coefficient, dropping it when the sum is zero.
  /// Returns +1 when the symbol appeared, -1 when it vanished, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let (index, found) = position(of: symbol)
    if found {
      let sum = coefficients[index] + coefficient
      if isNearZero(sum) {
        symbols.remove(at: index)
        coefficients.remove(at: index)
        return -1
      }
      coefficients[index] = sum
      return 0
    }
    if isNearZero(coefficient) { return 0 }
    symbols.insert(symbol, at: index)
    coefficients.insert(coefficient, at: index)
    return 1
  }

  /// Removes the symbol and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    symbols.remove(at: index)
    return coefficients.remove(at: index)
  }

  /// `self += factor × other`. Symbols that appear are appended to `appeared`, symbols that
  /// cancel out to `vanished`, so the caller can keep its column index in step.
  mutating func add(
    _ other: Row, times factor: Double, appeared: inout [Symbol], vanished: inout [Symbol]
  ) {
    constant += other.constant * factor
    if other.symbols.isEmpty { return }
    if other.symbols.count <= 4 {
      // Few symbols: insert in place rather than merge into new arrays (no allocation).
      for index in other.symbols.indices {
        let symbol = other.symbols[index]
        let change = insert(symbol, other.coefficients[index] * factor)
        if change > 0 { appeared.append(symbol) }
        if change < 0 { vanished.append(symbol) }
      }
      return
    }
    var newSymbols: [Symbol] = []
    var newCoefficients: [Double] = []
    newSymbols.reserveCapacity(symbols.count + other.symbols.count)
    newCoefficients.reserveCapacity(symbols.count + other.symbols.count)
    var i = 0
    var j = 0
    let leftCount = symbols.count
    let rightCount = other.symbols.count
    symbols.withUnsafeBufferPointer { leftSymbols in
      coefficients.withUnsafeBufferPointer { leftCoefficients in
        other.symbols.withUnsafeBufferPointer { rightSymbols in
          other.coefficients.withUnsafeBufferPointer { rightCoefficients in
            while i < leftCount || j < rightCount {
              let left = i < leftCount ? leftSymbols[i] : Symbol.beyond
              let right = j < rightCount ? rightSymbols[j] : Symbol.beyond
              if left < right {
                newSymbols.append(left)
                newCoefficients.append(leftCoefficients[i])
                i &+= 1
              } else if right < left {
                let value = rightCoefficients[j] * factor
                if !isNearZero(value) {
                  newSymbols.append(right)
                  newCoefficients.append(value)
                  appeared.append(right)
                }
                j &+= 1
              } else {
                let value = leftCoefficients[i] + rightCoefficients[j] * factor
                if isNearZero(value) {
                  vanished.append(left)
                } else {
                  newSymbols.append(left)
                  newCoefficients.append(value)
                }
                i &+= 1
                j &+= 1
              }
            }
          }
        }
      }
    }
    symbols = newSymbols
    coefficients = newCoefficients
  }

  /// `self += factor × other`, when no column index needs the changes.
  mutating func add(_ other: Row, times factor: Double) {
    var appeared: [Symbol] = []
    var vanished: [Symbol] = []
    add(other, times: factor, appeared: &appeared, vanished: &vanished)
  }

  mutating func scale(by factor: Double) {
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Turns `0 = constant + Σ …` into `symbol = …`. The symbol must be in the row.
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    scale(by: -1 / coefficient)
  }

  /// Turns `lhs = …` (where `rhs` is in the row) into `rhs = …` (where `lhs` is in the row).
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Calls `body` with each symbol and coefficient in ascending symbol order.
  @inline(__always) func forEach(_ body: (Symbol, Double) throws -> Void) rethrows {
    for index in symbols.indices { try body(symbols[index], coefficients[index]) }
  }
}
