import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

/// Compiles a checked program for one screen into solver constraints, solves them, and reads
/// the frames back.
struct ScreenCompiler {
  var program: CheckedProgram
  var screen: CheckedScreen
  /// What earlier passes found: wrapping labels' heights, subviews' safe-area insets.
  let adjustments: Adjustments

  /// Values a single solve cannot know, because they depend on its result: the height of a
  /// label that wraps (it follows the width the label gets, as UIKit's preferred maximum
  /// layout width does) and the safe-area insets of a view under the root (the parts of it
  /// outside the root's safe area). Each pass solves with the values the previous one implies.
  struct Adjustments: Equatable {
    var labelHeights: [Int: Double] = [:]
    var safeAreaInsets: [Int: EdgeInsets] = [:]
    /// Every view's size is held at zero or more (`nonNegativeSize`). Off at first: a
    /// solution whose sizes are all ≥ 0 is the solution with those constraints too, so they
    /// are added (before every other, as UIKit's engine has them) only when a pass finds a
    /// negative size; most layouts never pay for them.
    var keepsSizesNonNegative = false
    /// Per view with `preservesSuperviewLayoutMargins`: how far in from each edge its
    /// superview's margins lie (at least the view's own margins are kept).
    var marginFloors: [Int: EdgeInsets] = [:]
    /// Per view (other than the root) that follows the readable width: how far its margins
    /// move in at each side, from the width of its margins in the previous pass.
    var readableInsets: [Int: Double] = [:]
    /// Views with a `standardHeight` that a pass found collapsed to zero height: held at
    /// that height from then on, as UITableView holds a self-sizing cell whose fitting
    /// height is zero at its standard row height.
    var collapsedToStandard: Set<Int> = []
  }
  var solver = Solver()
  /// Per view: absolute left, top, width, height.
  var frames: [(x: Variable, y: Variable, width: Variable, height: Variable)] = []
  /// Per scroll view: content width and height.
  var contentSizes: [Int: (width: Variable, height: Variable)] = [:]
  /// Per view whose origin in its parent's (content) coordinates is not its absolute origin
  /// (a view inside another than the root, or in a scrolling root): that origin, as its
  /// absolute origin less the parent's. No variable stands for it: the analysis asks about
  /// the expressions themselves (`Solver.undetermined(variablesAnd:)`).
  var relative = RelativeOrigins()

  /// By view index (nil for the others): an array, as nearly every view of a large layout
  /// has one (a dictionary's growth was 2% of the page faults of a 100,000-view screen).
  struct RelativeOrigins {
    private var byView: [(x: Expression, y: Expression)?] = []

    init(viewCount: Int = 0) { byView = Array(repeating: nil, count: viewCount) }

    subscript(view: Int) -> (x: Expression, y: Expression)? {
      get { byView.indices.contains(view) ? byView[view] : nil }
      set { if byView.indices.contains(view) { byView[view] = newValue } }
    }

    /// The views that have one, in order.
    var views: [Int] { byView.indices.filter { byView[$0] != nil } }
  }
  var variables: [Variable] = []
  /// Where each solver constraint came from, for messages (worded only when one is needed).
  var origins = OriginTable()

  /// A solver constraint's source: one of the program's constraints (by index, so that a
  /// live solver can follow edits), or one UIKit adds by itself.
  enum Source {
    case program(Int)
    case uikit(Origin.UIKitConstraint)
  }
  /// Sources by constraint id: an array, as the solver numbers its constraints from 0 on
  /// (a dictionary spent 8% of a 100,000-view layout hashing and growing).
  struct OriginTable {
    private var sources: [Source?] = []

    subscript(id: ConstraintID) -> Source? {
      get { sources.indices.contains(id.rawValue) ? sources[id.rawValue] : nil }
      set {
        guard id.rawValue >= 0 else { return }
        if id.rawValue == sources.count {
          // The usual case: the solver's next constraint.
          if newValue != nil { sources.append(newValue) }
          return
        }
        if id.rawValue > sources.count {
          guard newValue != nil else { return }
          sources.append(contentsOf: repeatElement(nil, count: id.rawValue - sources.count + 1))
        }
        sources[id.rawValue] = newValue
      }
    }

    mutating func reserveCapacity(_ count: Int) { sources.reserveCapacity(count) }

    /// The solver constraint made from each of these program constraints (nil for one that
    /// is not in the solver).
    func ids(ofProgramConstraints indices: [Int]) -> [ConstraintID?] {
      // Positions by program index in an array, not a dictionary: a `:set` of a metric
      // every gap uses asks for a thousand of them.
      var position = [Int](repeating: -1, count: (indices.max() ?? -1) + 1)
      for (offset, index) in indices.enumerated() where index >= 0 { position[index] = offset }
      var ids = [ConstraintID?](repeating: nil, count: indices.count)
      for (raw, source) in sources.enumerated() {
        if case .program(let index)? = source, index >= 0, index < position.count,
          position[index] >= 0
        {
          ids[position[index]] = ConstraintID(rawValue: raw)
        }
      }
      return ids
    }

    /// Every constraint that has a source, in id order.
    var entries: [(id: ConstraintID, source: Source)] {
      sources.indices.compactMap { index in
        sources[index].map { (ConstraintID(rawValue: index), $0) }
      }
    }
  }
  var diagnostics: [Diagnostic] = []
  /// The program's constraints that apply on this screen (their `when` conditions hold).
  var active: [Int] = []
  /// Views named by required constraints that could not be added (conflicts).
  var brokenViews: Set<Int> = []

  init(program: CheckedProgram, screen: CheckedScreen, adjustments: Adjustments = Adjustments()) {
    self.program = program
    self.screen = screen
    self.adjustments = adjustments
    // Every variable and constraint the layout is expected to make, reserved at once: four
    // variables per view (two more for a content size or an origin in the parent), and the
    // layout's constraints with, per view, at most eight of UIKit's (intrinsic sizes (4),
    // sizes that stay non-negative (2) and the origin in the parent (2)).
    solver.reserveCapacity(
      variables: 6 * program.views.count + program.variables.count,
      constraints: program.constraints.count + 8 * program.views.count)
    origins.reserveCapacity(program.constraints.count + 8 * program.views.count)
    frames.reserveCapacity(program.views.count)
    // The views' variables go unnamed: `frames` and `contentSizes` say whose they are, and
    // nothing reads the solver's names but its debugging dump (four strings a view were 1%
    // of laying out a screen, and as many allocations).
    for _ in program.views.indices {
      frames.append(
        (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
      )
    }
    for index in program.views.indices where program.views[index].kind.hasContentArea {
      contentSizes[index] = (solver.makeVariable(), solver.makeVariable())
    }
    variables = program.variables.map { solver.makeVariable(named: $0) }
  }

  /// Adds the screen's constraints without optimising: a screen with only the conflicts
  /// (and conditions without a value) in its diagnostics, and no views.
  mutating func conflicts() -> ScreenLayout {
    addAll()
    if !adjustments.keepsSizesNonNegative, (try? solver.solve()) != nil, hasNegativeSize {
      // Only negative sizes satisfy the required constraints as found: again, with sizes
      // held at zero or more, so that the conflict is found as UIKit finds it.
      var adjustments = adjustments
      adjustments.keepsSizesNonNegative = true
      self = ScreenCompiler(program: program, screen: screen, adjustments: adjustments)
      addAll()
    }
    return ScreenLayout(
      name: screen.name, width: screen.width, height: screen.height,
      horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
      views: [], variables: [], diagnostics: diagnostics)
  }

  /// What the constraints leave free, once `layout()` has run.
  var undetermined = Undetermined()

  /// `anchorUsers()` of the active constraints, kept as they change (`addAll`, `update(to:)`):
  /// what names margins and safe areas depends on the constraints' terms, never their
  /// constants, and reading every term after each solve was 2% of a REPL `:set`.
  var anchorUsersOfActive: (margins: [Int], safeArea: [Int]) = ([], [])

  /// Each view's ambiguity warning as last worded, by view: a REPL change re-reports every
  /// view, and wording a thousand warnings again (the same names, the same attributes), with
  /// a list of free attributes made per view, was two thirds of a report. Valid for the
  /// compiler's life, whose views keep their names.
  var ambiguityWordings: [AmbiguityWording] = []
  /// Arranged views that nothing but their stack's ambiguity suppression sizes across it, so
  /// that they are 0 thick (`findSuppressedItems()`, run when the solution is reported).
  var suppressedItems: [(view: Int, stack: Int, axis: Attribute)] = []

  struct AmbiguityWording {
    /// The attributes the message names (`FrameAttribute.maskBit`); zero when none yet.
    var attributes: UInt8 = 0
    var message = ""
  }

  /// What the analysis found undetermined: solver variables (sizes, content sizes, the
  /// file's variables, origins of the root's children) and views' origins in their parents
  /// (`relative`), by view.
  /// Flags by index rather than sets: every view's frame is looked up after every solve
  /// (the REPL's too), and hashing four variables a view was 3% of a `:set`.
  struct Undetermined {
    var variables = IndexFlags()
    var originX = IndexFlags()
    var originY = IndexFlags()

    init() {}

    init(variables: [Variable]) {
      for variable in variables { self.variables.insert(variable.index) }
    }

    func contains(_ variable: Variable) -> Bool { variables.contains(variable.index) }
  }

  /// A set of small non-negative numbers, as a flag per number.
  struct IndexFlags {
    private var flags: [Bool] = []

    func contains(_ index: Int) -> Bool { index >= 0 && index < flags.count && flags[index] }

    mutating func insert(_ index: Int) {
      guard index >= 0 else { return }
      if index >= flags.count {
        flags.append(contentsOf: repeatElement(false, count: index + 1 - flags.count))
      }
      flags[index] = true
    }
  }

  mutating func layout() -> ScreenLayout {
    addAll()
    do {
      try solver.solve()
      undetermined = try analysedUndetermined()
      return reportKeepingWordings(undetermined: undetermined)
    } catch {
      diagnostics.append(
        Diagnostic(.solverFailure, "the solver failed: \(error)", at: SourceSpan(0, 0)))
      return reportKeepingWordings(undetermined: Undetermined())
    }
  }

  /// What the constraints leave free; nothing, with a warning, when the layout is too
  /// large for the analysis (the frames are still the solution's).
  mutating func analysedUndetermined() throws(SolverError) -> Undetermined {
    do {
      let views = relative.views
      var origins: [Expression] = []
      origins.reserveCapacity(2 * views.count)
      for view in views {
        if let origin = relative[view] {
          origins.append(origin.x)
          origins.append(origin.y)
        }
      }
      let found = try solver.undetermined(variablesAnd: origins)
      var undetermined = Undetermined(variables: found.variables)
      for (offset, view) in views.enumerated() {
        if found.expressions[2 * offset] { undetermined.originX.insert(view) }
        if found.expressions[2 * offset + 1] { undetermined.originY.insert(view) }
      }
      return undetermined
    } catch .analysisTooLarge(let terms) {
      diagnostics.append(
        Diagnostic(
          .ambiguityNotAnalysed,
          "this screen is too large to check for ambiguity: the analysis would hold more than \(solver.analysisTermLimit / 1_000_000) million terms (it stopped at \(terms)); its frames are solved, but undetermined views are not reported",
          at: screen.span ?? SourceSpan(0, 0),
          help:
            "long chains of views whose sizes only inequalities or equal priorities bound cost the most; give those sizes a preferred value at distinct priorities",
          isFileLevel: screen.span == nil))
      return Undetermined()
    }
  }

  private mutating func addAll() {
    // (Room for them was reserved when the compiler was made.)
    addScreenConstraints()
    // Before the layout's own constraints, so that a set only negative sizes would satisfy
    // breaks one of those, as UIKit does, never this.
    if adjustments.keepsSizesNonNegative { addNonNegativeSizes() }
    for index in adjustments.collapsedToStandard.sorted() {
      guard let height = program.views[index].standardHeight else { continue }
      var expression = Expression(frames[index].height)
      expression.constant = -height
      add(Constraint(expression, .equal), origin: .uikit(.standardHeight(view: index)))
    }
    var undefined = Set<SourceSpan>()
    // The constraints are read in place, by index: a loop over them copied each one.
    for index in program.constraints.indices {
      if let condition = program.constraints[index].condition {
        do throws(ScreenCondition.Undefined) {
          guard try condition.holds(on: screen) else { continue }
        } catch {
          if undefined.insert(error.span).inserted {
            diagnostics.append(
              Diagnostic(
                .conditionUndefined,
                "this comparison has no value on this screen (it divides by zero); its 'when' block is left out",
                at: error.span))
          }
          continue
        }
      }
      active.append(index)
    }
    anchorUsersOfActive = anchorUsers()
    // A stack view's own constraints first: where one conflicts with the layout's, UIKit
    // keeps the stack's and breaks the other (its log for a hidden arranged view with a
    // height: "Will attempt to recover by breaking constraint … height == 44", the
    // 'UISV-hiding' height == 0 kept), and the solver keeps what it was given first.
    // The views' intrinsic sizes that no side of makes required come before the layout's
    // own constraints: the solver then starts from each view at its intrinsic size, and the
    // stacks' low-priority constraints (`UISV-canvas-fit` @49, the ambiguity suppression @25)
    // find those sizes in place instead of pivoting them back one by one (a 100,000-view
    // screen of stacks: 3.8 s -> 2.8 s, the same frames). Which soft constraint comes first
    // cannot change what holds: priorities decide that. A required side conflicts like any
    // required constraint, so those stay after the layout's, as UIKit adds its content-size
    // constraints when it first lays out, after the document's.
    addIntrinsicSizes(required: false)
    let isStack = active.map { program.constraints[$0].origin.isStackConstraint }
    for (position, index) in active.enumerated() where isStack[position] { add(index) }
    for (position, index) in active.enumerated() where !isStack[position] { add(index) }
    addIntrinsicSizes(required: true)
    addRelativeOrigins()
  }

  // MARK: Anchors

  /// How far a view's safe area lies inside its frame: the screen's for the root, the last
  /// pass's finding for any other view.
  func safeAreaInsets(of view: Int) -> EdgeInsets {
    view == 0 ? screen.safeArea : adjustments.safeAreaInsets[view] ?? .zero
  }

  /// How far a view's margins move in at each side to follow the readable width, given the
  /// width between its own margins.
  static func readableInset(marginsWidth: Double) -> Double {
    max(0, (marginsWidth - UIKitDefaults.readableWidth) / 2)
  }

  /// A view's own layout margins, left and right resolved for its writing direction: the
  /// directional margins put the leading one on the right on a right-to-left screen.
  func ownMargins(of view: Int) -> EdgeInsets {
    (view != 0
      ? program.views[view].margins
      : screen.rootMargins
        ?? (screen.rootIsPlainView
          ? DirectionalEdgeInsets(all: UIKitDefaults.layoutMargin)
          : UIKitDefaults.rootMargins(width: screen.width)))
      .resolved(isRightToLeft: isRightToLeft(view: view))
  }

  /// How far a view's margin rectangle lies inside its frame, given the least each margin
  /// must be (`floor`, from preservesSuperviewLayoutMargins).
  func marginInsets(of view: Int, floor: EdgeInsets?) -> EdgeInsets {
    let margins = ownMargins(of: view)
    // Margins are measured from the safe area (UIKit's insetsLayoutMarginsFromSafeArea):
    // for the root (unless the screen says `edgeMargins`), and by default for any view
    // that reaches into the unsafe area; with preservesSuperviewLayoutMargins they also
    // keep inside the superview's margins.
    let fromSafeArea =
      view == 0
      ? !screen.rootMarginsFromEdges : program.views[view].insetsLayoutMarginsFromSafeArea
    let safe = fromSafeArea ? safeAreaInsets(of: view) : .zero
    var insets = EdgeInsets(
      top: safe.top + margins.top, left: safe.left + margins.left,
      bottom: safe.bottom + margins.bottom, right: safe.right + margins.right)
    if let floor { insets = insets.atLeast(floor) }
    // Following the readable width: the margins move in to the readable content guide,
    // centred in them, by what the width of the previous pass implies.
    if let inward = adjustments.readableInsets[view] {
      insets.left += inward
      insets.right += inward
    }
    return insets
  }

  /// The rectangle `space` of a view: left, top, width, height as expressions.
  func rectangle(_ view: Int, _ space: AnchorSpace) -> (
    Expression, Expression, Expression, Expression
  ) {
    let frame = frames[view]
    let (x, y, w, h) = (
      Expression(frame.x), Expression(frame.y), Expression(frame.width), Expression(frame.height)
    )
    switch space {
    case .frame, .frameGuide:
      return (x, y, w, h)
    case .safeArea:
      let inset = safeAreaInsets(of: view)
      return (
        x + inset.left, y + inset.top, w - (inset.left + inset.right),
        h - (inset.top + inset.bottom)
      )
    case .margins:
      let insets = marginInsets(of: view, floor: adjustments.marginFloors[view])
      return (
        x + insets.left, y + insets.top, w - (insets.left + insets.right),
        h - (insets.top + insets.bottom)
      )
    case .content, .contentMargins:
      guard let content = contentSizes[view] else { return (x, y, w, h) }
      let offset = program.views[view].contentOffset
      let rect = (x - offset.x, y - offset.y, Expression(content.width), Expression(content.height))
      if space == .content { return rect }
      // The content's margins are the scroll view's layout margins, which keep inside its
      // superview's when it preserves them (a controller's root scroll view, written as
      // the root's child, takes the root's this way).
      var insets = ownMargins(of: view)
      if let floor = adjustments.marginFloors[view] { insets = insets.atLeast(floor) }
      return (
        rect.0 + insets.left, rect.1 + insets.top, rect.2 - (insets.left + insets.right),
        rect.3 - (insets.top + insets.bottom)
      )
    }
  }

  /// An anchor as an expression. With `flipped` (right-to-left, in a constraint that uses
  /// leading/trailing) x-axis locations are measured leftwards: leading is the right edge.
  func expression(_ anchor: AnchorReference, flipped: Bool) -> Expression {
    if anchor.space.isFrame { return frameExpression(anchor, flipped: flipped) }
    let (left, top, width, height) = rectangle(anchor.view, anchor.space)
    let view = program.views[anchor.view]
    var value: Expression
    switch anchor.attribute {
    case .left: value = left
    case .right: value = left + width
    case .leading: value = flipped ? left + width : left
    case .trailing: value = flipped ? left : left + width
    case .centerX: value = left + width * 0.5
    case .top: value = top
    case .bottom: value = top + height
    case .centerY: value = top + height * 0.5
    case .width: return width
    case .height: return height
    case .firstBaseline, .lastBaseline:
      let baseline = view.baseline(first: anchor.attribute == .firstBaseline)
      return top + height * baseline.heightFraction + baseline.offset
    }
    if flipped && anchor.attribute.axis == .horizontal { value = value * -1 }
    return value
  }

  /// `expression(_:flipped:)` for an anchor of a frame, whose rectangle is four plain
  /// variables: its terms from `appendFrameTerms`, in one array.
  private func frameExpression(_ anchor: AnchorReference, flipped: Bool) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(2)
    let constant = appendFrameTerms(anchor, flipped: flipped, times: 1, to: &terms)
    return Expression(terms, constant: constant)
  }

  /// A frame anchor times `coefficient`: its terms appended to `terms`, its constant (zero but
  /// for a baseline's offset) returned for the caller to add, scaled by the same coefficient.
  /// A constraint's terms so go straight into its one array, where an expression per anchor
  /// cost an array each (1.3% of the instructions of laying out a screen of stacks). Most
  /// anchors are frames', and building the four sides' expressions to use one or two was 6% of
  /// compiling a flat layout. With `flipped`, x-axis locations are measured leftwards.
  private func appendFrameTerms(
    _ anchor: AnchorReference, flipped: Bool, times coefficient: Double, to terms: inout [Term]
  ) -> Double {
    let frame = frames[anchor.view]
    let horizontal = anchor.attribute.axis == .horizontal
    let (origin, size) = horizontal ? (frame.x, frame.width) : (frame.y, frame.height)
    let sign = flipped && horizontal ? -1.0 : 1.0
    switch anchor.attribute {
    case .left, .top: terms.append(Term(origin, sign * coefficient))
    case .right, .bottom:
      terms.append(Term(origin, sign * coefficient))
      terms.append(Term(size, sign * coefficient))
    case .leading, .trailing:
      terms.append(Term(origin, sign * coefficient))
      if (anchor.attribute == .leading) == flipped { terms.append(Term(size, sign * coefficient)) }
    case .centerX, .centerY:
      terms.append(Term(origin, sign * coefficient))
      terms.append(Term(size, (sign * 0.5) * coefficient))
    case .width:
      terms.append(Term(frame.width, 1 * coefficient))
      return 0
    case .height:
      terms.append(Term(frame.height, 1 * coefficient))
      return 0
    case .firstBaseline, .lastBaseline:
      let baseline = program.views[anchor.view].baseline(first: anchor.attribute == .firstBaseline)
      terms.append(Term(frame.y, 1 * coefficient))
      terms.append(Term(frame.height, baseline.heightFraction * coefficient))
      return (0 + 0 * baseline.heightFraction) + baseline.offset
    }
    return sign * 0
  }

  /// Whether a constraint resolves `leading` and `trailing` right to left: on a
  /// right-to-left screen, or, for a constraint a stack view generates, in a stack whose
  /// `direction` says so (UIKit resolves them by the stack's
  /// `effectiveUserInterfaceLayoutDirection`, which its `semanticContentAttribute` forces).
  static func isRightToLeft(_ origin: Origin, views: [CheckedView], screen: CheckedScreen) -> Bool {
    if case .stackView(let made) = origin, let direction = views[made.stack].stack?.direction {
      return direction == .rtl
    }
    return screen.isRightToLeft
  }

  /// A view's own direction, which its directional margins resolve by: a stack's `direction`,
  /// else the screen's.
  func isRightToLeft(view: Int) -> Bool {
    program.views[view].stack?.direction.map { $0 == .rtl } ?? screen.isRightToLeft
  }

  func expression(_ form: LinearForm, rightToLeft: Bool) -> Expression {
    let flipped =
      rightToLeft
      && form.terms.contains {
        if case .anchor(let anchor) = $0.atom { return anchor.attribute.isDirectional }
        return false
      }
    // The terms accumulate in one array, as `result + part * coefficient` would put them.
    var terms: [Term] = []
    terms.reserveCapacity(2 * form.count)
    var constant = form.constant
    // Locations whose coefficients do not cancel (a multiplier on a location) are measured
    // in the bounds of the views' nearest common ancestor, as UIKit measures a constraint
    // in the coordinate space of the view that holds it.
    // (A stack's guides are variables that stand for locations; its constraints always
    // balance with them, so they are left as they are.)
    var weights = (horizontal: 0.0, vertical: 0.0)
    var namesGuide = false
    form.forEachTerm { term in
      switch term.atom {
      case .anchor(let anchor):
        if anchor.space.isFrame {
          let offset = appendFrameTerms(
            anchor, flipped: flipped, times: term.coefficient, to: &terms)
          constant = constant + offset * term.coefficient
        } else {
          let part = expression(anchor, flipped: flipped)
          constant = constant + part.constant * term.coefficient
          for inner in part.terms {
            terms.append(Term(inner.variable, inner.coefficient * term.coefficient))
          }
        }
        if !anchor.attribute.isDimension {
          if anchor.attribute.axis == .horizontal {
            weights.horizontal += term.coefficient
          } else {
            weights.vertical += term.coefficient
          }
        }
      case .variable(let index):
        constant = constant + 0 * term.coefficient
        terms.append(Term(variables[index], 1 * term.coefficient))
        if index >= program.declaredVariableCount { namesGuide = true }
      }
    }
    var result = Expression(terms, constant: constant)
    guard !namesGuide, abs(weights.horizontal) > 1e-9 || abs(weights.vertical) > 1e-9 else {
      return result
    }
    // Rare (a multiplier on a location): the views are listed only then, not for every
    // constraint (an array allocated and freed for each was 1% of laying out a screen).
    var named: [Int] = []
    for term in form.terms {
      if case .anchor(let anchor) = term.atom, !anchor.attribute.isDimension,
        !named.contains(anchor.view)
      {
        named.append(anchor.view)
      }
    }
    if let ancestor = commonAncestor(named) {
      let (left, top, width, _) = rectangle(ancestor, boundsSpace(ancestor))
      // The ancestor's leading edge: its right one when leading/trailing are flipped.
      let originX = flipped ? (left + width) * -1 : left
      result = result - originX * weights.horizontal - top * weights.vertical
    }
    return result
  }

  /// The rectangle a view's own coordinates start from: its content area for a scroll view.
  private func boundsSpace(_ view: Int) -> AnchorSpace {
    program.views[view].kind.hasContentArea ? .content : .frame
  }

  /// The nearest view that is an ancestor of every view given, or a superview of the one
  /// view given; nil for the root alone.
  func commonAncestor(_ views: [Int]) -> Int? {
    guard let first = views.first else { return nil }
    func chain(_ view: Int) -> [Int] {
      var result: [Int] = []
      var current: Int? = view
      while let next = current, result.count <= program.views.count {
        result.append(next)
        current = program.views[next].parent
      }
      return result
    }
    if views.count == 1 { return program.views[first].parent }
    var candidates = chain(first)
    for view in views.dropFirst() {
      let ancestors = Set(chain(view))
      candidates = candidates.filter(ancestors.contains)
    }
    return candidates.first
  }

  // MARK: Constraints

  mutating func addScreenConstraints() {
    let root = frames[0]
    for (variable, value) in [
      (root.x, 0.0), (root.y, 0), (root.width, screen.width), (root.height, screen.height),
    ] {
      add(
        Constraint(Expression(variable) - value, .equal), origin: .uikit(.screenSize(screen.span)))
    }
  }

  mutating func add(_ index: Int) {
    // Its parts taken out one by one: copying the whole constraint (its origin, its label)
    // was 1% of laying out a large screen. The form is copied out first: passed to
    // `expression` straight from `program`, inside this mutating method, the whole compiler
    // was copied for each constraint (12% more instructions).
    let form = program.constraints[index].form
    let relation = Constraint.Relation(program.constraints[index].relation)
    let priority = Priority(program.constraints[index].priority)
    let rightToLeft = Self.isRightToLeft(
      program.constraints[index].origin, views: program.views, screen: screen)
    let made = Constraint(
      expression(form, rightToLeft: rightToLeft), relation, priority: priority)
    add(made, origin: .program(index))
  }

  /// Where a constraint came from and how to name it in a message.
  func describe(_ source: Source) -> (span: SourceSpan?, text: String) {
    switch source {
    case .program(let index):
      let constraint = program.constraints[index]
      return (constraint.span, program.text(of: constraint))
    case .uikit(let constraint):
      return describe(constraint)
    }
  }

  /// How to name a constraint UIKit adds, and where to point for it.
  func describe(_ constraint: Origin.UIKitConstraint) -> (span: SourceSpan?, text: String) {
    switch constraint {
    case .screenSize(let span):
      return (span, "screen \(formatNumber(screen.width)) x \(formatNumber(screen.height))")
    case .intrinsicSize(let index, let axis, let side):
      let view = program.views[index]
      let kind =
        switch side {
        case .hugging: "hugging"
        case .compressionResistance: "compression resistance"
        case .both: "hugging and compression resistance"
        }
      // A wrapping label's height is its text's at the width it got, not one line's.
      if axis == .height, let wrapped = adjustments.labelHeights[index] {
        let text = wrapped - view.kind.traits.textPadding.height
        let lines = Int((text / TextMetrics.lineHeight(fontSize: view.fontSize)).rounded())
        return (
          view.span,
          "intrinsic height \(formatNumber(wrapped)) of '\(view.name)', its text wrapped to "
            + "\(lines) line\(lines == 1 ? "" : "s") at its width (\(kind))"
        )
      }
      let value = (axis == .width ? view.intrinsicWidth : view.intrinsicHeight) ?? 0
      return (
        view.span, "intrinsic \(axis.rawValue) \(formatNumber(value)) of '\(view.name)' (\(kind))"
      )
    case .nonNegativeSize(let index, let axis):
      let view = program.views[index]
      return (view.span, "\(view.name).\(axis.rawValue) >= 0 (a view's size is never negative)")
    case .standardHeight(let index):
      let view = program.views[index]
      return (
        view.span,
        "\(view.name).height == \(formatNumber(view.standardHeight ?? 0)) (its standard height: its constraints let it collapse to zero)"
      )
    }
  }

  mutating func add(_ constraint: Constraint, origin source: Source) {
    do {
      let id = try solver.add(constraint)
      origins[id] = source
    } catch .unsatisfiable(let conflicting) {
      if case .program(let index) = source {
        for term in program.constraints[index].form.terms {
          if case .anchor(let anchor) = term.atom, anchor.view != 0 {
            brokenViews.insert(anchor.view)
          }
        }
      }
      let origin = describe(source)
      let notes = conflicting.compactMap { id -> Diagnostic.Note? in
        guard let other = origins[id].map(describe) else { return nil }
        return Diagnostic.Note("conflicts with '\(other.text)'", span: other.span)
      }
      diagnostics.append(
        Diagnostic(
          .unsatisfiable,
          "required constraints conflict; breaking '\(origin.text)' to recover",
          at: origin.span ?? SourceSpan(0, 0), notes: notes,
          help: "lower the priority of one of these constraints, or remove one"))
    } catch {
      let origin = describe(source)
      diagnostics.append(
        Diagnostic(
          .invalidConstraint, "cannot add '\(origin.text)': \(error)",
          at: origin.span ?? SourceSpan(0, 0)))
    }
  }

  /// True when the solution gives a view (not a layout guide) a negative width or height.
  var hasNegativeSize: Bool {
    program.views.indices.dropFirst().contains { index in
      !program.views[index].kind.isLayoutGuide
        && (value(frames[index].width) < -1e-9 || value(frames[index].height) < -1e-9)
    }
  }

  /// Every view's width and height ≥ 0 (a layout guide's are free, as in UIKit).
  mutating func addNonNegativeSizes() {
    for (index, view) in program.views.enumerated() where index > 0 && !view.kind.isLayoutGuide {
      add(
        Constraint(Expression(frames[index].width), .greaterThanOrEqual),
        origin: .uikit(.nonNegativeSize(view: index, axis: .width)))
      add(
        Constraint(Expression(frames[index].height), .greaterThanOrEqual),
        origin: .uikit(.nonNegativeSize(view: index, axis: .height)))
    }
  }

  /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic).
  /// The views' intrinsic sizes: those with a required side (`required`), or the others.
  mutating func addIntrinsicSizes(required: Bool) {
    for (index, view) in program.views.enumerated() {
      let frame = frames[index]
      let axes: [(Variable, Double?, Double, Double, Attribute)] = [
        (
          frame.width, view.intrinsicWidth, view.hugging.horizontal, view.compression.horizontal,
          .width
        ),
        (
          frame.height, adjustments.labelHeights[index] ?? view.intrinsicHeight,
          view.hugging.vertical,
          view.compression.vertical, .height
        ),
      ]
      for (variable, intrinsic, hugging, compression, axis) in axes {
        guard let intrinsic, required == (hugging >= 1000 || compression >= 1000) else {
          continue
        }
        let size = Expression(variable) - intrinsic
        guard required else {
          // One constraint with two priced sides, as UIKit's content-size constraint: the size
          // above its intrinsic one costs at the hugging priority, below it at the compression
          // resistance. Two inequalities held the same, in twice the rows and symbols, and left
          // a value held at its intrinsic size to the analysis's cone test.
          add(
            Constraint(
              size, .equal, priority: Priority(hugging), belowPriority: Priority(compression)),
            origin: .uikit(.intrinsicSize(view: index, axis: axis, side: .both)))
          continue
        }
        // A required side can conflict: each side a constraint of its own.
        add(
          Constraint(size, .lessThanOrEqual, priority: Priority(hugging)),
          origin: .uikit(.intrinsicSize(view: index, axis: axis, side: .hugging)))
        add(
          Constraint(size, .greaterThanOrEqual, priority: Priority(compression)),
          origin: .uikit(.intrinsicSize(view: index, axis: axis, side: .compressionResistance)))
      }
    }
  }

  /// Each view's origin in its parent's coordinates, so that ambiguity is judged on the
  /// frame a person sees, not on absolute positions: its absolute origin less the parent's
  /// (its content area's, in a scroll view). A child of a root that does not scroll has
  /// none: its absolute origin is that origin (the root is pinned at zero, `addScreenConstraints`).
  /// Expressions, not variables defined by constraints: two variables and two constraints
  /// per nested view were a tenth of laying out a screen of stacks.
  mutating func addRelativeOrigins() {
    relative = RelativeOrigins(viewCount: program.views.count)
    for index in program.views.indices {
      guard let parent = program.views[index].parent, parent != 0 || contentSizes[0] != nil
      else { continue }
      // The parent's frame origin, or its content area's (`rectangle(parent, .content)`:
      // the frame's origin less the content offset), written out: one array per expression.
      let offset =
        contentSizes[parent] != nil ? program.views[parent].contentOffset : (x: 0.0, y: 0.0)
      let (frame, parentFrame) = (frames[index], frames[parent])
      relative[index] = (
        Expression([Term(frame.x), Term(parentFrame.x, -1)], constant: offset.x),
        Expression([Term(frame.y), Term(parentFrame.y, -1)], constant: offset.y)
      )
    }
  }
}

extension Constraint.Relation {
  /// The solver's relation for a constraint's.
  init(_ relation: Relation) {
    switch relation {
    case .equal: self = .equal
    case .lessThanOrEqual: self = .lessThanOrEqual
    case .greaterThanOrEqual: self = .greaterThanOrEqual
    }
  }
}

extension EdgeInsets {
  /// Each inset at least the floor's.
  func atLeast(_ floor: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: max(top, floor.top), left: max(left, floor.left), bottom: max(bottom, floor.bottom),
      right: max(right, floor.right))
  }
}
