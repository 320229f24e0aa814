import StrutCore
import StrutModel

/// Stack views: a `stack`'s children are its arranged subviews, and the stack stands for the
/// constraints `UIStackView` generates for them, named as UIKit names them.
///
/// Sources. UIKit's generated set is not documented; it is taken from two public accounts
/// that were checked against UIKit itself:
/// - kean, "Let's Build UIStackView" (2017): UIKit's own constraints printed for every
///   distribution and alignment, hidden items, margins- and baseline-relative arrangement,
///   on iOS 10 (its re-implementation, Arranged, was tested against those dumps).
/// - TZStackView (Tom van Zummeren, 2015): a re-implementation whose test suite compares its
///   constraints with UIStackView's, constraint by constraint (relation, constant,
///   multiplier, priority, identifier), on iOS 9, hidden items included.
///
/// Where they differ, and the choice made:
/// - The canvas connection across the axis for `firstBaseline`: TZStackView pins the first
///   item's top; UIKit's dump pins the alignment spanner's top. The dump is followed (it is
///   UIKit's own output, and the newer one).
/// - The canvas connection along the axis when the first or last item is hidden: UIKit's
///   dump (iOS 10) pins the hidden item, TZStackView (iOS 9) the first visible one. Both put
///   the visible items in the same places; the first visible one is pinned here.
/// - `lastBaseline` is UIKit's dump alone (TZStackView predates it).
///
/// Left out: UIKit adds `UISV-text-width-disambiguation` (each item's width a share of the
/// stack's, at 760) under baseline alignment in some cases the sources do not pin down; a
/// stack with a single item under `center` alignment, which UIKit builds without a spanner,
/// is built with one (the frames are the same).
extension Checker {
  /// Generates every stack's constraints (after the file's own, so that their spans and
  /// metrics are known). Their guides become variables after the file's own.
  mutating func arrangeStacks() {
    declaredVariableCount = variables.count
    var children = [[Int]](repeating: [], count: views.count)
    for index in views.indices {
      guard let parent = views[index].parent else { continue }
      if views[index].customSpacingAfter != nil && views[parent].stack == nil {
        let name = views[index].name
        diagnostics.append(
          Diagnostic(
            .spacingOutsideStack,
            "'spacingAfter' is the spacing after an arranged view; '\(name)' is not in a stack",
            at: views[index].span,
            help: "declare '\(name)' inside a 'stack', or remove 'spacingAfter'"))
      }
      if !views[index].kind.isLayoutGuide { children[parent].append(index) }
    }
    // The constraint array has room for these already (`stackRoom`, counted as the views
    // were declared): grown by doubling, or reallocated here, the array was copied and its
    // fresh pages touched, a sixth of the page faults of checking a 100,000-view app screen.
    // The sizes the layout fixes outright, which a proportional stack measures its items by.
    let hasProportionalStack = views.contains { $0.stack?.distribution == .fillProportionally }
    let fixedSizes = hasProportionalStack ? Self.fixedSizes(constraints) : [:]
    let lengthTies = hasProportionalStack ? Self.lengthTies(constraints) : LengthTies()
    for index in views.indices {
      guard let layout = views[index].stack, !children[index].isEmpty else { continue }
      // The builder appends to the program's constraints (moved in and back, never copied),
      // its guides numbered after the variables so far.
      var builder = StackBuilder(
        stack: index, layout: layout, items: children[index], views: views,
        variableBase: variables.count, appendingTo: constraints)
      if layout.distribution == .fillProportionally {
        builder.measure = ProportionalMeasure(
          views: views, children: children, fixedSizes: fixedSizes, lengthTies: lengthTies)
      }
      constraints = []
      builder.build()
      constraints = builder.takeConstraints()
      for name in builder.guideNames {
        variables.append(name)
        variableSpans.append(views[index].span)
      }
    }
  }
}

extension Checker {
  /// Each view's width and height where a required, unconditional constraint of the file
  /// sets it to a constant (`view.height == 60`, or `scroll.frameGuide.width == 300`: a
  /// scroll view's frame guide is its frame).
  static func fixedSizes(_ constraints: [CheckedConstraint]) -> [Int: FixedSize] {
    var sizes: [Int: FixedSize] = [:]
    for constraint in constraints
    where constraint.relation == .equal && constraint.priority >= 1000
      && constraint.condition == nil && constraint.form.count == 1
    {
      guard case .anchor(let anchor) = constraint.form.terms[0].atom, anchor.space.isFrame
      else { continue }
      let coefficient = constraint.form.terms[0].coefficient
      let length = -constraint.form.constant / coefficient
      guard length.isFinite, length >= 0 else { continue }
      switch anchor.attribute {
      case .width: sizes[anchor.view, default: FixedSize()].width = length
      case .height: sizes[anchor.view, default: FixedSize()].height = length
      default: continue
      }
    }
    return sizes
  }
}

extension Checker {
  /// The views some constraint holds by an edge, a size or a baseline along each axis —
  /// anything but their centre — so that their content could give them a length there.
  static func lengthTies(_ constraints: [CheckedConstraint]) -> LengthTies {
    var ties = LengthTies()
    for constraint in constraints {
      for term in constraint.form.terms {
        guard case .anchor(let anchor) = term.atom else { continue }
        switch anchor.attribute {
        case .centerX, .centerY: continue
        case let attribute where attribute.axis == .horizontal: ties.horizontal.insert(anchor.view)
        default: ties.vertical.insert(anchor.view)
        }
      }
    }
    return ties
  }
}

/// The views whose length some constraint can set, per axis (`Checker.lengthTies`).
struct LengthTies {
  var horizontal: Set<Int> = []
  var vertical: Set<Int> = []
}

/// A view's width and height where the layout fixes them.
struct FixedSize {
  var width: Double?
  var height: Double?
}

/// The lengths a `fillProportionally` stack divides itself by. UIKit measures each item
/// with `-[UIView _proportionalFillLengthForOrderedArrangement:relevantParentAxis:]`: its
/// intrinsic length along the axis, else its compressed fitting size
/// (`systemLayoutSizeFittingSize:`), which a nested `UIStackView` answers with its own
/// (read in UIKit's disassembly: `Notes/UIStackView.md`). Strut knows that fitting length
/// without solving for a length the layout fixes outright, for a stack whose items it
/// knows so, and for a plain view whose content only centres itself in it (no constraint
/// names its edges or size along the axis: it fits in no length, 0); for anything else (a
/// view its content's constraints size) it has none: nil.
struct ProportionalMeasure {
  let views: [CheckedView]
  let children: [[Int]]
  let fixedSizes: [Int: FixedSize]
  var lengthTies = LengthTies()
  /// Nested stacks measured through at most this many levels (the rest count 0).
  static let deepest = 32

  func length(of view: Int, along axis: Attribute.Axis, depth: Int = 0) -> Double? {
    let fixed = fixedSizes[view]
    if let length = axis == .horizontal ? fixed?.width : fixed?.height { return length }
    let item = views[view]
    if let length = axis == .horizontal ? item.intrinsicWidth : item.intrinsicHeight {
      return length
    }
    if item.stack == nil, item.kind == .view, !children[view].isEmpty,
      !(axis == .horizontal ? lengthTies.horizontal : lengthTies.vertical).contains(view)
    {
      return 0
    }
    guard let layout = item.stack, depth < Self.deepest else { return nil }
    let visible = children[view].filter { !views[$0].isHidden }
    guard !visible.isEmpty else { return nil }
    var lengths: [Double] = []
    for child in visible {
      guard let length = length(of: child, along: axis, depth: depth + 1) else { return nil }
      lengths.append(length)
    }
    var total: Double
    if layout.axis == axis {
      total =
        layout.distribution == .fillEqually
        ? (lengths.max() ?? 0) * Double(lengths.count) : lengths.reduce(0, +)
      for item in visible.dropLast() {
        total += views[item].customSpacingAfter ?? layout.spacing
      }
    } else {
      total = lengths.max() ?? 0
    }
    if layout.isLayoutMarginsRelative {
      let margins = item.margins
      total +=
        axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
    }
    return total.isFinite ? max(total, 0) : nil
  }

  /// Whether the view is empty along the axis: not a stack, no subviews, no intrinsic or
  /// fixed length, and no constraint of the program naming its edges or size there. Strut
  /// gives it no length in a stack whose other items have one (Interface Builder's canvas
  /// stretches it), but it cannot give a stack a length to share by: UIKit fits it in none.
  func isEmpty(_ view: Int, along axis: Attribute.Axis) -> Bool {
    let item = views[view]
    let fixed = fixedSizes[view]
    return item.stack == nil && children[view].isEmpty
      && (axis == .horizontal ? fixed?.width : fixed?.height) == nil
      && (axis == .horizontal ? item.intrinsicWidth : item.intrinsicHeight) == nil
      && !(axis == .horizontal ? lengthTies.horizontal : lengthTies.vertical).contains(view)
  }
}

/// The constraints of one stack view.
struct StackBuilder {
  let stack: Int
  let layout: StackLayout
  let items: [Int]
  let views: [CheckedView]
  /// The constraints so far: the program's, then this stack's.
  private var constraints: [CheckedConstraint]
  /// The layout guides' edges, variables numbered from `variableBase`.
  private(set) var guideNames: [String] = []
  let variableBase: Int
  /// How a proportional stack measures its items (set for those only).
  var measure: ProportionalMeasure?

  init(
    stack: Int, layout: StackLayout, items: [Int], views: [CheckedView], variableBase: Int,
    appendingTo constraints: [CheckedConstraint]
  ) {
    self.stack = stack
    self.layout = layout
    self.items = items
    self.views = views
    self.variableBase = variableBase
    self.constraints = constraints
  }

  /// The most constraints a stack of this many items generates: per item at most an
  /// ambiguity suppression, a hiding, a spacing, three for equal spacing, two alignments and
  /// two spanning boundaries; per stack at most eight connections and fits.
  static func mostConstraints(items: Int) -> Int {
    mostConstraintsPerItem * items + mostConstraintsPerStack
  }
  static let mostConstraintsPerItem = 10
  static let mostConstraintsPerStack = 8

  /// The constraints, given back (the builder keeps none).
  mutating func takeConstraints() -> [CheckedConstraint] {
    defer { constraints = [] }
    return constraints
  }

  // The axis' attributes, and the ones across it.
  var start: Attribute { layout.axis == .horizontal ? .leading : .top }
  var end: Attribute { layout.axis == .horizontal ? .trailing : .bottom }
  var center: Attribute { layout.axis == .horizontal ? .centerX : .centerY }
  var size: Attribute { layout.axis == .horizontal ? .width : .height }
  var crossStart: Attribute { layout.axis == .horizontal ? .top : .leading }
  var crossEnd: Attribute { layout.axis == .horizontal ? .bottom : .trailing }
  var crossCenter: Attribute { layout.axis == .horizontal ? .centerY : .centerX }
  var crossSize: Attribute { layout.axis == .horizontal ? .height : .width }

  func anchor(_ view: Int, _ attribute: Attribute) -> LinearForm {
    LinearForm(.anchor(AnchorReference(view: view, attribute: attribute, space: .frame)))
  }

  /// The rectangle the items are laid out in: the stack's bounds, or its margins.
  func canvas(_ attribute: Attribute) -> LinearForm {
    let space: AnchorSpace = layout.isLayoutMarginsRelative ? .margins : .frame
    return LinearForm(.anchor(AnchorReference(view: stack, attribute: attribute, space: space)))
  }

  /// A new guide edge (a variable); guides are named as UIKit's console names them.
  mutating func guideEdge(_ name: String) -> LinearForm {
    guideNames.append("\(views[stack].name).\(name)")
    return LinearForm(.variable(variableBase + guideNames.count - 1))
  }

  mutating func add(
    _ kind: Origin.StackConstraint.Kind, _ lhs: LinearForm, _ relation: Relation,
    _ rhs: LinearForm,
    priority: Double = 1000, about view: Int? = nil, at given: SourceSpan? = nil
  ) {
    let span = given ?? view.map { views[$0].span } ?? views[stack].span
    constraints.append(
      CheckedConstraint(
        form: lhs - rhs, relation: relation, priority: priority,
        origin: .stackView(
          Origin.StackConstraint(kind, stack: stack, span: span))))
  }

  func isHidden(_ item: Int) -> Bool { views[item].isHidden }

  /// The spacing UIKit puts after an item: its custom spacing, else the stack's.
  func spacing(after item: Int) -> Double { views[item].customSpacingAfter ?? layout.spacing }

  mutating func build() {
    let visible = items.filter { !isHidden($0) }
    let alignment = layout.alignment.canonical
    let isBaselineAlignment = alignment == .firstBaseline || alignment == .lastBaseline
    // Baseline alignment means nothing across a vertical stack: UIKit ignores it there.
    let ignoresAlignment = isBaselineAlignment && layout.axis == .vertical

    for item in items {
      if alignment != .fill {
        add(
          .ambiguitySuppression, anchor(item, crossSize), .equal, LinearForm(),
          priority: 25, about: item)
      }
      if isHidden(item) {
        add(
          .hiding, anchor(item, size), .equal, LinearForm(), at: views[item].hiddenSpan)
      }
    }
    // Along the axis: the ends to the first and last visible item (or, all hidden, to the
    // first and last item, which then collapse the stack).
    let first = visible.first ?? items[0]
    let last = visible.last ?? items[items.count - 1]
    add(.canvasConnection, canvas(start), .equal, anchor(first, start), about: first)
    add(.canvasConnection, canvas(end), .equal, anchor(last, end), about: last)
    addSpacing()
    addDistribution(visible)
    addAlignment(visible, alignment: alignment, ignored: ignoresAlignment)
  }

  /// `UISV-spacing` between consecutive items, hidden ones included: the spacing between two
  /// visible items; next to a run of hidden items, half of it on each side of the run (so
  /// the visible neighbours keep one spacing between them) and none inside it; none before a
  /// hidden first item or after a hidden last one (TZStackView's rule, checked against UIKit).
  /// Exact for the fill distributions, a minimum for equalSpacing and equalCentering.
  mutating func addSpacing() {
    let relation: Relation =
      layout.distribution == .equalSpacing || layout.distribution == .equalCentering
      ? .greaterThanOrEqual : .equal
    let baselines = layout.isBaselineRelative && layout.axis == .vertical
    var lastVisible: Int?
    for (position, item) in items.enumerated() {
      defer { if !isHidden(item) { lastVisible = item } }
      guard position > 0 else { continue }
      let previous = items[position - 1]
      let full = lastVisible.map { spacing(after: $0) } ?? layout.spacing
      var constant = 0.0
      if !isHidden(previous) && !isHidden(item) {
        constant = spacing(after: previous)
      } else if isHidden(previous) && !isHidden(item) && position - 1 != 0 {
        constant = full / 2
      } else if isHidden(item) && !isHidden(previous) && position != items.count - 1 {
        constant = full / 2
      }
      let bothVisible = !isHidden(previous) && !isHidden(item)
      let next = anchor(item, baselines && bothVisible ? .firstBaseline : start)
      let before = anchor(previous, baselines && bothVisible ? .lastBaseline : end)
      add(.spacing, next, relation, before + LinearForm(constant: constant), about: item)
    }
  }

  mutating func addDistribution(_ visible: [Int]) {
    switch layout.distribution {
    case .fill:
      break
    case .fillEqually:
      for item in visible.dropFirst() {
        add(.fillEqually, anchor(item, size), .equal, anchor(visible[0], size), about: item)
      }
    case .fillProportionally:
      // As UIKit's `_UIOrderedLayoutArrangement` sets it up: each visible item's share of
      // the canvas is its length over the sum of the visible items' positive lengths and
      // the spacings between them, at 999, 998, … by index, never below 751 (required for
      // a share of the whole); an item of no length is held at 0. When no item has a length
      // to share by (the sum no more than the spacings, or 1), the stack fills equally.
      // Where Strut cannot measure an item without solving (a view its content sizes, or
      // an empty one, which Interface Builder's canvas stretches), the stack is laid out
      // as `fill`, its items at their own sizes (`Notes/UIStackView.md`) — unless no item
      // has a length at all, every one empty or of none: then it fills equally, as Xcode
      // stores alineOrdonez/swift-architectures' empty image view and empty view, 209 each.
      guard let measure else { break }
      var lengths: [Double] = []
      var emptyItems = 0
      for item in visible {
        if let length = measure.length(of: item, along: layout.axis) {
          lengths.append(length)
        } else if measure.isEmpty(item, along: layout.axis) {
          emptyItems += 1
        } else {
          break
        }
      }
      guard lengths.count == visible.count else {
        if emptyItems > 0, lengths.count + emptyItems == visible.count,
          lengths.allSatisfy({ $0 <= 0 })
        {
          for item in visible.dropFirst() {
            add(
              .fillEqually, anchor(item, size), .equal, anchor(visible[0], size), about: item)
          }
        }
        break
      }
      var denominator = 0.0
      for length in lengths where length > 0 { denominator += length }
      denominator += layout.spacing * Double(max(visible.count - 1, 0))
      let isProportional =
        denominator > max(layout.spacing * Double(max(items.count - 1, 0)), 1)
      guard isProportional else {
        for item in visible.dropFirst() {
          add(.fillEqually, anchor(item, size), .equal, anchor(visible[0], size), about: item)
        }
        break
      }
      for (item, length) in zip(visible, lengths) {
        let share = max(length, 0) / denominator
        guard share > 0 else {
          add(.fillProportionally, anchor(item, size), .equal, LinearForm(), about: item)
          continue
        }
        let index = Double(items.firstIndex(of: item) ?? 0)
        add(
          .fillProportionally, anchor(item, size), .equal, canvas(size) * share,
          priority: share == 1 ? 1000 : max(999 - index, 751), about: item)
      }
    case .equalSpacing, .equalCentering:
      let centering = layout.distribution == .equalCentering
      var firstGap: LinearForm?
      for position in visible.indices.dropFirst() {
        let previous = visible[position - 1]
        let item = visible[position]
        let gapStart = guideEdge("UISV-distributing\(position).\(start.rawValue)")
        let gapEnd = guideEdge("UISV-distributing\(position).\(end.rawValue)")
        add(
          .distributingEdge, gapStart, .equal,
          anchor(previous, centering ? center : end), about: previous)
        add(
          .distributingEdge, gapEnd, .equal, anchor(item, centering ? center : start),
          about: item)
        let gap = gapEnd - gapStart
        if let firstGap {
          // Equal gaps: required between edges; between centres at 149, 148, … so that
          // they give way before the items' compression resistance.
          add(
            .fillEqually, gap, .equal, firstGap,
            priority: centering ? max(150 - Double(position - 1), 1) : 1000, about: item)
        } else {
          firstGap = gap
        }
      }
      if visible.count > 1 {
        add(.canvasFit, anchor(stack, size), .equal, LinearForm(), priority: 49)
      }
    }
  }

  /// `UISV-alignment`: an item's attribute equal to the first item's.
  mutating func align(_ first: Int, _ item: Int, _ attribute: Attribute) {
    add(.alignment, anchor(first, attribute), .equal, anchor(item, attribute), about: item)
  }

  /// Across the axis: `UISV-alignment` between the first item and each other one,
  /// `UISV-canvas-connection` to the stack, and for every alignment but fill the alignment
  /// spanner (a guide around the visible items: `UISV-spanning-boundary`, fitted at 51).
  mutating func addAlignment(_ visible: [Int], alignment: StackLayout.Alignment, ignored: Bool) {
    let first = items[0]
    if !ignored {
      for item in items.dropFirst() {
        switch alignment {
        case .fill:
          align(first, item, crossStart)
          align(first, item, crossEnd)
        case .leading, .top: align(first, item, crossStart)
        case .trailing, .bottom: align(first, item, crossEnd)
        case .center: align(first, item, crossCenter)
        case .firstBaseline: align(first, item, .firstBaseline)
        case .lastBaseline: align(first, item, .lastBaseline)
        }
      }
    }
    guard alignment != .fill else {
      add(.canvasConnection, canvas(crossStart), .equal, anchor(first, crossStart))
      add(.canvasConnection, canvas(crossEnd), .equal, anchor(first, crossEnd))
      return
    }
    let spannerStart = guideEdge("UISV-alignment-spanner.\(crossStart.rawValue)")
    let spannerEnd = guideEdge("UISV-alignment-spanner.\(crossEnd.rawValue)")
    let connection = Origin.StackConstraint.Kind.canvasConnection
    if ignored {
      add(connection, canvas(crossStart), .equal, spannerStart)
      add(connection, canvas(crossEnd), .equal, spannerEnd)
    } else {
      switch alignment {
      case .leading, .top:
        add(connection, canvas(crossStart), .equal, anchor(first, crossStart))
        add(connection, canvas(crossEnd), .equal, spannerEnd)
      case .trailing, .bottom:
        add(connection, canvas(crossStart), .equal, spannerStart)
        add(connection, canvas(crossEnd), .equal, anchor(first, crossEnd))
      case .center:
        add(connection, canvas(crossStart), .equal, spannerStart)
        add(connection, canvas(crossEnd), .equal, spannerEnd)
        add(connection, canvas(crossCenter), .equal, anchor(first, crossCenter))
      case .firstBaseline:
        add(connection, canvas(crossStart), .equal, spannerStart)
        add(connection, canvas(crossEnd), .equal, spannerEnd)
        add(.canvasFit, anchor(stack, crossSize), .equal, LinearForm(), priority: 49)
      case .lastBaseline:
        add(connection, canvas(crossStart), .equal, spannerStart)
        add(connection, canvas(crossEnd), .greaterThanOrEqual, anchor(first, crossEnd))
        add(.canvasFit, anchor(stack, crossSize), .equal, LinearForm(), priority: 49)
      case .fill:
        break
      }
    }
    let boundary = Origin.StackConstraint.Kind.spanningBoundary
    for item in visible {
      if alignment == .leading && !ignored {
        add(boundary, spannerStart, .equal, anchor(item, crossStart), priority: 999.5, about: item)
      } else {
        add(boundary, spannerStart, .lessThanOrEqual, anchor(item, crossStart), about: item)
      }
      if alignment == .trailing && !ignored {
        add(boundary, spannerEnd, .equal, anchor(item, crossEnd), priority: 999.5, about: item)
      } else {
        add(boundary, spannerEnd, .greaterThanOrEqual, anchor(item, crossEnd), about: item)
      }
    }
    add(.spanningFit, spannerEnd - spannerStart, .equal, LinearForm(), priority: 51)
  }
}
