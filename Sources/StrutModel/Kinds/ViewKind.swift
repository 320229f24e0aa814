import StrutCore

/// A kind of view, as data: what a declaration of it may say and how UIKit lays it out.
/// Adding a kind is adding a row to `ViewKind.table` (and a name for it below); the parser
/// reads any word as a kind and the checker looks it up here, so nothing else needs to learn
/// its name.
public struct ViewKind: Hashable, Sendable, CustomStringConvertible {
  /// Where a kind's intrinsic content size comes from when `intrinsic:` does not give one.
  public enum IntrinsicSize: Hashable, Sendable {
    /// None on either axis (a plain view, a scroll view).
    case none
    /// The text, measured with `TextMetrics` at the view's font size (a label).
    case measuredText
    /// A control's own size, on the axes where UIKit gives one (nil: none on that axis).
    case fixed(width: Double?, height: Double?)
  }

  /// Where a kind's first and last baselines are.
  public enum Baselines: Hashable, Sendable {
    /// No baseline of its own: UIView's default, where Auto Layout uses the top edge for
    /// the first baseline and the bottom edge for the last (Apple's documentation of
    /// `forFirstBaselineLayout` and `forLastBaselineLayout`).
    case frameEdges
    /// The text's: the first line's ascent below the top, the last line's descent above the
    /// bottom (see `TextMetrics`).
    case text
    /// One line of text centred in the view, both baselines on it (a button's title, a
    /// text field's text).
    case centeredText

    /// Where a baseline is: `top + heightFraction × height + offset`, for a font size.
    public func position(first: Bool, fontSize: Double) -> (heightFraction: Double, offset: Double)
    {
      let ascent = TextMetrics.ascent(fontSize: fontSize)
      let descent = TextMetrics.descent(fontSize: fontSize)
      switch self {
      case .frameEdges: return first ? (0, 0) : (1, 0)
      case .text: return first ? (0, ascent) : (1, -descent)
      case .centeredText: return (0.5, (ascent - descent) / 2)
      }
    }
  }

  /// One row of the table of kinds.
  public struct Traits: Sendable {
    /// The word that declares it: `view`, `label`.
    public let name: String
    /// The UIKit class a view of this kind is (`UILabel`), for code and for messages.
    public let uikitClass: String
    /// The properties a declaration takes, besides its name (and a label's text).
    public let properties: [String]
    /// The same as a mask of `PropertyKey` bits, for looking a key up (a declaration's every
    /// property is checked).
    public let propertyMask: UInt64
    public let intrinsicSize: IntrinsicSize
    /// Default content hugging (horizontal, and vertical unless `verticalHugging` differs) and
    /// compression resistance, on both axes.
    public let hugging: Double
    public let verticalHugging: Double
    public let compressionResistance: Double
    public let baselines: Baselines
    /// True when a string after the name is its text (`label title "Hello"`).
    public let hasText: Bool
    /// True for a scroll view: it has a content area (`contentGuide`, content size, offset).
    public let hasContentArea: Bool
    /// True for a layout guide: a rectangle, not a view; it holds no views.
    public let isLayoutGuide: Bool
    /// How far the frame reaches beyond the alignment rect, the rectangle constraints act on
    /// (UIKit's `alignmentRectInsets`): zero for most views.
    public let alignmentInsets: EdgeInsets
    /// The font size of its text unless `font:` says otherwise.
    public let fontSize: Double
    /// Added to measured text for the intrinsic size (a button's padding around its title).
    public let textPadding: (width: Double, height: Double)

    init(
      _ name: String, _ uikitClass: String, extraProperties: [String] = [],
      intrinsicSize: IntrinsicSize = .none,
      hugging: Double = UIKitDefaults.hugging, verticalHugging: Double? = nil,
      baselines: Baselines = .frameEdges,
      hasText: Bool = false, hasContentArea: Bool = false, isLayoutGuide: Bool = false,
      alignmentInsets: EdgeInsets = .zero, fontSize: Double = UIKitDefaults.fontSize,
      textPadding: (width: Double, height: Double) = (0, 0)
    ) {
      self.name = name
      self.uikitClass = uikitClass
      self.properties = isLayoutGuide ? [] : ViewKind.commonProperties + extraProperties
      self.propertyMask = properties.reduce(0) { $0 | (PropertyKey(spelling: $1)?.bit ?? 0) }
      self.intrinsicSize = intrinsicSize
      self.hugging = hugging
      self.verticalHugging = verticalHugging ?? hugging
      self.compressionResistance = UIKitDefaults.compressionResistance
      self.baselines = baselines
      self.hasText = hasText
      self.hasContentArea = hasContentArea
      self.isLayoutGuide = isLayoutGuide
      self.alignmentInsets = alignmentInsets
      self.fontSize = fontSize
      self.textPadding = textPadding
    }
  }

  /// What every view takes: an intrinsic size, priorities per axis, margins per edge,
  /// whether it is hidden, and (in a stack) the spacing after it.
  static let commonProperties = [
    "intrinsic", "hugging", "hugging.h", "hugging.v", "compression", "compression.h",
    "compression.v", "margin", "margin.h", "margin.v", "margin.top", "margin.bottom",
    "margin.leading", "margin.trailing", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth", "hidden",
    "spacingAfter", "standardHeight",
  ]

  /// What an image view takes besides: its image's size, and the system symbol it shows.
  public static let imageProperties = ["size", "symbol"]

  /// What a stack view takes besides: `UIStackView`'s properties.
  public static let stackProperties = [
    "axis", "distribution", "alignment", "spacing", "layoutMarginsRelative", "baselineRelative",
    "direction",
  ]

  /// Every kind, one row each, in the order help and completion list them. A kind is its
  /// row's index, so that views carry it as one byte.
  static let table: [Traits] = [
    Traits("view", "UIView"),
    Traits(
      "label", "UILabel", extraProperties: ["font", "text", "lines"], intrinsicSize: .measuredText,
      hugging: UIKitDefaults.textHugging, baselines: .text, hasText: true),
    Traits(
      "image", "UIImageView", extraProperties: imageProperties, hugging: UIKitDefaults.textHugging),
    Traits("scroll", "UIScrollView", extraProperties: ["offset"], hasContentArea: true),
    Traits("guide", "UILayoutGuide", isLayoutGuide: true),
    // UIStackView: its children are its arranged subviews; it has no intrinsic size (its
    // size follows from theirs), so its hugging and compression resistance have no effect.
    Traits("stack", "UIStackView", extraProperties: stackProperties),
    // UISwitch: a 51 x 31 frame, hugging 750 both ways, as Interface Builder stores every
    // switch; its alignment rect is 2 points narrower, the frame reaching beyond it on the
    // right (a switch pinned to a view's trailing edge is stored 2 points past it:
    // Notes/UIKitControls.md).
    Traits(
      "switch", "UISwitch", intrinsicSize: .fixed(width: 49, height: 31), hugging: 750,
      alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)),
    // UISlider: no width of its own, 30 high; its frame reaches 2 points beyond its
    // alignment rect on each side and 1 below (a slider pinned 16 from a 375-point screen's
    // edges is stored at x 14, 347 x 31; one in a 374-wide stack at x -2, 378 wide, 61 high
    // for a 60-point height constraint: Notes/UIKitControls.md).
    Traits(
      "slider", "UISlider", intrinsicSize: .fixed(width: nil, height: 30),
      alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)),
    // UIButton (the system type): its title in the system font of 15 points, with 6 points
    // above and below it, so one line is 30 high ("Button" is stored 46 x 30 wherever
    // Interface Builder sized it); both baselines are the title's, centred in the button.
    Traits(
      "button", "UIButton", extraProperties: ["font", "text", "backgroundSymbol"],
      intrinsicSize: .measuredText,
      baselines: .centeredText, hasText: true, fontSize: 15, textPadding: (0, 12)),
    // UITextField with the rounded-rect border: 34 high (iOS 13 and later), its width its
    // constraints'; its text in the system font of 14, centred, gives the baselines.
    Traits(
      "textField", "UITextField", extraProperties: ["font", "text"],
      intrinsicSize: .fixed(width: nil, height: 34),
      baselines: .centeredText, hasText: true, fontSize: 14),
    // UISegmentedControl: 31 high (iOS 13 and later; 28 before), its frame 1 point below its
    // alignment rect, as Interface Builder stores every one: 32-high frames under Xcode 11
    // and later, 29 before; a control pinned to a 667-point screen's bottom is stored at
    // y 639 (Notes/UIKitControls.md). Its width is its segments' (give it with intrinsic:).
    Traits(
      "segmentedControl", "UISegmentedControl", intrinsicSize: .fixed(width: nil, height: 31),
      alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)),
    // UIActivityIndicatorView (the medium style, "gray" and "white" before iOS 13): 20 x 20,
    // hugging 750 both ways, as Interface Builder stores it (a gray one in DuckDuckGo's
    // FindInPage.xib, and one 20 high in a fill-aligned stack in RxSwift's RxExample:
    // Notes/UIKitControls.md); `style: large` is 37 x 37 (`UIKitDefaults.largeIndicatorSide`).
    Traits(
      "activityIndicator", "UIActivityIndicatorView", extraProperties: ["style"],
      intrinsicSize: .fixed(width: 20, height: 20), hugging: 750),
    // UITextView: a scroll view of text. Scrolling (UIKit's default) it has no intrinsic size;
    // with `scrolls: false` it sizes to its text, wrapped at its width less the text
    // container's line-fragment padding (5 points each side) and with its inset (8 points
    // above and below) around it — both UIKit's documented defaults. Its font is the system
    // font of 14 points, Interface Builder's default.
    Traits(
      "textView", "UITextView", extraProperties: ["font", "text", "scrolls"],
      intrinsicSize: .measuredText, hasText: true, fontSize: 14, textPadding: (10, 16)),
    // UIStepper: 94 x 32 (iOS 13 and later; 94 x 29 before), hugging 750 both ways, as
    // Interface Builder stores every stepper of the scenes read (Notes/UIKitControls.md).
    Traits("stepper", "UIStepper", intrinsicSize: .fixed(width: 94, height: 32), hugging: 750),
    // UIProgressView (the default style): 4 high (iOS 14 and later; 2 before), no width of
    // its own, vertical hugging 750 as Interface Builder makes it; `style: bar` is 1.5 high,
    // its frame a point lower (`UIKitDefaults.barProgressInsets`).
    Traits(
      "progressView", "UIProgressView", extraProperties: ["style"],
      intrinsicSize: .fixed(width: nil, height: 4), verticalHugging: 750),
    // UIPageControl: 26 high (iOS 14 and later; 37 before); its width follows its number of
    // pages and indicator images, which Strut does not model: give it with intrinsic:.
    Traits("pageControl", "UIPageControl", intrinsicSize: .fixed(width: nil, height: 26)),
  ]

  public static let view = ViewKind(row: 0)
  public static let label = ViewKind(row: 1)
  public static let image = ViewKind(row: 2)
  public static let scroll = ViewKind(row: 3)
  public static let guide = ViewKind(row: 4)
  public static let stack = ViewKind(row: 5)
  public static let uiSwitch = ViewKind(row: 6)
  public static let slider = ViewKind(row: 7)
  public static let button = ViewKind(row: 8)
  public static let textField = ViewKind(row: 9)
  public static let segmentedControl = ViewKind(row: 10)
  public static let activityIndicator = ViewKind(row: 11)
  public static let textView = ViewKind(row: 12)
  public static let stepper = ViewKind(row: 13)
  public static let progressView = ViewKind(row: 14)
  public static let pageControl = ViewKind(row: 15)

  /// Every kind, in the table's order.
  public static var all: [ViewKind] { table.indices.map { ViewKind(row: $0) } }

  private let row: UInt8
  /// The row's yes-or-no traits, copied in: the checker and the compiler test them on hot
  /// paths, where reading the table would cost a lookup each time.
  private let flags: UInt8

  private static let textFlag: UInt8 = 1, contentAreaFlag: UInt8 = 2, guideFlag: UInt8 = 4
  private static let measuredTextFlag: UInt8 = 16

  private init(row: Int) {
    self.row = UInt8(row)
    let traits = ViewKind.table[row]
    var flags: UInt8 = 0
    if traits.hasText { flags |= ViewKind.textFlag }
    if traits.hasContentArea { flags |= ViewKind.contentAreaFlag }
    if traits.isLayoutGuide { flags |= ViewKind.guideFlag }
    if traits.intrinsicSize == .measuredText { flags |= ViewKind.measuredTextFlag }
    self.flags = flags
  }

  /// Kinds are known by their rows.
  public static func == (lhs: ViewKind, rhs: ViewKind) -> Bool { lhs.row == rhs.row }
  public func hash(into hasher: inout Hasher) { hasher.combine(row) }

  /// The kind a word declares, if any.
  public init?(named name: String) {
    guard let row = ViewKind.table.firstIndex(where: { $0.name == name }) else { return nil }
    self.init(row: row)
  }

  /// This kind's row of the table.
  public var traits: Traits { ViewKind.table[Int(row)] }

  public var name: String { ViewKind.table[Int(row)].name }
  public var uikitClass: String { ViewKind.table[Int(row)].uikitClass }
  public var properties: [String] { ViewKind.table[Int(row)].properties }
  /// Whether a declaration of this kind takes the property `key`.
  public func takes(_ key: PropertyKey) -> Bool {
    ViewKind.table[Int(row)].propertyMask & key.bit != 0
  }
  public var intrinsicSize: IntrinsicSize {
    flags & ViewKind.measuredTextFlag != 0 ? .measuredText : ViewKind.table[Int(row)].intrinsicSize
  }
  public var alignmentInsets: EdgeInsets { ViewKind.table[Int(row)].alignmentInsets }
  public var hugging: Double { ViewKind.table[Int(row)].hugging }
  public var verticalHugging: Double { ViewKind.table[Int(row)].verticalHugging }
  public var compressionResistance: Double { ViewKind.table[Int(row)].compressionResistance }
  public var baselines: Baselines { ViewKind.table[Int(row)].baselines }
  public var hasText: Bool { flags & ViewKind.textFlag != 0 }
  public var hasContentArea: Bool { flags & ViewKind.contentAreaFlag != 0 }
  public var isLayoutGuide: Bool { flags & ViewKind.guideFlag != 0 }

  public var description: String { name }
}
