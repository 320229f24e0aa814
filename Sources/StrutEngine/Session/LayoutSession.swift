import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

/// A layout built up a statement at a time, as in `strut repl`: the session's text, metric
/// overrides and chosen screen, checked as a whole after every change, with a live solver
/// that follows the changes incrementally (added constraints are added, changed constants
/// are edited in place; only new views, properties or screens rebuild it). A change that has
/// an error changes nothing.
public struct LayoutSession: Sendable {
  /// The session as a `.layout` file: everything loaded and entered, in order.
  public private(set) var text = ""
  public private(set) var overrides: [String: Double] = [:]
  /// `:screen` — a declared screen by name, or a size; nil for the file's first screen.
  public private(set) var screenChoice: ScreenChoice?
  /// The layout of the chosen screen after the last change.
  public private(set) var layout: ScreenLayout?
  /// Diagnostics for the whole session text (warnings included), as of the last change.
  public private(set) var diagnostics: [Diagnostic] = []

  private var checked: CheckedProgram?
  /// What re-checking just the statements a `:set` reaches needs: kept by the whole check a
  /// `:set` makes, so that the next `:set`s are quick (other changes check without it, and
  /// drop it).
  private var rechecker: StatementRechecker?
  /// The last text parsed, with its tree and syntax errors.
  private var parsed: Pipeline.Parsed?
  /// The text `parsed` is of: compared as a string, which is immediate when it is the same
  /// string (a `:set` keeps the text), rather than byte by byte.
  private var parsedText = ""
  private var compiler: ScreenCompiler?
  private var undoStack: [Snapshot] = []

  public enum ScreenChoice: Hashable, Sendable {
    case named(String)
    /// A screen of that size, its frames on the pixels of a display of `scale` when given
    /// (`:screen 320 x 568 @2x`).
    case size(width: Double, height: Double, scale: Double? = nil)
    /// A device from the table (`:screen "iPhone 15" landscape`), when no screen of the
    /// file has that name.
    case device(String, landscape: Bool)
  }

  private struct Snapshot: Sendable {
    /// The change made from here, as `:undo` names it.
    var change: String
    var text: String
    var overrides: [String: Double]
    var screenChoice: ScreenChoice?
  }

  /// What a change did.
  public struct Outcome: Sendable {
    /// False when the change had an error: then nothing changed.
    public var isAccepted: Bool
    /// Errors (when refused) or warnings about the change, with the file their spans are in.
    public var diagnostics: [Diagnostic] = []
    public var diagnosticFile: SourceFile
    /// Frames and content sizes that moved, in view order.
    public var changes: [FrameChange] = []
    /// Conflicts and ambiguities that the change brought (spans in `sessionFile`).
    public var newProblems: [Diagnostic] = []
    public var sessionFile: SourceFile
    /// For `:undo`: the change it took back (`'a.top == root.top'`, `:set gap = 8`).
    public var undone: String?
    /// How the live solver followed the change: nil when it was rebuilt. `reprioritized`
    /// counts soft constraints moved to another soft priority in place.
    public var incremental: (added: Int, removed: Int, constantsChanged: Int, reprioritized: Int)?
    /// For a `:set` that reaches only some statements — a metric that only constraint
    /// statements and VFL lines read, a labelled constraint's constant or priority — how many
    /// statements were checked again. Nil when the session's whole text was checked.
    public var recheckedStatements: Int?
    /// Seconds spent checking the session's text, updating and re-solving the layout (and
    /// reporting its frames), and in the solver's re-solve alone.
    public var seconds: (check: Double, layout: Double, solve: Double) = (0, 0, 0)
  }

  private static func now() -> Double {
    let elapsed = ContinuousClock.now - LayoutSession.epoch
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  private static let epoch = ContinuousClock.now

  public init() {}

  public var sessionFile: SourceFile { SourceFile(name: fileName, text: text) }

  /// The name locations are given in: the file last loaded, or `session`.
  public private(set) var fileName = "session"

  /// The screens the session's text declares (the default one when it declares none).
  public var screens: [CheckedScreen] { checked?.screens ?? [] }

  /// Every name a completion might want: views, metrics, constraint labels.
  public var names: (views: [String], metrics: [String], labels: [String]) {
    guard let checked else { return ([], [], []) }
    let labels = Set(checked.constraints.compactMap(\.label)).sorted()
    return (checked.views.map(\.name), checked.metrics.keys.sorted(), labels)
  }

  /// Each view's kind, so that completion offers only the attributes a view has.
  public var viewKinds: [String: ViewKind] {
    guard let checked else { return [:] }
    return Dictionary(
      checked.views.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
  }

  // MARK: Changes

  /// Adds statements (one or more lines of the language) at the end of the session.
  public mutating func submit(_ input: String) -> Outcome {
    let separator = text.isEmpty || text.hasSuffix("\n") ? "" : "\n"
    let start = text.utf8.count + separator.utf8.count
    return change(
      to: text + separator + input + "\n", inputRange: start..<(start + input.utf8.count),
      input: input)
  }

  /// Replaces the whole session with a file's text.
  public mutating func load(_ source: String, name: String = "session") -> Outcome {
    let previousName = fileName
    fileName = name
    let outcome = change(
      to: source.hasSuffix("\n") || source.isEmpty ? source : source + "\n", overrides: [:],
      screen: nil, refusesNewConflicts: false, what: "loading \(name)")
    if !outcome.isAccepted { fileName = previousName }
    return outcome
  }

  /// `:set METRIC = VALUE`.
  public mutating func setMetric(_ name: String, _ value: Double) -> Outcome {
    guard value.isFinite, abs(value) <= 1e8 else {
      return refusal("'\(formatNumber(value))' is out of range")
    }
    guard checked?.metrics[name] != nil else {
      let suggestion = Suggestion(for: name, among: names.metrics)
      return refusal(
        Suggestion.appending(suggestion, to: "no metric named '\(name)'"))
    }
    var overrides = self.overrides
    overrides[name] = value
    return change(
      to: text, overrides: overrides, screen: screenChoice,
      quickly: { program, rechecker in rechecker.setting(name, to: value, in: program) },
      what: ":set \(name) = \(formatNumber(value))")
  }

  /// `:set LABEL.constant = VALUE`: NSLayoutConstraint's constant (`first = second + constant`).
  public mutating func setConstant(_ label: String, _ value: Double) -> Outcome {
    guard value.isFinite, abs(value) <= 1e8 else {
      return refusal("'\(formatNumber(value))' is out of range")
    }
    return rewrite(label) { constraint in
      var form = constraint.form
      form.constant = -value
      return (form, constraint.priority)
    }
  }

  /// `:set LABEL.priority = P`. As in Auto Layout, a constraint cannot change from or to
  /// required (1000).
  public mutating func setPriority(_ label: String, _ value: Double) -> Outcome {
    guard value >= 1, value < 1000 else {
      return refusal(
        value == 1000
          ? "a priority cannot change to required (1000); remove the constraint and add it again"
          : "a priority must be between 1 and 999 here")
    }
    return rewrite(label) { constraint in
      guard constraint.priority < 1000 else { return nil }
      return (constraint.form, value)
    }
  }

  /// `:remove NAME`: a labelled constraint, or a view that no constraint names.
  public mutating func remove(_ name: String) -> Outcome {
    guard let checked else { return refusal("nothing to remove") }
    let labelled = checked.constraints.filter { $0.label == name }
    if let first = labelled.first {
      let span = labelled.dropFirst().reduce(first.span) { $0.union($1.span) }
      return change(
        to: removing(span), overrides: overrides, screen: screenChoice, what: ":remove \(name)")
    }
    guard let index = checked.views.firstIndex(where: { $0.name == name }), index > 0 else {
      let suggestion = Suggestion(for: name, among: names.labels + Array(names.views.dropFirst()))
      return refusal(
        Suggestion.appending(suggestion, to: "no constraint label or view named '\(name)'"))
    }
    let users = checked.constraints.filter { constraint in
      constraint.form.terms.contains {
        if case .anchor(let anchor) = $0.atom { anchor.view == index } else { false }
      }
    }
    guard users.isEmpty else {
      let file = sessionFile
      let lines = Set(users.map { file.location($0.span.start).line }).sorted().map(String.init)
      return refusal(
        "'\(name)' is named by constraints on line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")); remove those first"
      )
    }
    guard checked.views.allSatisfy({ $0.parent != index }) else {
      return refusal("'\(name)' holds other views; remove them first")
    }
    guard let declaration = declarationSpan(of: name) else {
      return refusal("cannot find where '\(name)' is declared")
    }
    return change(
      to: removing(declaration), overrides: overrides, screen: screenChoice,
      what: ":remove \(name)")
  }

  /// `:screen NAME` or `:screen W x H`.
  public mutating func selectScreen(_ choice: ScreenChoice) -> Outcome {
    if case .device(let name, _) = choice, Device.named(name) == nil {
      let suggestion = Suggestion(for: name, among: screens.map(\.name) + Device.allNames)
      return refusal(Suggestion.appending(suggestion, to: "no screen or device named '\(name)'"))
    }
    if case .named(let name) = choice, !screens.contains(where: { $0.name == name }) {
      if Device.named(name) != nil {
        return change(
          to: text, overrides: overrides, screen: .device(name, landscape: false),
          what: ":screen \"\(name)\"")
      }
      let suggestion = Suggestion(for: name, among: screens.map(\.name) + Device.allNames)
      return refusal(
        Suggestion.appending(suggestion, to: "no screen named '\(name)'"))
    }
    if case .size(let width, let height, let scale) = choice {
      guard width >= 0 && height >= 0 && width <= 1e5 && height <= 1e5 else {
        return refusal("a screen's width and height must be between 0 and 100,000")
      }
      if let scale, !DisplayScale.isValid(scale) {
        return refusal("a display's scale is @1x, @2x or @3x")
      }
    }
    let named: String
    switch choice {
    case .named(let name): named = "\"\(name)\""
    case .size(let width, let height, let scale):
      named = "\(formatNumber(width)) x \(formatNumber(height))" + DisplayScale.suffix(scale)
    case .device(let name, let landscape): named = "\"\(name)\"" + (landscape ? " landscape" : "")
    }
    return change(to: text, overrides: overrides, screen: choice, what: ":screen \(named)")
  }

  /// `:undo`: back to before the last change that was made.
  public mutating func undo() -> Outcome {
    guard let previous = undoStack.popLast() else { return refusal("nothing to undo") }
    var outcome = change(
      to: previous.text, overrides: previous.overrides, screen: previous.screenChoice,
      refusesNewConflicts: false)
    if outcome.isAccepted {
      _ = undoStack.popLast()  // undoing is not itself undoable
      outcome.undone = previous.change
    } else {
      undoStack.append(previous)
    }
    return outcome
  }

  /// The session as a `.layout` file that reproduces it: metric overrides written into their
  /// `let` lines.
  public var savedText: String {
    guard !overrides.isEmpty else { return text }
    let program = tree
    var edits: [(SourceSpan, String)] = []
    func visit(_ statements: [Statement]) {
      for statement in statements {
        switch statement {
        case .metric(let metric):
          if let value = overrides[metric.name.text] {
            edits.append((metric.value.span, formatNumber(value)))
          }
        case .view(let view): visit(view.body)
        default: break
        }
      }
    }
    visit(program.statements)
    return edited { stream in
      for (span, replacement) in edits { stream.replace(span, with: replacement) }
    }
  }

  // MARK: Questions

  /// `:why VIEW.ATTR` on the current screen.
  public mutating func why(_ query: WhyQuery) -> Result<WhyAnswer, WhyQuery.Problem> {
    guard let checked, var compiler else { return .failure(.nothingLaidOut) }
    if let problem = Pipeline.problem(with: query, in: checked) { return .failure(problem) }
    // Checked above: the view exists and has the attribute, so the solver can explain it.
    guard let answer = compiler.explain(query) else { return .failure(.nothingLaidOut) }
    self.compiler = compiler
    return .success(answer)
  }

  // MARK: Applying a change

  private func refusal(_ message: String) -> Outcome {
    let file = SourceFile(name: "command", text: "")
    return Outcome(
      isAccepted: false,
      diagnostics: [
        Diagnostic(.repl, message, at: SourceSpan(0, 0), isFileLevel: true)
      ],
      diagnosticFile: file, sessionFile: sessionFile)
  }

  /// The syntax tree of the session's text: the last parse when it was of this text.
  private var tree: Program {
    if let parsed, parsedText == text { return parsed.tree }
    return Pipeline.parse(sessionFile).tree
  }

  /// The session's text with its statement at `span` removed, line and all.
  private func removing(_ span: SourceSpan) -> String {
    // The edit `TokenStream.removeLines(of:)` makes, made on the bytes: the same text without
    // tokenizing and printing the whole session.
    String(decoding: TokenStream.removingLines(of: span, in: sessionFile), as: UTF8.self)
  }

  /// The session's text after an edit of its token stream (tokens and trivia, so comments
  /// and layout are kept).
  private func edited(_ edit: (inout TokenStream) -> Void) -> String {
    let file = sessionFile
    var stream = Lexer.tokenStream(file)
    edit(&stream)
    return String(decoding: TokenPrinter.print(stream, file: file), as: UTF8.self)
  }

  private func declarationSpan(of name: String) -> SourceSpan? {
    let program = tree
    func find(_ statements: [Statement]) -> SourceSpan? {
      for statement in statements {
        if case .view(let view) = statement {
          if view.name.text == name { return view.span }
          if let inner = find(view.body) { return inner }
        }
      }
      return nil
    }
    return find(program.statements)
  }

  /// Rewrites a labelled constraint's statement with a new form or priority, written out as
  /// anchors (`gap: title.leading == avatar.trailing + 20 @998`).
  private mutating func rewrite(
    _ label: String, _ transform: (CheckedConstraint) -> (LinearForm, Double)?
  ) -> Outcome {
    guard let checked else { return refusal("no constraint labelled '\(label)'") }
    let labelled = checked.constraints.filter { $0.label == label }
    guard let constraint = labelled.first else {
      let suggestion = Suggestion(for: label, among: names.labels)
      return refusal(
        Suggestion.appending(suggestion, to: "no constraint labelled '\(label)'"))
    }
    guard labelled.count == 1 else {
      return refusal(
        "'\(label)' labels a compound constraint (\(labelled.count) constraints); edit its text instead"
      )
    }
    guard let (form, priority) = transform(constraint) else {
      return refusal("'\(label)' is required (1000); a priority cannot change from required")
    }
    let written = "\(label): " + checked.describe(form, constraint.relation, priority: priority)
    let span = constraint.span
    let index = checked.constraints.firstIndex { $0.label == label }
    // The statement is one line: written in place of its text, the rest kept byte for byte
    // (as rewriting its tokens would), and, when it had no diagnostic of its own, checked
    // again alone, its spans and everything after it moved by the difference in length.
    let bytes = Array(text.utf8)
    guard span.start >= 0, span.start <= span.end, span.end <= bytes.count else {
      return refusal("cannot find the statement labelled '\(label)'")
    }
    let rewritten = String(
      decoding: bytes[..<span.start] + Array(written.utf8) + bytes[span.end...], as: UTF8.self)
    let range = span.start..<(span.start + written.utf8.count)
    let isClean = !diagnostics.contains { $0.span.start < span.end && $0.span.end > span.start }
    let name = fileName
    return change(
      to: rewritten, overrides: overrides, screen: screenChoice,
      quickly: { program, rechecker in
        guard isClean, let index else { return nil }
        return rechecker.replacing(
          constraintAt: index, of: program, writtenAt: span, with: range,
          in: SourceFile(name: name, text: rewritten))
      }, what: "'\(written)'")
  }

  private mutating func change(to newText: String, inputRange: Range<Int>, input: String) -> Outcome
  {
    change(
      to: newText, overrides: overrides, screen: screenChoice, inputRange: inputRange, input: input,
      what: "'\(input)'")
  }

  /// Applies a change, or refuses it and changes nothing: when it has an error, and (with
  /// `refusesNewConflicts`, for lines and commands) when it makes required constraints
  /// conflict. Loading a file and undoing accept the conflicts the text has, as `strut run`
  /// shows them.
  private mutating func change(
    to newText: String, overrides newOverrides: [String: Double], screen newChoice: ScreenChoice?,
    inputRange: Range<Int>? = nil, input: String? = nil, refusesNewConflicts: Bool = true,
    quickly quick: ((CheckedProgram, StatementRechecker) -> StatementRechecker.Outcome?)? = nil,
    what: String = "the last change"
  ) -> Outcome {
    let started = LayoutSession.now()
    // A `:set` that reaches only some statements checks just those again, and their new
    // constants are edited in the live solver: no whole check, no diff of the two programs.
    let patch = quick.flatMap { quick in
      checked.flatMap { program in rechecker.flatMap { quick(program, $0) } }
    }
    let file: SourceFile
    let next: CheckedProgram
    let all: [Diagnostic]
    let nextRechecker: StatementRechecker?
    if let patch {
      // Only constants changed, in statements that had no diagnostic and have none now:
      // the whole program's diagnostics are the same, moved with a rewritten statement.
      file = patch.program.file
      (next, nextRechecker) = (patch.program, patch.rechecker)
      all = patch.shift.map { shift in diagnostics.map { $0.shifted(shift) } } ?? diagnostics
      if newText != parsedText { parsed = nil }
    } else {
      // A metric change leaves the text as it was: its syntax tree is reused.
      let reused = parsed.flatMap { $0.file.name == fileName && parsedText == newText ? $0 : nil }
      let parse = reused ?? Pipeline.parse(SourceFile(name: fileName, text: newText))
      parsed = parse
      parsedText = newText
      file = parse.file
      if quick != nil {
        // A `:set`: the next one may be quick.
        let result: Pipeline.Checked
        (result, nextRechecker) = Pipeline.checkKeepingReaders(parse, overrides: newOverrides)
        (next, all) = (result.program, result.diagnostics)
      } else {
        let result = Pipeline.check(parse, overrides: newOverrides)
        (next, all, nextRechecker) = (result.program, result.diagnostics, nil)
      }
    }
    // A view declared but not yet constrained is normal while building a layout.
    let relevant = all.filter { $0.id != .unconstrainedView && $0.id != .unusedOverride }
    let inputFile = input.map { SourceFile(name: "input", text: $0) }
    func rebased(_ diagnostic: Diagnostic) -> Diagnostic? {
      guard let inputRange,
        inputRange.contains(diagnostic.span.start) || diagnostic.span.start == inputRange.upperBound
      else { return nil }
      var moved = diagnostic
      let offset = inputRange.lowerBound
      moved.span = SourceSpan(diagnostic.span.start - offset, diagnostic.span.end - offset)
      moved.fixIts = diagnostic.fixIts.map {
        Diagnostic.FixIt(SourceSpan($0.span.start - offset, $0.span.end - offset), $0.replacement)
      }
      moved.notes = diagnostic.notes.map { note in
        var note = note
        if let span = note.span, !inputRange.contains(span.start) {
          let line = file.location(span.start).line
          note.message +=
            fileName == "session" ? " (session line \(line))" : " (\(fileName):\(line))"
          note.span = nil
        } else if let span = note.span {
          note.span = SourceSpan(span.start - offset, span.end - offset)
        }
        return note
      }
      return moved
    }
    if relevant.contains(where: \.isError) {
      if let inputFile {
        let errors = relevant.filter(\.isError)
        let local = errors.compactMap(rebased)
        if local.count == errors.count {
          return Outcome(
            isAccepted: false, diagnostics: local, diagnosticFile: inputFile,
            sessionFile: sessionFile)
        }
      }
      return Outcome(
        isAccepted: false, diagnostics: relevant.filter(\.isError), diagnosticFile: file,
        sessionFile: sessionFile)
    }
    guard let screen = chooseScreen(newChoice, in: next) else {
      return refusal("the chosen screen is gone; choose another with ':screen'")
    }
    let checkedAt = LayoutSession.now()
    // Everything a refused change must put back.
    let previous = (
      text: text, overrides: overrides, screenChoice: screenChoice, diagnostics: diagnostics,
      checked: checked, rechecker: rechecker, layout: layout
    )
    undoStack.append(
      Snapshot(change: what, text: text, overrides: overrides, screenChoice: screenChoice))
    let before = layout
    let beforeProblems = layout?.diagnostics ?? []
    text = newText
    overrides = newOverrides
    screenChoice = newChoice
    diagnostics = all
    checked = next
    rechecker = nextRechecker

    var incremental: ScreenCompiler.UpdateCounts?
    var solveSeconds = 0.0
    // Taken out of `self` (left nil there) so that updating it does not copy the whole
    // solver: no other reference to its storage may stay alive while it changes.
    if var live = compiler.take(), live.screen.laysOutLike(screen),
      let followed = patch == nil
        ? live.follow(next)
        : live.follow(
          next, constantsChangedAt: patch?.changed ?? [],
          reprioritized: patch?.reprioritized ?? [], shift: patch?.shift)
    {
      let counts = followed.counts
      incremental = counts
      solveSeconds = counts.solveSeconds
      compiler = live
      layout = followed.layout
    } else {
      let settled = Pipeline.settle(next, on: screen)
      compiler = settled.compiler
      layout = settled.layout
    }
    var outcome = Outcome(
      isAccepted: true, diagnosticFile: inputFile ?? file, sessionFile: file,
      incremental: incremental.map {
        (
          added: $0.added, removed: $0.removed, constantsChanged: $0.constantsChanged,
          reprioritized: $0.reprioritized
        )
      },
      recheckedStatements: patch?.recheckedStatements,
      seconds: (checkedAt - started, LayoutSession.now() - checkedAt, solveSeconds))
    if inputRange != nil {
      outcome.diagnostics = relevant.filter { !$0.isError }.compactMap(rebased)
    }
    outcome.changes = LayoutSession.changes(from: before?.views ?? [], to: layout?.views ?? [])
    // A problem is new when no problem before it had its id and message (a set: layouts with
    // thousands of warnings stay linear).
    struct Key: Hashable {
      var id: DiagnosticID
      var message: String
    }
    let afterProblems = layout?.diagnostics ?? []
    // Most changes keep every problem as it was, in the same order: compared in pairs, with
    // no hashing of their messages.
    let same =
      afterProblems.count == beforeProblems.count
      && afterProblems.indices.allSatisfy {
        afterProblems[$0].id == beforeProblems[$0].id
          && afterProblems[$0].message == beforeProblems[$0].message
      }
    if !same {
      let known = Set(beforeProblems.map { Key(id: $0.id, message: $0.message) })
      outcome.newProblems = afterProblems.filter {
        !known.contains(Key(id: $0.id, message: $0.message))
      }
    }
    let conflicts = outcome.newProblems.filter(\.isError)
    if refusesNewConflicts, !conflicts.isEmpty {
      // Refused: the session, its live solver and its frames are exactly as before.
      (text, overrides, screenChoice) = (previous.text, previous.overrides, previous.screenChoice)
      (diagnostics, checked, layout) = (previous.diagnostics, previous.checked, previous.layout)
      rechecker = previous.rechecker
      // The live solver moved on; rebuild the previous one (only refusals pay for this, so
      // that accepted changes update the solver in place, never copying it).
      compiler = previous.checked.flatMap { program in
        chooseScreen(previous.screenChoice, in: program).map {
          Pipeline.settle(program, on: $0).compiler
        }
      }
      _ = undoStack.popLast()
      let local = conflicts.compactMap(rebased)
      return local.count == conflicts.count && inputFile != nil
        ? Outcome(
          isAccepted: false, diagnostics: local, diagnosticFile: inputFile ?? file,
          sessionFile: sessionFile)
        : Outcome(
          isAccepted: false, diagnostics: conflicts, diagnosticFile: file, sessionFile: sessionFile)
    }
    return outcome
  }

  private func chooseScreen(_ choice: ScreenChoice?, in program: CheckedProgram) -> CheckedScreen? {
    switch choice {
    case nil: return program.screens.first
    case .named(let name)?: return program.screens.first { $0.name == name }
    case .size(let width, let height, let scale)?:
      var screen = CheckedScreen(
        name: "\(formatNumber(width)) x \(formatNumber(height))", width: width, height: height)
      screen.scale = scale
      return screen
    case .device(let name, let landscape)?:
      guard let device = Device.named(name) else { return nil }
      let geometry = device.screen(landscape: landscape)
      var screen = CheckedScreen(
        name: name + (landscape ? " landscape" : ""), width: geometry.width,
        height: geometry.height, safeArea: geometry.safeArea,
        sizeClasses: (geometry.sizeClasses.horizontal, geometry.sizeClasses.vertical))
      screen.scale = device.scale
      return screen
    }
  }
}
