import StrutCore

/// One element of an XML document: its name, attributes in document order, children, and the
/// span of its start tag (where diagnostics about it point).
public struct XMLElement: Sendable {
  public var name: String
  public var attributes: [(name: String, value: String)]
  public var children: [XMLElement]
  public var span: SourceSpan

  /// The `<name` of its start tag: where a message about the element points (an Interface
  /// Builder start tag runs to hundreds of characters).
  public var tagSpan: SourceSpan { SourceSpan(span.start, span.start + 1 + name.utf8.count) }

  public subscript(attribute: String) -> String? {
    attributes.first { $0.name == attribute }?.value
  }

  /// The children with a given element name.
  public func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

  /// The first child with the element name and, when given, the `key` attribute.
  public func child(_ name: String, key: String? = nil) -> XMLElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }
}

/// A small, non-validating XML reader for Interface Builder documents: elements, attributes,
/// the five named entities and character references, comments, processing instructions, a
/// DOCTYPE and CDATA. It keeps each element's byte span, so that a diagnostic about a
/// `<constraint>` points at it; it never recurses (a stack of open elements), so no nesting
/// depth overflows the stack, and any malformed input is one located error.
public enum XMLReader {
  public struct Failure: Error, Sendable {
    public var message: String
    public var span: SourceSpan
  }

  /// Elements deeper than this are refused (Interface Builder nests a few dozen levels).
  public static let maximumDepth = 10_000

  public static func parse(_ file: SourceFile) -> Result<XMLElement, Failure> {
    var reader = Reader(bytes: file.bytes)
    do {
      return .success(try reader.document())
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(message: "unreadable XML", span: SourceSpan(0, 0)))
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    func fail(_ message: String, at start: Int? = nil) -> Failure {
      let at = min(start ?? index, bytes.count)
      return Failure(message: message, span: SourceSpan(at, min(bytes.count, at + 1)))
    }

    func peek(_ text: String) -> Bool {
      let utf8 = Array(text.utf8)
      guard index + utf8.count <= bytes.count else { return false }
      return bytes[index..<index + utf8.count].elementsEqual(utf8)
    }

    mutating func skip(past terminator: String, what: String) throws {
      let start = index
      let utf8 = Array(terminator.utf8)
      while index + utf8.count <= bytes.count {
        if bytes[index] == utf8[0], bytes[index..<index + utf8.count].elementsEqual(utf8) {
          index += utf8.count
          return
        }
        index += 1
      }
      throw fail("unterminated \(what)", at: start)
    }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
      byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D || byte == 0x2E
        || byte == 0x3A
    }

    mutating func name() throws -> String {
      let start = index
      while index < bytes.count, Reader.isNameByte(bytes[index]) { index += 1 }
      guard index > start else { throw fail("expected a name") }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Markup outside elements and between them: comments, processing instructions,
    /// DOCTYPE, CDATA. True when something was skipped.
    mutating func skipMarkup(textAllowed: Bool) throws -> Bool {
      if peek("<!--") {
        try skip(past: "-->", what: "comment")
      } else if peek("<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if peek("<![CDATA[") {
        guard textAllowed else { throw fail("CDATA outside an element") }
        try skip(past: "]]>", what: "CDATA section")
      } else if peek("<!") {
        try skip(past: ">", what: "declaration")
      } else {
        return false
      }
      return true
    }

    mutating func document() throws -> XMLElement {
      while true {
        skipSpace()
        guard index < bytes.count else { throw fail("the document has no root element") }
        if try skipMarkup(textAllowed: false) { continue }
        guard bytes[index] == UInt8(ascii: "<") else {
          throw fail("text before the root element: not an XML document")
        }
        break
      }
      let root = try elements()
      while true {
        skipSpace()
        guard index < bytes.count else { return root }
        if try skipMarkup(textAllowed: false) { continue }
        throw fail("content after the root element")
      }
    }

    /// The root element and everything inside it, read with an explicit stack.
    mutating func elements() throws -> XMLElement {
      var open: [XMLElement] = []
      while true {
        // At a '<' that starts a tag.
        let start = index
        if peek("</") {
          index += 2
          let closing = try name()
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw fail("expected '>' to close </\(closing)>")
          }
          index += 1
          guard let element = open.popLast() else {
            throw fail("unexpected </\(closing)>", at: start)
          }
          guard element.name == closing else {
            throw fail("</\(closing)> closes <\(element.name)>", at: start)
          }
          if open.isEmpty { return element }
          open[open.count - 1].children.append(element)
        } else {
          index += 1
          let elementName = try name()
          var attributes: [(name: String, value: String)] = []
          var selfClosing = false
          while true {
            skipSpace()
            guard index < bytes.count else {
              throw fail("unterminated start tag <\(elementName)>", at: start)
            }
            if bytes[index] == UInt8(ascii: ">") {
              index += 1
              break
            }
            if peek("/>") {
              index += 2
              selfClosing = true
              break
            }
            let attributeName = try name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
              throw fail("expected '=' after attribute '\(attributeName)'")
            }
            index += 1
            skipSpace()
            attributes.append((attributeName, try quoted()))
          }
          let element = XMLElement(
            name: elementName, attributes: attributes, children: [],
            span: SourceSpan(start, index))
          if selfClosing {
            if open.isEmpty { return element }
            open[open.count - 1].children.append(element)
          } else {
            guard open.count < XMLReader.maximumDepth else {
              throw fail("elements nested more than \(XMLReader.maximumDepth) deep", at: start)
            }
            open.append(element)
          }
        }
        // Text and markup up to the next tag.
        while true {
          while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
          guard index < bytes.count else {
            throw fail("unterminated element <\(open.last?.name ?? "")>", at: open.last?.span.start)
          }
          if try skipMarkup(textAllowed: true) { continue }
          break
        }
      }
    }

    mutating func quoted() throws -> String {
      guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
        throw fail("expected a quoted attribute value")
      }
      let quote = bytes[index]
      let start = index
      index += 1
      var value: [UInt8] = []
      while index < bytes.count, bytes[index] != quote {
        if bytes[index] == UInt8(ascii: "<") { throw fail("'<' in an attribute value") }
        if bytes[index] == UInt8(ascii: "&") {
          value += try entity()
        } else {
          value.append(bytes[index])
          index += 1
        }
      }
      guard index < bytes.count else { throw fail("unterminated attribute value", at: start) }
      index += 1
      return String(decoding: value, as: UTF8.self)
    }

    mutating func entity() throws -> [UInt8] {
      let start = index
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 {
        index += 1
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        throw fail("unterminated entity", at: start)
      }
      let body = String(decoding: bytes[start + 1..<index], as: UTF8.self)
      index += 1
      switch body {
      case "amp": return Array("&".utf8)
      case "lt": return Array("<".utf8)
      case "gt": return Array(">".utf8)
      case "quot": return Array("\"".utf8)
      case "apos": return Array("'".utf8)
      default:
        let hex = body.hasPrefix("#x") || body.hasPrefix("#X")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard body.hasPrefix("#"), let code = UInt32(digits, radix: hex ? 16 : 10),
          let scalar = Unicode.Scalar(code), code != 0
        else { throw fail("unknown entity '&\(body);'", at: start) }
        return Array(String(Character(scalar)).utf8)
      }
    }
  }
}
