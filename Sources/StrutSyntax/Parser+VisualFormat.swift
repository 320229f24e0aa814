import StrutCore

extension Parser {
  /// visual-format = [ ( "H" | "V" ) ":" ] [ "|" connection ] view { connection view }
  ///                 [ connection "|" ] [ "(" identifier { "," identifier } ")" ] ;
  mutating func parseVisualFormatLine() throws(Failure) -> VisualFormatLine {
    note("visual-format")
    let start = current.span
    var orientation = VisualFormatLine.Orientation.horizontal
    if check(.identifier), peek().kind == .colon {
      orientation = isWord("V") ? .vertical : .horizontal
      advance()
      advance()
    }
    var leading: VisualFormatConnection?
    if check(.pipe) {
      advance()
      leading = try parseConnection()
    }
    var views = [try parseVisualFormatView()]
    var connections: [VisualFormatConnection] = []
    var trailing: VisualFormatConnection?
    while !isAtStatementEnd && !check(.leftParen) {
      let connection = try parseConnection()
      if check(.pipe) {
        advance()
        trailing = connection
        break
      }
      guard check(.leftBracket) else {
        throw unexpected(expected: "'[' to start a view or '|' for the superview")
      }
      connections.append(connection)
      views.append(try parseVisualFormatView())
    }
    var options: [Name] = []
    if check(.leftParen) {
      note("format-options")
      advance()
      repeat {
        options.append(try identifier("a format option such as 'alignAllTop'"))
      } while match(.comma)
      _ = try expect(.rightParen, "',' or ')' after the format option")
    }
    return VisualFormatLine(
      orientation: orientation, leadingSuperview: leading, views: views,
      connections: connections, trailingSuperview: trailing, options: options,
      span: start.union(tokens[max(0, position - 1)].span))
  }

  /// connection = "" | "-" | "-" predicate-list "-" ;
  /// predicate-list = simple-predicate | "(" predicate { "," predicate } ")" ;
  mutating func parseConnection() throws(Failure) -> VisualFormatConnection {
    note("connection")
    guard check(.minus) else { return VisualFormatConnection(kind: .flush, span: current.span) }
    let dash = advance().span
    if check(.leftBracket) || check(.pipe) {
      return VisualFormatConnection(kind: .standard, span: dash)
    }
    let predicates: [VisualFormatPredicate]
    note("predicate-list")
    if check(.number) { note("simple-predicate") }
    if check(.identifier) { note("simple-predicate") }
    switch current.kind {
    case .number:
      let token = advance()
      predicates = [
        VisualFormatPredicate(
          relation: .equal, object: .number(value(token)), priority: nil, span: token.span)
      ]
    case .identifier:
      let token = advance()
      let metric = name(token)
      predicates = [
        VisualFormatPredicate(
          relation: .equal, object: .name(metric), priority: nil, span: metric.span)
      ]
    case .leftParen:
      predicates = try parsePredicateList()
    default:
      throw unexpected(expected: "a number, a metric or '(' after '-'")
    }
    let close = try expect(.minus, "'-' after the spacing")
    return VisualFormatConnection(kind: .predicates(predicates), span: dash.union(close.span))
  }

  /// view = "[" identifier [ "(" predicate { "," predicate } ")" ] "]" ;
  mutating func parseVisualFormatView() throws(Failure) -> VisualFormatView {
    note("vfl-view")
    let open = try expect(.leftBracket, "'[' to start a view")
    let name = try identifier("a view name after '['")
    var predicates: [VisualFormatPredicate] = []
    if check(.leftParen) { predicates = try parsePredicateList() }
    guard check(.rightBracket) else {
      if predicates.isEmpty && !check(.leftParen) {
        throw unexpected(expected: "']' after view '\(name.text)'")
      }
      throw Failure(
        diagnostic: Diagnostic(
          .visualFormatView,
          "a predicate on a view's size must end with ')' and the view with ']'; found \(describe(current))",
          at: current.span))
    }
    let close = advance()
    return VisualFormatView(name: name, predicates: predicates, span: open.span.union(close.span))
  }

  /// "(" predicate { "," predicate } ")"
  mutating func parsePredicateList() throws(Failure) -> [VisualFormatPredicate] {
    _ = try expect(.leftParen, "'('")
    var predicates = [try parsePredicate()]
    while match(.comma) { predicates.append(try parsePredicate()) }
    _ = try expect(.rightParen, "',' or ')' after the predicate")
    return predicates
  }

  /// predicate = [ relation ] ( number | identifier ) [ "@" ( number | identifier ) ] ;
  mutating func parsePredicate() throws(Failure) -> VisualFormatPredicate {
    note("predicate")
    let start = current.span
    var relation = Relation.equal
    if case .relation(let written) = current.kind {
      relation = written
      advance()
    } else if check(.equals) {
      throw Failure(
        diagnostic: Diagnostic(
          .unknownRelation, "unknown relation; must be '==', '>=' or '<='",
          at: current.span, fixIts: [Diagnostic.FixIt(current.span, "==")]))
    } else if let strict = strictRelation() {
      throw strict
    }
    let object: VisualFormatPredicate.Object
    var negative = false
    if check(.minus) {
      negative = true
      advance()
    }
    switch current.kind {
    case .number:
      let token = advance()
      let number = value(token)
      object = .number(negative ? -number : number)
    case .identifier where !negative:
      let token = advance()
      object = .name(name(token))
    default:
      throw unexpected(expected: "a number, a metric or a view name in the predicate")
    }
    var priority: PriorityClause?
    if check(.at) { priority = try parsePriority() }
    return VisualFormatPredicate(
      relation: relation, object: object, priority: priority,
      span: start.union(tokens[max(0, position - 1)].span))
  }
}
