import StrutCore

extension Parser {
  /// constraint = [ identifier ":" ] expression relation expression [ priority ] ;
  mutating func parseConstraint() throws(Failure) -> ConstraintStatement {
    note("constraint")
    var label: Name?
    if check(.identifier), peek().kind == .colon {
      let token = advance()
      label = name(token)
      advance()
    }
    let lhs = try parseExpression()
    guard case .relation(let relation) = current.kind else {
      if check(.equals) {
        throw Failure(
          diagnostic: Diagnostic(
            .singleEquals, "'=' is not a relation", at: current.span,
            help: "use '==' to make the two sides equal",
            fixIts: [Diagnostic.FixIt(current.span, "==")]))
      }
      if let strict = strictRelation() { throw strict }
      throw unexpected(expected: "'==', '<=' or '>=' after '\(file.text(lhs.span))'")
    }
    let relationSpan = advance().span
    let rhs = try parseExpression()
    var inset: InsetClause?
    if isWord("inset") { inset = try parseInset() }
    var priority: PriorityClause?
    if check(.at) { priority = try parsePriority() }
    let start = label?.span ?? lhs.span
    return ConstraintStatement(
      label: label, lhs: lhs, relation: relation, relationSpan: relationSpan, rhs: rhs,
      inset: inset, priority: priority, span: start.union(priority?.span ?? inset?.span ?? rhs.span)
    )
  }

  /// `<` or `>` where a relation belongs: Auto Layout has no strict inequalities.
  func strictRelation() -> Failure? {
    let written: String
    switch current.kind {
    case .less: written = "<"
    case .greater: written = ">"
    default: return nil
    }
    return Failure(
      diagnostic: Diagnostic(
        .strictRelation, "'\(written)' is not a relation; use '\(written)='",
        at: current.span,
        help: "Auto Layout constraints relate with '==', '<=' or '>=' only",
        fixIts: [Diagnostic.FixIt(current.span, written + "=")]))
  }

  /// inset = "inset" ( expression | "(" identifier ":" expression { "," identifier ":" expression } ")" ) ;
  mutating func parseInset() throws(Failure) -> InsetClause {
    note("inset")
    let start = advance().span
    guard check(.leftParen) else {
      let value = try parseExpression()
      return InsetClause(value: .uniform(value), span: start.union(value.span))
    }
    advance()
    var entries: [(edge: Name, value: LinearExpression)] = []
    repeat {
      let edge = try identifier("an edge name such as 'top' or 'leading'")
      _ = try expect(.colon, "':' after '\(edge.text)'")
      entries.append((edge, try parseExpression()))
    } while match(.comma)
    let close = try expect(.rightParen, "',' or ')' after the inset")
    return InsetClause(value: .perEdge(entries), span: start.union(close.span))
  }

  /// priority = "@" ( number | identifier ) ;
  mutating func parsePriority() throws(Failure) -> PriorityClause {
    note("priority")
    let at = advance().span
    switch current.kind {
    case .number:
      let token = advance()
      return PriorityClause(value: .number(value(token)), span: at.union(token.span))
    case .identifier:
      let token = advance()
      let priority = name(token)
      return PriorityClause(value: .name(priority), span: at.union(token.span))
    default:
      throw unexpected(
        expected: "a priority after '@' (1…1000, 'required', 'high', 'low' or 'fitting')")
    }
  }

  /// expression = term { ( "+" | "-" ) term } ;
  mutating func parseExpression() throws(Failure) -> LinearExpression {
    note("expression")
    var result = try parseTerm()
    while true {
      let op: BinaryOperator
      if check(.plus) { op = .add } else if check(.minus) { op = .subtract } else { return result }
      try countOperator()
      advance()
      let rhs = try parseTerm()
      result = .binary(op, result, rhs, span: result.span.union(rhs.span))
    }
  }

  /// term = factor { ( "*" | "/" ) factor } ;
  mutating func parseTerm() throws(Failure) -> LinearExpression {
    note("term")
    var result = try parseFactor()
    while true {
      let op: BinaryOperator
      if check(.star) {
        op = .multiply
      } else if check(.slash) {
        op = .divide
      } else {
        return result
      }
      try countOperator()
      advance()
      let rhs = try parseFactor()
      result = .binary(op, result, rhs, span: result.span.union(rhs.span))
    }
  }

  /// factor = number | "-" factor | "(" expression ")" | path ;
  mutating func parseFactor() throws(Failure) -> LinearExpression {
    note("factor")
    try enter()
    defer { leave() }
    switch current.kind {
    case .number:
      let token = advance()
      return .number(NumberLiteral(value: value(token), span: token.span))
    case .minus:
      let start = advance().span
      let operand = try parseFactor()
      return .negate(operand, span: start.union(operand.span))
    case .leftParen:
      let open = advance().span
      let inner = try parseExpression()
      let close = try expect(.rightParen, "')' to close '('")
      return rewrap(inner, open.union(close.span))
    case .identifier:
      return try parsePath()
    default:
      throw unexpected(expected: "an anchor, a metric or a number")
    }
  }

  /// A parenthesised expression keeps its inner shape but spans the parentheses.
  private func rewrap(_ expression: LinearExpression, _ span: SourceSpan) -> LinearExpression {
    switch expression {
    case .number(let number): .number(NumberLiteral(value: number.value, span: span))
    case .path(let names, _): .path(names, span: span)
    case .negate(let inner, _): .negate(inner, span: span)
    case .binary(let op, let lhs, let rhs, _): .binary(op, lhs, rhs, span: span)
    }
  }

  /// path = identifier { "." identifier } ;
  mutating func parsePath() throws(Failure) -> LinearExpression {
    note("path")
    // The common one- and two-part paths as array literals: one allocation of the right
    // size (reserving room in an empty array took three times the instructions).
    let first = try identifier("a name")
    guard match(.dot) else { return .path([first], span: first.span) }
    let second = try identifier("an attribute name after '.'")
    guard check(.dot) else { return .path([first, second], span: first.span.union(second.span)) }
    var names = [first, second]
    while match(.dot) {
      names.append(try identifier("an attribute name after '.'"))
    }
    return .path(names, span: names[0].span.union(names[names.count - 1].span))
  }
}
