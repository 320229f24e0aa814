import StrutModel

/// UIKit's words for what Strut spells otherwise. A developer who types what they would
/// write in Swift — `bottomAnchor`, `safeAreaLayoutGuide`, `superview`, `UILabel` — is told
/// the Strut word, with a fix-it where the replacement is certain.
enum UIKitSpelling {
  /// The Strut spelling and a help line, for a word that is UIKit's.
  struct Advice: Equatable {
    /// What replaces the word, when one replacement is certain.
    var replacement: String?
    var help: String
  }

  /// UIKit's layout guides, by the name Strut gives each on its view.
  static let guides: [String: String] = [
    "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins",
    "contentLayoutGuide": "contentGuide", "frameLayoutGuide": "frameGuide",
  ]

  /// An anchor or guide of UIKit's named where Strut expects an attribute or a guide:
  /// `topAnchor` is `top`, `safeAreaLayoutGuide` is `safeArea`.
  static func attribute(_ word: String, among attributes: [String]) -> Advice? {
    if let guide = guides[word] {
      return Advice(replacement: guide, help: "Strut spells UIKit's '\(word)' as '\(guide)'")
    }
    guard word.hasSuffix("Anchor"), word.count > "Anchor".count else { return nil }
    let stem = String(word.dropLast("Anchor".count))
    guard attributes.contains(stem) else { return nil }
    return Advice(replacement: stem, help: "Strut spells UIKit's '\(word)' as '\(stem)'")
  }

  /// A view-controller word named where Strut expects a view.
  static func view(_ word: String) -> Advice? {
    if let guide = guides[word] {
      return Advice(
        replacement: "root.\(guide)",
        help: "a guide is named on its view: 'root.\(guide)' is the screen's \(word)")
    }
    switch word {
    case "superview":
      return Advice(
        replacement: nil,
        help: "Strut names a superview by its name; the screen's own view is 'root'")
    case "view", "self":
      return Advice(replacement: "root", help: "the view controller's view is 'root' in Strut")
    default:
      return nil
    }
  }

  /// A UIKit class named where Strut expects a kind: `UILabel` is `label`.
  static func kind(_ word: String, among kinds: [ViewKind]) -> Advice? {
    guard let kind = kinds.first(where: { $0.uikitClass == word }) else { return nil }
    return Advice(
      replacement: kind.name, help: "Strut's kind for UIKit's '\(word)' is '\(kind.name)'")
  }
}
