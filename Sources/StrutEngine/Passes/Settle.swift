import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

extension ScreenCompiler {
  /// The adjustments this solution implies (after `layout()`): each wrapping label's height
  /// at the width it got, and the safe-area insets of each view whose safe area a constraint
  /// uses.
  func nextAdjustments() -> Adjustments {
    var next = Adjustments()
    next.keepsSizesNonNegative = adjustments.keepsSizesNonNegative || hasNegativeSize
    for (index, view) in program.views.enumerated()
    where view.kind.intrinsicSize == .measuredText && view.lines != 1
      && !view.hasGivenIntrinsicSize
    {
      // The text wraps inside the kind's padding (a text view's insets), which adds to the
      // height; a label has none.
      let padding = view.kind.traits.textPadding
      var lines = TextMetrics.lineCount(
        of: view.text ?? "", fontSize: view.fontSize,
        width: max(0, value(frames[index].width) - padding.width))
      if view.lines > 0 { lines = min(lines, view.lines) }
      next.labelHeights[index] =
        TextMetrics.lineHeight(fontSize: view.fontSize) * Double(lines) + padding.height
    }
    let safe = (
      left: screen.safeArea.left, top: screen.safeArea.top,
      right: screen.width - screen.safeArea.right, bottom: screen.height - screen.safeArea.bottom
    )
    // preservesSuperviewLayoutMargins: the least each margin must be so that the view's
    // margin area stays inside its superview's (UIKit adjusts by the smallest amount).
    let marginUsers = self.marginUsers
    for index in marginUsers
    where program.views[index].preservesSuperviewLayoutMargins && program.views[index].parent != nil
    {
      guard let parent = program.views[index].parent else { continue }
      let (px, py, pw, ph) = rectangle(parent, .margins)
      let (parentLeft, parentTop) = (evaluate(px), evaluate(py))
      let (parentRight, parentBottom) = (parentLeft + evaluate(pw), parentTop + evaluate(ph))
      let frame = frames[index]
      let (x, y, w, h) = (value(frame.x), value(frame.y), value(frame.width), value(frame.height))
      next.marginFloors[index] = EdgeInsets(
        top: max(0, parentTop - y), left: max(0, parentLeft - x),
        bottom: max(0, y + h - parentBottom), right: max(0, x + w - parentRight))
    }
    for index in marginUsers where program.views[index].layoutMarginsFollowReadableWidth {
      // The width between its margins before they move in, in this pass.
      let width = evaluate(rectangle(index, .margins).2)
      let current = adjustments.readableInsets[index] ?? 0
      next.readableInsets[index] = ScreenCompiler.readableInset(
        marginsWidth: width + 2 * current)
    }
    for index in safeAreaUsers {
      let frame = frames[index]
      let (x, y, w, h) = (value(frame.x), value(frame.y), value(frame.width), value(frame.height))
      func clamp(_ inset: Double, _ size: Double) -> Double { min(max(0, inset), max(0, size)) }
      next.safeAreaInsets[index] = EdgeInsets(
        top: clamp(safe.top - y, h), left: clamp(safe.left - x, w),
        bottom: clamp(y + h - safe.bottom, h), right: clamp(x + w - safe.right, w))
    }
    return next
  }

  /// A solver expression's value in this solution.
  func evaluate(_ expression: Expression) -> Double {
    var total = expression.constant
    for term in expression.terms { total += term.coefficient * value(term.variable) }
    return total
  }

  /// Views other than the root whose margins a constraint on this screen names.
  var marginUsers: [Int] { views(named: { $0.space == .margins }) }

  /// Views other than the root whose safe area a constraint on this screen names, directly
  /// or through their margins (which UIKit measures from the safe area unless the view's
  /// `insetsLayoutMarginsFromSafeArea` is off).
  var safeAreaUsers: [Int] {
    views(named: { anchor in
      anchor.space == .safeArea
        || (anchor.space == .margins
          && program.views[anchor.view].insetsLayoutMarginsFromSafeArea)
    })
  }

  /// Views other than the root named by an anchor of an active constraint that `test`
  /// accepts, in order.
  private func views(named test: (AnchorReference) -> Bool) -> [Int] {
    // Marked in an array, not a set: this runs after every solve (the REPL's too).
    var named = [Bool](repeating: false, count: program.views.count)
    for index in active {
      for term in program.constraints[index].form.terms {
        if case .anchor(let anchor) = term.atom, anchor.view != 0,
          named.indices.contains(anchor.view), !named[anchor.view], test(anchor)
        {
          named[anchor.view] = true
        }
      }
    }
    return named.indices.filter { named[$0] }
  }
}
