import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

extension ScreenCompiler {
  func value(_ variable: Variable) -> Double {
    let value = solver.value(of: variable)
    return abs(value) < 1e-9 ? 0 : value
  }

  /// "Scrollable content size ambiguity", saying which edge of the content area has no chain
  /// and which constraint would close it.
  func contentAmbiguity(_ scroll: Int, vertical: Bool) -> Diagnostic {
    let name = program.views[scroll].name
    let (startEdge, endEdge): (Attribute, Attribute) =
      vertical ? (.top, .bottom) : (.leading, .trailing)
    var reachesStart = false
    var reachesEnd = false
    for index in active {
      for term in program.constraints[index].form.terms {
        guard case .anchor(let anchor) = term.atom, anchor.view == scroll,
          anchor.space == .content || anchor.space == .contentMargins
        else { continue }
        switch anchor.attribute {
        case .top where vertical, .leading where !vertical, .left where !vertical:
          reachesStart = true
        case .bottom where vertical, .trailing where !vertical, .right where !vertical:
          reachesEnd = true
        default: break
        }
      }
    }
    // The child that ends furthest along the axis (or starts first), to name in the fix.
    let children = program.views.indices.filter { program.views[$0].parent == scroll }
    func start(_ view: Int) -> Double { value(vertical ? frames[view].y : frames[view].x) }
    func end(_ view: Int) -> Double {
      start(view) + value(vertical ? frames[view].height : frames[view].width)
    }
    let last = children.max { end($0) < end($1) }.map { program.views[$0].name }
    let first = children.min { start($0) < start($1) }.map { program.views[$0].name }
    let size = vertical ? "height" : "width"
    let problem: String
    var help: String
    switch (reachesStart, reachesEnd) {
    case (true, false):
      problem = "nothing ties its content's \(endEdge.rawValue) edge"
      help =
        last.map {
          "close the chain, for example '\($0).\(endEdge.rawValue) == \(name).\(endEdge.rawValue)'"
        }
        ?? "give its content a \(size)"
    case (false, true):
      problem = "nothing ties its content's \(startEdge.rawValue) edge"
      help =
        first.map {
          "start the chain, for example '\($0).\(startEdge.rawValue) == \(name).\(startEdge.rawValue)'"
        }
        ?? "give its content a \(size)"
    case (false, false):
      problem =
        "no constraint reaches its content's \(startEdge.rawValue) or \(endEdge.rawValue) edge"
      help =
        "constrain its content from the \(startEdge.rawValue) edge to the \(endEdge.rawValue) edge, or set '\(name).contentGuide.\(size)'"
    case (true, true):
      problem =
        "the chain from its content's \(startEdge.rawValue) edge to its \(endEdge.rawValue) edge is broken"
      help =
        "give every view in the chain a \(size) (a constraint or an intrinsic size) and tie each to the next"
    }
    return Diagnostic(
      .scrollableContentSizeAmbiguity,
      "scrollable content size ambiguity: '\(name)' has an undetermined content \(size); \(problem)",
      at: program.views[scroll].span, help: help)
  }

  /// How a label's text is drawn: its lines, wrapped to its width when it wraps.
  func textLines(_ view: CheckedView, width: Double) -> [String] {
    let text = view.text ?? ""
    guard view.lines != 1, !view.hasGivenIntrinsicSize else {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let lines = TextMetrics.wrap(text, fontSize: view.fontSize, width: width)
    return view.lines > 0 ? Array(lines.prefix(view.lines)) : lines
  }

  func report(undetermined: Set<Variable>) -> ScreenLayout {
    var diagnostics = self.diagnostics
    var views: [ViewFrame] = []
    var depths: [Int] = []
    for (index, view) in program.views.enumerated() {
      let frame = frames[index]
      let absolute = Rect(
        x: value(frame.x), y: value(frame.y), width: value(frame.width), height: value(frame.height)
      )
      var relativeFrame = absolute
      var ambiguous: [FrameAttribute] = []
      if let origin = relative[index] {
        relativeFrame.x = value(origin.x)
        relativeFrame.y = value(origin.y)
        if undetermined.contains(origin.x) { ambiguous.append(.x) }
        if undetermined.contains(origin.y) { ambiguous.append(.y) }
      }
      if undetermined.contains(frame.width) { ambiguous.append(.width) }
      if undetermined.contains(frame.height) { ambiguous.append(.height) }
      let frameAmbiguity = ambiguous
      var contentSize: Size?
      if let content = contentSizes[index] {
        contentSize = Size(width: value(content.width), height: value(content.height))
        if undetermined.contains(content.width) {
          ambiguous.append(.contentWidth)
          diagnostics.append(contentAmbiguity(index, vertical: false))
        }
        if undetermined.contains(content.height) {
          ambiguous.append(.contentHeight)
          diagnostics.append(contentAmbiguity(index, vertical: true))
        }
      }
      if !frameAmbiguity.isEmpty {
        let names = frameAmbiguity.map(\.rawValue).joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .ambiguousLayout,
            "'\(view.name)' is ambiguous: its constraints do not determine \(names)",
            at: view.span))
      }
      let depth = view.parent.map { depths[$0] + 1 } ?? 0
      depths.append(depth)
      var contentArea: Rect?
      if let content = contentSizes[index] {
        contentArea = Rect(
          x: absolute.x - view.contentOffset.x, y: absolute.y - view.contentOffset.y,
          width: value(content.width),
          height: value(content.height))
      }
      views.append(
        ViewFrame(
          name: view.name, kind: view.kind, parent: view.parent.map { program.views[$0].name },
          depth: depth, frame: relativeFrame, absolute: absolute, contentSize: contentSize,
          ambiguous: ambiguous,
          textLayout: view.kind.hasText && view.text != nil
            ? TextLayout(lines: textLines(view, width: absolute.width), fontSize: view.fontSize)
            : nil,
          contentArea: contentArea))
    }
    for (index, name) in program.variables.enumerated()
    where undetermined.contains(variables[index]) {
      diagnostics.append(
        Diagnostic(
          .ambiguousVariable,
          "variable '\(name)' is not determined by the constraints",
          at: program.variableSpans[index]))
    }
    var layout = ScreenLayout(
      name: screen.name, width: screen.width, height: screen.height,
      horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
      views: views,
      variables: program.variables.enumerated().map { ($0.element, value(variables[$0.offset])) },
      diagnostics: diagnostics)
    layout.safeArea = screen.safeArea
    layout.brokenViews = brokenViews.sorted().map { program.views[$0].name }
    return layout
  }
}

extension ScreenCompiler {
  /// The value of a `--why` query and the constraints that determine it (after `layout()`).
  mutating func explain(_ query: WhyQuery) -> WhyAnswer? {
    guard let index = program.views.firstIndex(where: { $0.name == query.view }) else { return nil }
    let frame = frames[index]
    let (x, y): (Expression, Expression) =
      relative[index].map { (Expression($0.x), Expression($0.y)) } ?? (
        Expression(frame.x), Expression(frame.y)
      )
    let width = Expression(frame.width)
    let height = Expression(frame.height)
    let view = program.views[index]
    let expression: Expression
    guard let attribute = FrameAttribute(rawValue: query.attribute) else { return nil }
    switch attribute {
    case .x, .left: expression = x
    case .y, .top: expression = y
    case .width: expression = width
    case .height: expression = height
    case .right: expression = x + width
    case .bottom: expression = y + height
    case .leading: expression = screen.isRightToLeft ? x + width : x
    case .trailing: expression = screen.isRightToLeft ? x : x + width
    case .centerX: expression = x + width * 0.5
    case .centerY: expression = y + height * 0.5
    case .firstBaseline:
      expression =
        view.kind.baselines == .text
        ? y + TextMetrics.ascent(fontSize: view.fontSize) : y + height
    case .lastBaseline:
      expression =
        view.kind.baselines == .text
        ? y + height - TextMetrics.descent(fontSize: view.fontSize) : y + height
    case .contentWidth, .contentHeight:
      guard let content = contentSizes[index] else { return nil }
      expression = Expression(attribute == .contentWidth ? content.width : content.height)
    }
    // `explain` fails only on variables this solver never made; the query was checked first.
    guard let explanation = try? solver.explain(expression) else { return nil }
    var reasons: [WhyAnswer.Reason] = []
    for id in explanation.constraints {
      guard let origin = origins[id] else { continue }  // the compiler's own bookkeeping
      let (span, text) = describe(origin)
      // A compound statement (`edges`) is several constraints: name it once.
      guard !reasons.contains(where: { $0.span == span && $0.text == text }) else { continue }
      reasons.append(WhyAnswer.Reason(span: span, text: text, priority: priority(of: origin)))
    }
    var value = expression.constant
    for term in expression.terms { value += term.coefficient * self.value(term.variable) }
    return WhyAnswer(
      view: query.view, attribute: attribute, value: abs(value) < 1e-9 ? 0 : value,
      isDetermined: explanation.isDetermined,
      reasons: reasons)
  }

  private func priority(of source: Source) -> Double {
    switch source {
    case .program(let index): return program.constraints[index].priority
    case .uikit(.statement), .uikit(.visualFormat), .uikit(.screenSize): return 1000
    case .uikit(.intrinsicSize(let view, let axis, let isHugging)):
      let record = program.views[view]
      let horizontal = axis == .width
      return isHugging
        ? (horizontal ? record.hugging.horizontal : record.hugging.vertical)
        : (horizontal ? record.compression.horizontal : record.compression.vertical)
    }
  }
}

extension ScreenCompiler {
  /// How far `exerciseAmbiguity` pushes each free value.
  static let exerciseDistance = 40.0

  /// Another solution as good as the first at every priority: each free frame value (and
  /// content size) is pushed by `exerciseDistance` at a priority below any Auto Layout can
  /// express, so nothing a real constraint decides can move. Tries one direction, then the
  /// other; nil when nothing is free or nothing can move.
  mutating func exerciseAmbiguity() -> [ViewFrame]? {
    var free: [Variable] = []
    for index in program.views.indices {
      if let origin = relative[index] { free += [origin.x, origin.y] }
      free += [frames[index].width, frames[index].height]
      if let content = contentSizes[index] { free += [content.width, content.height] }
    }
    free = free.filter { undetermined.contains($0) }
    guard !free.isEmpty else { return nil }
    let before = report(undetermined: undetermined).views
    for direction in [1.0, -1.0] {
      var trial = solver
      for variable in free {
        let target = value(variable) + direction * ScreenCompiler.exerciseDistance
        // Priority 0.5 sits below every constraint: such a pull never conflicts.
        _ = try? trial.add(
          Constraint(Expression(variable) - target, .equal, priority: Priority(0.5)))
      }
      guard (try? trial.solve()) != nil else { continue }  // then try the other direction
      var moved = self
      moved.solver = trial
      let after = moved.report(undetermined: undetermined).views
      if zip(before, after).contains(where: { $0.frame != $1.frame || !sameContent($0, $1) }) {
        return after
      }
    }
    return nil
  }

  private func sameContent(_ a: ViewFrame, _ b: ViewFrame) -> Bool {
    a.contentSize?.width == b.contentSize?.width && a.contentSize?.height == b.contentSize?.height
  }
}
