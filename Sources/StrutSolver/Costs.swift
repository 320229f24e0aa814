/// The objective's costs: each symbol's cost at each priority level, stored by symbol.
///
/// Most symbols of a layout have no cost at all (externals, slacks) or a cost at one level
/// only (an error weighs at its constraint's priority, a parametric symbol takes the costs
/// of the rows substituted into the objective, usually of one level). So a symbol keeps one
/// level and one value inline, and only a symbol given costs at two levels gets a vector of
/// every level's cost in `pool`. The dense array per level this replaced held a double per
/// symbol and level — on a 100,000-view screen with eight priorities, 83 MB written, zeros
/// nearly all — and reading a symbol's first cost touched one cache line per level.
///
/// Levels are addressed by position (highest priority first), as the tableau orders them;
/// the store names each by a fixed number given when it is made, so making a level between
/// others renumbers no stored cost.
struct Costs: Sendable {
  /// One symbol's costs: `level` < 0 with `value` 0 for none; the level's number and its
  /// cost for one; `vectorTag - level` the index in `pool` of its vector for several.
  private struct Entry: Sendable {
    var value: Double
    var level: Int32
  }

  private static let none: Int32 = -1
  /// `level` values from this one down name a vector: `vectorTag - level` is its index.
  private static let vectorTag: Int32 = -2

  private var entries: [Entry] = []
  /// The vectors, `stride` doubles each, indexed by level number.
  private var pool: [Double] = []
  /// The most levels a vector holds; doubled (every vector laid out again) when exceeded.
  private var stride = 8
  /// Vectors of dropped symbols, reused before the pool grows: a REPL session that keeps
  /// refusing required constraints drops the symbols each attempt made, and their vectors
  /// would otherwise pile up in `pool`.
  private var freeVectors: [Int32] = []
  /// The number of each level by position, and the position of each by number.
  private var numbers: [Int32] = []
  private var positions: [Int32] = []

  var levelCount: Int { numbers.count }

  /// The fixed number of the level at `position`, and back: what a journal keeps, since
  /// positions move when a level is made.
  func number(ofLevel position: Int) -> Int32 { numbers[position] }
  func position(ofLevel number: Int32) -> Int { Int(positions[Int(number)]) }
  var symbolCount: Int { entries.count }

  mutating func reserveCapacity(symbols count: Int) { entries.reserveCapacity(count) }

  /// Adds a symbol, with no cost.
  @inline(__always) mutating func appendSymbol() {
    entries.append(Entry(value: 0, level: Self.none))
  }

  /// How many vectors the pool holds, free ones included.
  var vectorCount: Int { pool.count / stride }

  /// Drops the symbols from `count` on; their vectors are free for others.
  mutating func truncate(to count: Int) {
    guard entries.count > count else { return }
    for entry in entries[count...] where entry.level <= Self.vectorTag {
      freeVectors.append(Self.vectorTag - entry.level)
    }
    entries.removeSubrange(count...)
  }

  /// Makes a level at `position`; those at and below it move down one.
  mutating func insertLevel(at position: Int) {
    let number = Int32(numbers.count)
    if numbers.count == stride { widenVectors() }
    numbers.insert(number, at: position)
    positions.append(0)
    for (index, level) in numbers.enumerated() { positions[Int(level)] = Int32(index) }
  }

  /// Doubles `stride`, laying every vector out again.
  private mutating func widenVectors() {
    let wider = stride * 2
    var grown: [Double] = []
    grown.reserveCapacity(pool.count * 2)
    var start = 0
    while start < pool.count {
      grown.append(contentsOf: pool[start..<start + stride])
      grown.append(contentsOf: repeatElement(0, count: stride))
      start += stride
    }
    pool = grown
    stride = wider
  }

  @inline(__always) func cost(_ position: Int, _ symbol: Symbol) -> Double {
    let entry = entries[symbol.index]
    if entry.level == numbers[position] { return entry.value }
    guard entry.level <= Self.vectorTag else { return 0 }
    return pool[Int(Self.vectorTag - entry.level) * stride + Int(numbers[position])]
  }

  /// Sets a cost and returns the one it replaces.
  @discardableResult
  mutating func set(_ position: Int, _ symbol: Symbol, _ value: Double) -> Double {
    update(position, symbol) { _ in value }
  }

  /// Adds `delta` to a cost (a result within `epsilon` of zero is stored as zero) and
  /// returns the cost it replaces: `set(level, symbol, cost(level, symbol) + delta)` with
  /// one look-up of the symbol.
  @discardableResult
  mutating func add(_ position: Int, _ symbol: Symbol, _ delta: Double) -> Double {
    update(position, symbol) { old in
      let sum = old + delta
      return isNearZero(sum) ? 0 : sum
    }
  }

  /// Replaces a cost by `change` of it and returns the one it replaced.
  @inline(__always) private mutating func update(
    _ position: Int, _ symbol: Symbol, _ change: (Double) -> Double
  ) -> Double {
    let index = symbol.index
    let number = numbers[position]
    let entry = entries[index]
    if entry.level == number {
      let value = change(entry.value)
      entries[index] =
        value == 0 ? Entry(value: 0, level: Self.none) : Entry(value: value, level: number)
      return entry.value
    }
    if entry.level <= Self.vectorTag {
      let slot = Int(Self.vectorTag - entry.level) * stride + Int(number)
      let old = pool[slot]
      pool[slot] = change(old)
      return old
    }
    let value = change(0)
    guard value != 0 else { return 0 }  // zero already
    if entry.level == Self.none {
      entries[index] = Entry(value: value, level: number)
      return 0
    }
    // A second level: the symbol's costs move to a vector of their own, a dropped
    // symbol's (cleared) where there is one.
    let vector: Int
    if let free = freeVectors.popLast() {
      vector = Int(free)
      let start = vector * stride
      for slot in start..<start + stride { pool[slot] = 0 }
    } else {
      vector = pool.count / stride
      pool.append(contentsOf: repeatElement(0, count: stride))
    }
    pool[vector * stride + Int(entry.level)] = entry.value
    pool[vector * stride + Int(number)] = value
    entries[index] = Entry(value: 0, level: Self.vectorTag - Int32(vector))
    return 0
  }

  /// Calls `body` with the symbol's cost at each level in turn, zeros included, until it
  /// returns false: one look-up of the symbol, where `cost` per level repeats it.
  @inline(__always) func forEachLevel(
    of symbol: Symbol, _ body: (_ level: Int, _ cost: Double) -> Bool
  ) {
    let entry = entries[symbol.index]
    if entry.level > Self.vectorTag {
      let only = entry.level >= 0 ? Int(positions[Int(entry.level)]) : -1
      for position in numbers.indices where !body(position, position == only ? entry.value : 0) {
        return
      }
      return
    }
    let start = Int(Self.vectorTag - entry.level) * stride
    for position in numbers.indices where !body(position, pool[start + Int(numbers[position])]) {
      return
    }
  }

  /// The symbol's first non-zero cost over the levels (by position), if any.
  @inline(__always) func first(_ symbol: Symbol) -> (level: Int, cost: Double)? {
    let entry = entries[symbol.index]
    if entry.level >= 0 { return (Int(positions[Int(entry.level)]), entry.value) }
    if entry.level == Self.none { return nil }
    let start = Int(Self.vectorTag - entry.level) * stride
    for position in numbers.indices {
      let value = pool[start + Int(numbers[position])]
      if value != 0 { return (position, value) }
    }
    return nil
  }

  /// True when every level's cost of the symbol is zero.
  @inline(__always) func isZero(_ symbol: Symbol) -> Bool {
    let level = entries[symbol.index].level
    return level == Self.none || (level <= Self.vectorTag && first(symbol) == nil)
  }
}
