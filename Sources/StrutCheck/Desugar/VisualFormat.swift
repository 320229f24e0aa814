import StrutCore
import StrutModel
import StrutSyntax

extension Checker {

  /// Compiles a VFL line into anchor constraints, as `NSLayoutConstraint.constraints(
  /// withVisualFormat:)` does: connections become spacing constraints between leading and
  /// trailing (or top and bottom) edges, view predicates size constraints.
  mutating func addVisualFormat(_ line: VisualFormatLine, context: Int) throws(Failure) {
    let horizontal = line.orientation == .horizontal
    let (alignments, direction) = try formatOptions(line)
    // Spacing runs from `start` to `end`; `sign` is -1 when that runs right to left.
    var (start, end, sign): (Attribute, Attribute, Double) =
      horizontal ? (.leading, .trailing, 1) : (.top, .bottom, 1)
    if horizontal && direction == "directionLeftToRight" { (start, end) = (.left, .right) }
    if horizontal && direction == "directionRightToLeft" {
      (start, end, sign) = (.right, .left, -1)
    }
    let size: Attribute = horizontal ? .width : .height
    var indices: [Int] = []
    indices.reserveCapacity(line.views.count)
    for view in line.views {
      let index = try viewIndex(view.name)
      guard index != 0 else {
        throw failure(
          .rootInVisualFormat, "'root' cannot appear in '[…]'; write '|' for the superview",
          view.name.span)
      }
      indices.append(index)
    }
    let superview = views[indices[0]].parent ?? 0
    for (position, index) in indices.enumerated() where views[index].parent != superview {
      throw failure(
        .visualFormatSuperview,
        "views in a visual format line must share a superview; '\(views[index].name)' is not in '\(views[superview].name)'",
        line.views[position].name.span)
    }
    func frame(_ view: Int, _ attribute: Attribute) -> AnchorReference {
      AnchorReference(view: view, attribute: attribute, space: .frame)
    }
    // Each constraint is appended as it is made (a list of pending ones copied every form
    // through generic tuple witnesses: a sixth of checking a VFL-heavy file); a line with an
    // error adds none of them.
    let firstConstraint = constraints.count
    do throws(Failure) {
      if let leading = line.leadingSuperview {
        try connect(
          leading, sign: sign, standard: UIKitDefaults.standardSuperviewSpacing,
          frame(superview, start), frame(indices[0], start))
      }
      for (position, connection) in line.connections.enumerated() {
        try connect(
          connection, sign: sign, standard: UIKitDefaults.standardSpacing,
          frame(indices[position], end), frame(indices[position + 1], start), betweenViews: true)
      }
      if let trailing = line.trailingSuperview {
        try connect(
          trailing, sign: sign, standard: UIKitDefaults.standardSuperviewSpacing,
          frame(indices[indices.count - 1], end), frame(superview, end))
      }
      for (position, view) in line.views.enumerated() {
        for predicate in view.predicates {
          if case .name(let name) = predicate.object, names.metric(name) == nil {
            let other = try viewIndex(name)
            appendVisualFormat(
              frame(indices[position], size), predicate.relation, frame(other, size),
              priority: try resolvePriority(predicate.priority), predicate.span)
          } else {
            let value = try predicateConstant(predicate)
            appendVisualFormat(
              frame(indices[position], size), predicate.relation, nil, plus: value,
              priority: try resolvePriority(predicate.priority), predicate.span)
          }
        }
      }
      for (attribute, option) in alignments {
        for index in indices.indices.dropFirst() {
          appendVisualFormat(
            frame(indices[index], attribute), .equal, frame(indices[index - 1], attribute),
            priority: 1000, option.span)
        }
      }
    } catch {
      constraints.removeSubrange(firstConstraint...)
      throw error
    }
  }

  /// Appends the constraints of a connection from `first` to `second`: the gap between them,
  /// measured in the line's direction, (rel) its spacing: `second (rel) first + spacing`, or
  /// mirrored when the line runs right to left (`sign` -1).
  /// (A method, not a function nested in `addVisualFormat`: that one captured the checker
  /// and copied it whole at each call.)
  private mutating func connect(
    _ connection: VisualFormatConnection, sign: Double, standard: Double,
    _ first: AnchorReference, _ second: AnchorReference, betweenViews: Bool = false
  ) throws(Failure) {
    let (later, earlier) = sign > 0 ? (second, first) : (first, second)
    switch connection.kind {
    case .flush:
      appendVisualFormat(
        later, .equal, earlier, priority: 1000,
        SourceSpan(connection.span.start, connection.span.start))
    case .standard:
      appendVisualFormat(
        later, .equal, earlier, plus: standard, priority: 1000, connection.span,
        isStandardSpacing: betweenViews)
    case .predicates(let predicates):
      for predicate in predicates {
        let value = try predicateConstant(predicate)
        appendVisualFormat(
          later, predicate.relation, earlier, plus: value,
          priority: try resolvePriority(predicate.priority), predicate.span)
      }
    }
  }

  /// Appends `later (relation) earlier + constant` (just the constant without `earlier`),
  /// made by a VFL line.
  private mutating func appendVisualFormat(
    _ later: AnchorReference, _ relation: Relation, _ earlier: AnchorReference?,
    plus constant: Double = 0, priority: Double, _ span: SourceSpan,
    isStandardSpacing: Bool = false
  ) {
    let form: LinearForm
    if hasContentAreas {
      var lhs = LinearForm(.anchor(later))
      var rhs = earlier.map { LinearForm(.anchor($0)) } ?? LinearForm()
      rhs.constant += constant
      applyScrollViewRule(&lhs, &rhs)
      form = lhs - rhs
    } else {
      form = LinearForm(.anchor(later), minus: earlier.map { .anchor($0) }, minus: constant)
    }
    constraints.append(
      CheckedConstraint(
        form: form, relation: relation, priority: priority, origin: .visualFormat(span),
        condition: condition, isStandardSpacing: isStandardSpacing))
  }

  static let alignmentOptions: [String: Attribute] = [
    "alignAllLeft": .left, "alignAllRight": .right, "alignAllLeading": .leading,
    "alignAllTrailing": .trailing, "alignAllCenterX": .centerX, "alignAllTop": .top,
    "alignAllBottom": .bottom, "alignAllCenterY": .centerY,
    "alignAllFirstBaseline": .firstBaseline, "alignAllLastBaseline": .lastBaseline,
    "alignAllBaseline": .lastBaseline,
  ]
  static let directionOptions = [
    "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
  ]

  /// The line's alignment options (attribute and where it was written) and its direction.
  /// An H: line may align only along y, a V: line only along x, as Apple requires.
  private func formatOptions(_ line: VisualFormatLine) throws(Failure) -> (
    [(Attribute, Name)], String?
  ) {
    var alignments: [(Attribute, Name)] = []
    var direction: String?
    let horizontal = line.orientation == .horizontal
    for option in line.options {
      if let attribute = Checker.alignmentOptions[option.text] {
        guard attribute.axis != (horizontal ? Attribute.Axis.horizontal : .vertical) else {
          throw failure(
            .alignmentAxis,
            "'\(option.text)' cannot align the views of a\(horizontal ? "n H:" : " V:") line; use \(horizontal ? "top, bottom, centerY or a baseline" : "left, right, leading, trailing or centerX")",
            option.span)
        }
        alignments.append((attribute, option))
      } else if Checker.directionOptions.contains(option.text) {
        guard horizontal else {
          throw failure(.directionAxis, "'\(option.text)' applies only to H: lines", option.span)
        }
        direction = option.text
      } else {
        throw unknownName(
          option, kind: .formatOption,
          candidates: Array(Checker.alignmentOptions.keys) + Checker.directionOptions)
      }
    }
    return (alignments, direction)
  }

  private func predicateConstant(_ predicate: VisualFormatPredicate) throws(Failure) -> Double {
    switch predicate.object {
    case .number(let value):
      return try checkedNumber(value, predicate.span)
    case .name(let name):
      if let value = names.metric(name) { return value }
      if metricsInFile.contains(name.text) {
        throw failure(
          .metricBeforeDefinition, "metric '\(name.text)' is used before it is defined",
          name.span)
      }
      throw unknownName(name, kind: .metric, candidates: Array(names.metrics.keys))
    }
  }
}
