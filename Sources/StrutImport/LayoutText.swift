import StrutModel

/// What the front ends need to write `.layout` text that parses: the words a view cannot
/// be named, and string literals.
enum LayoutText {
  /// Words the language keeps for itself (keywords, conditions, screen options).
  static let reservedWords: Set<String> = [
    "root", "let", "var", "screen", "when", "and", "or", "not", "true", "false", "H", "V",
    "safe", "inset", "landscape", "portrait", "rtl", "ltr", "compact", "regular",
  ]

  /// True for a name a view cannot take: a reserved word or a kind's word.
  static func isTaken(_ name: String) -> Bool {
    reservedWords.contains(name) || ViewKind(named: name) != nil
  }

  /// Text as the inside of a string literal of the language: quotes, backslashes, new
  /// lines and tabs escaped, other control characters (which the language refuses in a
  /// string) as spaces.
  static func stringLiteral(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n", "\r\n", "\r": result += "\\n"
      case "\t": result += "\\t"
      default:
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
          scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        {
          result += " "
        } else {
          result.append(character)
        }
      }
    }
    return result
  }
}
