import StrutCore
import StrutModel

/// Finds a document's scenes and the bars Interface Builder draws around each, then writes
/// each scene with `SceneWriter`.
struct SceneReader {
  let document: SourceFile
  let root: XMLElement
  let requestedDevices: [String]
  var diagnostics: [Diagnostic] = []

  /// The document is drawn in landscape (`<device orientation="landscape">`).
  let isLandscapeDocument: Bool

  init(document: SourceFile, root: XMLElement, requestedDevices: [String]) {
    self.document = document
    self.root = root
    self.requestedDevices = requestedDevices
    isLandscapeDocument = root.child("device")?["orientation"] == "landscape"
  }

  /// A segue of the document, from the controller that holds it.
  struct Segue {
    var source: String
    var destination: String
    var kind: String
    var relationship: String
    var id: String

    /// A `show` segue (`push` before Xcode 6): onto the source's navigation stack.
    var pushes: Bool { kind == "show" || kind == "push" }
  }

  /// The bars a controller's view is drawn with: they move its safe area in.
  struct Bars: Equatable {
    /// The controller's navigation item shows no large title: it says `never`, or it is
    /// automatic (no mode, or `automatic`) and follows a compact item.
    static func titleIsCompact(of controller: XMLElement, after bars: Bars) -> Bool {
      switch controller.child("navigationItem")?["largeTitleDisplayMode"] {
      case "never": true
      case "always": false
      default: bars.afterCompactTitle
      }
    }

    var navigationBar = false
    var largeTitles = false
    /// The height the navigation controller's bar is stored at when it shows large titles
    /// (`largeTitleBarHeight(of:)`), where it is not the 96 points the reader assumes.
    var largeTitleBarHeight: Double?
    /// Pushed after a controller whose navigation item never shows a large title
    /// (`largeTitleDisplayMode="never"`, or automatic after such a one): an automatic item
    /// inherits the previous item's mode (UIKit's `LargeTitleDisplayMode.automatic`).
    var afterCompactTitle = false
    /// The navigation bar is opaque (`translucent="NO"` on the navigation controller's bar or
    /// on the bar the controller simulates): the controller's view is laid out below it.
    var opaqueNavigationBar = false
    var tabBar = false
    /// The tab bar is opaque (`translucent="NO"` on the tab bar controller's bar or on the
    /// bar the controller simulates): the controller's view ends above it.
    var opaqueTabBar = false
    /// A tab whose navigation bar is a navigation controller's above its tab bar
    /// controller: what it pushes goes onto that outer stack, over the tab bar.
    var pushesOverTabBar = false
    /// In a navigation controller's stack (its bar shown or hidden): a `show` segue from
    /// here pushes; from a tab outside any, it presents modally.
    var inNavigationStack = false
    /// The root of a navigation controller's stack (reached by its `rootViewController`
    /// relationship), not pushed onto it.
    var isStackRoot = false
    /// The tab bar a controller that hides the bottom bar when pushed took off the canvas
    /// (its opacity), for what it pushes in turn.
    var tabBarHiddenByPush: Bool?
    /// A navigation controller's toolbar, or one the controller simulates.
    var toolbar = false
    /// A navigation or tab bar controller above sets its simulated status bar to None
    /// (`hidesStatusBar(_:)`): a controller that infers its own is drawn without one.
    var statusBarHidden = false
    /// The destination of a presentation (modal) segue: shown over another controller, not
    /// as the screen itself.
    var isPresented = false
    /// Presented in a popover (`popoverPresentation`), not as a sheet.
    var isPopover = false
    /// Presented (modally, not in a popover), or in a container so presented: a tab, a
    /// navigation root or what it pushes.
    var inPresentation = false
    /// Presented by a `show` segue from a controller in no navigation stack — UIKit's
    /// `show(_:sender:)` presents modally there — or in a container so presented.
    var inShownPresentation = false
    /// Shown in a container view of another controller (an `embed` segue, or a tab or a
    /// stack of a controller so shown): drawn at the container's size on the device's
    /// screen, not as a sheet. The edges of the screen its container touches, whose insets
    /// (the status bar's, the home indicator's) reach it.
    var embedding: Embedding?
    /// The split view controller whose column the controller is in (its master or detail,
    /// or what those push): a `showDetail` segue from here replaces that split's detail.
    var splitView: String?

    /// Where the container of an embedded controller lies on its controller's view.
    struct Embedding: Equatable {
      /// How far below its screen's top the container starts.
      var top: Double
      var touchesBottom: Bool

      /// Reached through two containers, or through one twice: the higher top, and a
      /// bottom either touches.
      func merged(with other: Embedding?) -> Embedding {
        guard let other else { return self }
        return Embedding(
          top: min(top, other.top), touchesBottom: touchesBottom || other.touchesBottom)
      }
    }

    /// The bars a controller simulates itself (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics">`, `<simulatedTabBarMetrics
    /// key="simulatedBottomBarMetrics">`, `<simulatedToolbarMetrics …>`), added to these.
    func adding(simulatedBy controller: XMLElement) -> Bars {
      var bars = self
      for element in controller.children {
        switch (element.name, element["key"]) {
        case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
          bars.navigationBar = true
          if element["translucent"] == "NO" { bars.opaqueNavigationBar = true }
        case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"):
          bars.tabBar = true
          if element["translucent"] == "NO" { bars.opaqueTabBar = true }
        case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"): bars.toolbar = true
        default: break
        }
      }
      return bars.removing(noneSetBy: controller)
    }

    /// These bars without the tab bar, when the controller's simulated bottom bar is a
    /// toolbar in a document of Xcode 8 or earlier: those drew that toolbar alone at the
    /// bottom, where Xcode 9 and later draw it above the tab bar the controller's tab shows.
    /// llodi/Store (Xcode 8.2, fresh-101) stores a cart tab's table 44 above the bottom of
    /// an iPhone 5 screen and yuriperei/budget-official (Xcode 7.3) a tab's map so; six
    /// documents of Xcode 10 to 14 (reina-iketani/Plants, Trinhhiep/messengerAPP,
    /// mechanicdong/forOneCycle, Fortica/AvtorizationApp, michalpuskel/vma-ios-Recipes,
    /// lit-monster/Calendar) store their views above both bars (Notes/InterfaceBuilder.md).
    func droppingTabBar(underToolbarSimulatedBy controller: XMLElement, toolsVersion: Double)
      -> Bars
    {
      let simulatesToolbar = controller.children.contains {
        $0.name == "simulatedToolbarMetrics" && $0["key"] == "simulatedBottomBarMetrics"
      }
      guard toolsVersion < 13000, simulatesToolbar else { return self }
      var bars = self
      (bars.tabBar, bars.opaqueTabBar) = (false, false)
      return bars
    }

    /// These bars less those the controller sets to None in Interface Builder (`<nil
    /// key="simulatedTopBarMetrics"/>`, `<nil key="simulatedBottomBarMetrics"/>`): Xcode
    /// draws it without them (aryansbtloe/Music, fresh-17, and haitran2011/cosmos,
    /// fresh-16: tabs whose top and bottom bars are None are stored under no navigation bar
    /// and at the screen's full height; TingruLian/SwingOnTeam20's pushed screen whose top
    /// bar is None, with no navigation bar). A container's None is its own canvas's: the
    /// tabs of tab bar controllers whose bottom bar is None keep the tab bar (AZaps,
    /// MyBridgeApp's AdUnitsSample, SMARkeT).
    func removing(noneSetBy controller: XMLElement) -> Bars {
      var bars = self
      for element in controller.children(named: "nil") {
        switch element["key"] {
        case "simulatedTopBarMetrics":
          (bars.navigationBar, bars.largeTitles, bars.opaqueNavigationBar) = (false, false, false)
        case "simulatedBottomBarMetrics":
          (bars.tabBar, bars.opaqueTabBar, bars.toolbar) = (false, false, false)
        default: break
        }
      }
      return bars
    }

    /// Off a tab bar's canvas: pushed over it, or in a column drawn without it.
    mutating func leaveTabBar() {
      tabBar = false
      opaqueTabBar = false
    }

    /// The bars of a controller at the root of `navigationController`'s stack: its bar, as
    /// the navigation controller shows it, and its toolbar.
    mutating func enterStack(of navigationController: XMLElement) {
      inNavigationStack = true
      isStackRoot = true
      navigationBar = navigationController["navigationBarHidden"] != "YES"
      largeTitles = Bars.prefersLargeTitles(navigationController)
      largeTitleBarHeight = Bars.largeTitleBarHeight(of: navigationController)
      opaqueNavigationBar = Bars.isOpaque(navigationController)
      toolbar = navigationController["toolbarHidden"] == "NO"
      statusBarHidden = statusBarHidden || Bars.hidesStatusBar(navigationController)
    }

    /// The controller's simulated status bar is None in Interface Builder (`<nil
    /// key="simulatedStatusBarMetrics"/>`, as Xcode writes it).
    static func hidesStatusBar(_ controller: XMLElement) -> Bool {
      controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
    }

    static func isOpaque(_ navigationController: XMLElement) -> Bool {
      navigationController.child("navigationBar")?["translucent"] == "NO"
    }

    /// Whether a tab bar controller's bar is opaque (`<tabBar key="tabBar"
    /// translucent="NO">`, filipbec/ultra-meetup of `Fidelity/corpus.tsv`).
    static func hasOpaqueTabBar(_ tabBarController: XMLElement) -> Bool {
      tabBarController.child("tabBar")?["translucent"] == "NO"
    }

    /// The stored height of a navigation controller's large-title bar, where it is a large
    /// title's (more than 90 points) and not the usual 96: Xcode draws the bar taller for
    /// some titles and some Macs — 104 on an iPhone 11 in three Turkish bootcamp projects of
    /// Xcode 13.3 and 14.2 (deniz-yuce/iOS_Bootcamp, yasemintk3/iOS_Bootcamp,
    /// AleynaISIK/techcareer_ios_bootcamp, fresh-49), with the controllers it shows stored
    /// below that bar, not below 96 points (Notes/InterfaceBuilder.md).
    static func largeTitleBarHeight(of navigationController: XMLElement) -> Double? {
      guard prefersLargeTitles(navigationController),
        let bar = navigationController.child("navigationBar"),
        let height = SceneWriter.rect(bar.child("rect", key: "frame"))?.height,
        height > 90, height < 130, height != 96
      else { return nil }
      return height
    }

    /// Whether a navigation controller's bar shows large titles. Xcode writes
    /// `largeTitles="YES"` on the controller's `<navigationBar>` (Xcode 11: dev-roy/
    /// UISegmentedControl, Kwon-Ethan/Pong and smorkin/CSVTouch of `Fidelity/corpus.tsv`, where
    /// no document spells it `prefersLargeTitles`); both spellings are read.
    static func prefersLargeTitles(_ navigationController: XMLElement) -> Bool {
      guard let bar = navigationController.child("navigationBar") else { return false }
      return bar["largeTitles"] == "YES" || bar["prefersLargeTitles"] == "YES"
    }
  }

  mutating func scenes() -> [ImportedScene] {
    let deviceID = root.child("device")?["id"]
    // "22155", "14490.70", and since Xcode 15 "32700.99.1234": its first number says which
    // Xcode saved the document.
    let toolsVersion = Double(root["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
    var scenes: [ImportedScene] = []
    if let list = root.child("scenes") {
      let tieBreakers = Set(
        (root.child("inferredMetricsTieBreakers")?.children(named: "segue") ?? [])
          .compactMap { $0["reference"] })
      // Xcode 9 and later draw what a `show` segue from a tab presents over the tab bar
      // (Xcode 11 on, as iOS 13's sheet); Xcode 7 and 8 drew it above the tab bar.
      let bars = Self.bars(
        in: list, tieBreakers: tieBreakers,
        showFromTabPresents: toolsVersion >= 13000, pushHidesTabBar: toolsVersion >= 12000,
        splitCanvas: SplitCanvas(deviceID: deviceID))
      for scene in list.children(named: "scene") {
        guard let objects = scene.child("objects") else { continue }
        for controller in objects.children {
          guard let view = controller.children.first(where: { $0["key"] == "view" }) else {
            // A view of the scene outside its controller's (a header or a pop-up the code
            // adds): laid out at its stored size, as a xib's top-level view is.
            if controller["sceneMemberID"] != "viewController",
              controller.child("rect", key: "frame") != nil
            {
              scenes += topLevelViewScenes(
                controller, deviceID: deviceID, toolsVersion: toolsVersion)
            } else if controller.name == "tableViewSection" {
              // A static table's section left in the scene when its table was deleted or
              // its cells moved: its cells keep their stored frames, and each is laid out
              // as a table cell designed on its own.
              for cell in controller.child("cells")?.children(named: "tableViewCell") ?? []
              where cell.child("rect", key: "frame") != nil {
                scenes += topLevelViewScenes(cell, deviceID: deviceID, toolsVersion: toolsVersion)
              }
            }
            continue
          }
          let id = controller["id"] ?? scene["sceneID"] ?? ""
          let title =
            controller["userLabel"] ?? controller["title"] ?? controller["storyboardIdentifier"]
            ?? controller["customClass"] ?? controller.name
          var writer = SceneWriter(
            document: document, sceneID: id, title: title, root: view, controller: controller,
            deviceID: deviceID, isLandscapeDocument: isLandscapeDocument,
            toolsVersion: toolsVersion,
            bars: (bars[id] ?? Bars()).adding(simulatedBy: controller)
              .droppingTabBar(underToolbarSimulatedBy: controller, toolsVersion: toolsVersion),
            requestedDevices: requestedDevices)
          scenes.append(writer.write())
          diagnostics += writer.diagnostics
          scenes += cellScenes(in: view, deviceID: deviceID, toolsVersion: toolsVersion)
        }
      }
    } else if let objects = root.child("objects") {
      // A xib: each top-level view is a scene of its own, laid out at its stored size.
      for element in objects.children where element.child("rect", key: "frame") != nil {
        scenes += topLevelViewScenes(element, deviceID: deviceID, toolsVersion: toolsVersion)
      }
    }
    return scenes
  }

  /// A view in no controller — a xib's top-level view, or a storyboard scene's view outside
  /// its controller's — as a scene of its own at its stored size, and its cells'.
  mutating func topLevelViewScenes(_ element: XMLElement, deviceID: String?, toolsVersion: Double)
    -> [ImportedScene]
  {
    let id = element["id"] ?? ""
    let title = element["userLabel"] ?? element["customClass"] ?? element.name
    var writer = SceneWriter(
      document: document, sceneID: id, title: title, root: element, controller: nil,
      deviceID: deviceID, isLandscapeDocument: isLandscapeDocument, toolsVersion: toolsVersion,
      // A view designed under a bar it simulates is drawn below it, as a controller is.
      bars: Bars().adding(simulatedBy: element), requestedDevices: requestedDevices)
    if element.name == "tableViewCell" {
      // A table cell designed on its own: at its stored size, its content view's
      // margins 8 points on every side until Xcode 9.1 (`modernCellsSince`); since, 11
      // above and below and 16 at the sides, as stored cells of FirebaseUI (14113) and
      // AutolayoutPractice (21701) show — 20 for a cell wider than `wideCell`, as for the
      // cells of a wide table (below): UniGram (535 wide, Xcode 9.3), ShareCast (523,
      // fresh-39) and Audiometer (433, Xcode 10.1), WeatherApp (414, Xcode 12), BookAClass
      // (600, Xcode 11), Workout (422, Xcode 14), gomezvt/sup (403, an iPhone 8, fresh-131)
      // and bradhilton/AIKit's JudgeTableViewCell (393, an iPhone 8, fresh-135) store
      // theirs 20 in, where AIKit's 377-point StartupWeekendTableViewCell stores 16
      // (Notes/InterfaceBuilder.md).
      // Xcode 11 (toolsVersion 14800 to 16999, iOS 13's cells) drew a narrow one 15 in when
      // the document's device is a phone 375 points wide or narrower, as it drew such a
      // phone's table cells (below): ctdewaters/Music-Memories' two 320-point track cells
      // (14854, 14865) and BenXia/AutoLayoutDemo's text-view cell (16097), all of an iPhone
      // 8, where mp-git20/HotelBooking's 320-point cell of an iPhone 11 (16096) stores 16, as
      // seven of Xcode 10 (14113, 14313) and four of Xcode 12 (17156, 17701) do.
      // A cell resized from the 320-point default in a document of a phone wider than 375
      // points is drawn with that phone's 20: StephenMcMillan/TD-Unit-8-Diary-App's
      // 375-point cell (Xcode 10.2, 14490), prasundangol/Store's 331 and 373 (Xcode 11.5,
      // 16097, fresh-101), longkimhoang/WeatherForecast's 361 (19162), tuwaiq-tabuk-ios'
      // RGarage 326 (19455), GrozianDeveloper/Bible's 358 and Oliver03710/Currency's 375
      // (20037), all of an iPhone 11, and SSABOODA/Sesac-Project's 372 of an iPhone 14
      // (21701) store 20, where the 320-point cells of nine projects of such phones (Xcode
      // 11 to 13.3, Bible's two among them) store 16 (Notes/InterfaceBuilder.md).
      let width = SceneWriter.rect(element.child("rect", key: "frame"))?.width ?? 0
      let device = InterfaceBuilderDevices.device(id: deviceID)
      let narrowPhone = InterfaceBuilderDevices.isNarrowPhone(device)
      let widePhone = InterfaceBuilderDevices.isWidePhone(device)
      let side =
        width > Self.wideCell || (widePhone && width > 320)
        ? 20.0 : (14800..<17000).contains(toolsVersion) && narrowPhone ? 15 : 16
      writer.cell = SceneWriter.Cell(
        width: nil, isSelfSizing: false,
        contentMargins: toolsVersion < Self.modernCellsSince
          ? DirectionalEdgeInsets(all: 8)
          : Self.cellMargins(side: side, toolsVersion: toolsVersion))
      let content = element.children.first { $0["key"] == "contentView" }
      if Self.accessoryWidth(of: element, content: content, toolsVersion: toolsVersion) > 0 {
        writer.cell?.contentMargins?.trailing = Self.marginBesideAccessory
      }
    }
    var scenes = [writer.write()]
    diagnostics += writer.diagnostics
    if element.name != "tableViewCell", element.name != "collectionViewCell" {
      scenes += cellScenes(in: element, deviceID: deviceID, toolsVersion: toolsVersion)
    }
    return scenes
  }

  /// The cells a table or collection view shows on the canvas: a table's prototype cells
  /// and its static cells section by section; a collection view's cells and its section
  /// headers and footers. Nil for any other element.
  static func cells(of element: XMLElement) -> [XMLElement]? {
    switch element.name {
    case "tableView":
      let sections = element.child("sections")?.children(named: "tableViewSection") ?? []
      return (element.child("prototypes")?.children(named: "tableViewCell") ?? [])
        + sections.flatMap { $0.child("cells")?.children(named: "tableViewCell") ?? [] }
    case "collectionView":
      return (element.child("cells")?.children(named: "collectionViewCell") ?? [])
        + element.children(named: "collectionReusableView")
    default: return nil
    }
  }

  /// The cells of the table and collection views under a view (prototypes, and a static
  /// table's cells), each a scene of its own: a table's cells at the table's width, self-sizing (their content view as
  /// tall as its constraints make it, as UIKit sizes a cell for `automaticDimension`) when
  /// the table's row height is automatic (`rowHeight="-1"`) and the cell sets none of its
  /// own; a collection view's cells at their stored size.
  mutating func cellScenes(in view: XMLElement, deviceID: String?, toolsVersion: Double)
    -> [ImportedScene]
  {
    var scenes: [ImportedScene] = []
    var stack = [view]
    while let element = stack.popLast() {
      stack += element.children.reversed()
      guard let cells = Self.cells(of: element) else { continue }
      var tableWidth = SceneWriter.rect(element.child("rect", key: "frame"))?.width
      // A table cell's content view has 11 points above and below and 16 at the sides; 20
      // on the phones wider than 375 points (390 and up: the 6.1-inch and larger ones) when
      // the table's controller fills the screen. Stored cells show 20 in full-screen
      // controllers of 414 x 896 and 393 x 852 phones, and 16 in a 600-point-wide one on
      // the 414 phone and on an iPad's full screen (Notes/InterfaceBuilder.md).
      // The controller spans the phone's width: full screen, or a sheet (which keeps the
      // width on a phone: a 414 x 842 sheet's cells are stored 20 in, too).
      let rootFrame = SceneWriter.rect(view.child("rect", key: "frame"))
      // Xcode 9 and 10 drew them 15 in (iOS 11–12's cells, whose margins followed the old
      // separator inset): every such cell of the corpus is stored 15 from its content
      // view's sides, in tables 320 to 768 wide, full width or inset; only the 414-point
      // phones' are 20, as below (Notes/InterfaceBuilder.md).
      // A phone in landscape is wider than 375 too: RideViewer's iPhone X cells in landscape
      // (Xcode 10) are stored 20 in.
      let phone =
        rootFrame.flatMap { frame in
          InterfaceBuilderDevices.device(id: deviceID)
            ?? InterfaceBuilderDevices.device(id: nil, width: frame.width, height: frame.height)?
            .0
        }
      // Xcode 11 still drew them 15 in on phones 375 points wide or narrower (SUGARED &
      // BRONZED, 15705, an iPhone 8: 17 readings, fresh-12; Andrew11US/iOS-Quiz-Test, 16097,
      // Xcode 11.4, an iPhone 11 Pro, fresh-30: toolsVersion below 17000, Xcode 12's first),
      // where its tables on a 414-point phone have cells 16 in when inset (AircraftForSale,
      // 15400: 4 readings) and 20 at full width.
      let isNarrowPhone = InterfaceBuilderDevices.isNarrowPhone(phone)
      // Only a table inside another view, though: a table controller's own table (its root
      // view) has the controller's 16-point margins in those Xcodes as later — 124 readings
      // of Qata/BarMagnet and its fork under Xcode 9 and 11, 375 wide (ContinuumCDG and
      // TableViewApp store their 16 explicitly), where the tables in a plain view of ten
      // projects show 15 (Notes/InterfaceBuilder.md).
      let isControllersTable = element["key"] == "view"
      var side =
        !isControllersTable
          && ((13000..<15000).contains(toolsVersion)
            || ((15000..<17000).contains(toolsVersion) && isNarrowPhone))
        ? 15.0 : 16.0
      if let rootFrame, let device = phone, !device.isPad, rootFrame.width > 375,
        rootFrame.width == device.width || rootFrame.width == device.height
      {
        side = 20
      }
      // A full-width table in landscape on a phone with a sensor housing insets its cells'
      // content views by the safe area at its sides (UITableView's
      // `insetsContentViewsToSafeArea`): RideViewer's cells are stored 724 wide at x 44 in
      // 812-point rows.
      var safeSides = (left: 0.0, right: 0.0)
      if isLandscapeDocument, let rootFrame, let device = phone, !device.isPad,
        rootFrame.width == device.height, tableWidth == rootFrame.width
      {
        let safe = device.screen(landscape: true).safeArea
        safeSides = (safe.left, safe.right)
      }
      // An inset-grouped table draws its cells inside its side margins, which are the same
      // 16 or 20 points (stored cells: 388 wide at x 20 in a 428-point table).
      if element["style"] == "insetGrouped", let width = tableWidth {
        tableWidth = width - 2 * side
      }
      for cell in cells {
        let isTable = element.name == "tableView"
        // Self-sizing needs a content view whose constraints can size it, and an Xcode
        // that draws automatic rows at their content's height (`selfSizingCellsSince`).
        let content = cell.children.first { $0["key"] == "contentView" }
        let selfSizing =
          isTable && element["rowHeight"] == "-1" && cell["rowHeight"] == nil
          && toolsVersion >= Self.selfSizingCellsSince
          && content.map(Self.constraintsCanGiveHeight) == true
        let title =
          "cell " + (cell["reuseIdentifier"] ?? cell["customClass"] ?? cell["id"] ?? "")
        var writer = SceneWriter(
          document: document, sceneID: cell["id"] ?? "", title: title, root: cell,
          controller: nil, deviceID: deviceID, isLandscapeDocument: isLandscapeDocument,
          toolsVersion: toolsVersion, bars: Bars(),
          requestedDevices: [])
        writer.cell = SceneWriter.Cell(
          width: isTable ? tableWidth : nil, isSelfSizing: selfSizing,
          contentMargins: !isTable
            ? nil
            : toolsVersion < Self.modernCellsSince
              // Xcode 8 to 9.1 drew iOS 8–10's cells: 8 points on every side.
              ? DirectionalEdgeInsets(all: 8)
              : Self.cellMargins(side: side, toolsVersion: toolsVersion),
          isPlainView: !isTable,
          unstoredHeight: [cell["rowHeight"], element["rowHeight"]].lazy.compactMap { $0 }
            .compactMap(Double.init).first { $0 > 0 } ?? 44)
        // A table without separators (`separatorStyle="none"`) leaves no room for one: the
        // content view fills the row (76imagez/tatoo_master's Xcode 6 cells, stored as high as
        // their rows; ChetanGandhi/notes-app-ios's views pinned 5 in, stored 70 in 80-point rows).
        if isTable, element["separatorStyle"] == "none" { writer.cell?.unstoredSeparator = 0 }
        let accessoryWidth = Self.accessoryWidth(
          of: cell, content: content, toolsVersion: toolsVersion)
        writer.cell?.accessoryWidth = accessoryWidth
        if isTable { writer.cell?.safeSides = safeSides }
        if accessoryWidth > 0, isTable, toolsVersion >= 13000 {
          writer.cell?.contentMargins?.trailing = Self.marginBesideAccessory
        }
        if !isTable {
          writer.cell?.storedSizeInstead = Self.itemSize(of: cell, content: content, in: element)
        } else if !selfSizing {
          writer.cell?.storedSizeInstead = Self.rowSize(
            of: cell, content: content, in: element, width: tableWidth)
        }
        scenes.append(writer.write())
        diagnostics += writer.diagnostics
      }
    }
    return scenes
  }

  /// The size a table cell is laid out at when its stored frame is stale: UIKit lays a cell
  /// of a table with fixed row heights out at its row height (the cell's own `rowHeight`, else
  /// the table's), and Xcode 7 could leave a cell's stored frame at the default 44 points,
  /// with no frame for its content view, while its subviews' stored frames follow the row
  /// height (PanoramaCamera-Parse-ScrollView in `Fidelity/corpus.tsv`: ten cells of 45 to 178
  /// points). Only then: where the content view stores a frame, Xcode drew the cell at its
  /// stored height and its subviews follow that (tatoo_master's 65-point cell of a 59-point
  /// row), so the stored frame stands. Nil otherwise.
  static func rowSize(
    of cell: XMLElement, content: XMLElement?, in table: XMLElement, width: Double?
  ) -> Size? {
    guard let cellFrame = SceneWriter.rect(cell.child("rect", key: "frame")),
      content?.child("rect", key: "frame") == nil,
      let rowHeight = [cell["rowHeight"], table["rowHeight"]].lazy.compactMap({ $0 })
        .compactMap(Double.init).first(where: { $0 > 0 }),
      rowHeight != cellFrame.height
    else { return nil }
    return Size(width: width ?? cellFrame.width, height: rowHeight)
  }

  /// The size a collection view cell is laid out at when its stored frame is stale: Xcode 6
  /// and 7 could leave a cell's frame at the 50 x 50 default while its content view and the
  /// size it is drawn at agree — its flow layout's `itemSize` (three projects' cells in
  /// `Fidelity/corpus.tsv`, 105, 125 and 252 x 42, their subviews stored in that size:
  /// PanoramaCamera-Parse-ScrollView's, TicTacToe's and iLeonelPerea's), or the cell's own
  /// custom size (`<size key="customSize">`, Interface Builder's "Custom" cell size:
  /// HPTPhotosViewer's 100 x 100 cells under a 50 x 50 `itemSize`, fresh-17, whose subviews
  /// are pinned to the cell and stored in 100 x 100; AlexNMoon's 150 x 150). Nil otherwise:
  /// the stored frame stands.
  static func itemSize(of cell: XMLElement, content: XMLElement?, in collection: XMLElement)
    -> Size?
  {
    guard let cellFrame = SceneWriter.rect(cell.child("rect", key: "frame")),
      let contentFrame = SceneWriter.rect(content?.child("rect", key: "frame")),
      cellFrame.width != contentFrame.width || cellFrame.height != contentFrame.height
    else { return nil }
    let item = collection.children.first(where: { $0.name == "collectionViewFlowLayout" })?
      .children.first(where: { $0.name == "size" && $0["key"] == "itemSize" })
    let custom = cell.children.first(where: { $0.name == "size" && $0["key"] == "customSize" })
    for size in [item, custom].compactMap({ $0 }) {
      if let width = size["width"].flatMap(Double.init),
        let height = size["height"].flatMap(Double.init),
        width == contentFrame.width, height == contentFrame.height
      {
        return Size(width: width, height: height)
      }
    }
    return nil
  }

  /// A cell's content view's trailing margin beside an accessory: UIView's 8, not the
  /// cell's 16 or 20 — the content view ends where the accessory begins, short of the
  /// cell's own margin. Every view pinned to such a content view's trailing margin in the
  /// corpus is stored 8 from its edge: 5 readings in 3 projects (New-Balance-Shop, Xcode 13,
  /// 414 wide; TableViewApp, Xcode 10, 375; a 393-wide cell of Xcode 14), all with disclosure
  /// indicators (Notes/InterfaceBuilder.md).
  static let marginBesideAccessory = 8.0

  /// How a document's canvas draws a split view controller's columns, by its device.
  enum SplitCanvas {
    /// A phone's: the split collapses to its master's navigation stack.
    case collapsed
    /// An iPad's: the master is a column of its own beside the detail.
    case padColumns
    /// Expanded, with none of the iPad's own rules: a Mac's, or Xcode 6–7's device-less
    /// canvas of any width (FiskiBot/Castlevania-SOTN-Bestiary-iOS and matheusfusco/
    /// ios-splitView, Xcode 7.3, fresh-113, store their details with no navigation bar).
    case expanded

    init(deviceID: String?) {
      switch deviceID {
      case nil, "mac": self = .expanded
      case let id? where id.hasPrefix("ipad"): self = .padColumns
      default: self = .collapsed
      }
    }
  }

  /// A split view controller of iOS 14's column style (`style`, or `allowDoubleColumnStyle`
  /// as Xcode 12 and later write it). Its `showDetail` segues are not read as the classic
  /// split's: Daniel1989/ios (Xcode 15, an iPad, fresh-108) stores what one shows as a
  /// 704 x 984 sheet.
  static func hasColumnStyle(_ splitViewController: XMLElement) -> Bool {
    splitViewController["style"] != nil || splitViewController["allowDoubleColumnStyle"] == "YES"
  }

  /// A segue that puts its destination on a navigation controller's stack from the
  /// controller itself: its root relationship, or a `show` (`push`) segue the navigation
  /// controller performs — UIKit's navigation controller overrides `show(_:sender:)` to push
  /// (NCUECSIE/Parking-iOS, fresh-35, Xcode 8, shows its login screen and its tab bar
  /// controller from its navigation controller; Xcode stores them under its bar).
  static func entersStack(_ segue: Segue, from source: XMLElement?) -> Bool {
    source?.name == "navigationController"
      && (segue.relationship == "rootViewController" || segue.pushes)
  }

  /// The first toolsVersion whose table cells have iOS 11's content margins (11 above and
  /// below, 15 to 20 at the sides) instead of iOS 8–10's 8 on every side: Xcode 9.2
  /// (13529). Xcode 9.0 and 9.1 still drew the old ones — cells of 13168 and 13196 in three
  /// projects are stored 8 in on every side they pin (gdelarosa/AnimalChat, fresh-27, and
  /// 3monthiOS/BlackTechnology, in storyboards; Stackview-App-Project and BlackTechnology, in
  /// xibs), where 13529 and 13771 ones show 15 (SCC, GTravel, ConversaBusiness) and a
  /// 13771 xib cell 20 (UniGram).
  static let modernCellsSince = 13500.0

  /// The width above which a xib's own table cell is drawn 20 points in at the sides (on a
  /// phone 375 points wide or narrower; on a wider one, above 320). The data leaves it
  /// between 377 (bradhilton/AIKit's cell stored 16 in) and 393 (its sibling stored 20 in):
  /// 390, within that range (the storyboards' tables leave theirs between 375 and 390).
  static let wideCell = 390.0

  /// A table cell's content view's margins from Xcode 9.2 on: `side` at the sides, 11 above
  /// and below (iOS 11 to 18), 15 in the documents of Xcode 26
  /// (`InterfaceBuilderDevices.drawsIOS26Controls`).
  static func cellMargins(side: Double, toolsVersion: Double) -> DirectionalEdgeInsets {
    let vertical =
      InterfaceBuilderDevices.drawsIOS26Controls(toolsVersion: toolsVersion)
      ? InterfaceBuilderDevices.iOS26CellVerticalMargin : 11
    return DirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
  }

  /// The first toolsVersion that draws a table's automatic rows (`rowHeight="-1"`) as high
  /// as their content's constraints make them: Xcode 11 (14800). Xcode 9 and 10 drew them at
  /// the row's stored height, as a build of theirs ran them before iOS 11's automatic
  /// estimates: of the corpus's 260 such cells of 13000 to 14799, 252 are stored 44 high
  /// (or 43.5 above a separator), among them PLJNS/Library's three static cells (14109,
  /// fresh-87) whose stacks are 30.33 high with their margins and annahorak/iOS-books'
  /// (13771) of 32, both drawn 44 with their stacks stretched, where 26 of Xcode 11's 62 are
  /// stored at their content's height (Music-Memories' 71, PH9/ios-meetup's 69 and 82.5, of
  /// 14810 to 14865) (Notes/InterfaceBuilder.md).
  static let selfSizingCellsSince = 14800.0

  /// How much narrower than a table cell its content view is stored, when the cell shows an
  /// accessory (`accessoryType`, or an `accessoryView`): UIKit lays the content view out
  /// beside it. Zero without an accessory or without the cell's frame. A content view with
  /// no stored frame (Xcode 7 and earlier) beside a disclosure indicator has the indicator's
  /// 33 points of those Xcodes (the corpus's stored cells show 33 up to Xcode 9):
  /// JerryXu0907/Plantmachine-iOS (fresh-68, Xcode 7) stores a label pinned to such a content
  /// view's trailing margin 41 short of its 600-point cell, 33 and the margin's 8.
  static func accessoryWidth(of cell: XMLElement, content: XMLElement?, toolsVersion: Double)
    -> Double
  {
    let hasAccessory =
      (cell["accessoryType"].map { $0 != "none" } ?? false)
      || cell.children.contains { $0["key"] == "accessoryView" }
    guard hasAccessory, let cellFrame = SceneWriter.rect(cell.child("rect", key: "frame"))
    else { return 0 }
    guard let contentFrame = SceneWriter.rect(content?.child("rect", key: "frame")) else {
      let isIndicator = cell["accessoryType"] == "disclosureIndicator"
      return content != nil && isIndicator && toolsVersion < 14000 ? 33 : 0
    }
    let width = cellFrame.width - contentFrame.x - contentFrame.width
    return width > 0 && width < cellFrame.width / 2 ? width : 0
  }

  /// Whether a cell's content view has a constraint that can hold its bottom edge away
  /// from its top (its bottom, bottom margin or height). Without one its fitting height is
  /// zero, and UIKit then gives the row the standard height instead ("Detected a case where
  /// constraints ambiguously suggest a height of zero for a table view cell's content view.
  /// We're considering the collapse unintentional and using standard height instead.", its
  /// log): the cell keeps its stored height, as Xcode stores such cells 44 high.
  static func constraintsCanGiveHeight(_ content: XMLElement) -> Bool {
    let id = content["id"]
    let vertical: Set<String> = ["bottom", "bottomMargin", "height"]
    return (content.child("constraints")?.children(named: "constraint") ?? []).contains {
      constraint in
      if constraint["firstItem"] == nil || constraint["firstItem"] == id,
        vertical.contains(constraint["firstAttribute"] ?? "")
      {
        return true
      }
      return constraint["secondItem"] == id
        && vertical.contains(constraint["secondAttribute"] ?? "")
    }
  }

  /// Which controllers Interface Builder draws with a navigation bar, a tab bar or a
  /// toolbar: the root of a navigation controller and everything pushed from it (`show`
  /// segues), the children of a tab bar controller and what they push — unless the bar is
  /// hidden (`navigationBarHidden`) or the controller hides it when pushed
  /// (`hidesBottomBarWhenPushed`, which hides the toolbar too). The toolbar is the
  /// navigation controller's: shown (`toolbarHidden="NO"`, or simulated by a controller in
  /// its stack), it stays for everything pushed after. A `show` segue pushes a new instance
  /// of its destination, so the storyboard's initial controller, shown so, has the bars of
  /// the stack it is pushed onto (AdrianLoarri/OpenMinds, fresh-13: the initial login screen,
  /// shown from a controller with a toolbar, is stored ending 44 points above the bottom).
  ///
  /// A controller shown from several others is drawn with the bars of one of them: the
  /// segue the document names in `<inferredMetricsTieBreakers>`, where it names one of its
  /// incoming segues (Interface Builder's "inferred" metrics), a relationship or not; else
  /// every path's bars. A tab whose tie-breaker is a segue back from a screen it shows
  /// has no bars: Eliteman22/Questly (fresh-14) stores it and what it shows with no tab bar.
  ///
  /// `pushHidesTabBar` false (Xcode 8.2 and earlier): a pushed controller that hides the
  /// bottom bar when pushed still shows the tab bar on its canvas, though not the toolbar.
  /// `splitCanvas`: how the document's canvas draws a split view controller's columns.
  static func bars(
    in scenes: XMLElement, tieBreakers: Set<String> = [],
    showFromTabPresents: Bool = false, pushHidesTabBar: Bool = true,
    splitCanvas: SplitCanvas = .expanded
  ) -> [String: Bars] {
    var controllers: [String: XMLElement] = [:]
    var inDocumentOrder: [XMLElement] = []
    var segues: [Segue] = []
    for scene in scenes.children(named: "scene") {
      let objects = scene.child("objects")?.children ?? []
      // A segue of an object beside the scene's controller — a gesture recognizer, a bar
      // button item kept at the scene's level — is the controller's: AlexandrLishai/
      // PlannerIOS (fresh-65) pushes an editor from a tap gesture recognizer of a pushed
      // screen, and Xcode draws it under that stack's navigation bar.
      let sceneController = objects.first { $0["sceneMemberID"] == "viewController" }?["id"]
      for controller in objects {
        guard let ownID = controller["id"] else { continue }
        let isController = controller["sceneMemberID"] == "viewController"
        let id = isController ? ownID : sceneController ?? ownID
        if isController || sceneController == nil {
          controllers[ownID] = controller
          inDocumentOrder.append(controller)
        }
        var stack = [controller]
        while let element = stack.popLast() {
          if element.name == "segue", let destination = element["destination"] {
            segues.append(
              Segue(
                source: id, destination: destination, kind: element["kind"] ?? "",
                relationship: element["relationship"] ?? "", id: element["id"] ?? ""))
          }
          stack += element.children
        }
      }
    }
    // Each controller's segues.
    let outgoing = Dictionary(grouping: segues, by: \.source)
    // The segue that decides a shown controller's bars, where the document names one.
    var deciding: [String: String] = [:]
    for segue in segues where tieBreakers.contains(segue.id) {
      deciding[segue.destination] = segue.id
    }
    /// Whether the document names another segue into the segue's destination as the one its
    /// bars follow.
    func isOverruled(_ segue: Segue) -> Bool {
      deciding[segue.destination].map { $0 != segue.id } ?? false
    }
    // Tab bar controllers in a navigation controller's stack (its root, or pushed onto it):
    // their tabs push onto that navigation controller, over the tab bar. Found by walking
    // each navigation controller's stack: its root, what is pushed from anything in it, and
    // the tabs of a tab bar controller in it.
    var inStack: Set<String> = []
    var walk = segues.filter { segue in
      Self.entersStack(segue, from: controllers[segue.source])
    }.map(\.destination)
    while let id = walk.popLast() {
      guard inStack.insert(id).inserted else { continue }
      for segue in outgoing[id] ?? [] {
        let tab =
          controllers[id]?.name == "tabBarController" && segue.relationship == "viewControllers"
        if segue.pushes || tab { walk.append(segue.destination) }
      }
    }
    let tabBarsUnderNavigation = inStack.filter { controllers[$0]?.name == "tabBarController" }
    var bars: [String: Bars] = [:]
    var queue: [(String, Bars)] = []
    // The controllers some segue of the document leads to.
    let destinations = Set(segues.map(\.destination))
    for segue in segues
    where (segue.kind == "relationship" || segue.pushes) && !isOverruled(segue) {
      guard let source = controllers[segue.source] else { continue }
      var inherited = Bars()
      if Self.entersStack(segue, from: source) {
        inherited.enterStack(of: source)
        // A navigation controller that simulates a tab bar is a tab of a tab bar controller
        // elsewhere (another storyboard): its root shows the tab bar too, opaque when the
        // simulated one is (e-sung/Pomodoro's timeline, Xcode 10.1, fresh-92: a root 618
        // high on an iPhone 8, its table ending at the bar).
        let simulated = Bars().adding(simulatedBy: source)
        inherited.tabBar = simulated.tabBar
        inherited.opaqueTabBar = simulated.opaqueTabBar
      } else if source.name == "tabBarController", segue.relationship == "viewControllers",
        segue.kind == "relationship"
      {
        inherited.tabBar = true
        inherited.opaqueTabBar = Bars.hasOpaqueTabBar(source)
        inherited.statusBarHidden = Bars.hidesStatusBar(source)
        inherited.pushesOverTabBar = tabBarsUnderNavigation.contains(segue.source)
        inherited.inNavigationStack = tabBarsUnderNavigation.contains(segue.source)
      } else if segue.pushes, !destinations.contains(segue.source),
        case let simulated = Bars().adding(simulatedBy: source), simulated.navigationBar
      {
        // A controller no segue reaches that simulates a navigation bar is in a navigation
        // stack of another storyboard (or of code): what it shows is pushed onto that stack,
        // under its bar — 616353553/Planner's task editor (fresh-65, Xcode 10) simulates one
        // and stores the colour picker it shows 44 points lower than a bar-less screen. One
        // that segues reach has its bars from them (NiteshSrivastav/iBite's settings, shown
        // from four screens, simulates a bar; what it shows is stored without one).
        inherited = simulated
        inherited.inNavigationStack = true
      } else {
        continue
      }
      queue.append((segue.destination, inherited))
    }
    // A split view controller no segue leads to (the initial controller, or one code
    // presents) is drawn with no bars of its own; its columns are passed on from it (below).
    for controller in inDocumentOrder
    where controller.name == "splitViewController" {
      guard let id = controller["id"], !destinations.contains(id) else { continue }
      queue.append((id, Bars()))
    }
    for controller in inDocumentOrder {
      for (destination, embedding) in Self.embeddings(in: controller) {
        var inherited = Bars()
        inherited.embedding = embedding
        queue.append((destination, inherited))
      }
    }
    while let (id, inherited) = queue.popLast() {
      let known = bars[id]
      var current = known ?? Bars()
      current.navigationBar = current.navigationBar || inherited.navigationBar
      current.largeTitles = current.largeTitles || inherited.largeTitles
      current.largeTitleBarHeight = current.largeTitleBarHeight ?? inherited.largeTitleBarHeight
      current.afterCompactTitle = current.afterCompactTitle || inherited.afterCompactTitle
      current.opaqueNavigationBar = current.opaqueNavigationBar || inherited.opaqueNavigationBar
      current.tabBar = current.tabBar || inherited.tabBar
      current.opaqueTabBar = current.opaqueTabBar || inherited.opaqueTabBar
      current.pushesOverTabBar = current.pushesOverTabBar || inherited.pushesOverTabBar
      current.inNavigationStack = current.inNavigationStack || inherited.inNavigationStack
      current.isStackRoot = current.isStackRoot || inherited.isStackRoot
      current.toolbar = current.toolbar || inherited.toolbar
      current.tabBarHiddenByPush = current.tabBarHiddenByPush ?? inherited.tabBarHiddenByPush
      current.statusBarHidden = current.statusBarHidden || inherited.statusBarHidden
      current.splitView = current.splitView ?? inherited.splitView
      if let embedding = inherited.embedding {
        current.embedding = embedding.merged(with: current.embedding)
      }
      // A controller reached again with a bar it did not have yet (a tab bar through the
      // navigation controller above it, found after its navigation bar) passes it on again;
      // bars are only ever added, so each controller is passed on at most once per kind of bar.
      guard current != known, let controller = controllers[id] else { continue }
      bars[id] = current
      for segue in outgoing[id] ?? [] where !isOverruled(segue) {
        var passed = current
        if controller.name == "navigationController" {
          if Self.entersStack(segue, from: controller) {
            passed.enterStack(of: controller)
            // A navigation controller inside a tab pushes within the tab.
            passed.pushesOverTabBar = false
          } else {
            continue
          }
        } else if controller.name == "tabBarController", segue.kind == "relationship" {
          // A tab bar controller's tabs show its tab bar and whatever bar it has itself: the
          // navigation bar of a navigation controller it is the root of.
          guard segue.relationship == "viewControllers" else { continue }
          passed.tabBar = true
          // The tab bar takes the place of a toolbar the stack it is pushed onto shows:
          // fferegrino/MyIssues (tuning, Xcode 8) stores the tabs of a tab bar controller
          // pushed after a controller simulating a toolbar 49 short of the screen's bottom,
          // not 49 + 44.
          passed.toolbar = false
          passed.opaqueTabBar = passed.opaqueTabBar || Bars.hasOpaqueTabBar(controller)
          passed.statusBarHidden = passed.statusBarHidden || Bars.hidesStatusBar(controller)
          passed.pushesOverTabBar = tabBarsUnderNavigation.contains(id)
          passed.inNavigationStack = tabBarsUnderNavigation.contains(id)
        } else if controller.name == "splitViewController", segue.kind == "relationship" {
          // A split view controller's columns are drawn inside what holds it: the master
          // and the detail of a split view controller that is a tab show the tab bar
          // (CS193P's Concentration, fresh-108: the theme chooser, the master's navigation
          // root, is stored centred above the tab bar on an iPhone 8, an iPhone SE, an
          // iPhone 8 in landscape and an iPad, and the game, the detail, ends its content
          // at the bar; Notes/InterfaceBuilder.md).
          guard
            segue.relationship == "masterViewController"
              || segue.relationship == "detailViewController"
          else { continue }
          passed.isStackRoot = false
          passed.splitView = id
          // An iPad draws the master as a column of its own, beside the detail, without the
          // tab bar: Amirhosseinhj's (Xcode 10.1) stores its chooser centred between its
          // navigation bar and the screen's bottom where its detail ends at the tab bar,
          // and Daniel1989/ios's (Xcode 15, the split's master segue named as the one its
          // bars follow) centred below the status bar alone.
          if splitCanvas == .padColumns, segue.relationship == "masterViewController" {
            passed.leaveTabBar()
          }
          // On a phone the split collapses: a detail that is no navigation controller is
          // pushed onto the master's stack, under its bar (AndriikoPe/Concentration, Xcode
          // 10.1, an iPhone 8 in landscape: the game, its bars following the detail
          // relationship, is stored with its content pinned to the safe area's top at 32).
          if splitCanvas == .collapsed, segue.relationship == "detailViewController",
            controllers[segue.destination]?.name != "navigationController",
            let master = (outgoing[id] ?? []).first(where: {
              $0.relationship == "masterViewController"
            }),
            let stack = controllers[master.destination], stack.name == "navigationController"
          {
            passed.enterStack(of: stack)
            passed.isStackRoot = false
          }
        } else if segue.kind == "showDetail", let split = current.splitView,
          let splitBars = bars[split], let splitView = controllers[split],
          !Self.hasColumnStyle(splitView)
        {
          // A `showDetail` segue from a split view's column replaces the split's detail. On
          // an iPad what it shows has the bars the detail column has, whatever the master
          // shows (Amirhosseinhj/Concentration-Stanford-CS193P-Fall-2017-18, Xcode 10.1,
          // fresh-108: the game the chooser shows so, the segue its bars follow, is stored
          // ending 50 above the bottom, at the tab bar the split's detail shows); on a phone,
          // where the split collapses to its master's stack, it is pushed onto that stack
          // (DenverST/Concentration, Xcode 10.1, an iPhone SE: the game is stored below the
          // chooser's navigation bar and above the tab bar).
          if splitCanvas != .collapsed {
            passed = splitBars
            passed.splitView = split
          } else {
            passed.isStackRoot = false
            // Pushed over a tab bar controller in that stack, it covers the tab bar, as a
            // push does (clint-gitahi/Journal, Xcode 10.1, an iPhone 8: the entry screen its
            // tabs show so is stored below the master's bar and down to the screen's bottom).
            if current.pushesOverTabBar {
              passed.leaveTabBar()
            }
          }
        } else if segue.pushes {
          // From a tab in no navigation controller, `show` presents the controller modally
          // (UIKit's `show(_:sender:)` outside a navigation controller), as a sheet since
          // iOS 13: it has none of the tab's bars (Orlyanskiy93/WeatherApp's detail screen,
          // shown from a forecast tab, is stored as a sheet of an iPhone 8 Plus, 414 x 716,
          // with no tab bar; audreylrnt/Dictionary's, Xcode 10.1, fresh-56, full screen with
          // no tab bar; Xcode 7 and 8 documents, AZaps' (9531) and Kwang8's (12121), store
          // such screens full size above the tab bar, where ablenesi/jobs's two storyboards
          // of Xcode 9 (13196 and 13771, fresh-72) store a login screen a profile tab shows
          // and a job editor a list tab shows with none — so the bound is Xcode 9's 13000).
          if showFromTabPresents, current.tabBar, !current.inNavigationStack { continue }
          // A toolbar a controller in the stack simulates is the navigation controller's,
          // shown for what is pushed after it too; so is an opaque navigation bar it
          // simulates (`translucent="NO"`): dharasis1993/CoreDate (Xcode 12, an iPhone 11,
          // fresh-88) stores the screen its opaque-barred list pushes 414 x 808, below the
          // bar, as Audio-Meter/Audiometer's reports (Xcode 11) store what such a screen of
          // another storyboard pushes (above).
          let simulated = Bars().adding(simulatedBy: controller)
          if simulated.toolbar { passed.toolbar = true }
          if simulated.opaqueNavigationBar, passed.navigationBar {
            passed.opaqueNavigationBar = true
          }
          // Pushed after an item that shows no large title, an automatic item shows none
          // either (Andrew11US/iOS-Quiz-Test, fresh-30: a quiz pushed after a `never` item is
          // stored under a 44-point bar).
          passed.afterCompactTitle = Bars.titleIsCompact(of: controller, after: current)
          passed.isStackRoot = false
          // A bar the controller sets to None is None for what it pushes too: Xcode infers a
          // pushed screen's bars from its source as drawn. monkey199210/Parking (Xcode 8.3,
          // fresh-87) stores the two screens its bar-less login shows, and one shown after
          // one of those, under no navigation bar, as aparkerryan27/SUGARED___BRONZED (Xcode
          // 11) does a screen shown from one whose bars are None; itolisto/
          // ConversaBusiness-iOS (Xcode 9.2) stores a screen shown two steps after one whose
          // bottom bar is None at the full height below its navigation bar
          // (Notes/InterfaceBuilder.md).
          passed = passed.removing(noneSetBy: controller)
          let hidesBottomBar = controllers[segue.destination]?["hidesBottomBarWhenPushed"] == "YES"
          if hidesBottomBar { passed.toolbar = false }
          // Pushed onto a navigation controller above the tab bar controller, it covers
          // the tab bar (QuickNet's games, pushed from tabs of a tab bar controller that is
          // a navigation controller's root, are stored with no tab bar). Hiding the bottom
          // bar when pushed takes the tab bar off the canvas from Xcode 8.3 (12000) on:
          // gameonhack/gameon-ios (12120) stores a photo screen so pushed at the full
          // 667-point height, where moodcal/invoice and archie-yu/class-schedule-ios-client
          // (fresh-74 and fresh-82, both 11762) store theirs 49 points short of the bottom.
          // What such a controller pushes in turn, not hiding the bottom bar itself, is
          // drawn with the tab bar again: anonymcek/covid (16096) stores two screens pushed
          // after an info screen that hides it with content ending 83 above an iPhone 11
          // Pro's bottom (Notes/InterfaceBuilder.md).
          if (hidesBottomBar && pushHidesTabBar) || current.pushesOverTabBar {
            if hidesBottomBar, pushHidesTabBar, passed.tabBar, !current.pushesOverTabBar {
              passed.tabBarHiddenByPush = passed.opaqueTabBar
            }
            passed.leaveTabBar()
          } else if let opaque = passed.tabBarHiddenByPush {
            passed.tabBar = true
            passed.opaqueTabBar = opaque
            passed.tabBarHiddenByPush = nil
          }
        } else {
          continue
        }
        queue.append((segue.destination, passed))
      }
    }
    // Presented: modally (a sheet, a form) or in a popover.
    let presenting: Set<String> = ["presentation", "modal", "popoverPresentation", "popover"]
    var presentedContent: [String] = []
    for segue in segues where presenting.contains(segue.kind) {
      bars[segue.destination, default: Bars()].isPresented = true
      if !segue.kind.hasPrefix("popover") { presentedContent.append(segue.destination) }
      if segue.kind.hasPrefix("popover") {
        bars[segue.destination, default: Bars()].isPopover = true
      }
    }
    // What a presented container holds is presented with it: its tabs, its navigation
    // root and what that pushes (each controller once).
    func contents(of presented: [String]) -> Set<String> {
      var pending = presented
      var reached = Set<String>()
      while let id = pending.popLast() {
        guard reached.insert(id).inserted else { continue }
        for segue in outgoing[id] ?? [] where segue.kind == "relationship" || segue.pushes {
          pending.append(segue.destination)
        }
      }
      return reached
    }
    for id in contents(of: presentedContent) { bars[id, default: Bars()].inPresentation = true }
    // A `show` segue from a controller in no navigation stack — one no stack reaches, that
    // is no navigation controller and simulates no navigation bar — presents its
    // destination (UIKit's `show(_:sender:)`).
    let shownModally = segues.filter { segue in
      guard segue.pushes, let source = controllers[segue.source],
        source.name != "navigationController", bars[segue.source]?.inNavigationStack != true
      else { return false }
      return !Bars().adding(simulatedBy: source).navigationBar
    }.map(\.destination)
    for id in contents(of: shownModally) { bars[id, default: Bars()].inShownPresentation = true }
    return bars
  }

  /// The controllers a controller's container views embed (`embed` segues), with the edges
  /// of its view each container touches: its stored frame, moved by those of the views
  /// it lies in (a scroll view's content offset aside).
  static func embeddings(in controller: XMLElement) -> [(String, Bars.Embedding)] {
    guard let view = controller.children.first(where: { $0["key"] == "view" }),
      let root = SceneWriter.rect(view.child("rect", key: "frame"))
    else { return [] }
    var found: [(String, Bars.Embedding)] = []
    var stack: [(XMLElement, Double)] = (view.child("subviews")?.children ?? []).map { ($0, 0) }
    while let (element, originY) = stack.popLast() {
      guard let frame = SceneWriter.rect(element.child("rect", key: "frame")) else { continue }
      let top = originY + frame.y
      if element.name == "containerView" {
        for segue in element.child("connections")?.children(named: "segue") ?? []
        where segue["kind"] == "embed" {
          guard let destination = segue["destination"] else { continue }
          found.append(
            (
              destination,
              Bars.Embedding(top: top, touchesBottom: top + frame.height >= root.height)
            ))
        }
      }
      stack += (element.child("subviews")?.children ?? []).map { ($0, top) }
    }
    return found
  }
}
