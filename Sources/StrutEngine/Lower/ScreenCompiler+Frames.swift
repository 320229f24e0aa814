import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

/// Reading the solution back: frames, content sizes, text layout and the screen's findings.
extension ScreenCompiler {
  /// A variable's value, with values within 1e-9 of zero read as zero.
  func value(_ variable: Variable) -> Double {
    let value = solver.value(of: variable)
    return abs(value) < 1e-9 ? 0 : value
  }

  /// How a label's text is drawn: its lines, wrapped to its width when it wraps.
  func textLines(_ view: CheckedView, width: Double) -> [String] {
    let text = view.text ?? ""
    guard view.lines != 1, !view.hasGivenIntrinsicSize else {
      // One line, nearly always: no split by characters (5,000 instructions a label).
      guard text.utf8.contains(UInt8(ascii: "\n")) else { return [text] }
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let lines = TextMetrics.wrap(text, fontSize: view.fontSize, width: width)
    return view.lines > 0 ? Array(lines.prefix(view.lines)) : lines
  }

  /// A scroll view with no subviews whose content area no constraint names.
  func isEmptyScrollView(_ index: Int) -> Bool {
    guard !program.views.contains(where: { $0.parent == index }) else { return false }
    return !active.contains { constraint in
      program.constraints[constraint].form.terms.contains { term in
        guard case .anchor(let anchor) = term.atom else { return false }
        return anchor.view == index && (anchor.space == .content || anchor.space == .contentMargins)
      }
    }
  }

  /// An expression's value in this solution, with values within 1e-9 of zero read as zero.
  func value(_ expression: Expression) -> Double {
    let total = evaluate(expression)
    return abs(total) < 1e-9 ? 0 : total
  }

  /// Arranged views of stacks not aligned to fill that are 0 thick across their stack because
  /// UIStackView's ambiguity suppression (thickness == 0 @25) is what determines it: nothing
  /// else sizes them there. Interface Builder's canvas leaves such a view at the size it was
  /// drawn at (Notes/UIStackView.md), so a layout that looks right in Xcode shows nothing on
  /// a device. Only views with no intrinsic size on that axis are asked about, at most 100
  /// per screen (each is one question to the solver).
  mutating func findSuppressedItems() -> [(view: Int, stack: Int, axis: Attribute)] {
    var found: [(view: Int, stack: Int, axis: Attribute)] = []
    var asked = 0
    for index in active {
      if asked == 100 { break }
      guard case .stackView(let made) = program.constraints[index].origin,
        made.kind == .ambiguitySuppression
      else { continue }
      var item: AnchorReference?
      program.constraints[index].form.forEachTerm { term in
        if case .anchor(let anchor) = term.atom { item = anchor }
      }
      guard let item, item.view > 0, item.view < frames.count else { continue }
      let view = program.views[item.view]
      let isWidth = item.attribute == .width
      let thickness = isWidth ? frames[item.view].width : frames[item.view].height
      guard (isWidth ? view.intrinsicWidth : view.intrinsicHeight) == nil, !view.isHidden,
        abs(value(thickness)) < 1e-9
      else { continue }
      asked += 1
      guard let explanation = try? solver.explain(Expression(thickness)),
        explanation.constraints.contains(where: { id in
          if case .program(let source) = origins[id] { source == index } else { false }
        })
      else { continue }
      found.append((item.view, made.stack, isWidth ? .width : .height))
    }
    return found
  }

  func report(undetermined: Undetermined) -> ScreenLayout {
    var wordings: [AmbiguityWording] = []
    return report(undetermined: undetermined, wordings: &wordings)
  }

  /// `report`, reusing the ambiguity warnings' wording of the last report and keeping this
  /// one's for the next.
  mutating func reportKeepingWordings(undetermined: Undetermined) -> ScreenLayout {
    suppressedItems = findSuppressedItems()
    var wordings = ambiguityWordings
    ambiguityWordings = []  // so that the array is not shared while it changes
    let layout = report(undetermined: undetermined, wordings: &wordings)
    ambiguityWordings = wordings
    return layout
  }

  /// The layout of the solution; a view's ambiguity warning is worded afresh only when
  /// `wordings` has none for it naming the same attributes.
  private func report(
    undetermined: Undetermined, wordings: inout [AmbiguityWording]
  ) -> ScreenLayout {
    var diagnostics = self.diagnostics
    var views: [ViewFrame] = []
    var depths: [Int] = []
    views.reserveCapacity(program.views.count)
    depths.reserveCapacity(program.views.count)
    // Each view's fields are read where they are (`program.views[index].…`): a copy of the
    // whole view per view, its strings and arrays retained and released, was 8% of
    // reporting a 1,000-view layout again after a REPL change.
    for index in program.views.indices {
      let frame = frames[index]
      // The solver's rectangle is the alignment rect, which constraints act on; the frame
      // reaches beyond it by the kind's alignment insets (a slider's track ends), or by
      // its symbol image's, whose edges fall on the screen's pixels.
      var insets = program.views[index].alignmentInsets
      if let symbol = program.views[index].symbol,
        let symbolInsets = SymbolMetrics.alignmentInsets(of: symbol, scale: screen.scale)
      {
        insets = symbolInsets
      }
      let parent = program.views[index].parent
      let absolute = Rect(
        x: value(frame.x) - insets.left, y: value(frame.y) - insets.top,
        width: value(frame.width) + insets.left + insets.right,
        height: value(frame.height) + insets.top + insets.bottom)
      var relativeFrame = absolute
      // The attributes left free, as bits (x, y, width, height, content width and height):
      // the list the view reports is a shared one of `FrameAttribute.lists`.
      var free: UInt8 = 0
      if let origin = relative[index] {
        relativeFrame.x = value(origin.x) - insets.left
        relativeFrame.y = value(origin.y) - insets.top
        if undetermined.originX.contains(index) { free |= FrameAttribute.x.maskBit }
        if undetermined.originY.contains(index) { free |= FrameAttribute.y.maskBit }
      } else if parent != nil {
        // A child of a root that does not scroll: its absolute origin is its origin there.
        if undetermined.contains(frame.x) { free |= FrameAttribute.x.maskBit }
        if undetermined.contains(frame.y) { free |= FrameAttribute.y.maskBit }
      }
      if undetermined.contains(frame.width) { free |= FrameAttribute.width.maskBit }
      if undetermined.contains(frame.height) { free |= FrameAttribute.height.maskBit }
      let frameAmbiguity = free
      var contentSize: Size?
      if contentSizes[index] != nil, isEmptyScrollView(index) {
        // Nothing could give it content (its pages are added in code): UIKit's content size
        // stays zero, and Interface Builder does not call it ambiguous.
        contentSize = Size(width: 0, height: 0)
      } else if let content = contentSizes[index] {
        contentSize = Size(width: value(content.width), height: value(content.height))
        if undetermined.contains(content.width) {
          free |= FrameAttribute.contentWidth.maskBit
          diagnostics.append(contentAmbiguity(index, vertical: false))
        }
        if undetermined.contains(content.height) {
          free |= FrameAttribute.contentHeight.maskBit
          diagnostics.append(contentAmbiguity(index, vertical: true))
        }
        // A determined size below zero (an undetermined one is the solver's pick).
        for (vertical, variable) in [(false, content.width), (true, content.height)] {
          let size = value(variable)
          if size < -1e-6, !undetermined.contains(variable) {
            diagnostics.append(negativeContent(index, vertical: vertical, size))
          }
        }
      }
      if frameAmbiguity != 0 {
        if wordings.count != program.views.count {
          wordings = Array(repeating: AmbiguityWording(), count: program.views.count)
        }
        if wordings[index].attributes != frameAmbiguity {
          // Worded into one string sized at once (interpolating a joined list cost ~2,500
          // instructions a view).
          let name = program.views[index].name
          var message = "'"
          message.reserveCapacity(name.utf8.count + 64)
          message += name
          message += "' is ambiguous: its constraints do not determine "
          for (position, attribute) in FrameAttribute.lists[Int(frameAmbiguity)].enumerated() {
            if position > 0 { message += ", " }
            message += attribute.rawValue
          }
          wordings[index] = AmbiguityWording(attributes: frameAmbiguity, message: message)
        }
        diagnostics.append(
          Diagnostic(.ambiguousLayout, wordings[index].message, at: program.views[index].span))
      }
      let depth = parent.map { depths[$0] + 1 } ?? 0
      depths.append(depth)
      var contentArea: Rect?
      if let content = contentSizes[index] {
        let offset = program.views[index].contentOffset
        contentArea = Rect(
          x: absolute.x - offset.x, y: absolute.y - offset.y,
          width: value(content.width),
          height: value(content.height))
      }
      let kind = program.views[index].kind
      views.append(
        ViewFrame(
          name: program.views[index].name, kind: kind,
          parent: parent.map { program.views[$0].name },
          depth: depth, frame: relativeFrame, absolute: absolute, contentSize: contentSize,
          ambiguous: FrameAttribute.lists[Int(free)],
          textLayout: kind.hasText && program.views[index].text != nil
            ? TextLayout(
              lines: textLines(program.views[index], width: absolute.width),
              fontSize: program.views[index].fontSize)
            : nil,
          contentArea: contentArea, isHidden: program.views[index].isHidden,
          alignmentInsets: insets))
    }
    diagnostics += contentPriorityTies(views)
    for item in suppressedItems {
      let view = program.views[item.view]
      let stack = program.views[item.stack]
      // Named as the stack's axis has it: top and bottom across a row, leading and trailing
      // across a column.
      var alignment = stack.stack?.alignment.canonical.rawValue ?? "center"
      if stack.stack?.axis == .horizontal {
        alignment = ["leading": "top", "trailing": "bottom"][alignment] ?? alignment
      }
      let size = item.axis == .width ? "wide" : "high"
      diagnostics.append(
        Diagnostic(
          .stackItemCollapsed,
          "nothing sizes '\(view.name)' across '\(stack.name)' (alignment: \(alignment)) but UIStackView's ambiguity suppression, so a device shows it 0 \(size); Interface Builder's canvas keeps the size it was drawn at",
          at: view.span,
          help:
            "give it a \(item.axis.rawValue) (a constraint, or an intrinsic size), or align the stack's items with 'alignment: fill'"
        ))
    }
    for index in adjustments.collapsedToStandard.sorted() {
      let view = program.views[index]
      let height = formatNumber(view.standardHeight ?? 0)
      diagnostics.append(
        Diagnostic(
          .collapsedToStandardHeight,
          "the constraints let '\(view.name)' collapse to a height of zero; UIKit treats that as unintended and gives it its standard height, \(height), instead",
          at: view.span,
          help:
            "chain its subviews from its top to its bottom (each with a height, or text), so that they give it a height of its own"
        ))
    }
    if let scale = screen.scale {
      views = ScreenCompiler.snappedToPixels(
        views, parents: program.views.map(\.parent), scale: scale)
    }
    // Only the file's own variables: a stack's guides are UIKit's, and an undetermined guide
    // leaves its items undetermined, which the views' warnings say.
    let declared = program.variables.prefix(program.declaredVariableCount)
    for (index, name) in declared.enumerated() where undetermined.contains(variables[index]) {
      diagnostics.append(
        Diagnostic(
          .ambiguousVariable,
          "variable '\(name)' is not determined by the constraints",
          at: program.variableSpans[index]))
    }
    var layout = ScreenLayout(
      name: screen.name, width: screen.width, height: screen.height,
      horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass,
      views: views,
      variables: declared.enumerated().map { ($0.element, value(variables[$0.offset])) },
      diagnostics: diagnostics)
    layout.safeArea = screen.safeArea
    layout.scale = screen.scale
    layout.brokenViews = brokenViews.sorted().map { program.views[$0].name }
    return layout
  }
}

extension FrameAttribute {
  /// The attribute's bit in a report's set of free attributes: x, y, width, height, content
  /// width, content height (the others are never reported free).
  var maskBit: UInt8 {
    switch self {
    case .x: 1
    case .y: 2
    case .width: 4
    case .height: 8
    case .contentWidth: 16
    case .contentHeight: 32
    default: 0
    }
  }

  /// Every set of those six attributes as the list a view reports, by its bits, in that
  /// order: a view's list is one of these, shared, not an array made per view.
  static let lists: [[FrameAttribute]] = (0..<64).map { bits in
    [.x, .y, .width, .height, .contentWidth, .contentHeight].filter {
      $0.maskBit & UInt8(bits) != 0
    }
  }
}
