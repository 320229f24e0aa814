import StrutCore

/// A stack view's arrangement, as `UIStackView` holds it: its arranged subviews are its
/// children, in order; `StrutCheck`'s stack desugaring turns this into the constraints UIKit
/// generates (see that file for the sources).
public struct StackLayout: Hashable, Sendable {
  /// `UIStackView.Distribution`: how the arranged views share the stack's length.
  public enum Distribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// `UIStackView.Alignment`: how the arranged views sit across the axis. `leading` and
  /// `top` are one case in UIKit (as are `trailing` and `bottom`); both spellings are read.
  public enum Alignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

    /// The case UIKit means: `top` is `leading`, `bottom` is `trailing`.
    public var canonical: Alignment {
      switch self {
      case .top: .leading
      case .bottom: .trailing
      default: self
      }
    }
  }

  public var axis: Attribute.Axis = .horizontal
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  /// `spacing` (UIKit's default 0): exact between items for the fill distributions, a minimum
  /// for equalSpacing and equalCentering.
  public var spacing: Double = 0
  /// `isLayoutMarginsRelativeArrangement`: items are laid out inside the stack's margins.
  public var isLayoutMarginsRelative = false
  /// `isBaselineRelativeArrangement`: a vertical stack measures spacing between baselines.
  public var isBaselineRelative = false
  /// The direction the stack arranges its items in and resolves `leading` and `trailing` by
  /// (`semanticContentAttribute`: `forceRightToLeft` is `rtl`; `forceLeftToRight`, `playback`
  /// and `spatial` are `ltr`); nil, `unspecified`, follows the screen's direction.
  public var direction: Direction?

  /// A forced layout direction.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    case ltr, rtl

    /// The direction a `UISemanticContentAttribute` case forces (its name, as a storyboard or
    /// Swift writes it); nil for `unspecified` or anything else.
    public init?(semanticContentAttribute name: String) {
      switch name {
      case "forceRightToLeft": self = .rtl
      case "forceLeftToRight", "playback", "spatial": self = .ltr
      default: return nil
      }
    }

    /// The `UISemanticContentAttribute` case that forces it.
    public var semanticContentAttribute: String {
      self == .rtl ? "forceRightToLeft" : "forceLeftToRight"
    }
  }

  public init() {}
}
