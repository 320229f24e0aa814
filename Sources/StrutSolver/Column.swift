/// The basic symbols whose rows hold a symbol: the tableau's column index for one symbol.
///
/// Most symbols of a layout are held by one to three rows (a variable by its neighbours'
/// definitions, a slack or error by its constraint's row), so up to three holders are kept
/// inline — no allocation, no hashing — and only a symbol held by more rows gets a set.
/// Measured on the `independent` and `chain` workloads, where a `Set` per symbol spent a
/// fifth of the time hashing, allocating and freeing. Order of iteration is unspecified, as
/// a set's is: every caller breaks ties by symbol number.
struct Column: Sequence, Sendable {
  private var first = Symbol.none
  private var second = Symbol.none
  private var third = Symbol.none
  private var inlineCount: UInt8 = 0
  /// Every holder, once there have been more than three at a time.
  private var overflow: Set<Symbol>?

  init() {}

  var count: Int { overflow?.count ?? Int(inlineCount) }
  var isEmpty: Bool { count == 0 }

  /// Adds a holder (nothing happens if it is there already).
  mutating func insert(_ symbol: Symbol) {
    if var set = overflow {
      overflow = nil  // keeps the set's storage uniquely referenced while it changes
      set.insert(symbol)
      overflow = set
      return
    }
    switch inlineCount {
    case 0:
      first = symbol
    case 1:
      if first == symbol { return }
      second = symbol
    case 2:
      if first == symbol || second == symbol { return }
      third = symbol
    default:
      if first == symbol || second == symbol || third == symbol { return }
      var set = Set<Symbol>(minimumCapacity: 8)
      set.insert(first)
      set.insert(second)
      set.insert(third)
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
    if inlineCount >= 1, first == symbol {
      first = inlineCount == 3 ? third : second
    } else if inlineCount >= 2, second == symbol {
      if inlineCount == 3 { second = third }
    } else if inlineCount == 3, third == symbol {
    } else {
      return
    }
    inlineCount -= 1
  }

  func makeIterator() -> Iterator {
    Iterator(
      set: overflow?.makeIterator(), inline: (first, second, third), count: inlineCount)
  }

  struct Iterator: IteratorProtocol {
    var set: Set<Symbol>.Iterator?
    let inline: (Symbol, Symbol, Symbol)
    let count: UInt8
    var index: UInt8 = 0

    init(set: Set<Symbol>.Iterator?, inline: (Symbol, Symbol, Symbol), count: UInt8) {
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
      default: return inline.2
      }
    }
  }
}
