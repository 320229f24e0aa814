import StrutCore

/// UIKit's defaults, in one table: every other file reads them from here.
public enum UIKitDefaults {
  /// The screen a file without a `screen` line is laid out on: an iPhone 8 in portrait.
  public static let screenWidth = 375.0
  public static let screenHeight = 667.0
  /// Content hugging of views made in code (`UILayoutPriority.defaultLow`).
  public static let hugging = 250.0
  /// Content hugging of labels and image views as Interface Builder makes them, one above
  /// `defaultLow` so that they hug before a plain view stretches.
  public static let textHugging = 251.0
  /// Compression resistance of every view (`UILayoutPriority.defaultHigh`).
  public static let compressionResistance = 750.0
  /// `directionalLayoutMargins` of a view on every edge.
  public static let layoutMargin = 8.0
  /// The system font's point size (`UIFont.labelFontSize`), for labels without `font:`.
  public static let fontSize = 17.0
  /// The Visual Format Language's standard spacing between sibling views, and between a
  /// view and its superview's edge.
  public static let standardSpacing = 8.0
  public static let standardSuperviewSpacing = 20.0
  /// A view controller's root view's margins: UIKit's `systemMinimumLayoutMargins`, 16 points
  /// leading and trailing on a compact-width screen and 20 on a regular-width one, 0 at the
  /// top and bottom, measured from the safe area (`viewRespectsSystemMinimumLayoutMargins`
  /// and `insetsLayoutMarginsFromSafeArea`, both on by default). Xcode's stored frames
  /// agree: a view pinned to the root's leading margin in an iPhone scene sits at x = 16.
  public static func rootMargins(_ widthClass: SizeClass) -> DirectionalEdgeInsets {
    let side = widthClass == .compact ? 16.0 : 20.0
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
  /// A label's `numberOfLines`: one line, no wrapping.
  public static let lines = 1
}
