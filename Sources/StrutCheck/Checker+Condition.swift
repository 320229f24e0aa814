import StrutCore
import StrutModel
import StrutSyntax

extension Checker {
  /// Resolves a `when` block's body with its condition (and any enclosing block's) attached
  /// to every constraint it makes.
  mutating func resolveWhen(_ block: WhenBlock, parent: Int) {
    var checked = ScreenCondition.constant(false)
    do throws(Failure) {
      checked = try checkCondition(block.condition)
    } catch {
      // Report it, and still check the body for mistakes of its own.
      diagnostics.append(error.diagnostic)
    }
    let outer = condition
    condition = outer.map { .and($0, checked) } ?? checked
    defer { condition = outer }
    resolve(block.body, parent: parent)
  }

  /// Inside a `when` block only constraints, VFL lines and nested blocks are allowed:
  /// declarations hold on every screen.
  func checkAllowedInWhen(_ statement: Statement) throws(Failure) {
    let (word, span): (String, SourceSpan)
    switch statement {
    case .constraint, .visualFormat, .when: return
    case .metric(let node): (word, span) = ("let", node.span)
    case .variable(let node): (word, span) = ("var", node.span)
    case .screen(let node): (word, span) = ("screen", node.span)
    case .view(let node): (word, span) = (node.kind.text, node.kind.span)
    }
    throw failure(
      .declarationInWhen, "'\(word)' cannot appear inside a 'when' block", span,
      help:
        "declare it outside the block; inside, write the constraints that apply on matching screens"
    )
  }

  /// Folds metrics and numbers; keeps what depends on the screen (its size and traits).
  func checkCondition(_ condition: Condition) throws(Failure) -> ScreenCondition {
    switch condition {
    case .name(let name):
      if let value = names.metric(name) { return .constant(value != 0) }
      if let trait = ScreenTrait(rawValue: name.text) { return .trait(trait) }
      if metricsInFile.contains(name.text) {
        throw failure(
          .metricBeforeDefinition, "metric '\(name.text)' is used before it is defined",
          name.span)
      }
      if names.declaration(name) != nil {
        throw failure(
          .conditionNotBoolean, "'\(name.text)' is not a condition", name.span,
          help:
            "compare a number, for example 'root.width < 400', or test a trait such as 'compact'")
      }
      throw unknownName(
        name, kind: .condition,
        candidates: ScreenTrait.allCases.map(\.rawValue) + Array(names.metrics.keys))
    case .comparison(let lhs, let op, let rhs, let span):
      let difference = ScreenExpression.binary(
        .subtract, try screenExpression(lhs), try screenExpression(rhs)
      ).folded
      if case .number(let value) = difference {
        guard value.isFinite else {
          throw failure(.conditionNotFinite, "this comparison has no finite value", span)
        }
        return .constant(op.compare(value))
      }
      return .comparison(difference, op, span: span)
    case .not(let inner, _):
      let checked = try checkCondition(inner)
      if case .constant(let value) = checked { return .constant(!value) }
      return .not(checked)
    case .and(let lhs, let rhs, _):
      return .and(try checkCondition(lhs), try checkCondition(rhs))
    case .or(let lhs, let rhs, _):
      return .or(try checkCondition(lhs), try checkCondition(rhs))
    }
  }

  /// A condition's arithmetic: numbers, metrics and the root's width and height, folded
  /// where no screen value is involved.
  private func screenExpression(_ expression: LinearExpression) throws(Failure) -> ScreenExpression
  {
    switch expression {
    case .number(let number):
      return .number(try checkedNumber(number.value, number.span))
    case .negate(let inner, _):
      return .negate(try screenExpression(inner)).folded
    case .binary(let op, let lhs, let rhs, _):
      let right = try screenExpression(rhs)
      if op == .divide, case .number(0) = right {
        throw failure(.divisionByZero, "division by zero", rhs.span)
      }
      return .binary(op, try screenExpression(lhs), right).folded
    case .path(let parts, let span):
      if parts.count == 2, parts[0].text == "root",
        parts[1].text == "width" || parts[1].text == "height"
      {
        return parts[1].text == "width" ? .width : .height
      }
      let form = try evaluate(expression)
      guard form.isConstant else {
        throw failure(
          .conditionNotConstant,
          "a condition can use numbers, metrics and the screen's size ('root.width', 'root.height'), not anchors of views or variables",
          span)
      }
      return .number(form.constant)
    }
  }
}
