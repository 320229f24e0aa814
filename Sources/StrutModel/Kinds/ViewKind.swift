/// A kind of view, as data: what a declaration of it may say and how UIKit lays it out.
/// Adding a kind is adding an entry to `ViewKind.all`; the parser reads any word as a kind
/// and the checker looks it up here, so nothing else needs to learn its name.
public struct ViewKind: Hashable, Sendable, CustomStringConvertible {
  /// Where a kind's intrinsic content size comes from when `intrinsic:` does not give one.
  public enum IntrinsicSize: Hashable, Sendable {
    /// None on either axis (a plain view, a scroll view).
    case none
    /// The text, measured with `TextMetrics` at the view's font size (a label).
    case measuredText
  }

  /// Where a kind's first and last baselines are.
  public enum Baselines: Hashable, Sendable {
    /// The frame's bottom edge, for both (UIView's default).
    case bottom
    /// The text's: the first line's ascent below the top, the last line's descent above the
    /// bottom (see `TextMetrics`).
    case text
  }

  /// The word that declares it: `view`, `label`.
  public let name: String
  /// The properties a declaration takes, besides its name (and a label's text).
  public let properties: [String]
  public let intrinsicSize: IntrinsicSize
  /// Default content hugging and compression resistance, on both axes.
  public let hugging: Double
  public let compressionResistance: Double
  public let baselines: Baselines
  /// True when a string after the name is its text (`label title "Hello"`).
  public let hasText: Bool
  /// True for a scroll view: it has a content area (`contentGuide`, content size, offset).
  public let hasContentArea: Bool
  /// True for a layout guide: a rectangle, not a view; it holds no views.
  public let isLayoutGuide: Bool

  public var description: String { name }

  /// Kinds are known by their names.
  public static func == (lhs: ViewKind, rhs: ViewKind) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The kind a word declares, if any.
  public init?(named name: String) {
    guard let kind = ViewKind.all.first(where: { $0.name == name }) else { return nil }
    self = kind
  }

  private init(
    _ name: String, extraProperties: [String] = [], intrinsicSize: IntrinsicSize = .none,
    hugging: Double = UIKitDefaults.hugging, baselines: Baselines = .bottom,
    hasText: Bool = false, hasContentArea: Bool = false, isLayoutGuide: Bool = false
  ) {
    self.name = name
    self.properties = isLayoutGuide ? [] : ViewKind.commonProperties + extraProperties
    self.intrinsicSize = intrinsicSize
    self.hugging = hugging
    self.compressionResistance = UIKitDefaults.compressionResistance
    self.baselines = baselines
    self.hasText = hasText
    self.hasContentArea = hasContentArea
    self.isLayoutGuide = isLayoutGuide
  }

  /// What every view takes: an intrinsic size, priorities per axis, margins per edge.
  static let commonProperties = [
    "intrinsic", "hugging", "hugging.h", "hugging.v", "compression", "compression.h",
    "compression.v", "margin", "margin.h", "margin.v", "margin.top", "margin.bottom",
    "margin.leading", "margin.trailing",
  ]

  public static let view = ViewKind("view")
  public static let label = ViewKind(
    "label", extraProperties: ["font", "text", "lines"], intrinsicSize: .measuredText,
    hugging: UIKitDefaults.textHugging, baselines: .text, hasText: true)
  public static let image = ViewKind(
    "image", extraProperties: ["size"], hugging: UIKitDefaults.textHugging)
  public static let scroll = ViewKind("scroll", extraProperties: ["offset"], hasContentArea: true)
  public static let guide = ViewKind("guide", isLayoutGuide: true)

  /// Every kind, in the order help and completion list them.
  public static let all: [ViewKind] = [.view, .label, .image, .scroll, .guide]
}
