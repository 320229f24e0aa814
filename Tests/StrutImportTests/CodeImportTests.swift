import Foundation
import StrutCore
import StrutEngine
import StrutModel
import Testing

@testable import StrutEmit
@testable import StrutImport

/// Reads code, runs the layout it makes, and gives the frames by view name.
func codeFrames(_ code: String, name: String = "Layout.swift", overrides: [String: Double] = [:])
  -> (result: CodeImport.Result, frames: [String: Rect], run: LayoutRun)
{
  let result = CodeImport.read(SourceFile(name: name, text: code))
  let run = Pipeline.run(result.layout, Pipeline.Options(overrides: overrides))
  var frames: [String: Rect] = [:]
  for view in run.screens.first?.views ?? [] { frames[view.name] = view.frame }
  return (result, frames, run)
}

@Suite("UIKit code in")
struct CodeImportTests {
  @Test("Objective-C anchors, an activation list, a stored constraint's priority, run-time values")
  func objectiveC() {
    let code = """
      - (void)setup {
          _card = [UIView new];
          _card.translatesAutoresizingMaskIntoConstraints = NO;
          [self.view addSubview:_card];
          _title = [[UILabel alloc] init];
          _title.text = @"Hello";
          [_card addSubview:_title];
          [NSLayoutConstraint activateConstraints:@[
              [_card.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:kInset.top],
              [_card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20.f],
              [_card.widthAnchor constraintEqualToAnchor:self.view.widthAnchor multiplier:0.5],
              [_title.topAnchor constraintGreaterThanOrEqualToAnchor:_card.topAnchor constant:8],
              [_title.leadingAnchor constraintEqualToAnchor:_card.layoutMarginsGuide.leadingAnchor],
          ]];
          NSLayoutConstraint *height = [_card.heightAnchor constraintEqualToConstant:100];
          height.priority = UILayoutPriorityDefaultHigh;
          height.active = YES;
          NSLayoutConstraint *unused = [_card.heightAnchor constraintEqualToConstant:5];
      }
      """
    let (result, frames, _) = codeFrames(code, name: "Card.m", overrides: ["kInsetTop": 10])
    let text = String(decoding: result.layout.bytes, as: UTF8.self)
    #expect(text.contains("let kInsetTop = 0  # kInset.top\n"))
    // A label made in code hugs at UIKit's 250 (Interface Builder's labels at 251).
    #expect(
      text.contains("view card {\n  label title \"Hello\" (hugging.h: 250, hugging.v: 250)\n}\n"))
    #expect(text.contains("card.top == root.safeArea.top + kInsetTop  # line 9\n"))
    #expect(text.contains("card.width == 0.5 * root.width  # line 11\n"))
    #expect(text.contains("title.top >= card.top + 8  # line 12\n"))
    #expect(text.contains("title.leading == card.margins.leading  # line 13\n"))
    #expect(text.contains("card.height == 100 @750  # line 15\n"))
    // The one never activated is left out, with a warning at it.
    #expect(!text.contains("== 5"))
    #expect(result.diagnostics.map(\.message).contains { $0.contains("never activates") })
    #expect(result.metrics.map(\.name) == ["kInsetTop"])
    // The default screen (375 x 667, no safe area): 10 down, 20 in, half as wide.
    #expect(frames["card"] == Rect(x: 20, y: 10, width: 187.5, height: 100))
    #expect(frames["title"]?.x == 8)
  }

  @Test("Swift anchors: isActive, activate([...]), priorities, NSLayoutConstraint(item:…)")
  func swift() {
    let code = """
      let header = UIView()
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      let button = UIButton(type: .system)
      header.addSubview(button)
      header.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
      NSLayoutConstraint.activate([
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        header.heightAnchor.constraint(equalToConstant: 60),
        button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
        button.heightAnchor.constraint(equalTo: header.heightAnchor, multiplier: 0.5),
      ])
      let center = NSLayoutConstraint(item: button, attribute: .centerY, relatedBy: .equal, toItem: header, attribute: .centerY, multiplier: 1, constant: 0)
      center.priority = UILayoutPriority(999)
      center.isActive = true
      let right = button.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16)
      right.priority = .defaultHigh
      right.isActive = true
      """
    let (result, frames, run) = codeFrames(code)
    let text = String(decoding: result.layout.bytes, as: UTF8.self)
    // `button` is a kind's word in the language: the view is `buttonView`.
    #expect(text.contains("buttonView.centerY == header.centerY @999"))
    #expect(text.contains("buttonView.trailing == header.trailing - 16 @750"))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    #expect(frames["header"] == Rect(x: 0, y: 0, width: 375, height: 60))
    // 44 wide (its title, "", measures nothing), 30 high, centred, 16 from the right.
    #expect(frames["buttonView"] == Rect(x: 375 - 16 - 44, y: 15, width: 44, height: 30))
    #expect(run.diagnostics.isEmpty)
  }

  @Test("SnapKit and Masonry blocks: compound attributes, offsets, insets, priorities")
  func blocks() {
    let swift = """
      let card = UIView()
      view.addSubview(card)
      let badge = UIView()
      card.addSubview(badge)
      card.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(16)
      }
      badge.snp.makeConstraints { make in
        make.size.equalTo(24)
        make.top.equalTo(card.snp.top).offset(8)
        make.trailing.equalTo(card).offset(-8).priority(750)
      }
      """
    let (swiftResult, swiftFrames, _) = codeFrames(swift)
    #expect(swiftResult.diagnostics.isEmpty, "\(swiftResult.diagnostics.map(\.message))")
    // equalToSuperview() with an inset of 16 on every edge; the badge 24 square, 8 in.
    #expect(swiftFrames["card"] == Rect(x: 16, y: 16, width: 343, height: 635))
    #expect(swiftFrames["badge"] == Rect(x: 343 - 8 - 24, y: 8, width: 24, height: 24))
    let objC = """
      _card = [UIView new];
      [self.view addSubview:_card];
      [_card mas_makeConstraints:^(MASConstraintMaker *make) {
          make.top.left.equalTo(self.view).offset(16);
          make.bottom.right.equalTo(self.view).offset(-16);
      }];
      _dot = [UIView new];
      [_card addSubview:_dot];
      [_dot mas_makeConstraints:^(MASConstraintMaker *make) {
          make.width.height.mas_equalTo(10);
          make.center.equalTo(_card);
      }];
      """
    let (result, frames, _) = codeFrames(objC, name: "Card.m")
    let text = String(decoding: result.layout.bytes, as: UTF8.self)
    #expect(text.contains("dot.width == 10"))
    #expect(text.contains("card.top == root.top + 16"))
    #expect(frames["card"] == Rect(x: 16, y: 16, width: 343, height: 635))
    #expect(frames["dot"] == Rect(x: 166.5, y: 312.5, width: 10, height: 10))
  }

  @Test("the seeds' code as the articles print it", .enabled(if: seedsAreHere))
  func seedCode() throws {
    let text = try String(
      contentsOf: seedFolder.appendingPathComponent("000_b1b1eee9536f9ebd.txt"), encoding: .utf8)
    // The article's Objective-C blocks, in order.
    var code = ""
    var inside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```obj-c") {
        inside = true
      } else if line.hasPrefix("```") {
        inside = false
      } else if inside {
        code += line + "\n"
      }
    }
    // The article's margins are 20 and its device an iPhone 8 (a 20-point status bar):
    // with the third label 50 high, the bottom label sits at 577 of a 647-point content.
    let (_, frames, run) = codeFrames(
      code, name: "ViewController.m",
      overrides: [
        "safeAreaInsetsTop": 20, "kMarginTop": 20, "kMarginLeft": 20, "kMarginRight": 20,
        "kMarginBottom": 20,
      ])
    #expect(frames["bottomLabel"]?.y == 577)
    #expect(run.screens.first?.views.first { $0.name == "scrollView" }?.contentSize?.height == 647)
  }

  @Test("VFL with its views and metrics dictionaries, and FLKAutoLayout's predicate strings")
  func visualFormatAndPredicates() {
    let swift = """
      let a = UIView()
      let b = UIView()
      view.addSubview(a)
      view.addSubview(b)
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[left(40)]-[right]-|", options: [], metrics: ["pad": 12], views: ["left": a, "right": b]))
      view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[left(30)]", options: [], metrics: nil, views: ["left": a]))
      b.alignTopEdge(withView: a, predicate: "0")
      b.constrainHeight(">=30@750")
      let tall = b.constrainHeight("50@250")
      tall?.priority = isTall ? 999 : 1
      """
    let (result, frames, _) = codeFrames(swift)
    let text = String(decoding: result.layout.bytes, as: UTF8.self)
    // The line's names are the dictionary's keys: the layout's views are a and b.
    #expect(text.contains("let pad = 12\n"))
    #expect(text.contains("H:|-pad-[a(40)]-[b]-|  # line 5\n"))
    #expect(text.contains("b.height >= 30 @750"))
    // 12 in, 40 wide, 8 between, 20 to the edge: b is 375 - 20 - 60 = 295 wide, and 50
    // high (its 50 at 250 holds, since it is more than 30).
    #expect(frames["a"] == Rect(x: 12, y: 0, width: 40, height: 30))
    #expect(frames["b"] == Rect(x: 60, y: 0, width: 295, height: 50))
    // A priority decided at run time is said, not guessed.
    #expect(result.diagnostics.contains { $0.message.contains("decided at run time") })
  }

  @Test("a custom view class's literal intrinsic size")
  func customIntrinsicSize() {
    let code = """
      final class Badge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 18) }
      }
      let badge = Badge()
      view.addSubview(badge)
      badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
      badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
      """
    let (_, frames, run) = codeFrames(code)
    #expect(frames["badge"] == Rect(x: 175.5, y: 10, width: 24, height: 18))
    #expect(run.screens.first?.diagnostics.isEmpty == true)
  }

  @Test("a stack's semantic content attribute is its direction; a button's is not read")
  func stackDirection() {
    let code = """
      let row = UIStackView()
      row.semanticContentAttribute = .forceRightToLeft
      row.spacing = 10
      view.addSubview(row)
      let first = Badge()
      let second = Badge()
      row.addArrangedSubview(first)
      row.addArrangedSubview(second)
      let go = UIButton()
      go.semanticContentAttribute = .forceRightToLeft
      view.addSubview(go)
      row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
      row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
      go.topAnchor.constraint(equalTo: row.bottomAnchor).isActive = true
      go.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
      final class Badge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 18) }
      }
      """
    let (result, frames, run) = codeFrames(code)
    #expect(
      String(decoding: result.layout.bytes, as: UTF8.self).contains(
        "stack row (direction: rtl, spacing: 10)"))
    // 24 + 10 + 24 wide: the first badge at the right end.
    #expect(frames["first"] == Rect(x: 34, y: 0, width: 24, height: 18))
    #expect(frames["second"] == Rect(x: 0, y: 0, width: 24, height: 18))
    #expect(run.screens.first?.diagnostics.contains { $0.severity == .error } == false)
  }

  @Test("mutated code gives warnings or text that parses, never a crash")
  func mutations() {
    let seeds = [
      "[_a.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:kM.top];\n[self.view addSubview:_a];",
      "let a = UILabel()\na.text = \"x\"\nview.addSubview(a)\na.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true",
      "a.snp.makeConstraints { make in make.edges.equalToSuperview().inset(4).priority(750) }",
      "let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 9)\nc.isActive = true",
    ]
    let pieces = [
      "[", "]", "(", ")", "{", "}", ":", ".", "@\"", "\"", "make.", "Anchor", "constraint(",
      "= true", "-", "1e999", "\n", ";",
    ]
    var generator = DocumentMutationTests.Generator(state: 99)
    for round in 0..<400 {
      var bytes = Array(seeds[round % seeds.count].utf8)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
        if Bool.random(using: &generator), !bytes.isEmpty {
          bytes.removeSubrange(
            position..<min(bytes.count, position + Int.random(in: 1...6, using: &generator)))
        } else {
          bytes.insert(
            contentsOf: Array(pieces[Int.random(in: 0..<pieces.count, using: &generator)].utf8),
            at: position)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let (result, _, _) = codeFrames(text)
      let syntax = Pipeline.parse(result.layout).diagnostics
      #expect(syntax.isEmpty, "round \(round): \(text) → \(syntax.map(\.message))")
    }
  }

  @Test(
    "seed 003's Swift as the article prints it, its line breaks lost", .enabled(if: seedsAreHere))
  func seedSwift() throws {
    let text = try String(
      contentsOf: seedFolder.appendingPathComponent("003_36fafad054847f6d.txt"), encoding: .utf8)
    // The article's three code lines: the scroll view, the top-most and bottom-most views.
    let code = text.split(separator: "\n").filter { $0.contains("Anchor.constraint") }
      .joined(separator: "\n")
    let (result, frames, run) = codeFrames(code, name: "ScrollViewController.swift")
    #expect(!result.diagnostics.contains { $0.message.contains("never activates") })
    // Two 1,000-point views, one under the other: the content is 2,000 high.
    #expect(frames["bottomMostView"]?.y == 1000)
    let scroll = run.screens.first?.views.first { $0.name == "scrollView" }
    #expect(scroll?.contentSize?.height == 2000)
  }

  @Test("malformed or unrelated code: located warnings, never a crash")
  func malformed() {
    for code in [
      "[_a.topAnchor constraintEqualToAnchor:", "a.topAnchor.constraint(equalTo: b.", "}}}]]])))",
      "let x = 1 + 2\nprint(x)", "@\"unterminated", "/* open", "make.top.equalTo(",
      "[v mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(",
      "v.snp.makeConstraints { make in make.frobnicate.equalTo(w) }",
    ] {
      let (result, _, _) = codeFrames(code)
      #expect(Pipeline.parse(result.layout).diagnostics.isEmpty, "\(code)")
      for diagnostic in result.diagnostics {
        #expect(diagnostic.span.end <= code.utf8.count)
      }
    }
    let (result, _, _) = codeFrames(
      "a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = maybe\nfoo.leftAnchor.whatever"
    )
    #expect(result.diagnostics.contains { $0.id == .codeNotUnderstood })
    // A misspelt anchor is named, with the one it may have meant, once.
    let (typo, _, _) = codeFrames(
      "let t = UILabel()\nview.addSubview(t)\nt.topAnchor.constraint(equalTo: view.topAnchr).isActive = true"
    )
    #expect(
      typo.diagnostics.map(\.message) == [
        "a constraint to 'view.topAnchr', which is not an anchor, is left out; did you mean 'topAnchor'?"
      ])
  }
}

let seedFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds")
let seedsAreHere = FileManager.default.fileExists(atPath: seedFolder.path)

@Suite("Code out and back in")
struct RoundTripTests {
  /// Every sample, written as Swift by `emit swift` and read back by the code reader, gives
  /// the frames the sample gives on its first screen.
  /// A bar-style progress view, in Swift and in Objective-C, is `style: bar`: held 15 high
  /// from y 100, its frame is 16 high; the default style's 4 points are its own.
  @Test("a bar-style progress view is read as one")
  func barProgress() throws {
    let swift = """
      let track = UIProgressView(progressViewStyle: .bar)
      let plain = UIProgressView()
      view.addSubview(track)
      view.addSubview(plain)
      NSLayoutConstraint.activate([
        track.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        track.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        track.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        track.heightAnchor.constraint(equalToConstant: 15),
        plain.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        plain.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        plain.topAnchor.constraint(equalTo: track.bottomAnchor, constant: 8),
      ])
      """
    let result = CodeImport.read(SourceFile(name: "Progress.swift", text: swift))
    let layout = String(decoding: result.layout.bytes, as: UTF8.self)
    #expect(
      layout.contains("progressView track (hugging.h: 250, hugging.v: 250, style: bar)"),
      "\(layout)")
    #expect(layout.contains("progressView plain (hugging.h: 250, hugging.v: 250)\n"), "\(layout)")
    let run = Pipeline.run(SourceFile(name: "back", text: "screen 375 x 667\n" + layout))
    var frames: [String: Rect] = [:]
    for view in run.screens.first?.views ?? [] { frames[view.name] = view.frame }
    #expect(frames["track"] == Rect(x: 0, y: 100, width: 375, height: 16))
    #expect(frames["plain"] == Rect(x: 0, y: 123, width: 375, height: 4))
    let objectiveC = """
      UIProgressView *track = [[UIProgressView alloc] initWithProgressViewStyle:UIProgressViewStyleBar];
      [self.view addSubview:track];
      """
    let read = CodeImport.read(SourceFile(name: "Progress.m", text: objectiveC))
    let text = String(decoding: read.layout.bytes, as: UTF8.self)
    #expect(text.contains("progressView track (") && text.contains("style: bar)"), "\(text)")
    // Set after it is made, in either language, and named twice: once.
    let assigned = """
      let track = UIProgressView(progressViewStyle: .bar)
      track.progressViewStyle = .bar
      let thin = UIProgressView()
      thin.progressViewStyle = .bar
      view.addSubview(track)
      view.addSubview(thin)
      """
    let set = CodeImport.read(SourceFile(name: "Set.swift", text: assigned))
    let setText = String(decoding: set.layout.bytes, as: UTF8.self)
    #expect(setText.components(separatedBy: "style: bar").count == 3, "\(setText)")
    #expect(setText.contains("progressView thin (") && set.diagnostics.isEmpty, "\(setText)")
    let objectiveCSet = """
      UIProgressView *thin = [[UIProgressView alloc] init];
      thin.progressViewStyle = UIProgressViewStyleBar;
      [self.view addSubview:thin];
      """
    let readSet = CodeImport.read(SourceFile(name: "Set.m", text: objectiveCSet))
    let readSetText = String(decoding: readSet.layout.bytes, as: UTF8.self)
    #expect(readSetText.contains("style: bar)"), "\(readSetText)")
    // A default-style progress view that is called `bar` is not one.
    let named = """
      let bar = UIProgressView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bar)
      """
    let plain = CodeImport.read(SourceFile(name: "Named.swift", text: named))
    let plainText = String(decoding: plain.layout.bytes, as: UTF8.self)
    #expect(plainText.contains("progressView bar") && !plainText.contains("style"), "\(plainText)")
  }

  /// A large activity indicator, made so or set so, in Swift and in Objective-C, is
  /// `style: large` (37 x 37); a medium one called `large` is not.
  @Test("a large activity indicator is read as one, however it is made large")
  func largeIndicator() throws {
    let swift = """
      let spinner = UIActivityIndicatorView(style: .large)
      let later = UIActivityIndicatorView()
      later.style = .large
      let large = UIActivityIndicatorView(style: .medium)
      large.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(spinner)
      view.addSubview(later)
      view.addSubview(large)
      """
    let layout = String(
      decoding: CodeImport.read(SourceFile(name: "Spin.swift", text: swift)).layout.bytes,
      as: UTF8.self)
    for name in ["spinner", "later"] {
      #expect(layout.contains("activityIndicator \(name) ("), "\(layout)")
    }
    #expect(layout.components(separatedBy: "style: large").count == 3, "\(layout)")
    #expect(
      layout.contains("activityIndicator large (hugging.h: 250, hugging.v: 250)\n"), "\(layout)")
    let objectiveC = """
      UIActivityIndicatorView *spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleWhiteLarge];
      UIActivityIndicatorView *later = [[UIActivityIndicatorView alloc] init];
      later.activityIndicatorViewStyle = UIActivityIndicatorViewStyleLarge;
      [self.view addSubview:spinner];
      [self.view addSubview:later];
      """
    let text = String(
      decoding: CodeImport.read(SourceFile(name: "Spin.m", text: objectiveC)).layout.bytes,
      as: UTF8.self)
    #expect(text.components(separatedBy: "style: large").count == 3, "\(text)")
    let run = Pipeline.run(SourceFile(name: "back", text: "screen 375 x 667\n" + text))
    let spinner = try #require(run.screens.first?.views.first { $0.name == "spinner" })
    #expect(spinner.frame.width == 37 && spinner.frame.height == 37, "\(spinner.frame)")
  }

  /// A button's background symbol moves its frame by the symbol's insets (80 x 80 of
  /// `play.circle.fill` on a @3x screen: a point down, 78.67 high); its image does not.
  @Test("a button's system-symbol background image is its background symbol")
  func backgroundSymbol() {
    let code = """
      let play = UIButton()
      play.setBackgroundImage(UIImage(systemName: "play.circle.fill"), for: .normal)
      let stop = UIButton()
      stop.setImage(UIImage(systemName: "stop.fill"), for: .normal)
      view.addSubview(play)
      view.addSubview(stop)
      NSLayoutConstraint.activate([
        play.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        play.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        play.widthAnchor.constraint(equalToConstant: 80),
        play.heightAnchor.constraint(equalToConstant: 80),
        stop.leadingAnchor.constraint(equalTo: play.trailingAnchor),
        stop.topAnchor.constraint(equalTo: play.topAnchor),
        stop.widthAnchor.constraint(equalToConstant: 80),
        stop.heightAnchor.constraint(equalToConstant: 80),
      ])
      """
    let result = CodeImport.read(SourceFile(name: "Buttons.swift", text: code))
    let layout = String(decoding: result.layout.bytes, as: UTF8.self)
    #expect(layout.contains(#"button play "" (backgroundSymbol: "play.circle.fill")"#), "\(layout)")
    #expect(!layout.contains("stop.fill"), "\(layout)")
    let run = Pipeline.run(
      SourceFile(name: "back", text: "screen \"iPhone 14 Plus\"\n" + layout))
    var frames: [String: Rect] = [:]
    for view in run.screens.first?.views ?? [] { frames[view.name] = view.frame }
    let play = frames["play"]
    #expect(play?.y == 101 && play?.width == 80, "\(String(describing: play))")
    #expect(abs((play?.height ?? 0) - (80 - 4.0 / 3)) < 1e-9, "\(String(describing: play))")
    #expect(frames["stop"] == Rect(x: 80, y: 100, width: 80, height: 80))
  }

  @Test("emit swift, then import: the same frames, for every sample and test layout")
  func roundTrip() throws {
    // The samples and the golden tests' layouts that lay out without errors.
    var paths: [URL] = []
    for folder in ["Samples", "Tests/StrutCLITests/Golden/run", "Tests/StrutCLITests/Golden/check"]
    {
      let url = packageRoot.appendingPathComponent(folder)
      paths += try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".layout") }.sorted().map { url.appendingPathComponent($0) }
    }
    #expect(paths.count >= 15)
    for path in paths {
      let name = path.lastPathComponent
      let text = try String(contentsOf: path, encoding: .utf8)
      let file = SourceFile(name: name, text: text)
      let checked = Pipeline.check(Pipeline.parse(file))
      guard !checked.hasErrors else { continue }  // a test of a mistake: nothing to emit
      let original = Pipeline.run(file)
      guard let screen = checked.program.screens.first,
        let layout = original.screens.first
      else {
        Issue.record("\(name) has no screen")
        continue
      }
      let code = SwiftEmitter.emit(checked.program).code
      let imported = CodeImport.read(SourceFile(name: "\(name).swift", text: code))
      #expect(imported.diagnostics.isEmpty, "\(name): \(imported.diagnostics.map(\.message))")
      // The same screen: its size, safe area and direction.
      let safe = screen.safeArea
      var screenLine =
        "screen \(formatNumber(screen.width)) x \(formatNumber(screen.height)) safe(top: \(formatNumber(safe.top)), left: \(formatNumber(safe.left)), bottom: \(formatNumber(safe.bottom)), right: \(formatNumber(safe.right)))"
      if screen.isRightToLeft { screenLine += " rtl" }
      let back = Pipeline.run(
        SourceFile(
          name: "\(name) back",
          text: screenLine + "\n" + String(decoding: imported.layout.bytes, as: UTF8.self)))
      #expect(!back.hasErrors, "\(name): \(back.diagnostics.map(\.message))")
      var frames: [String: Rect] = [:]
      for view in back.screens.first?.views ?? [] { frames[view.name] = view.frame }
      for view in layout.views {
        let expected = view.exactFrame ?? view.frame
        let name2 =
          ["label", "button", "switch", "slider", "image", "view", "scroll", "stack"]
            .contains(view.name) ? view.name + "View" : view.name
        guard let frame = frames[name2] else {
          Issue.record("\(name): '\(view.name)' did not come back")
          continue
        }
        let error = max(
          abs(frame.x - expected.x), abs(frame.y - expected.y),
          abs(frame.width - expected.width), abs(frame.height - expected.height))
        #expect(error < 0.01, "\(name): \(view.name) \(expected) came back as \(frame)")
      }
    }
  }
}
