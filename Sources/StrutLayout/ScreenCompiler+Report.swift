import StrutSolver
import StrutSyntax

extension ScreenCompiler {
  func value(_ variable: Variable) -> Double {
    let value = solver.value(of: variable)
    return abs(value) < 1e-9 ? 0 : value
  }

  func report(undetermined: Set<Variable>) -> ScreenLayout {
    var diagnostics = self.diagnostics
    var views: [ViewFrame] = []
    var depths: [Int] = []
    for (index, view) in program.views.enumerated() {
      let frame = frames[index]
      let absolute = Rect(
        x: value(frame.x), y: value(frame.y), width: value(frame.width), height: value(frame.height))
      var relativeFrame = absolute
      var ambiguous: [String] = []
      if let origin = relative[index] {
        relativeFrame.x = value(origin.x)
        relativeFrame.y = value(origin.y)
        if undetermined.contains(origin.x) { ambiguous.append("x") }
        if undetermined.contains(origin.y) { ambiguous.append("y") }
      }
      if undetermined.contains(frame.width) { ambiguous.append("width") }
      if undetermined.contains(frame.height) { ambiguous.append("height") }
      var contentSize: (Double, Double)?
      if let content = contentSizes[index] {
        contentSize = (value(content.width), value(content.height))
        var missing: [String] = []
        if undetermined.contains(content.width) { missing.append("width") }
        if undetermined.contains(content.height) { missing.append("height") }
        ambiguous += missing.map { "content" + $0.prefix(1).uppercased() + $0.dropFirst() }
        if !missing.isEmpty {
          diagnostics.append(
            Diagnostic(
              .warning, id: "scrollable-content-size-ambiguity",
              "scrollable content size ambiguity: '\(view.name)' has an undetermined content \(missing.joined(separator: " and "))",
              at: view.span,
              help: "constrain the content from the scroll view's top to its bottom and from its leading to its trailing edge, or give the content a size"))
        }
      }
      let frameAmbiguity = ambiguous.filter { !$0.hasPrefix("content") }
      if !frameAmbiguity.isEmpty {
        diagnostics.append(
          Diagnostic(
            .warning, id: "ambiguous-layout",
            "'\(view.name)' is ambiguous: its constraints do not determine \(frameAmbiguity.joined(separator: ", "))",
            at: view.span))
      }
      let depth = view.parent.map { depths[$0] + 1 } ?? 0
      depths.append(depth)
      views.append(
        ViewFrame(
          name: view.name, kind: view.kind, parent: view.parent.map { program.views[$0].name },
          depth: depth, frame: relativeFrame, absolute: absolute, contentSize: contentSize,
          ambiguous: ambiguous))
    }
    for (index, name) in program.variables.enumerated() where undetermined.contains(variables[index]) {
      diagnostics.append(
        Diagnostic(
          .warning, id: "ambiguous-variable", "variable '\(name)' is not determined by the constraints",
          at: program.variableSpans[index]))
    }
    return ScreenLayout(
      name: screen.name, width: screen.width, height: screen.height,
      horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
      views: views,
      variables: program.variables.enumerated().map { ($0.element, value(variables[$0.offset])) },
      diagnostics: diagnostics)
  }
}
