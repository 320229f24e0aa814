import StrutCore

/// A device a `screen` line can name: `screen "iPhone 15"` (portrait) or
/// `screen "iPhone 15" landscape` takes its size in points, safe-area insets, display scale
/// and size classes from this table.
///
/// Sources. Sizes and scales: Apple's Human Interface Guidelines, "Layout" — device screen
/// sizes (points and scale factors). Safe-area insets: what `view.safeAreaInsets` reports
/// for a full-screen view controller without bars on iOS 17/18, as published in public
/// measurements (Use Your Loaf, "Supporting iPhone X": 44 / 34 portrait, 44 each side and 21
/// at the bottom in landscape; csl.cool, "iOS Layout Adaptation", 2023: 59 / 34 portrait and
/// 59 / 21 landscape on the Dynamic Island models) and Apple's simulator for each class of
/// device: 20 for the status bar of home-button iPhones (hidden in landscape), 47, 48, 50,
/// 59 and 62 for the notch and Dynamic Island generations, 24 / 20 for iPads without a home
/// button. Size classes: UIKit's trait collections for a full-screen app: every iPhone is
/// compact width and regular height in portrait and compact height in landscape, where the
/// Plus and Max models are regular width; iPads are regular both ways.
public struct Device: Sendable, Hashable {
  /// The names it answers to; the first is the one `strut devices` shows.
  public let names: [String]
  /// Portrait size in points.
  public let width: Double
  public let height: Double
  /// Points to pixels: 2 or 3.
  public let scale: Double
  public let portraitSafeArea: EdgeInsets
  public let landscapeSafeArea: EdgeInsets
  /// The horizontal size class in landscape (regular on the Plus and Max iPhones and iPads).
  public let landscapeWidthClass: SizeClass
  public let isPad: Bool

  public var name: String { names[0] }

  /// The screen this device gives in an orientation.
  public func screen(landscape: Bool) -> (
    width: Double, height: Double, safeArea: EdgeInsets,
    sizeClasses: (horizontal: SizeClass, vertical: SizeClass)
  ) {
    if landscape {
      return (
        height, width, landscapeSafeArea,
        (landscapeWidthClass, isPad ? .regular : .compact)
      )
    }
    return (width, height, portraitSafeArea, (isPad ? .regular : .compact, .regular))
  }

  /// The device a name means (case and spaces as written in the table), if any.
  public static func named(_ name: String) -> Device? {
    let key = name.lowercased()
    return all.first { $0.names.contains { $0.lowercased() == key } }
  }

  /// Every name any device answers to, for suggestions.
  public static var allNames: [String] { all.flatMap(\.names) }

  init(
    _ names: [String], _ width: Double, _ height: Double, scale: Double, top: Double,
    bottom: Double, landscapeSide: Double, landscapeBottom: Double,
    landscapeWidth: SizeClass = .compact, isPad: Bool = false
  ) {
    self.names = names
    self.width = width
    self.height = height
    self.scale = scale
    portraitSafeArea = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    // iPads keep their status bar in landscape; iPhones hide it, and notched ones inset
    // both sides (the sensor housing may be on either).
    landscapeSafeArea =
      isPad
      ? EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
      : EdgeInsets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide)
    landscapeWidthClass = isPad ? .regular : landscapeWidth
    self.isPad = isPad
  }

  /// The table, phones from small to large, then iPads.
  public static let all: [Device] = [
    Device(
      ["iPhone SE", "iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8"],
      375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0),
    Device(
      ["iPhone 8 Plus"], 414, 736, scale: 3, top: 20, bottom: 0, landscapeSide: 0,
      landscapeBottom: 0, landscapeWidth: .regular),
    Device(
      ["iPhone 13 mini", "iPhone 12 mini"], 375, 812, scale: 3, top: 50, bottom: 34,
      landscapeSide: 50, landscapeBottom: 21),
    Device(
      ["iPhone 11 Pro", "iPhone X", "iPhone XS"], 375, 812, scale: 3, top: 44, bottom: 34,
      landscapeSide: 44, landscapeBottom: 21),
    Device(
      ["iPhone 11", "iPhone XR"], 414, 896, scale: 2, top: 48, bottom: 34, landscapeSide: 48,
      landscapeBottom: 21, landscapeWidth: .regular),
    Device(
      ["iPhone 11 Pro Max", "iPhone XS Max"], 414, 896, scale: 3, top: 44, bottom: 34,
      landscapeSide: 44, landscapeBottom: 21, landscapeWidth: .regular),
    Device(
      [
        "iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro", "iPhone 16e",
      ], 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21),
    Device(
      ["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"], 428, 926, scale: 3, top: 47,
      bottom: 34, landscapeSide: 47, landscapeBottom: 21, landscapeWidth: .regular),
    Device(
      ["iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro", "iPhone 16"], 393, 852, scale: 3,
      top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21),
    Device(
      ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max", "iPhone 16 Plus"], 430, 932,
      scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21,
      landscapeWidth: .regular),
    Device(
      ["iPhone 16 Pro"], 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62,
      landscapeBottom: 21),
    Device(
      ["iPhone 16 Pro Max"], 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62,
      landscapeBottom: 21, landscapeWidth: .regular),
    Device(
      ["iPad (9th generation)", "iPad"], 810, 1080, scale: 2, top: 20, bottom: 0,
      landscapeSide: 0, landscapeBottom: 0, isPad: true),
    Device(
      ["iPad mini (6th generation)", "iPad mini"], 744, 1133, scale: 2, top: 24, bottom: 20,
      landscapeSide: 0, landscapeBottom: 0, isPad: true),
    Device(
      ["iPad (10th generation)", "iPad Air 11-inch", "iPad Air (5th generation)"], 820, 1180,
      scale: 2, top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 0, isPad: true),
    Device(
      ["iPad Pro 11-inch"], 834, 1194, scale: 2, top: 24, bottom: 20, landscapeSide: 0,
      landscapeBottom: 0, isPad: true),
    Device(
      ["iPad Pro 12.9-inch", "iPad Air 13-inch"], 1024, 1366, scale: 2, top: 24, bottom: 20,
      landscapeSide: 0,
      landscapeBottom: 0, isPad: true),
    Device(
      ["iPad Pro 13-inch"], 1032, 1376, scale: 2, top: 24, bottom: 20,
      landscapeSide: 0, landscapeBottom: 0, isPad: true),
  ]
}
