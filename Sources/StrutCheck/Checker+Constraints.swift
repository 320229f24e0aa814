import StrutCore
import StrutModel
import StrutSyntax

extension Checker {
  static let attributeNames: [String: (Attribute, AnchorSpace)] = {
    var table: [String: (Attribute, AnchorSpace)] = [:]
    for attribute in Attribute.allCases { table[attribute.rawValue] = (attribute, .frame) }
    for attribute in [Attribute.left, .right, .top, .bottom, .leading, .trailing] {
      table[attribute.rawValue + "Margin"] = (attribute, .margins)
    }
    table["centerXWithinMargins"] = (.centerX, .margins)
    table["centerYWithinMargins"] = (.centerY, .margins)
    return table
  }()

  static let guideNames: [String: AnchorSpace] = [
    "safeArea": .safeArea, "margins": .margins, "contentGuide": .content, "frameGuide": .frameGuide,
  ]

  static let compoundNames: [String: [Attribute]] = [
    "edges": [.top, .leading, .bottom, .trailing], "size": [.width, .height],
    "center": [.centerX, .centerY], "horizontalEdges": [.leading, .trailing],
    "verticalEdges": [.top, .bottom],
  ]

  // MARK: Constraint statements

  mutating func addConstraint(_ statement: ConstraintStatement) throws(Failure) {
    let priority = try resolvePriority(statement.priority)
    if let lhsCompound = try compound(statement.lhs) {
      guard let rhsCompound = try compound(statement.rhs), rhsCompound.name == lhsCompound.name
      else {
        throw failure(
          .compoundMismatch,
          "compound anchor '\(lhsCompound.name)' must be related to another '\(lhsCompound.name)'",
          statement.rhs.span)
      }
      let isEdges = lhsCompound.name == "edges" || lhsCompound.name.hasSuffix("Edges")
      if isEdges, statement.relation != .equal {
        throw failure(
          .compoundRelation, "edges can only be related with '=='", statement.relationSpan)
      }
      let attributes = Checker.compoundNames[lhsCompound.name] ?? []
      let insets = try insetValues(statement.inset, isEdges: isEdges, edges: attributes)
      for attribute in attributes {
        let lhs = try anchor(lhsCompound.view, attribute, lhsCompound.space, lhsCompound.span)
        var rhs = try anchor(rhsCompound.view, attribute, rhsCompound.space, rhsCompound.span)
        // An inset moves each edge inwards: down from the top, in from the leading edge,
        // up from the bottom, in from the trailing edge.
        let inward: Double = attribute == .top || attribute == .leading ? 1 : -1
        rhs = rhs + LinearForm(constant: inward * (insets[attribute] ?? 0))
        try append(
          lhs: lhs, rhs: rhs, statement.relation, priority, statement)
      }
      return
    }
    if let inset = statement.inset {
      throw failure(
        .insetWithoutEdges, "'inset' applies only to compound edge anchors such as 'a.edges'",
        inset.span)
    }
    if try compound(statement.rhs) != nil {
      // A misspelt compound on the left (`box.centr == root.center`) is an unknown
      // attribute there, not a mismatch on the right.
      _ = try evaluate(statement.lhs)
      throw failure(
        .compoundMismatch, "a compound anchor must be related to another of its kind",
        statement.rhs.span)
    }
    let lhs = try evaluate(statement.lhs)
    let rhs = try evaluate(statement.rhs)
    try append(lhs: lhs, rhs: rhs, statement.relation, priority, statement)
  }

  private mutating func append(
    lhs: consuming LinearForm, rhs: consuming LinearForm, _ relation: Relation,
    _ priority: Double, _ statement: ConstraintStatement
  ) throws(Failure) {
    var (lhs, rhs) = (lhs, rhs)
    applyScrollViewRule(&lhs, &rhs)
    try checkTypes(lhs, rhs, statement)
    constraints.append(
      CheckedConstraint(
        form: lhs - rhs, relation: relation, priority: priority,
        origin: .statement(statement.span), label: statement.label?.text, condition: condition))
    if let label = statement.label { names.recorder.define(.label(label.text), label.span) }
  }

  /// The inset of each edge a compound constraint relates (none when there is no clause).
  private func insetValues(
    _ clause: InsetClause?, isEdges: Bool, edges: [Attribute]
  ) throws(Failure) -> [Attribute: Double] {
    guard let clause else { return [:] }
    guard isEdges else {
      throw failure(
        .insetWithoutEdges, "'inset' applies only to compound edge anchors such as 'a.edges'",
        clause.span)
    }
    func constant(_ expression: LinearExpression) throws(Failure) -> Double {
      let form = try evaluate(expression)
      guard form.isConstant else {
        throw failure(
          .insetNotConstant, "an inset must be a number or a metric", expression.span)
      }
      return form.constant
    }
    var values: [Attribute: Double] = [:]
    switch clause.value {
    case .uniform(let expression):
      let value = try constant(expression)
      for edge in edges { values[edge] = value }
    case .perEdge(let entries):
      for (edge, expression) in entries {
        guard let attribute = Attribute(rawValue: edge.text), edges.contains(attribute) else {
          throw unknownName(edge, kind: .edge, candidates: edges.map(\.rawValue))
        }
        values[attribute] = try constant(expression)
      }
    }
    return values
  }

  func resolvePriority(_ clause: PriorityClause?) throws(Failure) -> Double {
    guard let clause else { return 1000 }
    let value: Double
    switch clause.value {
    case .number(let number): value = number
    case .name(let name):
      if let named = Checker.namedPriorities[name.text] {
        value = named
      } else if let metric = names.metric(name) {
        value = metric
      } else {
        throw unknownName(
          name, kind: .priority,
          candidates: Array(Checker.namedPriorities.keys) + Array(names.metrics.keys))
      }
    }
    guard value >= 1, value <= 1000 else {
      throw failure(
        .priorityRange, "priority \(formatNumber(value)) is out of range; use 1…1000",
        clause.span,
        help: "1000 is required; 'high' is 750, 'low' 250, 'fitting' 50")
    }
    return value
  }

  // MARK: Expressions

  struct Compound {
    var name: String
    var view: Int
    var space: AnchorSpace
    var span: SourceSpan
  }

  /// A path that names a compound anchor (`a.edges`, `s.contentGuide.edges`), or nil.
  func compound(_ expression: LinearExpression) throws(Failure) -> Compound? {
    guard case .path(let parts, let span) = expression, parts.count >= 2,
      names.keyword(parts[parts.count - 1])?.compound != nil
    else { return nil }
    let view = try viewIndex(parts[0])
    var space = AnchorSpace.frame
    if parts.count == 3 { space = try guide(parts[1], of: view) }
    if parts.count > 3 {
      throw failure(.pathTooLong, "too many '.' parts in '\(dotted(parts))'", span)
    }
    return Compound(name: parts[parts.count - 1].text, view: view, space: space, span: span)
  }

  func evaluate(_ expression: LinearExpression) throws(Failure) -> LinearForm {
    switch expression {
    case .number(let number):
      return LinearForm(constant: try checkedNumber(number.value, number.span))
    case .negate(let inner, _):
      return try evaluate(inner) * -1
    case .binary(let op, let lhs, let rhs, let span):
      let left = try evaluate(lhs)
      let right = try evaluate(rhs)
      switch op {
      case .add: return left + right
      case .subtract: return left - right
      case .multiply:
        if right.isConstant { return try bounded(left * right.constant, span) }
        if left.isConstant { return try bounded(right * left.constant, span) }
        throw failure(
          .nonlinear, "cannot multiply two anchors or variables; one side must be a number", span)
      case .divide:
        guard right.isConstant else {
          throw failure(.nonlinear, "cannot divide by an anchor or variable", rhs.span)
        }
        guard right.constant != 0 else {
          throw failure(.divisionByZero, "division by zero", rhs.span)
        }
        return try bounded(left * (1 / right.constant), span)
      }
    case .path(let parts, let span):
      return try evaluatePath(parts, span)
    }
  }

  private func bounded(_ form: LinearForm, _ span: SourceSpan) throws(Failure) -> LinearForm {
    _ = try checkedNumber(form.constant, span)
    for term in form.terms { _ = try checkedNumber(term.coefficient, span) }
    return form
  }

  private func evaluatePath(_ parts: [Name], _ span: SourceSpan) throws(Failure) -> LinearForm {
    let first = parts[0]
    if parts.count == 1 {
      if let value = names.metric(first) { return LinearForm(constant: value) }
      switch names.declaration(first)?.entity {
      case .variable(let index)?:
        names.recorder.use(.variable(index), first.span)
        return LinearForm(.variable(index))
      case .view?:
        throw failure(
          .missingAttribute, "'\(first.text)' is a view; name one of its attributes", first.span,
          help: "for example '\(first.text).top' or '\(first.text).width'")
      case .metric?, nil:
        if metricsInFile.contains(first.text) {
          throw failure(
            .metricBeforeDefinition, "metric '\(first.text)' is used before it is defined",
            first.span)
        }
        throw unknownName(
          first, kind: .name, candidates: names.declaredNames + Array(names.metrics.keys))
      }
    }
    let view = try viewIndex(first)
    if parts.count == 2 {
      let (attribute, space) = try attributeName(parts[1])
      return try anchor(view, attribute, space, span)
    }
    if parts.count == 3 {
      let space = try guide(parts[1], of: view)
      let (attribute, attributeSpace) = try attributeName(parts[2])
      guard attributeSpace == .frame else {
        throw failure(
          .marginInGuide,
          "'\(parts[2].text)' cannot be used on a guide; use '\(attribute.rawValue)'", parts[2].span
        )
      }
      return try anchor(view, attribute, space, span)
    }
    throw failure(.pathTooLong, "too many '.' parts in '\(dotted(parts))'", span)
  }

  /// A path as its parts joined by dots, however it was spaced (`root.safeArea. a.left`):
  /// what a message names, so that `strut fmt`, which closes the gaps, keeps it.
  func dotted(_ parts: [Name]) -> String {
    parts.map(\.text).joined(separator: ".")
  }

  func viewIndex(_ name: Name) throws(Failure) -> Int {
    if case .view(let index)? = names.declaration(name)?.entity {
      names.recorder.use(.view(index), name.span)
      return index
    }
    if names.declaration(name) != nil || names.metric(name) != nil {
      throw failure(.notAView, "'\(name.text)' is not a view", name.span)
    }
    let viewNames = views.map(\.name)
    throw unknownName(name, kind: .view, candidates: viewNames)
  }

  private func attributeName(_ name: Name) throws(Failure) -> (Attribute, AnchorSpace) {
    let keyword = names.keyword(name)
    if let found = keyword?.attribute { return found }
    if keyword?.compound != nil {
      throw failure(
        .compoundInExpression,
        "compound anchor '\(name.text)' can only be related to another '\(name.text)' on its own",
        name.span)
    }
    throw unknownName(
      name, kind: .attribute,
      candidates: Array(Checker.attributeNames.keys) + Array(Checker.guideNames.keys)
        + Array(Checker.compoundNames.keys))
  }

  func guide(_ name: Name, of view: Int) throws(Failure) -> AnchorSpace {
    guard let space = names.keyword(name)?.guide else {
      throw unknownName(name, kind: .guide, candidates: Array(Checker.guideNames.keys))
    }
    if space == .content || space == .frameGuide, !views[view].kind.hasContentArea {
      throw failure(
        .guideNeedsScrollView,
        "'\(name.text)' exists only on scroll views; '\(views[view].name)' is a \(views[view].kind.name)",
        name.span)
    }
    return space
  }

  func anchor(_ view: Int, _ attribute: Attribute, _ space: AnchorSpace, _ span: SourceSpan)
    throws(Failure) -> LinearForm
  {
    LinearForm(.anchor(AnchorReference(view: view, attribute: attribute, space: space)))
  }

  // MARK: Scroll views and types

  func isDescendant(_ view: Int, of ancestor: Int) -> Bool {
    var current = views[view].parent
    while let index = current {
      if index == ancestor { return true }
      current = views[index].parent
    }
    return false
  }

  /// Auto Layout's scroll-view rule: a constraint between a scroll view's edges (or margins)
  /// and its own content attaches to the content area; sizes and centers stay on the frame.
  func applyScrollViewRule(_ lhs: inout LinearForm, _ rhs: inout LinearForm) {
    func isScrollEdge(_ term: LinearTerm) -> Bool {
      guard case .anchor(let anchor) = term.atom else { return false }
      return views[anchor.view].kind.hasContentArea && anchor.attribute.isEdge
        && (anchor.space == .frame || anchor.space == .margins)
    }
    // Most constraints name no scroll view's edge (and most layouts have no scroll view):
    // nothing to do.
    guard hasContentAreas,
      lhs.terms.contains(where: isScrollEdge) || rhs.terms.contains(where: isScrollEdge)
    else {
      return
    }
    let viewsInConstraint = (Array(lhs.terms) + Array(rhs.terms)).compactMap { term -> Int? in
      if case .anchor(let anchor) = term.atom { return anchor.view }
      return nil
    }
    func adjust(_ form: LinearForm) -> LinearForm {
      var result = LinearForm(constant: form.constant)
      for term in form.terms {
        guard isScrollEdge(term), case .anchor(var anchor) = term.atom,
          viewsInConstraint.contains(where: { isDescendant($0, of: anchor.view) })
        else {
          result.add(term.atom, term.coefficient)
          continue
        }
        anchor.space = anchor.space == .frame ? .content : .contentMargins
        result.add(.anchor(anchor), term.coefficient)
      }
      return result
    }
    (lhs, rhs) = (adjust(lhs), adjust(rhs))
  }

  /// Auto Layout's typing rules, generalised to linear expressions: locations on one axis
  /// only, leading/trailing never with left/right, and the location coefficients of the two
  /// sides must balance (no location equal to a constant, or to a size, or multiplied).
  func checkTypes(_ lhs: LinearForm, _ rhs: LinearForm, _ statement: ConstraintStatement)
    throws(Failure)
  {
    var horizontal: Attribute?
    var vertical: Attribute?
    var directional: Attribute?
    var absolute: Attribute?
    var hasDimension = false
    // Each side's location coefficients, summed.
    var weights = (left: 0.0, right: 0.0)
    // One pass over each side's terms, read in place (walking copies of both sides through a
    // chained sequence, and each again for its weight, was half of checking a constraint).
    func note(_ term: LinearTerm, left: Bool) {
      guard case .anchor(let anchor) = term.atom else { return }
      guard !anchor.attribute.isDimension else {
        hasDimension = true
        return
      }
      if left { weights.left += term.coefficient } else { weights.right += term.coefficient }
      if anchor.attribute.axis == .horizontal {
        horizontal = horizontal ?? anchor.attribute
      } else {
        vertical = vertical ?? anchor.attribute
      }
      if anchor.attribute.isDirectional { directional = directional ?? anchor.attribute }
      if anchor.attribute.isAbsoluteHorizontal { absolute = absolute ?? anchor.attribute }
    }
    lhs.forEachTerm { note($0, left: true) }
    rhs.forEachTerm { note($0, left: false) }
    if let horizontal, let vertical {
      throw failure(
        .axisMismatch,
        "cannot relate x-axis anchor '\(horizontal.rawValue)' to y-axis anchor '\(vertical.rawValue)'",
        statement.span)
    }
    if let directional, let absolute {
      throw failure(
        .directionMismatch,
        "cannot relate '\(directional.rawValue)' to '\(absolute.rawValue)': use leading/trailing for both or neither",
        statement.span)
    }
    let (left, right) = weights
    guard abs(left - right) > 1e-9 else { return }
    let constantSide =
      lhs.isConstant ? statement.lhs.span : rhs.isConstant ? statement.rhs.span : nil
    if let constantSide {
      throw Failure(
        diagnostic: Diagnostic(
          .locationEqualsConstant,
          "a location cannot equal a constant; locations must be related in pairs",
          at: constantSide,
          help: "relate it to another anchor, for example 'root.top + 20'"))
    }
    if hasDimension && (left == 0 || right == 0) {
      throw failure(.locationToDimension, "cannot relate a location to a size", statement.span)
    }
    guard left != 0 && right != 0 else {
      throw failure(
        .locationMultiplier,
        "locations must be related in pairs: one side has none (\(formatNumber(left)) against \(formatNumber(right)))",
        statement.span)
    }
    // A multiplier on a location (Interface Builder's proportional position,
    // `title.centerX == card.centerX * 0.5`) is valid, as NSLayoutConstraint allows it; the
    // compiler measures such a constraint in its views' nearest common ancestor's bounds.
  }
}
