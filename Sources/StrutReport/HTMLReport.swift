import StrutCore
import StrutEngine
import StrutModel

/// `strut run --format html`: one self-contained page (no network, no other files): the
/// drawing, a frame table per screen, the constraints, the warnings; hovering a view (in the
/// drawing, the table or a warning) highlights it, its rows and its constraints; with
/// `--sweep` a slider steps through the solutions (`#step=N` in the address opens step N;
/// `#slide=N` moves the slider there, firing its input event as a hand would).
public enum HTMLReport {
  /// Every checked constraint as a person reads it, with its line and the views it names, so
  /// that hovering a view can highlight its constraints.
  static func constraintSummaries(_ run: LayoutRun) -> [(
    text: String, line: Int, views: [String], span: SourceSpan
  )] {
    guard let program = run.program else { return [] }
    return program.constraints.map { constraint in
      var names: [String] = []
      for term in constraint.form.terms {
        if case .anchor(let anchor) = term.atom, !names.contains(program.views[anchor.view].name) {
          names.append(program.views[anchor.view].name)
        }
      }
      return (
        program.text(of: constraint), run.file.line(constraint.span.start), names, constraint.span
      )
    }
  }

  /// What the page lists under "Warnings and errors": the file's diagnostics, then each
  /// screen's, a message that several screens share listed once with all their names.
  static func problems(_ run: LayoutRun, screens: [ScreenLayout]) -> [(
    diagnostic: Diagnostic, screens: [String]
  )] {
    var list: [(diagnostic: Diagnostic, screens: [String])] = run.diagnostics.map { ($0, []) }
    var positions: [String: Int] = [:]
    for screen in screens {
      for diagnostic in screen.diagnostics {
        let key = "\(diagnostic.span.start):\(diagnostic.span.end):\(diagnostic.message)"
        if let position = positions[key] {
          list[position].screens.append(screen.name)
        } else {
          positions[key] = list.count
          list.append((diagnostic, [screen.name]))
        }
      }
    }
    return list
  }

  /// A picture of each mark the drawings use, with what it means.
  static let legend: String = {
    let items: [(String, String)] = [
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"none\" stroke=\"#4a6fa5\"/>",
        "view"
      ),
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"#eef3fb\" stroke=\"#4a6fa5\"/>",
        "label (its text as laid out)"
      ),
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"#f3eefb\" stroke=\"#4a6fa5\"/>",
        "image"
      ),
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"none\" stroke=\"#2f855a\" stroke-width=\"2\"/>",
        "scroll view (its frame)"
      ),
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"none\" stroke=\"#2f855a\" stroke-dasharray=\"6 4\"/>",
        "scroll view's content area"
      ),
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"none\" stroke=\"#d0312d\" stroke-width=\"2\" stroke-dasharray=\"4 2\"/>",
        "ambiguous, or named by a broken constraint"
      ),
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"none\" stroke=\"#4a6fa5\" stroke-dasharray=\"2 2\" opacity=\"0.35\"/>",
        "hidden"
      ),
      (
        "<rect x=\"1\" y=\"1\" width=\"26\" height=\"16\" fill=\"#000\" fill-opacity=\"0.08\" stroke=\"#222\"/>",
        "outside the safe area"
      ),
    ]
    var out = "<ul class=\"legend\">\n"
    for (mark, meaning) in items {
      out +=
        "<li><svg width=\"28\" height=\"18\" aria-hidden=\"true\">\(mark)</svg> \(meaning)</li>\n"
    }
    return out + "</ul>\n"
  }()

  public static func render(_ run: LayoutRun) -> String {
    var page = ""
    write(run, sweep: nil) { page += $0 }
    return page
  }

  /// A sweep's page, written piece by piece to `output` as the steps are made, so that the
  /// page never has to be held whole: the head with the slider, one section per step, then
  /// the constraints, the warnings and the script.
  public static func write(
    _ run: LayoutRun, sweep: Sweep?, to output: (String) -> Void,
    continuing: () -> Bool = { true }
  ) {
    var firstScreens = run.screens
    if let sweep {
      output(
        head(run)
          + """
          <p class="sweep"><label for="step">\(escape(sweep.metric)) = <output id="value">\(number(sweep.values.first ?? 0))</output></label>
          <input type="range" id="step" min="0" max="\(max(0, sweep.values.count - 1))" value="0" step="1"></p>

          """)
      sweep.forEachStep { index, step in
        if index == 0 { firstScreens = step.screens }
        output(section(index, value: step.value, screens: step.screens))
        return continuing()
      }
    } else {
      output(head(run) + section(0, value: nil, screens: run.screens))
    }
    output(tail(run, firstScreens: firstScreens))
  }

  static func section(_ index: Int, value: Double?, screens: [ScreenLayout]) -> String {
    let value = value.map { " data-value=\"\(number($0))\"" } ?? ""
    var body =
      "<section class=\"step\" id=\"step-\(index)\" data-step=\"\(index)\"\(value)\(index == 0 ? "" : " hidden")>\n"
    body +=
      "<div class=\"drawing\">\n"
      + SVGReport.render(screens: screens, idPrefix: "step\(index)-") + "</div>\n" + legend
    for screen in screens { body += table(screen) }
    return body + "</section>\n"
  }

  static func head(_ run: LayoutRun) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>strut: \(escape(run.file.name))</title>
    <style>
    body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #111; }
    table { border-collapse: collapse; margin: 8px 0 24px; font-size: 13px; }
    th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: right; }
    th:first-child, td:first-child, td.kind { text-align: left; }
    tr.hl td, li.hl { background: #ffe9c7; }
    .view.hl rect.frame { stroke: #e07b00; stroke-width: 3; }
    .constraints li, .diagnostics li { font-size: 13px; margin: 2px 0; }
    .diagnostics li.warning { color: #8a5a00; }
    .diagnostics li.error { color: #b00020; }
    .line { color: #777; display: inline-block; min-width: 2em; }
    .sweep input { width: 320px; vertical-align: middle; }
    .legend { list-style: none; padding: 0; font-size: 12px; color: #444; }
    .legend li { display: inline-block; margin: 0 16px 4px 0; }
    .legend svg { vertical-align: middle; }
    .constraints li.broken code { text-decoration: line-through; color: #b00020; }
    .broken { color: #b00020; font-size: 12px; }
    .notes li { color: #444; }
    </style>
    </head>
    <body data-step="0">
    <h1>\(escape(run.file.name))</h1>

    """
  }

  static func tail(_ run: LayoutRun, firstScreens: [ScreenLayout]) -> String {
    let problems = problems(run, screens: firstScreens)
    // The constraints each screen broke to recover from a conflict, by their place.
    var brokenOn: [SourceSpan: [String]] = [:]
    for problem in problems where problem.diagnostic.id == .unsatisfiable {
      brokenOn[problem.diagnostic.span, default: []] += problem.screens
    }
    var body = "<h2>Constraints</h2>\n<ul class=\"constraints\">\n"
    for summary in constraintSummaries(run) {
      let broken = brokenOn[summary.span].map {
        " <strong class=\"broken\">broken on \(escape($0.joined(separator: ", ")))</strong>"
      }
      body +=
        "<li data-views=\" \(escape(summary.views.joined(separator: " "))) \"\(broken == nil ? "" : " class=\"broken\"")><span class=\"line\">\(summary.line)</span> <code>\(escape(summary.text))</code>\(broken ?? "")</li>\n"
    }
    body += "</ul>\n"
    if !problems.isEmpty {
      body += "<h2>Warnings and errors</h2>\n<ul class=\"diagnostics\">\n"
      let views = Set(firstScreens.flatMap { $0.views.map(\.name) })
      for (diagnostic, screens) in problems {
        let line = run.file.location(diagnostic.span.start).line
        let view = viewName(of: diagnostic, in: run.file, views: views)
        let link = view.map { " data-view=\"\(escape($0))\"" } ?? ""
        let place =
          screens.isEmpty
          ? "" : " on \(screens.map { "'\(escape($0))'" }.joined(separator: ", "))"
        body +=
          "<li class=\"\(diagnostic.severity.rawValue)\"\(link)>line \(line)\(place): \(escape(diagnostic.message))"
        if !diagnostic.notes.isEmpty {
          body += "\n<ul class=\"notes\">\n"
          for note in diagnostic.notes {
            let at = note.span.map { "line \(run.file.location($0.start).line): " } ?? ""
            body += "<li>\(at)\(escape(note.message))</li>\n"
          }
          body += "</ul>\n"
        }
        body += "</li>\n"
      }
      body += "</ul>\n"
    }
    return body + """
      <script>
      (function () {
        var slider = document.getElementById('step');
        function show(index) {
          var sections = document.querySelectorAll('section.step');
          index = Math.max(0, Math.min(sections.length - 1, index));
          sections.forEach(function (section) { section.hidden = Number(section.dataset.step) !== index; });
          document.body.dataset.step = String(index);
          if (slider) {
            slider.value = String(index);
            document.getElementById('value').textContent = sections[index].dataset.value;
          }
        }
        if (slider) slider.addEventListener('input', function () { show(Number(slider.value)); });
        var match = /step=(\\d+)/.exec(location.hash);
        show(match ? Number(match[1]) : 0);
        // '#slide=N' moves the slider as a hand would: its value, then its input event.
        var slide = /slide=(\\d+)/.exec(location.hash);
        if (slider && slide) {
          slider.value = slide[1];
          slider.dispatchEvent(new Event('input'));
        }
        function highlight(name, on) {
          document.querySelectorAll('[data-view="' + name + '"]').forEach(function (element) {
            element.classList.toggle('hl', on);
          });
          document.querySelectorAll('.constraints li').forEach(function (item) {
            if (item.dataset.views.indexOf(' ' + name + ' ') >= 0) item.classList.toggle('hl', on);
          });
        }
        document.querySelectorAll('[data-view]').forEach(function (element) {
          element.addEventListener('mouseenter', function () { highlight(element.dataset.view, true); });
          element.addEventListener('mouseleave', function () { highlight(element.dataset.view, false); });
        });
      })();
      </script>
      </body>
      </html>

      """
  }

  static func table(_ screen: ScreenLayout) -> String {
    let size = "\(number(screen.width)) x \(number(screen.height))"
    var out = "<table class=\"frames\" data-screen=\"\(escape(screen.name))\">\n"
    out += "<caption>\(escape(screen.name == size ? size : screen.name + " — " + size))</caption>\n"
    out +=
      "<tr><th>view</th><th>kind</th><th>x</th><th>y</th><th>width</th><th>height</th><th></th></tr>\n"
    for view in screen.views {
      var extra = ""
      if let size = view.contentSize {
        extra = "content \(number(size.width)) x \(number(size.height))"
      }
      if !view.ambiguous.isEmpty {
        extra +=
          (extra.isEmpty ? "" : "; ") + "ambiguous: "
          + view.ambiguous.map(\.rawValue).joined(separator: ", ")
      }
      let indent = String(repeating: "&nbsp;&nbsp;", count: view.depth)
      out +=
        "<tr data-view=\"\(escape(view.name))\"><td>\(indent)\(escape(view.name))</td><td class=\"kind\">\(view.kind.name)</td>"
      out +=
        "<td>\(number(view.frame.x))</td><td>\(number(view.frame.y))</td><td>\(number(view.frame.width))</td><td>\(number(view.frame.height))</td><td>\(escape(extra))</td></tr>\n"
    }
    return out + "</table>\n"
  }

  /// The view a diagnostic is about: the name under its span, when that is a view.
  static func viewName(of diagnostic: Diagnostic, in file: SourceFile, views: Set<String>)
    -> String?
  {
    let text = file.text(diagnostic.span)
    return views.contains(text) ? text : nil
  }

  static func number(_ value: Double) -> String { formatNumber(value, decimals: 2) }
  static func escape(_ text: String) -> String { SVGReport.escape(text) }
}
