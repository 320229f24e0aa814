import StrutModel

/// Interface Builder's device ids (`<device id="retina6_1">`) and the devices of Strut's table
/// they stand for. A document records the device it was drawn for; its root views' stored
/// frames are that device's size, which confirms the choice (an id the table does not know
/// is matched by that size instead).
enum InterfaceBuilderDevices {
  /// Ids as Xcode writes them, with the device of `Device.all` each one draws.
  static let byID: [String: String] = [
    "retina4_7": "iPhone 8",
    "retina5_5": "iPhone 8 Plus",
    "retina5_4": "iPhone 13 mini",
    "retina5_9": "iPhone 11 Pro",
    "retina6_1": "iPhone 11",
    "retina6_5": "iPhone 11 Pro Max",
    "retina6_0": "iPhone 14",
    "retina6_12": "iPhone 15",
    "retina6_7": "iPhone 14 Plus",
    "retina6_72": "iPhone 15 Plus",
    "retina6_3": "iPhone 16 Pro",
    "retina6_9": "iPhone 16 Pro Max",
    "iPhone14Pro": "iPhone 15",
    "iPhone14ProMax": "iPhone 15 Plus",
    "ipad10_2": "iPad",
    "ipad10_9rounded": "iPad (10th generation)",
    "ipad11_0rounded": "iPad Pro 11-inch",
    "ipad12_9rounded": "iPad Pro 12.9-inch",
    "ipad8_3": "iPad mini",
  ]

  /// Sizes Xcode can draw that the table has no device for (older phones and iPads), with
  /// their status bar.
  static let legacy: [String: (width: Double, height: Double, top: Double)] = [
    "retina3_5": (320, 480, 20),
    "retina4_0": (320, 568, 20),
    "ipad9_7": (768, 1024, 20),
    "ipad10_5": (834, 1112, 20),
    "ipad11": (834, 1194, 24),
    // The 12.9" iPad Pro with a home button (Xcode's "iPad Pro (12.9-inch)" before the
    // rounded one): the rounded one's size, but no home indicator below and a 20-point
    // status bar (Audio-Meter/Audiometer, fresh-21: tables pinned to the safe area's
    // bottom end at 1024 in landscape).
    "ipad12_9": (1024, 1366, 20),
  ]

  /// The status bar Interface Builder itself draws where it differs from the device's today
  /// (on the document's own device, Strut draws what the Xcode that saved it drew, so that
  /// its frames are the ones stored):
  /// Xcode 13 and Xcode 14's betas (toolsVersion below 21219) drew the notched iPhones with
  /// a 44-point status bar, as iOS 13 had it; later versions draw the device's (48 on the
  /// iPhone 11 and XR, 47 on the iPhone 12 and 12 Pro Max, as iOS 14 and later have them).
  /// (Views pinned to the safe area's top in public storyboards are stored at y 44 on the
  /// iPhone 11 under toolsVersion 19529 and 20037, at 48 under 22155, and 44 below a
  /// navigation bar on the 12 Pro Max under 20037 and 21179.7, an Xcode 14 beta:
  /// Notes/InterfaceBuilder.md.)
  ///
  /// Xcode 11 to 14.3 (toolsVersion 14800 to 21599: Xcode 10.3 wrote 14490, Xcode 11's
  /// betas 148xx) draw the phones without a notch (iPhone 8, 8 Plus, SE) with no status bar
  /// in the safe area at all: views pinned to the safe area's top are stored at its constant
  /// under toolsVersion 14868 (one view), 16095–19455 (57) and 21507 (20), 20 below it under
  /// 13196–14490 (28) — and again, as the device itself has it, under 21701–32700
  /// (kenstir/hemlock-ios, fresh-20: 9 views in 8 storyboards of iPhone 8, 8 Plus and SE
  /// documents saved by Xcode 14.3.1 to 16; the only such documents of the corpus). The
  /// device itself keeps its 20-point status bar; `--device` gives that.
  ///
  /// Xcode 14.3 and later (toolsVersion 21600 on) draw the iPhone X, XS and 11 Pro
  /// (`retina5_9`) with a 50-point status bar, as the 12 and 13 mini have it:
  /// CodingItWrong/ios-essentials-quiz (fresh-30) and adeelabbas/VoiceChat-With-Local-
  /// Recording (fresh-26), both 21701, store views pinned to the safe area's top 50 below
  /// the screen's, where 21208 (3IE/SwiftStarter) still shows 44 and 20037 44. Between
  /// them, Xcode 14.0 to 14.2 (21219 to 21599) drew it with 47, as the iPhone 12 has it:
  /// TTLGame/FirstProject (21225) and, read after fresh-54's unseen measure, 6luv/tic-tac-toe
  /// (21225) and BaoLam2610/TicTacToeSwift (21507) store views pinned to the safe area's top
  /// 47 below the screen's. Strut's table keeps the device's 44 until a measurement of the
  /// device itself says otherwise.
  ///
  /// Xcode 11 and 12 (toolsVersion 14800 to 18999) drew the iPads with no status bar in the
  /// safe area either, in both orientations: Audio-Meter/Audiometer (fresh-21: 46 views of
  /// 12.9" iPads, landscape, 15705–16097), Kosalos/AddictionSolitaire (an 11" iPad, 15705)
  /// and RedditApp (a 12.9" iPad, 17156) pin views to the safe area's top at its constant,
  /// where Xcode 10's iPad 9.7" documents show its 20 (21 views, two projects) and Xcode 13
  /// and later the device's 24 (Seikendojo, WorkoutCycle and Fertilizer-Calc-App: 14 views).
  ///
  /// `drawn` is the device the view is drawn on where the document's root says which (an id
  /// can stand for two sizes: `retina6_7` is the 428 x 926 iPhone 14 Plus in documents of
  /// Xcode 12 to 14, the 430 x 932 15 Pro Max in suman9259/Attendance_iOS's of 23727).
  static func statusBar(
    id: String?, toolsVersion: Double, landscape: Bool, drawn: Device? = nil
  ) -> Double? {
    guard let id, toolsVersion > 0 else { return nil }
    if id.hasPrefix("ipad"), (14800..<19000).contains(toolsVersion) { return 0 }
    if landscape, drewPortraitBarsInLandscape(id: id, toolsVersion: toolsVersion) { return 20 }
    guard !landscape else { return nil }
    if drewIOS13Housing(id: id, toolsVersion: toolsVersion) { return 44 }
    if doublesSafeArea(id: id, toolsVersion: toolsVersion, drawn: drawn) {
      let top = (drawn ?? device(id: id))?.screen(landscape: false).safeArea.top ?? 0
      return 2 * (id == "retina5_9" ? 50 : top)
    }
    if id == "retina5_9", toolsVersion >= 21600 { return 50 }
    if id == "retina5_9", toolsVersion >= firstDrawingTodaysHousing { return 47 }
    if ["retina4_7", "retina5_5", "retina4_0", "retina3_5"].contains(id),
      (14800..<21600).contains(toolsVersion)
    {
      return 0
    }
    return nil
  }

  /// Xcode 8 and earlier (toolsVersion below 13000) drew a phone in landscape with the bars
  /// of portrait: the 20-point status bar and a 44-point navigation bar, where the phone
  /// itself (and Xcode 9 and later) hides the status bar and shortens the navigation bar to
  /// 32 in compact height. LeedsEEE's elec2660 game (12121, an iPhone 8 Plus in landscape,
  /// fresh-97) pins views to the top layout guide in seven scenes, all stored 20 below the
  /// screen's top plus their constants; 17eparker/HotOrCold's game screen (12120, an
  /// iPhone 8 in landscape, pushed by a navigation controller) stores its view 51 below the
  /// guide at 115: 20 + 44. Xcode 9's landscape phones (brianpTu2/PokerApp, 13771;
  /// jake-goodman/poker-exercise, 14109) store views pinned to the safe area's top at 0.
  static func drewPortraitBarsInLandscape(id: String?, toolsVersion: Double) -> Bool {
    guard let id, toolsVersion > 0 else { return false }
    return toolsVersion < 13000 && !id.hasPrefix("ipad")
  }

  /// The sensor housing's inset at the sides of a phone in landscape as the Xcode that saved
  /// the document drew it, where that is not the device's own: Xcode 13 and Xcode 14's
  /// betas (toolsVersion < 21219) drew the iPhone 11/XR, 12 and 12 Pro Max with iOS 13's 44
  /// points there as at the top in portrait. Seven landscape documents of iPhone 11s
  /// (retina6_1, 16096 to 20037) pin views to the safe area's sides 44 in from the screen's:
  /// the LEDBoard exercise of six bootcamp projects (fresh-45: EunJi01, Taehyeon-Kim,
  /// MoSonLee at 20037, sookim-1, camosss, luboolu at 19162), Parviina/Bullseye and
  /// diegomtzg/InFrame; the device itself has 48.
  static func landscapeSide(id: String?, toolsVersion: Double) -> Double? {
    guard let id, toolsVersion > 0, drewIOS13Housing(id: id, toolsVersion: toolsVersion)
    else { return nil }
    return 44
  }

  /// The notched phones whose housing Xcode 13 and Xcode 14's betas (toolsVersion < 21219)
  /// drew with iOS 13's 44 points — at the top in portrait, at the sides in landscape —
  /// rather than the device's own: the iPhone 11/XR, 12 and 12 Pro Max, up to
  /// `firstDrawingTodaysHousing`. Xcode 14's beta 21179.7 stores a 12 Pro Max's and a 12's
  /// navigation bars at y 44 (Anthony-Narvaez/Parsetagram, Cao1224/Parstagram, fresh-115),
  /// the first with its table and a view pinned to the safe area's top laid out below them.
  static func drewIOS13Housing(id: String, toolsVersion: Double) -> Bool {
    toolsVersion < firstDrawingTodaysHousing
      && ["retina6_1", "retina6_0", "retina6_7"].contains(id)
  }

  /// The first toolsVersion read drawing the notched phones' housing as the device has it
  /// (47 on the iPhone 12's and the X's canvases): 21219, a build of Xcode 14.0 before its
  /// release's 21225. AppPeterPan/DemoPickerInputView (21219, an iPhone 14, fresh-126)
  /// stores a label pinned 10 below the safe area's top at y 57; the last read with iOS
  /// 13's 44 is 21208.1 (Bokl2002/MoviesAPIs, an iPhone 14, fresh-121: a table below a
  /// navigation bar from y 88; 3IE/SwiftStarter's iPhone 11 Pro, 44). One Xcode draws
  /// every canvas alike, so the bound is the same for the iPhone 11 Pro's 47.
  static let firstDrawingTodaysHousing = 21219.0

  /// The home indicator's inset as the Xcode that saved the document drew it on the
  /// document's device in portrait, where that is not the device's own; nil elsewhere.
  static func homeIndicator(
    id: String?, toolsVersion: Double, landscape: Bool, drawn: Device? = nil
  ) -> Double? {
    guard let id, !landscape, doublesSafeArea(id: id, toolsVersion: toolsVersion, drawn: drawn)
    else {
      return nil
    }
    return 2 * ((drawn ?? device(id: id))?.screen(landscape: false).safeArea.bottom ?? 0)
  }

  /// Xcode 15.4 to 16.2 (toolsVersion 23700 to 32699; 16.3 writes 32700) draw a phone with
  /// a sensor housing with its safe area's insets doubled: the status bar's twice above and
  /// the home indicator's twice below. DeeptanshuPal/fyle (six scenes), ducluvnemo/
  /// play_music_app and Chaini404/NovaMovil (iPhone 15, 23727: content pinned to the safe
  /// area's top at 118, a navigation bar at 118), kenstir/hemlock-ios's MessageDetails (an
  /// iPhone 12, 23727: 94), 52BaranHaydar/FilmListesi (24506: a 54-point bar at 118) and
  /// DoangVan411/Spotify_IOS's xibs (an iPhone 11, 24127: 96 above and 68 below) store
  /// it so; their views pinned to the safe area's bottom end 68 above an iPhone 15's and
  /// an iPhone 11's bottom. The phones without one keep their 20 (hemlock-ios's iPhone SE
  /// and 8 Plus documents of 23727), and Xcode 15.3 (23504) and 16.3 and later (32700: 51
  /// readings) draw the device's. Against: two scenes of fyle store 59 (their frames kept
  /// from an earlier Xcode, it seems). Then confirmed unseen on fresh-44 (ten projects of a
  /// 2024–25 bootcamp, 116 documents of 23727): every view pinned to the safe area's top
  /// sits at twice the status bar (37 at 118 and 21 at 162 on an iPhone 15, 100 and 144 on
  /// an 11 Pro, 124 and 168 on a 16 Pro), where their 23504 and 23094 documents show the
  /// device's.
  static func doublesSafeArea(id: String?, toolsVersion: Double, drawn: Device? = nil) -> Bool {
    guard (23700..<32700).contains(toolsVersion), let device = drawn ?? device(id: id),
      !device.isPad
    else { return false }
    return device.screen(landscape: false).safeArea.top > 20
  }

  /// The navigation bar as toolsVersion 24506 drew it on the canvas whose safe area it
  /// doubles (`doublesSafeArea`): 54 points high, below the doubled status bar, where
  /// 23727's is 44 (fresh-44's 21 views pinned to the safe area's top of an iPhone 15 under
  /// a bar at 162). Aliboztepe/ShopApp (three tabs' navigation controllers, fresh-121),
  /// ariiagaf-IOS-development/Todoey (an opaque bar, its tables' roots stored 680 high on
  /// an 852-point iPhone 15: 852 − 118 − 54) and 52BaranHaydar/FilmListesi (fresh-2) store
  /// their bars at y 118, 54 high, and the tables pinned to their safe area's top at 172.
  /// Xcode 16.3 and later (32700) draw 44 (HadirElnagdy/To-Do, three bars at y 59). Nil
  /// elsewhere: the bar is the device's.
  static func navigationBar(
    id: String?, toolsVersion: Double, landscape: Bool, drawn: Device? = nil
  ) -> Double? {
    guard !landscape, toolsVersion >= 24506,
      doublesSafeArea(id: id, toolsVersion: toolsVersion, drawn: drawn)
    else { return nil }
    return 54
  }

  /// Whether the Xcode that saved the document draws iOS 26's controls ("Liquid Glass"):
  /// toolsVersion 24000 to 31999, the numbers Xcode 26 writes (24412, 24506, 24765 in the
  /// corpus), where Xcode 16.0 to 16.2 write 23xxx and 16.3 and 16.4 32700, all drawing iOS
  /// 18's. kyrielie/nectar (fresh-131; 24506 and 24765, iPhone 11 canvases) stores its 13
  /// switches 63 x 28, as iOS 26's UISwitch is (wanteddev/montage-ios, pull request 488:
  /// "iOS 26+: 63×28", 51×31 before), and its table cells' content 15 points inside their
  /// top and bottom margins, not iOS 13–18's 11 (Notes/UIKitControls.md).
  static func drawsIOS26Controls(toolsVersion: Double) -> Bool {
    (24000..<32000).contains(toolsVersion)
  }

  /// A switch's alignment rect as iOS 26 draws it: 61 x 28, its frame 63 x 28 reaching 2
  /// points beyond it on the right, as earlier switches' do (nectar's switches pinned 20
  /// inside a cell's trailing edge end 18 inside it).
  static let iOS26Switch = (width: 61.0, height: 28.0)

  /// A table cell's content view's top and bottom margins as iOS 26 draws them: 15, where
  /// iOS 13 to 18 have 11 (nectar's basic cells: a label pinned to the content view's top
  /// and bottom margins stored 15 below its top in 51.5-point rows).
  static let iOS26CellVerticalMargin = 15.0

  /// A phone 375 points wide or narrower (in portrait), on which Xcode 11 drew table cells
  /// 15 points in: false for an iPad, a wider phone or no device.
  static func isNarrowPhone(_ device: Device?) -> Bool {
    device.map { !$0.isPad && min($0.width, $0.height) <= 375 } ?? false
  }

  /// A phone wider than 375 points (in portrait), on which Xcode 13 and later draw a resized
  /// xib cell 20 points in: false for an iPad, a narrower phone or no device.
  static func isWidePhone(_ device: Device?) -> Bool {
    device.map { !$0.isPad && min($0.width, $0.height) > 375 } ?? false
  }

  /// The device of Strut's table a document id stands for; nil for none or an id it does
  /// not know.
  static func device(id: String?) -> Device? {
    id.flatMap { byID[$0] }.flatMap(Device.named)
  }

  /// The device a document id and a root size stand for: the id's device when its size
  /// (either way round) matches, else the first device of that size — none where the size
  /// is the id's old device's (`legacy`), whose screen is not the table's device of its
  /// size.
  static func device(id: String?, width: Double, height: Double) -> (Device, landscape: Bool)? {
    if let old = id.flatMap({ legacy[$0] }),
      (old.width == width && old.height == height) || (old.width == height && old.height == width)
    {
      return nil
    }
    func fits(_ device: Device) -> Bool? {
      if device.width == width && device.height == height { return false }
      if device.width == height && device.height == width { return true }
      return nil
    }
    if let device = device(id: id), let landscape = fits(device) {
      return (device, landscape)
    }
    for device in Device.all {
      if let landscape = fits(device) { return (device, landscape) }
    }
    return nil
  }
}
