import Foundation
import StrutCheck
import StrutCore
import StrutEngine
import StrutModel
import StrutSolver
import StrutSyntax
import Testing

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
    "@low", ".contentGuide", ".safeArea.top", "x", ",", ":", "é", "\u{FFFD}",
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
      for screen in run.screens {
        for view in screen.views {
          #expect(view.frame.x.isFinite && view.frame.width.isFinite, "round \(round)")
        }
      }
    }
    #expect(withErrors > 0 && laidOut > 0)
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
