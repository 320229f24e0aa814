/// The relation of a constraint or a VFL predicate.
public enum RelationToken: String, Hashable, Sendable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}

public struct Token: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case identifier(String), number(Double), string(String), relation(RelationToken)
    case dot, comma, colon, at, pipe, equals, plus, minus, star, slash, newline, endOfFile
    /// `<`, `>` and `!=`: comparisons in a `when` condition (constraints reject them).
    case less, greater, notEqual
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    /// Bad input, with the message for the parser to report.
    case invalid(String)
  }

  public var kind: Kind
  public var span: SourceSpan

  public init(_ kind: Kind, _ span: SourceSpan) {
    self.kind = kind
    self.span = span
  }

  /// How the token reads in a message: `'-'`, `identifier 'title'`, `end of line`.
  public var description: String {
    switch kind {
    case .identifier(let name): "'\(name)'"
    case .number(let value): "number '\(formatNumber(value))'"
    case .string: "a string"
    case .relation(let relation): "'\(relation.rawValue)'"
    case .dot: "'.'"
    case .comma: "','"
    case .colon: "':'"
    case .at: "'@'"
    case .pipe: "'|'"
    case .equals: "'='"
    case .less: "'<'"
    case .greater: "'>'"
    case .notEqual: "'!='"
    case .plus: "'+'"
    case .minus: "'-'"
    case .star: "'*'"
    case .slash: "'/'"
    case .newline: "end of line"
    case .endOfFile: "end of file"
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .invalid: "invalid input"
    }
  }
}

/// A number as a person writes it: `20`, `0.5`, `-3.25`; never `-0`.
public func formatNumber(_ value: Double, decimals: Int = 6) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
  var text = String(rounded)
  if text.contains("e") { return text }
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
