import StrutCore
import StrutEngine
import StrutModel
import Testing

@Suite("Location multipliers are measured as UIKit measures them")
struct LocationMultiplierTests {
  /// Interface Builder's proportional position: `title.centerX == card.centerX * 0.5` puts
  /// the title's centre a quarter of the way across the card wherever the card is, because
  /// UIKit evaluates a constraint in the bounds of the view that holds it (the items'
  /// nearest common ancestor; for a view and its superview, the superview).
  @Test("in nested views: the nearest common ancestor's bounds")
  func nested() throws {
    let run = layout(
      """
      view card {
        view title
        view box {
          view inner
        }
      }
      view dot
      card.leading == root.leading + 100
      card.width == 200
      card.top == root.top + 40
      card.height == 100
      title.size == inner.size
      inner.width == 20
      inner.height == 10
      title.centerX == card.centerX * 0.5
      title.centerY == card.centerY * 0.5
      box.leading == card.leading + 120
      box.top == card.top + 60
      box.width == 60
      box.height == 30
      inner.leading == title.leading * 2
      inner.top == box.top
      dot.size == title.size
      dot.centerX == root.centerX * 0.5
      dot.centerY == root.centerY * 0.5
      """)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    let screen = try #require(run.screens.first)
    // In the card's bounds (200 x 100): centre (100, 50) halved is (50, 25); the title is
    // 20 x 10, so its frame starts at (40, 20): (140, 60) on the screen.
    #expect(screen.view("title")?.frame == Rect(x: 40, y: 20, width: 20, height: 10))
    #expect(screen.view("title")?.absolute == Rect(x: 140, y: 60, width: 20, height: 10))
    // inner and title share the card as nearest ancestor: inner.leading = 2 × 40 = 80 in the
    // card, which is 80 − 120 = −40 in the box; its top is the box's.
    #expect(screen.view("inner")?.frame == Rect(x: -40, y: 0, width: 20, height: 10))
    // The root: a quarter of 375 x 667, less half the dot.
    #expect(screen.view("dot")?.frame == Rect(x: 83.75, y: 161.75, width: 20, height: 10))
  }

  @Test("balanced locations are as before; a location alone against a variable is not")
  func rules() {
    #expect(
      !layout("view a\na.top == root.top * 2\na.leading == root.leading\na.size == root.size\n")
        .hasErrors)
    let alone = layout("var g\nview a\na.left == g\na.top == root.top\na.size == root.size\n")
    #expect(alone.diagnostics.map(\.id) == [.locationMultiplier])
  }
}

@Suite("Controls: their sizes, and constraints on their alignment rects")
struct ControlTests {
  /// The storyboard evidence (Notes/UIKitControls.md): a slider pinned 16 from the edges of
  /// a 375-point screen is stored at x 14, 347 x 31; a switch is 51 x 31.
  @Test("a slider's frame reaches beyond the rectangle its constraints hold")
  func sliderAndSwitch() throws {
    let run = layout(
      """
      screen 375 x 667
      slider s
      switch t
      H:|-16-[s]-16-|
      s.top == root.top + 100
      t.leading == root.leading + 16
      t.top == s.bottom + 8
      """)
    let screen = try #require(run.screens.first)
    // Alignment rect (16, 100) 343 x 30; frame 2 wider each side and 1 lower.
    #expect(screen.view("s")?.frame == Rect(x: 14, y: 100, width: 347, height: 31))
    // The switch hangs 8 below the slider's alignment rect (130), not its frame (131); its
    // frame is 2 wider than its 49-point alignment rect, on the right.
    #expect(screen.view("t")?.frame == Rect(x: 16, y: 138, width: 51, height: 31))
    #expect(screen.diagnostics.isEmpty)
  }

  @Test("a button is its title and 12 points, 30 high at 15; its baselines are its title's")
  func buttonAndTextField() throws {
    let run = layout(
      """
      screen 375 x 667
      button go "Go"
      textField name "Name"
      label caption "Name" (font: 17)
      go.leading == root.leading + 20
      go.top == root.top + 100
      caption.leading == go.trailing + 8
      caption.lastBaseline == go.lastBaseline
      name.leading == root.leading + 20
      name.trailing == root.trailing - 20
      name.top == go.bottom + 8
      """)
    let screen = try #require(run.screens.first)
    // "Go" at 15 points measures TextMetrics' width; one line is ⌈15 × 1.2⌉ = 18, + 12 = 30.
    let title = TextMetrics.size(of: "Go", fontSize: 15)
    #expect(
      screen.view("go")?.frame == Rect(x: 20, y: 100, width: title.width, height: 30))
    // The title's baseline, centred: 100 + 15 + (0.95 − 0.25) × 15 / 2 = 120.25; the label's
    // last baseline is 0.25 × 17 = 4.25 above its bottom, so its bottom is 124.5 and its top
    // 124.5 − 21 = 103.5.
    #expect(screen.view("caption")?.frame.y == 103.5)
    // A text field is 34 high and as wide as its constraints make it.
    #expect(screen.view("name")?.frame == Rect(x: 20, y: 138, width: 335, height: 34))
    #expect(screen.diagnostics.isEmpty)
  }

  @Test("a segmented control's frame reaches 1 point below the rectangle its constraints hold")
  func segmentedControl() throws {
    let run = layout(
      """
      screen 375 x 667
      segmentedControl picker (intrinsic: 200 x 28)
      picker.centerX == root.centerX
      picker.bottom == root.bottom
      """)
    // As stored for a 28-point control pinned to a 667-point screen's bottom: y 639, 29 high.
    #expect(
      run.screens.first?.view("picker")?.frame == Rect(x: 87.5, y: 639, width: 200, height: 29))
    // Without an intrinsic size: 31 high (iOS 13 and later), so a 32-point frame.
    let modern = layout("segmentedControl s\ns.top == root.top\nH:|[s]|\n")
    #expect(modern.screens.first?.view("s")?.frame.height == 32)
  }

  @Test("in a stack, the arranged slider's alignment rect fills the stack")
  func sliderInStack() throws {
    let run = layout(
      """
      stack column (axis: vertical, spacing: 10) {
        slider s
      }
      column.leading == root.leading + 20
      column.top == root.top
      column.width == 374
      s.height == 60
      """)
    // As stored for the bmi-calculator scene: x -2, 378 wide, 61 high.
    #expect(
      run.screens.first?.view("s")?.frame == Rect(x: -2, y: 0, width: 378, height: 61))
  }

  @Test("a switch hugs at 750 and resists at 750: it keeps 51 x 31 against a stretch at 500")
  func switchPriorities() throws {
    let run = layout(
      "switch t\nt.top == root.top\nt.leading == root.leading\nt.width == 80 @500\n")
    #expect(run.screens.first?.view("t")?.frame.width == 51)
  }

  /// The BetterSleep scene (Notes/UIKitControls.md): trailing and centerY pinned in a
  /// 298.5 x 72 view, stored at (249.5, 20.5) 51 x 31.
  @Test("a switch pinned at its trailing edge reaches 2 points past it")
  func switchTrailing() throws {
    let run = layout(
      """
      view box {
        switch t
      }
      box.leading == root.leading
      box.top == root.top
      box.width == 298.5
      box.height == 72
      t.trailing == box.trailing
      t.centerY == box.centerY
      """)
    #expect(run.screens.first?.view("t")?.frame == Rect(x: 249.5, y: 20.5, width: 51, height: 31))
  }
}

@Suite("Content-priority ties")
struct ContentPriorityTieTests {
  @Test("two labels whose hugging ties are named together, with the priority to raise")
  func huggingTie() throws {
    let run = layout(
      """
      label a "Name" (font: 17)
      label b "Value" (font: 17)
      H:|-[a]-[b]-|
      a.top == root.top + 20
      b.top == a.top
      """)
    let ties = try #require(run.screens.first).diagnostics.filter {
      $0.message.contains(" tie in ")
    }
    #expect(ties.count == 1)
    #expect(
      ties.first?.message
        == "'a' and 'b' tie in content hugging (251, horizontally): one of them must stretch from its intrinsic width, and nothing says which"
    )
    #expect(ties.first?.help?.contains("'hugging.h: 252' on 'a'") == true)
    // Told which gives way, the layout is determined and says nothing.
    let settled = layout(
      """
      label a "Name" (font: 17)
      label b "Value" (font: 17, hugging.h: 252)
      H:|-[a]-[b]-|
      a.top == root.top + 20
      b.top == a.top
      """)
    #expect(settled.screens.first?.diagnostics.isEmpty == true)
  }

  @Test("two labels squeezed into too little room tie in compression resistance")
  func compressionTie() throws {
    let run = layout(
      """
      screen 100 x 200
      label a "A rather long name" (font: 17)
      label b "Another long value" (font: 17)
      H:|[a][b]|
      a.top == root.top
      b.top == a.top
      """)
    let ties = try #require(run.screens.first).diagnostics.filter {
      $0.message.contains(" tie in ")
    }
    #expect(
      ties.map(\.message) == [
        "'a' and 'b' tie in compression resistance (750, horizontally): one of them must shrink from its intrinsic width, and nothing says which"
      ])
  }
}

@Suite("Activity indicators and text views")
struct TextViewAndSpinnerTests {
  /// At 14 points 'Hi' is (0.66 + 0.28) × 14 = 13.16 wide, 14 rounded up; a line is
  /// ⌈14 × 1.2⌉ = 17 high. A text view that does not scroll adds 10 across (5 points of
  /// line-fragment padding at each end) and 16 down (its 8-point inset above and below).
  @Test("a text view sizes to its text when it does not scroll, and not at all when it does")
  func textView() throws {
    let run = layout(
      """
      screen 320 x 400
      textView note "Hi" (scrolls: false)
      textView narrow "Hi Hi" (scrolls: false)
      textView log "anything"
      activityIndicator spinner
      note.leading == root.leading + 20
      note.top == root.top + 20
      narrow.leading == root.leading + 20
      narrow.top == note.bottom + 8
      narrow.width == 24
      H:|[log]|
      log.top == narrow.bottom
      log.height == 100
      spinner.centerX == root.centerX
      spinner.top == log.bottom + 8
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.diagnostics.filter(\.isError).isEmpty)
    // One line: 14 + 10 wide, 17 + 16 high.
    #expect(screen.view("note")?.frame == Rect(x: 20, y: 20, width: 24, height: 33))
    // 24 wide leaves 14 for the text: each 'Hi' on its own line, 2 × 17 + 16 = 50.
    #expect(screen.view("narrow")?.frame == Rect(x: 20, y: 61, width: 24, height: 50))
    // Scrolling: no size of its own; its constraints give it all.
    #expect(screen.view("log")?.frame == Rect(x: 0, y: 111, width: 320, height: 100))
    #expect(screen.view("log")?.ambiguous.isEmpty == true)
    // 20 x 20, centred: x = 160 − 10.
    #expect(screen.view("spinner")?.frame == Rect(x: 150, y: 219, width: 20, height: 20))
    #expect(screen.view("spinner")?.ambiguous.isEmpty == true)
  }

  @Test("a scrolling text view with no height is ambiguous, as a scroll view is")
  func scrollingTextViewNeedsASize() throws {
    let run = layout(
      """
      screen 320 x 400
      textView log "a long text that would wrap"
      H:|[log]|
      log.top == root.top
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.view("log")?.ambiguous.contains(.height) == true)
  }
}

@Suite("Steppers, progress views, page controls and symbol images")
struct ControlAndSymbolTests {
  @Test("a stepper is 94 x 32, a progress view 4 high, a page control 26 high")
  func controls() throws {
    let run = layout(
      """
      screen 320 x 400
      stepper count
      progressView bar
      pageControl pages (intrinsic: 116 x 26)
      count.trailing == root.trailing - 16
      count.top == root.top + 20
      H:|-16-[bar]-16-|
      bar.top == count.bottom + 8
      pages.centerX == root.centerX
      pages.bottom == root.bottom - 10
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.message))")
    // 320 − 16 − 94 = 210.
    #expect(screen.view("count")?.frame == Rect(x: 210, y: 20, width: 94, height: 32))
    // Its width is its constraints': 320 − 32; its height its own.
    #expect(screen.view("bar")?.frame == Rect(x: 16, y: 60, width: 288, height: 4))
    // 160 − 58 = 102; 400 − 10 − 26 = 364.
    #expect(screen.view("pages")?.frame == Rect(x: 102, y: 364, width: 116, height: 26))
    let program = try #require(run.program)
    func hugging(_ name: String) -> [Double]? {
      program.views.first { $0.name == name }.map { [$0.hugging.horizontal, $0.hugging.vertical] }
    }
    #expect(hugging("count") == [750, 750])
    #expect(hugging("bar") == [250, 750])
    #expect(hugging("pages") == [250, 250])
  }

  /// 37 x 37, centred: 187.5 − 18.5 = 169, 333.5 − 18.5 = 315; the medium one 20 x 20.
  @Test("a large activity indicator is 37 x 37, a medium one 20 x 20")
  func largeIndicator() throws {
    let run = layout(
      """
      screen 375 x 667
      activityIndicator big (style: large)
      activityIndicator small (style: medium)
      big.center == root.center
      small.centerX == root.centerX
      small.top == big.bottom + 8
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.view("big")?.frame == Rect(x: 169, y: 315, width: 37, height: 37))
    #expect(screen.view("small")?.frame == Rect(x: 177.5, y: 360, width: 20, height: 20))
  }

  /// A bar-style progress view is 1.5 high and its frame reaches 1 below that: pinned 100
  /// above the bottom (567), its frame is 565.5 to 568; held 15 high from y 20, 16 high.
  @Test("a bar-style progress view's frame is a point lower than its constraints hold")
  func barProgress() throws {
    let run = layout(
      """
      screen 375 x 667
      progressView thin (style: bar)
      progressView thick (style: bar)
      progressView plain (style: default)
      H:|-20-[thin]-20-|
      H:|-20-[thick]-20-|
      H:|-20-[plain]-20-|
      thin.bottom == root.bottom - 100
      V:|-20-[thick(15)]-8-[plain]
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.view("thin")?.frame == Rect(x: 20, y: 565.5, width: 335, height: 2.5))
    #expect(screen.view("thick")?.frame == Rect(x: 20, y: 20, width: 335, height: 16))
    // The default style holds its 4 points; it follows the bar's alignment rect (20 + 15 + 8).
    #expect(screen.view("plain")?.frame == Rect(x: 20, y: 43, width: 335, height: 4))
  }

  @Test("a page control's width is not its own: without one it is ambiguous")
  func pageControlNeedsAWidth() throws {
    let run = layout(
      """
      screen 320 x 400
      pageControl pages
      pages.centerX == root.centerX
      pages.bottom == root.bottom
      """)
    let screen = try #require(run.screens.first)
    // Centred with no width: where it starts is open too.
    #expect(screen.view("pages")?.ambiguous == [.x, .width])
    #expect(screen.view("pages")?.frame.height == 26)
  }

  /// DeeptanshuPal/fyle stores a 26 x 26 `heart` 2 points below its rectangle and 23 high;
  /// arvydasklimavicius/FirebaseAlpha a 270 x 270 `square.and.pencil` 0.5 above it and 269
  /// high (Notes/UIKitControls.md).
  @Test("the symbols read a second time in 2026-11 carry their insets")
  func symbolsReadTwice() throws {
    let run = layout(
      """
      screen 400 x 400
      image like (symbol: "heart")
      image edit (symbol: "square.and.pencil")
      like.leading == root.leading + 6
      like.top == root.top + 4
      like.width == 26
      like.height == 26
      edit.leading == root.leading + 72
      edit.top == root.top + 100
      edit.width == 270
      edit.height == 270
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.message))")
    #expect(screen.view("like")?.frame == Rect(x: 6, y: 6, width: 26, height: 23))
    #expect(screen.view("edit")?.frame == Rect(x: 72, y: 99.5, width: 270, height: 269))
  }

  /// A button takes its background image's insets: Gabriel-Gershberg-Dev/CardGame-IOS-main
  /// stores an 80 x 80 button of `play.circle.fill` on an iPhone 14 Plus (@3x) one point
  /// below its rectangle and 78.67 high, 2manas1/weatherappmanas a 40 x 40 one of
  /// `location.circle.fill` on an iPhone 11 (@2x) half a point below and 39 high.
  @Test("a button showing a symbol as its background image takes the symbol's insets")
  func backgroundSymbol() throws {
    for (device, y, height) in [("iPhone 14 Plus", 101.0, 80 - 4.0 / 3), ("iPhone 11", 100.5, 79)] {
      let frames = try symbolFrames(
        [("play", "play.circle.fill", 80, 80)], on: device, as: "button")
      let frame = try #require(frames["play"])
      #expect(frame.x == 0 && frame.width == 80 && frame.y == y, "\(frame)")
      #expect(abs(frame.height - height) < 1e-9, "\(frame)")
    }
    // An image view takes no background symbol, nor a button a symbol.
    let wrong = layout(
      """
      screen 400 x 400
      image icon (backgroundSymbol: "play.circle.fill")
      button go (symbol: "play.circle.fill")
      """)
    #expect(wrong.diagnostics.map(\.id) == [.unknownProperty, .unknownProperty])
  }

  /// The frames of image views showing `symbols` (name, symbol, width, height) — or of
  /// buttons showing them as their background images — each with its rectangle's top 100
  /// below the screen's and 200 points apart, on `screen`.
  func symbolFrames(
    _ symbols: [(name: String, symbol: String, width: Double, height: Double)],
    on screen: String, as kind: String = "image"
  ) throws -> [String: Rect] {
    var lines = ["screen \"\(screen)\""]
    let key = kind == "button" ? "backgroundSymbol" : "symbol"
    for (index, item) in symbols.enumerated() {
      lines += [
        "\(kind) \(item.name) (\(key): \"\(item.symbol)\")",
        "\(item.name).leading == root.leading + \(index * 200)",
        "\(item.name).top == root.top + 100",
        "\(item.name).width == \(formatNumber(item.width))",
        "\(item.name).height == \(formatNumber(item.height))",
      ]
    }
    let run = layout(lines.joined(separator: "\n"))
    let laidOut = try #require(run.screens.first)
    #expect(laidOut.diagnostics.isEmpty, "\(laidOut.diagnostics.map(\.message))")
    var frames: [String: Rect] = [:]
    for item in symbols { frames[item.name] = laidOut.view(item.name)?.frame }
    return frames
  }

  /// Omgandhi18/OG-Chat stores a 25 x 30 `photo` 1 point below its rectangle and 27.5 high,
  /// and Outofscope/tmdb-client a 374 x 561 one 1 below and 558.5 high; Debashish-hub/
  /// Weather-App its 150-point `cloud.fill` 1.5 below and 145.5 high (Notes/UIKitControls.md).
  @Test("the symbols read twice in fresh sets (photo, cloud.fill, timer) carry their insets")
  func symbolsReadInFreshSets() throws {
    let frames = try symbolFrames(
      [
        ("poster", "photo", 25, 30), ("weather", "cloud.fill", 150, 150),
        ("stopwatch", "timer", 50, 50),
      ],
      on: "iPhone 11")
    #expect(frames["poster"] == Rect(x: 0, y: 101, width: 25, height: 27.5))
    #expect(frames["weather"] == Rect(x: 200, y: 101.5, width: 150, height: 145.5))
    // 1 below and a third above, on this @2x screen's pixels: 101 to 149.5.
    #expect(frames["stopwatch"] == Rect(x: 400, y: 101, width: 50, height: 48.5))
  }

  /// ji-yeon224/SeSAC stores a 38 x 38 `checkmark.square` 1.67 below its rectangle and
  /// 35 high; ddudios/SeSAC a 24 x 24 `magnifyingglass` 1 below and 22.33 high (fresh-44,
  /// iPhone 15 documents).
  @Test("checkmark.square and magnifyingglass carry the insets read in fresh-44")
  func symbolsReadInFresh44() throws {
    let frames = try symbolFrames(
      [("check", "checkmark.square", 38, 38), ("search", "magnifyingglass", 24, 24)],
      on: "iPhone 15")
    let check = try #require(frames["check"])
    #expect(abs(check.y - (100 + 5.0 / 3)) < 1e-9 && abs(check.height - 35) < 1e-9, "\(check)")
    let search = try #require(frames["search"])
    #expect(search.y == 101 && abs(search.height - (24 - 5.0 / 3)) < 1e-9, "\(search)")
  }

  /// azadehsaleh/Malls-Seeker draws a `cart.fill` whose rectangle is 27.5 high 1.5 below its
  /// top, 26 high, on an iPhone 11; luboolu/SeSAC_IOS a 138-point `cart` the same way
  /// (fresh-45).
  @Test("cart and cart.fill carry the insets read at @2x")
  func cartSymbols() throws {
    let frames = try symbolFrames(
      [("basket", "cart.fill", 30, 29), ("trolley", "cart", 140, 139.5)], on: "iPhone 11")
    #expect(frames["basket"] == Rect(x: 0, y: 101.5, width: 30, height: 27.5))
    #expect(frames["trolley"] == Rect(x: 200, y: 101.5, width: 140, height: 138))
  }

  /// BdriahTalaat/Chat-app stores a 170 x 170 `person` 1.67 below its rectangle and 167.33
  /// high on an iPhone 14 Pro Max; LoujainAlshammari/chatApp a 48 x 51.5 one 1.5 below and 49
  /// high on an iPhone 11 (fresh-52): one reading, on each screen's pixels.
  @Test("person carries the insets read in fresh-52, at both scales")
  func personSymbol() throws {
    let pro = try symbolFrames([("avatar", "person", 170, 170)], on: "iPhone 15")
    let avatar = try #require(pro["avatar"])
    #expect(abs(avatar.y - (100 + 5.0 / 3)) < 1e-9, "\(avatar)")
    #expect(abs(avatar.height - (170 - 8.0 / 3)) < 1e-9, "\(avatar)")
    let eleven = try symbolFrames([("icon", "person", 48, 51.5)], on: "iPhone 11")
    #expect(eleven["icon"] == Rect(x: 0, y: 101.5, width: 48, height: 49))
  }

  /// Skylar327016/Cinema (fresh-58) stores a 16 x 16 `clock.fill` on an iPhone 11 half a
  /// point in at the top and at the bottom, as Agrinoble's `clock`: the same box.
  @Test("clock.fill has clock's insets")
  func filledClock() throws {
    let frames = try symbolFrames([("time", "clock.fill", 16, 16)], on: "iPhone 11")
    #expect(frames["time"] == Rect(x: 0, y: 100.5, width: 16, height: 15))
  }

  /// `person.fill` reads differently at the two scales: 1.5 in at both ends at @2x (80 and
  /// 124 points, DoctorPoint-App and two copies of Apple's Habits exercise), 2 in at the top
  /// and 1.33 at the bottom at @3x (118 and 112.67 points, two other copies).
  @Test("a symbol read at both scales takes the reading of the screen's")
  func symbolReadAtBothScales() throws {
    for (screen, y, height) in [
      ("iPhone 11", 101.5, 118 - 3.0), ("iPhone 15", 102, 118 - 10.0 / 3),
    ] {
      let frames = try symbolFrames([("profile", "person.fill", 118, 118)], on: screen)
      let frame = try #require(frames["profile"])
      #expect(frame.y == y, "\(screen)")
      #expect(abs(frame.height - height) < 1e-9, "\(screen): \(frame)")
    }
  }

  /// `flag.fill` is read only at @2x (MaelRB/Mail's 16 x 16 and a reminder app's 26 x 26,
  /// both on an iPhone 11: half a point in at the top, 1 at the bottom): it has those
  /// insets on a @2x screen, none on a @3x one, and is a symbol Strut knows on both.
  @Test("a symbol read only at @2x has its insets on @2x screens alone")
  func symbolReadOnlyAt2x() throws {
    let eleven = try symbolFrames([("flag", "flag.fill", 26, 26)], on: "iPhone 11")
    #expect(eleven["flag"] == Rect(x: 0, y: 100.5, width: 26, height: 24.5))
    let fifteen = try symbolFrames([("flag", "flag.fill", 26, 26)], on: "iPhone 15")
    #expect(fifteen["flag"] == Rect(x: 0, y: 100, width: 26, height: 26))
    // Known whatever the screen: the checker does not warn of an unknown symbol.
    let run = layout(#"image flag (symbol: "flag.fill")"#)
    #expect(!run.diagnostics.contains { $0.id == .unknownSymbol }, "\(run.diagnostics)")
  }

  /// Read after fresh-100 (Notes/UIKitControls.md): Gwan-Son/Swift_ToyProject's 40 x 40
  /// `heart.fill` on an iPhone 11 is stored 1.5 below its rectangle and 37.5 high; camosss/
  /// SeSAC's 35 x 35 `location.fill` 1 below and 33.5 high; finleykim/MiniProjects' 80 x 40
  /// `creditcard.fill` 1.5 below and 36.5 high; leoasimon/Pomodoro's 120 x 120 `laptopcomputer`
  /// 2 below and 116 high. An outline takes its filled glyph's insets (trendyoliOSBootcamp's
  /// 20 x 20 `flag`, 0.5 below and 18.5 high), and at @3x the filled heart the outline's.
  /// `arrow.counterclockwise` (sainkr/Sudoku, MohammedHamiid/Store, fresh-101) reaches 1
  /// above its rectangle and stops 1 short of its bottom. `exclamationmark.triangle.fill`
  /// (kadirmeert/Marvel at @2x, brendoncrowe/Podcasts at @3x, fresh-103) starts 1 below its
  /// rectangle on an iPhone 11 and 1.33 below on an iPhone 15, ending a point short at both;
  /// `book` (Marcus1068/Inventory at @2x, Gwan-Son/Swift_ToyProject at @3x) 1.5 below and 3
  /// shorter on the first, 1.33 below and 2.67 shorter on the second, as is `book.fill`.
  @Test("the symbols read after fresh-100 carry their insets; outline and fill alike")
  func symbolsReadAfterFresh100() throws {
    // Each symbol at its size, and the frame Xcode stores for it on an iPhone 11, the
    // rectangle's top 100 below the screen's.
    let readings: [(symbol: String, width: Double, height: Double, y: Double, stored: Double)] = [
      ("heart.fill", 40, 40, 101.5, 37.5), ("location.fill", 35, 35, 101, 33.5),
      ("creditcard.fill", 80, 40, 101.5, 36.5), ("laptopcomputer", 120, 120, 102, 116),
      ("flag", 20, 20, 100.5, 18.5), ("heart", 20, 20, 101.5, 17.5),
      // MohammedHamiid/Store's 35 x 35 `arrow.counterclockwise`: 1 above, as high.
      ("arrow.counterclockwise", 35, 35, 99, 35),
      // kadirmeert/Marvel's 276 x 291 warning triangle: 1 below, 289 high.
      ("exclamationmark.triangle.fill", 276, 291, 101, 289),
      // Marcus1068/Inventory's 36 x 36 book: 1.5 below, 33 high.
      ("book", 36, 36, 101.5, 33),
    ]
    let eleven = try symbolFrames(
      readings.enumerated().map {
        ("view\($0.offset)", $0.element.symbol, $0.element.width, $0.element.height)
      },
      on: "iPhone 11")
    for (index, reading) in readings.enumerated() {
      let expected = Rect(
        x: Double(index) * 200, y: reading.y, width: reading.width, height: reading.stored)
      #expect(eleven["view\(index)"] == expected, "\(reading.symbol)")
    }
    // At @3x the filled heart has fyle's outline reading: 2 below, 1 above.
    let fifteen = try symbolFrames([("like", "heart.fill", 27, 30)], on: "iPhone 15")
    #expect(fifteen["like"] == Rect(x: 0, y: 102, width: 27, height: 27))
    // At @3x: brendoncrowe/Podcasts' 361 x 340.8 triangle 1.33 below, 338.33 high, and
    // Gwan-Son/Swift_ToyProject's 353 x 200 book 1.33 below, 197.33 high; each outline or
    // filled glyph the same box.
    let at3x: [(symbol: String, width: Double, height: Double, stored: Double)] = [
      ("exclamationmark.triangle.fill", 361, 340.8, 340 - 5.0 / 3),
      ("exclamationmark.triangle", 361, 340.8, 340 - 5.0 / 3),
      ("book", 353, 200, 200 - 8.0 / 3), ("book.fill", 353, 200, 200 - 8.0 / 3),
    ]
    for reading in at3x {
      let views = try symbolFrames(
        [("view", reading.symbol, reading.width, reading.height)], on: "iPhone 15")
      let frame = try #require(views["view"])
      #expect(abs(frame.y - (100 + 4.0 / 3)) < 1e-9, "\(reading.symbol): \(frame)")
      #expect(abs(frame.height - reading.stored) < 1e-9, "\(reading.symbol): \(frame)")
    }
    // Read after fresh-116: RahulSohaliya1/Facebook's 20 x 25 `ellipsis` (@3x, Xcode 14.3)
    // is stored 7.67 below its rectangle and 10 high, a flat glyph in the symbols' box.
    let dots = try symbolFrames([("more", "ellipsis", 20, 25)], on: "iPhone 15")
    let frame = try #require(dots["more"])
    #expect(abs(frame.y - (100 + 23.0 / 3)) < 1e-9, "\(frame)")
    #expect(abs(frame.height - 10) < 1e-9, "\(frame)")
    // Read after fresh-136: dimabershadskiy/wiliot-sampleapp-ios's two 100 x 100 symbols
    // (@3x, Xcode 14.3): the slashed antenna reaching 0.67 above, 99.33 high; the cloud
    // 1.33 below, 96.33 high.
    let icons = try symbolFrames(
      [
        ("antenna", "antenna.radiowaves.left.and.right.slash", 100, 100),
        ("cloud", "xmark.icloud", 100, 100),
      ], on: "iPhone 15")
    let antenna = try #require(icons["antenna"])
    #expect(abs(antenna.y - (100 - 2.0 / 3)) < 1e-9, "\(antenna)")
    #expect(abs(antenna.height - (100 - 2.0 / 3)) < 1e-9, "\(antenna)")
    let cloud = try #require(icons["cloud"])
    #expect(abs(cloud.y - (100 + 4.0 / 3)) < 1e-9, "\(cloud)")
    #expect(abs(cloud.height - (100 - 11.0 / 3)) < 1e-9, "\(cloud)")
    // And JayDwivedi/ListViewControlleriOS's 358 x 220 `music.note.tv` (fresh-133): 1.33
    // below, 218.33 high.
    let tv = try #require(
      try symbolFrames([("tv", "music.note.tv", 358, 220)], on: "iPhone 15")["tv"])
    #expect(abs(tv.y - (100 + 4.0 / 3)) < 1e-9, "\(tv)")
    #expect(abs(tv.height - (220 - 5.0 / 3)) < 1e-9, "\(tv)")
    // rangaiOS/TikTok's 40-point arrow (1.67 below, 37 high) and bubble (0.33 in at both
    // ends), fresh-123.
    let share = try symbolFrames(
      [("arrow", "arrowshape.turn.up.right", 40, 40), ("bubble", "message", 40, 40)],
      on: "iPhone 15")
    let arrow = try #require(share["arrow"])
    #expect(abs(arrow.y - (100 + 5.0 / 3)) < 1e-9 && abs(arrow.height - 37) < 1e-9, "\(arrow)")
    let bubble = try #require(share["bubble"])
    #expect(
      abs(bubble.y - (100 + 1.0 / 3)) < 1e-9 && abs(bubble.height - (40 - 2.0 / 3)) < 1e-9,
      "\(bubble)")
    // And the @2x readings since fresh-117, each a square image view on an iPhone 11: the
    // frame's top (the rectangle's is at 100) and height.
    let at2x: [(symbol: String, side: Double, y: Double, height: Double)] = [
      // JeampierCM/Snapchat (fresh-117): 1 below, 147.5 high.
      ("person.crop.square", 150, 101, 147.5),
      // bmalone1x/Minimalist-Study-Timer-App (fresh-121): 2 below; 1.5 below.
      ("forward", 80, 102, 75.5), ("play", 70, 101.5, 66.5),
      // D-David-IOS/Reciplease (fresh-122): reaching 1 above, 16 high.
      ("hand.thumbsup", 15, 99, 16),
      // Three projects each (fresh-123): `play.fill` as `play`, `music.note` half a point
      // in at both ends.
      ("play.fill", 150, 101.5, 146.5), ("music.note", 20, 100.5, 19),
      // `location.fill`'s @2x reading, kept beside the @3x one below.
      ("location.fill", 40, 101, 38.5),
      // nicovma/iOSExampleApp (fresh-135): the shield half a point in at both ends at 26
      // and 70; `phone` 0.5 below, 28.5 high; `flag.slash.fill` reaching 1 above.
      ("exclamationmark.shield.fill", 26, 100.5, 25),
      ("exclamationmark.shield.fill", 70, 100.5, 69), ("phone", 30, 100.5, 28.5),
      ("flag.slash.fill", 52, 99, 52),
      // fresh-138: Edgar242/MyApp's list of notes half a point in at both ends (here at
      // its square); FNLucero/musicPlayer's profile reaching 2 beyond both.
      ("music.note.list", 100, 100.5, 99), ("brain.head.profile", 120, 98, 124),
      // Three Clima projects of fresh-122: the rain cloud 1 above, 121.5 high.
      ("cloud.rain", 120, 99, 121.5),
      // The survey's readings that make their scenes reproduce: the seal 1 above, 22.5
      // high; the triangle 2 in at both ends; the filled thumb 0.5 above, as high.
      ("checkmark.seal.fill", 21, 99, 22.5), ("arrowtriangle.down.fill", 15, 102, 11),
      ("hand.thumbsup.fill", 35, 99.5, 35),
    ]
    for reading in at2x {
      let side = reading.side
      let frames = try symbolFrames([("glyph", reading.symbol, side, side)], on: "iPhone 11")
      #expect(
        frames["glyph"] == Rect(x: 0, y: reading.y, width: side, height: reading.height),
        "\(reading.symbol)")
    }
    // 91ap/WeatherChecker's 40 x 40 `location.fill` on an iPhone 16 Pro (@3x, fresh-122):
    // 1 below and 38.33 high.
    let pin = try symbolFrames([("here", "location.fill", 40, 40)], on: "iPhone 16 Pro")
    let here = try #require(pin["here"])
    #expect(abs(here.y - 101) < 1e-9 && abs(here.height - (40 - 5.0 / 3)) < 1e-9, "\(here)")
  }

  /// A glyph in the standard circle has the circle's insets, whatever the glyph, and they
  /// fall on the display's pixels: 1 in at the top and a third at the bottom at @3x, half
  /// a point in at both at @2x (ValeriD/SwiftCryptoApp's `info.circle` on an iPhone 11,
  /// Care4Seniors' `circle` on an iPhone 8 Plus); a screen of no device takes the @3x ones.
  @Test("symbols in a circle have the circle's insets, on the screen's pixels")
  func symbolsInACircle() throws {
    let text = """
      image info (symbol: "info.circle")
      image done (symbol: "checkmark.circle.fill")
      info.leading == root.leading + 10
      info.top == root.top + 10
      info.width == 78
      info.height == 78
      done.leading == info.trailing + 10
      done.top == info.top
      done.width == 30
      done.height == 30
      """
    for (screen, y, height) in [
      ("screen \"iPhone 11\"", 10.5, 77.0), ("screen \"iPhone 8 Plus\"", 11, 78 - 4.0 / 3),
      ("screen 400 x 400", 11, 78 - 4.0 / 3),
    ] {
      let run = layout(screen + "\n" + text)
      let laidOut = try #require(run.screens.first)
      #expect(laidOut.diagnostics.isEmpty, "\(laidOut.diagnostics.map(\.message))")
      let info = try #require(laidOut.view("info"))
      #expect(info.frame.y == y && abs(info.frame.height - height) < 1e-9, "\(screen)")
      let done = try #require(laidOut.view("done"))
      #expect(done.frame.y == y && abs(done.frame.height - (height - 48)) < 1e-9, "\(screen)")
    }
    #expect(SymbolMetrics.alignmentInsets(of: "circle.dashed.inset.fill", scale: 2) == nil)
    #expect(SymbolMetrics.names.contains("circle") && SymbolMetrics.names.contains("circle.fill"))
  }

  /// `arrow.left` reaches 3 points less far at the top and 8/3 less at the bottom than the
  /// rectangle its constraints hold; `chevron.right` 2 and 5/3. The insets are points: a
  /// taller view keeps them.
  @Test("a symbol image's frame is its alignment rect moved by the symbol's insets, at any size")
  func symbols() throws {
    let run = layout(
      """
      screen 320 x 400
      image back (symbol: "arrow.left")
      image small (symbol: "chevron.right")
      image tall (symbol: "chevron.right")
      back.leading == root.leading + 16
      back.top == root.top + 20
      back.width == 35
      back.height == 35
      small.leading == back.trailing + 8
      small.top == back.top
      small.width == 20
      small.height == 20
      tall.leading == small.trailing + 8
      tall.top == back.top
      tall.width == 20
      tall.height == 25
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.diagnostics.isEmpty, "\(screen.diagnostics.map(\.message))")
    let back = try #require(screen.view("back"))
    #expect(back.frame.x == 16 && back.frame.y == 23 && back.frame.width == 35)
    #expect(abs(back.frame.height - (35 - 3 - 8.0 / 3)) < 1e-9)
    let small = try #require(screen.view("small"))
    #expect(small.frame.y == 22 && abs(small.frame.height - (20 - 2 - 5.0 / 3)) < 1e-9)
    let tall = try #require(screen.view("tall"))
    #expect(tall.frame.y == 22 && abs(tall.frame.height - (25 - 2 - 5.0 / 3)) < 1e-9)
    // --why explains the alignment rect; the frame carries the insets that move it.
    let why = Pipeline.run(
      SourceFile(
        name: "t.layout",
        text: "screen 320 x 400\nimage back (symbol: \"arrow.left\")\nback.top == root.top\n"
          + "back.leading == root.leading\nback.width == 35\nback.height == 35\n"),
      Pipeline.Options(queries: [WhyQuery(view: "back", attribute: "height")]))
    let screenOfWhy = try #require(why.screens.first)
    #expect(screenOfWhy.answers.first?.value == 35)
    #expect(
      screenOfWhy.view("back")?.alignmentInsets
        == EdgeInsets(top: -3, left: 0, bottom: -8.0 / 3, right: 0))
  }

  @Test("an unknown symbol is a warning with the nearest known one, and no insets")
  func unknownSymbol() throws {
    let run = layout(
      """
      screen 320 x 400
      image back (symbol: "arrow.lft")
      back.leading == root.leading
      back.top == root.top
      back.width == 35
      back.height == 35
      """)
    let warnings = run.diagnostics.filter { $0.id == .unknownSymbol }
    #expect(warnings.count == 1)
    #expect(warnings.first?.help == "did you mean 'arrow.left'?")
    #expect(warnings.first?.fixIts.map(\.replacement) == ["\"arrow.left\""])
    #expect(run.screens.first?.view("back")?.frame == Rect(x: 0, y: 0, width: 35, height: 35))
  }
}

@Suite("Margins that follow the readable width")
struct ReadableWidthTests {
  /// The readable width is 672: margins move in to centre a 672-wide area in the margins.
  @Test("a view's side margins move in to the readable content guide; a narrow one keeps its own")
  func readableWidth() throws {
    let run = layout(
      """
      screen 1080 x 810
      view page (layoutMarginsFollowReadableWidth: true, margin: 0) {
        label body "Text"
      }
      view panel (layoutMarginsFollowReadableWidth: true) {
        view line
      }
      view narrow (layoutMarginsFollowReadableWidth: true) {
        view rule
      }
      page.edges == root.edges
      body.leading == page.leadingMargin
      body.trailing == page.trailingMargin
      body.top == page.topMargin
      panel.leading == root.leading + 54
      panel.width == root.width * 0.9
      panel.top == root.top
      panel.height == 100
      line.leading == panel.leadingMargin
      line.trailing == panel.trailingMargin
      line.top == panel.top
      line.height == 1
      narrow.leading == root.leading
      narrow.width == 375
      narrow.top == root.top + 200
      narrow.height == 10
      rule.leading == narrow.leadingMargin
      rule.trailing == narrow.trailingMargin
      rule.top == narrow.top
      rule.height == 1
      """)
    let screen = try #require(run.screens.first)
    #expect(screen.diagnostics.filter(\.isError).isEmpty)
    // 1080 between margins of 0: (1080 − 672) / 2 = 204 in at each side.
    #expect(screen.view("body")?.frame == Rect(x: 204, y: 0, width: 672, height: 21))
    // Its width is solved (972): 972 − 2 × 8 = 956 between its own margins, 142 more in.
    #expect(screen.view("line")?.frame == Rect(x: 8 + 142, y: 0, width: 672, height: 1))
    // 375 − 16 is narrower than 672: its own margins.
    #expect(screen.view("rule")?.frame == Rect(x: 8, y: 0, width: 359, height: 1))
  }
}

@Suite("A screen whose root is a plain view")
struct PlainRootTests {
  @Test("`cell`: the root's margins are UIView's 8 on every side, not the system minimum")
  func cellMargins() throws {
    let text = """
      view photo
      photo.leading == root.leadingMargin
      photo.top == root.topMargin
      photo.trailing == root.trailingMargin
      photo.bottom == root.bottomMargin
      """
    // A view controller's view on a 428-point phone: 20 at the sides, 0 above and below.
    let controller = try #require(layout("screen 428 x 756\n" + text).screens.first)
    #expect(controller.view("photo")?.frame == Rect(x: 20, y: 0, width: 388, height: 756))
    // A collection view's cell of the same size: 8 all round (Xcode stores a scroll view
    // pinned to such a cell's leading and top margins at (8, 8): PhotosApp in
    // Fidelity/corpus.tsv).
    let cell = try #require(layout("screen 428 x 756 cell\n" + text).screens.first)
    #expect(cell.view("photo")?.frame == Rect(x: 8, y: 8, width: 412, height: 740))
  }

  @Test("`edgeMargins`: the root's margins are measured from its edges, not its safe area")
  func edgeMargins() throws {
    let text = """
      view banner
      banner.leading == root.leadingMargin
      banner.top == root.topMargin - 16
      banner.trailing == root.trailingMargin
      banner.bottom == root.bottomMargin
      view badge
      badge.top == root.safeArea.top + 8
      badge.leading == root.leading
      badge.width == 10
      badge.height == 10
      """
    // From the safe area: top 20 + 0 − 16 = 4, bottom 667 − 34 = 633.
    let safe = "screen 375 x 667 safe(top: 20, bottom: 34)"
    let fromSafeArea = try #require(layout(safe + "\n" + text).screens.first)
    #expect(fromSafeArea.view("banner")?.frame == Rect(x: 16, y: 4, width: 343, height: 629))
    // From the edges: 0 − 16 = −16 to 667; the sides (no side insets) and the safe area itself
    // are as before.
    let fromEdges = try #require(layout(safe + " edgeMargins\n" + text).screens.first)
    #expect(fromEdges.view("banner")?.frame == Rect(x: 16, y: -16, width: 343, height: 683))
    #expect(fromEdges.view("badge")?.frame == Rect(x: 0, y: 28, width: 10, height: 10))
  }

  @Test("`margins(...)`: the root's own layout margins, edge by edge")
  func rootMargins() throws {
    let text = """
      view page
      page.edges == root.margins.edges

      """
    // By default a 600-point-wide screen's root has 20 at the sides, 0 above and below.
    let plain = try #require(layout("screen 600 x 600\n" + text).screens.first)
    #expect(plain.view("page")?.frame == Rect(x: 20, y: 0, width: 560, height: 600))
    // Xcode 6's canvas: 16 at the sides; the edges not given keep their defaults.
    let given = try #require(
      layout("screen 600 x 600 margins(leading: 16, trailing: 16)\n" + text).screens.first)
    #expect(given.view("page")?.frame == Rect(x: 16, y: 0, width: 568, height: 600))
    let top = try #require(layout("screen 600 x 600 margins(top: 8)\n" + text).screens.first)
    #expect(top.view("page")?.frame == Rect(x: 20, y: 8, width: 560, height: 592))
    // Directional: the leading margin is on the right of a right-to-left screen.
    let rtl = try #require(
      layout("screen 600 x 600 margins(leading: 30, trailing: 10) rtl\n" + text).screens.first)
    #expect(rtl.view("page")?.frame == Rect(x: 10, y: 0, width: 560, height: 600))
    // A misspelt edge and a negative margin are errors at the text.
    let misspelt = layout("screen 600 x 600 margins(leadin: 16)\n" + text)
    #expect(misspelt.diagnostics.map(\.id) == [.unknownEdge])
    #expect(misspelt.diagnostics.first?.fixIts.map(\.replacement) == ["leading"])
    let negative = layout("screen 600 x 600 margins(top: -4)\n" + text)
    #expect(negative.diagnostics.map(\.id) == [.rootMarginValue])
  }
}
