import Foundation
import StrutCore
import Testing

@Suite("Diagnostic catalog")
struct DiagnosticCatalogTests {
  @Test("ids are unique kebab-case words and summaries are one lowercase line")
  func entriesAreWellFormed() {
    let ids = DiagnosticID.allCases.map(\.rawValue)
    #expect(Set(ids).count == ids.count)
    for id in DiagnosticID.allCases {
      let raw = id.rawValue
      #expect(raw.allSatisfy { $0.isLowercase || $0 == "-" }, "\(raw)")
      #expect(!raw.hasPrefix("-") && !raw.hasSuffix("-") && !raw.contains("--"), "\(raw)")
      #expect(!id.summary.isEmpty && !id.summary.hasSuffix(".") && !id.summary.contains("\n"))
      #expect(id.summary.first?.isUppercase == false, "\(raw): \(id.summary)")
    }
  }

  @Test("warnings are the findings a layout can live with")
  func severities() {
    let warnings = DiagnosticID.allCases.filter { $0.severity == .warning }.map(\.rawValue)
    #expect(
      warnings.sorted() == [
        "ambiguity-not-analysed", "ambiguous-layout", "ambiguous-variable", "code-not-understood",
        "collapsed-to-standard-height", "document-not-modelled",
        "emit-unsupported",
        "layout-unsettled", "negative-content-size",
        "scrollable-content-size-ambiguity", "stack-item-collapsed", "unconstrained-view",
        "unknown-symbol",
        "unused-override",
      ])
    #expect(Diagnostic(.unknownView, "x", at: SourceSpan(0, 0)).severity == .error)
    #expect(Diagnostic(.ambiguousLayout, "x", at: SourceSpan(0, 0)).severity == .warning)
  }

  @Test("every entry is produced somewhere in the sources, and only there")
  func everyEntryIsUsed() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources")
    var text = ""
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift", file.lastPathComponent != "DiagnosticCatalog.swift"
      else { continue }
      text += try String(contentsOf: file, encoding: .utf8)
    }
    for id in DiagnosticID.allCases {
      // Catalog case names are the camel-case ids: `.unknownView`.
      let parts = id.rawValue.split(separator: "-")
      let name =
        parts[0]
        + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
      #expect(text.contains(".\(name)"), "\(id.rawValue) is in the catalog but never produced")
    }
  }
}

@Suite("Suggestions")
struct SuggestionTests {
  @Test("a typo gets the nearest name; a stranger gets none")
  func nearest() {
    #expect(Suggestion(for: "thrid", among: ["first", "second", "third"])?.word == "third")
    #expect(Suggestion(for: "zzzzz", among: ["first", "second", "third"]) == nil)
    #expect(Suggestion(for: "ab", among: ["xy"]) == nil)
  }

  @Test("worded once: as help and appended to a message")
  func wording() {
    let suggestion = Suggestion(for: "gpa", among: ["gap"])
    #expect(suggestion?.help == "did you mean 'gap'?")
    #expect(
      Suggestion.appending(suggestion, to: "no metric named 'gpa'")
        == "no metric named 'gpa'; did you mean 'gap'?")
    #expect(Suggestion.appending(nil, to: "no metric named 'q'") == "no metric named 'q'")
  }
}
