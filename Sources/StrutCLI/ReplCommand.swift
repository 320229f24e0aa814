import Foundation
import StrutCore
import StrutEngine
import StrutModel
import StrutReport
import StrutSyntax

/// `strut repl [FILE]`: build or explore a layout a line at a time. Each input is a
/// statement of the language or a `:command`; after each change the frames that moved are
/// printed (old → new), with any new conflict or ambiguity. A line with an error prints its
/// diagnostic and changes nothing.
struct ReplCommand: Subcommand {
  static let name = "repl"
  static let synopsis = "[FILE]"
  static let summary = "build or explore a layout line by line (type :help inside)"
  static let options = [OptionHelp(flags: "-h, --help", text: "show this help")]

  var path: String?

  static let help = """
    Enter statements of the language (view a, a.top == root.top + 20, H:|-[a]-|, let m = 8, …)
    or commands:
      :frames                  the current screen's frames
      :screen [NAME | W x H]   list the screens, or switch to one, to a size (W x H @2x:
                               on a display's pixels), or to a device ("iPhone 15",
                               "iPhone 15" landscape)
      :set METRIC = VALUE      change a metric (like -D)
      :set LABEL.constant = V  change a labelled constraint's constant
      :set LABEL.priority = P  change its priority (not from or to required)
      :remove NAME             remove a labelled constraint, or an unconstrained view
      :why VIEW.ATTR           the constraints that set a value
      :ambiguity               what the constraints leave undetermined
      :check                   every diagnostic of the session, warnings included
      :undo                    take back the last change
      :load FILE               start again from a file
      :save FILE               write the session as a .layout file that reproduces it
      :help                    this text
      :quit                    leave (so does Ctrl-D)
    A line that leaves '{' or '(' open continues on the next. Ctrl-C drops the current input.

    """

  static let commands = [
    ":frames", ":screen", ":set", ":remove", ":why", ":ambiguity", ":check", ":undo", ":load",
    ":save", ":help", ":quit",
  ]

  init(arguments: [String]) throws {
    for argument in arguments {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case _ where argument.hasPrefix("-") && argument != "-":
        throw CommandError("unknown option '\(argument)'")
      default:
        guard path == nil else { throw CommandError("takes at most one file") }
        path = argument
      }
    }
  }

  func run(context: Context) -> ExitStatus {
    var repl = Repl(context: context, reader: context.makeLineReader())
    if repl.reader.isInteractive {
      context.standardOutput("strut repl — :help lists the commands, Ctrl-D leaves\n")
    }
    if let path {
      do {
        let file = try Frontend.load(path, context: context)
        repl.load(String(decoding: file.bytes, as: UTF8.self), from: path)
      } catch {
        context.standardError("strut repl: \((error as? CommandError)?.message ?? "\(error)")\n")
        return .inputErrors
      }
    }
    repl.loop()
    return .success
  }
}

/// The REPL's state and its conversation.
struct Repl {
  let context: Context
  var reader: any LineReader
  var session = LayoutSession()
  var isDone = false

  init(context: Context, reader: any LineReader) {
    self.context = context
    self.reader = reader
  }

  func say(_ text: String) { context.standardOutput(text) }

  mutating func loop() {
    let names = session.names
    let kinds = session.viewKinds
    reader.setCompletions { ReplCompletion.candidates(for: $0, names: names, kinds: kinds) }
    while !isDone {
      guard let input = readInput() else { break }
      let trimmed = input.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { continue }
      reader.remember(input)
      if trimmed.hasPrefix(":") {
        command(trimmed)
      } else {
        report(session.submit(input))
      }
      let current = session.names
      let kinds = session.viewKinds
      reader.setCompletions { ReplCompletion.candidates(for: $0, names: current, kinds: kinds) }
    }
    if reader.isInteractive { say("\n") }
  }

  /// One input: a line, and more lines while a brace or parenthesis is left open. Nil at
  /// the end of input.
  mutating func readInput() -> String? {
    var lines: [String] = []
    while true {
      let prompt = lines.isEmpty ? "strut> " : "...> "
      switch reader.read(prompt: prompt) {
      case .end:
        if !reader.isInteractive, !lines.isEmpty { return lines.joined(separator: "\n") }
        return nil
      case .interrupt:
        if reader.isInteractive { say("^C\n") }
        lines = []
        continue
      case .line(let line):
        if !reader.isInteractive { say(prompt + line + "\n") }
        lines.append(line)
        let text = lines.joined(separator: "\n")
        if line.trimmingCharacters(in: .whitespaces).hasPrefix(":") && lines.count == 1 {
          return text
        }
        if ReplCompletion.openDepth(text) <= 0 { return text }
      }
    }
  }

  mutating func load(_ text: String, from path: String) {
    let outcome = session.load(text, name: path)
    if outcome.isAccepted {
      let count = session.layout?.views.count ?? 0
      say("loaded \(path): \(count) view\(count == 1 ? "" : "s") on \(screenDescription())\n")
      for problem in outcome.newProblems {
        say(context.renderer.render(problem, in: outcome.sessionFile))
      }
    } else {
      report(outcome)
    }
  }

  func screenDescription() -> String {
    guard let layout = session.layout else { return "no screen" }
    let size = "\(formatNumber(layout.width)) x \(formatNumber(layout.height))"
    guard layout.name == size else { return "screen '\(layout.name)' \(size)" }
    return "screen \(size)" + DisplayScale.suffix(layout.scale)
  }

  /// Prints what a change did: its diagnostics, the frames that moved, new problems.
  func report(_ outcome: LayoutSession.Outcome) {
    for diagnostic in outcome.diagnostics {
      if diagnostic.isFileLevel && diagnostic.id == .repl {
        say("error: \(diagnostic.message)\n")
      } else {
        say(context.renderer.render(diagnostic, in: outcome.diagnosticFile))
      }
    }
    guard outcome.isAccepted else { return }
    if let undone = outcome.undone { say("undid \(undone)\n") }
    if !outcome.changes.isEmpty { say(TextReport.describe(outcome.changes)) }
    for problem in outcome.newProblems {
      say(context.renderer.render(problem, in: outcome.sessionFile))
    }
    if outcome.changes.isEmpty, outcome.newProblems.isEmpty, outcome.diagnostics.isEmpty {
      say("no frame changed\n")
    }
  }

  // MARK: Commands

  mutating func command(_ line: String) {
    let body = line.dropFirst()
    let name = String(body.prefix { !$0.isWhitespace })
    let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    switch name {
    case "frames", "f":
      guard let layout = session.layout else { return say("the session is empty\n") }
      say(TextReport.table(layout))
      say(context.renderer.render(layout.diagnostics, in: session.sessionFile))
    case "screen":
      screen(argument)
    case "set":
      set(argument)
    case "remove", "rm":
      guard !argument.isEmpty else { return say("usage: :remove NAME\n") }
      report(session.remove(argument))
    case "why":
      guard let query = WhyQuery(argument) else {
        return say("usage: :why VIEW.ATTRIBUTE, such as :why title.y\n")
      }
      switch session.why(query) {
      case .success(let answer):
        guard let layout = session.layout else { return }
        say(WhyReport.render(answer, screen: layout, file: session.sessionFile))
      case .failure(let problem):
        say("error: \(WhyReport.describe(problem))\n")
      }
    case "ambiguity":
      ambiguity()
    case "check":
      let problems = session.diagnostics + (session.layout?.diagnostics ?? [])
      if problems.isEmpty {
        say("no problems\n")
      } else {
        say(context.renderer.render(problems, in: session.sessionFile))
      }
    case "undo":
      report(session.undo())
    case "load":
      guard !argument.isEmpty else { return say("usage: :load FILE\n") }
      do {
        let file = try Frontend.load(argument, context: context)
        load(String(decoding: file.bytes, as: UTF8.self), from: argument)
      } catch {
        say("error: \((error as? CommandError)?.message ?? "\(error)")\n")
      }
    case "save":
      guard !argument.isEmpty else { return say("usage: :save FILE\n") }
      do {
        try context.writeFile(argument, session.savedText)
        say("saved \(argument)\n")
      } catch {
        say("error: \((error as? CommandError)?.message ?? "\(error)")\n")
      }
    case "help", "h", "?":
      say(ReplCommand.help)
    case "quit", "q", "exit":
      isDone = true
    default:
      let suggestion = Suggestion(for: ":" + name, among: ReplCommand.commands)
      say(
        Suggestion.appending(suggestion, to: "error: unknown command ':\(name)'")
          + " (:help lists them)\n")
    }
  }

  mutating func screen(_ argument: String) {
    if argument.isEmpty {
      let current = session.layout?.name
      var listed = false
      for screen in session.screens {
        let size = "\(formatNumber(screen.width)) x \(formatNumber(screen.height))"
        listed = listed || screen.name == current
        say(
          "\(screen.name == current ? "*" : " ") \(screen.name == size ? size : "'\(screen.name)' \(size)")\n"
        )
      }
      if !listed, session.layout != nil { say("* \(screenDescription()) (chosen with :screen)\n") }
      return
    }
    // `W x H`, and after it the display's scale, `@2x`, as a screen line takes it.
    var sizeText = Substring(argument)
    var scale: Double?
    if let at = argument.lastIndex(of: "@"), argument.hasSuffix("x") {
      let digits = argument[argument.index(after: at)..<argument.index(before: argument.endIndex)]
      if let value = Double(digits) {
        scale = value
        sizeText = argument[..<at]
      }
    }
    let parts = sizeText.split(separator: "x").map { $0.trimmingCharacters(in: .whitespaces) }
    let outcome: LayoutSession.Outcome
    if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) {
      outcome = session.selectScreen(.size(width: width, height: height, scale: scale))
    } else {
      var name = argument
      // `"iPhone 15" landscape`: a device turned on its side.
      let landscape = name.hasSuffix(" landscape")
      if landscape { name = String(name.dropLast(" landscape".count)) }
      if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
        name = String(name.dropFirst().dropLast())
      }
      outcome = session.selectScreen(
        landscape ? .device(name, landscape: true) : .named(name))
    }
    report(outcome)
    if outcome.isAccepted { say("now on \(screenDescription())\n") }
  }

  mutating func set(_ argument: String) {
    let sides = argument.split(separator: "=", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard sides.count == 2, !sides[0].isEmpty, let value = Double(sides[1]) else {
      return say(
        "usage: :set METRIC = VALUE, :set LABEL.constant = VALUE or :set LABEL.priority = P\n")
    }
    let target = sides[0].split(separator: ".").map(String.init)
    switch (target.count, target.last) {
    case (1, _): report(session.setMetric(target[0], value))
    case (2, "constant"?): report(session.setConstant(target[0], value))
    case (2, "priority"?): report(session.setPriority(target[0], value))
    default: say("error: ':set' changes a metric, LABEL.constant or LABEL.priority\n")
    }
  }

  func ambiguity() {
    guard let layout = session.layout else { return say("the session is empty\n") }
    let ambiguous = layout.views.filter { !$0.ambiguous.isEmpty }
    guard !ambiguous.isEmpty else { return say("every frame is determined\n") }
    for view in ambiguous {
      say("  \(view.name): \(view.ambiguous.map(\.rawValue).joined(separator: ", "))\n")
    }
  }
}

/// Completion and input helpers for the REPL.
enum ReplCompletion {
  /// How many braces and parentheses `text` leaves open (strings and comments skipped).
  static func openDepth(_ text: String) -> Int {
    let tokens = Lexer.tokenize(SourceFile(name: "input", text: text))
    var depth = 0
    for token in tokens {
      switch token.kind {
      case .leftBrace, .leftParen: depth += 1
      case .rightBrace, .rightParen: depth -= 1
      default: break
      }
    }
    return depth
  }

  /// Words that complete the last word of `line`: the REPL's commands after ':', otherwise
  /// what `Completion` offers for the language.
  static func candidates(
    for line: String, names: (views: [String], metrics: [String], labels: [String]),
    kinds: [String: ViewKind] = [:]
  ) -> [String] {
    if line.hasPrefix(":") && !line.contains(" ") {
      return ReplCommand.commands.filter { $0.hasPrefix(line) }
    }
    return Completion.candidates(for: line, names: names, kinds: kinds)
  }
}
