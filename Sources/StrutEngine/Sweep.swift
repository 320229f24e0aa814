import StrutCore
import StrutModel

/// `--sweep NAME=FROM:TO:STEP`: the layout of every screen at each value of a metric. The file
/// is parsed once; each step checks the tree again with the metric's new value and moves one
/// live solver per screen there (the constants that use the metric are edited and re-solved
/// by the dual simplex), settling anew only where a layout needs passes.
///
/// Steps are made one at a time and handed to the caller (`forEachStep`), so a sweep of a
/// thousand steps holds one step's layouts, not a thousand.
public struct Sweep: Sendable {
  public struct Step: Sendable {
    public var value: Double
    /// Every screen's layout at this value; none when the value makes the file wrong.
    public var screens: [ScreenLayout]
    /// The errors this value causes (a negative size, say), with spans in the file.
    public var diagnostics: [Diagnostic] = []
  }
  public var metric: String
  public var values: [Double]
  private var parsed: Pipeline.Parsed
  private var overrides: [String: Double]

  /// Why a sweep cannot be made; the command line words it.
  public enum Problem: Error, Hashable, Sendable {
    case fileHasErrors
    case noMetric(String, suggestion: Suggestion?)
  }

  /// The most steps a sweep takes.
  public static let maximumSteps = 1000

  /// The values FROM, FROM + STEP, … up to TO (included when it falls on a step).
  public static func values(from: Double, to: Double, step: Double) -> [Double]? {
    guard from.isFinite, to.isFinite, step.isFinite, step > 0, to >= from else { return nil }
    let count = ((to - from) / step + 1e-9).rounded(.down) + 1
    guard count <= Double(maximumSteps) else { return nil }
    return (0..<Int(count)).map { from + Double($0) * step }
  }

  /// The sweep of `metric` over `values`, ready to step, or why it cannot be made: the file
  /// has errors, or the metric is not one of its `let`s.
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
    return .success(Sweep(metric: metric, values: values, parsed: parsed, overrides: overrides))
  }

  /// Solves the steps in order, handing each to `body` as soon as it is made; `body` returns
  /// false to stop early (its reader has gone, say).
  public func forEachStep(_ body: (_ index: Int, _ step: Step) -> Bool) {
    var live: [ScreenCompiler?] = []
    for (index, value) in values.enumerated() {
      var stepOverrides = overrides
      stepOverrides[metric] = value
      let checked = Pipeline.check(parsed, overrides: stepOverrides)
      var step = Step(value: value, screens: [])
      if checked.hasErrors {
        // A value can make the file wrong (a negative size, say): that step has no layout.
        step.diagnostics = checked.diagnostics.filter(\.isError)
        live = []
      } else {
        let screens = checked.program.screens
        if live.count != screens.count { live = Array(repeating: nil, count: screens.count) }
        for position in screens.indices {
          if var compiler = live[position], let followed = compiler.follow(checked.program) {
            live[position] = compiler
            step.screens.append(followed.layout)
          } else {
            let settled = Pipeline.settle(checked.program, on: screens[position])
            live[position] = settled.compiler
            step.screens.append(settled.layout)
          }
        }
      }
      guard body(index, step) else { return }
    }
  }

  /// Every step at once, for a caller that keeps them all (a small sweep, a test).
  public var steps: [Step] {
    var steps: [Step] = []
    forEachStep { _, step in
      steps.append(step)
      return true
    }
    return steps
  }
}
