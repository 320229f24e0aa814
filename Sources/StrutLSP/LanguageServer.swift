import Foundation
import StrutCore
import StrutEngine
import StrutModel
import StrutReport
import StrutSyntax

/// `strut lsp`: the Language Server Protocol for `.layout` files. It reads what `strut run`
/// and `strut check` read — the pipeline's diagnostics, frames, `--why` answers and name
/// index — and answers an editor: diagnostics as the text changes (fix-its as code
/// actions), hover (a view's frame on each screen, an anchor's `--why`), completion, go to
/// definition, references, the view tree as document symbols, and formatting (`strut fmt`).
///
/// `handle` takes one message and returns what to send back (responses and notifications),
/// so the server is driven the same way by the stdio loop and by tests.
public final class LanguageServer {
  /// An open document and what the pipeline made of its current text.
  struct Document {
    var uri: String
    var version: Int
    var file: SourceFile
    var run: LayoutRun
    /// Every diagnostic, the file's and its screens', in file order.
    var diagnostics: [Diagnostic]
  }

  var documents: [String: Document] = [:]
  /// The units positions count in: UTF-16 unless the client offers another it prefers.
  public private(set) var encoding = SourceFile.TextUnit.utf16
  var isInitialized = false
  var isShutDown = false
  /// Set by `exit`: the process ends with this status (0 after `shutdown`, 1 without).
  public private(set) var exitStatus: Int32?

  public init() {}

  // MARK: Dispatch

  public func handle(_ message: JSONRPC.Message) -> [JSONRPC.Message] {
    let method = message["method"] as? String
    let id = message["id"]
    let params = message["params"] as? [String: Any] ?? [:]
    guard let method else {
      // A response to a request we never make, or nonsense: a request gets an error.
      return id.map { [error(id: $0, code: -32600, "not a request")] } ?? []
    }
    if method == "exit" {
      exitStatus = isShutDown ? 0 : 1
      return []
    }
    if !isInitialized && method != "initialize" {
      return id.map { [error(id: $0, code: -32002, "the server is not initialized")] } ?? []
    }
    if isShutDown {
      return id.map { [error(id: $0, code: -32600, "the server is shut down")] } ?? []
    }
    switch method {
    case "initialize":
      guard let id else { return [] }
      return [response(id: id, initialize(params))]
    case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration",
      "workspace/didChangeWatchedFiles", "textDocument/didSave", "textDocument/willSave":
      return []
    case "shutdown":
      isShutDown = true
      return id.map { [response(id: $0, NSNull())] } ?? []
    case "textDocument/didOpen":
      guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
        let text = item["text"] as? String
      else { return [] }
      return open(uri: uri, version: int(item["version"]) ?? 0, text: text)
    case "textDocument/didChange":
      return change(params)
    case "textDocument/didClose":
      guard let uri = textDocumentURI(params) else { return [] }
      documents[uri] = nil
      // The editor's problems view forgets the file's diagnostics.
      return [notification("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])]
    default:
      guard let id else { return [] }  // an unknown notification is ignored
      guard let result = request(method, params) else {
        return [error(id: id, code: -32601, "strut lsp does not handle '\(method)'")]
      }
      return [response(id: id, result)]
    }
  }

  /// The answer to a request about a document, or nil for a method the server lacks.
  func request(_ method: String, _ params: [String: Any]) -> Any? {
    let document = textDocumentURI(params).flatMap { documents[$0] }
    let at = document.flatMap { self.offset(of: params["position"], in: $0.file) }
    switch method {
    case "textDocument/hover":
      guard let document, let at else { return NSNull() }
      return hover(document, at: at) ?? NSNull()
    case "textDocument/completion":
      guard let document, let at else { return [Any]() }
      return completion(document, at: at)
    case "textDocument/definition":
      guard let document, let at else { return NSNull() }
      return locations(document, at: at, definitions: true, references: false)
    case "textDocument/references":
      guard let document, let at else { return NSNull() }
      let context = params["context"] as? [String: Any]
      let withDeclaration = context?["includeDeclaration"] as? Bool ?? true
      return locations(document, at: at, definitions: withDeclaration, references: true)
    case "textDocument/documentSymbol":
      guard let document else { return [Any]() }
      return symbols(document)
    case "textDocument/formatting":
      guard let document else { return [Any]() }
      return formatting(document)
    case "textDocument/codeAction":
      guard let document else { return [Any]() }
      return codeActions(document, params)
    default:
      return nil
    }
  }

  // MARK: Lifecycle

  func initialize(_ params: [String: Any]) -> Any {
    isInitialized = true
    let capabilities = params["capabilities"] as? [String: Any]
    let general = capabilities?["general"] as? [String: Any]
    // The client lists the encodings it takes, the one it prefers first.
    if let offered = general?["positionEncodings"] as? [String],
      let chosen = offered.lazy.compactMap(SourceFile.TextUnit.init(rawValue:)).first
    {
      encoding = chosen
    }
    return [
      "capabilities": [
        "positionEncoding": encoding.rawValue,
        "textDocumentSync": ["openClose": true, "change": 2, "save": false] as [String: Any],
        "hoverProvider": true,
        "completionProvider": ["triggerCharacters": ["."], "resolveProvider": false]
          as [String: Any],
        "definitionProvider": true,
        "referencesProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      ] as [String: Any],
      "serverInfo": ["name": "strut", "version": LanguageServer.version],
    ]
  }

  public static let version = "0.1.0"

  // MARK: Documents

  func open(uri: String, version: Int, text: String) -> [JSONRPC.Message] {
    documents[uri] = analyse(uri: uri, version: version, text: text)
    return [publish(uri)]
  }

  /// `didChange`: whole-text and ranged edits, applied in order.
  func change(_ params: [String: Any]) -> [JSONRPC.Message] {
    guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
      var document = documents[uri]
    else { return [] }
    var text = String(decoding: document.file.bytes, as: UTF8.self)
    for change in params["contentChanges"] as? [[String: Any]] ?? [] {
      guard let newText = change["text"] as? String else { continue }
      guard let range = change["range"] as? [String: Any] else {
        text = newText
        continue
      }
      let file = SourceFile(name: document.file.name, text: text)
      guard let start = offset(of: range["start"], in: file),
        let end = offset(of: range["end"], in: file), start <= end
      else { continue }
      var bytes = file.bytes
      bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
      text = String(decoding: bytes, as: UTF8.self)
    }
    document = analyse(uri: uri, version: int(item["version"]) ?? document.version + 1, text: text)
    documents[uri] = document
    return [publish(uri)]
  }

  func analyse(uri: String, version: Int, text: String) -> Document {
    let file = SourceFile(name: LanguageServer.path(of: uri), text: text)
    let run = Pipeline.run(file, Pipeline.Options(indexesNames: true))
    let diagnostics = Pipeline.inFileOrder(run.diagnostics + run.screenDiagnostics)
    return Document(uri: uri, version: version, file: file, run: run, diagnostics: diagnostics)
  }

  /// A `file://` URI's path (percent-decoded), or the URI itself.
  static func path(of uri: String) -> String {
    guard uri.hasPrefix("file://") else { return uri }
    let path = String(uri.dropFirst("file://".count))
    return path.removingPercentEncoding ?? path
  }

  // MARK: Diagnostics

  func publish(_ uri: String) -> JSONRPC.Message {
    guard let document = documents[uri] else {
      return notification("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": []])
    }
    return notification(
      "textDocument/publishDiagnostics",
      [
        "uri": uri, "version": document.version,
        "diagnostics": document.diagnostics.map { lsp($0, in: document) },
      ])
  }

  func lsp(_ diagnostic: Diagnostic, in document: Document) -> [String: Any] {
    var message = diagnostic.message
    if let help = diagnostic.help { message += "\nhelp: " + help }
    var result: [String: Any] = [
      "range": range(
        diagnostic.isFileLevel ? SourceSpan(0, 0) : diagnostic.span, in: document.file),
      "severity": diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3,
      "code": diagnostic.id.rawValue,
      "source": "strut",
      "message": message,
    ]
    let related: [[String: Any]] = diagnostic.notes.compactMap { note in
      guard let span = note.span else { return nil }
      return [
        "location": ["uri": document.uri, "range": range(span, in: document.file)],
        "message": note.message,
      ]
    }
    if !related.isEmpty { result["relatedInformation"] = related }
    return result
  }

  // MARK: Hover

  func hover(_ document: Document, at offset: Int) -> [String: Any]? {
    let file = document.file
    guard let occurrence = document.run.names.occurrence(at: offset) else {
      // An attribute after a view (`title.top`): its --why answer on every screen.
      guard let (word, span) = word(at: offset, in: file), span.start > 0,
        file.bytes[span.start - 1] == UInt8(ascii: "."),
        case .view(let index)? = document.run.names.occurrence(at: span.start - 1)?.entity,
        index < document.run.views.count, FrameAttribute(rawValue: word) != nil,
        let answer = why(document, view: document.run.views[index].name, attribute: word)
      else { return nil }
      return ["contents": ["kind": "markdown", "value": answer], "range": range(span, in: file)]
    }
    var text = ""
    switch occurrence.entity {
    case .view(let index):
      guard index < document.run.views.count else { return nil }
      text = frames(
        document, view: document.run.views[index].name, kind: document.run.views[index].kind)
    case .metric(let name):
      let value = document.run.program?.metrics[name]
      text = "```strut\nlet \(name) = \(value.map { formatNumber($0) } ?? "?")\n```"
    case .variable(let index):
      let name = document.run.program.map { $0.variables[index] } ?? "?"
      text = "```strut\nvar \(name)\n```\n"
      for screen in document.run.screens {
        if let value = screen.variables.first(where: { $0.name == name })?.value {
          text += "\n- \(screenTitle(screen)): \(formatNumber(value, decimals: 2))"
        }
      }
    case .label(let name):
      let statements = document.run.names.definitions(of: .label(name)).map {
        file.lineText(file.location($0.start).line).trimmingCharacters(in: .whitespaces)
      }
      text = "```strut\n" + statements.joined(separator: "\n") + "\n```"
    }
    return [
      "contents": ["kind": "markdown", "value": text],
      "range": range(occurrence.span, in: file),
    ]
  }

  /// True for a byte of a name: an ASCII letter, digit or '_', or any byte of a character
  /// beyond ASCII (names may use those; the lexer decides which).
  static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// The name-like word around a byte offset, and its span.
  func word(at offset: Int, in file: SourceFile) -> (String, SourceSpan)? {
    let bytes = file.bytes
    func isWord(_ index: Int) -> Bool {
      index >= 0 && index < bytes.count && Self.isNameByte(bytes[index])
    }
    var start = min(offset, bytes.count)
    while isWord(start - 1) { start -= 1 }
    var end = start
    while isWord(end) { end += 1 }
    guard end > start, offset <= end else { return nil }
    return (file.text(SourceSpan(start, end)), SourceSpan(start, end))
  }

  func why(_ document: Document, view: String, attribute: String) -> String? {
    guard !document.run.hasErrors else { return nil }
    let run = Pipeline.run(
      document.file, Pipeline.Options(queries: [WhyQuery(view: view, attribute: attribute)]))
    guard run.queryProblems.isEmpty, !run.screens.isEmpty else { return nil }
    return "```text\n" + WhyReport.render(run) + "```"
  }

  func frames(_ document: Document, view name: String, kind: ViewKind) -> String {
    var text = "**\(name)** — \(kind.name) (\(kind.uikitClass))\n"
    guard !document.run.screens.isEmpty else {
      return text + "\nNo frames: the file has errors."
    }
    text += "\n| screen | x | y | width | height |\n|---|---|---|---|---|\n"
    var notes: [String] = []
    for screen in document.run.screens {
      guard let view = screen.views.first(where: { $0.name == name }) else { continue }
      let frame = view.frame
      text +=
        "| \(screenTitle(screen)) | \(formatNumber(frame.x, decimals: 2)) | \(formatNumber(frame.y, decimals: 2)) | \(formatNumber(frame.width, decimals: 2)) | \(formatNumber(frame.height, decimals: 2)) |\n"
      if !view.ambiguous.isEmpty {
        notes.append(
          "ambiguous on \(screenTitle(screen)): "
            + view.ambiguous.map(\.rawValue).joined(separator: ", "))
      }
      if let size = view.contentSize {
        notes.append(
          "content on \(screenTitle(screen)): \(formatNumber(size.width)) x \(formatNumber(size.height))"
        )
      }
    }
    if let parent = document.run.program?.views.first(where: { $0.name == name })?.parent,
      let program = document.run.program
    {
      notes.insert("in '\(program.views[parent].name)'", at: 0)
    }
    return text + notes.map { "\n- " + $0 }.joined()
  }

  func screenTitle(_ screen: ScreenLayout) -> String {
    let size = "\(formatNumber(screen.width)) x \(formatNumber(screen.height))"
    return screen.name == size ? size : "\(screen.name) (\(size))"
  }

  // MARK: Completion

  func completion(_ document: Document, at offset: Int) -> [String: Any] {
    let file = document.file
    let (line, _) = file.position(offset, in: .utf8)
    guard let lineStart = file.offset(line: line, character: 0, in: .utf8) else {
      return ["isIncomplete": false, "items": []]
    }
    let before = file.text(SourceSpan(lineStart, offset))
    let views = document.run.views.map(\.name)
    let metrics = document.run.program.map { Array($0.metrics.keys) } ?? []
    var labels: Set<String> = []
    for occurrence in document.run.names.recorded {
      if case .label(let name) = occurrence.entity { labels.insert(name) }
    }
    var kinds: [String: ViewKind] = [:]
    for view in document.run.views where kinds[view.name] == nil { kinds[view.name] = view.kind }
    let words = Completion.candidates(
      for: before, names: (views, metrics.sorted(), labels.sorted()), kinds: kinds)
    // The word being typed: what a completion replaces (after the last '.').
    var start = offset
    let bytes = file.bytes
    while start > lineStart, Self.isNameByte(bytes[start - 1]) { start -= 1 }
    let editRange = range(SourceSpan(start, offset), in: file)
    let viewNames = Set(views)
    let items: [[String: Any]] = words.compactMap { word in
      let label = word.split(separator: ".").last.map(String.init) ?? word
      // `constant` and `priority` are the REPL's `:set` targets, not the language's.
      if word.contains("."), label == "constant" || label == "priority" { return nil }
      let kind: Int
      if word.contains(".") {
        kind = 10  // Property
      } else if word.hasSuffix(":") {
        kind = 10
      } else if viewNames.contains(word) {
        kind = 6  // Variable
      } else if metrics.contains(word) {
        kind = 21  // Constant
      } else if ViewKind(named: word) != nil {
        kind = 7  // Class
      } else {
        kind = 14  // Keyword
      }
      var item: [String: Any] = [
        "label": label, "kind": kind,
        "textEdit": ["range": editRange, "newText": label],
      ]
      if word.contains("."), let base = word.split(separator: ".").first,
        let viewKind = kinds[String(base)]
      {
        item["detail"] = "\(viewKind.name) \(base)"
      }
      return item
    }
    return ["isIncomplete": false, "items": items]
  }

  // MARK: Navigation

  func locations(_ document: Document, at offset: Int, definitions: Bool, references: Bool)
    -> [[String: Any]]
  {
    guard let occurrence = document.run.names.occurrence(at: offset) else { return [] }
    var spans: [SourceSpan] = []
    if definitions { spans += document.run.names.definitions(of: occurrence.entity) }
    if references { spans += document.run.names.references(to: occurrence.entity) }
    return spans.sorted { ($0.start, $0.end) < ($1.start, $1.end) }.map {
      ["uri": document.uri, "range": range($0, in: document.file)]
    }
  }

  /// The view tree (a view's children under it), then the metrics and variables.
  func symbols(_ document: Document) -> [[String: Any]] {
    let views = document.run.views
    var children: [Int: [Int]] = [:]
    for (index, view) in views.enumerated() where index > 0 {
      children[view.parent ?? 0, default: []].append(index)
    }
    func symbol(_ index: Int, depth: Int) -> [String: Any] {
      let view = views[index]
      let range = self.range(view.span, in: document.file)
      var result: [String: Any] = [
        "name": view.name, "detail": view.kind.name, "kind": view.kind.isLayoutGuide ? 13 : 5,
        "range": range, "selectionRange": range,
      ]
      // Nesting is bounded by the parser (128); the guard keeps a bad index from looping.
      if depth < 256 {
        result["children"] = (children[index] ?? []).map { symbol($0, depth: depth + 1) }
      }
      return result
    }
    var result = (children[0] ?? []).map { symbol($0, depth: 0) }
    for occurrence in document.run.names.occurrences where occurrence.isDefinition {
      let range = self.range(occurrence.span, in: document.file)
      switch occurrence.entity {
      case .metric(let name):
        result.append([
          "name": name, "kind": 14, "range": range, "selectionRange": range, "detail": "let",
        ])
      case .variable:
        let name = document.file.text(occurrence.span)
        result.append([
          "name": name, "kind": 13, "range": range, "selectionRange": range, "detail": "var",
        ])
      default: break
      }
    }
    return result
  }

  // MARK: Edits

  func formatting(_ document: Document) -> [[String: Any]] {
    guard case .success(let text) = Formatter.format(document.file),
      Array(text.utf8) != document.file.bytes
    else { return [] }
    let whole = range(SourceSpan(0, document.file.bytes.count), in: document.file)
    return [["range": whole, "newText": text]]
  }

  /// A quick fix for every fix-it of a diagnostic in the asked range.
  func codeActions(_ document: Document, _ params: [String: Any]) -> [[String: Any]] {
    let asked = params["range"] as? [String: Any]
    let start = offset(of: asked?["start"], in: document.file) ?? 0
    let end = offset(of: asked?["end"], in: document.file) ?? document.file.bytes.count
    var actions: [[String: Any]] = []
    for diagnostic in document.diagnostics
    where !diagnostic.fixIts.isEmpty && diagnostic.span.start <= end && start <= diagnostic.span.end
    {
      for fixIt in diagnostic.fixIts {
        actions.append([
          "title": "Replace with '\(fixIt.replacement)'",
          "kind": "quickfix",
          "isPreferred": diagnostic.fixIts.count == 1,
          "diagnostics": [lsp(diagnostic, in: document)],
          "edit": [
            "changes": [
              document.uri: [
                ["range": range(fixIt.span, in: document.file), "newText": fixIt.replacement]
              ]
            ]
          ],
        ])
      }
    }
    return actions
  }

  // MARK: Positions

  func range(_ span: SourceSpan, in file: SourceFile) -> [String: Any] {
    let start = file.position(span.start, in: encoding)
    let end = file.position(max(span.start, span.end), in: encoding)
    return [
      "start": ["line": start.line, "character": start.character],
      "end": ["line": end.line, "character": end.character],
    ]
  }

  func offset(of position: Any?, in file: SourceFile) -> Int? {
    guard let position = position as? [String: Any], let line = int(position["line"]),
      let character = int(position["character"]), character >= 0
    else { return nil }
    // A position past the last line is the end of the text.
    return file.offset(line: line, character: character, in: encoding)
      ?? (line >= 0 ? file.bytes.count : nil)
  }

  func textDocumentURI(_ params: [String: Any]) -> String? {
    (params["textDocument"] as? [String: Any])?["uri"] as? String
  }

  func int(_ value: Any?) -> Int? {
    switch value {
    case let number as Int: number
    case let number as Double
    where number.isFinite && number.rounded() == number
      && abs(number) < 1e15:
      Int(number)
    case let number as NSNumber: number.intValue
    default: nil
    }
  }

  // MARK: Messages

  func response(id: Any, _ result: Any) -> JSONRPC.Message {
    ["jsonrpc": "2.0", "id": id, "result": result]
  }

  func error(id: Any, code: Int, _ message: String) -> JSONRPC.Message {
    ["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]]
  }

  func notification(_ method: String, _ params: [String: Any]) -> JSONRPC.Message {
    ["jsonrpc": "2.0", "method": method, "params": params]
  }
}
