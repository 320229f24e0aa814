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
