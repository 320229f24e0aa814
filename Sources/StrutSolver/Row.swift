/// One term of a row: a symbol and its coefficient.
struct RowTerm: Sendable, Equatable {
  var symbol: Symbol
  var coefficient: Double
}

/// A sparse row `basic = constant + Σ coefficient × symbol` (or `0 = …` before it has a
/// subject). Terms are kept sorted by symbol ID so that every traversal is deterministic.
///
/// A short row is one sorted array of terms. A long one (more than `Row.flatLimit` terms:
/// the row of a constraint that spans a whole chain, say) is kept in sorted runs of at most
/// `Row.runLimit` terms, so that putting a symbol in or taking one out moves one run's
/// entries, not the whole row's: substituting a short row into a long one costs the short
/// row's length, where one array paid the long one's at every pivot (a 30,000-view chain
/// spent two thirds of its time moving memory). Both forms hold the same terms in the same
/// order, so every traversal, and every answer, is the same whichever form a row is in. A
/// row is three words (the tableau reads millions of them).
struct Row: Sendable, Equatable {
  var constant: Double
  /// The terms of a short row (empty while `runs` holds them).
  private var terms: [RowTerm] = []
  /// The terms of a long row: non-empty sorted runs, in ascending order of their symbols.
  private var runs: [[RowTerm]] = []

  /// Past this many terms a row is kept in runs; below half of it, in one array again.
  static let flatLimit = 512
  /// A run that grows past this many terms is split in two.
  static let runLimit = 256

  init(constant: Double = 0) { self.constant = constant }

  /// An empty row with room for `capacity` terms, so that building it allocates once.
  init(constant: Double, capacity: Int) {
    self.constant = constant
    terms.reserveCapacity(capacity)
  }

  var isEmpty: Bool { runs.isEmpty && terms.isEmpty }
  var count: Int { runs.isEmpty ? terms.count : runCount }

  /// The number of terms in `runs`.
  private var runCount: Int {
    var total = 0
    for run in runs { total &+= run.count }
    return total
  }

  /// The symbols in ascending order (a new array: prefer `forEach` and `firstSymbol`).
  var symbols: [Symbol] {
    var result: [Symbol] = []
    result.reserveCapacity(count)
    forEach { symbol, _ in result.append(symbol) }
    return result
  }

  /// The first symbol, in ascending order, that `test` accepts.
  func firstSymbol(where test: (Symbol) -> Bool) -> Symbol? {
    if runs.isEmpty { return terms.first { test($0.symbol) }?.symbol }
    for run in runs { if let term = run.first(where: { test($0.symbol) }) { return term.symbol } }
    return nil
  }

  /// The first symbol above `bound` (or the first of all, when `bound` is nil), in ascending
  /// order, that `test` accepts: a walk over a row that resumes where it stopped, without
  /// copying the row's symbols out.
  func firstSymbol(after bound: Symbol?, where test: (Symbol) -> Bool) -> Symbol? {
    guard let bound else { return firstSymbol(where: test) }
    if runs.isEmpty { return Row.firstSymbol(in: terms, after: bound, where: test) }
    var which = run(for: bound)
    while which < runs.count {
      if let found = Row.firstSymbol(in: runs[which], after: bound, where: test) { return found }
      which += 1
    }
    return nil
  }

  private static func firstSymbol(
    in terms: [RowTerm], after bound: Symbol, where test: (Symbol) -> Bool
  ) -> Symbol? {
    var (index, found) = position(of: bound, in: terms)
    if found { index += 1 }
    while index < terms.count {
      if test(terms[index].symbol) { return terms[index].symbol }
      index += 1
    }
    return nil
  }

  /// The last symbol, in ascending order, that `test` accepts.
  func lastSymbol(where test: (Symbol) -> Bool) -> Symbol? {
    if runs.isEmpty { return terms.last { test($0.symbol) }?.symbol }
    for run in runs.reversed() {
      if let term = run.last(where: { test($0.symbol) }) { return term.symbol }
    }
    return nil
  }

  static func == (lhs: Row, rhs: Row) -> Bool {
    guard lhs.constant == rhs.constant, lhs.count == rhs.count else { return false }
    return lhs.allTerms == rhs.allTerms
  }

  /// Every term in order, in one array (a long row's runs copied run by run: a `joined()`
  /// view copies term by term through its iterator, several times slower).
  private var allTerms: [RowTerm] {
    if runs.isEmpty { return terms }
    var all: [RowTerm] = []
    all.reserveCapacity(runCount)
    for run in runs { all.append(contentsOf: run) }
    return all
  }

  /// The terms as sorted arrays in ascending order: the one array of a short row, or the runs
  /// of a long one.
  private var chunks: [[RowTerm]] { runs.isEmpty ? [terms] : runs }

  /// Index of `symbol` in a sorted array of terms, or where it would be inserted.
  @inline(__always) private static func position(of symbol: Symbol, in terms: [RowTerm]) -> (
    Int, Bool
  ) {
    var low = 0
    var high = terms.count
    while low < high {
      let mid = (low &+ high) >> 1
      let value = terms[mid].symbol
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

  /// The run that holds `symbol` or would: the first whose last symbol is not below it (the
  /// last run when every symbol is below it).
  private func run(for symbol: Symbol) -> Int {
    var low = 0
    var high = runs.count - 1
    while low < high {
      let mid = (low &+ high) >> 1
      if let last = runs[mid].last, last.symbol < symbol {
        low = mid &+ 1
      } else {
        high = mid
      }
    }
    return low
  }

  func coefficient(of symbol: Symbol) -> Double {
    if runs.isEmpty {
      let (index, found) = Row.position(of: symbol, in: terms)
      return found ? terms[index].coefficient : 0
    }
    let which = run(for: symbol)
    let (index, found) = Row.position(of: symbol, in: runs[which])
    return found ? runs[which][index].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { coefficient(of: symbol) != 0 }

  /// Adds `coefficient` to the symbol's coefficient, dropping it when the sum is zero.
  /// Returns +1 when the symbol appeared, -1 when it vanished, 0 otherwise.
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
    if !runs.isEmpty { return insertInRuns(symbol, coefficient) }
    let (index, found) = Row.position(of: symbol, in: terms)
    if found {
      let sum = terms[index].coefficient + coefficient
      if isNearZero(sum) {
        terms.remove(at: index)
        return -1
      }
      terms[index].coefficient = sum
      return 0
    }
    if isNearZero(coefficient) { return 0 }
    // A new symbol is the highest yet, so most insertions are at the end: append there
    // (`insert(_:at:)` goes through the general subrange replacement).
    if index == terms.count {
      terms.append(RowTerm(symbol: symbol, coefficient: coefficient))
    } else {
      terms.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: index)
    }
    if terms.count > Row.flatLimit { makeRuns() }
    return 1
  }

  /// Adds a term whose symbol is above every symbol of the row (a row built in ascending
  /// order, as `Solver.reduce` builds its result): appended without searching for its
  /// place. Long or run-split rows go through `insert`.
  mutating func appendAscending(_ symbol: Symbol, _ coefficient: Double) {
    guard runs.isEmpty, terms.count < Row.flatLimit else {
      _ = insert(symbol, coefficient)
      return
    }
    assert(terms.last.map { $0.symbol < symbol } ?? true, "appendAscending out of order")
    if isNearZero(coefficient) { return }
    terms.append(RowTerm(symbol: symbol, coefficient: coefficient))
  }

  private mutating func insertInRuns(_ symbol: Symbol, _ coefficient: Double) -> Int {
    let which = run(for: symbol)
    let (index, found) = Row.position(of: symbol, in: runs[which])
    if found {
      let sum = runs[which][index].coefficient + coefficient
      if isNearZero(sum) {
        removeFromRuns(which, index)
        return -1
      }
      runs[which][index].coefficient = sum
      return 0
    }
    if isNearZero(coefficient) { return 0 }
    runs[which].insert(RowTerm(symbol: symbol, coefficient: coefficient), at: index)
    if runs[which].count > Row.runLimit {
      // Split it in two halves.
      let half = runs[which].count / 2
      let tail = Array(runs[which][half...])
      runs[which].removeSubrange(half...)
      runs.insert(tail, at: which + 1)
    }
    return 1
  }

  private mutating func removeFromRuns(_ which: Int, _ index: Int) {
    runs[which].remove(at: index)
    if runs[which].isEmpty { runs.remove(at: which) }
    // Every run holds a term: with this many runs the row cannot be short yet.
    if runs.count < Row.flatLimit / 2, runCount < Row.flatLimit / 2 { makeFlat() }
  }

  /// Removes the symbol and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    if runs.isEmpty {
      let (index, found) = Row.position(of: symbol, in: terms)
      guard found else { return 0 }
      return terms.remove(at: index).coefficient
    }
    let which = run(for: symbol)
    let (index, found) = Row.position(of: symbol, in: runs[which])
    guard found else { return 0 }
    let coefficient = runs[which][index].coefficient
    removeFromRuns(which, index)
    return coefficient
  }

  /// Moves a short row's terms into runs of half the run limit.
  private mutating func makeRuns() {
    let size = Row.runLimit / 2
    runs = stride(from: 0, to: terms.count, by: size).map { start in
      Array(terms[start..<min(start + size, terms.count)])
    }
    terms = []
  }

  /// Moves a long row's terms back into one array.
  private mutating func makeFlat() {
    terms = allTerms
    runs = []
  }

  /// `self += factor × other`. Symbols that appear are appended to `appeared`, symbols that
  /// cancel out to `vanished`, so the caller can keep its column index in step.
  mutating func add(
    _ other: Row, times factor: Double, appeared: inout [Symbol], vanished: inout [Symbol]
  ) {
    add(other, times: factor, appeared: { appeared.append($0) }, vanished: { vanished.append($0) })
  }

  /// `self += factor × other`, calling `appeared` with each symbol that appears and
  /// `vanished` with each that cancels out, in ascending order, as the merge meets them: the
  /// tableau updates its columns there (collecting the symbols into arrays first cost a
  /// capacity and uniqueness check per symbol, a third of a long row's merge).
  @inline(__always)
  mutating func add(
    _ other: Row, times factor: Double, appeared: (Symbol) -> Void, vanished: (Symbol) -> Void
  ) {
    constant += other.constant * factor
    if other.isEmpty { return }
    // Few symbols, or few for a long row: put each in its place rather than merge into a
    // new array (no allocation, and a long row's other runs stay as they are).
    let otherCount = other.count
    if otherCount <= 4 || (!runs.isEmpty && otherCount * 16 < runCount) {
      other.forEach { symbol, coefficient in
        let change = insert(symbol, coefficient * factor)
        if change > 0 { appeared(symbol) }
        if change < 0 { vanished(symbol) }
      }
      return
    }
    // Both rows are read where they are, array by array (a long row's runs in turn): copying
    // each into one array first cost two allocations and copies per pivot of a long row.
    let leftChunks = chunks
    let rightChunks = other.chunks
    let merged = [RowTerm](unsafeUninitializedCapacity: count + otherCount) { output, written in
      var out = 0
      var leftChunk = 0
      var i = 0
      var rightChunk = 0
      var j = 0
      while leftChunk < leftChunks.count && rightChunk < rightChunks.count {
        leftChunks[leftChunk].withUnsafeBufferPointer { left in
          rightChunks[rightChunk].withUnsafeBufferPointer { right in
            let leftCount = left.count
            let rightCount = right.count
            while i < leftCount && j < rightCount {
              let leftSymbol = left[i].symbol
              let rightSymbol = right[j].symbol
              if leftSymbol < rightSymbol {
                output[out] = left[i]
                out &+= 1
                i &+= 1
              } else if rightSymbol < leftSymbol {
                let value = right[j].coefficient * factor
                if !isNearZero(value) {
                  output[out] = RowTerm(symbol: rightSymbol, coefficient: value)
                  out &+= 1
                  appeared(rightSymbol)
                }
                j &+= 1
              } else {
                let value = left[i].coefficient + right[j].coefficient * factor
                if isNearZero(value) {
                  vanished(leftSymbol)
                } else {
                  output[out] = RowTerm(symbol: leftSymbol, coefficient: value)
                  out &+= 1
                }
                i &+= 1
                j &+= 1
              }
            }
          }
        }
        if i == leftChunks[leftChunk].count {
          leftChunk += 1
          i = 0
        }
        if j == rightChunks[rightChunk].count {
          rightChunk += 1
          j = 0
        }
      }
      while leftChunk < leftChunks.count {
        leftChunks[leftChunk].withUnsafeBufferPointer { left in
          while i < left.count {
            output[out] = left[i]
            out &+= 1
            i &+= 1
          }
        }
        leftChunk += 1
        i = 0
      }
      while rightChunk < rightChunks.count {
        rightChunks[rightChunk].withUnsafeBufferPointer { right in
          while j < right.count {
            let value = right[j].coefficient * factor
            if !isNearZero(value) {
              output[out] = RowTerm(symbol: right[j].symbol, coefficient: value)
              out &+= 1
              appeared(right[j].symbol)
            }
            j &+= 1
          }
        }
        rightChunk += 1
        j = 0
      }
      written = out
    }
    runs = []
    terms = merged
    if terms.count > Row.flatLimit { makeRuns() }
  }

  /// `self += factor × other`, when no column index needs the changes.
  mutating func add(_ other: Row, times factor: Double) {
    add(other, times: factor, appeared: { _ in }, vanished: { _ in })
  }

  mutating func scale(by factor: Double) {
    constant *= factor
    // Through the storage in place: subscripting a run inside the row's array of runs
    // checked both arrays' uniqueness at every term (50 instructions a term; a pivot of a
    // 2,600-term row scales all of them).
    if runs.isEmpty {
      terms.withUnsafeMutableBufferPointer { Row.scale($0, by: factor) }
      return
    }
    for run in runs.indices {
      runs[run].withUnsafeMutableBufferPointer { Row.scale($0, by: factor) }
    }
  }

  private static func scale(_ terms: UnsafeMutableBufferPointer<RowTerm>, by factor: Double) {
    for index in terms.indices { terms[index].coefficient *= factor }
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
    if runs.isEmpty {
      for term in terms { try body(term.symbol, term.coefficient) }
      return
    }
    for run in runs {
      for term in run { try body(term.symbol, term.coefficient) }
    }
  }
}
