import StrutCore

/// Where a constraint came from, so that every message points at the text that made it.
/// Front ends and desugaring passes add their own cases here (a stack view's generated
/// constraints, a storyboard's `<constraint>` element, a line of UIKit code).
public enum Origin: Hashable, Sendable {
  /// An anchor statement in a `.layout` file: its text is the source at the span.
  case statement(SourceSpan)
  /// Made from a Visual Format Language line; the span covers the part that made it.
  case visualFormat(SourceSpan)
  /// One that UIKit adds by itself.
  case uikit(UIKitConstraint)
  /// One that a stack view generates, as `UIStackView` does.
  case stackView(StackConstraint)

  /// A constraint a stack view makes, named as UIKit names it (`UISV-spacing`, …).
  public struct StackConstraint: Hashable, Sendable {
    /// The stack view (an index into the program's views).
    public var stack: Int
    /// The declaration it comes from: the stack's, or the arranged view's it is about.
    public var span: SourceSpan
    /// Which of UIKit's: a byte, not the identifier's string (16 bytes in every checked
    /// constraint, whatever its origin).
    public var kind: Kind

    /// UIKit's identifiers for the constraints a stack view adds (Notes/UIStackView.md).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
      case alignment = "UISV-alignment"
      case ambiguitySuppression = "UISV-ambiguity-suppression"
      case canvasConnection = "UISV-canvas-connection"
      case canvasFit = "UISV-canvas-fit"
      case distributingEdge = "UISV-distributing-edge"
      case fillEqually = "UISV-fill-equally"
      case fillProportionally = "UISV-fill-proportionally"
      case hiding = "UISV-hiding"
      case spacing = "UISV-spacing"
      case spanningBoundary = "UISV-spanning-boundary"
      case spanningFit = "UISV-spanning-fit"
    }

    /// UIKit's identifier: `UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …
    public var identifier: String { kind.rawValue }

    public init(_ kind: Kind, stack: Int, span: SourceSpan) {
      self.kind = kind
      self.stack = stack
      self.span = span
    }
  }

  /// The constraints UIKit adds to every layout by itself.
  public enum UIKitConstraint: Hashable, Sendable {
    /// The root view fills the screen (the `screen` line, if the file has one).
    case screenSize(SourceSpan?)
    /// A view's intrinsic size on one axis, held by its content hugging (size ≤ intrinsic),
    /// its compression resistance (size ≥ intrinsic), or both in one constraint (as UIKit's
    /// content-size constraint holds them, each side at its own priority).
    case intrinsicSize(view: Int, axis: Attribute, side: IntrinsicSide)
    /// A view's width or height is never negative: UIKit's engine keeps sizes at zero or
    /// more, so constraints that only negative sizes would satisfy conflict (its console
    /// logs list such sets, of no other constraint, as unsatisfiable).
    case nonNegativeSize(view: Int, axis: Attribute)
    /// A view whose constraints let it collapse to zero height held at its
    /// `standardHeight` instead (a self-sizing table cell's content view).
    case standardHeight(view: Int)
  }

  /// What holds a view to its intrinsic size.
  public enum IntrinsicSide: Hashable, Sendable {
    case hugging, compressionResistance, both
  }

  /// The text a message points at; nil for what no text wrote (the default screen, an
  /// intrinsic size: the view's declaration is what a message names then).
  @inlinable public var span: SourceSpan? {
    switch self {
    case .statement(let span), .visualFormat(let span): span
    case .uikit(.screenSize(let span)): span
    case .uikit(.intrinsicSize), .uikit(.nonNegativeSize), .uikit(.standardHeight): nil
    case .stackView(let constraint): constraint.span
    }
  }

  /// True for the constraints a stack view makes.
  public var isStackConstraint: Bool {
    if case .stackView = self { true } else { false }
  }

  /// True for constraints UIKit adds by itself rather than ones the layout wrote.
  public var isUIKitDefault: Bool {
    switch self {
    case .uikit, .stackView: true
    case .statement, .visualFormat: false
    }
  }
}
