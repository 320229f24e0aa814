import StrutCore

extension ScreenCondition {
  /// The condition with the spans of its comparisons moved by an edit.
  public func shifted(_ shift: SpanShift) -> ScreenCondition {
    switch self {
    case .constant, .trait: self
    case .comparison(let difference, let op, let span):
      .comparison(difference, op, span: shift.apply(span))
    case .not(let inner): .not(inner.shifted(shift))
    case .and(let lhs, let rhs): .and(lhs.shifted(shift), rhs.shifted(shift))
    case .or(let lhs, let rhs): .or(lhs.shifted(shift), rhs.shifted(shift))
    }
  }
}

extension Origin {
  public func shifted(_ shift: SpanShift) -> Origin {
    switch self {
    case .statement(let span): return .statement(shift.apply(span))
    case .visualFormat(let span): return .visualFormat(shift.apply(span))
    case .uikit(.screenSize(let span)): return .uikit(.screenSize(shift.apply(span)))
    case .uikit: return self
    case .stackView(var constraint):
      constraint.span = shift.apply(constraint.span)
      return .stackView(constraint)
    }
  }
}

extension CheckedConstraint {
  /// Whether an edit moves any of its spans (a `when` condition's are always moved, to be
  /// safe: they are few).
  func movesWith(_ shift: SpanShift) -> Bool {
    condition != nil || (origin.span.map { $0.end >= shift.from } ?? false)
  }

  public func shifted(_ shift: SpanShift) -> CheckedConstraint {
    var moved = self
    moved.origin = origin.shifted(shift)
    moved.condition = condition?.shifted(shift)
    return moved
  }
}

extension CheckedView {
  public func shifted(_ shift: SpanShift) -> CheckedView {
    var moved = self
    moved.span = shift.apply(span)
    moved.hiddenSpan = shift.apply(hiddenSpan)
    return moved
  }
}

extension CheckedProgram {
  /// The program with every span moved by an edit of its text (`file` stays as it was:
  /// the caller gives the edited file).
  public func shifted(_ shift: SpanShift) -> CheckedProgram {
    var moved = self
    // In place, and only what the edit moves (often little: a statement near the end).
    for index in views.indices
    where views[index].span.end >= shift.from || views[index].hiddenSpan != nil {
      moved.views[index] = views[index].shifted(shift)
    }
    moved.variableSpans = variableSpans.map(shift.apply)
    for index in constraints.indices where constraints[index].movesWith(shift) {
      moved.constraints[index] = constraints[index].shifted(shift)
    }
    moved.screens = screens.map { screen in
      var screen = screen
      screen.span = shift.apply(screen.span)
      return screen
    }
    moved.names = NameIndex(
      names.recorded.map {
        NameIndex.Occurrence(
          entity: $0.entity, span: shift.apply($0.span), isDefinition: $0.isDefinition)
      })
    return moved
  }
}
