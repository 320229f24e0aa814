/// A layout attribute, as Auto Layout names it.
public enum Attribute: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline

  public enum Axis: Hashable, Sendable { case horizontal, vertical }

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
    default: .vertical
    }
  }

  public var isDimension: Bool { self == .width || self == .height }

  /// True for the edges that the scroll-view rule sends to the content area.
  public var isEdge: Bool {
    switch self {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }

  public var isDirectional: Bool { self == .leading || self == .trailing }
  public var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

extension Attribute {
  /// Position in alphabetical order of the names.
  @inlinable package var nameRank: Int {
    switch self {
    case .bottom: 0
    case .centerX: 1
    case .centerY: 2
    case .firstBaseline: 3
    case .height: 4
    case .lastBaseline: 5
    case .leading: 6
    case .left: 7
    case .right: 8
    case .top: 9
    case .trailing: 10
    case .width: 11
    }
  }

  @usableFromInline package static let byNameRank: [Attribute] = Attribute.allCases.sorted {
    $0.nameRank < $1.nameRank
  }
}
