/// An order for `Heap`: `precedes(a, b)` when `a` must come out before `b`.
protocol HeapOrdered {
  static func precedes(_ a: Self, _ b: Self) -> Bool
}

/// A binary heap, the element that precedes all others on top. Entries are never updated in
/// place: the simplex pushes a symbol again whenever its costs change and drops stale
/// entries when they reach the top; the expansions push each definition once.
struct Heap<Element: HeapOrdered & Sendable>: Sendable {
  private var entries: [Element] = []

  var top: Element? { entries.first }

  mutating func push(_ element: Element) {
    entries.append(element)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Element.precedes(entries[child], entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the top entry, if any, and returns it.
  @discardableResult
  mutating func popTop() -> Element? {
    guard let first = entries.first else { return nil }
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < entries.count && Element.precedes(entries[left], entries[best]) { best = left }
      if right < entries.count && Element.precedes(entries[right], entries[best]) { best = right }
      if best == parent { return first }
      entries.swapAt(parent, best)
      parent = best
    }
  }
}

/// A parametric symbol whose cost vector was lexicographically negative when it was pushed:
/// first non-zero cost `cost` (< 0) at priority level `level`.
struct Candidate: HeapOrdered, Sendable {
  var level: Int
  var cost: Double
  var symbol: Symbol

  /// Dantzig's order: the highest level first, then the most negative cost, then the symbol.
  static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
    (a.level, a.cost, a.symbol) < (b.level, b.cost, b.symbol)
  }
}

/// Bland's order: the lowest symbol first.
extension Symbol: HeapOrdered {
  static func precedes(_ a: Symbol, _ b: Symbol) -> Bool { a < b }
}

/// A basic external by the rank of its definition (`Solver.ranks`): the highest rank first,
/// so that a definition is expanded only after every definition that names it; ties to the
/// higher symbol, for determinism.
struct RankedSymbol: HeapOrdered, Sendable {
  var rank: Int32
  var symbol: Symbol

  static func precedes(_ a: RankedSymbol, _ b: RankedSymbol) -> Bool {
    a.rank > b.rank || (a.rank == b.rank && a.symbol > b.symbol)
  }
}
