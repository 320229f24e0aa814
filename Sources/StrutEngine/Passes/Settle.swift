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
    // A view with a standard height that collapsed to zero keeps that height from the next
    // pass on (once held, it stays held, so the passes settle).
    next.collapsedToStandard = adjustments.collapsedToStandard
    for index in program.views.indices
    where program.views[index].standardHeight != nil
      && !adjustments.collapsedToStandard.contains(index)
      && abs(value(frames[index].height)) < 1e-6
    {
      next.collapsedToStandard.insert(index)
    }
    // By index: a loop over the views copied each one (its name, text and arrays).
    for index in program.views.indices
    where program.views[index].kind.intrinsicSize == .measuredText
      && program.views[index].lines != 1 && !program.views[index].hasGivenIntrinsicSize
    {
      let view = program.views[index]
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
    // margin area stays inside its superview's (UIKit adjusts by the smallest amount). A
    // superview that preserves its own superview's margins passes them down, however far:
    // bali2u/SoF-Demo (Xcode 8, fresh-128) stores a label on the margins of a content view,
    // in a scroll view, in a controller's view, the two between preserving, 16 in from the
    // screen's edge, its root's margin, not a plain view's 8 (Notes/InterfaceBuilder.md).
    // So the chains are walked up from the views whose margins are used, and each floor is
    // worked out from its parent's margins with the parent's new floor: parents first, which
    // is index order (the checker declares a view before those inside it, as
    // `snappedToPixels` also relies on).
    let (marginUsers, safeAreaUsers) = anchorUsersOfActive
    var preserving: [Int] = []
    var isListed = Set<Int>()
    for user in marginUsers {
      var index = user
      while program.views[index].preservesSuperviewLayoutMargins,
        let parent = program.views[index].parent, isListed.insert(index).inserted
      {
        preserving.append(index)
        index = parent
      }
    }
    preserving.sort()
    for index in preserving {
      guard let parent = program.views[index].parent else { continue }
      let parentFrame = frames[parent]
      let insets = marginInsets(of: parent, floor: next.marginFloors[parent])
      let parentLeft = value(parentFrame.x) + insets.left
      let parentTop = value(parentFrame.y) + insets.top
      let parentRight = value(parentFrame.x) + value(parentFrame.width) - insets.right
      let parentBottom = value(parentFrame.y) + value(parentFrame.height) - insets.bottom
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
    let scrolled = inScrolledContent(safeAreaUsers)
    for index in safeAreaUsers {
      let frame = frames[index]
      let (x, y, w, h) = (value(frame.x), value(frame.y), value(frame.width), value(frame.height))
      func clamp(_ inset: Double, _ size: Double) -> Double { min(max(0, inset), max(0, size)) }
      // Only the screen's own insets are unsafe: where the screen insets an edge by nothing,
      // a view reaching past that edge (a scroll view's content, a label wider than its
      // cell) keeps its safe area to its own edge (Notes/InterfaceBuilder.md, "Views").
      // A scroll view's content takes no safe area at its top and bottom: the scroll view
      // spends those insets on its adjusted content inset (Notes/InterfaceBuilder.md,
      // "Views").
      let edges = screen.safeArea
      let vertical = !scrolled.contains(index)
      next.safeAreaInsets[index] = EdgeInsets(
        top: edges.top > 0 && vertical ? clamp(safe.top - y, h) : 0,
        left: edges.left > 0 ? clamp(safe.left - x, w) : 0,
        bottom: edges.bottom > 0 && vertical ? clamp(y + h - safe.bottom, h) : 0,
        right: edges.right > 0 ? clamp(x + w - safe.right, w) : 0)
    }
    return next
  }

  /// Those of `views` inside a scroll view's content (with a scroll view among their
  /// ancestors). Each walk up the tree stops at a view an earlier walk answered, so each
  /// view is visited once however deep the tree.
  func inScrolledContent(_ views: [Int]) -> Set<Int> {
    var result = Set<Int>()
    // `contentSizes` has an entry for each scroll view: none, no view is in one.
    guard !views.isEmpty, !contentSizes.isEmpty else { return result }
    // For a view on a walked path: whether it is a scroll view or inside one.
    var known: [Int: Bool] = [:]
    var path: [Int] = []
    for start in views {
      var current = program.views[start].parent
      var answer = false
      path.removeAll(keepingCapacity: true)
      while let view = current {
        if let cached = known[view] {
          answer = cached
          break
        }
        if program.views[view].kind.hasContentArea {
          answer = true
          known[view] = true
          break
        }
        path.append(view)
        current = program.views[view].parent
      }
      for view in path { known[view] = answer }
      if answer { result.insert(start) }
    }
    return result
  }

  /// A solver expression's value in this solution.
  func evaluate(_ expression: Expression) -> Double {
    var total = expression.constant
    for term in expression.terms { total += term.coefficient * value(term.variable) }
    return total
  }

  /// Views other than the root whose margins a constraint on this screen names, and those
  /// whose safe area one names, directly or through their margins (which UIKit measures
  /// from the safe area unless the view's `insetsLayoutMarginsFromSafeArea` is off): each
  /// list in order, from one pass over the active constraints' anchors.
  func anchorUsers() -> (margins: [Int], safeArea: [Int]) {
    // Marked in arrays, not sets: this runs after every solve (the REPL's too).
    let count = program.views.count
    var margins = [Bool](repeating: false, count: count)
    var safeArea = [Bool](repeating: false, count: count)
    for index in active {
      program.constraints[index].form.forEachTerm { term in
        guard case .anchor(let anchor) = term.atom, anchor.view != 0, anchor.view < count
        else { return }
        switch anchor.space {
        case .margins:
          margins[anchor.view] = true
          if program.views[anchor.view].insetsLayoutMarginsFromSafeArea {
            safeArea[anchor.view] = true
          }
        case .contentMargins: margins[anchor.view] = true
        case .safeArea: safeArea[anchor.view] = true
        default: break
        }
      }
    }
    return (margins.indices.filter { margins[$0] }, safeArea.indices.filter { safeArea[$0] })
  }
}
