import Foundation
import StrutCheck
import StrutCore
import StrutEngine
import StrutModel
import StrutSolver
import StrutSyntax
import Testing

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

func layout(_ text: String, overrides: [String: Double] = [:]) -> LayoutRun {
  Pipeline.run(
    SourceFile(name: "test.layout", text: text), Pipeline.Options(overrides: overrides))
}

func layoutSample(_ name: String, overrides: [String: Double] = [:]) throws -> LayoutRun {
  let text = try String(
    contentsOf: packageRoot.appendingPathComponent("Samples/\(name)"), encoding: .utf8)
  return Pipeline.run(
    SourceFile(name: name, text: text), Pipeline.Options(overrides: overrides))
}

extension ScreenLayout {
  func view(_ name: String) -> ViewFrame? { views.first { $0.name == name } }
}

extension Rect {
  var origin: (Double, Double) { (x, y) }
}

func == (lhs: (Double, Double)?, rhs: (Double, Double)) -> Bool {
  guard let lhs else { return false }
  return lhs.0 == rhs.0 && lhs.1 == rhs.1
}

@Suite("The seeds' layouts give the articles' frames")
struct SeedLayoutTests {
  /// Seed 000: on a 667-point screen with a 20-point status bar the scroll view is 647 high.
  /// The labels need 20+50+40+50+40+h+40+50+20 = 310+h points; the content is as tall as the
  /// scroll view (at low priority) unless that is more, and the bottom label sits 20 above
  /// the content's bottom.
  @Test(
    "bottom-aligned label: third label 50, 450 and 600 high",
    arguments: [
      (50.0, 647.0, 577.0), (450, 760, 690), (600, 910, 840),
    ])
  func bottomAligned(third: Double, contentHeight: Double, bottomY: Double) throws {
    let run = try layoutSample("bottom-aligned.layout", overrides: ["thirdHeight": third])
    #expect(!run.hasErrors)
    let screen = try #require(run.screens.first)
    let scroll = try #require(screen.view("scrollView"))
    #expect(scroll.absolute == Rect(x: 0, y: 20, width: 375, height: 647))
    #expect(scroll.contentSize?.width == 375)
    #expect(scroll.contentSize?.height == contentHeight)
    #expect(screen.view("thirdLabel")?.frame == Rect(x: 20, y: 200, width: 335, height: third))
    #expect(screen.view("bottomLabel")?.frame == Rect(x: 20, y: bottomY, width: 335, height: 50))
    #expect(screen.view("bottomLabel")?.absolute.y == bottomY + 20)
    #expect(screen.views.allSatisfy { $0.ambiguous.isEmpty })
  }

  /// Seed 003: two 1000-point views stacked directly in the scroll view make a 2000-point
  /// content height and a content width equal to the root's.
  @Test("scroll view without a content view")
  func noContentView() throws {
    let screen = try #require(try layoutSample("no-content-view.layout").screens.first)
    #expect(screen.view("scrollView")?.contentSize?.height == 2000)
    #expect(screen.view("scrollView")?.contentSize?.width == 375)
    #expect(screen.view("bottomMostView")?.frame == Rect(x: 0, y: 1000, width: 375, height: 1000))
    #expect(screen.views.allSatisfy { $0.ambiguous.isEmpty })
  }

  /// Seed 001, the dummy content view: 240 + 20 + 27 (22-point title) + 8 + 18 (15-point
  /// subtitle) + 20 + 500 = 833 points of chain set the content height, not the low-priority
  /// screen height.
  @Test("seed 001: a content view's unbroken chain sets the content height")
  func dummyContentView() throws {
    let screen = try #require(try layoutSample("scroll-content-view.layout").screens.first)
    #expect(screen.view("scrollView")?.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    #expect(screen.view("scrollView")?.contentSize?.height == 833)
    #expect(screen.view("contentView")?.frame == Rect(x: 0, y: 0, width: 375, height: 833))
    #expect(screen.view("footer")?.frame == Rect(x: 0, y: 333, width: 375, height: 500))
    #expect(screen.diagnostics.isEmpty)
  }

  /// Seed 001, the layout group: 200 + 200 + 10 + 500 = 910 points of images from the top
  /// edge to the bottom edge; broken at the bottom, the height is ambiguous.
  @Test("seed 001: a chain of intrinsic sizes sets the content size; broken, it is ambiguous")
  func layoutGroup() throws {
    let screen = try #require(try layoutSample("scroll-layout-group.layout").screens.first)
    #expect(screen.view("scvBase")?.contentSize?.width == 375)
    #expect(screen.view("scvBase")?.contentSize?.height == 910)
    #expect(screen.view("ivBottom")?.frame == Rect(x: 0, y: 410, width: 375, height: 500))
    #expect(screen.diagnostics.isEmpty)
    let broken = try #require(try layoutSample("scroll-broken-chain.layout").screens.first)
    #expect(broken.view("scvBase")?.ambiguous == [.contentHeight])
    #expect(broken.diagnostics.map(\.id.rawValue) == ["scrollable-content-size-ambiguity"])
    #expect(
      broken.diagnostics.first?.help
        == "close the chain, for example 'ivBottom.bottom == scvBase.bottom'")
  }

  /// Seed 002 on the 568-point iPhone SE and the 667-point iPhone 8. Layout one: under 630
  /// points the last view follows the others (430 = 10 + 200 + 10 + 200 + 10) and the content
  /// is 630 high; at 667 it sits on the screen's bottom (667 − 200 = 467). Layout two: always
  /// on the bottom (568 − 200 = 368; 467), the content as tall as the screen.
  @Test(
    "seed 002: both layouts of the toggled priorities on 568- and 667-point screens",
    arguments: [
      ("toggle-layout-one.layout", [430.0, 467], [630.0, 667]),
      ("toggle-layout-two.layout", [368, 467], [568, 667]),
    ])
  func toggledLayouts(_ sample: String, lastY: [Double], contentHeight: [Double]) throws {
    let run = try layoutSample(sample)
    #expect(run.screens.map(\.name) == ["iPhone SE", "iPhone 8"])
    #expect(run.screens.map { $0.view("last")?.frame.y } == lastY)
    #expect(run.screens.map { $0.view("scrollView")?.contentSize?.height } == contentHeight)
    #expect(run.screens.allSatisfy { $0.diagnostics.isEmpty })
  }

  /// Seed 004: at offset 0 the thumbnail waits off screen (trailing edge at 0) and the name
  /// keeps its 30 points; at 15 the thumbnail's right edge is at 15, a 15-point gap to the
  /// name; at 100 it would start at 40 but stops at 10, and the name follows 8 points after.
  @Test(
    "seed 004: the thumbnail slides in with the content offset",
    arguments: [
      (0.0, -60.0, 30.0), (15, -45, 30), (100, 10, 78),
    ])
  func banner(scrolled: Double, thumbnailX: Double, nameX: Double) throws {
    let run = try layoutSample("banner.layout", overrides: ["scrolled": scrolled])
    let screen = try #require(run.screens.first)
    #expect(screen.view("thumbnail")?.frame == Rect(x: thumbnailX, y: 10, width: 60, height: 60))
    #expect(screen.view("name")?.frame.x == nameX)
    #expect(screen.view("place")?.frame.x == nameX)
    // The content moves up by the offset; the banner stays.
    #expect(screen.view("details")?.absolute.y == 100 - scrolled)
    #expect(screen.diagnostics.isEmpty)
  }

  /// Seed 002, layout one: three 200-point views 10 apart; the last one's top is 10 below the
  /// second at 999, its bottom on the screen's bottom at 1. The content is 3 × 200 + 3 × 10.
  @Test("toggled priorities pick the layout", arguments: [(999.0, 1.0, 430.0), (1, 999, 467)])
  func toggledPriorities(topPriority: Double, bottomPriority: Double, lastY: Double) throws {
    let run = layout(
      """
      let top = \(Int(topPriority))
      let bottom = \(Int(bottomPriority))
      screen 320 x 667
      scroll scrollView {
        view first
        view second
        view last
      }
      H:|[scrollView]|
      V:|[scrollView]|
      H:|[first(==scrollView)]|
      H:|[second(==scrollView)]|
      H:|[last(==scrollView)]|
      V:|-10-[first(200)]-10-[second(200)]
      last.height == 200
      last.bottom == scrollView.bottom
      last.top == second.bottom + 10 @top
      last.bottom == root.bottom @bottom
      """)
    #expect(!run.hasErrors, "\(run.diagnostics)")
    let screen = try #require(run.screens.first)
    #expect(screen.view("last")?.frame.y == lastY)
    #expect(screen.view("scrollView")?.contentSize?.height == lastY + 200)
  }
}

@Suite("Layout semantics")
struct LayoutSemanticsTests {
  @Test("a label's intrinsic size comes from the documented text metric")
  func labelIntrinsicSize() throws {
    let size = TextMetrics.size(of: "Hello", fontSize: 20)
    // H 0.66 + e 0.52 + l 0.28 + l 0.28 + o 0.52 = 2.26 em = 45.2 → 46; 1.2 × 20 = 24.
    #expect(size.width == 46)
    #expect(size.height == 24)
    let screen = try #require(
      layout(
        "label title \"Hello\" (font: 20)\ntitle.leading == root.leading\ntitle.top == root.top"
      )
      .screens.first)
    #expect(screen.view("title")?.frame == Rect(x: 0, y: 0, width: 46, height: 24))
  }

  @Test("compression resistance beats hugging, and a higher hugging wins a tie")
  func huggingAndCompression() throws {
    let screen = try #require(
      layout(
        """
        view a (intrinsic: 100 x 10)
        view b (intrinsic: 100 x 10, hugging.h: 260)
        H:|[a][b]|
        V:|[a]
        V:|[b]
        """
      ).screens.first)
    // 375 points for two views that want 100 each: b hugs harder, a stretches.
    #expect(screen.view("a")?.frame.width == 275)
    #expect(screen.view("b")?.frame.width == 100)
  }

  @Test("the scroll-view rule: edges attach to the content, sizes to the frame")
  func scrollViewRule() throws {
    let screen = try #require(
      layout(
        """
        scroll list {
          view content
        }
        H:|-[list]-|
        V:|-40-[list(300)]
        content.edges == list.edges
        content.width == list.width
        content.height == 900
        """
      ).screens.first)
    let list = try #require(screen.view("list"))
    #expect(list.absolute == Rect(x: 20, y: 40, width: 335, height: 300))
    #expect(list.contentSize?.width == 335)
    #expect(list.contentSize?.height == 900)
    #expect(screen.view("content")?.frame == Rect(x: 0, y: 0, width: 335, height: 900))
    #expect(screen.view("content")?.absolute == Rect(x: 20, y: 40, width: 335, height: 900))
  }

  @Test("a content offset moves the content in absolute coordinates only")
  func contentOffset() throws {
    let screen = try #require(
      layout(
        """
        scroll list (offset: 0 x 15) {
          view content
        }
        list.edges == root.edges
        content.edges == list.contentGuide.edges
        content.width == list.frameGuide.width
        content.height == 1000
        """
      ).screens.first)
    #expect(screen.view("content")?.frame.y == 0)
    #expect(screen.view("content")?.absolute.y == -15)
  }

  /// Agrinoble's Search.storyboard (fresh-9 of `Fidelity/corpus.tsv`) pins a page's top to
  /// the content and its bottom to the frame layout guide, stored as tall as the scroll view.
  @Test("a view inside a scroll view pinned to its frame guide follows the visible frame")
  func frameGuideEdges() throws {
    let run = layout(
      """
      scroll list (offset: 0 x 20) {
        view page
      }
      list.top == root.top + 100
      list.leading == root.leading
      list.width == 400
      list.height == 500
      page.top == list.top
      page.leading == list.leading
      page.width == list.width
      page.trailing == list.trailing
      list.bottom == page.bottom
      list.frameGuide.bottom == page.bottom
      """)
    let screen = try #require(run.screens.first)
    // The frame's bottom, 500 below the frame's top, is 520 below the content's top when
    // the content is scrolled up by 20: the page and the content are 520 high.
    #expect(screen.view("page")?.frame == Rect(x: 0, y: 0, width: 400, height: 520))
    #expect(screen.view("list")?.ambiguous == [])
    #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    let program = try #require(run.program)
    #expect(
      program.constraints.map(program.text).contains("list.frameGuide.bottom == page.bottom"))
  }

  @Test("ambiguity is reported per attribute, and scroll content per axis")
  func ambiguity() throws {
    let screen = try #require(
      layout(
        """
        view floating
        scroll list {
          view row
        }
        floating.width == 10
        floating.height == 10
        floating.leading == root.leading
        list.edges == root.edges
        row.top == list.top
        row.leading == list.leading
        row.width == 100
        row.height == 40
        row.trailing == list.trailing
        """
      ).screens.first)
    #expect(screen.view("floating")?.ambiguous == [.y])
    #expect(screen.view("list")?.ambiguous == [.contentHeight])
    #expect(screen.view("row")?.ambiguous == [])
    #expect(screen.diagnostics.map(\.id.rawValue).contains("scrollable-content-size-ambiguity"))
  }

  @Test("a required conflict is reported with both constraints, and frames still come out")
  func conflict() throws {
    let run = layout("view a\na.width == 100\na.width >= 150\nH:|[a]\nV:|[a(20)]")
    let screen = try #require(run.screens.first)
    let error = try #require(screen.diagnostics.first { $0.id == .unsatisfiable })
    #expect(error.message == "required constraints conflict; breaking 'a.width >= 150' to recover")
    #expect(error.notes.map(\.message) == ["conflicts with 'a.width == 100'"])
    #expect(screen.view("a")?.frame.width == 100)
  }

  @Test("metrics, variables, multipliers and arithmetic")
  func expressions() throws {
    let screen = try #require(
      layout(
        """
        let margin = 10
        var half
        view a
        a.leading == root.leading + margin * 2
        a.width == 0.5 * root.width - margin
        half == a.width / 2
        (a.top + a.bottom) / 2 == root.centerY
        a.height == a.width
        """
      ).screens.first)
    // width 0.5 × 375 - 10 = 177.5; centered on 333.5, so the top is 333.5 - 88.75.
    #expect(screen.view("a")?.frame == Rect(x: 20, y: 244.75, width: 177.5, height: 177.5))
    #expect(screen.variables.first?.value == 88.75)
  }

  @Test("VFL: standard spacing 8 between views and 20 to the edges; predicates and priorities")
  func visualFormat() throws {
    let screen = try #require(
      layout(
        """
        let wide = 120
        view a
        view b
        view c
        H:|-[a(wide)]-[b(>=50,<=80@750)]-(>=10)-[c(==a)]-|
        V:|[a(10)]
        V:|[b(10)]
        V:|[c(10)]
        """
      ).screens.first)
    #expect(screen.view("a")?.frame.x == 20)
    #expect(screen.view("a")?.frame.width == 120)
    #expect(screen.view("b")?.frame.x == 148)
    #expect(screen.view("c")?.frame.width == 120)
    #expect(screen.view("c")?.frame.x == 235)  // 375 - 20 - 120
  }
}

@Suite("Documentation stays true")
struct DocumentationTests {
  @Test("README's language tour checks, solves and gives every screen")
  func readmeTour() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let tour = try #require(readme.components(separatedBy: "## A tour of the language").last)
    let block = tour.components(separatedBy: "```")[1]
    let run = layout(String(block.drop { $0 != "\n" }))
    #expect(run.diagnostics.filter(\.isError).isEmpty, "\(run.diagnostics.map(\.message))")
    #expect(
      run.screens.map(\.name) == [
        "375 x 667", "iPhone 15", "Arabic", "iPhone 15 landscape", "320 x 568",
      ])
    let arabic = try #require(run.screens.first { $0.name == "Arabic" })
    // Right to left: the avatar sits 20 points from the right edge of the content.
    let avatarX = try #require(arabic.view("avatar")?.frame.x)
    #expect(abs(avatarX - 295) < 1e-9)
    // The 'when' block holds on the 852-point iPhone 15 only (not in landscape).
    #expect(run.screens.map { $0.view("slider")?.frame.height } == [30, 44, 30, 30, 30])
    // The device in landscape: 852 x 393, its status bar hidden, 59 each side.
    let landscape = try #require(run.screens.first { $0.name == "iPhone 15 landscape" })
    #expect(landscape.width == 852 && landscape.safeArea.left == 59)
    // A size at @2x: on a half-point grid, where the plain 375 x 667 keeps exact frames.
    #expect(run.screens.map(\.scale) == [nil, nil, nil, 3, 2])
    let small = try #require(run.screens.last?.views)
    #expect(small.allSatisfy { ($0.frame.x * 2).rounded() == $0.frame.x * 2 })
  }
}

@Suite("Second passes: wrapping labels and safe areas under the root")
struct SecondPassTests {
  @Test("words fill lines greedily; a word wider than a line breaks between characters")
  func lineCount() {
    // a and b advance 0.52 em, the space 0.28: "ab cd" is 2.36 em, 23.6 points at 10 points.
    #expect(TextMetrics.lineCount(of: "ab cd", fontSize: 10, width: 24) == 1)
    #expect(TextMetrics.lineCount(of: "ab cd", fontSize: 10, width: 20) == 2)
    #expect(TextMetrics.lineCount(of: "ab cd", fontSize: 10, width: 10.4) == 2)
    #expect(TextMetrics.lineCount(of: "ab cd", fontSize: 10, width: 5) == 4)
    #expect(TextMetrics.lineCount(of: "ab\ncd", fontSize: 10, width: 100) == 2)
    #expect(TextMetrics.lineCount(of: "", fontSize: 10, width: 100) == 1)
  }

  @Test("a wrapping label is as tall as its lines at the width it gets; 'lines: N' caps them")
  func wrappingLabel() throws {
    let text = "one two three four five six"
    let run = layout(
      """
      screen 375 x 667
      screen 200 x 400
      label body "\(text)" (font: 10, lines: 0)
      label capped "\(text)" (font: 10, lines: 2)
      label single "\(text)" (font: 10)
      H:|-[body(<=60)]
      H:|-[capped(<=60)]
      H:|-[single(<=60)]
      V:|-[body]-[capped]-[single]
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    for screen in run.screens {
      // At 60 points (6 em): "one two" 3.54 em (adding " three" makes 6.1), "three four"
      // 4.32 em (adding " five" makes 6.28), "five six" 3.28 em.
      #expect(screen.view("body")?.frame.height == 36, "\(screen.name)")  // 3 lines × 12
      #expect(screen.view("capped")?.frame.height == 24)
      #expect(screen.view("single")?.frame.height == 12)
      #expect(screen.view("body")?.frame.width == 60)
    }
  }

  @Test("a view's safe area is the part of it inside the root's safe area")
  func subviewSafeArea() throws {
    let run = layout(
      """
      screen 375 x 812 safe(top: 44, bottom: 34)
      view header
      view bar
      H:|[header]|
      V:|[header]
      header.safeArea.top + 50 == header.bottom
      H:|[bar]|
      V:[bar]|
      bar.safeArea.bottom == bar.top + 49
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    // The header starts under the status bar: its safe area starts 44 down; 50 more.
    #expect(screen.view("header")?.frame == Rect(x: 0, y: 0, width: 375, height: 94))
    // The tab bar reaches into the home indicator's 34 points: 49 + 34 high.
    #expect(screen.view("bar")?.frame == Rect(x: 0, y: 729, width: 375, height: 83))
  }

  @Test("a view reaching past an edge the screen does not inset keeps its safe area to its edge")
  func pastAnUninsetEdge() throws {
    let run = layout(
      """
      screen 375 x 812 safe(top: 44, bottom: 34)
      view strip {
        view chip
      }
      strip.left == root.left + 300
      strip.width == 132
      V:|-100-[strip(64)]
      chip.leading == strip.leadingMargin
      chip.trailing == strip.trailingMargin
      V:|[chip]|
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    // The strip ends 57 points past the right edge, where the screen's safe area has no
    // inset: that part is not unsafe, so the chip keeps the strip's 8-point margins (UIKit,
    // as Xcode stores a scroll view's content past the screen: s-kir-dev/ShopApp, fresh-28).
    #expect(screen.view("chip")?.frame == Rect(x: 8, y: 0, width: 116, height: 64))
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.message))")
  }

  /// A scroll view spends the safe area's top and bottom on its adjusted content inset, so
  /// its content takes none there: MustafaMagdy93/CF_iOSTask (Xcode 13, an iPhone 11,
  /// fresh-121) stores a content view that ends 8 below a table through its bottom margin
  /// 1,634.5 high, where counting the part below the home indicator's line as unsafe grew the
  /// margin with the view, pass after pass, and never settled.
  @Test("a scroll view's content takes no safe area at its top and bottom")
  func scrolledContentHasNoVerticalSafeArea() throws {
    let run = layout(
      """
      screen 414 x 896 safe(top: 48, bottom: 34)
      scroll pane {
        view content {
          view list
        }
      }
      |[pane]|
      V:|[pane]|
      |[content]|
      V:|[content]|
      content.width == pane.width
      list.leading == content.leading + 10
      list.trailing == content.trailing - 10
      list.top == content.top + 100
      list.height == 1200
      content.bottomMargin == list.bottom + 10
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    // 100 + 1,200 + 10 + the 8-point margin: no inset from the home indicator's 34.
    #expect(screen.view("content")?.frame == Rect(x: 0, y: 0, width: 414, height: 1318))
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.message))")
  }
}

@Suite("The showcase sample")
struct AdaptiveSampleTests {
  /// Portrait iPhone: icon above the heading (16 + 56 + 12 = 84), the description wrapped to
  /// 361 − 2 × 16 = 329 points in three 18-point lines. Landscape and iPad: icon beside the
  /// heading (16 + 56 + 8 = 80). Arabic: the icon on the right (361 − 16 − 56 = 289).
  @Test("adaptive.layout: stacked in compact portrait, side by side otherwise, mirrored in Arabic")
  func adaptive() throws {
    let run = try layoutSample("adaptive.layout")
    #expect(!run.hasErrors)
    let screens = Dictionary(uniqueKeysWithValues: run.screens.map { ($0.name, $0) })
    let portrait = try #require(screens["iPhone 15"])
    #expect(portrait.view("heading")?.frame.origin == (16, 84))
    #expect(portrait.view("description")?.frame == Rect(x: 16, y: 116, width: 329, height: 54))
    for name in ["iPhone 15 landscape", "iPad"] {
      let screen = try #require(screens[name])
      #expect(screen.view("heading")?.frame.origin == (80, 16), "\(name)")
      #expect(screen.view("description")?.frame.height == 36, "\(name)")
    }
    #expect(screens["iPhone 15 Arabic"]?.view("icon")?.frame.x == 289)
    #expect(run.screens.allSatisfy { $0.diagnostics.isEmpty })
  }
}

@Suite("Content that stays put")
struct StickyContentTests {
  @Test("a scroll view's child tied to a view outside it stays put while the content scrolls")
  func sticky() throws {
    let source = """
      let scrolled = 0
      scroll list (offset: 0 x scrolled) {
        view content
        view badge
      }
      list.edges == root.edges
      content.edges == list.contentGuide.edges
      content.width == list.frameGuide.width
      content.height == 2000
      badge.top == root.top + 10
      badge.leading == root.leading + 10
      badge.width == 50
      badge.height == 50
      """
    for scrolled in [0.0, 300] {
      let screen = try #require(layout(source, overrides: ["scrolled": scrolled]).screens.first)
      #expect(screen.view("badge")?.absolute == Rect(x: 10, y: 10, width: 50, height: 50))
      #expect(screen.view("badge")?.frame.y == 10 + scrolled)  // in content coordinates
      #expect(screen.view("content")?.absolute.y == -scrolled)
    }
  }
}

@Suite("Exercising ambiguity")
struct ExerciseAmbiguityTests {
  @Test("an ambiguous layout has a second, different layout that keeps every determined value")
  func exercise() throws {
    let source = """
      view header
      view footer
      H:|-[header]-|
      header.height == 44
      H:|-[footer]-|
      V:[footer(30)]-|
      header.bottom <= footer.top
      """
    let run = Pipeline.run(
      SourceFile(name: "t", text: source), Pipeline.Options(exerciseAmbiguity: true))
    let screen = try #require(run.screens.first)
    let alternative = try #require(screen.alternative)
    let header = try #require(alternative.first { $0.name == "header" })
    // The header may sit anywhere above the footer: it moves; everything else stays.
    #expect(header.frame.y != screen.view("header")?.frame.y)
    #expect(header.frame.y + 44 <= 667 - 20 - 30)
    #expect(header.frame.height == 44)
    #expect(alternative.first { $0.name == "footer" }?.frame == screen.view("footer")?.frame)
    let determined = Pipeline.run(
      SourceFile(name: "t", text: source + "\nheader.top == root.top"),
      Pipeline.Options(exerciseAmbiguity: true))
    #expect(determined.screens.first?.alternative == nil)
  }
}

@Suite("Metrics in properties")
struct PropertyMetricTests {
  @Test("a property can name a metric defined before it; -D reaches it")
  func metricProperties() throws {
    let source = """
      let side = 40
      let body = 20
      view box (intrinsic: side x side, hugging: high)
      label title "Hi" (font: body)
      H:|-[box]-[title]
      V:|-[box]-[title]
      """
    let run = layout(source)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    #expect(screen.view("box")?.frame == Rect(x: 20, y: 20, width: 40, height: 40))
    #expect(screen.view("title")?.frame.height == 24)  // 1.2 × 20
    let bigger = try #require(layout(source, overrides: ["side": 60]).screens.first)
    #expect(bigger.view("box")?.frame.width == 60)
    #expect(
      layout("view b (margin: m)\nlet m = 3").diagnostics.map(\.message) == [
        "metric 'm' is used before it is defined"
      ])
    #expect(layout("view b (margin: mm)").diagnostics.map(\.message) == ["unknown metric 'mm'"])
  }
}

@Suite("Layout guides")
struct GuideTests {
  @Test("a guide is a rectangle in its owner: constrained like a view, holding no views")
  func guides() throws {
    let run = layout(
      """
      view card {
        guide spacer
        view x
      }
      H:|-10-[card]-10-|
      V:|-20-[card(100)]
      spacer.leading == card.leading + 30
      spacer.width == 40
      spacer.top == card.top
      spacer.height == 1
      x.leading == spacer.trailing
      x.trailing == card.trailing
      x.top == card.top
      x.bottom == card.bottom
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    #expect(screen.view("spacer")?.frame == Rect(x: 30, y: 0, width: 40, height: 1))
    #expect(screen.view("x")?.frame == Rect(x: 70, y: 0, width: 285, height: 100))
    let nested = layout("view card {\n  guide g {\n    view x\n  }\n}")
    #expect(
      nested.diagnostics.first?.message == "'x' cannot be inside guide 'g'; a guide holds no views")
  }
}

@Suite("Compound anchors with insets")
struct InsetTests {
  @Test("a uniform inset moves every edge inwards; per-edge insets only the named edges")
  func insets() throws {
    let run = layout(
      """
      let pad = 20
      view a
      view b
      a.edges == root.edges inset pad
      b.edges == a.edges inset(top: 10, trailing: pad + 10)
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    #expect(screen.view("a")?.frame == Rect(x: 20, y: 20, width: 335, height: 627))
    #expect(screen.view("b")?.frame == Rect(x: 20, y: 30, width: 305, height: 617))
  }

  @Test(
    "insets are only for edges, name real edges, and are numbers",
    arguments: [
      (
        "view a\na.top == root.top inset 20",
        "'inset' applies only to compound edge anchors such as 'a.edges'"
      ),
      (
        "view a\na.size == root.size inset 3",
        "'inset' applies only to compound edge anchors such as 'a.edges'"
      ),
      ("view a\na.edges == root.edges inset(left: 3)", "unknown edge 'left'"),
      ("view a\nvar v\na.edges == root.edges inset v", "an inset must be a number or a metric"),
    ])
  func insetErrors(_ source: String, _ message: String) {
    let run = layout(source)
    #expect(run.diagnostics.map(\.message) == [message])
  }
}

@Suite("VFL format options")
struct FormatOptionTests {
  @Test("alignment options align every view of the line; direction options turn it around")
  func options() throws {
    let run = layout(
      """
      view a (intrinsic: 50 x 20)
      view b (intrinsic: 60 x 40)
      view c (intrinsic: 50 x 20)
      view d (intrinsic: 60 x 20)
      H:|-[a]-[b] (alignAllCenterY)
      V:|-40-[a]
      H:|-[c]-[d]-(>=0)-| (alignAllTop, directionRightToLeft)
      V:[a]-[c]
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    #expect(screen.view("a")?.frame == Rect(x: 20, y: 40, width: 50, height: 20))
    #expect(screen.view("b")?.frame == Rect(x: 78, y: 30, width: 60, height: 40))
    // Right to left: c against the right edge (375 - 20 - 50), d 8 points to its left.
    #expect(screen.view("c")?.frame == Rect(x: 305, y: 68, width: 50, height: 20))
    #expect(screen.view("d")?.frame == Rect(x: 237, y: 68, width: 60, height: 20))
  }

  @Test(
    "options must suit the line",
    arguments: [
      (
        "view a\nH:|[a] (alignAllLeading)",
        "'alignAllLeading' cannot align the views of an H: line; use top, bottom, centerY or a baseline"
      ),
      (
        "view a\nV:|[a] (alignAllTop)",
        "'alignAllTop' cannot align the views of a V: line; use left, right, leading, trailing or centerX"
      ),
      ("view a\nV:|[a] (directionLeftToRight)", "'directionLeftToRight' applies only to H: lines"),
      ("view a\nH:|[a] (alignAllTopp)", "unknown format option 'alignAllTopp'"),
    ])
  func optionErrors(_ source: String, _ message: String) {
    #expect(layout(source).diagnostics.map(\.message) == [message])
  }
}
