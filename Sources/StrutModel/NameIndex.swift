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

  /// In file order, each occurrence once.
  public private(set) var occurrences: [Occurrence]

  public init(_ occurrences: [Occurrence] = []) {
    var seen = Set<Occurrence>()
    self.occurrences = occurrences.filter { seen.insert($0).inserted }
      .sorted { ($0.span.start, $0.span.end) < ($1.span.start, $1.span.end) }
  }

  /// Where the entity is declared (a label may be declared on several statements).
  public func definitions(of entity: Entity) -> [SourceSpan] {
    occurrences.filter { $0.entity == entity && $0.isDefinition }.map(\.span)
  }

  /// Where the entity is used, its declarations left out.
  public func references(to entity: Entity) -> [SourceSpan] {
    occurrences.filter { $0.entity == entity && !$0.isDefinition }.map(\.span)
  }

  /// The occurrence whose name covers a byte offset (its end included, so that a cursor
  /// just after a name still finds it).
  public func occurrence(at offset: Int) -> Occurrence? {
    var low = 0
    var high = occurrences.count
    while low < high {
      let mid = (low + high) / 2
      if occurrences[mid].span.end < offset { low = mid + 1 } else { high = mid }
    }
    guard low < occurrences.count, occurrences[low].span.start <= offset else { return nil }
    return occurrences[low]
  }
}
