import Foundation
import StrutCore
import StrutEngine
import StrutModel
import StrutReport
import StrutSyntax
import Testing

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A small deterministic generator (SplitMix64), so every run mutates the same way.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("Robustness")
struct MutationTests {
  /// Fragments worth splicing in: the language's own tokens and some hostile ones.
  static let fragments = [
    "==", "<=", ">=", "=", "@", "@1001", "(", ")", "[", "]", "{", "}", "|", "-", "H:", "V:", ".",
    ".width", ".edges", "root", "1e308", "-0", "nan", "\u{0}", "\"", "#", "\n", "*", "/ 0",
    "scroll s {", "label l \"x\" (font: 0)", "view v", "let m = 1e9", "var q", "screen 0 x 0",
    "@low", ".contentGuide", ".safeArea.top", "x", ",", ":", "é", "\u{FFFD}", "\u{1B}[31m",
    "\u{7}", "\r", "\u{85}", "\"\u{1B}\"", "label e \"<&>\\\"'\"", "screen \"a\u{1B}b\" 10 x 10",
    "stack t (axis: vertical, distribution: equalSpacing, alignment: center) {",
    ", hidden: true", "(spacingAfter: 4)", "stack u (alignment: lastBaseline) {",
  ]

  func mutate(_ text: String, _ generator: inout SplitMix) -> String {
    var bytes = Array(text.utf8)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where !bytes.isEmpty:
        bytes.removeSubrange(
          position..<min(bytes.count, position + Int.random(in: 1...8, using: &generator)))
      case 1:
        bytes.insert(
          contentsOf: Array(Self.fragments.randomElement(using: &generator)!.utf8), at: position)
      case 2 where !bytes.isEmpty:
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      default:
        let line =
          text.split(separator: "\n").randomElement(using: &generator).map(String.init) ?? ""
        bytes.insert(contentsOf: Array((line + "\n").utf8), at: position)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every report of a run, each judged as its reader would: JSON that parses, SVG and HTML
  /// that are well-formed, text, drawings and diagnostics without raw control bytes.
  static func outputProblems(_ run: LayoutRun) -> [String] {
    var problems: [String] = []
    func check(_ format: String, _ problem: String?) {
      if let problem { problems.append("\(format): \(problem)") }
    }
    check(
      "diagnostics",
      Wellformed.controlBytesProblem(DiagnosticRenderer().render(run.diagnostics, in: run.file)))
    check("json", Wellformed.jsonProblem(JSONReport.render(run)))
    guard !run.hasErrors else { return problems }
    check("text", Wellformed.controlBytesProblem(TextReport.render(run)))
    check("ascii", Wellformed.controlBytesProblem(ASCIIReport.render(run.screens, columns: 80)))
    check("svg", Wellformed.xmlProblem(SVGReport.render(run)))
    check("html", Wellformed.htmlProblem(HTMLReport.render(run)))
    return problems
  }

  @Test("thousands of mutated samples give diagnostics or frames, never a crash")
  func mutatedSamples() throws {
    let folder = packageRoot.appendingPathComponent("Samples")
    let samples = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".layout") }.sorted()
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    var generator = SplitMix(state: 2026)
    var withErrors = 0
    var laidOut = 0
    for round in 0..<1_500 {
      let text = mutate(samples[round % samples.count], &generator)
      let file = SourceFile(name: "mutant.layout", text: text)
      #expect(
        TokenPrinter.print(Lexer.tokenStream(file), file: file) == file.bytes,
        "round \(round): the token stream does not print back")
      let run = Pipeline.run(file)
      if run.hasErrors { withErrors += 1 } else { laidOut += 1 }
      // Every output of every input is a document its reader accepts.
      #expect(Self.outputProblems(run) == [], "round \(round)")
      // `strut fmt` keeps its meaning and is idempotent.
      if let problem = FormatCheck.problem(file, run) {
        Issue.record("round \(round): \(problem)\n\(text)")
      }
      for screen in run.screens {
        for view in screen.views {
          #expect(view.frame.x.isFinite && view.frame.width.isFinite, "round \(round)")
        }
      }
    }
    #expect(withErrors > 0 && laidOut > 0)
  }

  @Test("the judge of outputs finds what a reader would reject, and accepts Strut's reports")
  func wellformedJudge() {
    #expect(Wellformed.jsonProblem("{\"a\": [1, 2]}") == nil)
    #expect(Wellformed.jsonProblem("{\"a\": }") != nil)
    #expect(Wellformed.xmlProblem("<svg><text>a &amp; b</text></svg>") == nil)
    #expect(Wellformed.xmlProblem("<svg><text>\u{1B}[31m</text></svg>") != nil)
    #expect(Wellformed.xmlProblem("<svg><text>a & b</text></svg>") != nil)
    #expect(Wellformed.htmlProblem("<!DOCTYPE html><p>a &lt; b<br><img src=\"x\"></p>") == nil)
    #expect(Wellformed.htmlProblem("<p><b>x</p></b>") == "</p> closes <b>")
    #expect(Wellformed.htmlProblem("<p>a & b</p>") == "a bare '&' at byte 5")
    #expect(Wellformed.htmlProblem("<p>a < b</p>") == "a bare '<' at byte 5")
    #expect(Wellformed.htmlProblem("<p title=x>y</p>") == "an unquoted attribute value in <p>")
    #expect(Wellformed.htmlProblem("<div><p>x</p>") == "unclosed elements: div")
    #expect(Wellformed.htmlProblem("<script>if (a < b) {}</script>") == nil)
    #expect(Wellformed.controlBytesProblem("a\nb") == nil)
    #expect(
      Wellformed.controlBytesProblem("a\u{9B}b") == "a raw control character U+9b at scalar 1")
    let sample = Pipeline.run(
      SourceFile(
        name: "s.layout",
        text: "label l \"<&> \\\"quoted\\\" 'x'\"\nl.top == root.top\nl.leading <= root.leading\n"))
    #expect(!sample.hasErrors)
    #expect(Self.outputProblems(sample) == [])
  }

  @Test("hostile inputs: a huge line, NUL bytes, invalid UTF-8, absurd numbers")
  func hostileInputs() {
    let longLine = "a.top == " + String(repeating: "1 + ", count: 250_000) + "1"
    for text in [
      longLine, "view a\u{0}\u{0}\nа.top == root.top", "screen 1e999 x 5", "let m = 99999999999",
      "view a\na.width == 1e300 * 1e300", "view a\na.width == nan",
      String(repeating: "}", count: 10_000),
      String(repeating: "when compact {\n", count: 10_000),
      "when " + String(repeating: "not ", count: 10_000) + "compact { }",
      "when " + String(repeating: "(", count: 10_000) + "compact { }",
      "when " + Array(repeating: "compact", count: 2_000).joined(separator: " and ") + " { }",
      "when 1e8 / (1e8 - 1e8) > 1 { }",
    ] {
      let run = Pipeline.run(SourceFile(name: "t", text: text))
      #expect(run.hasErrors, "\(text.prefix(40))")
    }
    let invalid = SourceFile(name: "t", bytes: [0x76, 0x69, 0x65, 0x77, 0x20, 0xC3, 0x28, 0xFF])
    #expect(Pipeline.run(invalid).hasErrors)
  }
}
