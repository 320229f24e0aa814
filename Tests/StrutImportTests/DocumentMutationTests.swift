import Foundation
import StrutCore
import StrutEngine
import Testing

@testable import StrutImport

let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

@Suite("Mutated documents")
struct DocumentMutationTests {
  /// A deterministic generator (SplitMix64), so every run mutates the same way.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Pieces of Interface Builder XML and hostile bytes worth splicing in.
  static let fragments = [
    "<", ">", "</view>", "<view id=\"x\">", "\"", "'", "&amp;", "&#0;", "&bogus;", "/>",
    "<constraint firstItem=\"zz\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"width\" id=\"m\"/>",
    "<constraint firstAttribute=\"height\" constant=\"nan\" id=\"n\"/>",
    "<constraint firstAttribute=\"width\" constant=\"1e308\" multiplier=\"0:0\" id=\"q\"/>",
    "<constraint firstAttribute=\"height\" priority=\"5000\" id=\"p\"/>",
    "<label text=\"\u{1B}[31m\" userLabel=\"root\" id=\"l\"><rect key=\"frame\" x=\"inf\" y=\"0\" width=\"-5\" height=\"1\"/></label>",
    "<stackView axis=\"vertical\" distribution=\"weird\" id=\"s\"><subviews>",
    "</subviews></stackView>",
    "<variation key=\"heightClass=compact\" constant=\"7\"/>", "<!--", "-->", "<![CDATA[",
    "userLabel=\"let\"", "id=\"root\"", "\u{0}", "é", "<tableView id=\"t\"><prototypes/>",
  ]

  func mutate(_ text: String, _ generator: inout Generator) -> String {
    var bytes = Array(text.utf8)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where !bytes.isEmpty:
        bytes.removeSubrange(
          position..<min(bytes.count, position + Int.random(in: 1...40, using: &generator)))
      case 1:
        let fragment = Self.fragments[Int.random(in: 0..<Self.fragments.count, using: &generator)]
        bytes.insert(contentsOf: Array(fragment.utf8), at: position)
      case 2 where !bytes.isEmpty:
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      default:
        let lines = text.split(separator: "\n")
        let line = lines.isEmpty ? "" : lines[Int.random(in: 0..<lines.count, using: &generator)]
        bytes.insert(contentsOf: Array((line + "\n").utf8), at: position)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("mutated storyboards give located diagnostics or scenes whose text parses and runs")
  func mutations() throws {
    let sample = try String(
      contentsOf: packageRoot.appendingPathComponent("Samples/login.storyboard"), encoding: .utf8)
    let seeds = [sample, InterfaceBuilderTests.profile]
    var generator = Generator(state: 12)
    var readable = 0
    for round in 0..<600 {
      let text = mutate(seeds[round % seeds.count], &generator)
      let file = SourceFile(name: "m.storyboard", text: text)
      let document = InterfaceBuilderImport.read(file)
      for diagnostic in document.diagnostics {
        #expect(
          diagnostic.span.start <= file.bytes.count && diagnostic.span.end <= file.bytes.count)
      }
      guard !document.hasErrors else { continue }
      readable += 1
      for scene in document.scenes {
        let syntax = Pipeline.parse(scene.layout).diagnostics
        #expect(syntax.isEmpty, "round \(round): \(syntax.map(\.message))")
        let run = Pipeline.run(scene.layout)
        // Every message about the scene points inside the document.
        for diagnostic in run.diagnostics + run.screens.flatMap(\.diagnostics) {
          let span = diagnostic.mapped(through: try #require(scene.layout.documentMap)).span
          #expect(span.end <= file.bytes.count)
        }
      }
    }
    // The mutations leave some documents readable, so the writer is exercised too.
    #expect(readable > 50)
  }

  @Test("a huge flat document and a deep one are read without a stack overflow")
  func large() {
    let views = (0..<20_000).map {
      "<view id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"10\" height=\"1\"/></view>"
    }.joined()
    let flat = storyboard(subviews: views, constraints: "")
    let document = InterfaceBuilderImport.read(SourceFile(name: "big.storyboard", text: flat))
    #expect(!document.hasErrors && document.scenes.count == 1)
    var nested = ""
    for index in 0..<3_000 {
      nested +=
        "<view id=\"n\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>"
    }
    nested += String(repeating: "</subviews></view>", count: 3_000)
    let deep = InterfaceBuilderImport.read(
      SourceFile(name: "deep.storyboard", text: storyboard(subviews: nested, constraints: "")))
    // Deeper than the language nests: one located error, not a text nobody can run.
    #expect(deep.diagnostics.map(\.id) == [.documentUnreadable])
    #expect(deep.diagnostics.first?.message.contains("nested more than 128 deep") == true)
  }
}
