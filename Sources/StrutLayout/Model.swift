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

extension Atom {
  /// A total order on atoms as one integer: anchors by view, then attribute name, then
  /// space name (the order messages name them in); variables after every anchor.
  var key: Int {
    switch self {
    case .anchor(let anchor): anchor.view << 8 | anchor.attribute.nameRank << 3 | anchor.space.nameRank
    case .variable(let index): Int.max / 2 + index
    }
  }
}

extension Attribute {
  /// Position in alphabetical order of the names.
  var nameRank: Int {
    switch self {
    case .bottom: 0
    case .centerX: 1
    case .centerY: 2
    case .firstBaseline: 3
    case .height: 4
    case .lastBaseline: 5
    case .leading: 6
    case .left: 7
    case .right: 8
    case .top: 9
    case .trailing: 10
    case .width: 11
    }
  }
}

extension AnchorSpace {
  /// Position in alphabetical order of the names.
  var nameRank: Int {
    switch self {
    case .content: 0
    case .contentMargins: 1
    case .frame: 2
    case .margins: 3
    case .safeArea: 4
    }
  }
}

/// One term of a linear form.
public struct Term: Hashable, Sendable {
  public var atom: Atom
  public var coefficient: Double
}

/// `Σ coefficient × atom + constant`, screen-independent. The terms are kept sorted by atom
/// (`Atom.key`) with no zero coefficients, so equal forms are equal arrays and their order
/// never depends on how they were built.
public struct LinearForm: Hashable, Sendable {
  public private(set) var terms: [Term] = []
  public var constant: Double = 0

  public init(constant: Double = 0) { self.constant = constant }

  public init(_ atom: Atom, _ coefficient: Double = 1) {
    if coefficient != 0 { terms = [Term(atom: atom, coefficient: coefficient)] }
  }

  public var isConstant: Bool { terms.isEmpty }

  public func coefficient(of atom: Atom) -> Double {
    terms.first { $0.atom == atom }?.coefficient ?? 0
  }

  /// Adds `coefficient × atom`, keeping the terms sorted and without zeros.
  public mutating func add(_ atom: Atom, _ coefficient: Double) {
    let key = atom.key
    var index = terms.count
    while index > 0, terms[index - 1].atom.key > key { index -= 1 }
    if index > 0, terms[index - 1].atom == atom {
      terms[index - 1].coefficient += coefficient
      if terms[index - 1].coefficient == 0 { terms.remove(at: index - 1) }
    } else if coefficient != 0 {
      terms.insert(Term(atom: atom, coefficient: coefficient), at: index)
    }
  }

  public static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
    if rhs.terms.isEmpty { return LinearForm(terms: lhs.terms, constant: lhs.constant + rhs.constant) }
    if lhs.terms.isEmpty { return LinearForm(terms: rhs.terms, constant: lhs.constant + rhs.constant) }
    var merged: [Term] = []
    merged.reserveCapacity(lhs.terms.count + rhs.terms.count)
    var i = 0
    var j = 0
    while i < lhs.terms.count || j < rhs.terms.count {
      if j == rhs.terms.count || (i < lhs.terms.count && lhs.terms[i].atom.key < rhs.terms[j].atom.key) {
        merged.append(lhs.terms[i])
        i += 1
      } else if i == lhs.terms.count || rhs.terms[j].atom.key < lhs.terms[i].atom.key {
        merged.append(rhs.terms[j])
        j += 1
      } else {
        let sum = lhs.terms[i].coefficient + rhs.terms[j].coefficient
        if sum != 0 { merged.append(Term(atom: lhs.terms[i].atom, coefficient: sum)) }
        i += 1
        j += 1
      }
    }
    return LinearForm(terms: merged, constant: lhs.constant + rhs.constant)
  }

  public static func * (lhs: LinearForm, rhs: Double) -> LinearForm {
    guard rhs != 0 else { return LinearForm(constant: lhs.constant * rhs) }
    var terms = lhs.terms
    for index in terms.indices { terms[index].coefficient *= rhs }
    return LinearForm(terms: terms, constant: lhs.constant * rhs)
  }

  public static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm { lhs + rhs * -1 }

  private init(terms: [Term], constant: Double) {
    self.terms = terms
    self.constant = constant
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
  /// Written as an anchor statement (its text is the source at the span) or made from a VFL
  /// line (its text is written out from the form); `CheckedProgram.text(of:)` gives it.
  public var isFromVisualFormat: Bool
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
  public var file: SourceFile
  /// Views in declaration order; index 0 is `root`.
  public var views: [CheckedView]
  public var variables: [String]
  public var variableSpans: [SourceSpan]
  public var constraints: [CheckedConstraint]
  public var screens: [CheckedScreen]
  public var metrics: [String: Double]
}
