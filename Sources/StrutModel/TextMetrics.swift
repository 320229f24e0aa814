import StrutCore

/// Strut's fixed, documented text metric, so that a label's size is the same on every machine:
/// each character advances a fixed fraction of the font size (by class: narrow, wide, upper
/// case, digits, space, others), the width is rounded up to a whole point, and a line is
/// 1.2 × the font size high, also rounded up. The first baseline is 0.95 × the font size below
/// the top; the last is 0.25 × the font size above the bottom.
public enum TextMetrics {
  public static func advance(of character: Character) -> Double {
    guard let ascii = character.asciiValue else { return 0.6 }
    return advance(ofASCII: ascii)
  }

  static func advance(ofASCII byte: UInt8) -> Double {
    switch byte {
    case UInt8(ascii: " "): 0.28
    case UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "I"),
      UInt8(ascii: "!"),
      UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"),
      UInt8(ascii: "|"):
      0.28
    case UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "r"): 0.36
    case UInt8(ascii: "m"), UInt8(ascii: "w"): 0.82
    case UInt8(ascii: "M"), UInt8(ascii: "W"): 0.92
    case UInt8(ascii: "0")...UInt8(ascii: "9"): 0.58
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): 0.66
    case UInt8(ascii: "a")...UInt8(ascii: "z"): 0.52
    default: 0.6
    }
  }

  public static func lineHeight(fontSize: Double) -> Double { (fontSize * 1.2).rounded(.up) }

  public static func size(of text: String, fontSize: Double) -> (width: Double, height: Double) {
    var widest = 0.0
    var lineCount = 1
    // ASCII is read from the string's bytes in place (walking its `utf8` view twice, once to
    // see that it is ASCII, was a twentieth of checking a file of labels).
    if let measured = text.utf8.withContiguousStorageIfAvailable(measureASCII) ?? nil {
      (widest, lineCount) = measured
    } else {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      lineCount = max(1, lines.count)
      for line in lines { widest = max(widest, line.reduce(0) { $0 + advance(of: $1) }) }
    }
    return (
      (widest * fontSize - 1e-9).rounded(.up), lineHeight(fontSize: fontSize) * Double(lineCount)
    )
  }

  /// The widest line (in ems) and the number of lines of ASCII text, where one byte is one
  /// character (no grapheme breaking needed); nil at the first byte beyond ASCII.
  private static func measureASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (Double, Int)? {
    var widest = 0.0
    var lines = 1
    var line = 0.0
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if byte == UInt8(ascii: "\n") {
        widest = max(widest, line)
        line = 0
        lines += 1
      } else {
        line += advance(ofASCII: byte)
      }
    }
    return (max(widest, line), lines)
  }

  /// How many lines `text` takes when wrapped to `width` points (see `wrap`).
  public static func lineCount(of text: String, fontSize: Double, width: Double) -> Int {
    wrap(text, fontSize: fontSize, width: width).count
  }

  /// `text` wrapped to `width` points: words (split at spaces) fill each line greedily; a
  /// word wider than the line is broken between characters; "\n" always starts a new line.
  /// At least one line.
  public static func wrap(_ text: String, fontSize: Double, width: Double) -> [String] {
    let limit = width / fontSize + 1e-9
    let space = advance(of: " ")
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0.0
      func finish() {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = word.reduce(0) { $0 + advance(of: $1) }
        let needed = line.isEmpty && lineWidth == 0 ? wordWidth : lineWidth + space + wordWidth
        if needed <= limit {
          line += (line.isEmpty && lineWidth == 0 ? "" : " ") + word
          lineWidth = needed
          continue
        }
        if lineWidth > 0 || !line.isEmpty { finish() }
        if wordWidth <= limit {
          line = String(word)
          lineWidth = wordWidth
          continue
        }
        // Too long for any line: break it where it overflows.
        for character in word {
          let next = advance(of: character)
          if lineWidth > 0 && lineWidth + next > limit { finish() }
          line.append(character)
          lineWidth += next
        }
      }
      finish()
    }
    return lines.isEmpty ? [""] : lines
  }

  public static func ascent(fontSize: Double) -> Double { fontSize * 0.95 }
  public static func descent(fontSize: Double) -> Double { fontSize * 0.25 }
}
