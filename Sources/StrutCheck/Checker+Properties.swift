import StrutCore
import StrutModel
import StrutSyntax

extension Checker {
  mutating func applyProperties(_ declaration: ViewDeclaration, to index: Int) {
    let kind = views[index].kind
    if let text = declaration.text, !kind.hasText {
      diagnostics.append(
        Diagnostic(
          .textOnNonLabel, "only a label has text; '\(declaration.name.text)' is a \(kind.name)",
          at: text.span))
    }
    // The keys given so far, as a mask of `PropertyKey` bits.
    var seen: UInt64 = 0
    for (position, property) in declaration.properties.enumerated() {
      let key = property.key.text
      do throws(Failure) {
        guard let known = PropertyKey(spelling: key), kind.takes(known) else {
          let allowed = kind.properties
          let suggestion = Suggestion(for: key, among: allowed)
          throw Failure(
            diagnostic: Diagnostic(
              .unknownProperty,
              "'\(key)' is not a property of a \(kind.name)", at: property.key.span,
              help: suggestion?.help
                ?? (allowed.isEmpty
                  ? "a \(kind.name) takes no properties"
                  : "use one of: " + allowed.joined(separator: ", ")),
              fixIts: suggestion.map { [Diagnostic.FixIt(property.key.span, $0.word)] } ?? []))
        }
        if seen & known.bit != 0,
          let first = declaration.properties[..<position].first(where: { $0.key.text == key })
        {
          throw Failure(
            diagnostic: Diagnostic(
              .duplicateProperty, "property '\(key)' is given twice",
              at: property.key.span,
              notes: [Diagnostic.Note("first given here", span: first.key.span)]))
        }
        seen |= known.bit
        try apply(property, known, to: index)
      } catch {
        diagnostics.append(error.diagnostic)
      }
    }
    if case .fixed(let width, let height) = kind.intrinsicSize,
      seen & PropertyKey.intrinsic.bit == 0
    {
      let side = UIKitDefaults.largeIndicatorSide
      let isLarge = views[index].isLargeIndicator
      views[index].intrinsicWidth = isLarge ? side : width
      views[index].intrinsicHeight =
        isLarge ? side : views[index].isBarProgress ? UIKitDefaults.barProgressHeight : height
    }
    if kind == .textView {
      // A text view that scrolls has no size of its own; one that does not wraps its text.
      views[index].lines = views[index].scrollsText ? 1 : 0
    }
    if kind.intrinsicSize == .measuredText, !(kind == .textView && views[index].scrollsText) {
      let size = TextMetrics.size(of: views[index].text ?? "", fontSize: views[index].fontSize)
      if views[index].intrinsicWidth == nil && seen & PropertyKey.intrinsic.bit == 0 {
        let padding = kind.traits.textPadding
        views[index].intrinsicWidth = size.width + padding.width
        views[index].intrinsicHeight = size.height + padding.height
      }
    }
  }

  private mutating func apply(_ property: Property, _ key: PropertyKey, to index: Int)
    throws(Failure)
  {
    switch key {
    case .intrinsic, .size:
      let (width, height) = try size(property)
      views[index].intrinsicWidth = width
      views[index].intrinsicHeight = height
      views[index].hasGivenIntrinsicSize = true
    case .offset:
      let (x, y) = try size(property)
      views[index].contentOffset = (x ?? 0, y ?? 0)
    case .font:
      let value = try number(property)
      guard value > 0 else {
        throw failure(.fontSize, "a font size must be positive", property.value.span)
      }
      views[index].fontSize = value
    case .margin, .marginH, .marginV, .marginTop, .marginBottom, .marginLeading, .marginTrailing:
      let value = try number(property)
      guard value >= 0 else {
        throw failure(.negativeMargin, "a margin cannot be negative", property.value.span)
      }
      // `margins` is directional: leading and trailing, as written.
      if key == .margin || key == .marginV || key == .marginTop {
        views[index].margins.top = value
      }
      if key == .margin || key == .marginV || key == .marginBottom {
        views[index].margins.bottom = value
      }
      if key == .margin || key == .marginH || key == .marginLeading {
        views[index].margins.leading = value
      }
      if key == .margin || key == .marginH || key == .marginTrailing {
        views[index].margins.trailing = value
      }
    case .lines:
      let value = try number(property)
      guard value >= 0, value == value.rounded(), value <= 10_000 else {
        throw failure(
          .lines, "'lines' takes a whole number of lines: 0 wraps without limit, 1 is one line",
          property.value.span)
      }
      views[index].lines = Int(value)
    case .style where views[index].kind == .progressView:
      let isBar = try word(property, among: Checker.progressStyles) == "bar"
      views[index].isBarProgress = isBar
      views[index].alignmentInsets =
        isBar ? UIKitDefaults.barProgressInsets : views[index].kind.alignmentInsets
    case .style:
      views[index].isLargeIndicator = try word(property, among: Checker.indicatorStyles) == "large"
    case .symbol, .backgroundSymbol:
      guard case .string(let name) = property.value else {
        throw failure(
          .propertyType, "'\(key.spelling)' takes a system symbol's name in double quotes",
          property.value.span)
      }
      views[index].symbol = name.value
      // The insets themselves are the screen compiler's, at each screen's pixel scale.
      if !SymbolMetrics.hasMetrics(for: name.value) {
        let suggestion = Suggestion(for: name.value, among: SymbolMetrics.names)
        diagnostics.append(
          Diagnostic(
            .unknownSymbol,
            "Strut has no metrics for the symbol '\(name.value)': its frame is taken as its alignment rect",
            at: property.value.span,
            help: suggestion?.help
              ?? "symbols with metrics: " + SymbolMetrics.names.joined(separator: ", ")
              + ", and any symbol in a circle ('NAME.circle', 'NAME.circle.fill')",
            fixIts: suggestion.map {
              [Diagnostic.FixIt(property.value.span, "\"" + $0.word + "\"")]
            } ?? []))
      }
    case .scrolls:
      views[index].scrollsText = try word(property, among: Checker.booleanWords) == "true"
    case .hidden:
      views[index].isHidden = try word(property, among: Checker.booleanWords) == "true"
      views[index].hiddenSpan = property.span
    case .insetsLayoutMarginsFromSafeArea:
      views[index].insetsLayoutMarginsFromSafeArea =
        try word(property, among: Checker.booleanWords) == "true"
    case .layoutMarginsFollowReadableWidth:
      views[index].layoutMarginsFollowReadableWidth =
        try word(property, among: Checker.booleanWords) == "true"
    case .preservesSuperviewLayoutMargins:
      views[index].preservesSuperviewLayoutMargins =
        try word(property, among: Checker.booleanWords) == "true"
    case .spacingAfter:
      views[index].customSpacingAfter = try number(property)
    case .standardHeight:
      let value = try number(property)
      guard value > 0 else {
        throw failure(
          .propertyType, "'standardHeight' takes a positive height in points",
          property.value.span)
      }
      views[index].standardHeight = value
    case .axis, .distribution, .alignment, .spacing, .layoutMarginsRelative, .baselineRelative,
      .direction:
      var stack = views[index].stack ?? StackLayout()
      switch key {
      case .axis:
        stack.axis =
          try word(property, among: Checker.axisWords) == "horizontal"
          ? .horizontal : .vertical
      case .distribution:
        let name = try word(property, among: Checker.distributionWords)
        stack.distribution = StackLayout.Distribution(rawValue: name) ?? .fill
      case .alignment:
        let name = try word(property, among: Checker.alignmentWords)
        stack.alignment = StackLayout.Alignment(rawValue: name) ?? .fill
      case .spacing:
        stack.spacing = try number(property)
      case .layoutMarginsRelative:
        stack.isLayoutMarginsRelative = try word(property, among: Checker.booleanWords) == "true"
      case .direction:
        let name = try word(property, among: Checker.directionWords)
        stack.direction = StackLayout.Direction(rawValue: name)
      default:
        stack.isBaselineRelative = try word(property, among: Checker.booleanWords) == "true"
      }
      views[index].stack = stack
    case .text:
      guard case .string(let text) = property.value else {
        throw failure(
          .propertyType, "'text' takes a string in double quotes", property.value.span)
      }
      views[index].text = text.value
    case .hugging, .huggingH, .huggingV:
      let value = try priority(property)
      if key != .huggingV { views[index].hugging.horizontal = value }
      if key != .huggingH { views[index].hugging.vertical = value }
    case .compression, .compressionH, .compressionV:
      let value = try priority(property)
      if key != .compressionV { views[index].compression.horizontal = value }
      if key != .compressionH { views[index].compression.vertical = value }
    }
  }

  // The words a property may take, made once (an array literal or a `map` here was an
  // allocation per property).
  static let booleanWords = ["true", "false"]
  static let indicatorStyles = ["medium", "large"]
  static let progressStyles = ["default", "bar"]
  static let axisWords = ["horizontal", "vertical"]
  static let distributionWords = StackLayout.Distribution.allCases.map(\.rawValue)
  static let directionWords = StackLayout.Direction.allCases.map(\.rawValue)
  static let alignmentWords = StackLayout.Alignment.allCases.map(\.rawValue)

  /// A property's value that is one of a few words (`axis: vertical`, `hidden: true`).
  private func word(_ property: Property, among words: [String]) throws(Failure) -> String {
    guard case .word(let name) = property.value else {
      throw failure(
        .propertyType, "'\(property.key.text)' takes one of: " + words.joined(separator: ", "),
        property.value.span)
    }
    guard words.contains(name.text) else {
      let suggestion = Suggestion(for: name.text, among: words)
      throw Failure(
        diagnostic: Diagnostic(
          .unknownPropertyValue,
          "'\(name.text)' is not a value of '\(property.key.text)'", at: name.span,
          help: suggestion?.help ?? ("use one of: " + words.joined(separator: ", ")),
          fixIts: suggestion.map { [Diagnostic.FixIt(name.span, $0.word)] } ?? []))
    }
    return name.text
  }

  private func number(_ property: Property) throws(Failure) -> Double {
    switch property.value {
    case .number(let number): return try checkedNumber(number.value, number.span)
    case .word(let name): return try metricValue(name)
    default:
      throw failure(
        .propertyType, "'\(property.key.text)' takes a number or a metric", property.value.span)
    }
  }

  /// A metric named in a property, defined earlier in the file.
  private func metricValue(_ name: Name) throws(Failure) -> Double {
    if let value = names.metric(name) { return value }
    if metricsInFile.contains(name.text) {
      throw failure(
        .metricBeforeDefinition, "metric '\(name.text)' is used before it is defined", name.span)
    }
    throw unknownName(name, kind: .metric, candidates: Array(names.metrics.keys))
  }

  private func priority(_ property: Property) throws(Failure) -> Double {
    if case .word(let name) = property.value, let value = Checker.namedPriorities[name.text] {
      return value
    }
    let value = try number(property)
    guard value >= 1, value <= 1000 else {
      throw failure(.priorityRange, "a priority must be between 1 and 1000", property.value.span)
    }
    return value
  }

  private func size(_ property: Property) throws(Failure) -> (Double?, Double?) {
    guard case .size(let width, let height, _) = property.value else {
      throw failure(
        .propertyType, "'\(property.key.text)' takes a size such as '60 x 40' or '120 x none'",
        property.value.span)
    }
    func value(_ dimension: Dimension?) throws(Failure) -> Double? {
      switch dimension {
      case .number(let number)?: try checkedNumber(number.value, number.span)
      case .metric(let name)?: try metricValue(name)
      case nil: nil
      }
    }
    let w = try value(width)
    let h = try value(height)
    if property.key.text != "offset", (w ?? 0) < 0 || (h ?? 0) < 0 {
      throw failure(.negativeSize, "a size cannot be negative", property.value.span)
    }
    return (w, h)
  }

  static let namedPriorities: [String: Double] = [
    "required": 1000, "high": 750, "low": 250, "fitting": 50,
  ]
}
