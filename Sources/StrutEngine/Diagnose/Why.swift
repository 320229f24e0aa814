import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

extension ScreenCompiler {
  /// The value of a `--why` query and the constraints that determine it (after `layout()`).
  mutating func explain(_ query: WhyQuery) -> WhyAnswer? {
    guard let index = program.views.firstIndex(where: { $0.name == query.view }) else { return nil }
    let frame = frames[index]
    let (x, y): (Expression, Expression)
    if let origin = relative[index] {
      (x, y) = origin
    } else if index != 0 {
      // A child of the root, whose origin in the root is its frame's: measured from the
      // root's frame, so the screen that pins the root is not among the reasons.
      let root = frames[0]
      (x, y) = (Expression(frame.x) - Expression(root.x), Expression(frame.y) - Expression(root.y))
    } else {
      (x, y) = (Expression(frame.x), Expression(frame.y))
    }
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
    case .firstBaseline, .lastBaseline:
      let baseline = view.baseline(first: attribute == .firstBaseline)
      expression = y + height * baseline.heightFraction + baseline.offset
    case .contentWidth, .contentHeight:
      guard let content = contentSizes[index] else { return nil }
      expression = Expression(attribute == .contentWidth ? content.width : content.height)
    }
    // `explain` fails only on variables this solver never made; the query was checked first.
    guard let explanation = try? solver.explain(expression) else { return nil }
    var reasons: [WhyAnswer.Reason] = []
    var named = Set<NamedReason>()
    // The layout's constraints first, then the views' intrinsic sizes (which the compiler
    // gives the solver first, `addAll`), each group in the order the solver was given it.
    let ids =
      explanation.constraints.filter { !Self.isIntrinsicSize(origins[$0]) }
      + explanation.constraints.filter { Self.isIntrinsicSize(origins[$0]) }
    for id in ids {
      guard let origin = origins[id] else { continue }  // the compiler's own bookkeeping
      for origin in Self.sides(of: origin, holding: explanation.sides[id]) {
        let (span, text) = describe(origin)
        // A compound statement (`edges`) is several constraints: name it once.
        guard named.insert(NamedReason(span: span, text: text)).inserted else { continue }
        reasons.append(WhyAnswer.Reason(span: span, text: text, priority: priority(of: origin)))
      }
    }
    var value = expression.constant
    for term in expression.terms { value += term.coefficient * self.value(term.variable) }
    return WhyAnswer(
      view: query.view, attribute: attribute, value: abs(value) < 1e-9 ? 0 : value,
      isDetermined: explanation.isDetermined,
      reasons: reasons)
  }

  private static func isIntrinsicSize(_ source: Source?) -> Bool {
    if case .uikit(.intrinsicSize)? = source { return true }
    return false
  }

  /// A reason as the answer names it, to name each once.
  private struct NamedReason: Hashable {
    var span: SourceSpan?
    var text: String
  }

  /// A constraint as reasons name it: an intrinsic size held from both sides in one
  /// constraint is its hugging, its compression resistance, or both, as the sides that hold
  /// the value say (each has its own priority); any other constraint is itself.
  private static func sides(of source: Source, holding sides: Solver.Explanation.Sides?)
    -> [Source]
  {
    guard case .uikit(.intrinsicSize(let view, let axis, .both)) = source else { return [source] }
    let held = sides ?? [.upper, .lower]
    var result: [Source] = []
    if held.contains(.upper) {
      result.append(.uikit(.intrinsicSize(view: view, axis: axis, side: .hugging)))
    }
    if held.contains(.lower) {
      result.append(.uikit(.intrinsicSize(view: view, axis: axis, side: .compressionResistance)))
    }
    return result
  }

  private func priority(of source: Source) -> Double {
    switch source {
    case .program(let index): return program.constraints[index].priority
    case .uikit(.screenSize), .uikit(.nonNegativeSize), .uikit(.standardHeight): return 1000
    case .uikit(.intrinsicSize(let view, let axis, let side)):
      let record = program.views[view]
      let horizontal = axis == .width
      let hugging = horizontal ? record.hugging.horizontal : record.hugging.vertical
      let compression = horizontal ? record.compression.horizontal : record.compression.vertical
      switch side {
      case .hugging: return hugging
      case .compressionResistance: return compression
      case .both: return max(hugging, compression)
      }
    }
  }
}
