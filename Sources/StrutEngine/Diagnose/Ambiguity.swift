import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

extension ScreenCompiler {
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
}
