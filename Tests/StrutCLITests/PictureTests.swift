import Foundation
import Testing

@testable import StrutCLI

func writeTemporary(_ text: String, _ name: String) -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "strut-\(getpid())-\(name)"
  ).path
  #expect(
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), "wrote \(path)")
  return path
}

@Suite("Pictures")
struct PictureTests {
  @Test(
    "every sample's SVG matches its golden file",
    arguments: files(in: "Samples", withExtension: "layout"))
  func svg(_ name: String) {
    let result = runStrut(["run", "--format", "svg", "Samples/\(name)"])
    #expect(result.status == StrutCLI.ExitStatus.success)
    assertGolden(
      result.stdout, golden.appendingPathComponent("svg/\(name.dropLast(".layout".count)).svg"))
  }

  @Test("the SVGs are valid XML (xmllint)", .enabled(if: isInstalled("xmllint")))
  func svgIsXML() {
    for name in files(in: "Samples", withExtension: "layout") {
      let svg = runStrut(["run", "--format", "svg", "Samples/\(name)"]).stdout
      let path = writeTemporary(svg, "\(name).svg")
      defer { try? FileManager.default.removeItem(atPath: path) }
      #expect(spawn(["xmllint", "--noout", path]).status == 0, "\(name)")
    }
  }

  @Test(
    "the banner's SVG draws the thumbnail where the layout puts it, dashes the content, shades the status bar"
  )
  func svgContent() {
    let svg = runStrut(["run", "--format", "svg", "-D", "scrolled=100", "Samples/banner.layout"])
      .stdout
    // The thumbnail, and the content area moved up 100.
    #expect(svg.contains("<rect class=\"frame\" x=\"10\" y=\"30\" width=\"60\" height=\"60\"/>"))
    #expect(svg.contains("<rect class=\"content\" x=\"0\" y=\"0\" width=\"375\" height=\"1200\"/>"))
    #expect(svg.contains("<rect class=\"unsafe\" x=\"0\" y=\"0\" width=\"375\" height=\"20\"/>"))
    #expect(svg.contains(">Jane Appleseed</tspan></text>"))
    let broken = runStrut(["run", "--format", "svg", "Samples/scroll-broken-chain.layout"]).stdout
    #expect(broken.contains("class=\"view scroll problem\""))
  }

  @Test("ASCII drawings fit the terminal's width")
  func ascii() {
    var stdout = ""
    let context = Context(
      standardOutput: { stdout += $0 }, standardError: { _ in }, environment: ["COLUMNS": "60"],
      readFile: { try Context.readFromDisk(packageRoot.appendingPathComponent($0).path) })
    #expect(
      Strut.main(["run", "--format", "ascii", "Samples/banner.layout"], context: context)
        == .success)
    #expect(stdout.split(separator: "\n").allSatisfy { $0.count <= 60 })
    assertGolden(stdout, golden.appendingPathComponent("ascii/banner.txt"))
  }

  @Test("--sweep solves each step: text one report per step, JSON the frames of each")
  func sweep() throws {
    let text = runStrut(["run", "Samples/banner.layout", "--sweep", "scrolled=0:100:50"])
    #expect(text.status == StrutCLI.ExitStatus.success)
    #expect(text.stdout.components(separatedBy: "== scrolled = ").count == 4)
    let json = runStrut([
      "run", "--format", "json", "Samples/banner.layout", "--sweep", "scrolled=0:100:50",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let steps = try #require((object["sweep"] as? [String: Any])?["steps"] as? [[String: Any]])
    let xs = steps.map { step -> Double? in
      let views = ((step["screens"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
      return (views.first { $0["name"] as? String == "thumbnail" }?["frame"] as? [String: Any])?[
        "x"] as? Double
    }
    // Trailing edge at the offset, but the leading edge never past 10.
    #expect(xs == [-60, -10, 10])
    #expect(steps.map { $0["value"] as? Double } == [0, 50, 100])
    #expect(
      runStrut(["run", "Samples/banner.layout", "--sweep", "scroled=0:1:1"]).stderr
        == "strut run: --sweep: no metric named 'scroled' to sweep; did you mean 'scrolled'?\n")
    // FROM above TO counts down; a step of 0, or a number the language does not write, is
    // a usage error.
    let down = runStrut(["run", "Samples/banner.layout", "--sweep", "scrolled=100:0:50"])
    #expect(down.status == .success)
    #expect(
      down.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("== ") } == [
        "== scrolled = 100", "== scrolled = 50", "== scrolled = 0",
      ])
    #expect(
      runStrut(["run", "Samples/banner.layout", "--sweep", "scrolled=5:1:0"]).status == .usage)
    #expect(
      runStrut(["run", "Samples/banner.layout", "--sweep", "scrolled=0x1:5:1"]).stderr
        == "strut run: --sweep scrolled: '0x1' is not a number\n")
  }
}

/// The HTML page loaded in a real browser (headless Chromium): it renders, has its parts,
/// and its slider moves a view.
@Suite("The HTML report in a browser", .enabled(if: isInstalled("chromium")))
struct BrowserTests {
  @Test(
    "renders (not blank), has the drawing, tables, constraints and slider; the slider moves the thumbnail"
  )
  func page() throws {
    let result = runStrut([
      "run", "--format", "html", "Samples/banner.layout", "--sweep", "scrolled=0:100:50",
    ])
    #expect(result.status == StrutCLI.ExitStatus.success)
    let page = writeTemporary(result.stdout, "banner.html")
    let blank = writeTemporary("<!DOCTYPE html><html><body></body></html>", "blank.html")
    defer {
      try? FileManager.default.removeItem(atPath: page)
      try? FileManager.default.removeItem(atPath: blank)
    }
    let browser = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
    func dom(_ fragment: String) -> String {
      spawn(browser + ["--dump-dom", "file://\(page)\(fragment)"]).output
    }
    let first = dom("")
    #expect(first.contains("<body data-step=\"0\">"))
    #expect(first.contains("<input type=\"range\" id=\"step\""))
    #expect(first.contains("<table class=\"frames\""))
    #expect(first.contains("class=\"constraints\""))
    #expect(first.contains("<svg"))
    // The visible step's thumbnail: at step 0 off screen (x -60), at step 2 stopped at 10.
    func visibleThumbnailX(_ dump: String) -> String? {
      let sections = dump.components(separatedBy: "<section class=\"step\"").dropFirst()
      guard let visible = sections.first(where: { !$0.prefix(120).contains("hidden") }),
        let range = visible.range(of: "data-view=\"thumbnail\">")
      else { return nil }
      let after = visible[range.upperBound...]
      guard let frame = after.range(of: "<rect class=\"frame\" x=\"") else { return nil }
      return String(after[frame.upperBound...].prefix { $0 != "\"" })
    }
    #expect(visibleThumbnailX(first) == "-60")
    let last = dom("#step=2")
    #expect(last.contains("<body data-step=\"2\">"))
    #expect(visibleThumbnailX(last) == "10")
    // Moving the slider itself (its value, then an input event) shows step 1: x −10.
    let slid = dom("#slide=1")
    #expect(slid.contains("<body data-step=\"1\">"))
    #expect(slid.contains("<output id=\"value\">50</output>"))
    #expect(visibleThumbnailX(slid) == "-10")
    // A screenshot of the page holds much more than one of an empty page.
    let shot = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-\(getpid())-page.png"
    ).path
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-\(getpid())-blank.png"
    ).path
    defer {
      try? FileManager.default.removeItem(atPath: shot)
      try? FileManager.default.removeItem(atPath: empty)
    }
    spawn(browser + ["--window-size=1000,900", "--screenshot=\(shot)", "file://\(page)"])
    spawn(browser + ["--window-size=1000,900", "--screenshot=\(empty)", "file://\(blank)"])
    let size = (try? FileManager.default.attributesOfItem(atPath: shot)[.size] as? Int) ?? 0
    let emptySize = (try? FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int) ?? 0
    #expect(emptySize > 0)
    #expect(size > 3 * emptySize, "page \(size) bytes, empty page \(emptySize)")
  }
}
