import StrutCore
import StrutEngine
import StrutReport

/// A long scrolling app screen of about `views` views, shaped as real screens are: a scroll
/// view whose content view holds a chain of cards (each kept `gap` below the one before at
/// priority 750 and never closer than 4, the last one closing the chain to the content's
/// bottom); in each card a header stack (an avatar beside a column of a name and an e-mail),
/// a form stack of rows (a title and a value on one first baseline, a switch), and two
/// buttons placed by VFL; a card's height at least 120 and preferably 160 at priority 250,
/// which its contents override. Every frame is determined and nothing conflicts, so the run
/// reports frames only: what `strut run` costs on a large app without warnings to print.
func appSource(views: Int) -> String {
  let cards = max(1, (views - 3) / appViewsPerCard)
  var text = """
    # generated: \(cards) cards, \(3 + cards * appViewsPerCard) views
    let gap = 12
    let pad = 16
    screen "iPhone 15" 393 x 852 safe(top: 59, bottom: 34)
    scroll list {
      view content {

    """
  text.reserveCapacity(cards * 1_300)
  for i in 0..<cards {
    text += """
          view card\(i) (margin: 12) {
            stack head\(i) (alignment: center, spacing: gap) {
              image avatar\(i) (size: 48 x 48)
              stack names\(i) (axis: vertical, spacing: 2, alignment: leading) {
                label name\(i) "Person \(i)" (font: 17)
                label mail\(i) "person\(i)@example.com" (font: 13)
              }
            }
            stack form\(i) (axis: vertical, spacing: 8) {
              stack plan\(i) (alignment: firstBaseline, spacing: 8) {
                label planKey\(i) "Plan" (font: 17)
                label planValue\(i) "Family \(i % 7)" (font: 17, hugging.h: 252)
              }
              stack notify\(i) (alignment: center, spacing: 8) {
                label notifyKey\(i) "Notifications" (font: 17)
                switch notifySwitch\(i)
              }
            }
            button ok\(i) "OK"
            button cancel\(i) "Cancel"
          }

      """
  }
  text += "  }\n}\n"
  text += """
    H:|[list]|
    list.top == root.safeArea.top
    list.bottom == root.safeArea.bottom
    content.edges == list.edges
    content.width == root.width

    """
  for i in 0..<cards {
    let previous = i == 0 ? "content.top" : "card\(i - 1).bottom"
    text += """
      H:|-pad-[card\(i)]-pad-|
      card\(i).top == \(previous) + gap @750
      card\(i).top >= \(previous) + 4
      V:|-[head\(i)]-gap-[form\(i)]-gap-[ok\(i)]-(>=8)-|
      H:|-[head\(i)]-|
      H:|-[form\(i)]-|
      H:[cancel\(i)]-[ok\(i)]-|
      cancel\(i).firstBaseline == ok\(i).firstBaseline
      card\(i).height >= 120
      card\(i).height == 160 @250

      """
  }
  text += "card\(cards - 1).bottom == content.bottom - gap\n"
  return text
}

/// Views in one card of `appSource`: the card, its two stacks of the header with the avatar
/// and two labels, the form stack with its two rows of two, and two buttons.
let appViewsPerCard = 15

/// `strut run`'s stages on `appSource(views:)`, each timed alone (best of `reps`): parsing,
/// checking, the whole run (which parses and checks again; the layout is what it adds: the
/// solver built, solved, the ambiguity analysed, the frames read) and the text report.
func runApp(views: Int, reps: Int) throws -> [String: Any] {
  let file = SourceFile(name: "app.layout", text: appSource(views: views))
  var best = (parse: Double.infinity, check: Double.infinity, run: Double.infinity)
  var report = Double.infinity
  var viewCount = 0
  for _ in 0..<(reps + 1) {
    let t0 = now()
    let parsed = Pipeline.parse(file)
    let t1 = now()
    let checked = Pipeline.check(parsed)
    let t2 = now()
    let run = Pipeline.run(file)
    let t3 = now()
    var bytes = 0
    TextReport.write(run) { bytes += $0.utf8.count }
    let t4 = now()
    guard !checked.hasErrors, let screen = run.screens.first,
      screen.diagnostics.isEmpty, bytes > 0
    else {
      throw BenchmarkFailure.wrongResult(
        "app: \(run.screens.first?.diagnostics.first?.message ?? "errors")")
    }
    viewCount = screen.views.count
    best = (min(best.parse, t1 - t0), min(best.check, t2 - t1), min(best.run, t3 - t2))
    report = min(report, t4 - t3)
  }
  return [
    "views": viewCount, "bytes": file.bytes.count, "parse_s": best.parse, "check_s": best.check,
    "layout_s": best.run - best.parse - best.check, "run_s": best.run, "report_s": report,
    "total_s": best.run + report,
  ]
}
