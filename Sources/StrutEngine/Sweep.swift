import StrutCore
import StrutModel

/// `--sweep NAME=FROM:TO:STEP`: the layout of every screen at each value of a metric. The file
/// is parsed once; each step checks the tree again with the metric's new value and moves one
/// live solver per screen there (the constants that use the metric are edited and re-solved
/// by the dual simplex), settling anew only where a layout needs passes.
public struct Sweep: Sendable {
  public struct Step: Sendable {
    public var value: Double
    /// Every screen's layout at this value; none when the value makes the file wrong.
    public var screens: [ScreenLayout]
    /// The errors this value causes (a negative size, say), with spans in the file.
    public var diagnostics: [Diagnostic] = []
  }
  public var metric: String
  public var steps: [Step]

  /// Why a sweep cannot be made; the command line words it.
  public enum Problem: Error, Hashable, Sendable {
    case fileHasErrors
    case noMetric(String, suggestion: Suggestion?)
  }

  /// The values FROM, FROM + STEP, … up to TO (included when it falls on a step).
  public static func values(from: Double, to: Double, step: Double) -> [Double]? {
    guard from.isFinite, to.isFinite, step.isFinite, step > 0, to >= from else { return nil }
    let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
    guard count <= 1000 else { return nil }
    return (0..<count).map { from + Double($0) * step }
  }

  /// The sweep of `metric` over `values`, or why it cannot be made: the file has errors, or
  /// the metric is not one of its `let`s.
  public static func run(
    _ file: SourceFile, overrides: [String: Double], metric: String, values: [Double]
  ) -> Result<Sweep, Problem> {
    let parsed = Pipeline.parse(file)
    let base = Pipeline.check(parsed, overrides: overrides)
    guard !base.hasErrors else { return .failure(.fileHasErrors) }
    guard base.program.metrics[metric] != nil else {
      let suggestion = Suggestion(for: metric, among: base.program.metrics.keys.sorted())
      return .failure(.noMetric(metric, suggestion: suggestion))
    }
    var steps = values.map { Step(value: $0, screens: []) }
    for position in base.program.screens.indices {
      var live: ScreenCompiler?
      for index in steps.indices {
        var stepOverrides = overrides
        stepOverrides[metric] = values[index]
        let checked = Pipeline.check(parsed, overrides: stepOverrides)
        // A value can make the file wrong (a negative size, say): that step has no layout.
        guard !checked.hasErrors, checked.program.screens.indices.contains(position) else {
          if position == 0 { steps[index].diagnostics = checked.diagnostics.filter(\.isError) }
          live = nil
          continue
        }
        let stepScreen = checked.program.screens[position]
        if var compiler = live, let followed = compiler.follow(checked.program) {
          live = compiler
          steps[index].screens.append(followed.layout)
        } else {
          let settled = Pipeline.settle(checked.program, on: stepScreen)
          live = settled.compiler
          steps[index].screens.append(settled.layout)
        }
      }
    }
    return .success(Sweep(metric: metric, steps: steps))
  }
}
