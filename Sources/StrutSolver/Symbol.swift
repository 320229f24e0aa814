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
