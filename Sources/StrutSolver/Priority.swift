/// The priority of a constraint, 1…1000, where 1000 is required. (The solver also accepts
/// priorities between 0 and 1, below anything Auto Layout can express: a caller can add
/// preferences that never change what real constraints decide.)
///
/// Priorities are strict levels: any violation of a constraint at a higher priority costs more
/// than every violation at lower priorities together. Within one level the solver minimises
/// the sum of the absolute errors.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let value: Double

  public init(_ value: Double) { self.value = value }

  public static let required = Priority(1000)
  public static let high = Priority(750)
  public static let low = Priority(250)
  public static let fitting = Priority(50)

  public var isRequired: Bool { value >= 1000 }

  /// True for (0, 1000]: Auto Layout's 1…1000, and the levels below it.
  public var isValid: Bool { value.isFinite && value > 0 && value <= 1000 }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

  public var description: String {
    Int(exactly: value).map(String.init) ?? String(value)
  }
}

/// What the solver reports when it refuses an operation. After a thrown error the solver is
/// exactly as it was before the call.
public enum SolverError: Error, Equatable, Sendable {
  case duplicateEditVariable(Variable), unknownConstraint(ConstraintID)
  /// The new required constraint cannot hold together with these already-added ones.
  case unsatisfiable(conflicting: [ConstraintID])
  case unknownEditVariable(Variable), unknownVariable(Variable)
  /// A priority outside (0, 1000], or a required edit variable.
  case invalidPriority(Priority)
  /// A coefficient, constant or suggested value that is NaN or infinite.
  case nonFiniteValue
  case internalInconsistency(String)
  /// The ambiguity analysis would hold more than `Solver.analysisTermLimit` terms (long
  /// chains of undetermined sizes make its rows fill in): it stopped before using that much
  /// memory. The solution itself is complete.
  case analysisTooLarge(terms: Int)
}
