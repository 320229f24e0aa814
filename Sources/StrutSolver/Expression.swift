/// A variable of the solver: a handle made by `Solver.makeVariable(named:)`.
public struct Variable: Hashable, Comparable, Sendable {
  /// Position of the variable in its solver, in order of creation.
  public let index: Int

  public init(index: Int) { self.index = index }

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// One `coefficient × variable` term of a linear expression.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression: Hashable, Sendable {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) { self.init([Term(variable)]) }

  public init(constant: Double) { self.init([], constant: constant) }

  /// True when every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    combine(lhs, rhs, sign: 1)
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    combine(lhs, rhs, sign: -1)
  }

  /// `lhs + sign × rhs` in one array (the left's terms, then the right's): one allocation,
  /// none when the right has no terms — building a layout's constraints is mostly this.
  private static func combine(_ lhs: Expression, _ rhs: Expression, sign: Double) -> Expression {
    let constant = lhs.constant + rhs.constant * sign
    if rhs.terms.isEmpty { return Expression(lhs.terms, constant: constant) }
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms.append(contentsOf: lhs.terms)
    for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * sign)) }
    return Expression(terms, constant: constant)
  }

  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  public static func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
  }

  public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

  public static func == (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .equal)
  }

  public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
  }

  public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
  }
}

// Each builds its expression in one array, with the terms and the constant that going
// through `Expression(variable)` and the general operators gives (a third of the
// allocations of building a chain of constraints).
extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }
  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
  }
  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: 0 + rhs)
  }
  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: 0 + -rhs)
  }
  public static func * (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, lhs)], constant: 0 * lhs)
  }
  public static func + (lhs: Expression, rhs: Variable) -> Expression {
    lhs.appending(Term(rhs), constant: 0 * 1)
  }
  public static func - (lhs: Expression, rhs: Variable) -> Expression {
    lhs.appending(Term(rhs, -1), constant: 0 * -1)
  }
}

extension Expression {
  /// The expression with one more term after its own and `addend` added to its constant
  /// (±0, as the general operators add it, so that even the sign of a zero is theirs).
  fileprivate func appending(_ term: Term, constant addend: Double) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(self.terms.count + 1)
    terms.append(contentsOf: self.terms)
    terms.append(term)
    return Expression(terms, constant: constant + addend)
  }
}

/// A linear constraint `expression ⋈ 0` at a priority.
public struct Constraint: Hashable, Sendable {
  /// The relation `⋈` of `expression ⋈ 0`.
  public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  public var expression: Expression
  public var relation: Relation
  public var priority: Priority
  /// For a soft equality only: the priority of its lower side, what `expression < 0` costs,
  /// while `priority` prices `expression > 0`; nil when both sides cost `priority`. One such
  /// constraint is the two inequalities `expression <= 0 @priority` and `expression >= 0
  /// @belowPriority` in one row and two errors — a view's intrinsic size held by its hugging
  /// and its compression resistance, as UIKit's own content-size constraint holds it.
  public var belowPriority: Priority?

  public init(
    _ expression: Expression, _ relation: Relation, priority: Priority = .required,
    belowPriority: Priority? = nil
  ) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.belowPriority = belowPriority
  }

  /// The same constraint at another priority: `(x == 100) | .low`.
  public static func | (lhs: Constraint, rhs: Priority) -> Constraint {
    Constraint(lhs.expression, lhs.relation, priority: rhs)
  }
}

/// Identifies a constraint added to a solver; allocated in order of addition.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  public var description: String { "#\(rawValue)" }
}
