/// Where generated text came from. A `.layout` text made from an Interface Builder document
/// runs through the one pipeline; the map sends each span of it back to the element of the
/// document it was made from, so that every message points into the document.
public final class DocumentMap: Sendable {
  /// The document the text was made from.
  public let document: SourceFile
  /// Offsets in the generated text where a piece made from one element starts, ascending,
  /// and that element's span in the document.
  private let starts: [Int]
  private let targets: [SourceSpan]

  /// `pieces`: where each piece of the generated text starts and the document span it was
  /// made from, in the order of the text.
  public init(document: SourceFile, pieces: [(start: Int, from: SourceSpan)]) {
    self.document = document
    let sorted = pieces.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    starts = sorted.map(\.element.start)
    targets = sorted.map(\.element.from)
  }

  /// The document span of the piece that holds `span`'s start (the document's start when no
  /// piece does).
  public func documentSpan(for span: SourceSpan) -> SourceSpan {
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] <= span.start { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? targets[low - 1] : SourceSpan(0, 0)
  }
}

extension Diagnostic {
  /// The same message pointing into the document: its span and its notes' spans mapped,
  /// its fix-its (edits of the generated text) left out.
  public func mapped(through map: DocumentMap) -> Diagnostic {
    var copy = self
    copy.span = map.documentSpan(for: span)
    copy.notes = notes.map { note in
      Note(note.message, span: note.span.map { map.documentSpan(for: $0) })
    }
    copy.fixIts = []
    return copy
  }
}

extension SourceFile {
  /// Where a span is shown: in the document this text was made from, if it was made from
  /// one, else here.
  public func shown(_ span: SourceSpan) -> (file: SourceFile, span: SourceSpan) {
    guard let documentMap else { return (self, span) }
    return (documentMap.document, documentMap.documentSpan(for: span))
  }
}
