import StrutModel

/// What completes the word before the cursor in a line of the language: the REPL's Tab and
/// the language server's completion both ask here.
public enum Completion {
  /// The words property values take: booleans, priorities and a stack's options.
  public static let propertyWords =
    [
      "true", "false", "none", "required", "high", "low", "fitting", "horizontal", "vertical",
      "medium", "large", "default", "bar",
    ]
    + StackLayout.Distribution.allCases.map(\.rawValue)
    + StackLayout.Alignment.allCases.map(\.rawValue)
    + StackLayout.Direction.allCases.map(\.rawValue)

  /// Words that complete the last word of `line` (the text before the cursor): attributes after a
  /// view name and '.' (those its kind has, when `kinds` knows it), a constraint label's
  /// `constant` and `priority`, otherwise view names, metrics, labels and keywords.
  public static func candidates(
    for line: String, names: (views: [String], metrics: [String], labels: [String]),
    kinds: [String: ViewKind] = [:]
  ) -> [String] {
    let word = String(
      line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == ":" }
        .reversed())
    let firstWord = String(line.drop { $0 == " " }.prefix { $0.isLetter })
    if let kind = ViewKind(named: firstWord),
      line.filter({ $0 == "(" }).count > line.filter({ $0 == ")" }).count
    {
      // Inside a declaration's property list: its kind's property names, then their values;
      // in `symbol: "…"` (`backgroundSymbol: "…"`), the symbols Strut has metrics for.
      let before = line.dropLast(word.count)
      let key = before.dropLast().reversed().drop(while: { $0 == " " })
      if before.hasSuffix("\""), key.starts(with: ":lobmys") || key.starts(with: ":lobmyS") {
        return SymbolMetrics.names.filter { $0.hasPrefix(word) && $0 != word }
      }
      let properties = kind.properties.map { $0 + ":" }
      let pool = Set(properties + propertyWords + names.metrics)
      return pool.sorted().filter { $0.hasPrefix(word) && $0 != word }
    }
    if let dot = word.lastIndex(of: ".") {
      let base = String(word[..<dot])
      let partial = String(word[word.index(after: dot)...])
      let attributes: [String]
      if names.labels.contains(base), kinds[base] == nil {
        attributes = ["constant", "priority"]
      } else {
        attributes = Self.attributes(of: kinds[base])
      }
      return Array(Set(attributes)).sorted().filter { $0.hasPrefix(partial) }.map {
        base + "." + $0
      }
    }
    let keywords = ViewKind.all.map(\.name) + ["let", "var", "screen", "when", "root"]
    let pool = Set(names.views + names.metrics + names.labels + keywords)
    return pool.sorted().filter { $0.hasPrefix(word) && $0 != word }
  }

  /// What may follow `name.` for a view of `kind`: a layout guide has no baselines, margins
  /// or safe area; only a scroll view has content and frame guides and a content size. An
  /// unknown kind gets everything.
  public static func attributes(of kind: ViewKind?) -> [String] {
    var words = [
      "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
      "centerY", "edges", "size", "center", "horizontalEdges", "verticalEdges",
    ]
    if kind.map({ !$0.isLayoutGuide }) ?? true {
      words += [
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin",
        "bottomMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins",
        "centerYWithinMargins", "safeArea", "margins",
      ]
    }
    if kind.map(\.hasContentArea) ?? true {
      words += ["contentGuide", "frameGuide", "contentWidth", "contentHeight"]
    }
    if kind == nil { words += ["constant", "priority"] }
    return words
  }
}
