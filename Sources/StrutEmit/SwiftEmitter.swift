import StrutCore
import StrutModel

/// A layout as UIKit code: a function that builds the views in a given root view and
/// activates the constraints, anchor by anchor, with their priorities and identifiers.
/// It reads the checked program, as the reports do; a constraint one `NSLayoutConstraint`
/// cannot say (three anchors in one equation) is kept as a comment with a warning, never
/// dropped.
public enum SwiftEmitter {
  public struct Output: Sendable {
    public var code: String
    /// What could not be written as UIKit code, located in the layout.
    public var warnings: [Diagnostic]
  }

  /// The code for one screen of a program (the constraints of `when` blocks that hold on
  /// it; the first screen unless one is named).
  public static func emit(_ program: CheckedProgram, screen index: Int = 0) -> Output {
    var writer = Writer(program: program, screen: program.screens[safe: index])
    writer.write()
    return Output(code: writer.code, warnings: writer.warnings)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

private struct Writer {
  let program: CheckedProgram
  let screen: CheckedScreen?
  var code = ""
  var warnings: [Diagnostic] = []
  /// Swift names of the views (the layout's names, `root` the function's parameter).
  var names: [String] = []

  /// The axis each variable measures on: the axis of the anchors it is related to (a
  /// variable's guide is as wide, or as tall, as the variable).
  var variableAxes: [Int: Attribute.Axis] = [:]

  init(program: CheckedProgram, screen: CheckedScreen?) {
    self.program = program
    self.screen = screen
    names = program.views.map(\.name)
    for constraint in program.constraints {
      let terms = Array(constraint.form.terms)
      guard
        let axis = terms.lazy.compactMap({ term -> Attribute.Axis? in
          if case .anchor(let reference) = term.atom { return reference.attribute.axis }
          return nil
        }).first
      else { continue }
      for term in terms {
        if case .variable(let index) = term.atom, variableAxes[index] == nil {
          variableAxes[index] = axis
        }
      }
    }
  }

  mutating func write() {
    let file = program.file.name
    code += "// The layout of \(Self.comment(file))"
    if let screen { code += ", on screen '\(Self.comment(screen.name))'" }
    code += ", written by `strut emit swift`.\n"
    code += "import UIKit\n\n"
    code +=
      "/// Builds the layout in `root` (a view controller's view) and activates its constraints.\n"
    code += "func buildLayout(in root: UIView) {\n"
    if screen?.rootMarginsFromEdges == true {
      // `edgeMargins`: the root's margins are measured from its edges.
      code += "  root.insetsLayoutMarginsFromSafeArea = false\n"
    }
    if let margins = screen?.rootMargins {
      // `margins(...)`: the root's own margins (its view controller must not hold them to
      // the system minimum).
      code +=
        "  // Set `viewRespectsSystemMinimumLayoutMargins = false` on the view controller too.\n"
      code +=
        "  root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(formatNumber(margins.top)), leading: \(formatNumber(margins.leading)), bottom: \(formatNumber(margins.bottom)), trailing: \(formatNumber(margins.trailing)))\n"
    }
    writeViews()
    writeVariables()
    writeConstraints()
    code += "}\n"
    code += """

      extension NSLayoutConstraint {
        /// The constraint at a priority, for use in `activate([...])`.
        fileprivate func withPriority(_ value: Float) -> NSLayoutConstraint {
          priority = UILayoutPriority(value)
          return self
        }

        /// The constraint with an identifier, as UIKit's logs name it.
        fileprivate func named(_ identifier: String) -> NSLayoutConstraint {
          self.identifier = identifier
          return self
        }
      }

      """
  }

  // MARK: Views

  mutating func writeViews() {
    guard program.views.count > 1 else { return }
    code += "  // Views, parents before children.\n"
    for (index, view) in program.views.enumerated() where index > 0 {
      let name = names[index]
      let className = view.kind.uikitClass
      let parent = view.parent.map { names[$0] } ?? "root"
      if view.kind.isLayoutGuide {
        code += "  let \(name) = UILayoutGuide()\n"
        code += "  \(parent).addLayoutGuide(\(name))\n"
        continue
      }
      switch view.kind.name {
      case "button": code += "  let \(name) = UIButton(type: .system)\n"
      case "activityIndicator" where view.isLargeIndicator:
        code += "  let \(name) = UIActivityIndicatorView(style: .large)\n"
      case "progressView" where view.isBarProgress:
        code += "  let \(name) = UIProgressView(progressViewStyle: .bar)\n"
      default: code += "  let \(name) = \(className)()\n"
      }
      code += "  \(name).translatesAutoresizingMaskIntoConstraints = false\n"
      writeProperties(of: view, name: name)
      if let parentIndex = view.parent, program.views[parentIndex].stack != nil {
        code += "  \(parent).addArrangedSubview(\(name))\n"
      } else {
        code += "  \(parent).addSubview(\(name))\n"
      }
    }
    // Custom spacing after an arranged view, once both are in their stack.
    for (index, view) in program.views.enumerated() {
      guard let spacing = view.customSpacingAfter, let parent = view.parent else { continue }
      code +=
        "  \(names[parent]).setCustomSpacing(\(Self.number(spacing)), after: \(names[index]))\n"
    }
    code += "\n"
  }

  mutating func writeProperties(of view: CheckedView, name: String) {
    let kind = view.kind
    let fontChanged = view.fontSize != kind.traits.fontSize
    switch kind.name {
    case "label":
      if let text = view.text { code += "  \(name).text = \(Self.string(text))\n" }
      code += "  \(name).font = .systemFont(ofSize: \(Self.number(view.fontSize)))\n"
      if view.lines != 1 { code += "  \(name).numberOfLines = \(view.lines)\n" }
    case "button":
      if let text = view.text {
        code += "  \(name).setTitle(\(Self.string(text)), for: .normal)\n"
      }
      if fontChanged {
        code += "  \(name).titleLabel?.font = .systemFont(ofSize: \(Self.number(view.fontSize)))\n"
      }
      if let symbol = view.symbol {
        code +=
          "  \(name).setBackgroundImage(UIImage(systemName: \(Self.string(symbol))), for: .normal)\n"
      }
    case "textView":
      if let text = view.text { code += "  \(name).text = \(Self.string(text))\n" }
      code += "  \(name).font = .systemFont(ofSize: \(Self.number(view.fontSize)))\n"
      if !view.scrollsText { code += "  \(name).isScrollEnabled = false\n" }
    case "image":
      if let symbol = view.symbol {
        code += "  \(name).image = UIImage(systemName: \(Self.string(symbol)))\n"
      }
    case "textField":
      code += "  \(name).borderStyle = .roundedRect\n"
      if let text = view.text { code += "  \(name).placeholder = \(Self.string(text))\n" }
      if fontChanged {
        code += "  \(name).font = .systemFont(ofSize: \(Self.number(view.fontSize)))\n"
      }
    default: break
    }
    if let stack = view.stack {
      if stack.axis == .vertical { code += "  \(name).axis = .vertical\n" }
      if stack.distribution != .fill {
        code += "  \(name).distribution = .\(stack.distribution.rawValue)\n"
      }
      if stack.alignment != .fill {
        code += "  \(name).alignment = .\(stack.alignment.canonical.rawValue)\n"
      }
      if stack.spacing != 0 { code += "  \(name).spacing = \(Self.number(stack.spacing))\n" }
      if stack.isLayoutMarginsRelative {
        code += "  \(name).isLayoutMarginsRelativeArrangement = true\n"
      }
      if stack.isBaselineRelative { code += "  \(name).isBaselineRelativeArrangement = true\n" }
      if let direction = stack.direction {
        code += "  \(name).semanticContentAttribute = .\(direction.semanticContentAttribute)\n"
      }
    }
    // Priorities that differ from what UIKit gives the class made in code: 250 hugging
    // (750 for a switch) and 750 compression resistance.
    let classHugging = kind.name == "switch" ? 750.0 : 250
    for (axis, value, defaultValue, method) in [
      ("horizontal", view.hugging.horizontal, classHugging, "setContentHuggingPriority"),
      ("vertical", view.hugging.vertical, classHugging, "setContentHuggingPriority"),
      ("horizontal", view.compression.horizontal, 750, "setContentCompressionResistancePriority"),
      ("vertical", view.compression.vertical, 750, "setContentCompressionResistancePriority"),
    ] where value != defaultValue && !kind.isLayoutGuide {
      code += "  \(name).\(method)(UILayoutPriority(\(Self.number(value))), for: .\(axis))\n"
    }
    let margins = view.margins
    if margins != DirectionalEdgeInsets(all: UIKitDefaults.layoutMargin) {
      code +=
        "  \(name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(Self.number(margins.top)), leading: \(Self.number(margins.leading)), bottom: \(Self.number(margins.bottom)), trailing: \(Self.number(margins.trailing)))\n"
    }
    if !view.insetsLayoutMarginsFromSafeArea {
      code += "  \(name).insetsLayoutMarginsFromSafeArea = false\n"
    }
    if view.preservesSuperviewLayoutMargins {
      code += "  \(name).preservesSuperviewLayoutMargins = true\n"
    }
    if view.isHidden { code += "  \(name).isHidden = true\n" }
    if view.contentOffset != (0, 0) {
      code +=
        "  \(name).contentOffset = CGPoint(x: \(Self.number(view.contentOffset.x)), y: \(Self.number(view.contentOffset.y)))\n"
    }
  }

  // MARK: Variables

  /// A `var` is the width of a layout guide of its own: UIKit solves for it like any size.
  mutating func writeVariables() {
    let declared = program.variables.prefix(program.declaredVariableCount)
    guard !declared.isEmpty else { return }
    code += "  // Each free variable is the width (or height) of a layout guide of its own.\n"
    for name in declared {
      code += "  let \(name) = UILayoutGuide()\n"
      code += "  root.addLayoutGuide(\(name))\n"
    }
    code += "\n"
  }

  // MARK: Constraints

  mutating func writeConstraints() {
    var lines: [String] = []
    for constraint in program.constraints {
      if constraint.origin.isUIKitDefault { continue }  // a stack view or UIKit makes these
      if let condition = constraint.condition {
        guard let screen, (try? condition.holds(on: screen)) == true else { continue }
      }
      lines += self.lines(for: constraint)
    }
    lines += intrinsicSizeLines()
    code += "  NSLayoutConstraint.activate([\n"
    for line in lines { code += line + "\n" }
    code += "  ])\n"
  }

  /// An intrinsic size given to a view whose UIKit class takes its size from content the
  /// code does not have (a plain view, an image view without its image): the constraints
  /// UIKit would make of it, size ≤ intrinsic at the hugging priority and size ≥ intrinsic
  /// at the compression resistance.
  func intrinsicSizeLines() -> [String] {
    var lines: [String] = []
    for (index, view) in program.views.enumerated()
    where view.hasGivenIntrinsicSize && ["view", "scroll", "image"].contains(view.kind.name) {
      for (anchor, size, hugging, compression) in [
        ("widthAnchor", view.intrinsicWidth, view.hugging.horizontal, view.compression.horizontal),
        ("heightAnchor", view.intrinsicHeight, view.hugging.vertical, view.compression.vertical),
      ] {
        guard let size else { continue }
        let target = "\(names[index]).\(anchor)"
        lines.append(
          "    \(target).constraint(lessThanOrEqualToConstant: \(Self.number(size))).withPriority(\(Self.number(hugging))),"
        )
        lines.append(
          "    \(target).constraint(greaterThanOrEqualToConstant: \(Self.number(size))).withPriority(\(Self.number(compression))),"
        )
      }
    }
    if !lines.isEmpty {
      lines.insert("    // Intrinsic sizes the code's views cannot have by themselves.", at: 0)
    }
    return lines
  }

  mutating func lines(for constraint: CheckedConstraint) -> [String] {
    let text = program.text(of: constraint)
    if let span = guideSpan(constraint) { return span }
    if let spacing = systemSpacing(constraint) { return [spacing] }
    guard let expression = anchorExpression(constraint) else {
      warnings.append(
        Diagnostic(
          .emitUnsupported,
          "'\(text)' relates more than two anchors; one NSLayoutConstraint cannot say it, so it is written as a comment",
          at: constraint.span))
      return ["    // strut: \(Self.comment(text)) — not one NSLayoutConstraint"]
    }
    var line = "    " + expression
    if constraint.priority != 1000 { line += ".withPriority(\(Self.number(constraint.priority)))" }
    if let label = constraint.label { line += ".named(\(Self.string(label)))" }
    return [line + ","]
  }

  /// VFL's standard space between two views, `[a]-[b]`: UIKit's system spacing,
  /// `b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)`
  /// (`…Below:` down a column).
  func systemSpacing(_ constraint: CheckedConstraint) -> String? {
    let terms = Array(constraint.form.terms)
    guard constraint.isStandardSpacing, constraint.relation == .equal, terms.count == 2,
      let later = terms.first(where: { $0.coefficient == 1 }),
      let earlier = terms.first(where: { $0.coefficient == -1 }),
      case .anchor(let reference) = later.atom,
      let to = anchor(later.atom), let from = anchor(earlier.atom)
    else { return nil }
    let direction = reference.attribute.axis == .vertical ? "Below" : "After"
    var line =
      "    \(to.code).constraint(equalToSystemSpacing\(direction): \(from.code), multiplier: 1)"
    if constraint.priority != 1000 { line += ".withPriority(\(Self.number(constraint.priority)))" }
    return line + ","
  }

  /// `gutter == badge.leading - name.trailing`: the variable is the distance between two
  /// edges, so its guide spans them (its leading edge on the one, its trailing on the other).
  func guideSpan(_ constraint: CheckedConstraint) -> [String]? {
    let terms = Array(constraint.form.terms)
    guard constraint.relation == .equal, constraint.priority == 1000, terms.count == 3,
      let variable = terms.first(where: {
        if case .variable(let index) = $0.atom { return index < program.declaredVariableCount }
        return false
      }), case .variable(let index) = variable.atom
    else { return nil }
    let anchors = terms.compactMap { term -> (AnchorReference, Double)? in
      if case .anchor(let reference) = term.atom { return (reference, term.coefficient) }
      return nil
    }
    guard anchors.count == 2, anchors[0].1 == -anchors[1].1,
      abs(anchors[0].1) == abs(variable.coefficient),
      anchors[0].0.attribute.axis == anchors[1].0.attribute.axis,
      !anchors[0].0.attribute.isDimension, !anchors[1].0.attribute.isDimension,
      let start = anchors.first(where: { ($0.1 > 0) == (variable.coefficient > 0) }),
      let end = anchors.first(where: { ($0.1 > 0) != (variable.coefficient > 0) }),
      let from = anchor(.anchor(start.0)), let to = anchor(.anchor(end.0))
    else { return nil }
    // The guide's edges of the anchors' family: leading/trailing, left/right, top/bottom.
    let edges =
      start.0.attribute.axis == .vertical
      ? ("top", "bottom")
      : start.0.attribute.isAbsoluteHorizontal ? ("left", "right") : ("leading", "trailing")
    let name = program.variables[index]
    let offset = constraint.form.constant / variable.coefficient
    var lines = [
      "    // \(Self.comment(program.text(of: constraint))): the guide spans the distance.",
      "    \(name).\(edges.0)Anchor.constraint(equalTo: \(from.code)),",
    ]
    lines.append(
      "    \(name).\(edges.1)Anchor.constraint(equalTo: \(to.code)\(offset != 0 ? ", constant: \(Self.number(-offset))" : "")),"
    )
    return lines
  }

  /// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` and its kin; nil when
  /// the form has more than two terms.
  func anchorExpression(_ constraint: CheckedConstraint) -> String? {
    let terms = Array(constraint.form.terms)
    let constant = constraint.form.constant
    guard terms.count == 1 || terms.count == 2 else { return nil }
    // The first item as written: in a statement the anchor named first, in a VFL line the
    // view it places (the one further along the line).
    let text = program.text(of: constraint)
    let isVisualFormat = if case .visualFormat = constraint.origin { true } else { false }
    let ordered = terms.sorted {
      // In VFL, a view before its superview (`|-[a]`: a is placed against the edge).
      if isVisualFormat, let parent = parentOrder($0.atom, $1.atom) { return parent }
      let (a, b) = (position($0.atom, in: text), position($1.atom, in: text))
      return isVisualFormat ? a > b : a < b
    }
    let first = ordered[0]
    var relation = constraint.relation
    if first.coefficient < 0 { relation = relation.mirrored }
    // first.coefficient × x + b × y + k ⋈ 0  →  x ⋈ m × y + c
    let c = -constant / first.coefficient
    guard var x = anchor(first.atom) else { return nil }
    let word =
      switch relation {
      case .equal: "equalTo"
      case .lessThanOrEqual: "lessThanOrEqualTo"
      case .greaterThanOrEqual: "greaterThanOrEqualTo"
      }
    if terms.count == 1 {
      return "\(x.code).constraint(\(word)Constant: \(Self.number(c)))"
    }
    let second = ordered[1]
    let m = -second.coefficient / first.coefficient
    guard var y = anchor(second.atom) else { return nil }
    // A scroll view's frame related to its own content is its frameLayoutGuide's.
    x = framed(x, first.atom, by: second.atom)
    y = framed(y, second.atom, by: first.atom)
    if x.isDimension && y.isDimension {
      var arguments = "\(word): \(y.code)"
      if m != 1 { arguments += ", multiplier: \(Self.number(m))" }
      if c != 0 { arguments += ", constant: \(Self.number(c))" }
      return "\(x.code).constraint(\(arguments))"
    }
    if m == 1, x.isDimension == y.isDimension {
      return
        "\(x.code).constraint(\(word): \(y.code)\(c != 0 ? ", constant: \(Self.number(c))" : ""))"
    }
    // A multiplier on a location, or a location against a size: the general initializer.
    let related =
      switch relation {
      case .equal: ".equal"
      case .lessThanOrEqual: ".lessThanOrEqual"
      case .greaterThanOrEqual: ".greaterThanOrEqual"
      }
    return
      "NSLayoutConstraint(item: \(x.item), attribute: .\(x.attribute), relatedBy: \(related), toItem: \(y.item), attribute: .\(y.attribute), multiplier: \(Self.number(m)), constant: \(Self.number(c)))"
  }

  /// `list.frameLayoutGuide.widthAnchor` for a scroll view's frame anchor related to a view
  /// inside the scroll view (what `frameGuide` says in the language).
  func framed(_ code: AnchorCode, _ atom: Atom, by other: Atom) -> AnchorCode {
    guard case .anchor(let reference) = atom, reference.space == .frame,
      program.views[reference.view].kind.hasContentArea, case .anchor(let otherReference) = other
    else { return code }
    var ancestor = program.views[otherReference.view].parent
    while let current = ancestor, current != reference.view {
      ancestor = program.views[current].parent
    }
    guard ancestor == reference.view else { return code }
    var result = code
    let view = names[reference.view]
    result.code = "\(view).frameLayoutGuide.\(reference.attribute.rawValue)Anchor"
    result.item = "\(view).frameLayoutGuide"
    return result
  }

  /// True when the first atom's view is inside the second's, false when the second's is
  /// inside the first's, nil otherwise.
  func parentOrder(_ first: Atom, _ second: Atom) -> Bool? {
    guard case .anchor(let a) = first, case .anchor(let b) = second else { return nil }
    if program.views[a.view].parent == b.view { return true }
    if program.views[b.view].parent == a.view { return false }
    return nil
  }

  /// Where an atom's name first appears in a constraint's text (the end if it does not).
  func position(_ atom: Atom, in text: String) -> Int {
    let name =
      switch atom {
      case .anchor(let anchor): names[anchor.view]
      case .variable(let index): program.variables[index]
      }
    var index = text.startIndex
    while let range = text[index...].firstRange(of: name) {
      // A whole name: not the end of a longer one, nor followed by more of one.
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      let isPart = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isPart(before), !isPart(after) {
        return text.distance(from: text.startIndex, to: range.lowerBound)
      }
      index = range.upperBound
    }
    return text.count
  }

  struct AnchorCode {
    var code: String
    var item: String
    var attribute: String
    var isDimension: Bool
  }

  /// An atom as UIKit code: `title.topAnchor`, `root.safeAreaLayoutGuide.topAnchor`,
  /// `list.contentLayoutGuide.topAnchor`; a variable is its guide's width.
  func anchor(_ atom: Atom) -> AnchorCode? {
    switch atom {
    case .variable(let index):
      guard index < program.declaredVariableCount else { return nil }
      let name = program.variables[index]
      let size = variableAxes[index] == .vertical ? "height" : "width"
      return AnchorCode(
        code: "\(name).\(size)Anchor", item: name, attribute: size, isDimension: true)
    case .anchor(let reference):
      let view = names[reference.view]
      let owner: String
      var attribute = reference.attribute.rawValue
      // A view whose margins follow the readable width (no public property sets it in code)
      // has them at its readable content guide across.
      let readable =
        reference.space == .margins && reference.attribute.axis == .horizontal
        && program.views[reference.view].layoutMarginsFollowReadableWidth
      switch reference.space {
      case .frame: owner = view
      case .margins where readable: owner = "\(view).readableContentGuide"
      case .margins:
        owner = "\(view).layoutMarginsGuide"
        if !reference.attribute.isDimension { attribute += "Margin" }
      case .safeArea: owner = "\(view).safeAreaLayoutGuide"
      case .content: owner = "\(view).contentLayoutGuide"
      case .frameGuide: owner = "\(view).frameLayoutGuide"
      case .contentMargins: return nil
      }
      // Layout guides have no baselines.
      if reference.space != .frame,
        reference.attribute == .firstBaseline || reference.attribute == .lastBaseline
      {
        return nil
      }
      let anchorName = reference.attribute.rawValue + "Anchor"
      // In NSLayoutConstraint(item:…), a margin edge is the view's `…Margin` attribute; a
      // margin size is the margins guide's.
      let usesMarginAttribute =
        reference.space == .margins && !reference.attribute.isDimension && !readable
      return AnchorCode(
        code: "\(owner).\(anchorName)",
        item: usesMarginAttribute ? view : owner,
        attribute: usesMarginAttribute ? attribute : reference.attribute.rawValue,
        isDimension: reference.attribute.isDimension)
    }
  }

  // MARK: Words

  static func number(_ value: Double) -> String { formatNumber(value) }

  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  static func comment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
