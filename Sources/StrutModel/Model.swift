import StrutCore

/// Which rectangle of a view an anchor measures.
public enum AnchorSpace: String, Hashable, Sendable {
  case frame, margins, safeArea
  /// A scroll view's content area (`contentGuide`, or an edge under the legacy rule).
  case content
  /// A scroll view's content area inset by its margins (legacy rule on margin attributes).
  case contentMargins
  /// A scroll view's frame, named through its frame layout guide (`frameGuide`): the same
  /// rectangle as `frame`, but never moved onto the content area by the scroll-view rule,
  /// so that a view inside the scroll view can be pinned to the visible frame.
  case frameGuide

  /// The view's frame rectangle, named directly or through its frame layout guide.
  public var isFrame: Bool { self == .frame || self == .frameGuide }
}

/// One attribute of one rectangle of a view.
public struct AnchorReference: Hashable, Sendable {
  public var view: Int
  public var attribute: Attribute
  public var space: AnchorSpace

  @inlinable public init(
    view: Int, attribute: Attribute, space: AnchorSpace
  ) {
    self.view = view
    self.attribute = attribute
    self.space = space
  }
}

/// A term of a checked linear form: an anchor or a free variable.
public enum Atom: Hashable, Sendable {
  case anchor(AnchorReference)
  case variable(Int)
}

extension Atom {
  /// A total order on atoms as one integer: anchors by view, then attribute name, then
  /// space name (the order messages name them in); variables after every anchor. The key
  /// holds the whole atom: `Atom(key:)` gives it back.
  @inlinable package var key: Int {
    switch self {
    case .anchor(let anchor):
      anchor.view << 8 | anchor.attribute.nameRank << 3 | anchor.space.nameRank
    case .variable(let index): Atom.variableBase + index
    }
  }

  @usableFromInline package static let variableBase = Int.max / 2

  @inlinable package init(key: Int) {
    if key >= Atom.variableBase {
      self = .variable(key - Atom.variableBase)
    } else {
      self = .anchor(
        AnchorReference(
          view: key >> 8, attribute: Attribute.byNameRank[(key >> 3) & 31],
          space: AnchorSpace.byNameRank[key & 7]))
    }
  }
}

extension AnchorSpace {
  /// Position in alphabetical order of the names.
  @usableFromInline var nameRank: Int {
    switch self {
    case .content: 0
    case .contentMargins: 1
    case .frame: 2
    case .frameGuide: 3
    case .margins: 4
    case .safeArea: 5
    }
  }

  @usableFromInline static let byNameRank: [AnchorSpace] = [
    .content, .contentMargins, .frame, .frameGuide, .margins, .safeArea,
  ]
}

/// One term of a linear form.
public struct LinearTerm: Hashable, Sendable {
  public var atom: Atom
  public var coefficient: Double

  @inlinable public init(atom: Atom, coefficient: Double) {
    self.atom = atom
    self.coefficient = coefficient
  }
}

/// `Σ coefficient × atom + constant`, screen-independent. The terms are kept sorted by atom
/// (`Atom.key`) with no zero coefficients, so equal forms hold equal terms and their order
/// never depends on how they were built. Up to three terms (nearly every constraint) live
/// inline, so building and combining forms allocates nothing; more spill into an array.
public struct LinearForm: Hashable, Sendable {
  @usableFromInline var key0 = 0, key1 = 0, key2 = 0
  @usableFromInline var coefficient0 = 0.0, coefficient1 = 0.0, coefficient2 = 0.0
  @usableFromInline var inlineCount = 0
  /// All the terms, once there are more than three.
  @usableFromInline var spilled: [(key: Int, coefficient: Double)]?
  public var constant: Double = 0

  @inlinable public init(constant: Double = 0) { self.constant = constant }

  @inlinable public init(_ atom: Atom, _ coefficient: Double = 1) {
    if coefficient != 0 { appendSorted(atom.key, coefficient) }
  }

  /// `later − earlier − constant` (just `later − constant` without `earlier`): a VFL
  /// line's constraint, made without merging two forms.
  @inlinable package init(_ later: Atom, minus earlier: Atom?, minus constant: Double) {
    // As `LinearForm(later) - (LinearForm(earlier) + constant)` words it, to the bit.
    self.constant = 0 + constant * -1
    let first = later.key
    guard let earlier else {
      appendSorted(first, 1)
      return
    }
    let second = earlier.key
    if first < second {
      appendSorted(first, 1)
      appendSorted(second, -1)
    } else if second < first {
      appendSorted(second, -1)
      appendSorted(first, 1)
    }
  }

  @inlinable public var count: Int { spilled?.count ?? inlineCount }
  @inlinable public var isConstant: Bool { count == 0 }

  /// The terms in order, without copying them out.
  @inlinable public var terms: Terms { Terms(form: self) }

  /// Calls `body` with each term in order. Unlike a loop over `terms`, which holds a copy
  /// of the form (made through the type's value witness: 4% of laying out a large screen,
  /// where every constraint's terms are walked several times), this reads the form in place.
  @inlinable public func forEachTerm(_ body: (LinearTerm) throws -> Void) rethrows {
    for index in 0..<count {
      try body(LinearTerm(atom: Atom(key: key(at: index)), coefficient: coefficient(at: index)))
    }
  }

  /// Calls `body` with the view of each anchor term, in order, without decoding the terms'
  /// attributes (which reads two tables).
  @inlinable package func forEachAnchoredView(_ body: (Int) -> Void) {
    for index in 0..<count {
      let key = key(at: index)
      if key < Atom.variableBase { body(key >> 8) }
    }
  }

  public struct Terms: RandomAccessCollection, Sendable {
    @usableFromInline let form: LinearForm

    @inlinable init(form: LinearForm) { self.form = form }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { form.count }
    @inlinable public subscript(position: Int) -> LinearTerm {
      LinearTerm(
        atom: Atom(key: form.key(at: position)), coefficient: form.coefficient(at: position))
    }
  }

  @inlinable package func key(at index: Int) -> Int {
    if let spilled { return spilled[index].key }
    return index == 0 ? key0 : index == 1 ? key1 : key2
  }

  @inlinable package func coefficient(at index: Int) -> Double {
    if let spilled { return spilled[index].coefficient }
    return index == 0 ? coefficient0 : index == 1 ? coefficient1 : coefficient2
  }

  @inlinable mutating func setCoefficient(_ value: Double, at index: Int) {
    if spilled != nil {
      spilled?[index].coefficient = value
    } else if index == 0 {
      coefficient0 = value
    } else if index == 1 {
      coefficient1 = value
    } else {
      coefficient2 = value
    }
  }

  /// Appends a term whose key is greater than every key so far.
  @inlinable mutating func appendSorted(_ key: Int, _ coefficient: Double) {
    if spilled != nil {
      spilled?.append((key, coefficient))
      return
    }
    switch inlineCount {
    case 0: (key0, coefficient0) = (key, coefficient)
    case 1: (key1, coefficient1) = (key, coefficient)
    case 2: (key2, coefficient2) = (key, coefficient)
    default:
      spilled = [
        (key0, coefficient0), (key1, coefficient1), (key2, coefficient2), (key, coefficient),
      ]
      (key0, key1, key2, coefficient0, coefficient1, coefficient2) = (0, 0, 0, 0, 0, 0)
      inlineCount = 0
      return
    }
    inlineCount += 1
  }

  @inlinable public func coefficient(of atom: Atom) -> Double {
    let key = atom.key
    for index in 0..<count where self.key(at: index) == key { return coefficient(at: index) }
    return 0
  }

  /// Adds `coefficient × atom`, keeping the terms sorted and without zeros.
  @inlinable public mutating func add(_ atom: Atom, _ coefficient: Double) {
    self = self + LinearForm(atom, coefficient)
  }

  @inlinable public static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
    var result = LinearForm(constant: lhs.constant + rhs.constant)
    if rhs.isConstant {
      result = lhs
      result.constant += rhs.constant
      return result
    }
    if lhs.isConstant {
      result = rhs
      result.constant += lhs.constant
      return result
    }
    result.appendMerged(lhs, rhs, times: 1)
    return result
  }

  /// Appends the terms of `lhs + rhs × factor`, in order, like terms summed and zeros
  /// dropped: the merge `+` and `-` share (one pass, no copy of `rhs`).
  @inlinable mutating func appendMerged(_ lhs: LinearForm, _ rhs: LinearForm, times factor: Double)
  {
    var i = 0
    var j = 0
    let (m, n) = (lhs.count, rhs.count)
    while i < m || j < n {
      let left = i < m ? lhs.key(at: i) : Int.max
      let right = j < n ? rhs.key(at: j) : Int.max
      if left < right {
        appendSorted(left, lhs.coefficient(at: i))
        i += 1
      } else if right < left {
        appendSorted(right, rhs.coefficient(at: j) * factor)
        j += 1
      } else {
        let sum = lhs.coefficient(at: i) + rhs.coefficient(at: j) * factor
        if sum != 0 { appendSorted(left, sum) }
        i += 1
        j += 1
      }
    }
  }

  @inlinable public static func * (lhs: LinearForm, rhs: Double) -> LinearForm {
    guard rhs != 0 else { return LinearForm(constant: lhs.constant * rhs) }
    var result = lhs
    result.constant *= rhs
    for index in 0..<result.count {
      result.setCoefficient(result.coefficient(at: index) * rhs, at: index)
    }
    return result
  }

  /// `lhs + rhs * -1` merged in one pass: every constraint is made with one, and the
  /// negated copy of `rhs` cost a copy of the form through its value witness.
  @inlinable public static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
    var result = LinearForm(constant: lhs.constant + rhs.constant * -1)
    result.appendMerged(lhs, rhs, times: -1)
    return result
  }

  /// Whether the two hold the same terms, whatever their constants.
  package func hasSameTerms(as other: LinearForm) -> Bool {
    guard count == other.count else { return false }
    for index in 0..<count
    where key(at: index) != other.key(at: index)
      || coefficient(at: index) != other.coefficient(at: index)
    {
      return false
    }
    return true
  }

  public static func == (lhs: LinearForm, rhs: LinearForm) -> Bool {
    lhs.constant == rhs.constant && lhs.hasSameTerms(as: rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(constant)
    for index in 0..<count {
      hasher.combine(key(at: index))
      hasher.combine(coefficient(at: index))
    }
  }
}

/// A constraint ready for any screen: `form ⋈ 0` at a priority, with where it came from.
public struct CheckedConstraint: Hashable, Sendable {
  // Stored in this order, the one-byte fields last together: Swift lays fields out as
  // declared, and `relation` between `form` and `priority` padded to eight bytes, as did
  // `origin`'s tag. With a stack constraint's identifier a byte (`StackConstraint.Kind`),
  // 168 bytes became 128 (`CheckedConstraintTests.size`); a program holds one per
  // constraint, a 10 MB file about 280,000.
  public var form: LinearForm
  public var priority: Double
  public var label: String?
  /// Set inside `when` blocks: the constraint applies only on screens where this holds.
  public var condition: ScreenCondition? = nil
  /// Where it came from; `CheckedProgram.text(of:)` words it accordingly.
  public var origin: Origin
  public var relation: Relation
  /// True for VFL's standard space between two sibling views (`[a]-[b]`): UIKit's system
  /// spacing, which code writes with the system-spacing anchors.
  public var isStandardSpacing = false

  @inlinable public init(
    form: LinearForm, relation: Relation, priority: Double, origin: Origin,
    label: String? = nil, condition: ScreenCondition? = nil, isStandardSpacing: Bool = false
  ) {
    self.form = form
    self.relation = relation
    self.priority = priority
    self.origin = origin
    self.label = label
    self.condition = condition
    self.isStandardSpacing = isStandardSpacing
  }

  /// The text that made it (the start of the file for a UIKit default without one).
  @inlinable public var span: SourceSpan { origin.span ?? SourceSpan(0, 0) }
}

/// A view as declared, with its properties resolved.
public struct CheckedView: Sendable {
  public var name: String
  public var kind: ViewKind
  public var parent: Int?
  public var span: SourceSpan
  public var text: String?
  public var fontSize = UIKitDefaults.fontSize
  /// Intrinsic content size per axis; nil where the view has none.
  public var intrinsicWidth: Double?
  public var intrinsicHeight: Double?
  /// Content hugging and compression resistance per axis; the kind's defaults unless given.
  public var hugging: (horizontal: Double, vertical: Double)
  public var compression: (horizontal: Double, vertical: Double)
  /// Layout margins, as UIKit's `directionalLayoutMargins`.
  public var margins = DirectionalEdgeInsets(all: UIKitDefaults.layoutMargin)
  public var contentOffset: (x: Double, y: Double) = (0, 0)
  /// A label's `numberOfLines`: 1 by default; 0 wraps without limit; N wraps to at most N.
  public var lines = UIKitDefaults.lines
  /// A text view's `isScrollEnabled`: true (no intrinsic size) unless `scrolls: false`.
  public var scrollsText = true
  /// True when `intrinsic:` gave the size (a label then does not measure its text).
  public var hasGivenIntrinsicSize = false
  /// `isHidden`: a hidden view keeps its frame but is not drawn; in a stack it takes no room.
  public var isHidden = false
  /// `hidden:` as written, for a message that points at it.
  public var hiddenSpan: SourceSpan? = nil
  /// UIKit's `insetsLayoutMarginsFromSafeArea` (on by default): the margins are measured from
  /// the part of the view inside the safe area, so a footer under the home indicator gets
  /// its margin above the indicator.
  public var insetsLayoutMarginsFromSafeArea = true
  /// UIKit's `preservesSuperviewLayoutMargins` (off by default): where the view's margins
  /// would reach outside its superview's margins, they grow to stay inside them.
  public var preservesSuperviewLayoutMargins = false
  /// Interface Builder's "Follow Readable Width" (`layoutMarginsFollowReadableWidth`): the
  /// margins move in, at the sides, to the readable content guide — at most
  /// `UIKitDefaults.readableWidth` wide, centred in the margins.
  public var layoutMarginsFollowReadableWidth = false
  /// UIKit's `setCustomSpacing(_:after:)`: the spacing after this view in its stack.
  public var customSpacingAfter: Double? = nil
  /// `standardHeight`: the height UIKit gives the view when its constraints let it collapse
  /// to zero — a self-sizing table cell's content view, which UITableView then lays out at
  /// its standard row height (less the separator) rather than at zero, logging "Detected a
  /// case where constraints ambiguously suggest a height of zero for a table view cell's
  /// content view. We're considering the collapse unintentional and using standard height
  /// instead."
  public var standardHeight: Double? = nil
  /// A stack view's arrangement (nil for every other kind).
  public var stack: StackLayout? = nil
  /// An activity indicator's `style: large` (UIKit's `.large`); the medium style otherwise.
  public var isLargeIndicator = false
  /// A progress view's `style: bar` (UIKit's `UIProgressView.Style.bar`): 1.5 high, its
  /// frame 1 point lower (`UIKitDefaults.barProgressInsets`); the default style otherwise.
  public var isBarProgress = false
  /// An image view's system symbol (`symbol: "arrow.left"`), or a button's background
  /// image's (`backgroundSymbol: "play.circle.fill"`): UIButton takes its background
  /// image's alignment insets as its own. Nil for any other view.
  public var symbol: String? = nil
  /// How far the frame reaches beyond the alignment rect, the rectangle constraints hold:
  /// the kind's (a switch's, a slider's). A symbol image's (`SymbolMetrics`) replace them
  /// per screen, at its pixel scale, when the screen compiler reports the frames.
  public var alignmentInsets: EdgeInsets

  public init(
    name: String, kind: ViewKind, parent: Int?, span: SourceSpan
  ) {
    self.name = name
    self.kind = kind
    self.parent = parent
    self.span = span
    hugging = (kind.hugging, kind.verticalHugging)
    alignmentInsets = kind.alignmentInsets
    compression = (kind.compressionResistance, kind.compressionResistance)
    fontSize = kind.traits.fontSize
  }

  /// A baseline's position: `top + heightFraction × height + offset`.
  public func baseline(first: Bool) -> (heightFraction: Double, offset: Double) {
    kind.baselines.position(first: first, fontSize: fontSize)
  }
}

public struct CheckedScreen: Sendable {
  public var name: String
  public var width: Double
  public var height: Double
  public var safeArea: EdgeInsets
  public var isRightToLeft: Bool
  public var span: SourceSpan?
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  /// The display's scale (points to pixels) when the screen is a device from the table.
  public var scale: Double? = nil
  /// `cell`: the root is a plain view — a collection view's cell, say — not a view
  /// controller's view, so its margins are UIView's default 8 on every side, not the system
  /// minimum.
  public var rootIsPlainView = false
  /// `edgeMargins`: the root's margins are measured from its edges, not from its safe area —
  /// a view controller's view in an Interface Builder document that does not use safe-area
  /// layout guides, as Xcode draws it (Notes/InterfaceBuilder.md).
  public var rootMarginsFromEdges = false
  /// `margins(...)`: the root's layout margins, where the screen sets them (a view
  /// controller that sets its view's `directionalLayoutMargins` and does not respect the
  /// system minimum; Xcode 6's canvas, which drew iOS 8's 16 points at the sides).
  public var rootMargins: DirectionalEdgeInsets? = nil

  /// True when the two lay a program out alike: the same screen in all but where it is written.
  public func laysOutLike(_ other: CheckedScreen) -> Bool {
    name == other.name && width == other.width && height == other.height
      && safeArea == other.safeArea && isRightToLeft == other.isRightToLeft
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass && scale == other.scale
      && rootIsPlainView == other.rootIsPlainView
      && rootMarginsFromEdges == other.rootMarginsFromEdges && rootMargins == other.rootMargins
  }

  public init(
    name: String, width: Double, height: Double,
    safeArea: EdgeInsets = .zero,
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
  /// How many of `variables` the file declared with `var`; those after them stand for the
  /// layout guides UIKit makes for itself (a stack's alignment spanner, its gap guides) and
  /// are not reported.
  public var declaredVariableCount: Int
  /// Where each name is declared and used.
  public var names = NameIndex()

  public init(
    file: SourceFile, views: [CheckedView], variables: [String], variableSpans: [SourceSpan],
    constraints: [CheckedConstraint], screens: [CheckedScreen], metrics: [String: Double]
  ) {
    self.file = file
    self.views = views
    self.variables = variables
    self.variableSpans = variableSpans
    self.constraints = constraints
    self.screens = screens
    self.metrics = metrics
    declaredVariableCount = variables.count
  }
}
