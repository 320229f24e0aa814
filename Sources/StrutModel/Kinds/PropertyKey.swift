/// A key of a view declaration's property list (`font: 17`, `hugging.v: 251`). The checker
/// reads each key once into one of these: which kinds take it is then a bit test, and what
/// it sets a switch over a byte (comparing the key with each spelling in turn, and hashing
/// it into a set of strings, was most of checking a property).
public enum PropertyKey: UInt8, CaseIterable, Sendable {
  case intrinsic, hugging, huggingH, huggingV, compression, compressionH, compressionV
  case margin, marginH, marginV, marginTop, marginBottom, marginLeading, marginTrailing
  case insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins
  case layoutMarginsFollowReadableWidth, hidden, spacingAfter, standardHeight
  case size, symbol, offset, style, font, text, lines, scrolls
  case axis, distribution, alignment, spacing, layoutMarginsRelative, baselineRelative
  case direction, backgroundSymbol

  /// The key as it is written.
  public var spelling: String { PropertyKey.spellings[Int(rawValue)] }

  /// The key written `spelling`, or nil when no kind takes such a key.
  public init?(spelling: String) {
    guard let key = PropertyKey.bySpelling[spelling] else { return nil }
    self = key
  }

  /// This key's bit in a kind's mask of the keys it takes.
  @inlinable public var bit: UInt64 { 1 << UInt64(rawValue) }

  static let spellings: [String] = allCases.map { key in
    switch key {
    case .huggingH: "hugging.h"
    case .huggingV: "hugging.v"
    case .compressionH: "compression.h"
    case .compressionV: "compression.v"
    case .marginH: "margin.h"
    case .marginV: "margin.v"
    case .marginTop: "margin.top"
    case .marginBottom: "margin.bottom"
    case .marginLeading: "margin.leading"
    case .marginTrailing: "margin.trailing"
    default: "\(key)"
    }
  }

  static let bySpelling: [String: PropertyKey] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.spelling, $0) })
}
