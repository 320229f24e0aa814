import StrutCore
import StrutModel

/// Frames on the screen's pixel grid, as a device shows them.
///
/// UIKit cannot place an edge between two pixels: the frames it gives views laid out by
/// Auto Layout are the engine's values rounded to the nearest pixel of the screen (a
/// half point at @2x, a third at @3x), halves rounded up. Public observations of UIKit:
/// a view constrained to y = 950.25 shows 950.5 at @2x and one at 950.2 shows 950 (Stack
/// Overflow 19349072, "Why does iOS auto layout lead to apparent rounding errors"); a width
/// of 173.5 fits as 173.667 at @3x and 173.25 as 173.5 at @2x and 173.333 at @3x
/// (systemLayoutSizeFitting, iOS 13). Those fix the rounding (nearest, halves up) but not
/// whether sizes or edges are rounded; Strut rounds the edges, each in the superview's
/// coordinates, so that views that touch in the solution still touch on the screen (a
/// width is then the difference of two rounded edges).
extension ScreenCompiler {
  /// `views` with frames snapped to `scale`'s pixel grid, the exact ones kept in
  /// `exactFrame`; `parents[i]` is view i's parent index. Absolute frames follow their
  /// parents' snapped ones, so that a drawing and a table agree.
  static func snappedToPixels(_ views: [ViewFrame], parents: [Int?], scale: Double)
    -> [ViewFrame]
  {
    func snap(_ value: Double) -> Double {
      // A tolerance for values a rounding error put just under a half pixel.
      ((value * scale) + 0.5 + 1e-7).rounded(.down) / scale
    }
    var result = views
    for index in views.indices {
      let exact = views[index].frame
      let x = snap(exact.x)
      let y = snap(exact.y)
      let frame = Rect(
        x: x, y: y, width: snap(exact.x + exact.width) - x,
        height: snap(exact.y + exact.height) - y)
      result[index].exactFrame = exact
      result[index].frame = frame
      var absolute = frame
      if let parent = parents[index] {
        // What lies between the parent's origin and this frame's (a scroll view's offset).
        let shiftX = views[index].absolute.x - views[parent].absolute.x - exact.x
        let shiftY = views[index].absolute.y - views[parent].absolute.y - exact.y
        absolute.x = result[parent].absolute.x + shiftX + frame.x
        absolute.y = result[parent].absolute.y + shiftY + frame.y
      }
      if var area = result[index].contentArea {
        area.x += absolute.x - views[index].absolute.x
        area.y += absolute.y - views[index].absolute.y
        result[index].contentArea = area
      }
      result[index].absolute = absolute
    }
    return result
  }
}
