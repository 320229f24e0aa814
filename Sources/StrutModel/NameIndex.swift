import StrutCore

/// Every name a program declares and every place it is used, with spans: what editors need
/// for go to definition, find references, rename and hover. The checker fills it as it
/// resolves names; front ends that build programs without text leave it empty.
public struct NameIndex: Sendable {
  /// What a name stands for.
  public enum Entity: Hashable, Sendable {
    /// A view, by its index in `CheckedProgram.views` (0 is `root`).
    case view(Int)
    case metric(String)
    /// A `var`, by its index in `CheckedProgram.variables`.
    case variable(Int)
    /// A constraint label (`gap:`); a compound statement's constraints share one.
    case label(String)
  }

  /// One occurrence of a name in the text.
  public struct Occurrence: Hashable, Sendable {
    public var entity: Entity
    public var span: SourceSpan
    public var isDefinition: Bool

    public init(entity: Entity, span: SourceSpan, isDefinition: Bool) {
      self.entity = entity
      self.span = span
      self.isDefinition = isDefinition
    }
  }

  /// As the checker recorded them: a name resolved twice is there twice. Queries put them
  /// in order and drop the repeats, so that checking (on every change) pays only for the
  /// appends and an editor's occasional question pays for the rest.
  public private(set) var recorded: [Occurrence]

  public init(_ occurrences: [Occurrence] = []) { recorded = occurrences }

  /// In file order, each occurrence once. One span names one entity, so after sorting by
  /// span the repeats are neighbours: no hashing needed.
  public var occurrences: [Occurrence] {
    let sorted = recorded.sorted {
      ($0.span.start, $0.span.end, $0.isDefinition ? 0 : 1)
        < ($1.span.start, $1.span.end, $1.isDefinition ? 0 : 1)
    }
    var unique: [Occurrence] = []
    unique.reserveCapacity(sorted.count)
    for occurrence in sorted {
      if let last = unique.last, last.span == occurrence.span,
        last.isDefinition == occurrence.isDefinition
      {
        continue
      }
      unique.append(occurrence)
    }
    return unique
  }

  /// Where the entity is declared (a label may be declared on several statements).
  public func definitions(of entity: Entity) -> [SourceSpan] {
    spans { $0.entity == entity && $0.isDefinition }
  }

  /// Where the entity is used, its declarations left out.
  public func references(to entity: Entity) -> [SourceSpan] {
    spans { $0.entity == entity && !$0.isDefinition }
  }

  /// The spans of the occurrences that pass a test, in file order, each once.
  private func spans(where test: (Occurrence) -> Bool) -> [SourceSpan] {
    var spans = Set<SourceSpan>()
    for occurrence in recorded where test(occurrence) { spans.insert(occurrence.span) }
    return spans.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
  }

  /// The occurrence whose name covers a byte offset (its end included, so that a cursor
  /// just after a name still finds it). A scan: editors ask once per hover or click.
  public func occurrence(at offset: Int) -> Occurrence? {
    // The earliest one that covers the offset (names do not overlap; a cursor between two
    // touching names finds the first).
    recorded.filter { $0.span.start <= offset && offset <= $0.span.end }
      .min { ($0.span.start, $0.isDefinition ? 0 : 1) < ($1.span.start, $1.isDefinition ? 0 : 1) }
  }
}
