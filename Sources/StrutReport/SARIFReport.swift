import StrutCore

/// `strut check --format sarif`: the diagnostics as a SARIF 2.1.0 log, the format GitHub
/// code scanning (and other CI dashboards) reads. One run, one rule per diagnostic id of the
/// catalog (its summary as the description, its severity as the default level), one result
/// per diagnostic:
/// - locations are relative URIs (the path as given, against `%SRCROOT%`) with regions in
///   UTF-16 code units (`columnKind`), notes as related locations, fix-its as fixes;
/// - each result carries a fingerprint that does not change when lines are added above it:
///   a hash of its rule, its file, its message and the text it points at, numbered when the
///   same text has the same problem twice in a file.
public enum SARIFReport {
  /// One checked file: the path as the user gave it and what was found in it, each
  /// diagnostic with the file its spans are in (a storyboard's scene text, mapped into the
  /// document; the file itself otherwise).
  public struct Checked {
    public var path: String
    public var diagnostics: [(Diagnostic, SourceFile)]
    public init(path: String, diagnostics: [(Diagnostic, SourceFile)]) {
      self.path = path
      self.diagnostics = diagnostics
    }
  }

  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The rules table: every id of the catalog, in its order.
  static var rules: [JSONValue] {
    DiagnosticID.allCases.map { id in
      .object([
        "id": .string(id.rawValue),
        "name": .string(ruleName(id)),
        "shortDescription": .object(["text": .string(id.summary)]),
        "fullDescription": .object(["text": .string(id.summary)]),
        "defaultConfiguration": .object(["level": .string(level(id.severity))]),
        "properties": .object(["tags": .array([.string("layout"), .string("auto-layout")])]),
      ])
    }
  }

  /// `unknown-view` → `UnknownView`, as SARIF's rule names are written.
  static func ruleName(_ id: DiagnosticID) -> String {
    id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  public static func render(
    _ files: [Checked], toolVersion: String, failing: (Diagnostic) -> Bool = { $0.isError }
  ) -> String {
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: DiagnosticID.allCases.enumerated().map { ($1, $0) })
    var results: [JSONValue] = []
    for checked in files {
      var seen: [UInt64: Int] = [:]
      for (diagnostic, source) in checked.diagnostics {
        var diagnostic = diagnostic
        var file = source
        if let map = source.documentMap {
          diagnostic = diagnostic.mapped(through: map)
          file = map.document
        }
        let uri = relativeURI(checked.path)
        // The fingerprint: what the problem is and the text it is at, not where the text is.
        let anchor = diagnostic.isFileLevel ? "" : file.text(diagnostic.span)
        let key = fnv1a([diagnostic.id.rawValue, uri, diagnostic.message, anchor])
        let occurrence = seen[key, default: 0]
        seen[key] = occurrence + 1
        var result: [String: JSONValue] = [
          "ruleId": .string(diagnostic.id.rawValue),
          "ruleIndex": .number(Double(ruleIndex[diagnostic.id] ?? 0)),
          "level": .string(failing(diagnostic) ? "error" : level(diagnostic.severity)),
          "message": .object([
            "text": .string(diagnostic.message + (diagnostic.help.map { " (\($0))" } ?? ""))
          ]),
          "locations": .array([
            location(uri, diagnostic.span, in: file, whole: diagnostic.isFileLevel)
          ]),
          "partialFingerprints": .object([
            "strut/v1": .string(hex(key) + ":" + String(occurrence))
          ]),
        ]
        let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONValue? in
          guard let span = note.span else { return nil }
          var related = location(uri, span, in: file, whole: false)
          if case .object(var fields) = related {
            fields["id"] = .number(Double(index + 1))
            fields["message"] = .object(["text": .string(note.message)])
            related = .object(fields)
          }
          return related
        }
        if !related.isEmpty { result["relatedLocations"] = .array(related) }
        if !diagnostic.fixIts.isEmpty {
          result["fixes"] = .array(
            diagnostic.fixIts.map { fixIt in
              .object([
                "description": .object([
                  "text": .string("replace with '\(fixIt.replacement)'")
                ]),
                "artifactChanges": .array([
                  .object([
                    "artifactLocation": artifact(uri),
                    "replacements": .array([
                      .object([
                        "deletedRegion": region(fixIt.span, in: file),
                        "insertedContent": .object(["text": .string(fixIt.replacement)]),
                      ])
                    ]),
                  ])
                ]),
              ])
            })
        }
        results.append(.object(result))
      }
    }
    let log = JSONValue.object([
      "$schema": .string(schema),
      "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "tool": .object([
            "driver": .object([
              "name": .string("strut"),
              "semanticVersion": .string(toolVersion),
              "rules": .array(rules),
            ])
          ]),
          "columnKind": .string("utf16CodeUnits"),
          "originalUriBaseIds": .object([
            "%SRCROOT%": .object([
              "description": .object([
                "text": .string("The directory strut check was run in")
              ])
            ])
          ]),
          "results": .array(results),
        ])
      ]),
    ])
    return log.serialized() + "\n"
  }

  /// A path as a relative URI: `./` dropped, each segment percent-encoded where URIs need it.
  static func relativeURI(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    let allowed = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=:@".utf8)
    var out = ""
    for byte in path.utf8 {
      if allowed.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = Array("0123456789ABCDEF")
        out += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
      }
    }
    return out
  }

  static func artifact(_ uri: String) -> JSONValue {
    .object(["uri": .string(uri), "uriBaseId": .string("%SRCROOT%")])
  }

  static func location(_ uri: String, _ span: SourceSpan, in file: SourceFile, whole: Bool)
    -> JSONValue
  {
    var physical: [String: JSONValue] = ["artifactLocation": artifact(uri)]
    if !whole { physical["region"] = region(span, in: file) }
    return .object(["physicalLocation": .object(physical)])
  }

  /// A region in lines from 1 and UTF-16 columns from 1, its end exclusive, as SARIF counts.
  static func region(_ span: SourceSpan, in file: SourceFile) -> JSONValue {
    let start = file.utf16Position(span.start)
    let end = file.utf16Position(max(span.start, span.end))
    return .object([
      "startLine": .number(Double(start.line + 1)),
      "startColumn": .number(Double(start.character + 1)),
      "endLine": .number(Double(end.line + 1)),
      "endColumn": .number(Double(end.character + 1)),
    ])
  }

  /// FNV-1a over the parts, each followed by a zero byte: the same everywhere, every run.
  static func fnv1a(_ parts: [String]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 + [0] {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
    }
    return hash
  }

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
