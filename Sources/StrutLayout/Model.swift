import StrutSolver
import StrutSyntax

/// A layout attribute, as Auto Layout names it.
public enum Attribute: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline

  public enum Axis: Hashable, Sendable { case horizontal, vertical }

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
    default: .vertical
    }
  }

  public var isDimension: Bool { self == .width || self == .height }

  /// True for the edges that the scroll-view rule sends to the content area.
  public var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }

  var isDirectional: Bool { self == .leading || self == .trailing }
  var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

/// Which rectangle of a view an anchor measures.
public enum AnchorSpace: String, Hashable, Sendable {
  case frame, margins, safeArea
  /// A scroll view's content area (`contentGuide`, or an edge under the legacy rule).
  case content
  /// A scroll view's content area inset by its margins (legacy rule on margin attributes).
  case contentMargins
}

/// One attribute of one rectangle of a view.
public struct AnchorReference: Hashable, Sendable {
  public var view: Int
  public var attribute: Attribute
  public var space: AnchorSpace
}

/// A term of a checked linear form: an anchor or a free variable.
public enum Atom: Hashable, Sendable {
  case anchor(AnchorReference)
  case variable(Int)
}

/// `Σ coefficient × atom + constant`, screen-independent.
public struct LinearForm: Hashable, Sendable {
  public var terms: [Atom: Double] = [:]
  public var constant: Double = 0

  public init(constant: Double = 0) { self.constant = constant }

  public init(_ atom: Atom, _ coefficient: Double = 1) { terms[atom] = coefficient }

  public var isConstant: Bool { terms.isEmpty }

  public static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
    var result = lhs
    for (atom, coefficient) in rhs.terms { result.terms[atom, default: 0] += coefficient }
    result.terms = result.terms.filter { $0.value != 0 }
    result.constant += rhs.constant
    return result
  }

  public static func * (lhs: LinearForm, rhs: Double) -> LinearForm {
    var result = LinearForm(constant: lhs.constant * rhs)
    if rhs != 0 { for (atom, coefficient) in lhs.terms { result.terms[atom] = coefficient * rhs } }
    return result
  }

  public static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + rhs * -1 }

  /// Terms in a stable order (dictionary order must never reach the solver).
  public var sortedTerms: [(Atom, Double)] {
    terms.sorted { key($0.key) < key($1.key) }.map { ($0.key, $0.value) }
  }

  private func key(_ atom: Atom) -> String {
    switch atom {
    case .anchor(let anchor):
      "a\(anchor.view).\(anchor.space.rawValue).\(anchor.attribute.rawValue)"
    case .variable(let index): "v\(index)"
    }
  }
}

extension Relation {
  init(_ token: RelationToken) {
    switch token {
    case .equal: self = .equal
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    }
  }
}

/// A constraint ready for any screen: `form ⋈ 0` at a priority, with where it came from.
public struct CheckedConstraint: Hashable, Sendable {
  public var form: LinearForm
  public var relation: Relation
  public var priority: Double
  public var span: SourceSpan
  /// The constraint as a person reads it, for messages.
  public var text: String
  public var label: String?
  /// Set inside `when` blocks: the constraint applies only on screens where this holds.
  public var condition: ScreenCondition? = nil
}

/// A view as declared, with its properties resolved.
public struct CheckedView: Sendable {
  public var name: String
  public var kind: ViewKind
  public var parent: Int?
  public var span: SourceSpan
  public var text: String?
  public var fontSize: Double = 17
  /// Intrinsic content size per axis; nil where the view has none.
  public var intrinsicWidth: Double?
  public var intrinsicHeight: Double?
  public var hugging: (horizontal: Double, vertical: Double) = (250, 250)
  public var compression: (horizontal: Double, vertical: Double) = (750, 750)
  public var margin: Double = 8
  public var contentOffset: (x: Double, y: Double) = (0, 0)

}

public struct CheckedScreen: Sendable {
  public var name: String
  public var width: Double
  public var height: Double
  public var safeArea: (top: Double, left: Double, bottom: Double, right: Double)
  public var isRightToLeft: Bool
  public var span: SourceSpan?
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass

  public init(
    name: String, width: Double, height: Double,
    safeArea: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0),
    isRightToLeft: Bool = false, span: SourceSpan? = nil,
    sizeClasses: (horizontal: SizeClass?, vertical: SizeClass?) = (nil, nil)
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.safeArea = safeArea
    self.isRightToLeft = isRightToLeft
    self.span = span
    let defaults = SizeClass.defaults(width: width, height: height)
    horizontalSizeClass = sizeClasses.horizontal ?? defaults.horizontal
    verticalSizeClass = sizeClasses.vertical ?? defaults.vertical
  }

}

/// The program after checking: every name resolved, every constraint typed.
public struct CheckedProgram: Sendable {
  /// Views in declaration order; index 0 is `root`.
  public var views: [CheckedView]
  public var variables: [String]
  public var variableSpans: [SourceSpan]
  public var constraints: [CheckedConstraint]
  public var screens: [CheckedScreen]
  public var metrics: [String: Double]
}
