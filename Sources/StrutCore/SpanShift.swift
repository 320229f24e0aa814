/// An edit of a file's text that replaced the bytes before `from` (up to it) and moved
/// everything from `from` on by `by` bytes: what a span must follow to keep pointing at the
/// same text (the REPL rewriting one statement in place).
public struct SpanShift: Hashable, Sendable {
  /// The end of the replaced text, in the text before the edit.
  public var from: Int
  public var by: Int

  public init(from: Int, by: Int) {
    self.from = from
    self.by = by
  }

  /// An offset in the text after the edit.
  @inlinable public func apply(_ offset: Int) -> Int { offset >= from ? offset + by : offset }

  /// A span in the text after the edit: one that ends at or after the edit (a block around
  /// it) grows or shrinks with it.
  @inlinable public func apply(_ span: SourceSpan) -> SourceSpan {
    SourceSpan(apply(span.start), apply(span.end))
  }

  @inlinable public func apply(_ span: SourceSpan?) -> SourceSpan? { span.map(apply) }
}

extension Diagnostic {
  /// The same diagnostic, its spans (notes and fix-its included) moved by an edit.
  public func shifted(_ shift: SpanShift) -> Diagnostic {
    var moved = self
    moved.span = shift.apply(span)
    moved.notes = notes.map { note in
      var note = note
      note.span = shift.apply(note.span)
      return note
    }
    moved.fixIts = fixIts.map { Diagnostic.FixIt(shift.apply($0.span), $0.replacement) }
    return moved
  }
}
