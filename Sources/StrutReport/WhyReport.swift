import StrutCore
import StrutEngine
import StrutModel

/// `strut run --why VIEW.ATTRIBUTE`: per screen, each value and the constraints that set it.
///
///     screen 'iPhone 8' 375 x 667
///     bottomLabel.y = 577 (in 'contentView'), set by:
///       bottom-aligned.layout:33:19  contentView.bottom == bottomLabel.bottom + 20
///                                    (from 'V:[bottomLabel(50)]-margin-|')
public enum WhyReport {
  public static func render(_ run: LayoutRun) -> String {
    var output = ""
    for (index, screen) in run.screens.enumerated() {
      if index > 0 { output += "\n" }
      output += screen.heading
      for answer in screen.answers { output += render(answer, screen: screen, file: run.file) }
    }
    return output
  }

  public static func render(_ answer: WhyAnswer, screen: ScreenLayout, file: SourceFile) -> String {
    let view = screen.views.first { $0.name == answer.view }
    var notes: [String] = []
    if !answer.attribute.isContentSize, let parent = view?.parent { notes.append("in '\(parent)'") }
    if let view, view.alignmentInsets != .zero, !answer.attribute.isContentSize {
      // Constraints act on the alignment rect; the frame reaches beyond it.
      notes.append("of the alignment rect; the frame is \(rectText(view.frame))")
    }
    let place = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    var text =
      "\(answer.view).\(answer.attribute.rawValue) = \(formatNumber(answer.value, decimals: 2))\(place)"
    if !answer.isDetermined {
      text += ": not determined; the constraints allow other values (it is ambiguous)"
      text += answer.reasons.isEmpty ? "\n" : ". Tied by:\n"
    } else {
      text += answer.reasons.isEmpty ? ": set by nothing but its own definition\n" : ", set by:\n"
    }
    let locations = answer.reasons.map { reason -> String in
      guard let span = reason.span else {
        return file.shown(SourceSpan(0, 0)).file.name.escapingControlCharacters
      }
      let (shownFile, shownSpan) = file.shown(span)
      let location = shownFile.location(shownSpan.start)
      return "\(shownFile.name.escapingControlCharacters):\(location.line):\(location.column)"
    }
    let width = locations.map(\.count).max() ?? 0
    var previous: SourceSpan?
    for (reason, location) in zip(answer.reasons, locations) {
      let padding = String(repeating: " ", count: width - location.count)
      text += "  \(location)\(padding)  \(reason.text)\n"
      // The line a reason was written on, once: both sides of an intrinsic size come from
      // the same declaration.
      defer { previous = reason.span }
      if let span = reason.span, span != previous, file.documentMap == nil {
        let line = file.lineText(file.location(span.start).line)
        let written = trimmed(String(line.split(separator: "#", maxSplits: 1).first ?? ""))
        if !written.isEmpty, written != reason.text, !written.hasPrefix("screen") {
          text += "  " + String(repeating: " ", count: width) + "  (from '\(written)')\n"
        }
      }
    }
    return text
  }

  /// Why a query cannot be answered, in a line.
  public static func describe(_ problem: WhyQuery.Problem) -> String {
    switch problem {
    case .noView(let name, let suggestion):
      Suggestion.appending(suggestion, to: "no view named '\(name)'")
    case .notAnAttribute(let name, let suggestion):
      "'\(name)' is not an attribute; use one of "
        + WhyQuery.attributes.joined(separator: ", ") + (suggestion.map { " (\($0.help))" } ?? "")
    case .notAScrollView(let name):
      "'\(name)' is not a scroll view; only scroll views have a content size"
    case .nothingLaidOut:
      "the session is empty"
    }
  }

  private static func trimmed(_ text: String) -> String {
    String(
      text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  /// The answers as data, for `--format json`.
  static func json(_ answer: WhyAnswer, file: SourceFile) -> JSONValue {
    .object([
      "view": .string(answer.view),
      "attribute": .string(answer.attribute.rawValue),
      "value": .number(answer.value),
      "determined": .bool(answer.isDetermined),
      "constraints": .array(
        answer.reasons.map { reason in
          var members: [String: JSONValue] = [
            "text": .string(reason.text), "priority": .number(reason.priority),
          ]
          if let span = reason.span {
            let (shownFile, shownSpan) = file.shown(span)
            let location = shownFile.location(shownSpan.start)
            members["line"] = .number(Double(location.line))
            members["column"] = .number(Double(location.column))
          }
          return .object(members)
        }),
    ])
  }

  static func rectText(_ rect: Rect) -> String {
    "(\(formatNumber(rect.x, decimals: 2)), \(formatNumber(rect.y, decimals: 2))) "
      + "\(formatNumber(rect.width, decimals: 2)) x \(formatNumber(rect.height, decimals: 2))"
  }
}
