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
  /// A view controller's root view's margins: UIKit's `systemMinimumLayoutMargins`, 0 at the
  /// top and bottom and, at the sides, 16 points on a view narrower than 414 points (the
  /// standard iPhones in portrait) and 20 on a wider one (Plus and Max phones, iPads, phones
  /// in landscape); measured from the safe area (`viewRespectsSystemMinimumLayoutMargins`
  /// and `insetsLayoutMarginsFromSafeArea`, both on by default). Evidence: Use Your Loaf,
  /// "Changing Root View Layout Margins" (16 on an iPhone in portrait, 20 on regular width);
  /// and Xcode's stored frames: in github.com/Amrik-khaira/MAPD724-W2023-ICE4-AmrikKhaira,
  /// Main.storyboard at 121a806 (an iPhone 11, 414 x 896, compact width in portrait), a label
  /// pinned to the root's leadingMargin is stored at x = 20 and one pinned to its
  /// trailingMargin ends at 394 — so the size decides, not the size class. And it is the
  /// width, not the shorter side: Xcode stores 20 in roots wider than 414 and less high,
  /// where the shorter side would give 16 — RNeiel/WaterMmnt's 485 x 320 and 828 x 290
  /// freeform controllers (Xcode 7, 18 and 3 readings), 17eparker/HotOrCold's iPhone 8 in
  /// landscape (667 x 375, Xcode 8), SwiftMessages' 600 x 96 and 600 x 103 views (Xcode 10,
  /// emrdgrmnci/Food) — and 16 in every narrower one read (284 to 393 wide, on iPads as on
  /// phones; `Fidelity/corpus.tsv`, Notes/InterfaceBuilder.md).
  public static func rootMargins(width: Double) -> DirectionalEdgeInsets {
    let side = width >= 414 ? 20.0 : 16.0
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
  /// The readable width at the default Dynamic Type size (Large): the widest a view's
  /// `readableContentGuide` gets, centred in its layout margins. Apple documents the rule
  /// (`UIView.readableContentGuide`: never beyond the margins, at most "the readable width
  /// defined for the current dynamic text size"), not the number; Use Your Loaf, "Readable
  /// Content Guides", measures 672 points inset 176 from each edge of a 1024-point-wide iPad.
  public static let readableWidth = 672.0
  /// A large activity indicator's side (`UIActivityIndicatorView.Style.large`, and
  /// `whiteLarge` before iOS 13): 37 points. Stored 37 x 37 when centred by its constraints
  /// alone, and 37 wide when its height is stretched (Notes/UIKitControls.md).
  public static let largeIndicatorSide = 37.0
  /// A bar-style progress view's frame (`UIProgressView.Style.bar`) reaches 1 point below
  /// the rectangle its constraints hold: Interface Builder stores one constrained 15 high
  /// 16 high from the constrained top, and 8, 4 and 3 high ones 9, 5 and 4 high, in
  /// documents of Xcode 7 to 14.2 on @2x and @3x devices (Notes/UIKitControls.md).
  public static let barProgressInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
  /// A bar-style progress view's own height, its frame less `barProgressInsets`: stored
  /// 2.5 high with no height constraint on @2x devices (six documents, Xcode 8.3 to 13),
  /// so 1.5.
  public static let barProgressHeight = 1.5
  /// A label's `numberOfLines`: one line, no wrapping.
  public static let lines = 1
}
