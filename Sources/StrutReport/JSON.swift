import StrutCore
import StrutEngine
import StrutModel

/// A JSON value that prints deterministically: object keys sorted, numbers in their shortest
/// fixed-precision form (never `-0`), two-space indentation.
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  public func serialized(indent: Int = 0) -> String {
    let pad = String(repeating: " ", count: indent)
    let inner = String(repeating: " ", count: indent + 2)
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value.isFinite ? formatNumber(value) : "null"
    case .string(let value): return JSONValue.quote(value)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) {
        return "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
      }
      return "[\n"
        + items.map { inner + $0.serialized(indent: indent + 2) }.joined(separator: ",\n")
        + "\n" + pad + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let lines = members.sorted { $0.key < $1.key }.map { key, value in
        inner + JSONValue.quote(key) + ": " + value.serialized(indent: indent + 2)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n" + pad + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
