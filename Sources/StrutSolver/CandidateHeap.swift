/// A parametric symbol whose cost vector was lexicographically negative when it was pushed:
/// first non-zero cost `cost` (< 0) at priority level `level`.
struct Candidate: Sendable {
  var level: Int
  var cost: Double
  var symbol: Symbol

  /// Dantzig's order: the highest level first, then the most negative cost, then the symbol.
  static func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
    (a.level, a.cost, a.symbol) < (b.level, b.cost, b.symbol)
  }
}

/// A binary min-heap of candidates. Entries are never updated in place: a symbol whose costs
/// change is pushed again, and stale entries are dropped when they reach the top.
struct CandidateHeap: Sendable {
  private(set) var entries: [Candidate] = []

  var top: Candidate? { entries.first }

  mutating func push(_ candidate: Candidate) {
    entries.append(candidate)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Candidate.precedes(entries[child], entries[parent]) else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popTop() {
    guard !entries.isEmpty else { return }
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < entries.count && Candidate.precedes(entries[left], entries[best]) { best = left }
      if right < entries.count && Candidate.precedes(entries[right], entries[best]) { best = right }
      if best == parent { return }
      entries.swapAt(parent, best)
      parent = best
    }
  }
}

/// A binary min-heap of symbols (Bland's order). As with `CandidateHeap`, a symbol is pushed
/// again whenever its costs change, and entries that no longer qualify are dropped when they
/// reach the top.
struct SymbolHeap: Sendable {
  private(set) var entries: [Symbol] = []

  var top: Symbol? { entries.first }

  mutating func push(_ symbol: Symbol) {
    entries.append(symbol)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child] < entries[parent] else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popTop() {
    guard !entries.isEmpty else { return }
    entries.swapAt(0, entries.count - 1)
    entries.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < entries.count && entries[left] < entries[best] { best = left }
      if right < entries.count && entries[right] < entries[best] { best = right }
      if best == parent { return }
      entries.swapAt(parent, best)
      parent = best
    }
  }
}
