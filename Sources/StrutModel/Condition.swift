import StrutCore

/// UIKit's size classes: a screen is compact or regular in each direction.
public enum SizeClass: String, Hashable, Sendable {
  case compact, regular

  /// The classes UIKit gives a full-screen app on a device of this size: compact height on
  /// phones in landscape (under 480 points tall: every iPhone's landscape height is 430 or
  /// less, and the 3.5-inch iPhone's 480-point portrait is regular — a fresh-6 xib drawn on
  /// it, `Fidelity/corpus.tsv`, takes its regular-height variation); compact width on phones and narrow windows
  /// (under 600 points wide), and on phones in landscape up to the largest non-Max model
  /// (under 880 points wide). Screens can override either with a trait.
  public static func defaults(width: Double, height: Double) -> (
    horizontal: SizeClass, vertical: SizeClass
  ) {
    let vertical: SizeClass = height < 480 ? .compact : .regular
    let isCompactWidth = width < 600 || (vertical == .compact && width < 880)
    return (isCompactWidth ? .compact : .regular, vertical)
  }
}

/// Words a `when` condition can test.
public enum ScreenTrait: String, Hashable, Sendable, CaseIterable {
  /// `compact` and `regular` refer to the horizontal size class, as "compact width" does.
  case compact, regular, compactWidth, regularWidth, compactHeight, regularHeight
  case portrait, landscape, rtl, ltr

  public func holds(on screen: CheckedScreen) -> Bool {
    switch self {
    case .compact, .compactWidth: screen.horizontalSizeClass == .compact
    case .regular, .regularWidth: screen.horizontalSizeClass == .regular
    case .compactHeight: screen.verticalSizeClass == .compact
    case .regularHeight: screen.verticalSizeClass == .regular
    case .portrait: screen.height >= screen.width
    case .landscape: screen.width > screen.height
    case .rtl: screen.isRightToLeft
    case .ltr: !screen.isRightToLeft
    }
  }
}

/// A condition's arithmetic over the screen's size, evaluated per screen.
public indirect enum ScreenExpression: Hashable, Sendable {
  case number(Double)
  case width, height
  case negate(ScreenExpression)
  case binary(BinaryOperator, ScreenExpression, ScreenExpression)

  public func value(on screen: CheckedScreen) -> Double {
    switch self {
    case .number(let value): value
    case .width: screen.width
    case .height: screen.height
    case .negate(let inner): -inner.value(on: screen)
    case .binary(let op, let lhs, let rhs): op.apply(lhs.value(on: screen), rhs.value(on: screen))
    }
  }

  /// The same expression with constant parts computed.
  public var folded: ScreenExpression {
    switch self {
    case .negate(.number(let value)): .number(-value)
    case .binary(let op, .number(let lhs), .number(let rhs)): .number(op.apply(lhs, rhs))
    default: self
    }
  }
}

extension BinaryOperator {
  func apply(_ lhs: Double, _ rhs: Double) -> Double {
    switch self {
    case .add: lhs + rhs
    case .subtract: lhs - rhs
    case .multiply: lhs * rhs
    case .divide: lhs / rhs
    }
  }
}

/// A checked `when` condition: metrics folded to numbers, the rest decided per screen.
public indirect enum ScreenCondition: Hashable, Sendable {
  case constant(Bool)
  case trait(ScreenTrait)
  /// `left side − right side ⋈ 0`, written at `span`.
  case comparison(ScreenExpression, ComparisonOperator, span: SourceSpan)
  case not(ScreenCondition)
  case and(ScreenCondition, ScreenCondition)
  case or(ScreenCondition, ScreenCondition)

  /// A comparison whose arithmetic has no value on a screen (it divides by zero there).
  public struct Undefined: Error {
    public var span: SourceSpan
  }

  public func holds(on screen: CheckedScreen) throws(Undefined) -> Bool {
    switch self {
    case .constant(let value): return value
    case .trait(let trait): return trait.holds(on: screen)
    case .comparison(let difference, let op, let span):
      let value = difference.value(on: screen)
      guard value.isFinite else { throw Undefined(span: span) }
      return op.compare(value)
    case .not(let inner): return try !inner.holds(on: screen)
    case .and(let lhs, let rhs):
      guard try lhs.holds(on: screen) else { return false }
      return try rhs.holds(on: screen)
    case .or(let lhs, let rhs):
      if try lhs.holds(on: screen) { return true }
      return try rhs.holds(on: screen)
    }
  }
}

extension ComparisonOperator {
  /// Compares `difference` (left side minus right side) with zero. Equality allows for the
  /// rounding of decimal arithmetic: `root.width / 3 == 125` holds on a 375-point screen.
  public func compare(_ difference: Double) -> Bool {
    let tolerance = 1e-9
    switch self {
    case .less: return difference < -tolerance
    case .lessOrEqual: return difference <= tolerance
    case .greater: return difference > tolerance
    case .greaterOrEqual: return difference >= -tolerance
    case .equal: return abs(difference) <= tolerance
    case .notEqual: return abs(difference) > tolerance
    }
  }
}
