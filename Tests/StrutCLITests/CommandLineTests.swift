import Foundation
import Testing

@testable import StrutCLI

@Suite("Command line")
struct CommandLineTests {
  @Test("usage errors exit 2 and say what is wrong")
  func usageErrors() {
    for (arguments, message) in [
      ([], "usage: strut run"),
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["run"], "run needs a .layout file, a storyboard or a xib"),
      (["run", "a.layout", "--device", "iPhone 15"], "--device and --scene are for storyboards"),
      (["run", "a.storyboard", "--device", "iPhone 51"], "no device named 'iPhone 51'"),
      (["import"], "import needs a .storyboard or .xib file"),
      (["emit", "kotlin", "a.layout"], "emit writes 'swift'; got 'kotlin'"),
      (["emit", "swift"], "emit swift needs a .layout file"),
      (["import", "a.layout"], "'a.layout' is not a .storyboard, .xib, .swift or .m file"),
      (["run", "--format", "xml", "a.layout"], "unknown format 'xml'"),
      (["run", "-D", "margin", "a.layout"], "-D takes NAME=VALUE"),
      (["run", "-D", "margin=abc", "a.layout"], "'abc' is not a number"),
      (["run", "-D", "margin=inf", "a.layout"], "'inf' is not a number"),
      (["check"], "needs at least one .layout file, storyboard or xib"),
    ] {
      let result = runStrut(arguments)
      #expect(result.status == StrutCLI.ExitStatus.usage, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }

  @Test("check reports ambiguity; -Werror and --fail-on ambiguity make it fail")
  func ambiguityGate() {
    let ambiguous = "Tests/StrutCLITests/Golden/run/ambiguous.layout"
    let plain = runStrut(["check", ambiguous])
    #expect(plain.status == StrutCLI.ExitStatus.success)
    #expect(plain.stderr.contains("warning: ") && plain.stderr.contains("is ambiguous"))
    #expect(runStrut(["check", "-Werror", ambiguous]).status == StrutCLI.ExitStatus.inputErrors)
    #expect(
      runStrut(["check", "--fail-on", "ambiguity", ambiguous]).status
        == StrutCLI.ExitStatus.inputErrors)
    #expect(
      runStrut(["check", "--fail-on", "conflict", ambiguous]).status == StrutCLI.ExitStatus.success)
    // A clean layout passes every gate; a misspelt kind is a usage error.
    let clean = "Tests/StrutCLITests/Golden/check/clean.layout"
    #expect(
      runStrut(["check", "--fail-on", "conflict,ambiguity,warning", clean]).status
        == StrutCLI.ExitStatus.success)
    let bad = runStrut(["check", "--fail-on", "ambiguty", clean])
    #expect(bad.status == StrutCLI.ExitStatus.usage && bad.stderr.contains("got 'ambiguty'"))
  }

  @Test("help and version go to stdout and exit 0")
  func helpAndVersion() {
    #expect(
      runStrut(["--help"]).stdout.contains(
        "strut check [--format text|json|sarif] [-Werror] [--fail-on KINDS] [--no-solve] [--device NAME]... FILE..."
      ))
    #expect(runStrut(["run", "--help"]).status == StrutCLI.ExitStatus.success)
    #expect(runStrut(["--version"]).stdout == "strut \(Strut.version)\n")
  }

  @Test("each subcommand has its own help, made from its declared options")
  func subcommandHelp() {
    let run = runStrut(["run", "--help"]).stdout
    #expect(run.hasPrefix("usage: strut run FILE [--format text|json|svg|ascii|html|swift]"))
    #expect(run.contains("  --sweep M=A:B:STEP  ") && run.contains("  -D NAME=VALUE  "))
    #expect(!run.contains("-Werror"))
    let check = runStrut(["check", "-h"])
    #expect(check.status == StrutCLI.ExitStatus.success)
    #expect(check.stdout.contains("  -Werror          warnings fail the check too\n"))
    #expect(!check.stdout.contains("--sweep"))
    #expect(runStrut(["repl", "--help"]).stdout.hasPrefix("usage: strut repl [FILE]\n"))
    // The overview lists every command and points at their help.
    let overview = runStrut(["--help"]).stdout
    for name in ["run", "check", "repl"] { #expect(overview.contains("\n  \(name)  ")) }
    #expect(overview.contains("'strut COMMAND --help' lists a command's options."))
    // A usage error names the subcommand.
    #expect(runStrut(["repl", "--bogus"]).stderr == "strut repl: unknown option '--bogus'\n")
  }

  @Test("an unreadable file is an input error, not a crash")
  func missingFile() {
    let result = runStrut(["run", "Samples/does-not-exist.layout"])
    #expect(result.status == StrutCLI.ExitStatus.inputErrors)
    #expect(result.stderr.contains("does-not-exist.layout': no such file"))
    #expect(runStrut(["check", "Samples"]).stderr.contains("is a directory"))
  }

  @Test("a -D that names no metric is a file-level warning, and the layout still runs")
  func unusedOverride() {
    let result = runStrut(["run", "-D", "nothing=3", "Samples/bottom-aligned.layout"])
    #expect(result.status == StrutCLI.ExitStatus.success)
    #expect(
      result.stderr
        == "Samples/bottom-aligned.layout: warning: '-D nothing' does not match any 'let' in this file\n"
    )
  }

  @Test("check: warnings pass unless -Werror; --format json prints every diagnostic as data")
  func checkOptions() throws {
    let file = "Tests/StrutCLITests/Golden/check/unconstrained.layout"
    #expect(runStrut(["check", file]).status == StrutCLI.ExitStatus.success)
    let strict = runStrut(["check", "-Werror", file])
    #expect(strict.status == StrutCLI.ExitStatus.inputErrors)
    #expect(strict.stderr.contains("warning: 'b' is not named by any constraint"))
    let json = runStrut([
      "check", "--format", "json", "Tests/StrutCLITests/Golden/check/typos.layout",
    ])
    #expect(json.status == StrutCLI.ExitStatus.inputErrors)
    #expect(json.stderr == "")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 10)
    let first = try #require(diagnostics.first)
    #expect(first["id"] as? String == "unknown-view")
    #expect(first["line"] as? Int == 4)
    #expect(first["column"] as? Int == 15)
    #expect(first["help"] as? String == "did you mean 'third'?")
    // The fix-it replaces the misspelt name: line 4, columns 15–20, with 'third'.
    let fixIts = try #require(first["fixits"] as? [[String: Any]])
    #expect(fixIts.count == 1)
    #expect(fixIts.first?["replacement"] as? String == "third")
    #expect(fixIts.first?["column"] as? Int == 15)
    #expect(fixIts.first?["endColumn"] as? Int == 20)
    let equals = try #require(diagnostics.first { $0["id"] as? String == "single-equals" })
    #expect((equals["fixits"] as? [[String: Any]])?.first?["replacement"] as? String == "==")
    #expect(runStrut(["check", "--format", "yaml", file]).status == StrutCLI.ExitStatus.usage)
    // Conflicts are found by solving; --no-solve checks the text only.
    let conflicting = "Tests/StrutCLITests/Golden/check/conflict.layout"
    #expect(runStrut(["check", conflicting]).status == StrutCLI.ExitStatus.inputErrors)
    #expect(runStrut(["check", "--no-solve", conflicting]).status == StrutCLI.ExitStatus.success)
  }

  @Test("--why names the constraints that set a value, per screen, and says when it is free")
  func why() throws {
    let result = runStrut(["run", "Samples/toggle-layout-one.layout", "--why", "last.y"])
    #expect(result.status == StrutCLI.ExitStatus.success)
    let screens = result.stdout.components(separatedBy: "\n\n")
    #expect(screens.count == 2)
    // Under 630 points the top constraint (@999) wins; at 667 the bottom one does.
    #expect(screens[0].contains("last.y = 430 (in 'scrollView'), set by:"))
    #expect(
      screens[0].contains("toggle-layout-one.layout:29:3   last.top == second.bottom + 10 @999"))
    #expect(!screens[0].contains("last.bottom == root.bottom"))
    #expect(screens[1].contains("last.y = 467 (in 'scrollView'), set by:"))
    #expect(screens[1].contains("toggle-layout-one.layout:34:3  last.bottom == root.bottom @999"))
    #expect(!screens[1].contains("last.top == second.bottom"))

    let free = runStrut([
      "run", "Tests/StrutCLITests/Golden/run/ambiguous.layout", "--why", "list.contentHeight",
    ])
    #expect(
      free.stdout.contains(
        "list.contentHeight = 0: not determined; the constraints allow other values"))

    let json = runStrut([
      "run", "--format", "json", "Samples/bottom-aligned.layout", "--why", "bottomLabel.y",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let screen = try #require((object["screens"] as? [[String: Any]])?.first)
    let answer = try #require((screen["why"] as? [[String: Any]])?.first)
    #expect(answer["value"] as? Double == 577)
    #expect(answer["determined"] as? Bool == true)
    let texts =
      (answer["constraints"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
    #expect(texts.contains("contentView.height == scrollView.height @low"))
    #expect(texts.contains("bottomLabel.height == 50"))

    let typo = runStrut(["run", "Samples/bottom-aligned.layout", "--why", "bottomLabl.y"])
    #expect(typo.status == StrutCLI.ExitStatus.usage)
    #expect(
      typo.stderr == "strut run: --why: no view named 'bottomLabl'; did you mean 'bottomLabel'?\n")
    #expect(
      runStrut(["run", "Samples/bottom-aligned.layout", "--why", "y"]).status
        == StrutCLI.ExitStatus.usage)
  }

  @Test("-D overrides a metric and the frames follow")
  func override() {
    let result = runStrut(["run", "-D", "thirdHeight=600", "Samples/bottom-aligned.layout"])
    #expect(result.status == StrutCLI.ExitStatus.success)
    #expect(result.stdout.contains("content 375 x 910"))
    #expect(result.stdout.contains("bottomLabel  label   20  840"))
  }
}

@Suite("strut devices")
struct DevicesCommandTests {
  @Test("lists every device with its size and scale, as a table and as JSON")
  func devices() throws {
    let text = runStrut(["devices"])
    #expect(text.status == .success)
    #expect(text.stdout.contains("iPhone 15 Pro Max"))
    #expect(
      text.stdout.split(separator: "\n").contains {
        $0.hasPrefix("iPhone 15 ") && $0.contains("393 x 852") && $0.contains("@3x")
          && $0.contains("59 0 34 0") && $0.contains("0 59 21 59")
      })
    let json = runStrut(["devices", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let devices = try #require(object["devices"] as? [[String: Any]])
    let pad = try #require(
      devices.first { ($0["names"] as? [String])?.contains("iPad Pro 11-inch") == true })
    #expect(pad["scale"] as? Double == 2)
    let landscape = try #require(pad["landscape"] as? [String: Any])
    #expect(landscape["width"] as? Double == 1194)
    #expect(landscape["horizontalSizeClass"] as? String == "regular")
    #expect(runStrut(["devices", "--bogus"]).status == .usage)
  }
}
