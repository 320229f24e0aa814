/// A column of the tableau: a user variable, or a slack, error or dummy symbol that a
/// constraint brings. Symbols are numbered in order of creation; every row and heap orders
/// them by that number, so no traversal depends on hashing.
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
  let id: Int32

  /// The symbol with this number (its index in the tableau's per-symbol arrays).
  @inline(__always) init(_ index: Int) { id = Int32(truncatingIfNeeded: index) }

  /// Its index in the tableau's per-symbol arrays (kinds, rows, columns, costs).
  @inline(__always) var index: Int { Int(id) }

  /// Less than every symbol: "no symbol yet".
  static let none = Symbol(-1)

  @inline(__always) static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

  // Hash exactly as the Int32 inside does, its one-shot fast path included: the tableau's
  // columns are sets of symbols, and a synthesized conformance would go through a whole
  // Hasher for each (measured: +20% instructions on the edit workload).
  @inline(__always) func hash(into hasher: inout Hasher) { hasher.combine(id) }
  @inline(__always) func _rawHashValue(seed: Int) -> Int { id._rawHashValue(seed: seed) }

  var description: String { String(id) }
}

/// The kinds of tableau symbol, as the Cassowary paper names them.
enum SymbolKind: UInt8, Sendable {
  /// A user variable; unrestricted in sign.
  case external
  /// The non-negative slack of an inequality (also the artificial variable of phase one).
  case slack
  /// A non-negative error of a non-required constraint, penalised in the objective.
  case error
  /// The marker of a required equality; always zero, never enters the basis.
  case dummy

  /// True for symbols that must stay non-negative.
  var isRestricted: Bool { self != .external }
  /// True for symbols the simplex may bring into the basis.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// Values closer to zero than this are zero.
let epsilon = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
  value < epsilon && value > -epsilon
}
