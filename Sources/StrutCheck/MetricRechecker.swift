import StrutCore
import StrutModel
import StrutSyntax

/// A constraint statement or VFL line that read metrics, as the checker met it: enough to
/// check it again alone.
struct MetricReader {
  enum Statement {
    case constraint(ConstraintStatement)
    case visualFormat(VisualFormatLine, context: Int)
  }

  var statement: Statement
  /// The `when` conditions it was inside.
  var condition: ScreenCondition?
  /// The constraints it made: these indices of the program's constraints.
  var constraints: Range<Int>
  /// The symbols of the metrics it read, each once (a statement reads one or two).
  var metrics: [Int]
}

extension Checker {
  /// Where a statement's metric reads, constraints and diagnostics begin.
  struct StatementMark {
    var reads: Int
    var constraints: Int
    var diagnostics: Int
  }

  func statementMark() -> StatementMark {
    guard keepsMetricReaders else { return StatementMark(reads: 0, constraints: 0, diagnostics: 0) }
    return StatementMark(
      reads: names.recorder.metricReads.count, constraints: constraints.count,
      diagnostics: diagnostics.diagnostics.count)
  }

  /// Attributes the metrics a statement read to it, when it was checked without a diagnostic.
  /// Reads left unattributed (a `let`, a property, a screen, a condition, a statement with a
  /// diagnostic) make their metrics ones that only a whole check can follow.
  mutating func noteMetricReads(since mark: StatementMark, by statement: MetricReader.Statement) {
    guard keepsMetricReaders, names.recorder.metricReads.count > mark.reads,
      diagnostics.diagnostics.count == mark.diagnostics
    else { return }
    var metrics: [Int] = []
    for symbol in names.recorder.metricReads[mark.reads...] where !metrics.contains(symbol) {
      metrics.append(symbol)
    }
    metricReaders.append(
      MetricReader(
        statement: statement, condition: condition,
        constraints: mark.constraints..<constraints.count, metrics: metrics))
    names.recorder.metricReads.removeSubrange(mark.reads...)
  }
}

/// A checker's state after checking a program, kept by a session so that a metric's new
/// value is checked again in just the constraint statements and VFL lines that read it,
/// rather than in the whole program (`:set gap = 12` in the REPL). When the metric reaches
/// anything else (another metric's value, a property, a screen, a `when` condition), or a
/// statement's new check differs in more than its constants or has a diagnostic, the answer
/// is nil and the caller checks the whole program, as before.
///
/// Sendable though the checker holds a class (the recorder of its name table): the kept
/// checker is never run, and every re-check runs on a copy given a recorder of its own.
public struct MetricRechecker: @unchecked Sendable {
  private var checker: Checker
  private let readers: [MetricReader]
  /// For each metric symbol, the readers that read it (in file order).
  private let readersOf: [Int: [Int]]
  /// Metric symbols read outside constraint statements and VFL lines.
  private let structural: Set<Int>

  /// What a new metric value gives.
  public struct Outcome: Sendable {
    /// The program as a whole check with the new value would give it.
    public var program: CheckedProgram
    /// The constraints whose constants changed, ascending.
    public var changed: [Int]
    /// How many statements were checked again.
    public var recheckedStatements: Int
    /// The rechecker for `program`.
    public var rechecker: MetricRechecker
  }

  /// Checks a program as `Checker.check` does, keeping what re-checking a metric needs.
  public static func check(
    _ program: Program, file: SourceFile, overrides: [String: Double] = [:]
  ) -> (CheckedProgram, [Diagnostic], MetricRechecker) {
    var checker = Checker(file: file, overrides: overrides)
    checker.keepsMetricReaders = true
    let checked = checker.run(program)
    let diagnostics = checker.diagnostics.diagnostics
    var readersOf: [Int: [Int]] = [:]
    for (index, reader) in checker.metricReaders.enumerated() {
      for symbol in reader.metrics { readersOf[symbol, default: []].append(index) }
    }
    let readers = checker.metricReaders
    let structural = Set(checker.names.recorder.metricReads)
    checker.metricReaders = []
    checker.constraints = []
    checker.diagnostics = DiagnosticBag()
    checker.keepsMetricReaders = false
    checker.names = checker.names.withSilentRecorder()
    let rechecker = MetricRechecker(
      checker: checker, readers: readers, readersOf: readersOf, structural: structural)
    return (checked, diagnostics, rechecker)
  }

  /// `program` (the one this rechecker was made with, or a later outcome's) with metric `name`
  /// at `value`; nil when only a whole check can tell.
  public func setting(_ name: String, to value: Double, in program: CheckedProgram) -> Outcome? {
    guard program.metrics[name] != nil, let symbol = checker.names.symbol(of: name),
      !structural.contains(symbol)
    else { return nil }
    var checker = self.checker
    checker.names = checker.names.withSilentRecorder()
    guard checker.names.changeMetric(named: name, to: value) else { return nil }
    var next = program
    var changed: [Int] = []
    for index in readersOf[symbol] ?? [] {
      let reader = readers[index]
      checker.constraints = []
      checker.condition = reader.condition
      do throws(Checker.Failure) {
        switch reader.statement {
        case .constraint(let statement): try checker.addConstraint(statement)
        case .visualFormat(let line, let context):
          try checker.addVisualFormat(line, context: context)
        }
      } catch {
        return nil
      }
      guard checker.diagnostics.diagnostics.isEmpty,
        checker.constraints.count == reader.constraints.count,
        reader.constraints.upperBound <= next.constraints.count
      else { return nil }
      for (offset, constraint) in checker.constraints.enumerated() {
        let at = reader.constraints.lowerBound + offset
        let old = next.constraints[at]
        var same = constraint
        same.form.constant = old.form.constant
        guard same == old else { return nil }
        if constraint.form.constant != old.form.constant {
          next.constraints[at] = constraint
          changed.append(at)
        }
      }
    }
    next.metrics[name] = value
    checker.constraints = []
    checker.condition = nil
    var rechecker = self
    rechecker.checker = checker
    return Outcome(
      program: next, changed: changed, recheckedStatements: readersOf[symbol]?.count ?? 0,
      rechecker: rechecker)
  }
}
