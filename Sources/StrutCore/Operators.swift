/// Arithmetic in constraints, metrics and `when` conditions.
public enum BinaryOperator: String, Hashable, Sendable {
  case add = "+", subtract = "-", multiply = "*", divide = "/"
}

/// A comparison in a `when` condition.
public enum ComparisonOperator: String, Hashable, Sendable {
  case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==",
    notEqual = "!="
}
