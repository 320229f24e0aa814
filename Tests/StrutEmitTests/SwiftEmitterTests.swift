import Foundation
import StrutCore
import StrutEngine
import StrutModel
import Testing

@testable import StrutEmit

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

func emit(_ text: String, screen: Int = 0) throws -> SwiftEmitter.Output {
  let checked = Pipeline.check(Pipeline.parse(SourceFile(name: "test.layout", text: text)))
  #expect(!checked.hasErrors, "\(checked.diagnostics.map(\.message))")
  return SwiftEmitter.emit(checked.program, screen: screen)
}

@Suite("Swift out")
struct SwiftEmitterTests {
  @Test("anchors of frames, margins, safe areas and scroll content; constants and priorities")
  func anchors() throws {
    let output = try emit(
      """
      scroll list {
        view content
      }
      label title "Hi \\"you\\"" (font: 20, lines: 0)
      view card (margin: 12)
      list.edges == root.safeArea.edges
      content.edges == list.contentGuide.edges
      content.width == list.frameGuide.width
      title.leading == card.leadingMargin + 4
      title.top >= root.safeArea.top + 8 @750
      pin: card.width == 0.5 * root.width - 10
      card.centerX == root.centerX * 0.5
      card.top == title.bottom
      card.height == 40
      """)
    let code = output.code
    #expect(output.warnings.isEmpty)
    #expect(
      code.contains(
        "  let title = UILabel()\n  title.translatesAutoresizingMaskIntoConstraints = false\n  title.text = \"Hi \\\"you\\\"\"\n  title.font = .systemFont(ofSize: 20)\n  title.numberOfLines = 0\n"
      ))
    #expect(code.contains("  list.addSubview(content)\n"))
    #expect(
      code.contains(
        "card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)"
      ))
    // The scroll view's edges pinned to the content are the content layout guide's.
    #expect(
      code.contains("content.topAnchor.constraint(equalTo: list.contentLayoutGuide.topAnchor),"))
    #expect(
      code.contains("list.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),"))
    #expect(
      code.contains(
        "title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor, constant: 4),"
      ))
    #expect(
      code.contains(
        "title.topAnchor.constraint(greaterThanOrEqualTo: root.safeAreaLayoutGuide.topAnchor, constant: 8).withPriority(750),"
      ))
    // A size multiplier is the anchor API's; a named constraint gets its identifier.
    #expect(
      code.contains(
        "card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10).named(\"pin\"),"
      ))
    // A multiplier on a location needs the general initializer.
    #expect(
      code.contains(
        "NSLayoutConstraint(item: card, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5, constant: 0),"
      ))
    #expect(code.contains("card.heightAnchor.constraint(equalToConstant: 40),"))
  }

  @Test("a screen's `edgeMargins` is the root's insetsLayoutMarginsFromSafeArea turned off")
  func edgeMargins() throws {
    let layout = "view banner\nbanner.top == root.topMargin\n"
    let fromEdges = try emit("screen 375 x 667 safe(top: 20) edgeMargins\n" + layout).code
    #expect(fromEdges.contains("  root.insetsLayoutMarginsFromSafeArea = false\n"))
    let fromSafeArea = try emit("screen 375 x 667 safe(top: 20)\n" + layout).code
    #expect(!fromSafeArea.contains("insetsLayoutMarginsFromSafeArea"))
  }

  @Test("a screen's `margins(...)` are the root's directional layout margins")
  func rootMargins() throws {
    let code = try emit(
      "screen 600 x 600 margins(leading: 16, trailing: 16)\nview banner\nbanner.leading == root.leadingMargin\n"
    ).code
    #expect(
      code.contains(
        "  root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)\n"
      ))
    #expect(code.contains("viewRespectsSystemMinimumLayoutMargins = false"))
  }

  @Test("stacks are UIStackViews of their arranged views; their own constraints are UIKit's")
  func stacks() throws {
    let code = try emit(
      """
      stack bar (distribution: fillEqually, alignment: center, spacing: 8, direction: rtl) {
        view a (intrinsic: 44 x 44, spacingAfter: 16)
        switch b
        button c "Go"
      }
      H:|[bar]|
      bar.top == root.top
      """
    ).code
    #expect(
      code.contains(
        "  bar.distribution = .fillEqually\n  bar.alignment = .center\n  bar.spacing = 8\n"))
    #expect(code.contains("  bar.semanticContentAttribute = .forceRightToLeft\n"))
    #expect(
      code.contains("  bar.addArrangedSubview(a)\n")
        && code.contains("  bar.addArrangedSubview(b)\n"))
    #expect(code.contains("  bar.setCustomSpacing(16, after: a)\n"))
    #expect(
      code.contains("  let c = UIButton(type: .system)\n")
        && code.contains("c.setTitle(\"Go\", for: .normal)"))
    #expect(!code.contains("UISV"))
    // A plain view's intrinsic size is written as UIKit would hold it.
    #expect(
      code.contains("a.widthAnchor.constraint(lessThanOrEqualToConstant: 44).withPriority(250),"))
    #expect(
      code.contains("a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).withPriority(750),")
    )
  }

  @Test("a variable is a layout guide's size; one it spans is pinned at both edges")
  func variables() throws {
    let output = try emit(
      """
      var gutter
      view a
      view b
      gutter == b.leading - a.trailing
      gutter >= 8
      (a.top + b.top) / 2 == root.centerY
      """)
    #expect(output.code.contains("  let gutter = UILayoutGuide()\n  root.addLayoutGuide(gutter)\n"))
    #expect(output.code.contains("gutter.leadingAnchor.constraint(equalTo: a.trailingAnchor),"))
    #expect(output.code.contains("gutter.trailingAnchor.constraint(equalTo: b.leadingAnchor),"))
    #expect(output.code.contains("gutter.widthAnchor.constraint(greaterThanOrEqualToConstant: 8),"))
    // Three anchors in one equation: a comment and a located warning, not a silent drop.
    #expect(
      output.code.contains(
        "// strut: (a.top + b.top) / 2 == root.centerY — not one NSLayoutConstraint"))
    #expect(output.warnings.map(\.id) == [.emitUnsupported])
  }

  @Test("VFL's standard space between views is UIKit's system spacing; to the edge, 20")
  func systemSpacing() throws {
    let code = try emit("view a\nview b\nH:|-[a]-[b]-(12)-|\nV:|-[a]-[b]|\n").code
    #expect(
      code.contains(
        "b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),"))
    #expect(
      code.contains(
        "b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),"))
    #expect(code.contains("a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),"))
    #expect(
      code.contains("b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),"))
  }

  @Test("the new controls are their UIKit classes; a symbol image gets its system image")
  func controlsAndSymbols() throws {
    let code = try emit(
      """
      stepper count
      progressView bar
      pageControl pages (intrinsic: 116 x 26)
      image back (symbol: "arrow.left")
      button play (backgroundSymbol: "play.circle.fill")
      activityIndicator spinner (style: large)
      progressView track (style: bar)
      spinner.center == root.center
      H:|[track]|
      V:[track]|
      H:|[count][bar][pages][back]|
      V:|[count]
      V:|[bar]
      V:|[pages]
      V:|[back(35)]
      back.width == 35
      """
    ).code
    #expect(code.contains("let count = UIStepper()"))
    #expect(code.contains("let bar = UIProgressView()"))
    #expect(code.contains("let pages = UIPageControl()"))
    #expect(code.contains("back.image = UIImage(systemName: \"arrow.left\")"))
    #expect(
      code.contains(
        "play.setBackgroundImage(UIImage(systemName: \"play.circle.fill\"), for: .normal)"))
    #expect(code.contains("let spinner = UIActivityIndicatorView(style: .large)"))
    #expect(code.contains("let track = UIProgressView(progressViewStyle: .bar)"))
  }

  @Test("margins that follow the readable width are its readable content guide across")
  func readableWidth() throws {
    let code = try emit(
      """
      view page (layoutMarginsFollowReadableWidth: true) {
        view text
      }
      page.edges == root.edges
      text.leading == page.leadingMargin
      text.trailing == page.trailingMargin
      text.top == page.topMargin
      text.height == 20
      """
    ).code
    #expect(
      code.contains(
        "text.leadingAnchor.constraint(equalTo: page.readableContentGuide.leadingAnchor)"))
    #expect(
      code.contains(
        "page.readableContentGuide.trailingAnchor.constraint(equalTo: text.trailingAnchor)")
        || code.contains(
          "text.trailingAnchor.constraint(equalTo: page.readableContentGuide.trailingAnchor)")
    )
    #expect(code.contains("text.topAnchor.constraint(equalTo: page.layoutMarginsGuide.topAnchor)"))
  }

  @Test("a 'when' block's constraints are written for the screen asked for")
  func screens() throws {
    let text = """
      screen "Small" 320 x 568
      screen "Large" 414 x 896
      view a
      when root.height > 800 { a.height == 80 }
      when root.height <= 800 { a.height == 40 }
      """
    #expect(
      try emit(text, screen: 0).code.contains("a.heightAnchor.constraint(equalToConstant: 40),"))
    #expect(
      try emit(text, screen: 1).code.contains("a.heightAnchor.constraint(equalToConstant: 80),"))
  }

  @Test("the code for every sample is Swift the compiler parses", .enabled(if: swiftcIsInstalled))
  func samplesParse() throws {
    let folder = packageRoot.appendingPathComponent("Samples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".layout") }.sorted()
    #expect(names.count >= 10)
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let checked = Pipeline.check(Pipeline.parse(SourceFile(name: name, text: text)))
      let code = SwiftEmitter.emit(checked.program).code
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("strut-emit-\(getpid())-\(name).swift").path
      try code.write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      #expect(run(["swiftc", "-parse", path]) == 0, "\(name)")
    }
  }
}

let swiftcIsInstalled = run(["sh", "-c", "command -v swiftc > /dev/null"]) == 0

/// Runs a program found on the PATH, its output discarded, and gives its exit status.
func run(_ arguments: [String]) -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return -1 }
  process.waitUntilExit()
  return process.terminationStatus
}
