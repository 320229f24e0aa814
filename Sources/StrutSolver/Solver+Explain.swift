extension Solver {
  /// Why an expression has its value at the optimum: the constraints it depends on.
  public struct Explanation: Sendable {
    /// Constraints whose constant, if changed, would move the value: the equalities and the
    /// inequalities holding with no slack (required or satisfied at their priority) that tie
    /// it to the screen. In the order they were added.
    public var constraints: [ConstraintID]
    /// False when the optimum does not fix the value (it depends on a free variable or on a
    /// direction the optimum does not price).
    public var isDetermined: Bool
    /// For each of `constraints` whose sides are priced apart (`belowPriority`): which side
    /// holds the value — the upper (`expression <= 0 @priority`), the lower (`expression >=
    /// 0 @belowPriority`), or both, as each side's error is named.
    public var sides: [ConstraintID: Sides] = [:]

    /// The sides of a constraint priced apart that hold a value.
    public struct Sides: OptionSet, Hashable, Sendable {
      public let rawValue: UInt8
      public init(rawValue: UInt8) { self.rawValue = rawValue }
      public static let upper = Sides(rawValue: 1)
      public static let lower = Sides(rawValue: 2)
    }
  }

  /// The constraints that determine `expression` at the optimum: those whose markers remain
  /// in its row once every basic symbol is replaced by its definition. A non-basic marker is
  /// at zero, so each of these constraints holds exactly, and the value moves with its
  /// constant; constraints not named do not affect it (to first order).
  public mutating func explain(_ expression: Expression) throws(SolverError) -> Explanation {
    for term in expression.terms where !variableSymbols.indices.contains(term.variable.index) {
      throw .unknownVariable(term.variable)
    }
    try solve()
    var raw = Row(constant: expression.constant)
    for term in expression.terms {
      raw.insert(variableSymbols[term.variable.index], term.coefficient)
    }
    let row = reduce(raw)
    var owners = Set<Int>()
    var sides: [ConstraintID: Explanation.Sides] = [:]
    var isFree = false
    row.forEach { symbol, _ in
      let owner = markerOwners[symbol.index]
      if owner >= 0 {
        owners.insert(owner)
        if let record = constraints[owner], record.constraint.belowPriority != nil {
          sides[ConstraintID(rawValue: owner), default: []].insert(
            symbol == record.marker ? .upper : .lower)
        }
      }
      if tableau.kinds[symbol.index] == .external { isFree = true }
    }
    var isDetermined = !isFree
    if isDetermined {
      // A row over priced symbols only is fixed; zero-cost directions need the face analysis.
      let analysis = FaceAnalysis(tableau: tableau, ranks: ranks, termLimit: analysisTermLimit)
      let symbols = expression.terms.map { variableSymbols[$0.variable.index] }
      do throws(SolverError) {
        analysis.sketch(order: definitionOrder(from: symbols.filter { tableau.isBasic($0) }))
        isDetermined = true
        for symbol in symbols where try !analysis.isDetermined(symbol) {
          isDetermined = false
          break
        }
      } catch .analysisTooLarge {
        // Too large to decide: the reasons still stand, and only a free symbol marks the value
        // undetermined (the layout warns that its ambiguity was not analysed).
      }
    }
    return Explanation(
      constraints: owners.sorted().map(ConstraintID.init(rawValue:)), isDetermined: isDetermined,
      sides: sides)
  }
}
