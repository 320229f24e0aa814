import StrutCore
import StrutModel
import StrutSyntax

/// Resolves names, properties and anchor types: turns a parsed program into constraints that
/// hold for any screen, reporting every mistake it finds with its span.
public struct Checker {
  var file: SourceFile
  let overrides: [String: Double]
  var diagnostics = DiagnosticBag()
  var views: [CheckedView] = []
  /// True once a view with a content area (a scroll view) is declared: until then no
  /// constraint can name a scroll view's edge, and the scroll-view rule is skipped.
  var hasContentAreas = false
  var variables: [String] = []
  var variableSpans: [SourceSpan] = []
  /// How many variables the file declared (those after stand for UIKit's own guides).
  var declaredVariableCount = 0
  var constraints: [CheckedConstraint] = []
  var screens: [CheckedScreen] = []
  /// Every name: what it declares and where, metric values, and what keywords mean.
  var names = NameTable(symbols: SymbolTable())
  /// Whether `names` records every occurrence of a name for the program's `NameIndex`.
  var indexesNames = false
  /// Inside `when` blocks: the conjunction of their conditions, given to every constraint.
  var condition: ScreenCondition?
  /// With `keepsMetricReaders`: every constraint statement and VFL line that read a metric,
  /// so that a metric's new value can be checked again in just those (`MetricRechecker`).
  var keepsMetricReaders = false
  var metricReaders: [MetricReader] = []
  /// The most constraints the declared stacks make (`StackBuilder.mostConstraints`), which
  /// the parser cannot count: room for them is made before constraints are added.
  var stackRoom = 0
  /// The file's metric names, gathered only when a message about an unknown name asks.
  var metricsInFile = MetricsInFile(statements: [])

  enum Entity: Hashable {
    case view(Int), metric, variable(Int)
  }

  struct Failure: Error {
    var diagnostic: Diagnostic
  }

  public init(file: SourceFile, overrides: [String: Double] = [:]) {
    self.file = file
    self.overrides = overrides
  }

  /// Checks a program. The diagnostics include every error found; the program is usable only
  /// when none of them is an error.
  /// With `indexesNames`, the program's `names` lists where every name is declared and used
  /// (what editors ask for); without, it stays empty and checking is a few percent faster.
  public static func check(
    _ program: Program, file: SourceFile, overrides: [String: Double] = [:],
    indexesNames: Bool = false
  ) -> (CheckedProgram, [Diagnostic]) {
    var checker = Checker(file: file, overrides: overrides)
    checker.indexesNames = indexesNames
    let checked = checker.run(program)
    return (checked, checker.diagnostics.diagnostics)
  }

  mutating func run(_ program: Program) -> CheckedProgram {
    names = NameTable(
      symbols: program.symbols, indexesNames: indexesNames, logsMetricReads: keepsMetricReaders)
    views.append(CheckedView(name: "root", kind: .view, parent: nil, span: SourceSpan(0, 0)))
    names.declare(named: "root", as: .view(0), span: SourceSpan(0, 0))
    metricsInFile = MetricsInFile(statements: program.statements)
    // Allocated once, as large as the parser counted: grown by doubling, copying them and
    // touching fresh pages took a tenth of checking a 10 MB file. (A walk over the syntax
    // tree to count them, before checking, took a twentieth.)
    views.reserveCapacity(1 + program.counts.views)
    declare(program.statements, parent: 0)
    constraints.reserveCapacity(constraints.count + program.counts.constraints + stackRoom)
    for name in overrides.keys.sorted() where !metricsInFile.contains(name) {
      diagnostics.append(
        Diagnostic(
          .unusedOverride,
          "'-D \(name)' does not match any 'let' in this file", at: SourceSpan(0, 0),
          isFileLevel: true))
    }
    resolve(program.statements, parent: 0)
    if !diagnostics.hasErrors { arrangeStacks() }
    warnAboutUnconstrainedViews()
    if screens.isEmpty {
      let (width, height) = (UIKitDefaults.screenWidth, UIKitDefaults.screenHeight)
      screens.append(
        CheckedScreen(
          name: "\(formatNumber(width)) x \(formatNumber(height))", width: width, height: height))
    }
    var program = CheckedProgram(
      file: file, views: views, variables: variables, variableSpans: variableSpans,
      constraints: constraints, screens: screens,
      metrics: names.metrics)
    program.names = NameIndex(names.recorder.occurrences)
    program.declaredVariableCount = declaredVariableCount
    return program
  }

  // MARK: Declarations

  /// First pass: every view, variable and metric (in file order), so constraints may name
  /// views declared later.
  mutating func declare(_ statements: [Statement], parent: Int) {
    for statement in statements {
      switch statement {
      case .view(let declaration):
        let index = views.count
        let kind = self.kind(of: declaration)
        let isKnownKind = kind != nil
        if views.indices.contains(parent), views[parent].kind.isLayoutGuide {
          // A layout guide is a rectangle, not a view: nothing can be added to it.
          diagnostics.append(
            Diagnostic(
              .viewInGuide,
              "'\(declaration.name.text)' cannot be inside guide '\(views[parent].name)'; a guide holds no views",
              at: declaration.kind.span,
              help: "declare it next to the guide, in the guide's owning view"))
        }
        guard claim(declaration.name, as: .view(index)) else { continue }
        // Made in place: a view built aside and appended was copied and destroyed.
        views.append(
          CheckedView(
            name: declaration.name.text, kind: kind ?? .view, parent: parent,
            span: declaration.name.span))
        views[index].text = declaration.text?.value
        if views[index].kind == .stack {
          views[index].stack = StackLayout()
          stackRoom += StackBuilder.mostConstraintsPerStack
        }
        if views.indices.contains(parent), views[parent].stack != nil {
          stackRoom += StackBuilder.mostConstraintsPerItem
        }
        if views[index].kind.hasContentArea { hasContentAreas = true }
        // An unknown kind's properties and text cannot be judged: only the kind is reported.
        if isKnownKind { applyProperties(declaration, to: index) }
        declare(declaration.body, parent: index)
      case .variable(let declaration):
        if claim(declaration.name, as: .variable(variables.count)) {
          variables.append(declaration.name.text)
          variableSpans.append(declaration.name.span)
        }
      case .metric(let declaration):
        // Metrics are defined in file order in this pass, so that properties can use them.
        do throws(Failure) {
          try defineMetric(declaration)
        } catch {
          diagnostics.append(error.diagnostic)
        }
      default:
        break
      }
    }
  }

  /// Records a new name; reports a duplicate with a note at the first declaration.
  mutating func claim(_ name: Name, as entity: Entity) -> Bool {
    if let existing = names.declaration(name) {
      let first: [Diagnostic.Note] =
        existing.span == SourceSpan(0, 0)
        ? [Diagnostic.Note("'root' is the screen's root view")]
        : [Diagnostic.Note("'\(name.text)' was first declared here", span: existing.span)]
      diagnostics.append(
        Diagnostic(
          .duplicateName, "'\(name.text)' is already declared", at: name.span,
          notes: first))
      return false
    }
    names.declare(name, as: entity)
    switch entity {
    case .view(let index): names.recorder.define(.view(index), name.span)
    case .variable(let index): names.recorder.define(.variable(index), name.span)
    case .metric: names.recorder.define(.metric(name.text), name.span)
    }
    return true
  }

  // MARK: Second pass

  mutating func resolve(_ statements: [Statement], parent: Int) {
    for statement in statements {
      do throws(Failure) {
        if condition != nil { try checkAllowedInWhen(statement) }
        switch statement {
        case .metric: break
        case .screen(let declaration): try addScreen(declaration)
        case .view(let declaration):
          if case .view(let index)? = names.declaration(declaration.name)?.entity,
            views[index].span == declaration.name.span
          {
            resolve(declaration.body, parent: index)
          }
        case .constraint(let statement):
          let mark = statementMark()
          try addConstraint(statement)
          // (Asked here, not in the callee: the statement handed to it is a copy.)
          if keepsMetricReaders { noteMetricReads(since: mark, by: .constraint(statement)) }
        case .visualFormat(let line):
          let mark = statementMark()
          try addVisualFormat(line, context: parent)
          if keepsMetricReaders {
            noteMetricReads(since: mark, by: .visualFormat(line, context: parent))
          }
        case .when(let block): resolveWhen(block, parent: parent)
        case .variable: break
        }
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
  }

  mutating func defineMetric(_ declaration: MetricDeclaration) throws(Failure) {
    let name = declaration.name
    let form = try evaluate(declaration.value)
    guard form.isConstant else {
      throw Failure(
        diagnostic: Diagnostic(
          .metricNotConstant, "a metric must be a number, not an anchor or variable",
          at: declaration.value.span, help: "use 'var \(name.text)' for a value the solver finds"))
    }
    guard claim(name, as: .metric) else { return }
    names.setMetric(name, overrides[name.text] ?? form.constant, definedAt: declaration.span.start)
  }

  mutating func addScreen(_ declaration: ScreenDeclaration) throws(Failure) {
    var isLandscape = false
    for trait in declaration.traits where trait.text == "landscape" || trait.text == "portrait" {
      isLandscape = trait.text == "landscape"
      if declaration.width != nil {
        throw failure(
          .screenOrientation,
          "'\(trait.text)' picks a device's orientation; a screen with a size has the one its size gives",
          trait.span, help: "swap the width and height, or name a device without a size")
      }
    }
    var device: Device?
    var width: Double
    var height: Double
    var deviceSafeArea = EdgeInsets.zero
    var sizeClasses: (horizontal: SizeClass?, vertical: SizeClass?) = (nil, nil)
    if let givenWidth = declaration.width, let givenHeight = declaration.height {
      width = try checkedNumber(givenWidth.value, givenWidth.span)
      height = try checkedNumber(givenHeight.value, givenHeight.span)
      // Zero is a size UIKit lays out (a collapsed cell, a row of height 0); below it, none.
      guard width >= 0, height >= 0 else {
        throw failure(
          .screenSize, "a screen's width and height must not be negative", declaration.span)
      }
    } else {
      // A device by name: its size, safe area, scale and size classes from the table.
      let title = declaration.title ?? Name("", declaration.span)
      guard let found = Device.named(title.text) else {
        let suggestion = Suggestion(for: title.text, among: Device.allNames)
        throw Failure(
          diagnostic: Diagnostic(
            .unknownDevice, "unknown device '\(title.text)'", at: title.span,
            help: suggestion?.help
              ?? "give its size ('screen \"\(title.text)\" 390 x 844'), or see 'strut devices'",
            fixIts: suggestion.map { [Diagnostic.FixIt(title.span, "\"\($0.word)\"")] } ?? []))
      }
      device = found
      let screen = found.screen(landscape: isLandscape)
      (width, height, deviceSafeArea) = (screen.width, screen.height, screen.safeArea)
      sizeClasses = (screen.sizeClasses.horizontal, screen.sizeClasses.vertical)
    }
    var insets: [String: Double] = [:]
    for property in declaration.safeArea {
      let key = property.key.text
      guard ["top", "left", "bottom", "right"].contains(key) else {
        throw unknownName(
          property.key, kind: .safeAreaEdge, candidates: ["top", "left", "bottom", "right"])
      }
      guard case .number(let number) = property.value, number.value >= 0 else {
        throw failure(
          .safeAreaValue, "a safe-area inset must be a non-negative number", property.value.span)
      }
      insets[key] = try checkedNumber(number.value, number.span)
    }
    var isRightToLeft = false
    var rootIsPlainView = false
    var rootMarginsFromEdges = false
    for trait in declaration.traits {
      switch trait.text {
      case "cell": rootIsPlainView = true
      case "edgeMargins": rootMarginsFromEdges = true
      case "rtl": isRightToLeft = true
      case "ltr": isRightToLeft = false
      case "compactWidth": sizeClasses.horizontal = .compact
      case "regularWidth": sizeClasses.horizontal = .regular
      case "compactHeight": sizeClasses.vertical = .compact
      case "regularHeight": sizeClasses.vertical = .regular
      case "landscape", "portrait": break
      default:
        throw unknownName(
          trait, kind: .screenOption,
          candidates: [
            "rtl", "ltr", "safe", "compactWidth", "regularWidth", "compactHeight", "regularHeight",
            "landscape", "portrait", "cell", "edgeMargins", "margins",
          ])
      }
    }
    if let title = declaration.title,
      title.text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      // An escaped '\n' in a name would start a new line in every report that names it.
      throw failure(
        .screenName, "a screen's name is one line: it cannot hold a new line or a tab", title.span)
    }
    var name = declaration.title?.text ?? "\(formatNumber(width)) x \(formatNumber(height))"
    if device != nil && isLandscape { name += " landscape" }
    var screen = CheckedScreen(
      name: name, width: width, height: height,
      safeArea: EdgeInsets(
        top: insets["top"] ?? deviceSafeArea.top, left: insets["left"] ?? deviceSafeArea.left,
        bottom: insets["bottom"] ?? deviceSafeArea.bottom,
        right: insets["right"] ?? deviceSafeArea.right),
      isRightToLeft: isRightToLeft, span: declaration.span, sizeClasses: sizeClasses)
    screen.rootIsPlainView = rootIsPlainView
    screen.rootMarginsFromEdges = rootMarginsFromEdges
    if !declaration.rootMargins.isEmpty {
      var margins =
        rootIsPlainView
        ? DirectionalEdgeInsets(all: UIKitDefaults.layoutMargin)
        : UIKitDefaults.rootMargins(width: width)
      for property in declaration.rootMargins {
        let edges = ["top", "leading", "bottom", "trailing"]
        guard edges.contains(property.key.text) else {
          throw unknownName(property.key, kind: .edge, candidates: edges)
        }
        guard case .number(let number) = property.value, number.value >= 0 else {
          throw failure(
            .rootMarginValue, "a root margin must be a non-negative number",
            property.value.span)
        }
        let value = try checkedNumber(number.value, number.span)
        switch property.key.text {
        case "top": margins.top = value
        case "leading": margins.leading = value
        case "bottom": margins.bottom = value
        default: margins.trailing = value
        }
      }
      screen.rootMargins = margins
    }
    // A screen given a size keeps exact frames unless it names its display's scale (`@2x`).
    screen.scale = device?.scale
    if let scale = declaration.scale {
      guard DisplayScale.isValid(scale.value) else {
        throw failure(
          .screenScale, "an iOS display's scale is @1x, @2x or @3x", scale.span,
          help: "points are snapped to that many pixels each: write @2x or @3x")
      }
      screen.scale = scale.value
    }
    screens.append(screen)
  }

  /// A view that no constraint names has an undetermined frame unless it is a container
  /// whose children are constrained to it (those constraints name it, so it counts).
  mutating func warnAboutUnconstrainedViews() {
    guard !diagnostics.hasErrors else { return }
    var named = [Bool](repeating: false, count: views.count)
    // By index: a loop over the constraints copied each one (its strings and arrays
    // retained and released), a tenth of checking a stack-heavy file.
    for index in constraints.indices {
      constraints[index].form.forEachAnchoredView { named[$0] = true }
    }
    // By index too: most views are named, and a loop over the views copied every one.
    for index in views.indices where index > 0 && !named[index] {
      let view = views[index]
      diagnostics.append(
        Diagnostic(
          .unconstrainedView,
          "'\(view.name)' is not named by any constraint; its position is undetermined",
          at: view.span,
          help: "constrain it, for example 'H:|-[\(view.name)]-|' and 'V:|-[\(view.name)]'"))
    }
  }

  // MARK: Helpers

  /// The kind a declaration's first word names, or nil (reported, with the nearest kind)
  /// when it names none; the view is then read as a plain view, so that constraints on it
  /// are still checked.
  mutating func kind(of declaration: ViewDeclaration) -> ViewKind? {
    if let kind = ViewKind(named: declaration.kind.text) { return kind }
    diagnostics.append(
      unknownName(declaration.kind, kind: .kind, candidates: ViewKind.all.map(\.name)).diagnostic)
    return nil
  }

  func failure(_ id: DiagnosticID, _ message: String, _ span: SourceSpan, help: String? = nil)
    -> Failure
  {
    Failure(diagnostic: Diagnostic(id, message, at: span, help: help))
  }

  func checkedNumber(_ value: Double, _ span: SourceSpan) throws(Failure) -> Double {
    guard value.isFinite, abs(value) <= largestNumber else {
      throw failure(
        .numberOutOfRange,
        numberOutOfRangeMessage,
        span)
    }
    return value
  }

  /// What an unknown name was meant to be: the word for messages and the diagnostic's id.
  enum NameKind: String {
    case attribute, condition, edge, guide, kind, metric, name, priority, view
    case formatOption = "format option", safeAreaEdge = "safe-area edge"
    case screenOption = "screen option"

    var diagnostic: DiagnosticID {
      switch self {
      case .attribute: .unknownAttribute
      case .condition: .unknownCondition
      case .edge: .unknownEdge
      case .guide: .unknownGuide
      case .kind: .unknownKind
      case .metric: .unknownMetric
      case .name: .unknownName
      case .priority: .unknownPriority
      case .view: .unknownView
      case .formatOption: .unknownFormatOption
      case .safeAreaEdge: .unknownSafeAreaEdge
      case .screenOption: .unknownScreenOption
      }
    }
  }

  func unknownName(_ name: Name, kind: NameKind, candidates: [String]) -> Failure {
    if let advice = uikitAdvice(for: name.text, kind: kind, candidates: candidates) {
      return Failure(
        diagnostic: Diagnostic(
          kind.diagnostic, "unknown \(kind.rawValue) '\(name.text)'", at: name.span,
          help: advice.help,
          fixIts: advice.replacement.map { [Diagnostic.FixIt(name.span, $0)] } ?? []))
    }
    let suggestion = Suggestion(for: name.text, among: candidates)
    return Failure(
      diagnostic: Diagnostic(
        kind.diagnostic, "unknown \(kind.rawValue) '\(name.text)'", at: name.span,
        help: suggestion?.help,
        fixIts: suggestion.map { [Diagnostic.FixIt(name.span, $0.word)] } ?? []))
  }

  /// The Strut word for a UIKit spelling (`bottomAnchor`, `superview`, `UILabel`), if the
  /// unknown word is one.
  private func uikitAdvice(for word: String, kind: NameKind, candidates: [String])
    -> UIKitSpelling.Advice?
  {
    switch kind {
    case .attribute, .guide: UIKitSpelling.attribute(word, among: candidates)
    case .view, .name: UIKitSpelling.view(word)
    case .kind: UIKitSpelling.kind(word, among: ViewKind.all)
    default: nil
    }
  }
}

/// The names a program's `let`s define (outside `when` blocks, where a `let` is an error of
/// its own), gathered on first use: only a message about an unknown name ("used before it is
/// defined") and a `-D` that matches no `let` ask, so a file without those never walks its
/// syntax tree for them. Not changed once gathered.
final class MetricsInFile {
  private let statements: [Statement]
  private var names: Set<String>?

  init(statements: [Statement]) { self.statements = statements }

  func contains(_ name: String) -> Bool {
    if names == nil {
      var found = Set<String>()
      MetricsInFile.gather(statements, into: &found)
      names = found
    }
    return names?.contains(name) ?? false
  }

  private static func gather(_ statements: [Statement], into names: inout Set<String>) {
    for statement in statements {
      switch statement {
      case .metric(let declaration): names.insert(declaration.name.text)
      case .view(let declaration): gather(declaration.body, into: &names)
      default: break
      }
    }
  }
}
