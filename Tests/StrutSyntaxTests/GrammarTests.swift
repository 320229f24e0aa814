import Foundation
import StrutCore
import Testing

@testable import StrutSyntax

/// A production of `Grammar/strut.ebnf` with the examples written before it.
struct GrammarProduction: CustomTestStringConvertible {
  var name: String
  var examples: [String]
  var testDescription: String { name }
}

/// Reads the grammar: each production (`name = …` at the start of a line) and the
/// "example:" texts in the comments before it. An example runs to the next "example:" or
/// the end of the comment; one that starts on its own line keeps its lines, dedented.
func grammarProductions() throws -> [GrammarProduction] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let text = try String(
    contentsOf: root.appendingPathComponent("Grammar/strut.ebnf"), encoding: .utf8)
  var productions: [GrammarProduction] = []
  var pending: [String] = []
  var current: [String]?
  func finishExample() {
    guard let lines = current else { return }
    let kept = lines.drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }
    let indent =
      kept.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    let example = kept.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    if !example.isEmpty { pending.append(example) }
    current = nil
  }
  var inComment = false
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    var rest = line
    if !inComment {
      if let match = line.firstMatch(of: /^([a-z][a-z-]*)\s*=/) {
        productions.append(GrammarProduction(name: String(match.1), examples: pending))
        pending = []
        continue
      }
      guard let range = rest.range(of: "(*") else { continue }
      inComment = true
      rest = String(rest[range.upperBound...])
    }
    var closes = false
    if let range = rest.range(of: "*)") {
      rest = String(rest[..<range.lowerBound])
      closes = true
    }
    if let range = rest.range(of: "example:") {
      finishExample()
      current = [String(rest[range.upperBound...])]
    } else if current != nil {
      current?.append(rest)
    }
    if closes {
      finishExample()
      inComment = false
    }
  }
  return productions
}

/// Parses `text` and returns the diagnostics and every production the parser went through.
func parseTracing(_ text: String) -> ([Diagnostic], Set<String>) {
  let box = TraceBox()
  var parser = Parser(SourceFile(name: "example", text: text))
  parser.trace = { box.names.insert($0) }
  _ = parser.parseProgram()
  return (parser.diagnostics.diagnostics, box.names)
}

final class TraceBox: @unchecked Sendable {
  var names: Set<String> = []
}

@Suite("Grammar/strut.ebnf")
struct GrammarTests {
  @Test(
    "every production has examples, and each parses cleanly through it",
    arguments: try grammarProductions())
  func production(_ production: GrammarProduction) {
    #expect(!production.examples.isEmpty, "\(production.name) has no example")
    for example in production.examples {
      let (diagnostics, visited) = parseTracing(example)
      #expect(
        diagnostics.isEmpty, "\(production.name): '\(example)': \(diagnostics.map(\.message))")
      #expect(
        visited.contains(production.name), "'\(example)' does not go through \(production.name)")
    }
  }

  @Test("the grammar names every production the parser reports, and no other")
  func namesMatch() throws {
    let productions = try grammarProductions()
    let names = Set(productions.map(\.name))
    #expect(names.count == productions.count, "a production is defined twice")
    var visited: Set<String> = []
    for example in productions.flatMap(\.examples) { visited.formUnion(parseTracing(example).1) }
    #expect(visited == names)
  }
}
