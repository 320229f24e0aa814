import StrutCore
import StrutModel
import StrutSyntax

/// What the checker knows about each name, indexed by the parser's symbols: a lookup is an
/// array access, not a string hash. Names the parser did not read (made by the checker) are
/// found through their text.
struct NameTable {
  /// Collects the occurrences of names while the checker resolves them; a class, so that
  /// lookups (which do not mutate the table) can record what they found.
  final class Recorder {
    var occurrences: [NameIndex.Occurrence] = []
    /// Off unless someone will read the index (an editor); a constant, so that testing it
    /// costs no exclusivity check.
    let isEnabled: Bool
    /// The symbols of metrics read, in order, while `logsMetricReads` (a session that re-checks
    /// only the statements a metric's new value reaches: `MetricRechecker`).
    var metricReads: [Int] = []
    let logsMetricReads: Bool

    init(isEnabled: Bool, logsMetricReads: Bool = false) {
      self.isEnabled = isEnabled
      self.logsMetricReads = logsMetricReads
    }

    func define(_ entity: NameIndex.Entity, _ span: SourceSpan) {
      guard isEnabled else { return }
      occurrences.append(NameIndex.Occurrence(entity: entity, span: span, isDefinition: true))
    }

    func use(_ entity: NameIndex.Entity, _ span: SourceSpan) {
      guard isEnabled else { return }
      occurrences.append(NameIndex.Occurrence(entity: entity, span: span, isDefinition: false))
    }
  }

  private(set) var recorder: Recorder

  struct Entry {
    var declaration: (entity: Checker.Entity, span: SourceSpan)?
    var metric: Double?
    /// Where the metric's `let` starts: a use before it is "used before it is defined".
    var metricStart = Int.max
  }

  /// The meaning of a word in anchor paths, worked out once per symbol.
  struct Keyword {
    var attribute: (Attribute, AnchorSpace)?
    var guide: AnchorSpace?
    var compound: [Attribute]?
  }

  private(set) var symbols: SymbolTable
  private var entries: [Entry]
  private var keywords: [Keyword?]

  init(symbols: SymbolTable, indexesNames: Bool = false, logsMetricReads: Bool = false) {
    recorder = Recorder(isEnabled: indexesNames, logsMetricReads: logsMetricReads)
    var symbols = symbols
    // Every keyword gets a symbol, so that classifying a word is one array access. The
    // keywords are looked up by their symbols, not every symbol among the keywords (three
    // string hashes per name of the file were 1% of checking a large one).
    var attributes: [(Int, (Attribute, AnchorSpace))] = []
    var guides: [(Int, AnchorSpace)] = []
    var compounds: [(Int, [Attribute])] = []
    for (word, meaning) in Checker.attributeNames {
      attributes.append((Int(symbols.intern(word)), meaning))
    }
    for (word, space) in Checker.guideNames { guides.append((Int(symbols.intern(word)), space)) }
    for (word, parts) in Checker.compoundNames {
      compounds.append((Int(symbols.intern(word)), parts))
    }
    _ = symbols.intern("root")
    var table = [Keyword?](repeating: nil, count: symbols.count)
    for (symbol, meaning) in attributes {
      var keyword = table[symbol] ?? Keyword()
      keyword.attribute = meaning
      table[symbol] = keyword
    }
    for (symbol, space) in guides {
      var keyword = table[symbol] ?? Keyword()
      keyword.guide = space
      table[symbol] = keyword
    }
    for (symbol, parts) in compounds {
      var keyword = table[symbol] ?? Keyword()
      keyword.compound = parts
      table[symbol] = keyword
    }
    keywords = table
    entries = Array(repeating: Entry(), count: symbols.count)
    self.symbols = symbols
  }

  func symbol(of name: Name) -> Int? {
    if name.symbol >= 0 { return Int(name.symbol) }
    return symbols.lookup(name.text).map(Int.init)
  }

  func symbol(of text: String) -> Int? { symbols.lookup(text).map(Int.init) }

  private mutating func ensureSymbol(_ text: String) -> Int {
    let symbol = Int(symbols.intern(text))
    while entries.count <= symbol { entries.append(Entry()) }
    while keywords.count <= symbol { keywords.append(nil) }
    return symbol
  }

  private mutating func entryIndex(_ name: Name) -> Int {
    if let symbol = symbol(of: name), symbol < entries.count { return symbol }
    return ensureSymbol(name.text)
  }

  // MARK: Declarations

  func declaration(_ name: Name) -> (entity: Checker.Entity, span: SourceSpan)? {
    symbol(of: name).flatMap { $0 < entries.count ? entries[$0].declaration : nil }
  }

  func declaration(named text: String) -> (entity: Checker.Entity, span: SourceSpan)? {
    symbol(of: text).flatMap { $0 < entries.count ? entries[$0].declaration : nil }
  }

  mutating func declare(_ name: Name, as entity: Checker.Entity) {
    entries[entryIndex(name)].declaration = (entity, name.span)
  }

  mutating func declare(named text: String, as entity: Checker.Entity, span: SourceSpan) {
    entries[ensureSymbol(text)].declaration = (entity, span)
  }

  // MARK: Metrics

  /// The metric's value, if it is defined before `name` is used (a use then recorded).
  func metric(_ name: Name) -> Double? {
    guard let symbol = symbol(of: name), symbol < entries.count,
      entries[symbol].metricStart < name.span.start, let value = entries[symbol].metric
    else { return nil }
    recorder.use(.metric(name.text), name.span)
    if recorder.logsMetricReads { recorder.metricReads.append(symbol) }
    return value
  }

  /// Gives a metric that has a value another one (`:set` in a session); false when `text`
  /// names no metric.
  mutating func changeMetric(named text: String, to value: Double) -> Bool {
    guard let symbol = symbol(of: text), symbol < entries.count, entries[symbol].metric != nil
    else { return false }
    entries[symbol].metric = value
    return true
  }

  /// The table with a recorder of its own that records nothing: what a copy of a finished
  /// checker uses, so that it never touches the recorder the original shares.
  func withSilentRecorder(logsMetricReads: Bool = false) -> NameTable {
    var table = self
    table.recorder = Recorder(isEnabled: false, logsMetricReads: logsMetricReads)
    return table
  }

  /// The table with its spans moved by an edit of the text (the REPL rewriting a statement
  /// in place): declarations, and where metrics are defined.
  mutating func shift(_ shift: SpanShift) {
    for index in entries.indices {
      if let declaration = entries[index].declaration {
        entries[index].declaration = (declaration.entity, shift.apply(declaration.span))
      }
      if entries[index].metricStart != Int.max {
        entries[index].metricStart = shift.apply(entries[index].metricStart)
      }
    }
  }

  mutating func setMetric(_ name: Name, _ value: Double, definedAt start: Int) {
    let index = entryIndex(name)
    entries[index].metric = value
    entries[index].metricStart = start
  }

  // MARK: Keywords

  func keyword(_ name: Name) -> Keyword? {
    symbol(of: name).flatMap { $0 < keywords.count ? keywords[$0] : nil }
  }

  // MARK: For messages

  /// Every declared name (for "did you mean" suggestions).
  var declaredNames: [String] {
    entries.indices.compactMap { entries[$0].declaration == nil ? nil : symbols.names[$0] }
  }

  /// Every defined metric, by name.
  var metrics: [String: Double] {
    var result: [String: Double] = [:]
    for index in entries.indices {
      if let value = entries[index].metric { result[symbols.names[index]] = value }
    }
    return result
  }
}
