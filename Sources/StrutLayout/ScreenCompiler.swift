import StrutSolver
import StrutSyntax

/// Compiles a checked program for one screen into solver constraints, solves them, and reads
/// the frames back.
struct ScreenCompiler {
  let program: CheckedProgram
  let screen: CheckedScreen
  var solver = Solver()
  /// Per view: absolute left, top, width, height.
  var frames: [(x: Variable, y: Variable, width: Variable, height: Variable)] = []
  /// Per scroll view: content width and height.
  var contentSizes: [Int: (width: Variable, height: Variable)] = [:]
  /// Per non-root view: its origin in the parent's (content) coordinates.
  var relative: [Int: (x: Variable, y: Variable)] = [:]
  var variables: [Variable] = []
  /// Where each solver constraint came from, for messages.
  var origins: [ConstraintID: (span: SourceSpan?, text: String)] = [:]
  var diagnostics: [Diagnostic] = []

  init(program: CheckedProgram, screen: CheckedScreen) {
    self.program = program
    self.screen = screen
    for view in program.views {
      frames.append(
        (solver.makeVariable(named: view.name + ".x"), solver.makeVariable(named: view.name + ".y"),
         solver.makeVariable(named: view.name + ".width"), solver.makeVariable(named: view.name + ".height")))
    }
    for (index, view) in program.views.enumerated() where view.kind == .scroll {
      contentSizes[index] = (
        solver.makeVariable(named: view.name + ".contentWidth"),
        solver.makeVariable(named: view.name + ".contentHeight")
      )
    }
    variables = program.variables.map { solver.makeVariable(named: $0) }
  }

  mutating func layout() -> ScreenLayout {
    addScreenConstraints()
    for constraint in program.constraints where constraint.condition?.holds(on: screen) ?? true {
      add(constraint)
    }
    addIntrinsicSizes()
    addRelativeOrigins()
    do {
      try solver.solve()
      return report(undetermined: Set(try solver.undeterminedVariables()))
    } catch {
      diagnostics.append(
        Diagnostic(.error, id: "solver-failure", "the solver failed: \(error)", at: SourceSpan(0, 0)))
      return report(undetermined: [])
    }
  }

  // MARK: Anchors

  /// The rectangle `space` of a view: left, top, width, height as expressions.
  func rectangle(_ view: Int, _ space: AnchorSpace) -> (Expression, Expression, Expression, Expression) {
    let frame = frames[view]
    let (x, y, w, h) = (Expression(frame.x), Expression(frame.y), Expression(frame.width), Expression(frame.height))
    let margin = program.views[view].margin
    switch space {
    case .frame:
      return (x, y, w, h)
    case .safeArea:
      guard view == 0 else { return (x, y, w, h) }
      let inset = screen.safeArea
      return (x + inset.left, y + inset.top, w - (inset.left + inset.right), h - (inset.top + inset.bottom))
    case .margins:
      let (l, t, width, height) = rectangle(view, view == 0 ? .safeArea : .frame)
      return (l + margin, t + margin, width - 2 * margin, height - 2 * margin)
    case .content, .contentMargins:
      guard let content = contentSizes[view] else { return (x, y, w, h) }
      let offset = program.views[view].contentOffset
      let rect = (x - offset.x, y - offset.y, Expression(content.width), Expression(content.height))
      if space == .content { return rect }
      return (rect.0 + margin, rect.1 + margin, rect.2 - 2 * margin, rect.3 - 2 * margin)
    }
  }

  /// An anchor as an expression. With `flipped` (right-to-left, in a constraint that uses
  /// leading/trailing) x-axis locations are measured leftwards: leading is the right edge.
  func expression(_ anchor: AnchorReference, flipped: Bool) -> Expression {
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
    case .firstBaseline:
      return view.kind == .label ? top + TextMetrics.ascent(fontSize: view.fontSize) : top + height
    case .lastBaseline:
      return view.kind == .label ? top + height - TextMetrics.descent(fontSize: view.fontSize) : top + height
    }
    if flipped && anchor.attribute.axis == .horizontal { value = value * -1 }
    return value
  }

  func expression(_ form: LinearForm) -> Expression {
    let flipped =
      screen.isRightToLeft
      && form.terms.keys.contains {
        if case .anchor(let anchor) = $0 { return anchor.attribute.isDirectional }
        return false
      }
    var result = Expression(constant: form.constant)
    for (atom, coefficient) in form.sortedTerms {
      switch atom {
      case .anchor(let anchor): result = result + expression(anchor, flipped: flipped) * coefficient
      case .variable(let index): result = result + Expression(variables[index]) * coefficient
      }
    }
    return result
  }

  // MARK: Constraints

  mutating func addScreenConstraints() {
    let root = frames[0]
    let origin = (screen.span, "screen \(formatNumber(screen.width)) x \(formatNumber(screen.height))")
    for (variable, value) in [(root.x, 0.0), (root.y, 0), (root.width, screen.width), (root.height, screen.height)] {
      add(Constraint(Expression(variable) - value, .equal), origin: origin)
    }
  }

  mutating func add(_ constraint: CheckedConstraint) {
    add(
      Constraint(
        expression(constraint.form), constraint.relation, priority: Priority(constraint.priority)),
      origin: (constraint.span, constraint.text))
  }

  mutating func add(_ constraint: Constraint, origin: (span: SourceSpan?, text: String)) {
    do {
      let id = try solver.add(constraint)
      origins[id] = origin
    } catch .unsatisfiable(let conflicting) {
      let notes = conflicting.compactMap { id -> Diagnostic.Note? in
        guard let other = origins[id] else { return nil }
        return Diagnostic.Note("conflicts with '\(other.text)'", span: other.span)
      }
      diagnostics.append(
        Diagnostic(
          .error, id: "unsatisfiable",
          "required constraints conflict; breaking '\(origin.text)' to recover",
          at: origin.span ?? SourceSpan(0, 0), notes: notes,
          help: "lower the priority of one of these constraints, or remove one"))
    } catch {
      diagnostics.append(
        Diagnostic(
          .error, id: "invalid-constraint", "cannot add '\(origin.text)': \(error)",
          at: origin.span ?? SourceSpan(0, 0)))
    }
  }

  /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic).
  mutating func addIntrinsicSizes() {
    for (index, view) in program.views.enumerated() {
      let frame = frames[index]
      let axes: [(Variable, Double?, Double, Double, String)] = [
        (frame.width, view.intrinsicWidth, view.hugging.horizontal, view.compression.horizontal, "width"),
        (frame.height, view.intrinsicHeight, view.hugging.vertical, view.compression.vertical, "height"),
      ]
      for (variable, intrinsic, hugging, compression, axis) in axes {
        guard let intrinsic else { continue }
        let text = "intrinsic \(axis) \(formatNumber(intrinsic)) of '\(view.name)'"
        add(
          Constraint(Expression(variable) - intrinsic, .lessThanOrEqual, priority: Priority(hugging)),
          origin: (view.span, text + " (hugging)"))
        add(
          Constraint(Expression(variable) - intrinsic, .greaterThanOrEqual, priority: Priority(compression)),
          origin: (view.span, text + " (compression resistance)"))
      }
    }
  }

  /// Defines each view's origin in its parent's coordinates, so that ambiguity is judged on the
  /// frame a person sees, not on absolute positions.
  mutating func addRelativeOrigins() {
    for (index, view) in program.views.enumerated() {
      guard let parent = view.parent else { continue }
      let (left, top, _, _) = rectangle(parent, contentSizes[parent] != nil ? .content : .frame)
      let x = solver.makeVariable(named: view.name + ".frame.x")
      let y = solver.makeVariable(named: view.name + ".frame.y")
      relative[index] = (x, y)
      _ = try? solver.add(Constraint(Expression(x) - (Expression(frames[index].x) - left), .equal))
      _ = try? solver.add(Constraint(Expression(y) - (Expression(frames[index].y) - top), .equal))
    }
  }
}
