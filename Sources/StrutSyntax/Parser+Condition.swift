import StrutCore

extension Parser {
  /// when = "when" condition block ;
  mutating func parseWhen() throws(Failure) -> WhenBlock {
    note("when")
    let keyword = advance().span
    guard !isAtStatementEnd, !check(.leftBrace) else {
      throw unexpected(
        expected: "a condition after 'when', such as 'root.height < 630' or 'compact'")
    }
    let condition = try parseCondition()
    if check(.newline), braceFollowsNewlines() {
      // Report it, then read the block anyway so that its statements are still checked.
      diagnostics.append(
        Diagnostic(
          .braceOnNextLine,
          "the '{' of a 'when' block must be on the same line as 'when'",
          at: current.span, help: "move the '{' up to the end of this line"))
      while match(.newline) {}
    }
    guard check(.leftBrace) else {
      throw unexpected(expected: "'{' to open the 'when' block, or 'and' / 'or'")
    }
    let (body, end) = try parseBlock()
    return WhenBlock(
      keywordSpan: keyword, condition: condition, body: body, span: keyword.union(end))
  }

  private func braceFollowsNewlines() -> Bool {
    var index = position
    while index < tokens.count, tokens[index].kind == .newline { index += 1 }
    return index < tokens.count && tokens[index].kind == .leftBrace
  }

  /// condition = conjunction { "or" conjunction } ;
  mutating func parseCondition() throws(Failure) -> Condition {
    note("condition")
    var result = try parseConjunction()
    while isWord("or") {
      try countOperator()
      advance()
      let rhs = try parseConjunction()
      result = .or(result, rhs, span: result.span.union(rhs.span))
    }
    return result
  }

  /// conjunction = negation { "and" negation } ;
  mutating func parseConjunction() throws(Failure) -> Condition {
    note("conjunction")
    var result = try parseNegation()
    while isWord("and") {
      try countOperator()
      advance()
      let rhs = try parseNegation()
      result = .and(result, rhs, span: result.span.union(rhs.span))
    }
    return result
  }

  /// negation = "not" negation | "(" condition ")" | comparison ;
  /// comparison = expression [ comparison-operator expression ] ;
  ///   (without an operator the expression must be a single name: a trait or a metric)
  mutating func parseNegation() throws(Failure) -> Condition {
    note("negation")
    try enter()
    defer { leave() }
    if isWord("not"), peek().kind != .dot {
      let start = advance().span
      let operand = try parseNegation()
      return .not(operand, span: start.union(operand.span))
    }
    if check(.leftParen), !parenthesesOpenAnExpression() {
      let open = advance().span
      let inner = try parseCondition()
      let close = try expect(.rightParen, "')' to close '('")
      return rewrap(inner, open.union(close.span))
    }
    note("comparison")
    let lhs = try parseExpression()
    guard let op = comparisonOperator() else {
      if case .path(let names, _) = lhs, names.count == 1 { return .name(names[0]) }
      if check(.equals) {
        throw Failure(
          diagnostic: Diagnostic(
            .singleEquals, "'=' is not a comparison", at: current.span,
            help: "use '==' to compare", fixIts: [Diagnostic.FixIt(current.span, "==")]))
      }
      throw unexpected(
        expected: "a comparison ('<', '<=', '>', '>=', '==' or '!=') after '\(file.text(lhs.span))'"
      )
    }
    note("comparison-operator")
    advance()
    let rhs = try parseExpression()
    return .comparison(lhs, op, rhs, span: lhs.span.union(rhs.span))
  }

  private func comparisonOperator() -> ComparisonOperator? {
    switch current.kind {
    case .less: .less
    case .greater: .greater
    case .notEqual: .notEqual
    case .relation(.lessThanOrEqual): .lessOrEqual
    case .relation(.greaterThanOrEqual): .greaterOrEqual
    case .relation(.equal): .equal
    default: nil
    }
  }

  /// At a '(' in a condition: true when it opens an arithmetic expression (`(a + b) / 2 < c`),
  /// false when it groups a condition (`(compact or rtl)`). Decided by what follows the
  /// matching ')': an arithmetic or comparison operator continues an expression.
  private func parenthesesOpenAnExpression() -> Bool {
    var depth = 0
    var index = position
    while index < tokens.count {
      switch tokens[index].kind {
      case .leftParen: depth += 1
      case .rightParen:
        depth -= 1
        if depth == 0 {
          guard index + 1 < tokens.count else { return false }
          switch tokens[index + 1].kind {
          case .plus, .minus, .star, .slash, .less, .greater, .notEqual, .relation: return true
          default: return false
          }
        }
      case .newline, .endOfFile, .leftBrace: return false
      default: break
      }
      index += 1
    }
    return false
  }

  /// A parenthesised condition keeps its shape but spans the parentheses.
  private func rewrap(_ condition: Condition, _ span: SourceSpan) -> Condition {
    switch condition {
    case .name: condition
    case .comparison(let lhs, let op, let rhs, _): .comparison(lhs, op, rhs, span: span)
    case .not(let inner, _): .not(inner, span: span)
    case .and(let lhs, let rhs, _): .and(lhs, rhs, span: span)
    case .or(let lhs, let rhs, _): .or(lhs, rhs, span: span)
    }
  }
}
