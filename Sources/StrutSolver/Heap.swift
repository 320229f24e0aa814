/// An order for `Heap`: `precedes(a, b)` when `a` must come out before `b`.
protocol HeapOrdered {
  static func precedes(_ a: Self, _ b: Self) -> Bool
}

/// A binary heap, the element that precedes all others on top. Entries are never updated in
/// place: the simplex pushes a symbol again whenever its costs change and drops stale
/// entries when they reach the top; the expansions push each definition once. (A four-ary
/// heap, tried for the cache, gave the same times on the 100,000-view chain.)
struct Heap<Element: HeapOrdered & Sendable>: Sendable {
  private var entries: [Element] = []

  var top: Element? { entries.first }

  var count: Int { entries.count }

  /// The entries in no particular order.
  var unordered: [Element] { entries }

  mutating func push(_ element: Element) {
    entries.append(element)
    // Sifts a hole up rather than swapping: one write per level, and one uniqueness check
    // for the whole walk instead of one per swap (the heaps take millions of pushes).
    entries.withUnsafeMutableBufferPointer { buffer in
      var child = buffer.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard Element.precedes(element, buffer[parent]) else { break }
        buffer[child] = buffer[parent]
        child = parent
      }
      buffer[child] = element
    }
  }

  /// Removes the top entry, if any, and returns it.
  @discardableResult
  mutating func popTop() -> Element? {
    guard let first = entries.first else { return nil }
    let last = entries.removeLast()
    if entries.isEmpty { return first }
    entries.withUnsafeMutableBufferPointer { buffer in
      let count = buffer.count
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < count else { break }
        let right = left + 1
        let child = right < count && Element.precedes(buffer[right], buffer[left]) ? right : left
        guard Element.precedes(buffer[child], last) else { break }
        buffer[parent] = buffer[child]
        parent = child
      }
      buffer[parent] = last
    }
    return first
  }

  mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

  /// Changes every entry in place. `change` must keep the entries' order (`precedes`
  /// between any two the same before and after), so the heap stays a heap.
  mutating func changeKeepingOrder(_ change: (inout Element) -> Void) {
    entries.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { change(&buffer[index]) }
    }
  }
}

/// A parametric symbol whose cost vector was lexicographically negative when it was pushed:
/// first non-zero cost `cost` (< 0) at priority level `level`.
/// Sixteen bytes (the level as 32 bits), so that the heap's walks touch less memory.
struct Candidate: HeapOrdered, Sendable {
  var level: Int32
  var cost: Double
  var symbol: Symbol

  init(level: Int, cost: Double, symbol: Symbol) {
    self.level = Int32(truncatingIfNeeded: level)
    self.cost = cost
    self.symbol = symbol
  }

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
