import StrutCore
import Testing

@testable import StrutImport

@Suite("The XML reader")
struct XMLReaderTests {
  @Test("elements, attributes, entities and spans")
  func reads() throws {
    let file = SourceFile(
      name: "a.xib",
      text:
        "<?xml version=\"1.0\"?>\n<!-- c -->\n<a x=\"1 &amp; 2\"><b y='&#65;'/><c>t<![CDATA[<x>]]></c></a>\n"
    )
    let root = try XMLReader.parse(file).get()
    #expect(root.name == "a" && root["x"] == "1 & 2")
    #expect(root.children.map(\.name) == ["b", "c"])
    #expect(root.children[0]["y"] == "A")
    #expect(file.text(root.children[0].span) == "<b y='&#65;'/>")
  }

  @Test(
    "malformed XML is one located failure, never a crash",
    arguments: [
      "", "<a>", "<a></b>", "<a x=1/>", "<a x=\"1/>", "text", "<a/><b/>", "<a x=\"&bogus;\"/>",
      "<a x=\"&#0;\"/>", "<!-- open", "<a><b></a>",
    ])
  func malformed(_ text: String) {
    let result = XMLReader.parse(SourceFile(name: "bad.xib", text: text))
    guard case .failure(let failure) = result else {
      Issue.record("'\(text)' was accepted")
      return
    }
    #expect(!failure.message.isEmpty)
    #expect(failure.span.start <= text.utf8.count)
  }

  @Test("deep nesting is refused without recursion")
  func deep() {
    let depth = 200_000
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    guard case .failure(let failure) = XMLReader.parse(SourceFile(name: "deep.xib", text: text))
    else {
      Issue.record("accepted")
      return
    }
    #expect(failure.message.contains("nested"))
  }
}
