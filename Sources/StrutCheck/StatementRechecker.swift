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
  /// The `when` conditions it was inside (their spans kept up to date with edits).
  var condition: ScreenCondition?
  /// The constraints it made: these indices of the program's constraints.
  var constraints: Range<Int>
  /// The symbols of the metrics it read, each once (a statement reads one or two).
  var metrics: [Int]
  /// How far edits of the text before it have moved it since `statement` was parsed: the
  /// origins of the constraints it makes again are moved by this much.
  var shift = 0

  /// Where its text starts now.
  var start: Int {
    switch statement {
    case .constraint(let statement): statement.span.start + shift
    case .visualFormat(let line, _): line.span.start + shift
    }
  }
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

/// A checker's state after checking a program, kept by a session so that a change that
/// reaches only some statements checks just those again, rather than the whole program:
/// a metric's new value (`:set gap = 12`: the constraint statements and VFL lines that read
/// it) and a labelled constraint's new constant (`:set trailing.constant = 16`: the one
/// statement, rewritten in place). When the change reaches anything else (a metric read by
/// another metric, a property, a screen or a `when` condition), or a statement's new check
/// differs in more than its constants or has a diagnostic, the answer is nil and the caller
/// checks the whole program, as before.
///
/// Sendable though the checker holds classes (the recorder of its name table, the metric
/// names it gathered): the kept checker is never run, every re-check runs on a copy given a
/// recorder of its own, and the metric names are gathered before the checker is kept.
public struct StatementRechecker: @unchecked Sendable {
  private var checker: Checker
  private var readers: [MetricReader]
  /// For each metric symbol, the readers that read it (in file order).
  private var readersOf: [Int: [Int]]
  /// Metric symbols read outside constraint statements and VFL lines.
  private let structural: Set<Int>

  /// What a change checked again gives.
  public struct Outcome: Sendable {
    /// The program as a whole check of the changed text would give it.
    public var program: CheckedProgram
    /// The constraints whose constants changed, ascending.
    public var changed: [Int]
    /// The constraints whose priority changed (a rewritten statement's): the live solver
    /// takes them out and adds them again.
    public var reprioritized: [Int] = []
    /// How many statements were checked again.
    public var recheckedStatements: Int
    /// The rechecker for `program`.
    public var rechecker: StatementRechecker
    /// For a rewritten statement: how the spans of everything after it moved.
    public var shift: SpanShift?
  }

  /// Checks a program as `Checker.check` does, keeping what re-checking needs.
  public static func check(
    _ program: Program, file: SourceFile, overrides: [String: Double] = [:]
  ) -> (CheckedProgram, [Diagnostic], StatementRechecker) {
    var checker = Checker(file: file, overrides: overrides)
    checker.keepsMetricReaders = true
    let checked = checker.run(program)
    // The metric names gathered now, once: the kept checker's copies share them, and never
    // change them after this.
    _ = checker.metricsInFile.contains("")
    let diagnostics = checker.diagnostics.diagnostics
    let readers = checker.metricReaders
    let structural = Set(checker.names.recorder.metricReads)
    checker.metricReaders = []
    checker.constraints = []
    checker.diagnostics = DiagnosticBag()
    checker.keepsMetricReaders = false
    checker.names = checker.names.withSilentRecorder()
    let rechecker = StatementRechecker(
      checker: checker, readers: readers, readersOf: Self.index(readers), structural: structural)
    return (checked, diagnostics, rechecker)
  }

  private static func index(_ readers: [MetricReader]) -> [Int: [Int]] {
    var readersOf: [Int: [Int]] = [:]
    for (index, reader) in readers.enumerated() {
      for symbol in reader.metrics { readersOf[symbol, default: []].append(index) }
    }
    return readersOf
  }

  // MARK: A metric's new value

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
      // The reader's parts are read in place, and the constraints made again are compared
      // with the old ones field by field: copying each reader and each constraint (three
      // times) was a third of re-checking the 999 statements a `:set gap` reaches.
      checker.constraints.removeAll(keepingCapacity: true)
      checker.condition = readers[index].condition
      do throws(Checker.Failure) {
        switch readers[index].statement {
        case .constraint(let statement): try checker.addConstraint(statement)
        case .visualFormat(let line, let context):
          try checker.addVisualFormat(line, context: context)
        }
      } catch {
        return nil
      }
      let places = readers[index].constraints
      guard checker.diagnostics.diagnostics.isEmpty,
        checker.constraints.count == places.count, places.upperBound <= next.constraints.count
      else { return nil }
      let moved = SpanShift(from: 0, by: readers[index].shift)
      for offset in checker.constraints.indices {
        let at = places.lowerBound + offset
        // Made from the statement as parsed, its origin moved by the edits since, it must be
        // the old constraint but for its constant.
        guard
          checker.constraints[offset].differsAtMostInConstant(
            from: next.constraints[at], originShift: moved)
        else { return nil }
        let constant = checker.constraints[offset].form.constant
        if constant != next.constraints[at].form.constant {
          next.constraints[at].form.constant = constant
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

  // MARK: A statement rewritten in place

  /// `program` with its constraint at `index` — the only one its statement made, the
  /// statement at `old` in the text before the edit — made again from the statement at
  /// `range` of `file`, the edited text. Nil unless that statement parses and checks without
  /// a diagnostic to one constraint that differs from the old one in its constant alone, or
  /// in its priority alone (neither of them required).
  public func replacing(
    constraintAt index: Int, of program: CheckedProgram, writtenAt old: SourceSpan,
    with range: Range<Int>, in file: SourceFile
  ) -> Outcome? {
    guard program.constraints.indices.contains(index),
      program.constraints[index].origin == .statement(old),
      let (statement, _) = Parser.parseStatement(
        in: file, range: range, symbols: checker.names.symbols),
      case .constraint(let constraintStatement) = statement
    else { return nil }
    let shift = SpanShift(from: old.end, by: range.count - (old.end - old.start))
    // Text of the same length moves nothing.
    var next = shift.by == 0 ? program : program.shifted(shift)
    next.file = file
    var checker = self.checker
    checker.names = checker.names.withSilentRecorder(logsMetricReads: true)
    checker.file = file
    if shift.by != 0 {
      checker.names.shift(shift)
      checker.views = checker.views.map { $0.shifted(shift) }
      checker.variableSpans = checker.variableSpans.map(shift.apply)
    }
    checker.constraints = []
    checker.condition = next.constraints[index].condition
    do throws(Checker.Failure) {
      try checker.addConstraint(constraintStatement)
    } catch {
      return nil
    }
    guard checker.diagnostics.diagnostics.isEmpty, checker.constraints.count == 1 else {
      return nil
    }
    let made = checker.constraints[0]
    let before = next.constraints[index]
    var same = made
    same.form.constant = before.form.constant
    same.origin = before.origin
    same.priority = before.priority
    guard same == before else { return nil }
    let changed = made.form.constant != before.form.constant ? [index] : []
    let reprioritized = made.priority != before.priority ? [index] : []
    // A required constraint cannot move in or out of the required level in place.
    guard reprioritized.isEmpty || (made.priority < 1000 && before.priority < 1000),
      changed.isEmpty || reprioritized.isEmpty
    else { return nil }
    next.constraints[index] = made

    // The readers: the rewritten statement's is replaced (or dropped, when it reads no
    // metric now; added, when it reads one now); those after it move with the edit. They
    // are in file order, as their constraints are.
    var readers = self.readers
    var readersChanged = false
    let reads = checker.names.recorder.metricReads
    var metrics: [Int] = []
    for symbol in reads where !metrics.contains(symbol) { metrics.append(symbol) }
    // The first reader whose constraints do not all come before `index`.
    var (low, high) = (0, readers.count)
    while low < high {
      let middle = (low + high) / 2
      if readers[middle].constraints.upperBound > index { high = middle } else { low = middle + 1 }
    }
    var position = low
    if position < readers.count, readers[position].constraints.contains(index) {
      guard readers[position].constraints.count == 1 else { return nil }
      if metrics.isEmpty {
        readers.remove(at: position)
        readersChanged = true
      } else {
        readersChanged = readers[position].metrics != metrics
        readers[position] = MetricReader(
          statement: .constraint(constraintStatement), condition: made.condition,
          constraints: index..<(index + 1), metrics: metrics)
        position += 1
      }
    } else if !metrics.isEmpty {
      readers.insert(
        MetricReader(
          statement: .constraint(constraintStatement), condition: made.condition,
          constraints: index..<(index + 1), metrics: metrics), at: position)
      readersChanged = true
      position += 1
    }
    if shift.by != 0 {
      for reader in position..<readers.count where readers[reader].start >= old.end {
        readers[reader].shift += shift.by
        readers[reader].condition = readers[reader].condition?.shifted(shift)
      }
    }
    checker.names = checker.names.withSilentRecorder()
    checker.constraints = []
    checker.condition = nil
    var rechecker = self
    rechecker.checker = checker
    rechecker.readers = readers
    if readersChanged { rechecker.readersOf = Self.index(readers) }
    return Outcome(
      program: next, changed: changed, reprioritized: reprioritized, recheckedStatements: 1,
      rechecker: rechecker, shift: shift)
  }
}

extension CheckedConstraint {
  /// Whether this constraint, its origin moved by `shift`, is `other` but for its form's
  /// constant (what a metric's new value may change).
  fileprivate func differsAtMostInConstant(
    from other: CheckedConstraint, originShift shift: SpanShift
  ) -> Bool {
    relation == other.relation && priority == other.priority
      && isStandardSpacing == other.isStandardSpacing && label == other.label
      && form.hasSameTerms(as: other.form) && condition == other.condition
      && origin.shifted(shift) == other.origin
  }
}
