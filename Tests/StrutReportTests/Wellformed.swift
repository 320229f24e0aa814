import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks that a report is a document its reader accepts: JSON that parses, SVG that is
/// well-formed XML, HTML whose elements nest and close and whose text escapes `<` and `&`,
/// and plain text without raw control bytes. Shared by the test suite and the libFuzzer
/// target (Fuzz/run.sh copies this file), so both judge outputs alike.
enum Wellformed {
  /// Why `text` is not parseable JSON, or nil.
  static func jsonProblem(_ text: String) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
      return nil
    } catch {
      return "JSON does not parse: \(error)"
    }
  }

  /// Why `text` is not well-formed XML, or nil.
  static func xmlProblem(_ text: String) -> String? {
    if let problem = controlBytesProblem(text, allowing: ["\n", "\t"]) { return problem }
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse()
      ? nil
      : "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")"
  }

  /// HTML elements that never close.
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr",
  ]

  /// Why `text` is not a well-formed HTML document of the kind Strut writes, or nil: every
  /// element but the void ones closes, in order (SVG's self-closing elements included);
  /// attribute values are quoted; text and attributes hold no raw `<` and no `&` that does not
  /// start an entity; `<script>` and `<style>` hold no `</` but their own end tag.
  static func htmlProblem(_ text: String) -> String? {
    if let problem = controlBytesProblem(text, allowing: ["\n", "\t"]) { return problem }
    let bytes = Array(text.utf8)
    var open: [String] = []
    var index = 0
    func entityProblem(at position: Int) -> String? {
      // `&name;` or `&#digits;` or `&#xhex;`
      var end = position + 1
      while end < bytes.count, end - position < 12,
        bytes[end] == UInt8(ascii: "#") || isNameByte(bytes[end])
      {
        end += 1
      }
      return end < bytes.count && bytes[end] == UInt8(ascii: ";") && end > position + 1
        ? nil : "a bare '&' at byte \(position)"
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "&") {
        if let problem = entityProblem(at: index) { return problem }
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if bytes[index...].starts(with: Array("<!DOCTYPE".utf8)) {
        guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
          return "an unclosed doctype"
        }
        index = end + 1
        continue
      }
      // A tag: `<name attrs>`, `</name>` or `<name attrs/>`.
      var cursor = index + 1
      let isEnd = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
      if isEnd { cursor += 1 }
      let nameStart = cursor
      while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
      guard cursor > nameStart else { return "a bare '<' at byte \(index)" }
      let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
      var selfClosing = false
      // Attributes: name, or name="value" (values quoted, entities checked).
      while true {
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x0A { cursor += 1 }
        guard cursor < bytes.count else { return "an unclosed <\(name)> tag" }
        if bytes[cursor] == UInt8(ascii: ">") { break }
        if bytes[cursor] == UInt8(ascii: "/"), cursor + 1 < bytes.count,
          bytes[cursor + 1] == UInt8(ascii: ">")
        {
          selfClosing = true
          cursor += 1
          break
        }
        guard !isEnd else { return "attributes on the end tag </\(name)>" }
        let attributeStart = cursor
        while cursor < bytes.count, isNameByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ":")
        {
          cursor += 1
        }
        guard cursor > attributeStart else { return "a malformed attribute in <\(name)>" }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
          cursor += 1
          guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else {
            return "an unquoted attribute value in <\(name)>"
          }
          cursor += 1
          while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
            if bytes[cursor] == UInt8(ascii: "<") {
              return "a raw '<' in an attribute of <\(name)>"
            }
            if bytes[cursor] == UInt8(ascii: "&"), let problem = entityProblem(at: cursor) {
              return problem
            }
            cursor += 1
          }
          guard cursor < bytes.count else { return "an unclosed attribute value in <\(name)>" }
          cursor += 1
        }
      }
      index = cursor + 1
      if isEnd {
        guard open.last == name else {
          return "</\(name)> closes <\(open.last ?? "nothing")>"
        }
        open.removeLast()
      } else if name == "script" || name == "style" {
        // Raw text up to the element's own end tag.
        let endTag = Array("</\(name)>".utf8)
        var end = index
        while end < bytes.count, !bytes[end...].starts(with: endTag) {
          if bytes[end...].starts(with: Array("</".utf8)) { return "'</' inside <\(name)>" }
          end += 1
        }
        guard end < bytes.count else { return "an unclosed <\(name)>" }
        index = end + endTag.count
      } else if !selfClosing, !voidElements.contains(name) {
        open.append(name)
      }
    }
    return open.isEmpty ? nil : "unclosed elements: \(open.joined(separator: ", "))"
  }

  /// Why `text` holds a control character a terminal would act on (ESC, BEL, NUL, CR, …;
  /// C1 controls too), or nil. Newlines (and whatever `allowing` adds) are text.
  static func controlBytesProblem(_ text: String, allowing: Set<Unicode.Scalar> = ["\n"])
    -> String?
  {
    for (offset, scalar) in text.unicodeScalars.enumerated() where !allowing.contains(scalar) {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        return "a raw control character U+\(String(scalar.value, radix: 16)) at scalar \(offset)"
      }
    }
    return nil
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
  }
}
