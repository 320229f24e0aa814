import StrutCore
import StrutEngine

extension ScreenLayout {
  /// The line that opens a screen's report: `screen 320 x 568 @2x` for a screen given by
  /// its size (with the display scale the program gave it), `screen 'iPhone 15' 393 x 852`
  /// for one named (a device, whose name says its scale).
  var heading: String {
    let size = "\(formatNumber(width, decimals: 2)) x \(formatNumber(height, decimals: 2))"
    guard name == size || name == "\(formatNumber(width)) x \(formatNumber(height))" else {
      return "screen '\(name)' \(size)\n"
    }
    return "screen \(size)\(DisplayScale.suffix(scale))\n"
  }
}
