import StrutCore
import StrutModel
import StrutSyntax

/// Writes one scene as `.layout` text, remembering for each piece of the text the document
/// element it was made from.
struct SceneWriter {
  let document: SourceFile
  let sceneID: String
  let title: String
  let root: XMLElement
  let controller: XMLElement?
  let deviceID: String?
  let toolsVersion: Double
  let bars: SceneReader.Bars
  let requestedDevices: [String]
  var diagnostics: [Diagnostic] = []

  /// A prototype cell laid out as a scene of its own.
  struct Cell {
    /// The table's width, which the cell takes (nil: the cell's stored width).
    var width: Double?
    /// True when the content view is as tall as its constraints make it.
    var isSelfSizing: Bool
    /// A table cell's content view's margins unless the document gives its own.
    var contentMargins: DirectionalEdgeInsets?
    /// A collection view's cell, header or footer: a plain view, whose margins are UIView's
    /// 8 points, not a controller's view's (the screen's `cell` option).
    var isPlainView = false
    /// The row height when the document stores no frame for the cell: its own `rowHeight`,
    /// else its table's, else UITableView's default 44.
    var unstoredHeight = 44.0
    /// The size to lay the cell out at in place of its stored frame's (a collection view
    /// cell whose stored frame Xcode 6 and 7 left at the 50 x 50 default, a table cell left
    /// at 44 points in a taller row).
    var storedSizeInstead: Size?
    /// What a content view without a stored frame leaves below itself for the separator.
    var unstoredSeparator = 1.0
    /// How much narrower than the cell its content view is, for the accessory (a disclosure
    /// indicator, a checkmark, an accessory view) at its trailing side: as Xcode stored it,
    /// since the accessory's width changed with iOS versions (27 to 38 points in the corpus).
    var accessoryWidth = 0.0
    /// The table's safe-area insets at the cell's sides (a full-width table on a phone with
    /// a sensor housing, in landscape): UITableView insets its cells' content views by them
    /// (`insetsContentViewsToSafeArea`).
    var safeSides = (left: 0.0, right: 0.0)
  }
  var cell: Cell?
  /// `marginUsers`, once found.
  private var marginUsersFound: Set<String>? = nil
  /// The document is drawn in landscape (`<device orientation="landscape">`): its cells'
  /// screens take the device's landscape size classes.
  let isLandscapeDocument: Bool

  init(
    document: SourceFile, sceneID: String, title: String, root: XMLElement,
    controller: XMLElement?, deviceID: String?, isLandscapeDocument: Bool, toolsVersion: Double,
    bars: SceneReader.Bars, requestedDevices: [String]
  ) {
    self.document = document
    self.sceneID = sceneID
    self.title = title
    self.root = root
    self.controller = controller
    self.deviceID = deviceID
    self.isLandscapeDocument = isLandscapeDocument
    self.toolsVersion = toolsVersion
    self.bars = bars
    self.requestedDevices = requestedDevices
  }

  /// A view of the scene, parents before children.
  struct Node {
    var element: XMLElement
    var parent: Int?
    var name: String
    var id: String
    /// True for the arranged subviews of a stack view.
    var isArranged: Bool
  }

  private var nodes: [Node] = []
  private var nameOfID: [String: String] = [:]
  /// Layout guides by IB id: the view that owns each and the guide's name in the language.
  private var guides: [String: (view: String, anchorPrefix: String)] = [:]
  private var usedNames: Set<String> = []
  private var nextNumber: [String: Int] = [:]
  private var text = ""
  private var pieces: [(start: Int, from: SourceSpan)] = []
  private var warned: Set<String> = []

  mutating func write() -> ImportedScene {
    collectViews()
    let devices = writeHeaderAndScreens()
    if isDrawnForAnyClasses { screenClasses = [.any] }
    dropUninstalledViews()
    text += "\n"
    writeDeclarations()
    writeConstraints()
    var file = SourceFile(name: document.name + " (scene \(sceneID))", text: text)
    file.documentMap = DocumentMap(document: document, pieces: pieces)
    var viewIDs: [String: String] = [:]
    for node in nodes where !isDropped(node) { viewIDs[node.name] = node.id }
    return ImportedScene(
      id: sceneID, title: title, layout: file, viewIDs: viewIDs, devices: devices)
  }

  // MARK: Views

  /// The elements that are subviews: a `<subviews>` list's elements, and the content view a
  /// cell or a visual-effect view keeps under `key="contentView"`.
  static func subviews(of element: XMLElement) -> [XMLElement] {
    var result = element.child("subviews")?.children ?? []
    if let content = element.children.first(where: {
      $0["key"] == "contentView" && $0.name != "subviews"
    }) {
      result.insert(content, at: 0)
    }
    return result
  }

  /// A scene whose root is a stack view or a scroll view (a controller's view, a storyboard
  /// scene's extra view, a xib's top-level view): the language's root is a plain view, so
  /// the stack or scroll view is written as its one child, filling it, where it arranges or
  /// scrolls its subviews as UIKit does. 8secz-johndpope/Swift-TikTok (fresh-123) gives a
  /// controller a scroll view as its view, its content's height its own (Notes/
  /// InterfaceBuilder.md). The child keeps the controller view's margins (`declaration`).
  private var wrapsRoot: Bool {
    cell == nil
      && (root.name == "stackView" || root.name == "scrollView")
      && Self.kind(of: root).kind != "view"
  }

  private mutating func collectViews() {
    if wrapsRoot {
      nodes.append(
        Node(
          element: XMLElement(name: "view", attributes: [], children: [], span: root.span),
          parent: nil, name: "root", id: "", isArranged: false))
      usedNames.insert("root")
      let name = uniqueName(for: root, outlet: nil)
      nodes.append(
        Node(element: root, parent: 0, name: name, id: root["id"] ?? "", isArranged: false))
    } else {
      nodes.append(
        Node(element: root, parent: nil, name: "root", id: root["id"] ?? "", isArranged: false))
    }
    if root["layoutMarginsFollowReadableWidth"] == "YES" {
      warn(
        "layoutMarginsFollowReadableWidth on a scene's root view is not modelled: its margins are UIKit's system minimum",
        at: root.tagSpan)
    }
    usedNames.insert("root")
    var outlets: [String: String] = [:]
    if let controller {
      var stack = [controller]
      while let element = stack.popLast() {
        if element.name == "outlet", let property = element["property"],
          let destination = element["destination"], outlets[destination] == nil
        {
          outlets[destination] = property
        }
        stack += element.children
      }
    }
    var index = 0
    while index < nodes.count {
      let element = nodes[index].element
      registerGuides(of: element, name: nodes[index].name)
      let isStack = element.name == "stackView"
      let children = Self.subviews(of: element)
      if !children.isEmpty, depth(of: index) >= Parser.maximumDepth {
        diagnostics.append(
          Diagnostic(
            .documentUnreadable,
            "views nested more than \(Parser.maximumDepth) deep: the layout language cannot hold them",
            at: element.tagSpan))
        index += 1
        continue
      }
      for child in children {
        let name = uniqueName(for: child, outlet: child["id"].flatMap { outlets[$0] })
        if let id = child["id"] { nameOfID[id] = name }
        nodes.append(
          Node(
            element: child, parent: index, name: name, id: child["id"] ?? "", isArranged: isStack))
      }
      index += 1
    }
    if let id = root["id"] { nameOfID[id] = wrapsRoot ? nodes[1].name : "root" }
    // The legacy top and bottom layout guides of a controller: their inner edges are the
    // safe area's.
    for guide in controller?.child("layoutGuides")?.children ?? [] {
      guard let id = guide["id"] else { continue }
      guides[id] = ("root", guide["type"] == "bottom" ? "legacyBottom" : "legacyTop")
    }
  }

  /// How many superviews a node has.
  private func depth(of index: Int) -> Int {
    var depth = 0
    var current = nodes[index].parent
    while let parent = current {
      depth += 1
      current = nodes[parent].parent
    }
    return depth
  }

  private mutating func registerGuides(of element: XMLElement, name: String) {
    for guide in element.children(named: "viewLayoutGuide") {
      guard let id = guide["id"] else { continue }
      switch guide["key"] {
      case "safeArea": guides[id] = (name, "safeArea")
      case "contentLayoutGuide": guides[id] = (name, "contentGuide")
      case "frameLayoutGuide": guides[id] = (name, "frameGuide")
      default: break
      }
    }
    // The keyboard layout guide (Xcode 13 on), as UIKit places it while the keyboard is
    // hidden: across the view's width, from the bottom of its safe area to its bottom
    // (UIKeyboardLayoutGuide.h: "the layout guide is tied to the bottomAnchor of the view's
    // safeAreaLayoutGuide" while the keyboard is offscreen, `usesBottomSafeArea` being on by
    // default; Interface Builder writes no setting for it).
    for guide in element.children(named: "keyboardLayoutGuide") {
      guard let id = guide["id"] else { continue }
      guides[id] = (name, "keyboard")
    }
  }

  /// A name from the user label, else the outlet, else the text or the kind; made an
  /// identifier and unique.
  private mutating func uniqueName(for element: XMLElement, outlet: String?) -> String {
    var base = Self.identifier(from: element["userLabel"] ?? outlet ?? "")
    if base.isEmpty, element["key"] == "contentView" { base = "contentView" }
    if base.isEmpty {
      let words = Self.identifier(from: element["text"] ?? Self.buttonTitle(element) ?? "")
      let kind = Self.kindWord(element.name)
      base =
        words.isEmpty || words.count > 24
        ? kind : words + kind.prefix(1).uppercased() + kind.dropFirst()
    }
    // A kind's word or a keyword is numbered: `label1`, `view2`.
    let numbered = LayoutText.isTaken(base)
    var name = numbered ? base + "1" : base
    // Numbers go on from the last one given for the same word, so that thousands of
    // unnamed views cost no search each.
    var number = max(2, nextNumber[base] ?? 2)
    while usedNames.contains(name) {
      name = base + String(number)
      number += 1
    }
    nextNumber[base] = number
    usedNames.insert(name)
    return name
  }

  static func kindWord(_ element: String) -> String {
    switch element {
    case "imageView": "image"
    case "stackView": "stack"
    case "scrollView": "scroll"
    case "activityIndicatorView": "spinner"
    default: element
    }
  }

  static func buttonTitle(_ element: XMLElement) -> String? {
    element.child("buttonConfiguration")?["title"]
      ?? element.child("state", key: "normal")?["title"]
  }

  /// `Select From Currency` → `selectFromCurrency`; nothing but letters, digits and `_`.
  static func identifier(from text: String) -> String {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_",
        character.isASCII
      {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    // A word in capitals (`CALCULATE`) reads as a word, not as letters.
    words = words.map { $0.count > 1 && $0.uppercased() == $0 ? $0.lowercased() : $0 }
    guard let first = words.first else { return "" }
    var result = first.prefix(1).lowercased() + first.dropFirst()
    for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
    if result.first?.isNumber == true { result = "v" + result }
    return result
  }

  // MARK: Screens

  /// The screen lines: the document's device (with its bars), or the devices asked for.
  private mutating func writeHeaderAndScreens() -> [String] {
    text +=
      "# Scene '\(Self.commentSafe(title))' (\(sceneID)) of \(Self.commentSafe(document.name)), imported by strut\n"
    let frame = Self.rect(root.child("rect", key: "frame"))
    var lines: [(text: String, device: String)] = []
    if let cell {
      // A cell: at the table's width and its stored height (when it stores none, its row
      // height: the cell's, the table's, or UITableView's default 44); a self-sizing cell's
      // content view sizes itself inside it.
      let width = cell.width ?? cell.storedSizeInstead?.width ?? frame?.width ?? 375
      let height = cell.storedSizeInstead?.height ?? frame?.height ?? cell.unstoredHeight
      let size = "\(formatNumber(width)) x \(formatNumber(height))"
      // A cell's screen is the cell, but its size classes are its table's device's (a
      // 70-point row on a phone is in a regular-height trait environment): the screen line
      // says so where the cell's own size would suggest other classes.
      var classWords = ""
      if let (classes, words) = deviceClasses(
        landscape: isLandscapeDocument, width: width, height: height)
      {
        screenClasses = [classes]
        classWords = words
      }
      // A table cell's own margins are its content view's at the sides (UIKit sets both from
      // the table): a content view that preserves its superview's margins keeps them, where
      // a view controller's root margins would widen them — every such content view of the
      // corpus (43 cells, Xcode 9 to 15) is stored with the side margins its table gives
      // (15 in Xcode 9–11's plain tables, 16 or 20 elsewhere; Notes/InterfaceBuilder.md).
      // Before Xcode 9.2 (`SceneReader.modernCellsSince`: iOS 8–10's cells), a cell up to
      // 375 points wide had its table's 15 at the sides, under the content view's own 8:
      // jbeenie/Chess-iOS-app's settings and saved-game cells (Xcode 8.3, fresh-87: ten
      // scenes, a table controller's own table) and GooglePlacePicker's cell xib (Xcode 7,
      // 320 wide) are stored 15 in, neither 8 nor a root's 16; the saved-game cell beside
      // its disclosure indicator keeps 8 at its trailing side, where the cell's 15 lies
      // under the indicator. Wider ones were not read for it.
      var margins = ""
      let oldCellSide: Double? =
        toolsVersion < SceneReader.modernCellsSince ? (width <= 375 ? 15 : nil) : nil
      if let side = oldCellSide ?? cell.contentMargins?.leading, !cell.isPlainView,
        toolsVersion >= 13000 || oldCellSide != nil,
        root.children.first(where: { $0["key"] == "contentView" })?[
          "preservesSuperviewLayoutMargins"] == "YES",
        side != UIKitDefaults.rootMargins(width: width).leading
      {
        margins = " margins(leading: \(formatNumber(side)), trailing: \(formatNumber(side)))"
      }
      piece(from: root.tagSpan)
      text +=
        "screen " + size + (cell.isPlainView ? " cell" : "") + margins + classWords + scaleWord
        + "\n"
      return [size]
    }
    let topBar =
      bars.navigationBar ? (showsLargeTitle ? largeTitleBar : 44.0) + promptHeight : 0
    // A tab bar is 49 points above the home indicator's inset (50 on an iPad); a toolbar
    // 44, or 49 on a device with a home indicator (Notes/InterfaceBuilder.md).
    var bottomBar = bars.tabBar ? 49.0 : 0
    let drawsPortraitBarsInLandscape =
      requestedDevices.isEmpty
      && InterfaceBuilderDevices.drewPortraitBarsInLandscape(
        id: deviceID, toolsVersion: toolsVersion)
    func deviceLine(_ device: Device, landscape: Bool) -> (String, String) {
      let screen = device.screen(landscape: landscape)
      screenClasses.append(SizeClassPair(screen.sizeClasses))
      // On a phone in landscape (compact height) the tab bar is 32 points, as the navigation
      // bar is, from the Xcode that draws landscape's bars (below): AndriikoPe/
      // Concentration's theme chooser (Xcode 10.1, an iPhone 8 in landscape, fresh-108) is
      // stored centred between a 32-point navigation bar and a 32-point tab bar.
      if bars.tabBar {
        bottomBar =
          device.isPad ? 50 : landscape && !drawsPortraitBarsInLandscape ? 32 : 49
      }
      // On a phone in landscape (compact height) the navigation bar is 32 points, and shows
      // no large title (RideViewer's Xcode 10 storyboard of an iPhone X in landscape stores
      // its seven navigation controllers' bars 32 high; Notes/InterfaceBuilder.md) — but
      // Xcode 8 and earlier drew portrait's bars there (`drewPortraitBarsInLandscape`).
      // The document's own device may be drawn with a taller bar by the Xcode that saved it
      // (`InterfaceBuilderDevices.navigationBar`).
      let drawnBar =
        requestedDevices.isEmpty && topBar > 0 && !showsLargeTitle
        ? InterfaceBuilderDevices.navigationBar(
          id: deviceID, toolsVersion: toolsVersion, landscape: landscape, drawn: device) : nil
      let navigationBar =
        topBar > 0 && landscape && !device.isPad && !drawsPortraitBarsInLandscape
        ? 32
        : drawnBar.map { $0 + promptHeight } ?? navigationBarHeight(topBar, isPad: device.isPad)
      // A toolbar with a tab bar (a navigation controller's, in a tab bar controller's tab)
      // sits on the tab bar, as high as it is alone: both are below the content. UIKit lays
      // the navigation controller's view out above the tab bar; Xcode stores content ending
      // 49 + 44 above an iPhone SE's bottom (michalpuskel/vma-ios-Recipes, fresh-29, Xcode
      // 10: three pushed controllers) and 34 + 49 + 49 above an iPhone 11's (Fortica/
      // AvtorizationApp and yenlydu/CryptoStockApp, simulated toolbars over tab bars). From
      // Xcode 11 (14800) a toolbar over a tab bar is 49 on a phone without a home indicator
      // too: Trinhhiep/messengerAPP (17701) and reina-iketani/Plants (21701), iPhone 8 Plus
      // documents, store tabs simulating a toolbar with content ending 98 above the bottom.
      if bars.toolbar {
        let overTabBar = bars.tabBar && toolsVersion >= 14800
        let toolbar = overTabBar ? 49 : Self.toolbarHeight(indicator: screen.safeArea.bottom)
        bottomBar = (bars.tabBar ? bottomBar : 0) + toolbar
      }
      var line = "screen \"\(device.name)\"" + (landscape ? " landscape" : "")
      var safe: [String] = []
      // The document's own device may be drawn as the Xcode that saved it drew it.
      let drawnStatusBar =
        requestedDevices.isEmpty
        ? InterfaceBuilderDevices.statusBar(
          id: deviceID, toolsVersion: toolsVersion, landscape: landscape, drawn: device) : nil
      // A presented controller drawn at its device's full size (a full-screen presentation)
      // is drawn by Xcode 14.3 and later without the status bar and the home indicator:
      // AbdelrahmanShehab/Instagram_iOS16 (21701) and AtakanBasaran/InstagramClone (22155),
      // fresh-31, store the tabs of tab bar controllers presented full screen on an
      // iPhone 14 Pro and Pro Max with their content from y 0 to 49 above the bottom;
      // s-kir-dev/ShopApp's (23504, an iPhone 8) starts at 0, and lechuk1981 and
      // AntonDemidenk0 (ImageFeed, 23504 and 32700) pin views to the top at 0 as well,
      // where Xcode 13 and 14.2 (777EXX/imageFeed: 19529, 21507) drew both. A controller a
      // `show` segue presents from outside any navigation stack, set to be presented full
      // screen (`modalPresentationStyle="fullScreen"` on the controller), is drawn so too:
      // Hayyim-K/Game-FLINO-VISIONS's game screen (23094, fresh-97) stores a stack pinned
      // 40 below the safe area's top at 40, AleynaISIK/techcareer_ios_bootcamp's detail
      // screen (22155) an image pinned 118 below it at 118. On a phone in landscape (compact
      // height, where UIKit presents a sheet full screen) any so shown is:
      // Gabriel-Gershberg-Dev/CardGame-IOS-main's score screen (21701, an iPhone 14 Plus)
      // stores a button pinned to the safe area's bottom with no home-indicator inset.
      let fullScreenShown =
        bars.inShownPresentation
        && (controller?["modalPresentationStyle"] == "fullScreen" || (landscape && !device.isPad))
      let presentedCanvas =
        requestedDevices.isEmpty && (bars.inPresentation || fullScreenShown)
        && toolsVersion >= 21600
      let top =
        presentedCanvas
        ? 0 : shownStatusBar(drawnStatusBar ?? screen.safeArea.top, isPad: device.isPad)
      let drawnIndicator =
        requestedDevices.isEmpty ? documentIndicator(landscape: landscape, drawn: device) : nil
      let indicator = presentedCanvas ? 0 : drawnIndicator ?? screen.safeArea.bottom
      if navigationBar > 0 || top != screen.safeArea.top {
        safe.append("top: \(formatNumber(top + navigationBar))")
      }
      if bottomBar > 0 || indicator != screen.safeArea.bottom {
        safe.append("bottom: \(formatNumber(indicator + bottomBar))")
      }
      // The presented canvas has no sensor housing at its sides either (Gabriel-Gershberg-
      // Dev/CardGame-IOS-main, 21701, an iPhone 14 Plus in landscape: a menu's text view 74
      // from a container's safe area's leading edge stored at 74, an image 40 from the
      // trailing edge at 806 of 926).
      if landscape, presentedCanvas, screen.safeArea.left > 0 {
        safe += ["left: 0", "right: 0"]
      } else if landscape, requestedDevices.isEmpty, screen.safeArea.left > 0,
        let side = InterfaceBuilderDevices.landscapeSide(id: deviceID, toolsVersion: toolsVersion),
        side != screen.safeArea.left
      {
        safe += ["left: \(formatNumber(side))", "right: \(formatNumber(side))"]
      }
      if !safe.isEmpty { line += " safe(" + safe.joined(separator: ", ") + ")" }
      // The document's device drawn on another pixel grid than its own (`documentScale`).
      if let scale = documentScale, scale != device.scale { line += scaleWord }
      return (line, device.name + (landscape ? " landscape" : ""))
    }
    if !requestedDevices.isEmpty {
      let names = requestedDevices == ["all"] ? Device.all.map(\.name) : requestedDevices
      for name in names {
        let landscape = name.lowercased().hasSuffix(" landscape")
        let deviceName = landscape ? String(name.dropLast(" landscape".count)) : name
        guard let device = Device.named(deviceName) else { continue }
        lines.append(deviceLine(device, landscape: landscape))
      }
    } else if controller != nil || (frame.map { Self.isScreenSized($0) } ?? false),
      let frame,
      let (device, landscape) = InterfaceBuilderDevices.device(
        id: deviceID, width: frame.width, height: frame.height)
    {
      lines.append(deviceLine(device, landscape: landscape))
    } else if let frame, frame.width > 0, frame.height > 0 {
      var line = "screen \(formatNumber(frame.width)) x \(formatNumber(frame.height))"
      var safe: [String] = []
      // An iPad's tab bar is 50 points high from iOS 12 (Xcode 10) on, as its navigation
      // bar is (`navigationBarHeight`), on a canvas of its own size too: Amirhosseinhj/
      // Concentration-Stanford-CS193P-Fall-2017-18 (Xcode 10.1, a 9.7" iPad, fresh-108)
      // stores its game's label pinned to the safe area's bottom 50 above the bottom.
      if bars.tabBar, isPadDocument, toolsVersion >= 14000 { bottomBar = 50 }
      // A toolbar on a phone with a home indicator is 49 high, in a sheet too
      // (JuanGR-FI/Marvel, fresh-67: an Xcode 15 sheet on an iPhone 15 stores a table
      // pinned to the safe area's bottom 49 above its own).
      if bars.toolbar {
        bottomBar += Self.toolbarHeight(
          indicator: documentDevice?.screen(landscape: false).safeArea.bottom ?? 0)
      }
      // A controller's view stored below the screen's top (y 64 under an opaque navigation
      // bar, 20 under iOS 6's status bar; Xcode 8 and earlier) was laid out between its
      // bars, not under them: its stored size is what it has, and nothing covers it.
      let isBelowBars = controller != nil && frame.y > 0
      let opaqueBars: (navigation: Bool, bottom: Bool) =
        controller != nil ? opaqueBars(around: frame) : (false, false)
      let isBelowOpaqueBar = opaqueBars.navigation
      // A controller drawn on a size the table has no device for: on the generic canvas of
      // a document with no device (Xcode 6–7's 600 x 600) or an old device's screen, under
      // a 20-point status bar; at any other size (a form sheet, a popover) under none.
      var statusBar = 0.0
      // The home indicator's inset below the view, where it has one.
      var indicator = 0.0
      // The document's old device, when the view is its screen's size: its status bar as
      // that Xcode drew it.
      let legacyStatusBar = deviceID.flatMap { id -> Double? in
        guard let legacy = InterfaceBuilderDevices.legacy[id],
          (legacy.width == frame.width && legacy.height == frame.height)
            || (legacy.width == frame.height && legacy.height == frame.width)
        else { return nil }
        // A phone in landscape (compact height) shows no status bar, as the table's phones
        // there have none, but Xcode 8 and earlier drew portrait's (`statusBar`).
        let landscape = frame.width > frame.height
        return InterfaceBuilderDevices.statusBar(
          id: id, toolsVersion: toolsVersion, landscape: landscape)
          ?? (landscape && !isPadDocument ? 0 : legacy.top)
      }
      if controller != nil, !isBelowBars, !isBelowOpaqueBar {
        if let deviceID, InterfaceBuilderDevices.legacy[deviceID] != nil {
          statusBar = legacyStatusBar ?? 0
        } else if deviceID == nil {
          // The generic 600 x 600 canvas has a 20-point status bar up to Xcode 10 (Cronos,
          // and every device-less document of Xcode 7 in the corpus: 93 scenes of 39
          // projects hold it 20 below the top; Appolinary/Planner's of Xcode 10, 14113,
          // fresh-65, too); Xcode 12 and 13 draw a document still saved without a device
          // with none: IgorChumikov/Stocks (18122) and elislade/Stocks (17156), fresh-64,
          // store content pinned to the safe area's top at the canvas's top. The bound is
          // Xcode 11's 14800, its other canvas bound; no reading lies between.
          statusBar = toolsVersion < 14800 ? 20 : 0
        }
      } else if controller == nil, hasSafeAreaGuide || drawsUnguidedSafeArea, hasSensorHousing {
        statusBar = drawnStatusBar ?? 0
        indicator = freeViewIndicator(frame)
      } else if controller == nil, hasSafeAreaGuide, let legacyStatusBar {
        // A xib's view of its old device's size is that device's screen, as one of a device
        // of the table is: MaximeG2018/projetEfreitechIOS's ProfilView.xib (Xcode 10, an
        // iPad 9.7", fresh-19) stores its content 20 below the safe area's top.
        statusBar = legacyStatusBar
      }
      // A canvas of the device's, at another size: a controller as wide as its device and
      // taller (a page that scrolls), or one given a freeform size (`<size
      // key="freeformSize">`), that no presentation segue reaches, is drawn as on the
      // device itself — under its status bar, above its home indicator where it reaches the
      // indicator's band (`freeViewIndicator`; Notes/InterfaceBuilder.md).
      let isTallCanvas =
        controller != nil && !isBelowBars && !isBelowOpaqueBar && !isDrawnInSheet
        && (isTallerThanDevice(frame) || hasFreeformSize)
      if isTallCanvas { statusBar = drawnStatusBar ?? documentScreen?.top ?? statusBar }
      let isAboveOpaqueBottomBar = opaqueBars.bottom
      // Without a device, the status bar of the canvas, as above.
      if isAboveOpaqueBottomBar, !isBelowOpaqueBar, documentScreen != nil {
        statusBar = drawnStatusBar ?? 0
      }
      // On a device of the table, a controller of another size is presented over it (a
      // sheet, a form): no status bar above it, the home indicator's inset below it — which
      // Xcode 13 and later no longer draw in a sheet: the corpus's controllers of another
      // size pinned to the safe area's bottom show it under toolsVersion 15400–18122 (7
      // views; CryptoStockApp's of Xcode 12.5, 18122, the latest) and not under
      // 19529–22155 (9 views) — but those of 19529 are popovers: the sheets of Xcode 13.0
      // to 13.2 are still drawn as before (baus8650/Diary's two, 19455, fresh-47; the
      // sheets of three projects of 19529, tuwaiq's BookMyDr and SpasPandev/Project-iOS
      // among them, fresh-49: content 34 above the bottom), so the bound is 20000 for a
      // sheet and 19000 for a popover (Notes/InterfaceBuilder.md).
      var sheetTopBar = topBar
      // A Mac Catalyst canvas (`<device id="mac">`) draws its window's bars as an iPad's,
      // the idiom a Catalyst app scales from: redstrate/gallery (Xcode 11.4, fresh-94)
      // stores its navigation controller's bar 50 high over 800 x 600 windows and their
      // content 50 below the top, with no status bar.
      if controller != nil, deviceID == "mac" {
        sheetTopBar = navigationBarHeight(topBar, isPad: true)
      }
      // An old iPad (`InterfaceBuilderDevices.legacy`): its navigation bar is 50 high from
      // Xcode 10 on, as the table's iPads' (below, `deviceLine`), and a controller of
      // another size on it is a sheet, whose bar is 56 (Audio-Meter/Audiometer, fresh-21:
      // a 12.9" iPad Pro with a home button, Xcode 11, its screens 50 below the top under
      // a navigation bar and its 712 x 984 form sheets 56).
      if controller != nil, !isBelowBars, documentDevice == nil, isPadDocument,
        bars.navigationBar, !showsLargeTitle, !isTallCanvas
      {
        sheetTopBar = legacyStatusBar != nil ? navigationBarHeight(44, isPad: true) : 56
      }
      if controller != nil, !isBelowBars, let device = documentDevice {
        let deviceBottom = device.screen(landscape: false).safeArea.bottom
        // A popover as wide as the phone is the sheet it adapts to in a compact width:
        // kathycwy/Calendar's 414 x 842 popover (19529, an iPhone 11, fresh-52) keeps the
        // inset as the sheets of that Xcode do; the popovers read without it are boxes of
        // their own size (Seikendojo's 350 x 200, and a fresh-6 project's).
        let isPopoverBox =
          bars.isPopover && frame.width != device.width && frame.width != device.height
        // A sheet that shows a navigation bar loses the inset from Xcode 13.0 on, as
        // popovers do: mikeflow22/Coffee's (19162, fresh-64) and LoujainAlshammari/chatApp's
        // (fresh-52) presented navigation controllers store their roots' content at the
        // sheet's bottom; those of Xcode 11 and 12 keep it (ten scenes of seven projects).
        let drawsIndicatorUntil = isPopoverBox || bars.navigationBar ? 19000.0 : 20000
        indicator =
          isTallCanvas
          ? freeViewIndicator(frame)
          : toolsVersion >= drawsIndicatorUntil ? 0 : deviceBottom
        // A navigation bar in a sheet is 56 points high (iOS 13 and later), not 44; a
        // prompt adds its 34 (jeonyul00/toy_Clock, Xcode 15, fresh-95: a sheet's root with
        // a prompt stores its table 90 below the sheet's top).
        if bars.navigationBar, !showsLargeTitle, !isTallCanvas {
          sheetTopBar = 56 + promptHeight
        }
        // Xcode 13.0 to 13.2 (toolsVersion 19000 to 19999) draw a tab bar in a sheet where
        // the full screen's tab bar is, at the device's bottom less the bar and the home
        // indicator's inset, measured from the sheet's top: Hindsalim/Coffee's (19162) and
        // tidilia/Messenger's four (19529) 842-point sheets on an iPhone 11 store content
        // pinned to the safe area's bottom 29 above the sheet's bottom (896 − 49 − 34 =
        // 813), where sheets of Xcode 11 (merovic/Trip, QuickNet, Marcus1068/Inventory) and
        // of Xcode 15 (AleynaISIK's) end at the tab bar of their own bottom
        // (Notes/InterfaceBuilder.md).
        if (19000..<20000).contains(toolsVersion), bars.tabBar, bottomBar > 0, !isTallCanvas,
          !device.isPad
        {
          let screenHeight = device.screen(landscape: false).height
          let top = screenHeight - bottomBar - deviceBottom
          if top < frame.height, top > 0 {
            bottomBar = frame.height - top
            indicator = 0
          }
        }
        // A sheet without a navigation bar, drawn by Xcode 13.3 to 14.2, keeps the status
        // bar's inset at its top: Store-Managment-System's sheets (20037, an iPhone 11)
        // store their content 44 below the top, GrowYourDragon's (21225) 48, where sheets
        // of Xcode 11 to 13.2 (AircraftForSale, RedditApp, CryptoStockApp's of 18122; two
        // bootcamp projects' of 19162, kokojong/SeSAC_Project and luboolu/SeSAC_IOS,
        // baus8650/Diary's of 19455, fresh-47, and three projects' of 19529, fresh-49) and
        // of Xcode 14.3 and later (AtakanBasaran/InstagramClone's, 22155, fresh-31;
        // PangYenChen/RookieCurrency's; CatTranslator's two, 23504) store it at 0 — the
        // bound of Xcode 14.3's other canvas changes (21600), and sheets under a
        // navigation bar 56 below, the bar alone; an iPad's form and page sheets
        // (Fertilizer-Calc-App, Xcode 15) keep none (Notes/InterfaceBuilder.md). A phone's
        // sheet at run time has no inset there: the band is the canvas's.
        if (20000..<21600).contains(toolsVersion), !device.isPad, !isTallCanvas,
          !bars.navigationBar,
          !isPopoverBox, !isAboveOpaqueBottomBar,
          !isBelowOpaqueBar, statusBar == 0
        {
          statusBar = drawnStatusBar ?? device.screen(landscape: false).safeArea.top
        }
      }
      // Below the top bars, it is not under them; it is under the bottom ones where it
      // reaches the screen's bottom: fferegrino/MyIssues (tuning) and BinaryBlitz/Quiz-iOS
      // (fresh-30), both Xcode 8, store tabs and pushed screens at y 64, 603 high on an
      // iPhone 8, with content pinned to the bottom layout guide 49 above their bottom.
      if isBelowBars {
        sheetTopBar = 0
        let screenHeight = documentDevice.map { isLandscapeDocument ? $0.width : $0.height }
        if !(screenHeight.map { frame.y + frame.height >= $0 } ?? false) { bottomBar = 0 }
      }
      if isAboveOpaqueBottomBar {
        // The screen's top, with its bars; nothing below: the tab bar covers the home
        // indicator's inset.
        (sheetTopBar, bottomBar, indicator) = (topBar, 0, 0)
      }
      if isBelowOpaqueBar {
        // Below the opaque bar, over the rest of the device: the bottom bars and the home
        // indicator's inset still cover it — unless it ends at an opaque tab bar too.
        sheetTopBar = 0
        indicator = isAboveOpaqueBottomBar ? 0 : documentScreen?.bottom ?? indicator
      }
      // A controller in a container view (an `embed` segue, or a tab or a stack of one) is
      // drawn at its container's size on the device's screen, not presented over it: under
      // its own stack's navigation bar, with the status bar's inset where its container
      // touches the screen's top and the home indicator's where it touches the bottom, as
      // the safe area reaches a child controller's view at run time — or where it has a
      // canvas of the device's (a freeform size, above). gomezvt/bvt (fresh-23, Xcode 8, an
      // iPhone 8 Plus) stores the roots and pushed screens of the four tabs of a tab bar
      // controller embedded 414 x 676 at the top of its screen 64 below their top, 20 and
      // 44; JKangTan/Sky-study and 15ZonesStudio/SCC (Xcode 9) store controllers embedded
      // lower on their screens with nothing above them (Notes/InterfaceBuilder.md). A
      // container that starts at the status bar's bottom still gets its inset, as Xcode
      // draws it: AsahiOcean/Delivery (fresh-33, Xcode 11.4) and AgrinobleAGN/Agrinoble
      // (Xcode 12) store the content of controllers embedded 44 points down a notched
      // iPhone's screen 44 below the containers' top. From Xcode 11 on (toolsVersion 14800,
      // its other canvas bound), a container lower down is drawn under the status bar too:
      // SANDEEP54654/Dictionary's (Xcode 12.5, fresh-56) 139 below its screen's top and
      // kathycwy/Calendar's (Xcode 13.2, fresh-52) 88 below store their content 44 down, where
      // KeNiHx/activityTrackerCodeX's (Xcode 10.1) 157 below stores it at 0; the corpus holds
      // no such container of Xcode 11 to 12.4 to narrow the bound.
      if controller != nil, let embedding = bars.embedding, !isBelowBars, !isBelowOpaqueBar,
        !isAboveOpaqueBottomBar
      {
        let screenTop = drawnStatusBar ?? documentScreen?.top ?? (deviceID == nil ? 20 : 0)
        // Up to Xcode 10, a container lower down is drawn without the status bar — but on a
        // notched phone the child's canvas keeps the device's whole safe area, wherever the
        // container is (MazenYousryAmer/Car_Challenge, Xcode 10.1, an iPhone XR, fresh-66:
        // a controller embedded 158 points down, ending 44 above the screen's bottom, stores
        // its scroll view pinned to the safe area 44 below its top and 34 above its bottom).
        let keepsDeviceSafeArea = toolsVersion < 14800 && hasSensorHousing
        statusBar =
          embedding.top <= screenTop || isTallCanvas || toolsVersion >= 14800 || hasSensorHousing
          ? screenTop : 0
        sheetTopBar = navigationBarHeight(topBar, isPad: isPadDocument)
        indicator =
          embedding.touchesBottom || keepsDeviceSafeArea
          ? documentScreen?.bottom ?? 0 : isTallCanvas ? freeViewIndicator(frame) : 0
      }
      // A column of an iPad's split view (a controller in a split view, as high as the
      // screen and narrower) is drawn as part of the screen, not as a sheet: below its
      // navigation bar and, up to Xcode 10, the status bar. Amirhosseinhj/Concentration-
      // Stanford-CS193P-Fall-2017-18's 320-point master (Xcode 10.1, a 9.7" iPad, fresh-108)
      // and ZaweSK/Gallery's 703.5-point detail (Xcode 10.1, in landscape, fresh-94) store
      // their content 70 below the top (20 + 50); fernandodelrio/RedditApp's 420-point
      // master (Xcode 12, a 12.9" iPad) 50 below it, as Darren-wang-project's navigation
      // controller (Xcode 11) stores its master's bar at the top (Notes/InterfaceBuilder.md).
      if controller != nil, bars.splitView != nil, isPadDocument, !isBelowBars,
        !isBelowOpaqueBar, let screen = documentScreen,
        frame.height == (isLandscapeDocument ? screen.width : screen.height),
        frame.width < (isLandscapeDocument ? screen.height : screen.width)
      {
        statusBar = toolsVersion < 14800 ? drawnStatusBar ?? screen.top : 0
        sheetTopBar = navigationBarHeight(topBar, isPad: true)
        indicator = screen.bottom
      }
      statusBar = shownStatusBar(statusBar, isPad: documentDevice?.isPad ?? true)
      // A view drawn in another context than the app's screen — a Today widget's in the
      // Notification Center (`simulatedAppContext="notificationCenter"` on the view) — has
      // no status bar, bars or home indicator over it: caohrong/TimeManager (Xcode 10),
      // ocsahan/Photo-Journal (fresh-43) and RALEx147/Crypto (fresh-41, both Xcode 9.4)
      // store their widgets' content at the view's top (Notes/InterfaceBuilder.md).
      if root["simulatedAppContext"] != nil {
        (statusBar, sheetTopBar, bottomBar, indicator) = (0, 0, 0, 0)
      }
      if statusBar + sheetTopBar > 0 {
        safe.append("top: \(formatNumber(statusBar + sheetTopBar))")
      }
      if bottomBar + indicator > 0 {
        safe.append("bottom: \(formatNumber(bottomBar + indicator))")
      }
      if !safe.isEmpty { line += " safe(" + safe.joined(separator: ", ") + ")" }
      var classes = SizeClassPair(SizeClass.defaults(width: frame.width, height: frame.height))
      if let (deviceClasses, words) = deviceClasses(
        landscape: isLandscapeDocument, width: frame.width, height: frame.height)
      {
        classes = deviceClasses
        line += words
      }
      line += scaleWord
      lines.append((line, "\(formatNumber(frame.width)) x \(formatNumber(frame.height))"))
      screenClasses.append(classes)
    } else {
      warn("the scene's root view has no frame; it is laid out on an iPhone 15", at: root.tagSpan)
      lines.append(("screen \"iPhone 15\"", "iPhone 15"))
      if let device = Device.named("iPhone 15") {
        screenClasses.append(SizeClassPair(device.screen(landscape: false).sizeClasses))
      }
    }
    // Xcode 6 drew iOS 8's root margins, 16 points at the sides on every canvas, where later
    // Xcodes draw 20 on ones 414 wide or more (however low): the corpus's 600 x 600
    // controllers show 16 under toolsVersion 6250 to 7706 (10 of 13 readings) and 20 from
    // 9xxx on (60 of 71) (`Fidelity/margins.py`, Notes/InterfaceBuilder.md). An iPad's
    // canvas (768 or 1024 wide) had iOS 8's iPad margins, 20: puls/SwiftChess (7519, an
    // iPad in portrait, fresh-87, 4 readings) and programming086/TextKitPresentation (7706,
    // in landscape, 6) store 20.
    let drawsIOS8Margins =
      controller != nil && toolsVersion > 0 && toolsVersion < 8000 && requestedDevices.isEmpty
      && frame.map { $0.width >= 414 && $0.width < 768 } == true
    // Xcode 9.2 and earlier drew a xib's top-level view as a plain view, with UIView's
    // 8-point margins, whoever owns it: 8 in 4 of the 5 readings of such views in the corpus
    // (a view controller's under toolsVersion 10116 and 11xxx, a custom view's under 9532, an
    // ownerless error view's under 13122), where the view controllers' views of Xcode 9.3
    // (14113) and later show 16 (`Fidelity/margins.py`-style readings,
    // Notes/InterfaceBuilder.md).
    let drawsPlainView =
      controller == nil && toolsVersion > 0 && toolsVersion < 14000 && requestedDevices.isEmpty
    for line in lines {
      piece(from: root.tagSpan)
      text +=
        line.text + (drawsIOS8Margins ? " margins(leading: 16, trailing: 16)" : "")
        + (drawsPlainView ? " cell" : "") + (rootMarginsFromEdges ? " edgeMargins" : "") + "\n"
    }
    return lines.map(\.device)
  }

  /// A controller's view, or a xib's top-level view, in a document that does not use
  /// safe-area layout guides: Xcode measures its margins from its edges, not from below the
  /// bars. Read off the corpus's stored frames (Notes/InterfaceBuilder.md): every root
  /// `topMargin` and `bottomMargin` in such documents lies 0 from the edge (17 of 17, Xcode 6
  /// to 12), every one in documents with a safe area below it; and a xib view of Xcode 7
  /// under a simulated navigation bar has its top margin 8 from its edge (swim-todo-ios).
  /// Not a xib's view on a phone with a sensor housing from Xcode 9.3 on, which keeps the
  /// phone's safe area (`drawsUnguidedSafeArea`).
  private var rootMarginsFromEdges: Bool {
    cell == nil && !hasSafeAreaGuide && !(drawsUnguidedSafeArea && hasSensorHousing)
  }

  /// Whether a view in no controller without a safe-area guide is still drawn with its
  /// device's safe area, its margins measured from it: a xib's top-level view from Xcode 9.3
  /// on (before, `drawsPlainView` draws it as a plain view). SwiftMessages' five message
  /// xibs (Xcode 10.1, an iPhone XR, in emrdgrmnci/Food's Pods) and
  /// sourcelocation/ChessSwift's EnjoymentView.xib (Xcode 13, an iPhone 11, fresh-87), none
  /// with a safe-area guide, store views pinned to the root's top and bottom margins 44
  /// below its top and 34 above its bottom, the iPhone's insets; on phones without a sensor
  /// housing the corpus has no such reading.
  private var drawsUnguidedSafeArea: Bool {
    controller == nil && cell == nil && !hasSafeAreaGuide && toolsVersion >= 14000
  }

  /// A toolbar's height on a phone: 49 above a home indicator's inset, 44 without one.
  static func toolbarHeight(indicator: Double) -> Double { indicator > 0 ? 49 : 44 }

  /// The opaque bars a controller's view is laid out between: a view stored at the top of
  /// its device's screen but shorter by its navigation bar (and the status bar above it),
  /// by its bottom bar — a tab bar, or a toolbar it does not extend under — (and the home
  /// indicator's inset below it), or by both, when those bars are opaque. UIKit lays a view
  /// out below an opaque navigation bar and above an opaque tab bar
  /// (`extendedLayoutIncludesOpaqueBars` is off by default: Apple's UIViewController
  /// documentation), and Xcode 9 and later store it so, at y 0:
  /// Passenger_iOS (fresh-4) a 320 x 524 view under a 44-point opaque bar on a 568-point
  /// iPhone SE drawn without a status bar, and a 375 x 623 one on an iPhone 8, both pinning
  /// a view to the safe area's top at the constant; ultra-meetup's Xcode 5 tabs, 320 x 519
  /// on a 568-point canvas with no device, their table ending at y 519; ConversaBusiness-iOS
  /// (fresh-23, Xcode 9) a tab's root and a screen it pushes, 375 x 554 on an iPhone 8
  /// between an opaque navigation bar and an opaque tab bar (667 − 20 − 44 − 49), and the
  /// root at 320 x 455 in its storyboard for the 4-inch phone. On a device of the table, a
  /// view above the tab bar ends where the bar starts, above the home indicator's inset.
  /// An iPad's tab bar is 50 points, an older iPad's too (pratikg29/Horoscope, fresh-72:
  /// 768 x 974 tabs on a 9.7" iPad under Xcode 11).
  private func opaqueBars(around frame: Rect) -> (navigation: Bool, bottom: Bool) {
    let (underTop, underBottom) = extendsUnderBars
    let navigation = bars.navigationBar && (bars.opaqueNavigationBar || !underTop)
    // A toolbar the view does not extend under is one it ends at, as at such a tab bar:
    // Alinaprotsyuk/Wallet's categories (Xcode 9, an iPhone 8), extended under its top bar
    // only, are stored 375 x 623 above a simulated toolbar, content pinned 30 below the top
    // layout guide at 94, under the status and navigation bars.
    let toolbarOnly = bars.toolbar && !bars.tabBar && !underBottom
    let bottomBars = bars.tabBar && (bars.opaqueTabBar || !underBottom) || toolbarOnly
    guard navigation || bottomBars, frame.y == 0 else { return (false, false) }
    guard let screen = documentScreen else { return (false, bottomBars && deviceID == nil) }
    guard frame.width == screen.width else { return (false, false) }
    let drawnBar = InterfaceBuilderDevices.navigationBar(
      id: deviceID, toolsVersion: toolsVersion, landscape: false)
    let top = (drawnStatusBar ?? screen.top) + (showsLargeTitle ? largeTitleBar : drawnBar ?? 44)
    let bottomBar =
      toolbarOnly ? Self.toolbarHeight(indicator: screen.bottom) : isPadDocument ? 50 : 49
    let bottom = bottomBar + screen.bottom
    for (below, above) in [(true, true), (true, false), (false, true)]
    where (navigation || !below) && (bottomBars || !above) {
      if frame.height == screen.height - (below ? top : 0) - (above ? bottom : 0) {
        return (below, above)
      }
    }
    // A sheet (Xcode 11 and later draw a phone's presented controller as one): below its
    // 56-point bar, the rest of the sheet's height.
    if navigation, toolsVersion >= 15000, let device = documentDevice, !device.isPad,
      !showsLargeTitle, frame.height == sheetHeight(on: device) - 56
    {
      return (true, false)
    }
    return (false, false)
  }

  /// Whether the controller's view extends under its top and its bottom bars: UIKit's
  /// `edgesForExtendedLayout`, all edges unless Interface Builder's "Extend Edges" boxes are
  /// cleared (`<extendedEdge key="edgesForExtendedLayout" top="YES"/>` names the edges kept;
  /// an edge it leaves out is not extended). A view that does not extend under a bar is laid
  /// out beside it, as beside an opaque bar: swdmorris/Hotels-iOS (fresh-74, Xcode 6) stores
  /// the two tabs of a tab bar controller whose controllers extend under no bar 320 x 519 on
  /// a 568-point canvas, pinned to the bottom layout guide at 519; BinaryBlitz/Quiz-iOS
  /// (Xcode 8, an iPhone 8) a tab extended under its top bar only 375 x 618.
  private var extendsUnderBars: (top: Bool, bottom: Bool) {
    guard let edges = controller?.child("extendedEdge", key: "edgesForExtendedLayout") else {
      return (true, true)
    }
    return (edges["top"] == "YES", edges["bottom"] == "YES")
  }

  /// The height of a page sheet on a phone in portrait, as Xcode 11 and later draw it: the
  /// screen less the status bar's 20 points on a phone without a sensor housing (375 x 647
  /// on an iPhone 8, 414 x 716 on an iPhone 8 Plus), less the status bar and 10 more on
  /// one with (414 x 842 on an iPhone XS Max) — the sizes of the corpus's presented
  /// controllers.
  private func sheetHeight(on device: Device) -> Double {
    let screen = device.screen(landscape: false)
    let status = drawnStatusBar ?? screen.safeArea.top
    return screen.height - (status > 20 ? status + 10 : 20)
  }

  /// A controller drawn as wide as its device and taller than it: a freeform canvas for a
  /// page that scrolls. Unless it is presented (then it is drawn as a sheet), Xcode draws it
  /// under the device's status bar, as the screen's top: UISegmentedControl's 414 x 1500
  /// initial controller (iPhone 11, 17154) pins content to the safe area's top 44 below its
  /// own, and Basic_15_ScrollView's 414 x 1000 one (fresh-6, an iPhone 8 Plus, no segue) 20
  /// below; BirthdayTracker's presented 414 x 1046 controller (16096) has no status bar.
  private func isTallerThanDevice(_ frame: Rect) -> Bool {
    guard let screen = documentScreen, !screen.isLegacy else { return false }
    return frame.width == screen.width && frame.height > screen.height
  }

  /// The document's device, where Strut's table has it.
  private var documentDevice: Device? { InterfaceBuilderDevices.device(id: deviceID) }

  /// `documentScale` as a screen line's option (` @2x`); nothing where there is none.
  private var scaleWord: String { DisplayScale.suffix(documentScale) }

  /// The document's display scale, written on a screen line given a size, so that its
  /// frames are snapped to the pixel grid Xcode stored them on, as a device line's are: the
  /// table's device's; 2 for the older devices Xcode draws (every one a Retina display: the
  /// iPhone 4s, 5 and SE, the 9.7" iPad, the first 10.5", 11" and 12.9" iPad Pros) and for a
  /// document without a device (Xcode 6 and 7's canvas); 2 as well for an @3x phone under
  /// Xcode 8 (toolsVersion below 13000). Evidence (`Fidelity/corpus.tsv`, Notes/
  /// InterfaceBuilder.md): a label centred between edges a half point apart on an iPhone 4s
  /// is stored at y 188, not 187.25 (15ZonesStudio/SCC, Xcode 9); an image view centred in a
  /// 43.5-point row of an iPhone 8 at 11, not 11.75 (itolisto/ConversaBusiness-iOS); the
  /// corpus's documents without a device store no frame value on a third of a point; and
  /// three Xcode 8 documents of an iPhone 8 Plus store centred views on half points
  /// (haitran2011/cosmos, MallyDev/SMARkeT, Jordan9185/Journal) where one scene of
  /// MallyDev's is on thirds. Screens asked for by name (`--device`) have their device's.
  private var documentScale: Double? {
    guard requestedDevices.isEmpty else { return nil }
    if let scale = documentDevice?.scale {
      return toolsVersion > 0 && toolsVersion < 13000 ? 2 : scale
    }
    return deviceID.map { InterfaceBuilderDevices.legacy[$0] != nil } ?? true ? 2 : nil
  }

  /// The document is drawn on an iPad, of Strut's table or an older one.
  private var isPadDocument: Bool {
    documentDevice?.isPad ?? (deviceID?.hasPrefix("ipad") == true)
  }

  /// A navigation bar of `height` as this Xcode draws it: an iPad's regular bar is 50
  /// points high from iOS 12 (Xcode 10) on, 44 before (Geoff Hackworth, "iPad Navigation
  /// Bar and Toolbar Height Changes in iOS 12", 2018; an Xcode 13 iPad storyboard of the
  /// corpus stores its bar 50 high).
  private func navigationBarHeight(_ height: Double, isPad: Bool) -> Double {
    height == 44 && isPad && toolsVersion >= 14000 ? 50 : height
  }

  /// Xcode 6 and 7 drew a document without a device (`<device>` arrived with Xcode 8) in
  /// the "Any" width and height of their size-class canvas: its stored frames are those of
  /// the `default` variations alone, and only a device asked for has classes of its own.
  /// YMoney's Xcode 7 cell (fresh-13 in `Fidelity/corpus.tsv`) stores a label excluded by
  /// default and included in compact width and height at (-42, -21), as Xcode stores a view
  /// it does not install; Iconicus' and XLogin's buttons and text fields, constrained only
  /// in their variations, are stored `ambiguous="YES"`. A device-less document of Xcode 9
  /// (tacocat, 13196) is stored with its phone's variations, as later documents with a
  /// device are.
  private var isDrawnForAnyClasses: Bool {
    deviceID == nil && requestedDevices.isEmpty && toolsVersion > 0 && toolsVersion < 11000
  }

  /// The document's device in portrait: a device of the table, or an older one Xcode can
  /// draw (`InterfaceBuilderDevices.legacy`, no bottom inset); nil for none.
  private var documentScreen:
    (width: Double, height: Double, top: Double, bottom: Double, isLegacy: Bool)?
  {
    guard let deviceID else { return nil }
    if let device = documentDevice {
      let screen = device.screen(landscape: false)
      let bottom = documentIndicator(landscape: false) ?? screen.safeArea.bottom
      return (screen.width, screen.height, screen.safeArea.top, bottom, false)
    }
    return InterfaceBuilderDevices.legacy[deviceID].map {
      ($0.width, $0.height, $0.top, 0, true)
    }
  }

  /// Whether the document's device is a phone with a sensor housing, whose safe area keeps
  /// an inset above a view that shows no status bar. A xib's free-sized view is drawn so:
  /// under the housing's inset on an iPhone 11 (Hase401/AutoLayout_Practice, fresh-6: three
  /// views of toolsVersion 18122 store their content 44 below the safe area's top), with
  /// none on an iPhone 8 (osanaikoutarou's DynamicStackView and MultiLineStackView,
  /// fresh-7: four views of 14460 store it at 0; `Fidelity/corpus.tsv`).
  private var hasSensorHousing: Bool {
    guard let device = documentDevice else { return false }
    return !device.isPad && device.screen(landscape: false).safeArea.top > 20
  }

  /// The document's device's size classes, and the screen options (` regularHeight`) that
  /// state them where a screen of this size would otherwise get others; nil without a
  /// device of the table.
  private func deviceClasses(landscape: Bool, width: Double, height: Double)
    -> (SizeClassPair, String)?
  {
    let classes: SizeClassPair
    if let device = documentDevice {
      classes = SizeClassPair(device.screen(landscape: landscape).sizeClasses)
    } else if let screen = documentScreen {
      // An older device Xcode still draws (an iPhone SE, a 9.7" iPad): the classes its
      // screen has, as UIKit gives a phone's or a tablet's full screen.
      classes = SizeClassPair(
        SizeClass.defaults(
          width: landscape ? screen.height : screen.width,
          height: landscape ? screen.width : screen.height))
    } else {
      return nil
    }
    let implied = SizeClassPair(SizeClass.defaults(width: width, height: height))
    var words = ""
    if classes.widthIsCompact != implied.widthIsCompact {
      words += classes.widthIsCompact ? " compactWidth" : " regularWidth"
    }
    if classes.heightIsCompact != implied.heightIsCompact {
      words += classes.heightIsCompact ? " compactHeight" : " regularHeight"
    }
    return (classes, words)
  }

  /// Whether the controller was given a freeform size in Interface Builder (its simulated
  /// size "Freeform": `<size key="freeformSize">`), rather than a presentation's.
  private var hasFreeformSize: Bool {
    controller?.children.contains { $0.name == "size" && $0["key"] == "freeformSize" } ?? false
  }

  /// Whether Xcode draws the controller inside a sheet, whatever size its canvas has: it is
  /// presented, or — from Xcode 11 (toolsVersion 14800), which draws a phone's presentation
  /// as iOS 13's sheet — it is a tab, a navigation root or a pushed screen of a presented
  /// container, or is presented by a `show` segue from outside any navigation stack
  /// (`Bars.inShownPresentation`). merovic/Trip (Xcode 11.2, an iPhone 11, fresh-70): a
  /// login screen in no navigation controller shows a tab bar controller, and the roots of
  /// its tabs' navigation controllers, tall freeform canvases (414 x 1092 to 414 x 2246),
  /// store their content below a 56-point bar with no status bar above it, and 83 (the tab
  /// bar and the home indicator) above their bottom. ThomasBerranger/MMList's root of a
  /// presented navigation controller (Xcode 9) is drawn under the status bar, full screen.
  private var isDrawnInSheet: Bool {
    bars.isPresented
      || (toolsVersion >= 14800 && (bars.inPresentation || bars.inShownPresentation))
  }

  /// Whether the root has a safe-area layout guide (Xcode 9 and later, unless turned off).
  private var hasSafeAreaGuide: Bool {
    root.children(named: "viewLayoutGuide").contains { $0["key"] == "safeArea" }
  }

  /// The status bar Xcode draws at the top of a view of no device's size that it draws as
  /// the screen's top: the document's device's, as that Xcode drew it. Used for a xib's
  /// free-sized top-level view with a safe area on a phone with a sensor housing
  /// (`hasSensorHousing`; below it, `freeViewIndicator`) and for a controller taller than
  /// its device (`isTallerThanDevice`).
  private var drawnStatusBar: Double? {
    guard let screen = documentScreen else { return nil }
    return InterfaceBuilderDevices.statusBar(
      id: deviceID, toolsVersion: toolsVersion, landscape: false) ?? screen.top
  }

  /// The home indicator's inset as the Xcode that saved the document drew it on the
  /// document's device, where that is not the device's own (`InterfaceBuilderDevices
  /// .homeIndicator`).
  private func documentIndicator(landscape: Bool, drawn: Device? = nil) -> Double? {
    InterfaceBuilderDevices.homeIndicator(
      id: deviceID, toolsVersion: toolsVersion, landscape: landscape, drawn: drawn)
  }

  /// The first toolsVersion seen drawing a xib's free-sized view as a screen of its own
  /// (Xcode 14.3; 21507, Xcode 14.2, still drew it at the screen's top).
  static let firstDrawingFreeViewsAsScreens = 21701.0

  /// The home indicator's inset at the bottom of a xib's free-sized view on a phone with a
  /// sensor housing: Xcode draws a view that fits its device's screen at the screen's top,
  /// so the view's safe area ends where the view reaches into the indicator's band, and a
  /// view wider or taller than the screen as a screen of its own, the whole inset below it.
  /// Zacharyg88/S.A.M's HeroPowersView.xib (374 x 896 on an iPhone 11, Xcode 13) stores a
  /// table pinned to the safe area's bottom 34 above its bottom, and three views of the
  /// same project 414 wide and 64 to 506 high store theirs at the bottom;
  /// Hase401/AutoLayout_Practice's FirstView.xib (433 x 459, Xcode 13) and
  /// SananHusain/Instagram-Story-Carousel's 762 x 1131 view (an iPhone 15, Xcode 14.3)
  /// store 34. Xcode 14.3 and later (toolsVersion 21701 on) draw every free-sized view as a
  /// screen of its own: black4401/AutolayoutPractice's 393 x 36 view and the 320 x 151 and
  /// 320 x 50 collection headers of two bootcamp projects (yujinnee, kimkyuchul; iPhone 15,
  /// 21701) store views pinned to the safe area's bottom 34 above theirs, where
  /// KidKid7/ios-learning-1's 320 x 50 header and 193 x 255 cell (Xcode 14.2, 21507, an
  /// iPhone 14 Pro) store theirs at the bottom (Notes/InterfaceBuilder.md).
  private func freeViewIndicator(_ frame: Rect) -> Double {
    guard let device = documentDevice else { return 0 }
    let screen = device.screen(landscape: isLandscapeDocument)
    let bottom = documentIndicator(landscape: isLandscapeDocument) ?? screen.safeArea.bottom
    if frame.width > screen.width || frame.height > screen.height
      || toolsVersion >= Self.firstDrawingFreeViewsAsScreens
    {
      return bottom
    }
    return max(0, min(bottom, frame.height - (screen.height - bottom)))
  }

  /// The controller's simulated status bar is "None" (`<nil
  /// key="simulatedStatusBarMetrics"/>`, as Xcode writes it), or it infers its own (stores
  /// no status bar metrics) in a navigation or tab bar controller whose status bar is None,
  /// in a document of Xcode 8 or earlier: no status bar above its view. A phone's sensor
  /// housing still insets the safe area; an iPad's and an older phone's inset is the status
  /// bar's alone.
  /// Cronos/educationtestapp (fresh-14, Xcode 7) stores tables pinned to the top layout
  /// guide at y 0 on the 600 x 600 canvas (11 views), dloomb/spotify-api-sample (Xcode 8,
  /// an iPhone 6) at 0 too (3). From Xcode 9 on, the simulated metric no longer moves the
  /// guide: idva/typography-ios (fresh-25, Xcode 9, an iPad 9.7" in landscape; 5 views)
  /// and marianvinicay/unPredictable (fresh-22, Xcode 10, an iPhone 8; 2) store their
  /// content 20 below the top. iamsea/project2 (fresh-81, Xcode 7) stores the roots of two
  /// 500 x 450 navigation controllers whose status bar is None with a stack view 20 below
  /// the top layout guide at y 64, under the 44-point bar alone.
  private var hidesStatusBar: Bool {
    guard toolsVersion < 13000, let controller else { return false }
    let infersItsOwn = !controller.children.contains { $0["key"] == "simulatedStatusBarMetrics" }
    return SceneReader.Bars.hidesStatusBar(controller) || (bars.statusBarHidden && infersItsOwn)
  }

  /// The inset above the view when the status bar's is `top`: none where the controller
  /// hides the status bar and the inset is the status bar's alone (an iPad's, or 20 points
  /// or less), else `top` (a sensor housing's stays).
  private func shownStatusBar(_ top: Double, isPad: Bool) -> Double {
    hidesStatusBar && (isPad || top <= 20) ? 0 : top
  }

  /// The room a navigation item's prompt (`prompt="…"`, a line of text above the title)
  /// adds to its bar: 34 points in the documents read — AleynaISIK/techcareer_ios_bootcamp
  /// (Xcode 14.3) and deniz-yuce/iOS_Bootcamp (Xcode 13.3), fresh-49, store a label pinned
  /// 32 below the safe area's top of an iPhone 11 at 48 + 78 + 32 and 44 + 78 + 32; five
  /// other documents with prompts pin nothing to that edge (Notes/InterfaceBuilder.md).
  private var promptHeight: Double {
    guard let item = controller?.child("navigationItem"), let prompt = item["prompt"],
      !prompt.isEmpty
    else { return 0 }
    return 34
  }

  /// A large-title navigation bar's height: 96 (44 and the 52-point title below), or the
  /// height the navigation controller stores its bar at (`Bars.largeTitleBarHeight`).
  private var largeTitleBar: Double { bars.largeTitleBarHeight ?? 96 }

  /// The navigation bar shows a large title: its controller prefers them and the
  /// controller's item does not turn them off (`Bars.titleIsCompact`).
  private var showsLargeTitle: Bool {
    bars.largeTitles
      && !(controller.map { SceneReader.Bars.titleIsCompact(of: $0, after: bars) } ?? false)
      && !drawsRootTitleCollapsed
  }

  /// Xcode 11 and later (toolsVersion 15000 on) draw the large title of a navigation
  /// stack's root collapsed, a 44-point bar, when the root's view begins with a table or
  /// collection view (`firstScrollView(under:)`) that shows content — a cell, or a table's
  /// header view (Omgandhi18/OG-Chat's profile, Xcode 15; a footer view, which sits at the
  /// top of a table without cells as well, is taken alike, no document read) — the scroll
  /// view a navigation bar tracks, whose content the large title would otherwise sit over.
  /// Roots so stored: Bradsta/Mangos (19455), Anushkinz/CryptoApp (19529),
  /// TelemTobi/Deezer-Music and its fork (20037), OG-Chat's two roots (32700),
  /// kenstir/hemlock-ios (23727, 32700), six fresh-49 projects, and, before Xcode 13.1,
  /// peter0bassem/Music-Player, Kushalthakar/Lapse, yenlydu/CryptoStockApp,
  /// jyotishankarsahoo/Quotes' two, sametbugraoktay/Reminder and neupokoevsy/Budget,
  /// against one (Andrew11US/iOS-Quiz-Test). Every root whose table has neither a cell nor
  /// a header view is stored under the 96-point bar: arturryzhikh/Translator,
  /// AsifSyeed/Reminder-App, GokulKatragadda9/Storyboards and, of Xcode 14.2,
  /// maksyak108/2023SimbirSoft (21507). Controllers pushed onto the stack keep the large
  /// title (Bradsta's two, Kushalthakar/Lapse's two), and so do roots of Xcode 10
  /// (Abdalrahim/coRetail, PaulSolt/iOS6-Notes, packhorse/Contractanator)
  /// (Notes/InterfaceBuilder.md).
  private var drawsRootTitleCollapsed: Bool {
    guard bars.isStackRoot, toolsVersion >= 15000, controller != nil, root.name == "view",
      let scrollView = Self.firstScrollView(under: root),
      let cells = SceneReader.cells(of: scrollView)
    else { return false }
    return cells.contains { $0.name != "collectionReusableView" }
      || scrollView.children.contains {
        $0.name == "view" && ($0["key"] == "tableHeaderView" || $0["key"] == "tableFooterView")
      }
  }

  /// The table or collection view a navigation bar tracks: the root's first subview, or
  /// the first subview of a container (a plain view or a stack view) that is first, down
  /// the chain. KrishnaJukuru/UpcomingEvents (Xcode 13.2) stores its root's title collapsed
  /// over a table that is a stack view's first arranged subview (Notes/InterfaceBuilder.md);
  /// a plain container is taken alike, the corpus holding no such root pinned to the safe
  /// area to tell.
  private static func firstScrollView(under root: XMLElement) -> XMLElement? {
    var element = root.child("subviews")?.children.first
    while let current = element {
      switch current.name {
      case "tableView", "collectionView": return current
      case "view", "stackView": element = current.child("subviews")?.children.first
      default: return nil
      }
    }
    return nil
  }

  /// How much of a table cell's 11-point bottom margin the separator takes, in documents of
  /// Xcode 9.2 to 10 (toolsVersion 13500 to 14999, `SceneReader.modernCellsSince` on): those
  /// Xcodes drew iOS 11–12's cells, whose content view takes its vertical margins from the
  /// cell, 11 points from the *cell's* bottom, so a content view stored short of its cell by
  /// a separator (0.5 at @2x, a third at @3x) has that much less below its bottom margin.
  /// Views pinned to such a content view's bottom margin in the corpus: 159 readings 10.5
  /// above a 43.5-point content view's bottom (Mabalkhil/ShareCast, anabiha/Decide,
  /// rhysforyou/BarMagnet, emrdgrmnci/Food …) and 25 readings 10.67 above one a third short,
  /// none at 11, against 11 where the content view fills its cell (68 readings). The other
  /// 29 readings sit where no margin puts them (johndpope/PianoMemo's eleven stale static
  /// cells at 8, constants Xcode did not apply). Xcode 9.0 and 9.1's own 8 (BlackTechnology's
  /// and Stackview-App-Project's xib cells: 8 above a 43.5-point content view's bottom) and
  /// Xcode 11 and later's full-height content views have no such gap
  /// (Notes/InterfaceBuilder.md).
  private func separatorInBottomMargin(of content: XMLElement) -> Double {
    guard (SceneReader.modernCellsSince..<15000).contains(toolsVersion),
      cell?.isPlainView == false,
      let cellHeight = Self.rect(root.child("rect", key: "frame"))?.height,
      let contentHeight = Self.rect(content.child("rect", key: "frame"))?.height,
      case let gap = cellHeight - contentHeight, gap > 0, gap < 1
    else { return 0 }
    return gap
  }

  /// Where a cell's content view ends beside the cell's accessory; nil without one.
  static func accessoryTrailing(_ cell: Cell) -> String? {
    cell.accessoryWidth > 0
      ? "root.trailing - \(formatNumber(cell.accessoryWidth))  # the accessory's room" : nil
  }

  static func isScreenSized(_ frame: Rect) -> Bool {
    Device.all.contains {
      ($0.width == frame.width && $0.height == frame.height)
        || ($0.width == frame.height && $0.height == frame.width)
    }
  }

  static func rect(_ element: XMLElement?) -> Rect? {
    guard let element, let x = number(element["x"]), let y = number(element["y"]),
      let width = number(element["width"]), let height = number(element["height"])
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// A finite number of sensible size, or nil.
  static func number(_ text: String?) -> Double? {
    guard let text, let value = Double(text), value.isFinite, abs(value) <= 1e7 else { return nil }
    return value
  }

  static func commentSafe(_ text: String) -> String {
    String(text.map { $0.isNewline || $0.asciiValue.map { $0 < 32 } == true ? " " : $0 })
  }

  // MARK: Declarations

  /// Views that size-class variations leave out of every screen of the scene (a
  /// `<variation key="…"><mask key="subviews"><exclude reference="…"/>` on their superview,
  /// general keys before specific ones, as for constraints), with their subviews: UIKit
  /// does not install them, nor any constraint that names them.
  private var uninstalled: Set<String> = []

  private func isDropped(_ node: Node) -> Bool { uninstalled.contains(node.id) }

  /// The size classes of the scene's screens, as `writeHeaderAndScreens` chose them.
  private var screenClasses: [SizeClassPair] = []

  private mutating func dropUninstalledViews() {
    let pairs = screenClasses
    guard !pairs.isEmpty else { return }
    for (index, node) in nodes.enumerated() where index > 0 {
      guard let parent = node.parent else { continue }
      if uninstalled.contains(nodes[parent].id) {
        uninstalled.insert(node.id)
        continue
      }
      // A cell (or a visual-effect view) keeps the masks of its content view's subviews
      // itself, the content view having no `<variation>` of its own: edgaryu/planner-iOS
      // (fresh-65, Xcode 9) excludes a cell's background view so, and Xcode stores it where
      // no constraint puts it.
      var masks = Self.subviewMasks(of: nodes[parent].element)[node.id] ?? []
      if masks.isEmpty, nodes[parent].element["key"] == "contentView",
        let owner = nodes[parent].parent
      {
        masks = Self.subviewMasks(of: nodes[owner].element)[node.id] ?? []
      }
      guard !masks.isEmpty else { continue }
      let installed = pairs.map { Self.isInstalled(node.id, masks: masks, in: $0) }
      if !installed.contains(true) {
        uninstalled.insert(node.id)
      } else if installed.contains(false) {
        warn(
          "'\(node.name)' is installed in some of the size classes of these screens only; it is laid out on all of them (run one device at a time for the others)",
          at: node.element.tagSpan)
      }
    }
  }

  private mutating func writeDeclarations() {
    var children: [[Int]] = Array(repeating: [], count: nodes.count)
    for (index, node) in nodes.enumerated() where !isDropped(node) {
      if let parent = node.parent { children[parent].append(index) }
    }
    // Depth-first with an explicit stack: (node, closing?) pairs.
    var stack: [(index: Int, closing: Bool, depth: Int)] = children[0].reversed().map {
      ($0, false, 0)
    }
    while let (index, closing, depth) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth)
      if closing {
        text += indent + "}\n"
        continue
      }
      let node = nodes[index]
      piece(from: node.element.tagSpan)
      text += indent + declaration(of: node)
      if children[index].isEmpty {
        text += "  # \(node.id)\n"
      } else {
        text += " {  # \(node.id)\n"
        stack.append((index, true, depth))
        stack += children[index].reversed().map { ($0, false, depth + 1) }
      }
    }
  }

  /// How a kind of element is declared and which axes have an intrinsic size (read from
  /// the stored frame) — see Notes/InterfaceBuilder.md.
  enum Intrinsic { case none, both, height, fromKind }

  static func kind(of element: XMLElement) -> (kind: String, intrinsic: Intrinsic) {
    // An element Strut does not know: its stored size stands for whatever size it has of
    // its own, and the reader says so (`unknownElementWarning`).
    knownKind(of: element) ?? ("view", .both)
  }

  /// `kind(of:)` for the elements the reader knows by name; nil for any other.
  static func knownKind(of element: XMLElement) -> (kind: String, intrinsic: Intrinsic)? {
    switch element.name {
    case "label": ("label", .both)
    // The image is an attribute, or (Xcode 13 and later, for a symbol given a scale or a
    // rendering mode) an `<imageReference key="image">` child.
    case "imageView": ("image", imageName(of: element) != nil ? .both : .none)
    // A stack subclass with no arranged views in the document (an `IBDesignable` rating
    // control that adds its buttons in code) is stored at the size Interface Builder
    // rendered it: that size stands for its content, as a custom view's placeholder does.
    case "stackView" where element["customClass"] != nil && Self.subviews(of: element).isEmpty:
      ("view", .both)
    case "stackView": ("stack", .none)
    case "scrollView", "tableView", "collectionView": ("scroll", .none)
    case "switch": ("switch", .fromKind)
    case "slider": ("slider", .fromKind)
    case "button": ("button", .both)
    case "textField": ("textField", .both)
    case "segmentedControl": ("segmentedControl", .both)
    // Its stored frame (a stretched large one is 37 wide and as high as its constraints).
    case "activityIndicatorView": ("activityIndicator", .both)
    // Their stored frames: steppers were 29 high before iOS 13, progress views 2, page
    // controls 37 before iOS 14, and a page control's width follows its pages.
    case "stepper": ("stepper", .both)
    case "pageControl": ("pageControl", .both)
    case "progressView": ("progressView", .height)
    case "datePicker", "pickerView": ("view", .both)
    case "searchBar", "navigationBar", "toolbar", "tabBar": ("view", .height)
    case "textView": ("textView", element["scrollEnabled"] == "NO" ? .both : .none)
    case "view" where element["customClass"] != nil && Self.subviews(of: element).isEmpty:
      ("view", .both)
    // UIColorWell (iOS 14) sizes itself: HHJ-S2/my-memo-swift's (Xcode 15, fresh-53) is
    // stored 28 x 28, centred in a stack by nothing but that size.
    case "colorWell": ("view", .both)
    case _ where plainViewElements.contains(element.name): ("view", .none)
    default: nil
    }
  }

  /// The elements of iOS documents that are views with no size of their own: the
  /// constraints (or the autoresizing mask) alone size them.
  static let plainViewElements: Set<String> = [
    "view", "containerView", "mapView", "wkWebView", "webView", "visualEffectView",
    "adBannerView", "arscnView", "arskView", "glkView", "skView", "sceneKitView", "mtkView",
    "tableViewCell", "collectionViewCell", "collectionReusableView",
    "tableViewCellContentView", "collectionViewCellContentView",
  ]

  /// The warning an element gets whose kind Strut does not know, or nil.
  static func unknownElementWarning(_ element: XMLElement, name: String) -> String? {
    guard knownKind(of: element) == nil else { return nil }
    return
      "'\(name)' is a <\(element.name)>, which Strut does not know: it is laid out as a plain view whose own size is its stored frame's"
  }

  /// The image an image view shows, by name: its `image` attribute, or its
  /// `<imageReference key="image">`'s.
  static func imageName(of element: XMLElement) -> String? {
    imageSource(of: element)?["image"]
  }

  /// The element that names an image view's image, with its `catalog` (and, for a
  /// reference, its `symbolScale`): the image view itself, or (Xcode 13 and later, for a
  /// symbol given a rendering mode or a symbol scale) its `<imageReference key="image">`.
  static func imageSource(of element: XMLElement) -> XMLElement? {
    element["image"] != nil ? element : element.child("imageReference", key: "image")
  }

  /// A system symbol an image view shows at the default configuration (with a
  /// `preferredSymbolConfiguration` its insets are not known), or a button shows as its
  /// background image (`<state key="normal" backgroundImage="…" catalog="system">`, in a
  /// button of no `<buttonConfiguration>`): UIButton takes its background image's
  /// alignment insets, not its foreground image's. Xcode stores such buttons' frames off
  /// their size constraints by the symbol's insets — `location.circle.fill` 40 x 40 at
  /// 39 high on @2x phones in 2manas1/weatherappmanas and its copies (Xcode 11 to 16),
  /// `checkmark.circle.fill` 35 x 35 at 33.67 on an iPhone 15 (AlbertoGiambone/
  /// Fertilizer-Calc-App), `play.circle.fill` 80 x 80 at 78.67 one point down on an
  /// iPhone 14 Plus (Gabriel-Gershberg-Dev/CardGame-IOS-main, roma321m/CardGame) — where
  /// buttons showing a symbol as their image keep their constraints' size (the corpus's
  /// 135 with size constraints; Notes/UIKitControls.md).
  static func symbol(of element: XMLElement) -> String? {
    let symbol: String?
    switch element.name {
    // A rendering mode draws the same glyph; a symbol scale other than the default draws
    // another size, whose insets are not known.
    case "imageView":
      let source = imageSource(of: element)
      let scale = source?["symbolScale"] ?? "default"
      symbol = source?["catalog"] == "system" && scale == "default" ? source?["image"] : nil
    case "button" where element.child("buttonConfiguration") == nil:
      let normal = element.children(named: "state").first { $0["key"] == "normal" }
      symbol = normal?["catalog"] == "system" ? normal?["backgroundImage"] : nil
    default: return nil
    }
    guard
      element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") == nil
    else { return nil }
    return symbol
  }

  /// How far the element's frame reaches beyond its alignment rect: its kind's, or its
  /// symbol image's on a display of `scale` (the document's device's, which its stored
  /// frames were drawn on).
  static func alignmentInsets(of element: XMLElement, scale: Double?) -> EdgeInsets {
    if let symbol = symbol(of: element),
      let insets = SymbolMetrics.alignmentInsets(of: symbol, scale: scale)
    {
      return insets
    }
    if isBarProgress(element) { return UIKitDefaults.barProgressInsets }
    return ViewKind(named: kind(of: element).kind)?.alignmentInsets ?? .zero
  }

  /// A progress view of the bar style (`progressViewStyle="bar"`).
  static func isBarProgress(_ element: XMLElement) -> Bool {
    element.name == "progressView" && element["progressViewStyle"] == "bar"
  }

  /// The point sizes of the text styles a font description names (`style=
  /// "UICTFontTextStyleHeadline"`: Interface Builder's "Text Styles") at the default
  /// Dynamic Type size, Large — Apple's Human Interface Guidelines, "Typography", iOS
  /// Dynamic Type sizes: Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17,
  /// Body 17, Callout 16, Subheadline 15, Footnote 13, Caption 1 12, Caption 2 11. Their
  /// baselines follow those sizes (tatsuyamoriguchi/Habits and three other copies of
  /// Apple's Habits exercise, fresh-36, align a Title 0 and a Subheadline label by their
  /// first baselines and store the second 18 points lower).
  static let textStyleSizes: [String: Double] = [
    "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
    "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
    "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
    "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
    "UICTFontTextStyleCaption2": 11,
  ]

  /// The ids of the views whose margins a constraint of the scene names (`leadingMargin`,
  /// `centerXWithinMargins`…), a constraint's missing item being the view that holds it.
  private mutating func marginUsers() -> Set<String> {
    if let known = marginUsersFound { return known }
    var found: Set<String> = []
    var stack = [root]
    while let element = stack.popLast() {
      stack += element.children
      for constraint in element.child("constraints")?.children(named: "constraint") ?? [] {
        for (item, attribute) in [
          (constraint["firstItem"], constraint["firstAttribute"]),
          (constraint["secondItem"], constraint["secondAttribute"]),
        ] where Self.isMarginAttribute(attribute) {
          if let id = item ?? element["id"] { found.insert(id) }
        }
      }
    }
    marginUsersFound = found
    return found
  }

  private mutating func declaration(of node: Node) -> String {
    let element = node.element
    let (kind, intrinsic) = Self.kind(of: element)
    if let warning = Self.unknownElementWarning(element, name: node.name) {
      warn(warning, at: element.tagSpan)
    }
    let traits = ViewKind(named: kind)?.traits
    var line = "\(kind) \(node.name)"
    var properties: [String] = []
    if traits?.hasText == true {
      let text =
        element.name == "button"
        ? Self.buttonTitle(element) : element["text"] ?? element["placeholder"]
      line += " \"" + LayoutText.stringLiteral(text ?? "") + "\""
      // A button styled with a configuration (Xcode 13 and later) sets its title in the
      // body style, 17 points, unless its font is given.
      let defaultSize = element.child("buttonConfiguration") != nil ? 17 : traits?.fontSize
      let font =
        element.child("fontDescription")
        ?? element.child("buttonConfiguration")?.child("fontDescription")
      let styleSize = font?["style"].flatMap { Self.textStyleSizes[$0] }
      if let size = Self.number(font?["pointSize"]) ?? styleSize ?? defaultSize, size > 0,
        size != traits?.fontSize
      {
        properties.append("font: \(formatNumber(size))")
      }
    }
    let frame = Self.rect(element.child("rect", key: "frame"))
    if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
      // Interface Builder's "Intrinsic Size: Placeholder": the size the view stands for at
      // design time ("infinite": none on that axis).
      func axis(_ name: String) -> String {
        Self.number(element[name]).map { formatNumber($0) } ?? "none"
      }
      properties.append(
        "intrinsic: \(axis("placeholderIntrinsicWidth")) x \(axis("placeholderIntrinsicHeight"))")
    } else if let frame {
      // The stored frame less the alignment insets: the rectangle constraints hold.
      let insets = Self.alignmentInsets(of: element, scale: documentDevice?.scale)
      let width = frame.width - insets.left - insets.right
      let height = frame.height - insets.top - insets.bottom
      switch intrinsic {
      case .both:
        properties.append("intrinsic: \(formatNumber(width)) x \(formatNumber(height))")
      case .height:
        properties.append("intrinsic: none x \(formatNumber(height))")
      case .none, .fromKind: break
      }
    }
    if element.name == "switch",
      InterfaceBuilderDevices.drawsIOS26Controls(toolsVersion: toolsVersion)
    {
      let size = InterfaceBuilderDevices.iOS26Switch
      properties.append(
        "intrinsic: \(formatNumber(size.width)) x \(formatNumber(size.height))")
    }
    if let symbol = Self.symbol(of: element), SymbolMetrics.hasMetrics(for: symbol) {
      let key = element.name == "button" ? "backgroundSymbol" : "symbol"
      properties.append("\(key): \"\(LayoutText.stringLiteral(symbol))\"")
    }
    if element.name == "activityIndicatorView",
      element["style"] == "large" || element["style"] == "whiteLarge"
    {
      properties.append("style: large")
    }
    if Self.isBarProgress(element) { properties.append("style: bar") }
    if element.name == "textView", element["scrollEnabled"] == "NO" {
      properties.append("scrolls: false")
    }
    // Priorities: what the document says, else UIView's 250 and 750.
    let hugging = (
      Self.number(element["horizontalHuggingPriority"]) ?? 250,
      Self.number(element["verticalHuggingPriority"]) ?? 250
    )
    let compression = (
      Self.number(element["horizontalCompressionResistancePriority"]) ?? 750,
      Self.number(element["verticalCompressionResistancePriority"]) ?? 750
    )
    let kindHugging = traits?.hugging ?? 250
    let kindCompression = traits?.compressionResistance ?? 750
    if hugging.0 == hugging.1 {
      if hugging.0 != kindHugging { properties.append("hugging: \(formatNumber(hugging.0))") }
    } else {
      if hugging.0 != kindHugging { properties.append("hugging.h: \(formatNumber(hugging.0))") }
      if hugging.1 != kindHugging { properties.append("hugging.v: \(formatNumber(hugging.1))") }
    }
    if compression.0 == compression.1 {
      if compression.0 != kindCompression {
        properties.append("compression: \(formatNumber(compression.0))")
      }
    } else {
      if compression.0 != kindCompression {
        properties.append("compression.h: \(formatNumber(compression.0))")
      }
      if compression.1 != kindCompression {
        properties.append("compression.v: \(formatNumber(compression.1))")
      }
    }
    let givenMargins = margins(of: element)
    if let insets = cell?.contentMargins, node.parent == 0, element["key"] == "contentView",
      !givenMargins.contains(where: { $0.hasPrefix("margin") })
    {
      properties += [
        "margin.top: \(formatNumber(insets.top))",
        "margin.leading: \(formatNumber(insets.leading))",
        "margin.bottom: \(formatNumber(insets.bottom - separatorInBottomMargin(of: element)))",
        "margin.trailing: \(formatNumber(insets.trailing))",
      ]
    }
    properties += givenMargins
    // The stack or scroll view that is the scene's root, written as the root's one child:
    // UIKit gives a controller's view the controller's margins whatever its class, so its
    // margins are the root's, not a plain view's 8 points. With no margins of its own and
    // the root's preserved, its margin rectangle is exactly the root's (safe area or not).
    // AssistoLab/DropDown's demo (Xcode 8, a 600-point root scroll view) stores its
    // content pinned to the scroll view's leading margin at x 20 (Notes/InterfaceBuilder.md).
    if wrapsRoot, node.parent == 0, givenMargins.isEmpty, marginUsers().contains(node.id) {
      properties += [
        "margin: 0", "preservesSuperviewLayoutMargins: true",
        "insetsLayoutMarginsFromSafeArea: false",
      ]
    }
    // A cell's safe area is its table's, with no insets where the cell is; the scene's root
    // keeps the cell's stored height while a self-sizing content view grows past it, so its
    // margins are not measured from that root.
    if cell != nil, node.parent == 0, element["key"] == "contentView",
      !properties.contains("insetsLayoutMarginsFromSafeArea: false")
    {
      properties.append("insetsLayoutMarginsFromSafeArea: false")
    }
    // A self-sizing cell's content view whose constraints let it collapse to zero is laid out
    // at the table's standard row height instead (UITableView's "considering the collapse
    // unintentional and using standard height instead"): the height Xcode drew the row's
    // content at, as stored (43.5 for a 44-point row at @2x; 44.67 in some documents of
    // Xcode 15 and 16), else the row's height less its separator. TimurSaidov/Hotel's
    // static cell (a label pinned only to the bottom) is stored 43.5 high, alpaka99/
    // SeSAC_Assignments' (a view whose height is the content view's) 44.67.
    if cell?.isSelfSizing == true, node.parent == 0, element["key"] == "contentView" {
      let stored = Self.rect(element.child("rect", key: "frame"))?.height
      let row = (cell?.unstoredHeight ?? 44) - (cell?.unstoredSeparator ?? 1)
      let standard = stored.flatMap { $0 > 0 ? $0 : nil } ?? max(1, row)
      properties.append("standardHeight: \(formatNumber(standard))")
    }
    if element["hidden"] == "YES" { properties.append("hidden: true") }
    if kind == "stack" {
      properties += stackProperties(of: element)
      // A stack view's own layout margins are zero in the UIKit that Xcode 11 and later draw
      // with (iOS 13 on): every view of the corpus pinned to a stack view's margin, where the
      // document gives the stack none, is stored at the stack's edge — 24 readings in seven
      // projects, Xcode 11 to 14 (piscoTech/Workout, fresh-36; CiscoDevNet, AnJDum,
      // abenzaggagh, anyashura, ASAbdellatif; Notes/UIStackView.md), where Strut's default
      // is the 8 of iOS 10's stack views.
      // Written only where a constraint uses the stack's margins, as nothing else does.
      if toolsVersion >= 15000, !Self.hasOwnMargins(element), marginUsers().contains(node.id),
        !properties.contains("margin: 0")
      {
        properties.append("margin: 0")
      }
      if element["spacingType"] == "standard", element["axis"] == "vertical",
        element["baselineRelativeArrangement"] == "YES"
      {
        warn(
          "'\(node.name)' uses the standard spacing between baselines, which depends on its items' fonts; it is laid out \(formatNumber(Self.systemSpacing)) points apart",
          at: element.tagSpan)
      }
    }
    if !properties.isEmpty { line += " (" + properties.joined(separator: ", ") + ")" }
    return line
  }

  /// The document gives the view layout margins of its own (`layoutMargins` or
  /// `directionalLayoutMargins`).
  static func hasOwnMargins(_ element: XMLElement) -> Bool {
    element.child("edgeInsets", key: "layoutMargins") != nil
      || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
  }

  private func margins(of element: XMLElement) -> [String] {
    var properties: [String] = []
    // Directional margins name leading and trailing; plain ones left and right (the same in
    // a left-to-right layout, which is how Interface Builder draws them).
    let insets =
      element.child("directionalEdgeInsets", key: "directionalLayoutMargins").map {
        ($0, ["top", "leading", "bottom", "trailing"])
      }
      ?? element.child("edgeInsets", key: "layoutMargins").map {
        ($0, ["top", "left", "bottom", "right"])
      }
    if let (insets, attributes) = insets {
      let names = ["margin.top", "margin.leading", "margin.bottom", "margin.trailing"]
      for (attribute, property) in zip(attributes, names) {
        if let value = Self.number(insets[attribute]), value >= 0 {
          properties.append("\(property): \(formatNumber(value))")
        }
      }
    }
    return properties
      + Self.flags(
        of: element,
        [
          ("preservesSuperviewLayoutMargins", "YES", "preservesSuperviewLayoutMargins: true"),
          ("insetsLayoutMarginsFromSafeArea", "NO", "insetsLayoutMarginsFromSafeArea: false"),
          (
            "layoutMarginsFollowReadableWidth", "YES",
            "layoutMarginsFollowReadableWidth: true"
          ),
        ])
  }

  /// The properties written for attributes that have a given value.
  static func flags(of element: XMLElement, _ table: [(String, String, String)]) -> [String] {
    table.compactMap { attribute, value, property in
      element[attribute] == value ? property : nil
    }
  }

  /// The system spacing between two sibling views' edges.
  static let systemSpacing = 8.0

  private func stackProperties(of element: XMLElement) -> [String] {
    var properties: [String] = []
    if element["axis"] == "vertical" { properties.append("axis: vertical") }
    if let distribution = element["distribution"], distribution != "fill" {
      properties.append("distribution: \(distribution)")
    }
    if let alignment = element["alignment"], alignment != "fill" {
      // IB's `baseline` is the last baseline (UIStackView.Alignment.lastBaseline).
      properties.append("alignment: \(alignment == "baseline" ? "lastBaseline" : alignment)")
    }
    if element["spacingType"] == "standard" {
      // "Use Standard Spacing" (`UIStackView.spacingUseSystem`): UIKit spaces the items by
      // the system spacing after or below each one, 8 points between views' edges (every
      // such stack of `Fidelity/corpus.tsv` with two or more items stores them 8 apart:
      // three projects, Notes/UIStackView.md).
      properties.append("spacing: \(formatNumber(Self.systemSpacing))")
    } else if let spacing = Self.number(element["spacing"]), spacing != 0 {
      properties.append("spacing: \(formatNumber(spacing))")
    }
    // Interface Builder has no attribute for `isLayoutMarginsRelativeArrangement`: a stack
    // view given layout margins of its own in the document arranges its items inside them.
    // Every such stack of the corpus stores its first item at its margins (16 stacks of
    // three projects, Xcode 11 to 15: CiocoholiaApp, TripHome, ShoppingScrollView), and
    // none writes the attribute (Notes/UIStackView.md).
    if Self.hasOwnMargins(element) || element["layoutMarginsRelativeArrangement"] == "YES" {
      properties.append("layoutMarginsRelative: true")
    }
    // A stack arranges its items in its own layout direction, which a semantic content
    // attribute forces: bennettapps/Budget (fresh-63) stores the first of three labels of a
    // `forceRightToLeft` row at its right end, Dud3k9/GithubUser (fresh-18) a label before
    // a symbol as symbol then label (Notes/UIStackView.md).
    if let direction = element["semanticContentAttribute"].flatMap(
      StackLayout.Direction.init(semanticContentAttribute:))
    {
      properties.append("direction: \(direction.rawValue)")
    }
    return properties
      + Self.flags(of: element, [("baselineRelativeArrangement", "YES", "baselineRelative: true")])
  }

  // MARK: Constraints

  private mutating func writeConstraints() {
    for (index, node) in nodes.enumerated() where !isDropped(node) {
      let element = node.element
      var lines: [(String, SourceSpan)] = []
      // A view under its autoresizing mask, or one Interface Builder keeps at its drawn
      // frame because no constraint places it (`fixedFrame`: IB adds the frame's constraints
      // when it builds the document).
      let isFrameBased =
        element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        || element["fixedFrame"] == "YES"
      // A cell's content view taken off its autoresizing mask: UIKit no longer sizes it to
      // the cell (a known way to get a content view of zero width), though Xcode draws it
      // filling the cell (COMDORI-HWJ/Timer, fresh-53; Edaaltuntas/ios-countries, fresh-57).
      if cell != nil, cell?.isSelfSizing != true, node.parent == 0,
        element["key"] == "contentView", !isFrameBased
      {
        warn(
          "the cell's content view has translatesAutoresizingMaskIntoConstraints off: UIKit no longer sizes it to its cell, so only constraints of its own place it (Xcode draws it filling the cell)",
          at: element.tagSpan)
      }
      if cell?.isSelfSizing == true, node.parent == 0, element["key"] == "contentView" {
        // A self-sizing cell's content view: the cell's width, and as short as its
        // constraints allow (UIKit's fitting size: a height at priority 50).
        let safe = cell?.safeSides ?? (left: 0, right: 0)
        let trailing =
          cell.flatMap(Self.accessoryTrailing)
          ?? (safe.right > 0
            ? "root.trailing - \(formatNumber(safe.right))  # the table's safe area"
            : "root.trailing")
        let leading =
          safe.left > 0
          ? "root.leading + \(formatNumber(safe.left))  # the table's safe area" : "root.leading"
        for line in [
          "\(node.name).leading == \(leading)", "\(node.name).trailing == \(trailing)",
          "\(node.name).top == root.top",
          "\(node.name).height == 0 @50  # self-sizing: the fitting height",
        ] {
          lines.append((line, element.tagSpan))
        }
      } else if let cell, node.parent == 0, element["key"] == "contentView",
        element.child("rect", key: "frame") == nil
      {
        // Xcode 6 and earlier stored no frames for cells: the content view fills the cell
        // above the 1-point separator those versions drew (SimpleForm's settings cells: a
        // container pinned to a 44-point row's content view is stored 43 high, labels
        // centred in it at y 11; documents of Xcode 4–6 that store frames show 43 for 44).
        // Beside an accessory, it ends where the accessory begins.
        let trailing = Self.accessoryTrailing(cell) ?? "root.trailing"
        for line in [
          "\(node.name).leading == root.leading", "\(node.name).trailing == \(trailing)",
          "\(node.name).top == root.top",
          "\(node.name).bottom == root.bottom - \(formatNumber(cell.unstoredSeparator))",
        ] {
          lines.append((line, element.tagSpan))
        }
      } else if wrapsRoot, index == 1 {
        for line in [
          "\(node.name).leading == root.leading", "\(node.name).trailing == root.trailing",
          "\(node.name).top == root.top", "\(node.name).bottom == root.bottom",
        ] {
          lines.append((line, element.tagSpan))
        }
      } else if index > 0, !node.isArranged, isFrameBased, let parent = node.parent {
        lines += autoresizingConstraints(of: node, in: nodes[parent])
      }
      let masks = Self.constraintMasks(of: element)
      let written = element.child("constraints")?.children(named: "constraint") ?? []
      for index in conflictOrder(written) {
        let constraint = written[index]
        if constraint["placeholder"] == "YES" { continue }
        let variations = constraint.children(named: "variation")
        let id = constraint["id"] ?? ""
        if variations.isEmpty && masks[id] == nil {
          if let line = self.constraint(constraint, heldBy: node) {
            lines.append((line, constraint.tagSpan))
          }
          continue
        }
        // Installed, and with which values, per size class (Interface Builder's
        // variations): one line per distinct outcome, under the classes it holds in.
        var outcomes: [(line: String, classes: [SizeClassPair])] = []
        for classes in isDrawnForAnyClasses ? [.any] : SizeClassPair.all {
          guard Self.isInstalled(id, masks: masks[id] ?? [], in: classes) else { continue }
          var effective = constraint
          for variation in Self.matching(variations, classes) {
            for (name, value) in variation.attributes where name != "key" {
              effective.attributes.removeAll { $0.name == name }
              effective.attributes.append((name, value))
            }
          }
          guard let line = self.constraint(effective, heldBy: node) else { continue }
          if let index = outcomes.firstIndex(where: { $0.line == line }) {
            outcomes[index].classes.append(classes)
          } else {
            outcomes.append((line, [classes]))
          }
        }
        for outcome in outcomes {
          if let condition = SizeClassPair.condition(for: outcome.classes) {
            // The IB id comment goes after the block's brace.
            let parts = outcome.line.split(separator: "  #", maxSplits: 1)
            let comment = parts.count == 2 ? "  #" + parts[1] : ""
            lines.append(("when \(condition) { \(parts[0]) }" + comment, constraint.tagSpan))
          } else {
            lines.append((outcome.line, constraint.tagSpan))
          }
        }
      }
      guard !lines.isEmpty else { continue }
      text += "\n# \(node.name)\n"
      for (line, span) in lines {
        piece(from: span)
        text += line + "\n"
      }
    }
  }

  /// The indices of a view's constraints in the order the solver takes them, which decides
  /// the one broken where required constraints conflict: the solver keeps the one added
  /// first, and the frames Interface Builder stores keep the one written last in the view's
  /// list, so the list is taken last written first (Notes/InterfaceBuilder.md).
  ///
  /// From Xcode 9 on (toolsVersion 13000: iOS 11, its safe area and its layout margins drawn
  /// from it), the constraints to the safe area come first, then the others, then those
  /// centring a view on another, then those to a margin, each kind last written first. So a
  /// view pinned both to an edge and to that edge's margin (or to the safe area's top and
  /// the top margin) keeps the pin without the margin — Christarroyo/Parstagram (Xcode
  /// 10.1), DavidYangGit/Parstagram (Xcode 12.3) and BrianCSUMB/Parstagram (Xcode 14.0),
  /// fresh-115 — and a view pinned to the safe area's two sides (or its top and bottom) and
  /// centred in its superview, which an odd inset or bars make conflict, keeps its pins —
  /// DoaaAlbishri/TicTacToeSwift (Xcode 13.2, 20 and 8 in), YashK2005/Memory-Game (Xcode
  /// 13.4, 10 below a bar and 10 above the home indicator), Gustavo0033/WhatsApp (Xcode
  /// 14.3, four views 76 and 77 in), Lexuspr/Snapchat (Xcode 10), read after fresh-119. So
  /// does a view pinned to its superview's two edges and centred with a constant:
  /// PG-alinmapay/Native_IOS_Direct (Xcode 14.2, fresh-133) stores a label at its pins, 10
  /// and 20 in of its cell, 50 off its centring. bwake2012/SplitView (Xcode 8.3,
  /// fresh-113), whose label as wide as the screen in a stack pinned to the margins is
  /// stored at its text's width, keeps the margins as the list order alone says.
  private func conflictOrder(_ written: [XMLElement]) -> [Int] {
    let lastFirst = written.indices.reversed()
    guard toolsVersion >= 13000, !written.isEmpty else { return Array(lastFirst) }
    var order: [Int] = []
    var plain: [Int] = []
    var centring: [Int] = []
    var toMargins: [Int] = []
    order.reserveCapacity(written.count)
    for index in lastFirst {
      let constraint = written[index]
      if Self.isMarginAttribute(constraint["firstAttribute"])
        || Self.isMarginAttribute(constraint["secondAttribute"])
      {
        toMargins.append(index)
      } else if isToSafeArea(constraint) {
        order.append(index)
      } else if Self.isCentring(constraint) {
        centring.append(index)
      } else {
        plain.append(index)
      }
    }
    order.append(contentsOf: plain)
    order.append(contentsOf: centring)
    order.append(contentsOf: toMargins)
    return order
  }

  /// Whether the constraint centres its first item on its second (`centerX` to `centerX`).
  static func isCentring(_ constraint: XMLElement) -> Bool {
    let first = constraint["firstAttribute"]
    return (first == "centerX" || first == "centerY") && constraint["secondAttribute"] == first
  }

  /// Whether one of the constraint's items is a view's safe area layout guide. Every
  /// constraint asks it: a scene with no layout guide (none before Xcode 9) answers at once.
  private func isToSafeArea(_ constraint: XMLElement) -> Bool {
    guard !guides.isEmpty else { return false }
    for key in ["firstItem", "secondItem"] {
      if let id = constraint[key], guides[id]?.anchorPrefix == "safeArea" { return true }
    }
    return false
  }

  /// `leadingMargin`, `topMargin`, … and `centerXWithinMargins`, `centerYWithinMargins`.
  /// Every constraint of a document asks it twice, so the last byte rules out the common
  /// attributes first (`top`, `leading`, `width`, `centerX`, … end in neither n nor s).
  private static func isMarginAttribute(_ attribute: String?) -> Bool {
    guard let bytes = attribute?.utf8, let last = bytes.last,
      last == UInt8(ascii: "n") || last == UInt8(ascii: "s")
    else { return false }
    return bytes.suffix(6).elementsEqual("Margin".utf8)
      || bytes.suffix(7).elementsEqual("Margins".utf8)
  }

  /// The `<variation key="…"><mask key="constraints">` entries of a view: for each
  /// constraint id, the classes each variation names and whether it includes or excludes it.
  static func constraintMasks(of element: XMLElement) -> [String: [(key: String, included: Bool)]] {
    masks(of: element, named: "constraints")
  }

  /// The `<variation key="…"><mask key="subviews">` entries of a view, by subview id.
  static func subviewMasks(of element: XMLElement) -> [String: [(key: String, included: Bool)]] {
    masks(of: element, named: "subviews")
  }

  private static func masks(of element: XMLElement, named name: String) -> [String: [(
    key: String, included: Bool
  )]] {
    var masks: [String: [(key: String, included: Bool)]] = [:]
    for variation in element.children(named: "variation") {
      let key = variation["key"] ?? ""
      for mask in variation.children(named: "mask") where mask["key"] == name {
        for entry in mask.children {
          guard let reference = entry["reference"] else { continue }
          masks[reference, default: []].append((key, entry.name == "include"))
        }
      }
    }
    return masks
  }

  /// The variations whose key holds for the classes, the general before the specific.
  static func matching(_ variations: [XMLElement], _ classes: SizeClassPair) -> [XMLElement] {
    variations.compactMap { variation -> (Int, XMLElement)? in
      guard let count = classes.matches(variation["key"] ?? "") else { return nil }
      return (count, variation)
    }.sorted { $0.0 < $1.0 }.map(\.1)
  }

  static func isInstalled(
    _ id: String, masks: [(key: String, included: Bool)], in classes: SizeClassPair
  ) -> Bool {
    var installed = true
    let applying = masks.compactMap { mask -> (Int, Bool)? in
      guard let count = classes.matches(mask.key) else { return nil }
      return (count, mask.included)
    }.sorted { $0.0 < $1.0 }
    for (_, included) in applying { installed = included }
    return installed
  }

  static let attributeNames: [String: String] = [
    "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading",
    "trailing": "trailing", "width": "width", "height": "height", "centerX": "centerX",
    "centerY": "centerY", "baseline": "lastBaseline", "lastBaseline": "lastBaseline",
    "firstBaseline": "firstBaseline", "leftMargin": "leftMargin", "rightMargin": "rightMargin",
    "topMargin": "topMargin", "bottomMargin": "bottomMargin", "leadingMargin": "leadingMargin",
    "trailingMargin": "trailingMargin", "centerXWithinMargins": "centerXWithinMargins",
    "centerYWithinMargins": "centerYWithinMargins",
  ]

  /// An anchor in the language for an item (a view or a layout guide) and an attribute.
  private mutating func anchor(
    _ item: String, _ attribute: String, at span: SourceSpan
  ) -> String? {
    guard let name = Self.attributeNames[attribute] else {
      warn(
        "a constraint on the attribute '\(attribute)' is left out: Strut does not know it", at: span
      )
      return nil
    }
    // A view the screens' size classes leave out takes its constraints with it.
    if uninstalled.contains(item) { return nil }
    if let view = nameOfID[item] { return "\(view).\(name)" }
    if let guide = guides[item] {
      switch guide.anchorPrefix {
      case "legacyTop":
        // The top layout guide runs from the view's top to the safe area's. Xcode 5 and 6
        // (toolsVersion before 8000) drew its top where its bottom is, at the bars' bottom:
        // all five of the corpus's views pinned to the guide's `top` in such documents are
        // stored there — Lundakarnevalen/futural-intern-ios' collection and scroll views
        // (5056) and charsdavy/music-player's image (7706) 64 below the view's top under a
        // navigation bar, and ignaciozunino/Kanban's title and its fork's (7706) 20 below
        // it, the status bar; no later document pins a view to that edge
        // (Notes/InterfaceBuilder.md).
        let topIsBottom = toolsVersion > 0 && toolsVersion < 8000
        return name == "top" && !topIsBottom
          ? "\(guide.view).top" : "\(guide.view).safeArea.top"
      case "legacyBottom":
        return name == "bottom" ? "\(guide.view).bottom" : "\(guide.view).safeArea.bottom"
      case "keyboard":
        switch name {
        case "top":
          return "\(guide.view).safeArea.bottom"
        case "bottom", "left", "right", "leading", "trailing", "width", "centerX":
          return "\(guide.view).\(name)"
        default:
          warn(
            "a constraint on the keyboard layout guide's '\(attribute)' is left out: Strut places the guide as UIKit does while the keyboard is hidden, and has no single anchor for that",
            at: span)
          return nil
        }
      default:
        return "\(guide.view).\(guide.anchorPrefix).\(name)"
      }
    }
    warn(
      "a constraint names '\(item)', which is no view or guide of this scene; it is left out",
      at: span)
    return nil
  }

  private mutating func constraint(_ element: XMLElement, heldBy holder: Node) -> String? {
    guard let firstAttribute = element["firstAttribute"] else {
      warn("a constraint without a firstAttribute is left out", at: element.tagSpan)
      return nil
    }
    let firstItem = element["firstItem"] ?? holder.id
    guard let first = anchor(firstItem, firstAttribute, at: element.tagSpan) else { return nil }
    let relation =
      switch element["relation"] {
      case "greaterThanOrEqual": ">="
      case "lessThanOrEqual": "<="
      default: "=="
      }
    let constant = Self.number(element["constant"]) ?? 0
    var right = ""
    if let secondAttribute = element["secondAttribute"] {
      let secondItem = element["secondItem"] ?? holder.id
      guard let second = anchor(secondItem, secondAttribute, at: element.tagSpan) else {
        return nil
      }
      let multiplier = Self.multiplier(element["multiplier"])
      guard let multiplier else {
        warn(
          "a constraint's multiplier '\(element["multiplier"] ?? "")' is not a number; it is left out",
          at: element.tagSpan)
        return nil
      }
      right =
        multiplier == 1
        ? second : "\(Self.multiplierText(element["multiplier"], multiplier)) * \(second)"
      if constant > 0 { right += " + \(formatNumber(constant))" }
      if constant < 0 { right += " - \(formatNumber(-constant))" }
    } else {
      right = formatNumber(constant)
    }
    var line = "\(first) \(relation) \(right)"
    if let priority = Self.number(element["priority"]), priority != 1000 {
      guard priority >= 1, priority <= 1000 else {
        warn(
          "a constraint's priority \(formatNumber(priority)) is outside 1…1000; it is left out",
          at: element.tagSpan)
        return nil
      }
      line += " @\(formatNumber(priority))"
    }
    if let id = element["id"] { line += "  # \(id)" }
    return line
  }

  /// `375:667`, `1/3` or `0.5`. Interface Builder keeps a multiplier as it was typed: a
  /// ratio with a colon, or a fraction with a slash (samdeverett/tinge, toolsVersion 17132, in
  /// `Fidelity/corpus.tsv`: a label with `centerY == bottom × 1/3 + 1` on an 896-point screen
  /// is stored centred at 299.83, 896 / 3 + 1 at the pixel).
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
    if parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])), b != 0
    {
      return a / b
    }
    guard parts.count == 1, let value = number(text), value != 0 else { return nil }
    return value
  }

  /// A multiplier as the imported file writes it: a ratio or fraction as a division of its
  /// two numbers (`1 / 3`), which the layout language computes to the same double, so the
  /// imported file gives exactly the document's frames; any other as its value.
  static func multiplierText(_ text: String?, _ value: Double) -> String {
    let parts = text?.split(whereSeparator: { $0 == ":" || $0 == "/" }) ?? []
    if parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])),
      a >= 0, b > 0, a / b == value, Double(formatNumber(a)) == a, Double(formatNumber(b)) == b
    {
      return "\(formatNumber(a)) / \(formatNumber(b))"
    }
    return formatNumber(value)
  }

  /// The constraints UIKit makes from a view's autoresizing mask: along each axis, the
  /// margins and the size the mask marks flexible share the superview's change in size in
  /// proportion to their stored lengths; the others keep theirs (springs and struts).
  private mutating func autoresizingConstraints(of node: Node, in parent: Node) -> [(
    String, SourceSpan
  )] {
    let mask = node.element.child("autoresizingMask", key: "autoresizingMask")
    func flag(_ name: String) -> Bool { mask?[name] == "YES" }
    let flexibleFlags = [
      "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable",
      "flexibleMaxY",
    ]
    // A mask with nothing flexible (or none at all: Xcode 6 and 7 write a view with a fixed
    // frame and no constraints as `fixedFrame="YES"` without one, and build it with
    // prototyping constraints that hold its frame) needs no superview size: every part keeps
    // its length. Xcode 6 stores no frame for a cell's content view.
    let needsParentSize = flexibleFlags.contains(where: flag)
    guard let drawn = Self.rect(node.element.child("rect", key: "frame")) else {
      warn(
        "a view laid out by its autoresizing mask has no frame; it is left where it is",
        at: node.element.tagSpan)
      return []
    }
    // A superview with no stored frame (an Xcode 6 cell's content view) gives the mask no
    // size to share a change of: the view keeps its stored frame, as a mask with nothing
    // flexible does (akirasonypicture34/TaxiAppBasedGoogleMaps, fresh-73: Xcode 6 cells
    // whose subviews, stored where they are drawn, were left unconstrained at 0 x 0).
    let parentRect = Self.rect(parent.element.child("rect", key: "frame"))
    let keepsFrame = parentRect == nil && needsParentSize
    if keepsFrame {
      warn(
        "a view with a flexible autoresizing mask is in a superview with no stored frame; it "
          + "keeps its stored frame",
        at: node.element.tagSpan)
    }
    let parentFrame = parentRect ?? Rect(x: 0, y: 0, width: 0, height: 0)
    func sharesChange(_ name: String) -> Bool { !keepsFrame && flag(name) }
    // The mask keeps the frame; constraints hold the alignment rect inside it.
    let insets = Self.alignmentInsets(of: node.element, scale: documentDevice?.scale)
    let frame = Rect(
      x: drawn.x + insets.left, y: drawn.y + insets.top,
      width: drawn.width - insets.left - insets.right,
      height: drawn.height - insets.top - insets.bottom)
    let span = mask?.tagSpan ?? node.element.tagSpan
    var lines: [(String, SourceSpan)] = []
    for horizontal in [true, false] {
      let origin = horizontal ? frame.x : frame.y
      let size = horizontal ? frame.width : frame.height
      let whole = horizontal ? parentFrame.width : parentFrame.height
      let end = whole - origin - size
      let parts = [origin, size, end]
      // The margin before, the size and the margin after, as the mask names them.
      let isFlexible = flexibleFlags[horizontal ? 0..<3 : 3..<6].map(sharesChange)
      let flexibleLength = zip(parts, isFlexible).filter(\.1).map(\.0).reduce(0, +)
      let count = isFlexible.filter { $0 }.count
      // A part's length at superview length S: fixed, or p0 + share × (S − S0).
      func share(_ part: Int) -> Double {
        guard isFlexible[part] else { return 0 }
        return flexibleLength > 0 ? parts[part] / flexibleLength : 1 / Double(count)
      }
      let (start, length, sizeName) =
        horizontal ? ("left", "width", "width") : ("top", "height", "height")
      let parentName = parent.name
      // origin = o0 + k (S − S0): written as parent.start + k × parent.size + (o0 − k S0).
      let originShare = share(0)
      var originLine = "\(node.name).\(start) == \(parentName).\(start)"
      if originShare != 0 {
        originLine += " + \(formatNumber(originShare)) * \(parentName).\(sizeName)"
      }
      originLine += Self.signed(origin - originShare * whole)
      let sizeShare = share(1)
      var sizeLine = "\(node.name).\(length) == "
      if sizeShare != 0 {
        sizeLine += "\(formatNumber(sizeShare)) * \(parentName).\(sizeName)"
        sizeLine += Self.signed(size - sizeShare * whole)
      } else {
        sizeLine += formatNumber(size)
      }
      lines.append((originLine + "  # autoresizing mask", span))
      lines.append((sizeLine + "  # autoresizing mask", span))
    }
    return lines
  }

  static func signed(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == 0 { return "" }
    return rounded > 0 ? " + \(formatNumber(rounded))" : " - \(formatNumber(-rounded))"
  }

  // MARK: Bookkeeping

  private mutating func piece(from span: SourceSpan) {
    pieces.append((text.utf8.count, span))
  }

  private mutating func warn(_ message: String, at span: SourceSpan) {
    let diagnostic = Diagnostic(.documentNotModelled, message, at: span)
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }

}

/// A horizontal and a vertical size class, as Interface Builder's variation keys name them
/// (`heightClass=regular-widthClass=compact`; `default` is every pair).
struct SizeClassPair: Equatable, Sendable {
  var widthIsCompact: Bool
  var heightIsCompact: Bool
  /// Interface Builder's "Any" width and "Any" height (Xcode 6 and 7's canvas): only
  /// `default` variations hold.
  var isAny = false

  static let any: SizeClassPair = {
    var pair = SizeClassPair(widthIsCompact: false, heightIsCompact: false)
    pair.isAny = true
    return pair
  }()

  init(widthIsCompact: Bool, heightIsCompact: Bool) {
    self.widthIsCompact = widthIsCompact
    self.heightIsCompact = heightIsCompact
  }

  /// A screen's pair.
  init(_ classes: (horizontal: SizeClass, vertical: SizeClass)) {
    self.init(
      widthIsCompact: classes.horizontal == .compact, heightIsCompact: classes.vertical == .compact)
  }

  static let all = [
    SizeClassPair(widthIsCompact: true, heightIsCompact: false),
    SizeClassPair(widthIsCompact: true, heightIsCompact: true),
    SizeClassPair(widthIsCompact: false, heightIsCompact: false),
    SizeClassPair(widthIsCompact: false, heightIsCompact: true),
  ]

  /// How many conditions of a variation key hold (its specificity), or nil if one fails.
  func matches(_ key: String) -> Int? {
    if key == "default" { return 0 }
    if isAny { return nil }
    var count = 0
    for condition in key.split(separator: "-") {
      let parts = condition.split(separator: "=")
      guard parts.count == 2 else { return nil }
      let compact = parts[1] == "compact"
      switch parts[0] {
      case "widthClass": if compact != widthIsCompact { return nil }
      case "heightClass": if compact != heightIsCompact { return nil }
      default: return nil
      }
      count += 1
    }
    return count
  }

  /// The `when` condition that holds exactly for these pairs, or nil for all of them.
  static func condition(for pairs: [SizeClassPair]) -> String? {
    guard pairs.count < all.count, !pairs.contains(where: \.isAny) else { return nil }
    func word(_ pair: SizeClassPair) -> String {
      (pair.widthIsCompact ? "compactWidth" : "regularWidth") + " and "
        + (pair.heightIsCompact ? "compactHeight" : "regularHeight")
    }
    if pairs.count == 2 {
      if pairs[0].widthIsCompact == pairs[1].widthIsCompact {
        return pairs[0].widthIsCompact ? "compactWidth" : "regularWidth"
      }
      if pairs[0].heightIsCompact == pairs[1].heightIsCompact {
        return pairs[0].heightIsCompact ? "compactHeight" : "regularHeight"
      }
    }
    if pairs.count == 1 { return word(pairs[0]) }
    return pairs.map { "(" + word($0) + ")" }.joined(separator: " or ")
  }
}
