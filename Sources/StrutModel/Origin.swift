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

  /// The constraints UIKit adds to every layout by itself.
  public enum UIKitConstraint: Hashable, Sendable {
    /// The root view fills the screen (the `screen` line, if the file has one).
    case screenSize(SourceSpan?)
    /// A view's intrinsic size on one axis, held by its content hugging (size ≤ intrinsic)
    /// or its compression resistance (size ≥ intrinsic).
    case intrinsicSize(view: Int, axis: Attribute, isHugging: Bool)
  }

  /// The text a message points at; nil for what no text wrote (the default screen, an
  /// intrinsic size: the view's declaration is what a message names then).
  @inlinable public var span: SourceSpan? {
    switch self {
    case .statement(let span), .visualFormat(let span): span
    case .uikit(.screenSize(let span)): span
    case .uikit(.intrinsicSize): nil
    }
  }

  /// True for constraints UIKit adds by itself rather than ones the layout wrote.
  public var isUIKitDefault: Bool {
    if case .uikit = self { true } else { false }
  }
}
