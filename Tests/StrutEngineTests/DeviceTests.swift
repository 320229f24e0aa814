import StrutCore
import StrutEngine
import StrutModel
import Testing

/// One device as written by hand from Apple's published sizes and the safe-area measurements
/// cited in Sources/StrutModel/Kinds/Devices.swift: portrait size, scale, portrait top and
/// bottom insets, the landscape side and bottom insets (iPads: the portrait top and bottom
/// again), and whether landscape is regular width.
struct DeviceCase: CustomTestStringConvertible, Sendable {
  var name: String
  var width: Double, height: Double, scale: Double
  var top: Double, bottom: Double
  var side: Double, landscapeBottom: Double
  var regularInLandscape: Bool
  var isPad = false
  var testDescription: String { name }
}

@Suite("Screens as devices")
struct DeviceTests {
  static let devices: [DeviceCase] = [
    DeviceCase(
      name: "iPhone SE", width: 375, height: 667, scale: 2, top: 20, bottom: 0, side: 0,
      landscapeBottom: 0, regularInLandscape: false),
    DeviceCase(
      name: "iPhone 8 Plus", width: 414, height: 736, scale: 3, top: 20, bottom: 0, side: 0,
      landscapeBottom: 0, regularInLandscape: true),
    DeviceCase(
      name: "iPhone 13 mini", width: 375, height: 812, scale: 3, top: 50, bottom: 34, side: 50,
      landscapeBottom: 21, regularInLandscape: false),
    DeviceCase(
      name: "iPhone X", width: 375, height: 812, scale: 3, top: 44, bottom: 34, side: 44,
      landscapeBottom: 21, regularInLandscape: false),
    DeviceCase(
      name: "iPhone XR", width: 414, height: 896, scale: 2, top: 48, bottom: 34, side: 48,
      landscapeBottom: 21, regularInLandscape: true),
    DeviceCase(
      name: "iPhone 11 Pro Max", width: 414, height: 896, scale: 3, top: 44, bottom: 34,
      side: 44, landscapeBottom: 21, regularInLandscape: true),
    DeviceCase(
      name: "iPhone 14", width: 390, height: 844, scale: 3, top: 47, bottom: 34, side: 47,
      landscapeBottom: 21, regularInLandscape: false),
    DeviceCase(
      name: "iPhone 13 Pro Max", width: 428, height: 926, scale: 3, top: 47, bottom: 34,
      side: 47, landscapeBottom: 21, regularInLandscape: true),
    DeviceCase(
      name: "iPhone 15", width: 393, height: 852, scale: 3, top: 59, bottom: 34, side: 59,
      landscapeBottom: 21, regularInLandscape: false),
    DeviceCase(
      name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, top: 59, bottom: 34,
      side: 59, landscapeBottom: 21, regularInLandscape: true),
    DeviceCase(
      name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, top: 62, bottom: 34, side: 62,
      landscapeBottom: 21, regularInLandscape: false),
    DeviceCase(
      name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, top: 62, bottom: 34,
      side: 62, landscapeBottom: 21, regularInLandscape: true),
    DeviceCase(
      name: "iPad (9th generation)", width: 810, height: 1080, scale: 2, top: 20, bottom: 0,
      side: 0, landscapeBottom: 0, regularInLandscape: true, isPad: true),
    DeviceCase(
      name: "iPad mini", width: 744, height: 1133, scale: 2, top: 24, bottom: 20, side: 0,
      landscapeBottom: 20, regularInLandscape: true, isPad: true),
    DeviceCase(
      name: "iPad Air 11-inch", width: 820, height: 1180, scale: 2, top: 24, bottom: 20, side: 0,
      landscapeBottom: 20, regularInLandscape: true, isPad: true),
    DeviceCase(
      name: "iPad Pro 11-inch", width: 834, height: 1194, scale: 2, top: 24, bottom: 20, side: 0,
      landscapeBottom: 20, regularInLandscape: true, isPad: true),
    DeviceCase(
      name: "iPad Pro 12.9-inch", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20,
      side: 0, landscapeBottom: 20, regularInLandscape: true, isPad: true),
    DeviceCase(
      name: "iPad Pro 13-inch", width: 1032, height: 1376, scale: 2, top: 24, bottom: 20,
      side: 0, landscapeBottom: 20, regularInLandscape: true, isPad: true),
  ]

  /// A view on the root's safe area and one on its margins; `when` blocks report the size
  /// classes as widths of a third view.
  static func text(_ screen: String) -> String {
    """
    screen \(screen)
    view safe
    view margins
    view classes
    safe.edges == root.safeArea.edges
    margins.edges == root.margins.edges
    classes.top == root.top
    classes.leading == root.leading
    classes.height == 1 @500
    classes.width == 1 @500
    when regularWidth { classes.width == 2 @750 }
    when compactHeight { classes.height == 2 @750 }
    """
  }

  @Test("each device: size, safe area, root margins, scale and size classes", arguments: devices)
  func device(_ device: DeviceCase) throws {
    for landscape in [false, true] {
      let run = layout(Self.text("\"\(device.name)\"" + (landscape ? " landscape" : "")))
      #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
      let screen = try #require(run.screens.first)
      let (width, height) =
        landscape ? (device.height, device.width) : (device.width, device.height)
      #expect(screen.width == width && screen.height == height)
      #expect(screen.scale == device.scale)
      #expect(screen.name == device.name + (landscape ? " landscape" : ""))
      // The safe area: portrait top and bottom; an iPhone in landscape hides its status bar
      // and insets both sides; an iPad keeps its insets.
      let (top, bottom, side) =
        landscape && !device.isPad
        ? (0, device.landscapeBottom, device.side) : (device.top, device.bottom, 0)
      #expect(
        screen.view("safe")?.frame
          == Rect(x: side, y: top, width: width - 2 * side, height: height - top - bottom))
      // The root's margins: 16 each side on a screen narrower than 414 points (the standard
      // iPhones in portrait), 20 on a wider one (the large iPhones, iPads, every iPhone in
      // landscape); 0 at the top and bottom; from the safe area.
      let regularWidth = device.isPad || (landscape && device.regularInLandscape)
      let margin: Double = device.isPad || landscape || device.width >= 414 ? 20 : 16
      #expect(
        screen.view("margins")?.frame
          == Rect(
            x: side + margin, y: top, width: width - 2 * side - 2 * margin,
            height: height - top - bottom))
      // Size classes: 2 wide on a regular width, 2 high on a compact height.
      let compactHeight = landscape && !device.isPad
      #expect(screen.view("classes")?.frame.width == (regularWidth ? 2 : 1))
      #expect(screen.view("classes")?.frame.height == (compactHeight ? 2 : 1))
    }
  }

  @Test("a given size and safe area override; a given safe edge overrides a device's")
  func overrides() throws {
    let sized = layout(Self.text("\"iPhone 15\" 400 x 800 safe(top: 10)"))
    let screen = try #require(sized.screens.first)
    #expect(screen.width == 400 && screen.scale == nil)
    #expect(screen.view("safe")?.frame == Rect(x: 0, y: 10, width: 400, height: 790))
    let device = layout(Self.text("\"iPhone 15\" safe(bottom: 0) rtl"))
    #expect(
      device.screens.first?.view("safe")?.frame == Rect(x: 0, y: 59, width: 393, height: 793))
  }

  @Test("an unknown device is an error with the nearest name; orientation needs a device")
  func unknown() {
    let run = layout("screen \"iPhone 51\"\nscreen 300 x 200 landscape\n")
    #expect(run.diagnostics.map(\.id) == [.unknownDevice, .screenOrientation])
    #expect(run.diagnostics.first?.help == "did you mean 'iPhone 11'?")
  }

  @Test("names are the table's, any case; every device answers to each of its names")
  func names() {
    #expect(Device.named("iphone 15 pro")?.width == 393)
    #expect(Device.named("iPhone 8")?.height == 667)
    #expect(Set(Device.allNames.map { $0.lowercased() }).count == Device.allNames.count)
  }

  @Test("a view's margins start at the safe area where the view reaches into the unsafe area")
  func marginsFromSafeArea() throws {
    for (flag, expectedBottom) in [
      ("", 100 - 34 - 16.0), (", insetsLayoutMarginsFromSafeArea: false", 100 - 16.0),
    ] {
      let run = layout(
        """
        screen "iPhone 15"
        view footer (margin: 16\(flag)) {
          view content
        }
        H:|[footer]|
        footer.bottom == root.bottom
        footer.height == 100
        content.edges == footer.margins.edges
        """)
      let screen = try #require(run.screens.first)
      // The footer (752 to 852) overlaps the 34-point home indicator: its bottom margin is
      // 34 + 16 = 50 (UIKit's insetsLayoutMarginsFromSafeArea), or 16 with it off. The top
      // and sides are inside the safe area: 16.
      let content = try #require(screen.view("content"))
      #expect(content.frame == Rect(x: 16, y: 16, width: 393 - 32, height: expectedBottom - 16))
    }
  }

  @Test("frames snap to the device's pixel grid: edges to the nearest pixel, halves up")
  func pixelGrid() throws {
    let text = """
      stack row (distribution: fillEqually) {
        view a
        view b
        view c
        view d
      }
      H:|[row]|
      row.top == root.top + 20.25
      row.height == 10
      """
    // @2x, 375 wide: exact edges 0, 93.75, 187.5, 281.25, 375 → 0, 94, 187.5, 281.5, 375
    // (93.75 is 187.5 pixels: the half rounds up); widths are the differences. The row's
    // top, 20.25, is 40.5 pixels: 20.5.
    let se = try #require(layout("screen \"iPhone SE\"\n" + text).screens.first)
    #expect(se.view("row")?.frame == Rect(x: 0, y: 20.5, width: 375, height: 10))
    #expect(se.view("row")?.exactFrame == Rect(x: 0, y: 20.25, width: 375, height: 10))
    #expect(se.views.dropFirst(2).map(\.frame.x) == [0, 94, 187.5, 281.5])
    #expect(se.views.dropFirst(2).map(\.frame.width) == [94, 93.5, 94, 93.5])
    #expect(se.view("c")?.absolute == Rect(x: 187.5, y: 20.5, width: 94, height: 10))
    // @3x, 393 wide: exact edges 0, 98.25, 196.5, 294.75, 393 → thirds: 0, 98 1/3, 196 2/3
    // (589.5 pixels, up), 294 2/3, 393; the top 20.25 → 60.75 pixels → 20 1/3.
    let fifteen = try #require(layout("screen \"iPhone 15\"\n" + text).screens.first)
    let edges = fifteen.views.dropFirst(2).map { $0.frame.x * 3 }
    #expect(edges.map { $0.rounded() } == [0, 295, 590, 884])
    #expect(edges.allSatisfy { abs($0 - $0.rounded()) < 1e-9 })
    #expect(close(fifteen.view("row")?.frame.y, 61.0 / 3))
    // A screen given a size has no scale: frames stay exact — unless it names one.
    let exact = try #require(layout("screen 375 x 667\n" + text).screens.first)
    #expect(exact.view("b")?.frame.x == 93.75 && exact.view("b")?.exactFrame == nil)
    let sized = try #require(layout("screen 375 x 667 @2x\n" + text).screens.first)
    #expect(sized.views.dropFirst(2).map(\.frame.x) == [0, 94, 187.5, 281.5])
    #expect(sized.view("b")?.exactFrame?.x == 93.75)
  }

  @Test("an empty scroll view is not ambiguous; one with content that nothing sizes is")
  func emptyScrollView() throws {
    let empty = try #require(layout("scroll pages\npages.edges == root.edges\n").screens.first)
    #expect(empty.diagnostics.isEmpty)
    #expect(empty.view("pages")?.contentSize == Size(width: 0, height: 0))
    #expect(empty.view("pages")?.ambiguous == [])
    let child = try #require(
      layout(
        "scroll pages {\n  view page\n}\npages.edges == root.edges\npage.size == pages.frameGuide.size\n"
      )
      .screens.first)
    #expect(child.diagnostics.map(\.id).contains(.scrollableContentSizeAmbiguity))
  }

  /// A content view filling the root (a table cell's content view, say) with its own 8-point
  /// margins: with preservesSuperviewLayoutMargins its margins grow to the root's 16 (the
  /// smallest amount that keeps them inside the root's), and only where the root's reach in:
  /// the top and bottom keep 8, since the root's are 0 there.
  @Test("preservesSuperviewLayoutMargins keeps a view's margins inside its superview's")
  func preservesSuperviewMargins() throws {
    for (flag, left, top) in [("", 8.0, 8.0), (", preservesSuperviewLayoutMargins: true", 16, 8)] {
      let run = layout(
        """
        screen 375 x 667
        view content (margin: 8\(flag)) {
          view label
        }
        content.edges == root.edges
        label.edges == content.margins.edges
        """)
      let frame = try #require(run.screens.first?.view("label")?.frame)
      #expect(frame == Rect(x: left, y: top, width: 375 - 2 * left, height: 667 - 2 * top))
    }
  }

  /// A superview that preserves its own superview's margins passes them down: bali2u/
  /// SoF-Demo (Xcode 8, fresh-128) stores a label on the margins of a content view, in a
  /// scroll view, in a 375-point root, both between preserving, 16 in from the edge (the
  /// root's margin). One that does not preserve stops the chain at its own 8, and a chain
  /// several views deep settles in one pass, parents first.
  @Test("preserved margins pass down a chain of views that preserve theirs")
  func preservedMarginsChain() throws {
    for (middleFlag, left) in [(", preservesSuperviewLayoutMargins: true", 16.0), ("", 8)] {
      let run = layout(
        """
        screen 375 x 667
        scroll scroller (margin: 8\(middleFlag)) {
          view content (margin: 8, preservesSuperviewLayoutMargins: true) {
            view inner (margin: 8, preservesSuperviewLayoutMargins: true) {
              view label
            }
          }
        }
        scroller.edges == root.edges
        content.edges == scroller.contentGuide.edges
        content.width == root.width
        content.height == 100
        inner.edges == content.edges
        label.leading == inner.leadingMargin
        label.trailing == inner.trailingMargin
        label.top == inner.top
        label.height == 20
        """)
      let screen = try #require(run.screens.first)
      #expect(!screen.diagnostics.map(\.id).contains(.layoutUnsettled))
      let frame = try #require(screen.view("label")?.frame)
      #expect(frame.x == left && frame.width == 375 - 2 * left, "\(frame)")
    }
  }

  /// UITableView lays a self-sizing cell out at its content view's fitting height; where the
  /// constraints let that collapse to zero it logs "Detected a case where constraints
  /// ambiguously suggest a height of zero for a table view cell's content view. We're
  /// considering the collapse unintentional and using standard height instead."
  @Test("a view with a standard height that would collapse to zero is held at it, with a warning")
  func collapsedToStandardHeight() throws {
    func run(_ pin: String) -> LayoutRun {
      layout(
        """
        screen 320 x 44
        view content (standardHeight: 43.5) {
          label title "Room Type" (intrinsic: 86 x 21)
        }
        content.top == root.top
        content.leading == root.leading
        content.trailing == root.trailing
        content.height == 0 @fitting
        title.leading == content.leadingMargin
        \(pin)
        """)
    }
    // Pinned only to the bottom: the fitting height is zero, so the standard 43.5 holds, and
    // the label ends 6.5 above it: 43.5 − 6.5 − 21 = 16.
    let collapsed = run("title.bottom == content.bottom - 6.5")
    let screen = try #require(collapsed.screens.first)
    #expect(screen.view("content")?.frame.height == 43.5)
    #expect(screen.view("title")?.frame.y == 16)
    #expect(screen.diagnostics.map(\.id) == [.collapsedToStandardHeight])
    #expect(screen.diagnostics.first?.severity == .warning)
    // Pinned to both: 8 + 21 + 8 = 37, shorter than the standard height, and no warning.
    let sized = run("title.top == content.top + 8\ntitle.bottom == content.bottom - 8")
    #expect(sized.screens.first?.view("content")?.frame.height == 37)
    #expect(sized.diagnostics.isEmpty && sized.screens.first?.diagnostics.isEmpty == true)
  }
}
