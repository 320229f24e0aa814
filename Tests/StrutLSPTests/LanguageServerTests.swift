import Foundation
import StrutLSP
import Testing

/// A scripted client: the messages an editor sends, and what `strut lsp` answers. Positions
/// are checked in UTF-16 code units (LSP's default) on lines with text outside ASCII: an 'é'
/// is one unit, a globe emoji two, a 標 one (and three UTF-8 bytes).
@Suite("strut lsp, driven by a scripted client")
struct LanguageServerTests {
  static let uri = "file:///work/t%C3%ADtulos.layout"
  // Line 2 holds a name and text outside ASCII; line 3 a typo after them.
  static let text = """
    screen 320 x 200
    label título "Año 🌍 ok" (font: 17)
    título.top == root.top + 10 # 標 note
    título.leadng == root.leading
    view box {
      view inner
    }
    let gap = 8
    box.top == título.bottom + gap
    box.leading == root.leading
    box.size == root.size
    inner.edges == box.edges
    """

  /// A server past `initialize`, with the document open; the first notification.
  func opened(encodings: [String]? = nil) -> (LanguageServer, [String: Any]) {
    let server = LanguageServer()
    var capabilities: [String: Any] = [:]
    if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
    _ = server.handle([
      "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": capabilities],
    ])
    _ = server.handle(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    let published = server.handle([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": ["uri": Self.uri, "languageId": "strut", "version": 1, "text": Self.text]
      ],
    ])
    return (server, published.first ?? [:])
  }

  func request(_ server: LanguageServer, _ method: String, _ params: [String: Any]) -> Any? {
    let replies = server.handle(["jsonrpc": "2.0", "id": 7, "method": method, "params": params])
    return replies.first?["result"]
  }

  func position(_ line: Int, _ character: Int) -> [String: Any] {
    ["textDocument": ["uri": Self.uri], "position": ["line": line, "character": character]]
  }

  func range(_ value: Any?) -> [Int] {
    guard let range = value as? [String: Any], let start = range["start"] as? [String: Any],
      let end = range["end"] as? [String: Any]
    else { return [] }
    return [start["line"], start["character"], end["line"], end["character"]].compactMap {
      $0 as? Int
    }
  }

  @Test("initialize: capabilities, and the position encoding the client prefers")
  func initialize() throws {
    let server = LanguageServer()
    let early = server.handle([
      "jsonrpc": "2.0", "id": 0, "method": "textDocument/hover", "params": [:],
    ])
    #expect((early.first?["error"] as? [String: Any])?["code"] as? Int == -32002)
    let reply = server.handle([
      "jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": ["capabilities": ["general": ["positionEncodings": ["utf-32", "utf-16"]]]],
    ])
    let capabilities = try #require(
      (reply.first?["result"] as? [String: Any])?["capabilities"] as? [String: Any])
    #expect(capabilities["positionEncoding"] as? String == "utf-32")
    #expect(capabilities["hoverProvider"] as? Bool == true)
    #expect(capabilities["documentFormattingProvider"] as? Bool == true)
    let unknown = server.handle([
      "jsonrpc": "2.0", "id": 2, "method": "textDocument/rename", "params": [:],
    ])
    #expect((unknown.first?["error"] as? [String: Any])?["code"] as? Int == -32601)
    #expect(
      server.handle(["jsonrpc": "2.0", "id": 3, "method": "shutdown"]).first?["result"] is NSNull)
    _ = server.handle(["jsonrpc": "2.0", "method": "exit"])
    #expect(server.exitStatus == 0)
  }

  @Test("diagnostics in UTF-16 columns, with the fix-it as a code action")
  func diagnostics() throws {
    let (server, published) = opened()
    #expect(published["method"] as? String == "textDocument/publishDiagnostics")
    let params = try #require(published["params"] as? [String: Any])
    let diagnostics = try #require(params["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    let typo = try #require(diagnostics.first)
    #expect(typo["code"] as? String == "unknown-attribute")
    #expect((typo["message"] as? String)?.hasPrefix("unknown attribute 'leadng'") == true)
    // 'título.' is 7 UTF-16 units: 'leadng' is characters 7..<13 of line 3.
    #expect(range(typo["range"]) == [3, 7, 3, 13])
    let actions = try #require(
      request(
        server, "textDocument/codeAction",
        [
          "textDocument": ["uri": Self.uri],
          "range": ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 20]],
          "context": ["diagnostics": []],
        ]) as? [[String: Any]])
    #expect(actions.count == 1)
    #expect(actions.first?["title"] as? String == "Replace with 'leading'")
    let edit = try #require(actions.first?["edit"] as? [String: Any])
    let changes = try #require((edit["changes"] as? [String: Any])?[Self.uri] as? [[String: Any]])
    #expect(changes.first?["newText"] as? String == "leading")
    #expect(range(changes.first?["range"]) == [3, 7, 3, 13])
  }

  @Test("an edit after an emoji, in UTF-16 units, is applied where the editor meant it")
  func incrementalChange() throws {
    let (server, _) = opened()
    // Replace 'ok' on line 1: 'label título "Año 🌍 ' is 21 UTF-16 units (the globe two).
    let replies = server.handle([
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": 1, "character": 21], "end": ["line": 1, "character": 23],
            ], "text": "bien",
          ],
          [
            "range": ["start": ["line": 3, "character": 7], "end": ["line": 3, "character": 13]],
            "text": "leading",
          ],
        ],
      ],
    ])
    let params = try #require(replies.first?["params"] as? [String: Any])
    #expect(params["version"] as? Int == 2)
    #expect((params["diagnostics"] as? [Any])?.isEmpty == true)
    let symbols = try #require(
      request(server, "textDocument/hover", position(1, 8)) as? [String: Any])
    let value = try #require((symbols["contents"] as? [String: Any])?["value"] as? String)
    // "Año 🌍 bien" at 17 points: the frame grew with its text.
    #expect(value.contains("**título** — label (UILabel)"))
    #expect(value.contains("| 320 x 200 | 0 | 10 |"))
  }

  @Test("hover: a view's frames on every screen, an attribute's --why")
  func hover() throws {
    let (server, _) = opened()
    _ = server.handle([
      "jsonrpc": "2.0", "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": Self.uri, "version": 2],
        "contentChanges": [
          [
            "range": ["start": ["line": 3, "character": 7], "end": ["line": 3, "character": 13]],
            "text": "leading",
          ]
        ],
      ],
    ])
    let view = try #require(request(server, "textDocument/hover", position(8, 1)) as? [String: Any])
    let frames = try #require((view["contents"] as? [String: Any])?["value"] as? String)
    // box: under título (y 10 + 21), 320 x 200 less that: 320 x 169 at (0, 39).
    #expect(frames.contains("**box** — view (UIView)"))
    #expect(frames.contains("| 320 x 200 | 0 | 39 | 320 | 200 |"), "\(frames)")
    #expect(range(view["range"]) == [8, 0, 8, 3])
    let why = try #require(request(server, "textDocument/hover", position(8, 5)) as? [String: Any])
    let answer = try #require((why["contents"] as? [String: Any])?["value"] as? String)
    #expect(answer.contains("box.top = 39 (in 'root'), set by:"), "\(answer)")
    #expect(answer.contains("box.top == título.bottom + gap"))
    let metric = try #require(
      request(server, "textDocument/hover", position(8, 28)) as? [String: Any])
    #expect(
      (metric["contents"] as? [String: Any])?["value"] as? String == "```strut\nlet gap = 8\n```")
  }

  @Test("definition, references, symbols, completion by kind, formatting")
  func navigation() throws {
    let (server, _) = opened()
    // título on line 8, after 'box.top == ' (11 units): its declaration on line 1.
    let definition = try #require(
      request(server, "textDocument/definition", position(8, 12)) as? [[String: Any]])
    #expect(definition.count == 1 && range(definition.first?["range"]) == [1, 6, 1, 12])
    var params = position(1, 7)
    params["context"] = ["includeDeclaration": true]
    let references = try #require(
      request(server, "textDocument/references", params) as? [[String: Any]])
    #expect(references.map { range($0["range"]).first ?? -1 } == [1, 2, 3, 8])
    let symbols = try #require(
      request(server, "textDocument/documentSymbol", ["textDocument": ["uri": Self.uri]])
        as? [[String: Any]])
    #expect(symbols.compactMap { $0["name"] as? String } == ["título", "box", "gap"])
    let box = try #require(symbols.first { $0["name"] as? String == "box" })
    #expect((box["children"] as? [[String: Any]])?.first?["name"] as? String == "inner")
    // After 'inner.' on line 11: a plain view's attributes, no content guide.
    let completion = try #require(
      request(server, "textDocument/completion", position(11, 6)) as? [String: Any])
    let labels = (completion["items"] as? [[String: Any]] ?? []).compactMap {
      $0["label"] as? String
    }
    #expect(labels.contains("edges") && labels.contains("firstBaseline"))
    #expect(!labels.contains("contentGuide") && !labels.contains("constant"))
    let formatting = try #require(
      request(
        server, "textDocument/formatting", ["textDocument": ["uri": Self.uri], "options": [:]])
        as? [[String: Any]])
    let newText = try #require(formatting.first?["newText"] as? String)
    #expect(newText.contains("título.top == root.top + 10  # 標 note\n"))
  }

  @Test("UTF-8 positions when the client asks for them")
  func utf8() throws {
    let (_, published) = opened(encodings: ["utf-8"])
    let diagnostics = (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    // 'título.' is 8 UTF-8 bytes ('í' is two).
    #expect(range(diagnostics?.first?["range"]) == [3, 8, 3, 14])
  }
}

/// The real process: `strut lsp` over pipes, messages framed with Content-Length.
@Suite("strut lsp as a process")
struct LanguageServerProcessTests {
  @Test("initialize, open with an error, hover, shutdown, exit: status 0")
  func process() throws {
    let strut = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/strut").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: strut)
    process.arguments = ["lsp"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    func send(_ message: [String: Any]) throws {
      input.fileHandleForWriting.write(Data(JSONRPC.frame(message)))
    }
    try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
    try send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    try send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": "file:///a.layout", "languageId": "strut", "version": 1,
          "text": "view a\na.widht == 10\n",
        ]
      ],
    ])
    try send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
    try send(["jsonrpc": "2.0", "method": "exit"])
    input.fileHandleForWriting.closeFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    // Read the framed replies back with the server's own reader, from a pipe.
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    data.withUnsafeBytes { _ = write(fds[1], $0.baseAddress, $0.count) }
    close(fds[1])
    let reader = JSONRPC.Reader(descriptor: fds[0])
    var replies: [[String: Any]] = []
    while let message = try? reader.next() { replies.append(message) }
    close(fds[0])
    #expect(replies.count == 3)
    #expect(replies.first?["id"] as? Int == 1)
    let published = replies.first { $0["method"] as? String == "textDocument/publishDiagnostics" }
    let diagnostics = (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    #expect(diagnostics?.first?["code"] as? String == "unknown-attribute")
  }
}
