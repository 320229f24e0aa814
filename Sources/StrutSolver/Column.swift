/// The basic symbols whose rows hold a symbol: the tableau's column index for one symbol.
///
/// Most symbols of a layout are held by one to four rows (a variable by its neighbours'
/// definitions, a slack or error by its constraint's row, a symbol of a long row also by the
/// row that row is substituted into), so up to four holders are kept inline — no allocation,
/// no hashing — and only a symbol held by more rows gets a set. Measured on the
/// `independent` and `chain` workloads, where a `Set` per symbol spent a fifth of the time
/// hashing, allocating and freeing; and on a `:set` of a 1,000-view chain, whose symbols in
/// its two long rows are held by four rows, and where a hashed set for each cost 8% of the
/// re-solve. Four fit in the 32 bytes three took. Order of iteration is unspecified, as a
/// set's is: every caller breaks ties by symbol number. Beyond four, a `SymbolSet`.
struct Column: Sequence, Sendable {
  /// The inline holders: the first `inlineCount` of them.
  private var inline = (Symbol.none, Symbol.none, Symbol.none, Symbol.none)
  /// Every holder, once there have been more than four at a time.
  private var overflow: SymbolSet?
  private var inlineCount: UInt8 = 0

  private static let inlineLimit: UInt8 = 4

  init() {}

  var count: Int { overflow?.count ?? Int(inlineCount) }
  var isEmpty: Bool { count == 0 }

  /// The last inline holder.
  @inline(__always) private var lastInline: Symbol {
    switch inlineCount {
    case 1: return inline.0
    case 2: return inline.1
    case 3: return inline.2
    default: return inline.3
    }
  }

  /// Adds a holder (nothing happens if it is there already).
  mutating func insert(_ symbol: Symbol) {
    if var set = overflow {
      overflow = nil  // keeps the set's storage uniquely referenced while it changes
      set.insert(symbol)
      overflow = set
      return
    }
    // Spelled out case by case: a loop over the tuple, with a switch to read each holder,
    // cost half as much again on a pivot of a long row.
    switch inlineCount {
    case 0:
      inline.0 = symbol
    case 1:
      if inline.0 == symbol { return }
      inline.1 = symbol
    case 2:
      if inline.0 == symbol || inline.1 == symbol { return }
      inline.2 = symbol
    case 3:
      if inline.0 == symbol || inline.1 == symbol || inline.2 == symbol { return }
      inline.3 = symbol
    default:
      if inline.0 == symbol || inline.1 == symbol || inline.2 == symbol || inline.3 == symbol {
        return
      }
      var set = SymbolSet(room: 5)
      set.insert(inline.0)
      set.insert(inline.1)
      set.insert(inline.2)
      set.insert(inline.3)
      set.insert(symbol)
      overflow = set
      inlineCount = 0
      return
    }
    inlineCount += 1
  }

  /// Removes a holder if it is there.
  mutating func remove(_ symbol: Symbol) {
    if var set = overflow {
      overflow = nil
      set.remove(symbol)
      overflow = set.isEmpty ? nil : set
      return
    }
    // Move the last inline holder into the removed one's place.
    guard let slot = inlineSlot(of: symbol) else { return }
    setInline(slot, lastInline)
    inlineCount -= 1
  }

  /// Puts `new` where `old` is (nothing happens if `old` is not there); `new` must not be
  /// there already. The count stays, so an inline column stays inline.
  mutating func replace(_ old: Symbol, with new: Symbol) {
    if var set = overflow {
      overflow = nil
      if set.remove(old) { set.insert(new) }
      overflow = set
      return
    }
    if let slot = inlineSlot(of: old) { setInline(slot, new) }
  }

  /// The inline slot that holds `symbol`, or nil. Spelled out case by case, as `insert` is.
  @inline(__always) private func inlineSlot(of symbol: Symbol) -> Int? {
    if inlineCount >= 1, inline.0 == symbol { return 0 }
    if inlineCount >= 2, inline.1 == symbol { return 1 }
    if inlineCount >= 3, inline.2 == symbol { return 2 }
    if inlineCount == 4, inline.3 == symbol { return 3 }
    return nil
  }

  @inline(__always) private mutating func setInline(_ slot: Int, _ symbol: Symbol) {
    switch slot {
    case 0: inline.0 = symbol
    case 1: inline.1 = symbol
    case 2: inline.2 = symbol
    default: inline.3 = symbol
    }
  }

  /// Calls `body` with each holder, in the iterator's order, without making an iterator
  /// (which copies the column, and its set when it has one).
  @inline(__always) func forEach(_ body: (Symbol) -> Void) {
    if let overflow {
      for symbol in overflow { body(symbol) }
      return
    }
    if inlineCount >= 1 { body(inline.0) }
    if inlineCount >= 2 { body(inline.1) }
    if inlineCount >= 3 { body(inline.2) }
    if inlineCount == 4 { body(inline.3) }
  }

  func makeIterator() -> Iterator {
    Iterator(set: overflow?.makeIterator(), inline: inline, count: inlineCount)
  }

  struct Iterator: IteratorProtocol {
    var set: SymbolSet.Iterator?
    let inline: (Symbol, Symbol, Symbol, Symbol)
    let count: UInt8
    var index: UInt8 = 0

    init(set: SymbolSet.Iterator?, inline: (Symbol, Symbol, Symbol, Symbol), count: UInt8) {
      self.set = set
      self.inline = inline
      self.count = count
    }

    mutating func next() -> Symbol? {
      if var iterator = set {
        let element = iterator.next()
        set = iterator
        return element
      }
      guard index < count else { return nil }
      defer { index += 1 }
      switch index {
      case 0: return inline.0
      case 1: return inline.1
      case 2: return inline.2
      default: return inline.3
      }
    }
  }
}

/// A set of symbols in one array, by open addressing: linear probing from a multiplicative
/// hash of the symbol's number, at most half full, deletion by shifting back the
/// entries after the hole (so no tombstones). What `Column` keeps for a symbol held by more
/// than three rows: Swift's `Set` hashes every symbol with a seeded SipHash, and on `grid`,
/// whose rows fill in, inserting into and removing from those sets was a fifth of the time.
struct SymbolSet: Sequence, Sendable {
  /// Symbol numbers; `empty` where there is none.
  private var slots: [Int32]
  /// The number of symbols (32 bits, so that a `Column` with four inline holders and an
  /// optional set stays 32 bytes).
  private var storedCount: Int32 = 0
  var count: Int { Int(storedCount) }

  private static let empty: Int32 = -1

  /// `count` empty slots. Not `Array(repeating:count:)`, whose allocation went through the
  /// runtime's generic metadata lookup each time (~700 instructions a set, 3% of adding a
  /// large layout's constraints); `reserveCapacity` is specialised here.
  private static func emptySlots(_ count: Int) -> [Int32] {
    var slots: [Int32] = []
    slots.reserveCapacity(count)
    for _ in 0..<count { slots.append(empty) }
    return slots
  }

  init() { slots = Self.emptySlots(8) }

  /// An empty set that holds `room` symbols without growing: a column's set starts with
  /// five, which the eight slots of an empty set cannot hold at half full (each set was
  /// allocated, filled and at once allocated again, twice as large).
  init(room: Int) {
    var count = 8
    while room * 2 > count { count *= 2 }
    slots = Self.emptySlots(count)
  }

  var isEmpty: Bool { count == 0 }

  @inline(__always) private static func home(of id: Int32, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
      & mask
  }

  func contains(_ symbol: Symbol) -> Bool {
    let mask = slots.count - 1
    var slot = Self.home(of: symbol.id, mask: mask)
    while slots[slot] != Self.empty {
      if slots[slot] == symbol.id { return true }
      slot = (slot + 1) & mask
    }
    return false
  }

  /// Adds the symbol (nothing happens if it is there already).
  mutating func insert(_ symbol: Symbol) {
    if (count + 1) * 2 > slots.count { rehash(capacity: slots.count * 2) }
    let mask = slots.count - 1
    var slot = Self.home(of: symbol.id, mask: mask)
    while slots[slot] != Self.empty {
      if slots[slot] == symbol.id { return }
      slot = (slot + 1) & mask
    }
    slots[slot] = symbol.id
    storedCount += 1
  }

  /// Removes the symbol if it is there; true when it was.
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Bool {
    let mask = slots.count - 1
    var hole = Self.home(of: symbol.id, mask: mask)
    while slots[hole] != symbol.id {
      if slots[hole] == Self.empty { return false }
      hole = (hole + 1) & mask
    }
    // Shift back each entry after the hole that may not stay beyond it: one whose home is
    // not cyclically within (hole, next].
    var next = hole
    while true {
      next = (next + 1) & mask
      let id = slots[next]
      if id == Self.empty { break }
      let home = Self.home(of: id, mask: mask)
      let staysBeyondHole =
        hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !staysBeyondHole {
        slots[hole] = id
        hole = next
      }
    }
    slots[hole] = Self.empty
    storedCount -= 1
    return true
  }

  private mutating func rehash(capacity: Int) {
    let old = slots
    slots = Self.emptySlots(capacity)
    storedCount = 0
    for id in old where id != Self.empty { insert(Symbol(Int(id))) }
  }

  func makeIterator() -> Iterator { Iterator(slots: slots) }

  struct Iterator: IteratorProtocol {
    let slots: [Int32]
    var index = 0

    mutating func next() -> Symbol? {
      while index < slots.count {
        defer { index += 1 }
        if slots[index] != SymbolSet.empty { return Symbol(Int(slots[index])) }
      }
      return nil
    }
  }
}
