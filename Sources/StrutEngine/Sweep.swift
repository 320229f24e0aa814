import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

/// `--sweep NAME=FROM:TO:STEP`: the layout of every screen at each value of a metric, solved
/// incrementally (one live solver per screen; each step edits the constants that use the
/// metric and re-solves by the dual simplex).
public struct Sweep: Sendable {
  public struct Step: Sendable {
    public var value: Double
    public var screens: [ScreenLayout]
  }
  public var metric: String
  public var steps: [Step]

  /// The values FROM, FROM + STEP, … up to TO (included when it falls on a step).
  public static func values(from: Double, to: Double, step: Double) -> [Double]? {
    guard from.isFinite, to.isFinite, step.isFinite, step > 0, to >= from else { return nil }
    let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
    guard count <= 1000 else { return nil }
    return (0..<count).map { from + Double($0) * step }
  }

  /// Nil with a message when the metric is not one of the file's, or the file has errors.
  public static func run(
    _ run: LayoutRun, overrides: [String: Double], metric: String, values: [Double]
  ) -> Result<Sweep, LayoutSession.QueryError> {
    let text = String(decoding: run.file.bytes, as: UTF8.self)
    var steps = values.map { Step(value: $0, screens: []) }
    var base = LayoutSession()
    guard base.load(text).isAccepted else { return .failure(.init(message: "the file has errors")) }
    for (name, value) in overrides.sorted(by: { $0.key < $1.key })
    where base.names.metrics.contains(name) {
      _ = base.setMetric(name, value)
    }
    guard base.names.metrics.contains(metric) else {
      let suggestion = Suggestion(for: metric, among: base.names.metrics)
      return .failure(
        .init(
          message: Suggestion.appending(suggestion, to: "no metric named '\(metric)' to sweep")))
    }
    for screen in base.screens {
      var session = base
      _ = session.selectScreen(.named(screen.name))
      for index in steps.indices {
        _ = session.setMetric(metric, values[index])
        if let layout = session.layout { steps[index].screens.append(layout) }
      }
    }
    return .success(Sweep(metric: metric, steps: steps))
  }
}
