/// A rectangle in points: origin and size.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// Insets from a rectangle's edges, by physical edge, as UIKit's `UIEdgeInsets`: safe areas,
/// which stay where the hardware is whatever the writing direction.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets()
}

/// Insets by leading and trailing edge, as UIKit's `NSDirectionalEdgeInsets`: layout margins,
/// whose leading edge is on the right on a right-to-left screen.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// The physical insets on a screen written left to right, or right to left.
  public func resolved(isRightToLeft: Bool) -> EdgeInsets {
    EdgeInsets(
      top: top, left: isRightToLeft ? trailing : leading, bottom: bottom,
      right: isRightToLeft ? leading : trailing)
  }
}

/// A width and a height in points (a scroll view's content size).
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
