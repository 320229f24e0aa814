import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

extension ScreenCompiler {
  /// Content-priority ambiguity: views left undetermined along an axis because their
  /// intrinsic sizes give way at the same priority — two labels side by side, both
  /// stretched (their hugging ties) or both squeezed (their compression resistance ties).
  /// One warning per tie, naming the views and the priority to change.
  func contentPriorityTies(_ frames: [ViewFrame]) -> [Diagnostic] {
    // Views undetermined along an axis that have an intrinsic size there, grouped by the
    // priority that would give way (hugging when stretched, compression when squeezed) and
    // their superview; a group is a tie when it has two views and one of them gives way
    // (the solution picks one vertex of the tie: one view gives way, the other keeps its size).
    // Keyed by a value, not a string: formatting a key for every undetermined view was 4% of
    // checking a 10 MB file.
    struct Group: Hashable {
      var horizontal: Bool
      var isHugging: Bool
      var priority: Double
      var parent: Int
    }
    var groups: [Group: [Int]] = [:]
    var givesWay: Set<Group> = []
    var order: [Group] = []
    // By index, and only views with an undetermined size go further: a loop over the
    // frames and views copied each of them (their names, text and arrays), though most are
    // determined (7% of a REPL change on a 1,000-view chain).
    for index in frames.indices where index < program.views.count {
      let ambiguous = frames[index].ambiguous
      guard ambiguous.contains(.width) || ambiguous.contains(.height) else { continue }
      let view = program.views[index]
      let frame = frames[index].frame
      for horizontal in [true, false] {
        let attribute: FrameAttribute = horizontal ? .width : .height
        guard ambiguous.contains(attribute),
          let intrinsic = horizontal ? view.intrinsicWidth : view.intrinsicHeight
        else { continue }
        let size = horizontal ? frame.width : frame.height
        for isHugging in [true, false] {
          let priority =
            isHugging
            ? (horizontal ? view.hugging.horizontal : view.hugging.vertical)
            : (horizontal ? view.compression.horizontal : view.compression.vertical)
          let key = Group(
            horizontal: horizontal, isHugging: isHugging, priority: priority,
            parent: view.parent ?? -1)
          if groups[key] == nil { order.append(key) }
          groups[key, default: []].append(index)
          if isHugging ? size > intrinsic + 1e-6 : size < intrinsic - 1e-6 { givesWay.insert(key) }
        }
      }
    }
    var diagnostics: [Diagnostic] = []
    for key in order {
      guard let members = groups[key], members.count >= 2, givesWay.contains(key) else { continue }
      let (horizontal, isHugging, priority) = (key.horizontal, key.isHugging, key.priority)
      let names = members.map { "'\(program.views[$0].name)'" }
      let listed = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
      let property = (isHugging ? "hugging" : "compression") + (horizontal ? ".h" : ".v")
      let first = program.views[members[0]]
      let what = isHugging ? "content hugging" : "compression resistance"
      let state = isHugging ? "stretch" : "shrink"
      diagnostics.append(
        Diagnostic(
          .ambiguousLayout,
          "\(listed) tie in \(what) (\(formatNumber(priority)), \(horizontal ? "horizontally" : "vertically")): one of them must \(state) from its intrinsic \(horizontal ? "width" : "height"), and nothing says which",
          at: first.span,
          help:
            "raise one, for example '\(property): \(formatNumber(priority + 1))' on '\(first.name)', so it keeps its intrinsic size and the other \(isHugging ? "stretches" : "shrinks")"
        ))
    }
    return diagnostics
  }

  /// A content size that comes out negative: the constraints put the content's end before
  /// its start (a trailing or bottom constant written with the sign of a leading one, say).
  /// The frames are the solution's; Interface Builder holds such a size at zero instead
  /// (Hase401/AutoLayout_Practice in `Fidelity/corpus.tsv` stores a stack 200 wider than its
  /// constraints give, so that its content width is 0, not −200).
  func negativeContent(_ scroll: Int, vertical: Bool, _ size: Double) -> Diagnostic {
    let name = program.views[scroll].name
    let (startEdge, endEdge) = vertical ? ("top", "bottom") : ("leading", "trailing")
    return Diagnostic(
      .negativeContentSize,
      "'\(name)' has a negative content \(vertical ? "height" : "width") (\(formatNumber(size))): its constraints put its content's \(endEdge) edge before its \(startEdge) edge",
      at: program.views[scroll].span,
      help:
        "check the signs of the constants between its content and '\(name).contentGuide'; to keep a view 20 inside the \(endEdge) edge, write '\(name).contentGuide.\(endEdge) == view.\(endEdge) + 20'"
    )
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
}
