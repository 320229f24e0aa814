import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

extension ScreenCompiler {
  /// How far `exerciseAmbiguity` pushes each free value.
  static let exerciseDistance = 40.0

  /// Another solution as good as the first at every priority: each free frame value (and
  /// content size) is pushed by `exerciseDistance` at a priority below any Auto Layout can
  /// express, so nothing a real constraint decides can move. Tries one direction, then the
  /// other; nil when nothing is free or nothing can move.
  mutating func exerciseAmbiguity() -> [ViewFrame]? {
    var free: [Expression] = []
    for index in program.views.indices {
      let frame = frames[index]
      if let origin = relative[index] {
        if undetermined.originX.contains(index) { free.append(origin.x) }
        if undetermined.originY.contains(index) { free.append(origin.y) }
      } else if program.views[index].parent != nil {
        for variable in [frame.x, frame.y] where undetermined.contains(variable) {
          free.append(Expression(variable))
        }
      }
      var sizes = [frame.width, frame.height]
      if let content = contentSizes[index] { sizes += [content.width, content.height] }
      for variable in sizes where undetermined.contains(variable) {
        free.append(Expression(variable))
      }
    }
    guard !free.isEmpty else { return nil }
    let before = report(undetermined: undetermined).views
    for direction in [1.0, -1.0] {
      var trial = solver
      for expression in free {
        let target = value(expression) + direction * ScreenCompiler.exerciseDistance
        // Priority 0.5 sits below every constraint: such a pull never conflicts.
        _ = try? trial.add(
          Constraint(expression - Expression(constant: target), .equal, priority: Priority(0.5)))
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
