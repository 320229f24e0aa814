/// A message about the input: data only; `DiagnosticRenderer` decides how it looks.
public struct Diagnostic: Hashable, Sendable {
  public enum Severity: String, Hashable, Sendable {
    case error, warning, note
  }

  /// A secondary location with its own message, printed as a located `note:`.
  public struct Note: Hashable, Sendable {
    public var message: String
    public var span: SourceSpan?
    public init(_ message: String, span: SourceSpan? = nil) {
      self.message = message
      self.span = span
    }
  }

  /// An edit that fixes the problem: replace the text at `span` with `replacement`.
  public struct FixIt: Hashable, Sendable {
    public var span: SourceSpan
    public var replacement: String
    public init(_ span: SourceSpan, _ replacement: String) {
      self.span = span
      self.replacement = replacement
    }
  }

  public var severity: Severity
  /// Which diagnostic this is: its stable kebab-case id (`unknown-view`) and its entry in the
  /// catalog.
  public var id: DiagnosticID
  public var message: String
  public var span: SourceSpan
  /// Printed under the caret line.
  public var label: String?
  public var notes: [Note]
  public var help: String?
  /// About the file as a whole (such as an unused `-D`): printed without a line or caret.
  public var isFileLevel: Bool
  public var fixIts: [FixIt]

  /// A diagnostic with its catalog entry's severity.
  public init(
    _ id: DiagnosticID, _ message: String, at span: SourceSpan,
    label: String? = nil, notes: [Note] = [], help: String? = nil, isFileLevel: Bool = false,
    fixIts: [FixIt] = []
  ) {
    self.fixIts = fixIts
    self.isFileLevel = isFileLevel
    self.severity = id.severity
    self.id = id
    self.message = message
    self.span = span
    self.label = label
    self.notes = notes
    self.help = help
  }

  public var isError: Bool { severity == .error }
}

/// Diagnostics gathered while reading or checking one file, in the order they were found.
public struct DiagnosticBag: Sendable {
  public private(set) var diagnostics: [Diagnostic] = []
  public init() {}
  public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
  public mutating func append(contentsOf other: [Diagnostic]) { diagnostics += other }
  public var hasErrors: Bool { diagnostics.contains { $0.isError } }
}
