/// How the two sides of a constraint or a VFL predicate relate.
public enum Relation: String, Hashable, Sendable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="

  /// The relation with its sides swapped.
  public var mirrored: Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
