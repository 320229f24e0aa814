import StrutCore

/// Where a constraint came from, so that every message points at the text that made it.
/// Front ends and desugaring passes add their own cases here (a stack view's generated
/// constraints, a storyboard's `<constraint>` element, a line of UIKit code).
public enum Origin: Hashable, Sendable {
  /// An anchor statement in a `.layout` file: its text is the source at the span.
  case statement(SourceSpan)
  /// Made from a Visual Format Language line; the span covers the part that made it.
  case visualFormat(SourceSpan)
  /// UIKit's own: the root view fills the screen (the `screen` line, if the file has one).
  case screenSize(SourceSpan?)
  /// UIKit's own: a view's intrinsic size on one axis, held by its content hugging
  /// (size ≤ intrinsic) or its compression resistance (size ≥ intrinsic).
  case intrinsicSize(view: Int, axis: Attribute, isHugging: Bool)

  /// The text a message points at; nil for what no text wrote (the default screen).
  @inlinable public var span: SourceSpan? {
    switch self {
    case .statement(let span), .visualFormat(let span): span
    case .screenSize(let span): span
    case .intrinsicSize: nil
    }
  }

  /// True for constraints UIKit adds by itself rather than ones the layout wrote.
  public var isUIKitDefault: Bool {
    switch self {
    case .statement, .visualFormat: false
    case .screenSize, .intrinsicSize: true
    }
  }
}
