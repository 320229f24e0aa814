import StrutCheck
import StrutCore
import StrutModel
import StrutSyntax

/// The one pipeline: source → tokens → AST → checked program → per-screen constraints →
/// settled solution. `strut run`, `strut check`, the REPL's session and sweeps all go through
/// these steps, so they order diagnostics, settle layouts and warn alike.
public enum Pipeline {
  /// How far `run` goes.
  public enum Depth: Sendable {
    /// Parse and check only.
    case check
    /// Also add every screen's constraints to a solver, to find required ones that conflict
    /// (no optimisation, no ambiguity analysis; the screens' frames are not computed).
    case conflicts
    /// Lay out every screen: frames, content sizes, ambiguity.
    case layout
  }

  /// What a run is asked for beyond the file itself.
  public struct Options: Sendable {
    /// `-D NAME=VALUE`: metric values that replace the file's.
    public var overrides: [String: Double]
    public var depth: Depth
    /// `--why VIEW.ATTR`: values to explain on every screen.
    public var queries: [WhyQuery]
    /// `--exercise-ambiguity`: find a second layout as good as the first.
    public var exerciseAmbiguity: Bool
    /// Record where every name is declared and used (`LayoutRun.names`), for editors.
    public var indexesNames: Bool
    /// Keep each screen's solver, once its layout is read, until the process ends instead of
    /// freeing it: for a process that ends right after the run (one `strut check` or
    /// `strut run`), whose memory the system takes back at once. Freeing a large layout's
    /// solver object by object took 0.38 s of the 10 MB card list's 3.2-second check
    /// (BENCHMARKS.md). So are the checked program, and the syntax tree when the run stops at
    /// checking. Never for a process that goes on (the REPL, the language server).
    public var keepsSolversUntilExit = false

    public init(
      overrides: [String: Double] = [:], depth: Depth = .layout, queries: [WhyQuery] = [],
      exerciseAmbiguity: Bool = false, indexesNames: Bool = false
    ) {
      self.overrides = overrides
      self.depth = depth
      self.queries = queries
      self.exerciseAmbiguity = exerciseAmbiguity
      self.indexesNames = indexesNames
    }
  }

  /// A file's syntax tree and its syntax errors.
  public struct Parsed: Sendable {
    public var file: SourceFile
    public var tree: Program
    public var diagnostics: [Diagnostic]
  }

  /// A checked program with every syntax and checking diagnostic, in file order. The program
  /// is usable only when `hasErrors` is false.
  public struct Checked: Sendable {
    public var program: CheckedProgram
    public var diagnostics: [Diagnostic]
    public var hasErrors: Bool { diagnostics.contains { $0.isError } }
  }

  /// One screen laid out until wrapping labels and safe areas settle.
  struct Settled {
    var compiler: ScreenCompiler
    var layout: ScreenLayout
  }

  /// How many times a screen is solved at most while wrapping labels and safe areas settle.
  public static let maximumPasses = 4

  // MARK: Stages

  /// Source → tokens → AST.
  public static func parse(_ file: SourceFile) -> Parsed {
    let (tree, diagnostics) = Parser.parse(file)
    return Parsed(file: file, tree: tree, diagnostics: diagnostics)
  }

  /// AST → checked program. A parse can be checked again with other overrides: a metric's new
  /// value needs no new parse.
  public static func check(
    _ parsed: Parsed, overrides: [String: Double] = [:], indexesNames: Bool = false
  ) -> Checked {
    let (program, diagnostics) = Checker.check(
      parsed.tree, file: parsed.file, overrides: overrides, indexesNames: indexesNames)
    return Checked(program: program, diagnostics: inFileOrder(parsed.diagnostics + diagnostics))
  }

  /// `check`, also keeping what re-checking a metric's new value needs (the REPL's `:set`).
  static func checkKeepingReaders(
    _ parsed: Parsed, overrides: [String: Double]
  ) -> (Checked, StatementRechecker) {
    let (program, diagnostics, rechecker) = StatementRechecker.check(
      parsed.tree, file: parsed.file, overrides: overrides)
    return (
      Checked(program: program, diagnostics: inFileOrder(parsed.diagnostics + diagnostics)),
      rechecker
    )
  }

  /// Diagnostics in the order a reader meets them in the file: by where they start, ties in
  /// the order they were found.
  public static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.span.start, $0.offset) < ($1.element.span.start, $1.offset) }
      .map(\.element)
  }

  /// Lays a screen out, solving again with what each solution implies (wrapping labels'
  /// heights, subviews' safe areas: UIKit also lays out in passes) until nothing changes or
  /// `maximumPasses` is reached; then the layout carries a `layout-unsettled` warning.
  static func settle(_ program: CheckedProgram, on screen: CheckedScreen) -> Settled {
    var compiler = ScreenCompiler(program: program, screen: screen)
    var layout = compiler.layout()
    var passes = 1
    while case let next = compiler.nextAdjustments(), next != compiler.adjustments {
      guard passes < maximumPasses else {
        layout.diagnostics.append(
          Diagnostic(
            .layoutUnsettled,
            "the layout did not settle after \(passes) passes: a wrapping label's height or a view's safe area keeps changing the frames",
            at: screen.span ?? SourceSpan(0, 0), isFileLevel: screen.span == nil))
        break
      }
      compiler = ScreenCompiler(program: program, screen: screen, adjustments: next)
      layout = compiler.layout()
      passes += 1
    }
    return Settled(compiler: compiler, layout: layout)
  }

  // MARK: The whole run

  /// Runs a file through every stage `options.depth` asks for.
  public static func run(_ file: SourceFile, _ options: Options = Options()) -> LayoutRun {
    let checked = parseAndCheck(file, options)
    // The checked program lives through the layout anyway; kept, it is not freed piece by
    // piece after the report.
    if options.keepsSolversUntilExit { UntilExit.keep(checked.program) }
    let program = checked.program
    var run = LayoutRun(
      file: file, diagnostics: checked.diagnostics, program: checked.hasErrors ? nil : program)
    if options.indexesNames {
      run.names = program.names
      run.views = program.views.map {
        (name: $0.name, kind: $0.kind, span: $0.span, parent: $0.parent)
      }
    }
    guard options.depth != .check, !checked.hasErrors else { return run }
    run.queryProblems = options.queries.compactMap { problem(with: $0, in: program) }
    guard run.queryProblems.isEmpty else { return run }
    run.screens = program.screens.map { screen in
      guard options.depth == .layout else {
        var compiler = ScreenCompiler(program: program, screen: screen)
        return compiler.conflicts()
      }
      var settled = settle(program, on: screen)
      settled.layout.answers = options.queries.compactMap { settled.compiler.explain($0) }
      if options.exerciseAmbiguity {
        settled.layout.alternative = settled.compiler.exerciseAmbiguity()
      }
      if options.keepsSolversUntilExit { UntilExit.keep(settled.compiler) }
      return settled.layout
    }
    return run
  }

  /// `check(parse(file))`, the syntax tree freed when it returns — or, when nothing follows
  /// the check in a one-shot process (`check --no-solve`), left to go with the process:
  /// freeing it node by node was a tenth of that process's instructions. Not before a
  /// layout, whose solver reuses the memory the tree frees (kept, the 13 MB list's peak rose
  /// from 576 to 720 MB). (A function of its own, so that the tree's lifetime ends here.)
  private static func parseAndCheck(_ file: SourceFile, _ options: Options) -> Checked {
    let parsed = parse(file)
    let checked = check(parsed, overrides: options.overrides, indexesNames: options.indexesNames)
    if options.keepsSolversUntilExit, options.depth == .check { UntilExit.keep(parsed) }
    return checked
  }

  /// What is wrong with a query, if anything, with a suggestion.
  static func problem(with query: WhyQuery, in program: CheckedProgram) -> WhyQuery.Problem? {
    guard let view = program.views.first(where: { $0.name == query.view }) else {
      return .noView(
        query.view, suggestion: Suggestion(for: query.view, among: program.views.map(\.name)))
    }
    guard let attribute = FrameAttribute(rawValue: query.attribute) else {
      return .notAnAttribute(
        query.attribute, suggestion: Suggestion(for: query.attribute, among: WhyQuery.attributes))
    }
    if attribute.isContentSize, !view.kind.hasContentArea { return .notAScrollView(query.view) }
    return nil
  }
}

/// What a one-shot process keeps until it ends (`Options.keepsSolversUntilExit`): a
/// reference that is never released, so the value is never freed piece by piece.
enum UntilExit {
  private final class Box: Sendable {
    let value: any Sendable
    init(_ value: any Sendable) { self.value = value }
  }

  static func keep(_ value: any Sendable) {
    _ = Unmanaged.passRetained(Box(value))
  }
}
