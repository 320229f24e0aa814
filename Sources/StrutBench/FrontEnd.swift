import StrutCheck
import StrutCore
import StrutEngine
import StrutSolver
import StrutSyntax

/// A large, realistic `.layout` file: `cards` cards of a list, each a view with a title, an
/// icon and a detail label, laid out with VFL and anchor constraints, comments, properties
/// and a `when` block — the mix a person writes.
func frontEndSource(cards: Int) -> String {
  var text =
    "# generated: \(cards) cards\nlet spacing = 12\nlet inset = 16\nscreen \"iPhone 15\" 393 x 852 safe(top: 59, bottom: 34)\n"
  text.reserveCapacity(cards * 520)
  for i in 0..<cards {
    let previous = i == 0 ? "root.safeArea.top" : "card\(i - 1).bottom"
    text += """
      # card \(i)
      view card\(i) (margin: 12) {
        label title\(i) "Item number \(i)" (font: 17)
        image icon\(i) (size: 40 x 40)
        label detail\(i) "Detail text for item \(i)" (font: 13, hugging.v: 251)
      }
      H:|-[icon\(i)]-[title\(i)(>=40@750)]-(>=8)-|
      H:[icon\(i)]-[detail\(i)]-|
      V:|-[title\(i)]-4-[detail\(i)]-(>=8)-|
      icon\(i).centerY == card\(i).centerY
      card\(i).leading == root.leading + inset
      card\(i).trailing == root.trailing - inset
      card\(i).top == \(previous) + spacing @750
      when compact and root.height > 600 { card\(i).height >= 60 }

      """
  }
  return text
}

/// Times lexing, parsing and checking a generated file of about `megabytes` MB: the best of
/// `reps` runs of each stage, and the throughput of the three together.
/// How many cards make a file of about `megabytes` MB.
func frontEndCards(megabytes: Double) -> Int {
  var cards = 1
  while frontEndSource(cards: cards).utf8.count < 100_000 { cards *= 2 }
  let perCard = Double(frontEndSource(cards: cards).utf8.count) / Double(cards)
  return max(1, Int(megabytes * 1_000_000 / perCard))
}

func runFrontEnd(megabytes: Double, reps: Int) throws -> [String: Any] {
  let cards = frontEndCards(megabytes: megabytes)
  let file = SourceFile(name: "frontend.layout", text: frontEndSource(cards: cards))
  let bytes = Double(file.bytes.count)
  var best = (lex: Double.infinity, parse: Double.infinity, check: Double.infinity)
  for _ in 0..<(reps + 1) {
    let t0 = now()
    let tokens = Lexer.tokenize(file)
    let t1 = now()
    let (program, syntax) = Parser.parse(file)
    let t2 = now()
    let (checked, checking) = Checker.check(program, file: file)
    let t3 = now()
    // The tokens and the syntax tree are freed here, after the timings: Swift may release a
    // value right after its last use, which put freeing the tree inside `check` (a sixth of
    // it), and `strut` frees neither before it exits.
    withExtendedLifetime((tokens, program)) {}
    guard tokens.count > cards, syntax.isEmpty, !checking.contains(where: \.isError),
      checked.views.count > cards
    else {
      throw BenchmarkFailure.wrongResult(
        "front end: \(syntax.first?.message ?? checking.first?.message ?? "tokens")")
    }
    best = (min(best.lex, t1 - t0), min(best.parse, t2 - t1), min(best.check, t3 - t2))
  }
  // Parsing includes its own lexing; the pipeline is parse (lex + parse) then check.
  let total = best.parse + best.check
  return [
    "bytes": Int(bytes), "cards": cards, "views": cards * 4, "lex_s": best.lex,
    "parse_s": best.parse, "check_s": best.check, "total_s": total,
    "lex_mb_s": bytes / best.lex / 1e6, "total_mb_s": bytes / total / 1e6,
  ]
}
