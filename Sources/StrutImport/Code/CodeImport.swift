import StrutCore
import StrutModel

/// UIKit layout code (Swift or Objective-C) as `.layout` text: the views it makes and adds,
/// and the constraints it activates — NSLayoutAnchor calls, `NSLayoutConstraint(item:…)`,
/// and Masonry/SnapKit blocks — with their priorities. Values only known at run time become
/// metrics (`let`, 0 until `-D` sets them), each with the code it stands for. What looks like
/// layout code but is not understood is a located warning, never dropped in silence.
public enum CodeImport {
  public static func isCode(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".swift") || lower.hasSuffix(".m") || lower.hasSuffix(".mm")
  }

  public struct Result: Sendable {
    /// The `.layout` text, its spans mapped back into the code.
    public var layout: SourceFile
    public var diagnostics: [Diagnostic]
    /// The metrics standing for run-time values: name, the code, where it is.
    public var metrics: [(name: String, code: String, span: SourceSpan)]
  }

  public static func read(_ file: SourceFile) -> Result {
    var reader = CodeReader(file: file)
    reader.read()
    return reader.result()
  }
}

struct CodeReader {
  let file: SourceFile
  let tokens: [CodeToken]
  var diagnostics: [Diagnostic] = []
  /// Views in the order the code first names them: kind, parent, text.
  var views: [String: (kind: String, parent: String?, text: String?, span: SourceSpan)] = [:]
  var viewOrder: [String] = []
  /// Image views made with an image: the metrics that stand for its size.
  var imageSizes: [String: (width: String, height: String)] = [:]
  /// Custom classes' literal intrinsic sizes, and the class they extend.
  var intrinsicSizes: [String: (width: Double, height: Double, superclass: String?)] = [:]
  /// Properties the code sets, as the language writes them (`font: 17`, `axis: vertical`).
  var properties: [String: [String]] = [:]
  struct Constraint {
    var first: String
    var relation: String
    var second: String?
    var multiplier: Double
    var constant: String
    var priority: String?
    var span: SourceSpan
    var isActive: Bool
    /// Its identifier, a label in the language.
    var label: String? = nil
  }
  var constraints: [Constraint] = []
  /// VFL lines the code activates, with the metrics its dictionary gives, in code order.
  var visualFormatLines: [(line: String, span: SourceSpan)] = []
  var visualFormatMetrics: [(name: String, value: String)] = []
  /// Constraints kept in a variable, by its name, until the code activates them.
  var stored: [String: Int] = [:]
  var metrics: [(name: String, code: String, span: SourceSpan)] = []
  /// Tokens a rule has read, so that what is left can be reported.
  var consumed: Set<Int> = []
  /// Token ranges inside `activate([ … ])` / `activateConstraints:@[ … ]`.
  var activated: [Range<Int>] = []

  init(file: SourceFile) {
    self.file = file
    tokens = Self.separatingRunTogetherLiterals(CodeTokenizer.tokens(file))
  }

  /// Code pasted without its line breaks runs a Boolean into the next statement:
  /// `….isActive = truescrollView.topAnchor…`. After `= ` of a Boolean property, a name that
  /// starts with `true` or `false` is that literal and then a name of its own.
  static func separatingRunTogetherLiterals(_ tokens: [CodeToken]) -> [CodeToken] {
    let properties: Set<String> = [
      "isActive", "active", "translatesAutoresizingMaskIntoConstraints", "isHidden", "hidden",
    ]
    var result: [CodeToken] = []
    result.reserveCapacity(tokens.count)
    for token in tokens {
      let count = result.count
      if token.kind == .name, count >= 2, result[count - 1].is("="),
        result[count - 2].kind == .name, properties.contains(result[count - 2].text),
        let literal = ["true", "false", "YES", "NO"].first(where: {
          token.text.hasPrefix($0) && token.text.count > $0.count
        })
      {
        let split = token.span.start + literal.utf8.count
        result.append(
          CodeToken(kind: .name, text: literal, span: SourceSpan(token.span.start, split)))
        result.append(
          CodeToken(
            kind: .name, text: String(token.text.dropFirst(literal.count)),
            span: SourceSpan(split, token.span.end)))
      } else {
        result.append(token)
      }
    }
    return result
  }

  /// A control style the layout language has, as code gives it: the initializer's argument
  /// labels, the property that sets it after, the names UIKit gives the style, and the
  /// property the layout writes for it.
  struct ControlStyle {
    var labels: Set<String>
    var properties: Set<String>
    var names: Set<String>
    var written: String
  }

  /// The styles the reader knows, by kind: a large activity indicator (`whiteLarge` before
  /// iOS 13) and a bar-style progress view, in Swift and in Objective-C.
  static let controlStyles: [String: ControlStyle] = [
    "activityIndicator": ControlStyle(
      labels: ["style", "activityIndicatorStyle", "initWithActivityIndicatorStyle"],
      properties: ["style", "activityIndicatorViewStyle"],
      names: [
        "large", "whiteLarge", "UIActivityIndicatorViewStyleLarge",
        "UIActivityIndicatorViewStyleWhiteLarge",
      ],
      written: "style: large"),
    "progressView": ControlStyle(
      labels: ["progressViewStyle", "initWithProgressViewStyle"],
      properties: ["progressViewStyle"], names: ["bar", "UIProgressViewStyleBar"],
      written: "style: bar"),
  ]

  /// The style `property` sets on the view called `name`, if it is one the reader knows.
  func controlStyle(setBy property: String, on name: String) -> ControlStyle? {
    guard let kind = views[name]?.kind, let style = Self.controlStyles[kind],
      style.properties.contains(property)
    else { return nil }
    return style
  }

  static let kinds: [String: String] = [
    "UIView": "view", "UILabel": "label", "UIImageView": "image", "UIScrollView": "scroll",
    "UIStackView": "stack", "UISwitch": "switch", "UISlider": "slider", "UIButton": "button",
    "UITextField": "textField", "UISegmentedControl": "segmentedControl",
    "UILayoutGuide": "guide", "UITableView": "scroll", "UICollectionView": "scroll",
    "UITextView": "textView", "UIActivityIndicatorView": "activityIndicator",
    "UIStepper": "stepper", "UIProgressView": "progressView", "UIPageControl": "pageControl",
  ]

  static let anchorAttributes: Set<String> = [
    "top", "bottom", "leading", "trailing", "left", "right", "width", "height", "centerX",
    "centerY", "firstBaseline", "lastBaseline",
  ]

  // MARK: Reading

  mutating func read() {
    findActivationLists()
    findIntrinsicSizes()
    var index = 0
    while index < tokens.count {
      if let next = declaration(at: index) ?? hierarchy(at: index) ?? property(at: index)
        ?? anchorConstraint(at: index) ?? itemConstraint(at: index) ?? block(at: index)
        ?? visualFormat(at: index) ?? flkAutoLayout(at: index) ?? storedChange(at: index)
      {
        index = max(next, index + 1)
      } else {
        index += 1
      }
    }
    reportLeftovers()
  }

  /// Custom view classes that give an intrinsic size as a literal:
  /// `class Badge: UIView { override var intrinsicContentSize: CGSize { CGSize(width: 24,
  /// height: 24) } }`, or Objective-C's `return CGSizeMake(24, 24);` in
  /// `- (CGSize)intrinsicContentSize`. A view made of the class gets that size.
  mutating func findIntrinsicSizes() {
    var currentClass: (name: String, superclass: String?)?
    for (index, token) in tokens.enumerated() {
      if token.isName("class") || token.isName("@interface") || token.isName("implementation"),
        index + 1 < tokens.count, tokens[index + 1].kind == .name
      {
        let superclass =
          index + 3 < tokens.count && tokens[index + 2].is(":") ? tokens[index + 3].text : nil
        currentClass = (tokens[index + 1].text, superclass)
      }
      guard token.isName("intrinsicContentSize"), let owner = currentClass else { continue }
      // The first CGSize literal after it: CGSize(width: 24, height: 24) / CGSizeMake(24, 24).
      let window = tokens[index..<min(tokens.count, index + 24)]
      guard
        let start = window.indices.first(where: {
          (tokens[$0].isName("CGSize") || tokens[$0].isName("CGSizeMake")) && $0 + 1 < tokens.count
            && tokens[$0 + 1].is("(")
        }), let close = matching(start + 1)
      else { continue }
      let numbers = tokens[start + 2..<close].filter { $0.kind == .number }.compactMap {
        Double($0.text)
      }
      guard numbers.count == 2 else { continue }
      intrinsicSizes[owner.name] = (numbers[0], numbers[1], owner.superclass)
      consumed.formUnion(start...close)
    }
  }

  /// Marks the lists whose constraints are activated by being in them.
  mutating func findActivationLists() {
    for (index, token) in tokens.enumerated()
    where token.isName("activate") || token.isName("activateConstraints") {
      var open = index + 1
      while open < tokens.count, open < index + 4, !tokens[open].is("[") { open += 1 }
      guard open < tokens.count, tokens[open].is("["), let close = matching(open) else { continue }
      activated.append(open..<close)
      consumed.insert(index)
    }
  }

  /// The index of the bracket that closes the one at `open`.
  func matching(_ open: Int) -> Int? {
    let pairs = ["(": ")", "[": "]", "{": "}"]
    guard let closer = pairs[tokens[open].text] else { return nil }
    var depth = 0
    var index = open
    while index < tokens.count {
      if tokens[index].is(tokens[open].text) { depth += 1 }
      if tokens[index].is(closer) {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  /// A dotted path of names from `index`: `self.scrollView.topAnchor`, `self->_view`.
  func path(at index: Int) -> (components: [String], end: Int)? {
    guard index < tokens.count, tokens[index].kind == .name else { return nil }
    var components = [tokens[index].text]
    var end = index + 1
    while end + 1 < tokens.count {
      var next = end
      while next < tokens.count, tokens[next].is("?") || tokens[next].is("!") { next += 1 }
      guard next + 1 < tokens.count, tokens[next].is("."), tokens[next + 1].kind == .name else {
        break
      }
      components.append(tokens[next + 1].text)
      end = next + 2
    }
    return (components, end)
  }

  /// A view's name in the layout: `self.`/`self->` and an ivar's `_` dropped; a view
  /// controller's `view` (or `self.view`, or `self` in a view) is `root`.
  static func viewName(_ components: [String]) -> String? {
    var parts = components
    if parts.first == "self" { parts.removeFirst() }
    if parts.isEmpty { return "root" }
    // `view` of a view controller, and `root` (the view `strut emit swift` builds in).
    if parts == ["view"] || parts == ["root"] { return "root" }
    guard parts.count == 1, var name = parts.first else { return nil }
    if name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
    // Only what the language can name: letters, digits and '_', not a keyword or a kind.
    guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
      name.first?.isNumber == false
    else { return nil }
    if LayoutText.isTaken(name) { name += "View" }
    return name
  }

  mutating func noteView(_ name: String, at span: SourceSpan) {
    guard name != "root", views[name] == nil else { return }
    views[name] = (Self.kind(named: name), nil, nil, span)
    viewOrder.append(name)
  }

  /// The kind of a view the code uses but never makes (a snippet's outlet or property),
  /// read from its name as iOS code names views: `…ScrollView`, `…Label`, `…Button`.
  static func kind(named name: String) -> String {
    let lower = name.lowercased()
    let suffixes: [(String, String)] = [
      ("scrollview", "scroll"), ("tableview", "scroll"), ("collectionview", "scroll"),
      ("stackview", "stack"), ("imageview", "image"), ("label", "label"), ("button", "button"),
      ("textfield", "textField"), ("switch", "switch"), ("slider", "slider"),
    ]
    return suffixes.first { lower.hasSuffix($0.0) }?.1 ?? "view"
  }

  /// `let title = UILabel()`, `_scrollView = [UIScrollView new]`,
  /// `UIImageView *image = [[UIImageView alloc] initWithImage:…]`.
  mutating func declaration(at index: Int) -> Int? {
    guard let (components, end) = path(at: index), end < tokens.count, tokens[end].is("="),
      end + 1 < tokens.count, !tokens[end + 1].is("="), let name = Self.viewName(components),
      name != "root"
    else { return nil }
    // The class within the next few tokens: `UILabel(`, `[UILabel new]`, `[[UILabel alloc]`.
    var probe = end + 1
    while probe < min(tokens.count, end + 5) {
      if tokens[probe].kind == .name, let kind = Self.kinds[tokens[probe].text] {
        if views[name] == nil { viewOrder.append(name) }
        views[name] = (kind, views[name]?.parent, views[name]?.text, tokens[index].span)
        // An image view made with an image has the image's size, known at run time.
        let rest = tokens[probe..<min(tokens.count, probe + 8)]
        if kind == "image",
          rest.contains(where: { $0.isName("initWithImage") || $0.isName("image") })
        {
          let width = name + "ImageWidth"
          let height = name + "ImageHeight"
          for metric in [width, height] where !metrics.contains(where: { $0.name == metric }) {
            metrics.append((metric, "the size of \(name)'s image", tokens[index].span))
          }
          imageSizes[name] = (width, height)
        }
        // `UIActivityIndicatorView(style: .large)`, `[[UIProgressView alloc]
        // initWithProgressViewStyle:UIProgressViewStyleBar]`: the style the initializer's
        // argument names (a view called `bar` on the next line is not one).
        if let style = Self.controlStyles[kind],
          let label = rest.firstIndex(where: { $0.isName(among: style.labels) }),
          rest[label...].prefix(4).contains(where: { $0.isName(among: style.names) })
        {
          properties[name, default: []].append(style.written)
        }
        return probe + 1
      }
      if tokens[probe].kind == .name, let size = intrinsicSizes[tokens[probe].text] {
        if views[name] == nil { viewOrder.append(name) }
        let kind = size.superclass.flatMap { Self.kinds[$0] } ?? "view"
        views[name] = (kind, views[name]?.parent, views[name]?.text, tokens[index].span)
        properties[name, default: []].append(
          "intrinsic: \(formatNumber(size.width)) x \(formatNumber(size.height))")
        return probe + 1
      }
      if tokens[probe].kind == .name, tokens[probe].text.hasPrefix("UI") { return nil }
      probe += 1
    }
    return nil
  }

  /// `view.addSubview(title)`, `[self.view addSubview:_title]`, `addArrangedSubview`.
  mutating func hierarchy(at index: Int) -> Int? {
    let methods: Set<String> = ["addSubview", "addArrangedSubview", "addLayoutGuide"]
    // Swift: parent.addSubview(child)
    if let (components, end) = path(at: index), let method = components.last,
      methods.contains(method), end < tokens.count, tokens[end].is("("),
      let (childPath, childEnd) = path(at: end + 1), childEnd < tokens.count,
      tokens[childEnd].is(")")
    {
      let parent = Self.viewName(Array(components.dropLast())) ?? "root"
      guard let child = Self.viewName(childPath) else { return nil }
      setParent(child, parent, at: tokens[end + 1].span)
      consumed.formUnion(index...childEnd)
      return childEnd + 1
    }
    // Objective-C: [parent addSubview:child]
    if tokens[index].is("["), let (components, end) = path(at: index + 1), end + 1 < tokens.count,
      tokens[end].kind == .name, methods.contains(tokens[end].text), tokens[end + 1].is(":"),
      let (childPath, childEnd) = path(at: end + 2), childEnd < tokens.count,
      tokens[childEnd].is("]")
    {
      let parent = Self.viewName(components) ?? "root"
      guard let child = Self.viewName(childPath) else { return nil }
      setParent(child, parent, at: tokens[end + 2].span)
      consumed.formUnion(index...childEnd)
      return childEnd + 1
    }
    return nil
  }

  mutating func setParent(_ child: String, _ parent: String, at span: SourceSpan) {
    noteView(parent, at: span)
    noteView(child, at: span)
    if let view = views[child] { views[child] = (view.kind, parent, view.text, view.span) }
  }

  /// `title.text = "Hello"`: a label's text, whose size is its intrinsic size.
  mutating func property(at index: Int) -> Int? {
    guard let (components, end) = path(at: index), components.count >= 2,
      let name = Self.viewName(Array(components.dropLast())), views[name] != nil,
      let property = components.last
    else { return nil }
    // `title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)`, and the
    // same for compression resistance; `stack.setCustomSpacing(16, after: a)`;
    // `play.setBackgroundImage(UIImage(systemName: "play.circle.fill"), for: .normal)`, a
    // button's background symbol, whose insets UIButton takes as its own.
    if property == "setContentHuggingPriority"
      || property == "setContentCompressionResistancePriority"
      || property == "setCustomSpacing" || property == "setTitle"
      || property == "setBackgroundImage",
      end < tokens.count, tokens[end].is("("), let close = matching(end)
    {
      let inside = Array(tokens[end + 1..<close])
      switch property {
      case "setTitle":
        if let title = inside.first(where: { $0.kind == .string }) { setText(name, title.text) }
      case "setBackgroundImage":
        if inside.contains(where: { $0.isName("systemName") }),
          inside.contains(where: { $0.isName("normal") }),
          let symbol = inside.first(where: { $0.kind == .string })
        {
          properties[name, default: []].append(
            "backgroundSymbol: \"\(LayoutText.stringLiteral(symbol.text))\"")
        }
      case "setCustomSpacing":
        if let value = inside.first(where: { $0.kind == .number }),
          let after = inside.last(where: { $0.kind == .name }).flatMap({ Self.viewName([$0.text]) })
        {
          properties[after, default: []].append("spacingAfter: \(value.text)")
        }
      default:
        let word = property == "setContentHuggingPriority" ? "hugging" : "compression"
        let axis = inside.contains { $0.isName("vertical") } ? "v" : "h"
        if let value = Self.priority(Array(inside.prefix { !$0.isName("for") })) {
          properties[name, default: []].append("\(word).\(axis): \(value)")
        }
      }
      consumed.formUnion(index...close)
      return close + 1
    }
    guard end + 1 < tokens.count, tokens[end].is("=") else { return nil }
    var valueEnd = end + 1
    while valueEnd < tokens.count, !tokens[valueEnd].is(";"),
      valueEnd == end + 1 || !tokens[valueEnd].startsLine
    {
      valueEnd += 1
    }
    let value = Array(tokens[end + 1..<valueEnd])
    let words = value.filter { $0.kind == .name }.map(\.text)
    let numbers = value.filter { $0.kind == .number }.map(\.text)
    var written: [String] = []
    switch property {
    case "text", "placeholder":
      if let text = value.first(where: { $0.kind == .string }) { setText(name, text.text) }
    case "font":
      if let size = numbers.first { written.append("font: \(size)") }
    case "image" where words.contains("systemName"):
      // `back.image = UIImage(systemName: "arrow.left")`: a system symbol.
      if let symbol = value.first(where: { $0.kind == .string }) {
        written.append("symbol: \"\(LayoutText.stringLiteral(symbol.text))\"")
      }
    case _ where controlStyle(setBy: property, on: name) != nil:
      // `spinner.style = .large`, `track.progressViewStyle = UIProgressViewStyleBar`; once,
      // whether or not the initializer named it too.
      if let style = controlStyle(setBy: property, on: name), let word = words.last,
        style.names.contains(word), properties[name]?.contains(style.written) != true
      {
        written.append(style.written)
      }
    case "numberOfLines": if let lines = numbers.first { written.append("lines: \(lines)") }
    case "isHidden", "hidden":
      if words.first == "true" || words.first == "YES" { written.append("hidden: true") }
    case "axis": if words.contains("vertical") { written.append("axis: vertical") }
    case "distribution", "alignment":
      if let word = words.last, word != "fill" { written.append("\(property): \(word)") }
    case "spacing": if let spacing = numbers.first { written.append("spacing: \(spacing)") }
    case "isLayoutMarginsRelativeArrangement":
      if words.first == "true" { written.append("layoutMarginsRelative: true") }
    case "isBaselineRelativeArrangement":
      if words.first == "true" { written.append("baselineRelative: true") }
    case "semanticContentAttribute":
      // A stack's direction (other kinds drop it when written: it moves a button's image).
      if let direction = words.last.flatMap(StackLayout.Direction.init(semanticContentAttribute:)) {
        written.append("direction: \(direction.rawValue)")
      }
    case "directionalLayoutMargins" where numbers.count == 4:
      written += zip(["top", "leading", "bottom", "trailing"], numbers).map {
        "margin.\($0): \($1)"
      }
    case "insetsLayoutMarginsFromSafeArea":
      if words.first == "false" { written.append("insetsLayoutMarginsFromSafeArea: false") }
    case "preservesSuperviewLayoutMargins":
      if words.first == "true" { written.append("preservesSuperviewLayoutMargins: true") }
    case "contentOffset" where numbers.count == 2:
      written.append("offset: \(numbers[0]) x \(numbers[1])")
    default: return nil
    }
    properties[name, default: []] += written
    consumed.formUnion(index..<valueEnd)
    return valueEnd
  }

  mutating func setText(_ name: String, _ text: String) {
    guard let view = views[name] else { return }
    views[name] = (view.kind, view.parent, text, view.span)
  }

  // MARK: Anchors

  /// An anchor path as the language writes it: `title.top`, `root.safeArea.top`.
  func anchor(_ components: [String]) -> String? {
    guard let last = components.last, last.hasSuffix("Anchor") else { return nil }
    let attribute = String(last.dropLast("Anchor".count))
    guard Self.anchorAttributes.contains(attribute) else { return nil }
    var rest = Array(components.dropLast())
    var guide = ""
    switch rest.last {
    case "safeAreaLayoutGuide": guide = ".safeArea"
    case "layoutMarginsGuide": guide = ".margins"
    case "contentLayoutGuide": guide = ".contentGuide"
    case "frameLayoutGuide": guide = ".frameGuide"
    default: break
    }
    if !guide.isEmpty { rest.removeLast() }
    guard let view = Self.viewName(rest) else { return nil }
    return "\(view)\(guide).\(attribute)"
  }

  /// A constant as the layout writes it: a number, or a metric standing for the code.
  mutating func constant(_ range: Range<Int>) -> String? {
    let parts = tokens[range]
    guard !parts.isEmpty else { return nil }
    let text = parts.map(\.text).joined()
    if let value = Double(text.replacing("(", with: "").replacing(")", with: "")), value.isFinite {
      return formatNumber(value)
    }
    var negative = false
    var body = Array(parts)
    if body.first?.is("-") == true {
      negative = true
      body.removeFirst()
    }
    // A run-time value: a metric named from its last names (`kMargin.top` → `kMarginTop`).
    let names = body.filter { $0.kind == .name }.map(\.text).suffix(2)
    var name = names.enumerated().map { index, word in
      index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if name.isEmpty || name.first?.isNumber == true { name = "value" + name }
    let code = body.map(\.text).joined()
    if !metrics.contains(where: { $0.name == name }) {
      metrics.append(
        (
          name, code,
          SourceSpan(parts[parts.startIndex].span.start, parts[parts.endIndex - 1].span.end)
        ))
    }
    return negative ? "-" + name : name
  }

  static func relation(_ word: String) -> String? {
    let lower = word.lowercased()
    if lower.contains("greaterthanorequal") { return ">=" }
    if lower.contains("lessthanorequal") { return "<=" }
    if lower.contains("equal") { return "==" }
    return nil
  }

  /// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` (Swift) and
  /// `[a.topAnchor constraintEqualToAnchor:b.bottomAnchor constant:8]` (Objective-C).
  mutating func anchorConstraint(at index: Int) -> Int? {
    let isObjC = tokens[index].is("[")
    guard let (components, pathEnd) = path(at: isObjC ? index + 1 : index) else { return nil }
    var firstPath = components
    var cursor = pathEnd
    var arguments: [(label: String, range: Range<Int>)] = []
    var end: Int
    if isObjC {
      guard cursor < tokens.count, tokens[cursor].kind == .name,
        tokens[cursor].text.hasPrefix("constraint"), let close = matching(index)
      else { return nil }
      // label: value label: value … up to the closing bracket: a name followed by ':' at
      // the top level starts the next argument.
      var depth = 0
      var position = cursor
      var current: (label: String, start: Int)?
      while position < close {
        let token = tokens[position]
        if token.is("[") || token.is("(") { depth += 1 }
        if token.is("]") || token.is(")") { depth -= 1 }
        if depth == 0, token.kind == .name, position + 1 < close, tokens[position + 1].is(":") {
          if let current { arguments.append((current.label, current.start..<position)) }
          current = (token.text, position + 2)
          position += 2
          continue
        }
        position += 1
      }
      if let current { arguments.append((current.label, current.start..<close)) }
      end = close + 1
    } else {
      guard firstPath.last == "constraint", firstPath.count >= 2 else { return nil }
      firstPath.removeLast()
      guard cursor < tokens.count, tokens[cursor].is("("), let close = matching(cursor) else {
        return nil
      }
      var position = cursor + 1
      while position + 1 < close, tokens[position].kind == .name, tokens[position + 1].is(":") {
        let label = tokens[position].text
        var valueEnd = position + 2
        var depth = 0
        while valueEnd < close {
          if ["(", "["].contains(tokens[valueEnd].text) { depth += 1 }
          if [")", "]"].contains(tokens[valueEnd].text) { depth -= 1 }
          if depth == 0, tokens[valueEnd].is(",") { break }
          valueEnd += 1
        }
        arguments.append((label, position + 2..<valueEnd))
        position = valueEnd + 1
      }
      end = close + 1
      cursor = close
    }
    guard let first = anchor(firstPath), let head = arguments.first,
      let relation = Self.relation(head.label)
    else { return nil }
    var constraint = Constraint(
      first: first, relation: relation, second: nil, multiplier: 1, constant: "0",
      priority: nil, span: tokens[index].span, isActive: false)
    let isConstant = head.label.lowercased().hasSuffix("constant")
    if isConstant {
      constraint.constant = constant(head.range) ?? "0"
    } else {
      guard let (secondPath, _) = path(at: head.range.lowerBound), let second = anchor(secondPath)
      else {
        // Name what it is, and the anchor it may have meant (`topAnchr` → `topAnchor`).
        let written = tokens[head.range].map(\.text).joined()
        let last = tokens[head.range].last(where: { $0.kind == .name })?.text ?? ""
        let anchors = Self.anchorAttributes.map { $0 + "Anchor" }
        warn(
          Suggestion.appending(
            Suggestion(for: last, among: anchors),
            to: "a constraint to '\(written)', which is not an anchor, is left out"),
          at: tokens[head.range.lowerBound].span)
        consumed.formUnion(index..<end)
        return end
      }
      constraint.second = second
      if head.label.contains("SystemSpacing") { constraint.constant = "8" }
    }
    for argument in arguments.dropFirst() {
      switch argument.label {
      case "constant": constraint.constant = constant(argument.range) ?? "0"
      case "multiplier":
        let text = tokens[argument.range].map(\.text).joined()
        if let value = Double(text), value.isFinite, value != 0 {
          constraint.multiplier = value
        } else {
          warn(
            "the multiplier '\(text)' is not a number; 1 is used",
            at: tokens[argument.range.lowerBound].span)
        }
      default: break
      }
    }
    consumed.formUnion(index..<end)
    return finish(constraint, from: index, end: end)
  }

  /// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b,
  /// attribute: .bottom, multiplier: 1, constant: 8)` and Objective-C's
  /// `[NSLayoutConstraint constraintWithItem:a attribute:NSLayoutAttributeTop …]`.
  mutating func itemConstraint(at index: Int) -> Int? {
    let isSwift =
      tokens[index].isName("NSLayoutConstraint") && index + 1 < tokens.count
      && tokens[index + 1].is("(")
    let isObjC =
      tokens[index].is("[") && index + 2 < tokens.count
      && tokens[index + 1].isName("NSLayoutConstraint")
      && tokens[index + 2].isName("constraintWithItem")
    guard isSwift || isObjC, let close = matching(isSwift ? index + 1 : index) else { return nil }
    var fields: [String: [CodeToken]] = [:]
    var order: [String] = []
    var position = isSwift ? index + 2 : index + 2
    while position + 1 < close {
      guard tokens[position].kind == .name, tokens[position + 1].is(":") else {
        position += 1
        continue
      }
      var label = tokens[position].text
      if label == "constraintWithItem" { label = "item" }
      if label == "attribute", order.contains("attribute") { label = "secondAttribute" }
      order.append(label)
      var valueEnd = position + 2
      while valueEnd < close, !tokens[valueEnd].is(","),
        !(valueEnd + 1 < close && tokens[valueEnd + 1].is(":") && tokens[valueEnd].kind == .name
          && valueEnd > position + 2)
      {
        valueEnd += 1
      }
      fields[label] = Array(tokens[position + 2..<valueEnd])
      position = valueEnd + (valueEnd < close && tokens[valueEnd].is(",") ? 1 : 0)
    }
    func attributeName(_ tokens: [CodeToken]?) -> String? {
      guard var word = tokens?.last(where: { $0.kind == .name })?.text else { return nil }
      if word.hasPrefix("NSLayoutAttribute") {
        word = String(word.dropFirst("NSLayoutAttribute".count))
      }
      word = word.prefix(1).lowercased() + word.dropFirst()
      if word == "baseline" { word = "lastBaseline" }
      return word == "notAnAttribute" ? nil : word
    }
    func item(_ tokens: [CodeToken]?) -> String? {
      guard let tokens, let first = tokens.firstIndex(where: { $0.kind == .name }),
        !(tokens.count == 1 && tokens[first].text == "nil")
      else { return nil }
      let names = tokens[first...].filter { $0.kind == .name }.map(\.text)
      return Self.viewName(names)
    }
    guard let firstItem = item(fields["item"]),
      let firstAttribute = attributeName(fields["attribute"]),
      let relatedBy = fields["relatedBy"]?.last(where: { $0.kind == .name })?.text
    else {
      warn(
        "an NSLayoutConstraint(item:…) this reader cannot follow is left out",
        at: tokens[index].span)
      consumed.formUnion(index...close)
      return close + 1
    }
    let relation =
      relatedBy.lowercased().contains("greater")
      ? ">=" : relatedBy.lowercased().contains("less") ? "<=" : "=="
    var constraint = Constraint(
      first: "\(firstItem).\(firstAttribute)", relation: relation, second: nil, multiplier: 1,
      constant: "0", priority: nil, span: tokens[index].span, isActive: false)
    if let secondItem = item(fields["toItem"]),
      let secondAttribute = attributeName(fields["secondAttribute"])
    {
      constraint.second = "\(secondItem).\(secondAttribute)"
    }
    if let tokens = fields["multiplier"], let value = Double(tokens.map(\.text).joined()),
      value != 0
    {
      constraint.multiplier = value
    }
    if let range = fields["constant"].flatMap({ $0.first }).flatMap({ first in
      self.tokens.firstIndex(where: { $0.span == first.span })
    }) {
      let count = fields["constant"]?.count ?? 0
      constraint.constant = constant(range..<range + count) ?? "0"
    }
    consumed.formUnion(index...close)
    return finish(constraint, from: index, end: close + 1)
  }

  /// After a constraint expression: `.isActive = true`, `.active = YES`, a variable it is
  /// stored in, or the activation list it stands in.
  mutating func finish(_ constraint: Constraint, from start: Int, end: Int) -> Int {
    var constraint = constraint
    var next = end
    if activated.contains(where: { $0.contains(start) }) { constraint.isActive = true }
    // Helpers chained on the constraint, as `strut emit swift` writes them:
    // `.withPriority(750)`, `.named("gap")`.
    while next + 2 < tokens.count, tokens[next].is("."), tokens[next + 2].is("("),
      tokens[next + 1].isName("withPriority") || tokens[next + 1].isName("named"),
      let close = matching(next + 2)
    {
      let inside = Array(tokens[next + 3..<close])
      if tokens[next + 1].isName("withPriority") {
        constraint.priority = Self.priority(inside)
      } else if let name = inside.first(where: { $0.kind == .string }) {
        constraint.label = name.text
      }
      consumed.formUnion(next...close)
      next = close + 1
    }
    if next + 3 < tokens.count, tokens[next].is("."),
      tokens[next + 1].isName("isActive") || tokens[next + 1].isName("active"),
      tokens[next + 2].is("="), ["true", "YES"].contains(tokens[next + 3].text)
    {
      constraint.isActive = true
      consumed.formUnion(next...next + 3)
      next += 4
    }
    // `let c = …` / `NSLayoutConstraint *c = …`
    if start >= 2, tokens[start - 1].is("="), tokens[start - 2].kind == .name {
      stored[tokens[start - 2].text] = constraints.count
    }
    constraints.append(constraint)
    return next
  }

  /// `c.priority = UILayoutPriorityDefaultLow`, `c.isActive = true`, `[c setActive:YES]`.
  mutating func storedChange(at index: Int) -> Int? {
    guard tokens[index].kind == .name, let target = stored[tokens[index].text],
      index + 3 < tokens.count
    else { return nil }
    var position = index + 1
    while position < tokens.count, tokens[position].is("?") || tokens[position].is("!") {
      position += 1
    }
    guard position + 2 < tokens.count, tokens[position].is("."), tokens[position + 2].is("=") else {
      return nil
    }
    let property = tokens[position + 1].text
    // The value runs to the statement's end: a ';' or the next line.
    var valueEnd = position + 3
    while valueEnd < tokens.count, !tokens[valueEnd].is(";"),
      valueEnd == position + 3 || !tokens[valueEnd].startsLine
    {
      valueEnd += 1
    }
    let value = Array(tokens[position + 3..<valueEnd])
    switch property {
    case "isActive", "active":
      constraints[target].isActive = ["true", "YES"].contains(value.first?.text ?? "")
    case "priority":
      if let priority = Self.priority(value) {
        constraints[target].priority = priority
      } else {
        warn(
          "the priority '\(value.map(\.text).joined(separator: " "))' is decided at run time; the constraint keeps its own",
          at: tokens[index].span)
      }
    default: return nil
    }
    consumed.formUnion(index..<valueEnd)
    return valueEnd
  }

  static func priority(_ tokens: [CodeToken]) -> String? {
    let names = tokens.filter { $0.kind == .name }.map(\.text)
    let named: [String: Double] = [
      "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
      "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750,
      "UILayoutPriorityDefaultLow": 250, "UILayoutPriorityFittingSizeLevel": 50,
    ]
    if tokens.contains(where: { $0.is("?") }) { return nil }
    if let number = tokens.first(where: { $0.kind == .number }).flatMap({ Double($0.text) }) {
      var value = number
      if tokens.contains(where: { $0.is("+") }),
        let added = tokens.last(where: { $0.kind == .number }).flatMap({ Double($0.text) }),
        tokens.filter({ $0.kind == .number }).count == 2
      {
        value = number + added
      }
      return formatNumber(value)
    }
    for name in names.reversed() {
      if let value = named[name] { return formatNumber(value) }
    }
    return nil
  }

  // MARK: Visual Format Language

  /// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics:
  /// ["pad": 8], views: ["a": a])` and `[NSLayoutConstraint constraintsWithVisualFormat:…
  /// views:NSDictionaryOfVariableBindings(a)]`: the line itself, its names read through the
  /// views dictionary, its metrics as `let`s; active when the code activates or adds it.
  mutating func visualFormat(at index: Int) -> Int? {
    guard
      tokens[index].isName("constraintsWithVisualFormat")
        || (tokens[index].isName("constraints") && index + 2 < tokens.count
          && tokens[index + 1].is("(") && tokens[index + 2].isName("withVisualFormat"))
    else { return nil }
    // The call's extent: its parentheses in Swift, its brackets in Objective-C.
    var open = index + 1
    var close: Int?
    if open < tokens.count, tokens[open].is("(") {
      close = matching(open)
    } else {
      var back = index - 1
      while back >= 0, !tokens[back].is("[") { back -= 1 }
      open = back
      close = back >= 0 ? matching(back) : nil
    }
    guard let close, let format = tokens[index..<close].first(where: { $0.kind == .string }) else {
      return nil
    }
    // The views dictionary: "name": view pairs, or NSDictionaryOfVariableBindings(a, b).
    var aliases: [String: String] = [:]
    var position = index
    while position + 2 < close {
      if tokens[position].kind == .string, tokens[position + 1].is(":") {
        let value = tokens[position + 2]
        if value.kind == .number {
          visualFormatMetrics.append((tokens[position].text, value.text))
        } else if let (target, _) = path(at: position + 2), let view = Self.viewName(target) {
          aliases[tokens[position].text] = view
          noteView(view, at: value.span)
        }
      }
      position += 1
    }
    // Objective-C metrics `@{@"pad": @8}` read above as string ':' '@' — pick those too.
    position = index
    while position + 3 < close {
      if tokens[position].kind == .string, tokens[position + 1].is(":"),
        tokens[position + 2].is("@"),
        tokens[position + 3].kind == .number
      {
        visualFormatMetrics.append((tokens[position].text, tokens[position + 3].text))
      }
      position += 1
    }
    if let bindings = tokens[index..<close].firstIndex(where: {
      $0.isName("NSDictionaryOfVariableBindings")
    }),
      bindings + 1 < close, tokens[bindings + 1].is("("), let end = matching(bindings + 1)
    {
      for token in tokens[bindings + 2..<end] where token.kind == .name {
        if let view = Self.viewName([token.text]) {
          aliases[token.text] = view
          noteView(view, at: token.span)
        }
      }
    }
    // Names in the line are the dictionary's keys; the layout names views its own way.
    var line = ""
    var word = ""
    var inBrackets = false
    for character in format.text {
      if inBrackets, character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if !word.isEmpty {
        line += aliases[word] ?? Self.viewName([word]) ?? word
        word = ""
      }
      if character == "[" { inBrackets = true }
      if character == "]" || character == "(" { inBrackets = false }
      line.append(character)
    }
    line += word.isEmpty ? "" : (aliases[word] ?? word)
    let context = tokens[max(0, open - 6)..<max(0, open)]
    let isActive =
      activated.contains(where: { $0.contains(index) })
      || context.contains(where: {
        $0.isName("activate") || $0.isName("addConstraints") || $0.isName("activateConstraints")
      })
    if isActive {
      visualFormatLines.append((line, format.span))
    } else {
      warn("a VFL line the code never activates is left out: '\(format.text)'", at: format.span)
    }
    consumed.formUnion(index...close)
    return close + 1
  }

  // MARK: FLKAutoLayout

  /// FLKAutoLayout's categories: `v.alignTop("0", leading: "0", bottom: "0", trailing: "0",
  /// toView: w)`, `v.alignBottomEdge(withView: w, predicate: "0@1")`,
  /// `v.constrainTopSpace(toView: w, predicate: "10@999")`, `v.constrainHeight("100")`: each
  /// predicate string (`==10@999`, `>=8`) a constraint.
  mutating func flkAutoLayout(at index: Int) -> Int? {
    guard let (components, end) = path(at: index), components.count >= 2,
      let method = components.last, end < tokens.count, tokens[end].is("("),
      let close = matching(end), let view = Self.viewName(Array(components.dropLast()))
    else { return nil }
    let edges: [String: (attribute: String, other: String)] = [
      "alignTopEdge": ("top", "top"), "alignBottomEdge": ("bottom", "bottom"),
      "alignLeadingEdge": ("leading", "leading"), "alignTrailingEdge": ("trailing", "trailing"),
      "alignLeftEdge": ("left", "left"), "alignRightEdge": ("right", "right"),
      "alignCenterX": ("centerX", "centerX"), "alignCenterY": ("centerY", "centerY"),
      "alignBaseline": ("lastBaseline", "lastBaseline"),
      "constrainTopSpace": ("top", "bottom"), "constrainBottomSpace": ("bottom", "top"),
      "constrainLeadingSpace": ("leading", "trailing"),
      "constrainTrailingSpace": ("trailing", "leading"),
      "constrainWidth": ("width", ""), "constrainHeight": ("height", ""),
    ]
    let inside = Array(tokens[end + 1..<close])
    let strings = inside.filter { $0.kind == .string }
    // The other view: after `toView:`/`withView:`, or the first name argument.
    let otherIndex = inside.firstIndex {
      $0.isName("toView") || $0.isName("withView") || $0.isName("view")
    }
    let other = otherIndex.flatMap { position -> String? in
      guard position + 2 < inside.count,
        let (target, _) = path(at: tokens.firstIndex { $0.span == inside[position + 2].span } ?? 0)
      else { return nil }
      return Self.viewName(target)
    }
    var made: [Constraint] = []
    if method == "alignTop", strings.count == 4, let other {
      // alignTop(_, leading:, bottom:, trailing:, toView:): four edges, each its predicate.
      for (attribute, predicate) in zip(["top", "leading", "bottom", "trailing"], strings) {
        if var constraint = Self.flkConstraint(
          view, attribute, other, attribute, predicate.text, span: tokens[index].span)
        {
          // Bottom and trailing predicates measure inwards, as FLKAutoLayout writes them.
          if attribute == "bottom" || attribute == "trailing", constraint.constant != "0" {
            constraint.constant =
              constraint.constant.hasPrefix("-")
              ? String(constraint.constant.dropFirst()) : "-" + constraint.constant
          }
          made.append(constraint)
        }
      }
    } else if let edge = edges[method], let predicate = strings.last {
      let target = edge.other.isEmpty ? nil : (other ?? "root")
      if let constraint = Self.flkConstraint(
        view, edge.attribute, target, edge.other, predicate.text, span: tokens[index].span)
      {
        made.append(constraint)
      }
    } else {
      return nil
    }
    noteView(view, at: tokens[index].span)
    if let other { noteView(other, at: tokens[index].span) }
    consumed.formUnion(index...close)
    for var constraint in made {
      constraint.isActive = true
      if index >= 2, tokens[index - 1].is("="), tokens[index - 2].kind == .name {
        stored[tokens[index - 2].text] = constraints.count
      }
      constraints.append(constraint)
    }
    return close + 1
  }

  /// A predicate string, `==10@999`, `>=8`, `0@1`: a constraint between two anchors (or a
  /// size and a constant).
  static func flkConstraint(
    _ view: String, _ attribute: String, _ other: String?, _ otherAttribute: String,
    _ predicate: String, span: SourceSpan
  ) -> Constraint? {
    var text = predicate.filter { $0 != " " }
    var relation = "=="
    for candidate in ["==", ">=", "<="] where text.hasPrefix(candidate) {
      relation = candidate
      text.removeFirst(2)
    }
    let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
    guard let value = Double(parts.first ?? ""), value.isFinite else { return nil }
    let priority = parts.count == 2 ? Double(parts[1]).map { formatNumber($0) } : nil
    return Constraint(
      first: "\(view).\(attribute)", relation: relation,
      second: other.map { "\($0).\(otherAttribute)" }, multiplier: 1,
      constant: formatNumber(value), priority: priority, span: span, isActive: true)
  }

  // MARK: Masonry and SnapKit

  /// `[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]` and
  /// `view.snp.makeConstraints { make in … }`: each `make.top.equalTo(x.snp.bottom)
  /// .offset(8)` line.
  mutating func block(at index: Int) -> Int? {
    let makers: Set<String> = [
      "mas_makeConstraints", "makeConstraints", "mas_remakeConstraints", "remakeConstraints",
    ]
    var receiver: [String]
    var open: Int
    if tokens[index].is("["), let (components, end) = path(at: index + 1), end < tokens.count,
      makers.contains(tokens[end].text)
    {
      receiver = components
      guard let brace = tokens[end...].prefix(20).firstIndex(where: { $0.is("{") }) else {
        return nil
      }
      open = brace
    } else if let (components, end) = path(at: index), let last = components.last,
      makers.contains(last)
    {
      receiver = Array(components.dropLast())
      if receiver.last == "snp" { receiver.removeLast() }
      guard let brace = tokens[end...].prefix(8).firstIndex(where: { $0.is("{") }) else {
        return nil
      }
      open = brace
    } else {
      return nil
    }
    guard let close = matching(open), let view = Self.viewName(receiver) else { return nil }
    noteView(view, at: tokens[index].span)
    var position = open + 1
    while position < close {
      // The `else` of an availability check: the iOS 11 branch before it is the one read.
      if tokens[position].isName("else"), position + 1 < close, tokens[position + 1].is("{"),
        let elseClose = matching(position + 1)
      {
        warn(
          "the else branch of this check is left out: the branch before it is read",
          at: tokens[position].span)
        consumed.formUnion(position...elseClose)
        position = elseClose + 1
        continue
      }
      if tokens[position].isName("make"), let next = makeLine(at: position, view: view, end: close)
      {
        position = next
        continue
      }
      position += 1
    }
    consumed.formUnion(index...close)
    return close + 1
  }

  static let masAttributes: [String: [String]] = [
    "top": ["top"], "bottom": ["bottom"], "left": ["left"], "right": ["right"],
    "leading": ["leading"], "trailing": ["trailing"], "width": ["width"], "height": ["height"],
    "centerX": ["centerX"], "centerY": ["centerY"], "baseline": ["lastBaseline"],
    "lastBaseline": ["lastBaseline"], "firstBaseline": ["firstBaseline"],
    "edges": ["top", "left", "bottom", "right"], "size": ["width", "height"],
    "center": ["centerX", "centerY"], "topMargin": ["topMargin"],
    "bottomMargin": ["bottomMargin"], "leadingMargin": ["leadingMargin"],
    "trailingMargin": ["trailingMargin"], "leftMargin": ["leftMargin"],
    "rightMargin": ["rightMargin"], "horizontalEdges": ["left", "right"],
    "verticalEdges": ["top", "bottom"],
  ]

  /// One `make.…` line of a Masonry or SnapKit block.
  mutating func makeLine(at start: Int, view: String, end blockEnd: Int) -> Int? {
    var position = start + 1
    var attributes: [String] = []
    var relation: String?
    while position + 1 < blockEnd, tokens[position].is(".") {
      let word = tokens[position + 1].text
      if let more = Self.masAttributes[word] {
        attributes += more
        position += 2
      } else if let found = Self.relation(
        word.replacing("mas_", with: "").replacing("Superview", with: "")),
        word.lowercased().contains("to")
      {
        relation = found
        position += 2
        break
      } else {
        warn(
          "'make.\(word)' is not an attribute or relation this reader knows; the line is left out",
          at: tokens[position + 1].span)
        return position + 2
      }
    }
    guard let relation, !attributes.isEmpty, position < blockEnd, tokens[position].is("("),
      let close = matching(position)
    else { return nil }
    // The target: a view, an attribute of one, a guide edge, or a value.
    let target = Array(tokens[position + 1..<close])
    var targetView: String?
    var targetAttribute: String?
    var targetValue: String?
    let names = target.filter { $0.kind == .name }.map(\.text).filter { $0 != "self" }
    let relationWord = tokens[position - 1].text
    if relationWord.hasSuffix("Superview") {
      // SnapKit's equalToSuperview(): the same attributes of the view's superview.
      targetView = views[view]?.parent ?? "root"
    } else if let last = names.last,
      last.hasPrefix("mas_safeAreaLayoutGuide") || last.hasPrefix("safeAreaLayoutGuide"),
      last != "safeAreaLayoutGuide"
    {
      let edge = last.replacing("mas_", with: "").dropFirst("safeAreaLayoutGuide".count)
      targetView = (Self.viewName(Array(names.dropLast())) ?? "root") + ".safeArea"
      targetAttribute = edge.prefix(1).lowercased() + edge.dropFirst()
    } else if target.contains(where: { $0.kind == .number }) || names.isEmpty
      || (names.count == 1 && names[0].uppercased() == names[0] && names[0].contains("_"))
      || names.first == "mas_equalTo"
    {
      targetValue = constant(position + 1..<close)?.replacing("@", with: "")
    } else {
      var parts = names.filter { $0 != "snp" }
      if let last = parts.last {
        let word = last.replacing("mas_", with: "")
        if Self.masAttributes[word] != nil, parts.count > 1 {
          targetAttribute = Self.masAttributes[word]?.first
          parts.removeLast()
        }
      }
      if parts.last == "safeAreaLayoutGuide" {
        parts.removeLast()
        targetView = (Self.viewName(parts) ?? "root") + ".safeArea"
      } else {
        targetView = Self.viewName(parts)
      }
      if let name = targetView, !name.contains(".") { noteView(name, at: tokens[position].span) }
    }
    position = close + 1
    // Modifiers: .offset(8), .inset(8), .multipliedBy(2), .dividedBy(2), .priority(…).
    var offset = "0"
    var inset: String?
    var multiplier = 1.0
    var priority: String?
    while position + 1 < blockEnd, tokens[position].is("."), tokens[position + 1].kind == .name {
      let word = tokens[position + 1].text
      let arguments =
        position + 2 < blockEnd && tokens[position + 2].is("(") ? matching(position + 2) : nil
      let inside = arguments.map { position + 3..<$0 } ?? position..<position
      switch word {
      case "offset": offset = constant(inside) ?? "0"
      case "inset": inset = constant(inside)
      case "multipliedBy":
        multiplier = Double(tokens[inside].map(\.text).joined()) ?? 1
      case "dividedBy":
        multiplier = 1 / (Double(tokens[inside].map(\.text).joined()) ?? 1)
      case "priority": priority = Self.priority(Array(tokens[inside]))
      case "priorityLow": priority = "250"
      case "priorityMedium": priority = "500"
      case "priorityHigh": priority = "750"
      case "priorityRequired": priority = "1000"
      default: break
      }
      position = (arguments ?? position + 1) + 1
    }
    for attribute in attributes {
      var constant = offset
      if let inset {
        let inward = ["top", "left", "leading"].contains(attribute)
        let outward = ["bottom", "right", "trailing"].contains(attribute)
        if inward { constant = inset }
        if outward { constant = inset.hasPrefix("-") ? String(inset.dropFirst()) : "-" + inset }
      }
      var constraint = Constraint(
        first: "\(view).\(attribute)", relation: relation, second: nil,
        multiplier: multiplier, constant: constant, priority: priority,
        span: tokens[start].span, isActive: true)
      if let targetValue {
        constraint.constant = targetValue
        constraint.multiplier = 1
      } else if let targetView {
        constraint.second = "\(targetView).\(targetAttribute ?? attribute)"
      }
      constraints.append(constraint)
    }
    consumed.formUnion(start..<position)
    return position
  }

  // MARK: Leftovers and output

  mutating func reportLeftovers() {
    var lines = Set<Int>()
    for (index, token) in tokens.enumerated() where !consumed.contains(index) {
      // An anchor read from (`x.topAnchor.`), a constraint made (`constraint(`,
      // `constraintEqualToAnchor:`) or activated (`activateConstraints`,
      // `makeConstraints`): layout code, where prose words are not.
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      let isLayoutCall =
        (token.text.hasSuffix("Anchor") && next?.is(".") == true)
        || (token.text.hasPrefix("constraint") && (next?.is("(") == true || next?.is(":") == true))
        || (token.text.hasSuffix("Constraints")
          && token.text != "translatesAutoresizingMaskIntoConstraints"
          && (next?.is("(") == true || next?.is(":") == true || next?.is("{") == true))
      guard token.kind == .name, isLayoutCall else { continue }
      let line = file.line(token.span.start)
      guard lines.insert(line).inserted else { continue }
      warn(
        "layout code this reader does not follow ('\(token.text)'); it is left out", at: token.span)
    }
    for (index, constraint) in constraints.enumerated() where !constraint.isActive {
      warn(
        "a constraint that the code never activates is left out: '\(text(constraint))'",
        at: constraints[index].span)
    }
  }

  func text(_ constraint: Constraint) -> String {
    var right = ""
    if let second = constraint.second {
      right =
        constraint.multiplier == 1 ? second : "\(formatNumber(constraint.multiplier)) * \(second)"
      if constraint.constant != "0" {
        right +=
          constraint.constant.hasPrefix("-")
          ? " - \(constraint.constant.dropFirst())" : " + \(constraint.constant)"
      }
    } else {
      right = constraint.constant
    }
    var line = "\(constraint.first) \(constraint.relation) \(right)"
    if let priority = constraint.priority, priority != "1000" { line += " @\(priority)" }
    if let label = constraint.label,
      label.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
      label.first?.isNumber == false, !label.isEmpty
    {
      line = "\(label): " + line
    }
    return line
  }

  mutating func warn(_ message: String, at span: SourceSpan) {
    let diagnostic = Diagnostic(.codeNotUnderstood, message, at: span)
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }

  func result() -> CodeImport.Result {
    var text = "# The layout of \(file.name), read by strut import\n"
    var pieces: [(start: Int, from: SourceSpan)] = []
    if !metrics.isEmpty {
      text += "\n# Values the code computes at run time: 0 here; set them with -D NAME=VALUE.\n"
      for metric in metrics {
        pieces.append((text.utf8.count, metric.span))
        text += "let \(metric.name) = 0  # \(metric.code.replacing("\n", with: " "))\n"
      }
    }
    text += "\n"
    // Views nested as the code adds them; a view never added is the root's.
    var children: [String: [String]] = [:]
    for name in viewOrder {
      let parent = views[name]?.parent ?? "root"
      children[parent == name ? "root" : parent, default: []].append(name)
    }
    var stack: [(String, Int, Bool)] = (children["root"] ?? []).reversed().map { ($0, 0, false) }
    var written = Set<String>()
    while let (name, depth, closing) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth)
      if closing {
        text += indent + "}\n"
        continue
      }
      guard written.insert(name).inserted, depth < 100, let view = views[name] else { continue }
      pieces.append((text.utf8.count, view.span))
      var line = indent + "\(view.kind) \(name)"
      if ViewKind(named: view.kind)?.hasText == true {
        line += " \"" + LayoutText.stringLiteral(view.text ?? "") + "\""
      }
      var given = properties[name] ?? []
      // A view made in code hugs at 250 (a switch at 750), whatever Interface Builder gives
      // the kind: the code's priority unless it sets its own.
      if let kind = ViewKind(named: view.kind), !kind.isLayoutGuide {
        let classHugging = view.kind == "switch" ? 750.0 : 250
        if kind.hugging != classHugging || kind.verticalHugging != classHugging {
          given.insert(
            contentsOf: [
              "hugging.h: \(formatNumber(classHugging))",
              "hugging.v: \(formatNumber(classHugging))",
            ], at: 0)
        }
      }
      if let size = imageSizes[name] { given.insert("size: \(size.width) x \(size.height)", at: 0) }
      // A property only its kind takes (a font on a plain view) is left out, not an error.
      let allowed = Set(ViewKind(named: view.kind)?.properties ?? [])
      given = given.filter { allowed.contains(String($0.prefix { $0 != ":" })) }
      // The last setting of a property is the one that holds.
      var seen = Set<String>()
      given = given.reversed().filter { seen.insert(String($0.prefix { $0 != ":" })).inserted }
        .reversed()
      if !given.isEmpty { line += " (" + given.joined(separator: ", ") + ")" }
      let kids = (children[name] ?? []).filter { !written.contains($0) }
      if kids.isEmpty {
        text += line + "\n"
      } else {
        text += line + " {\n"
        stack.append((name, depth, true))
        stack += kids.reversed().map { ($0, depth + 1, false) }
      }
    }
    text += "\n"
    for (name, value) in visualFormatMetrics where !text.contains("let \(name) =") {
      text = text.replacing("\n\n", with: "\nlet \(name) = \(value)\n\n", maxReplacements: 1)
    }
    for line in visualFormatLines {
      pieces.append((text.utf8.count, line.span))
      text += line.line + "  # line \(file.line(line.span.start))\n"
    }
    for constraint in constraints where constraint.isActive {
      pieces.append((text.utf8.count, constraint.span))
      text += self.text(constraint) + "  # line \(file.line(constraint.span.start))\n"
    }
    var layout = SourceFile(name: file.name + " (layout)", text: text)
    layout.documentMap = DocumentMap(document: file, pieces: pieces)
    return CodeImport.Result(layout: layout, diagnostics: diagnostics, metrics: metrics)
  }
}
