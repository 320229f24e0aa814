import Testing

@testable import StrutCLI

@Suite("Command line")
struct CommandLineTests {
  @Test("usage errors exit 2 and say what is wrong")
  func usageErrors() {
    for (arguments, message) in [
      ([], "usage: strut run"),
      (["frobnicate"], "unknown command 'frobnicate'"),
      (["run"], "run needs a .layout file"),
      (["run", "--format", "xml", "a.layout"], "unknown format 'xml'"),
      (["run", "-D", "margin", "a.layout"], "-D takes NAME=VALUE"),
      (["run", "-D", "margin=abc", "a.layout"], "'abc' is not a number"),
      (["run", "-D", "margin=inf", "a.layout"], "'inf' is not a number"),
      (["check"], "needs at least one .layout file"),
    ] {
      let result = runStrut(arguments)
      #expect(result.status == StrutCLI.ExitStatus.usage, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
  }

  @Test("help and version go to stdout and exit 0")
  func helpAndVersion() {
    #expect(runStrut(["--help"]).stdout.contains("strut check FILE..."))
    #expect(runStrut(["run", "--help"]).status == StrutCLI.ExitStatus.success)
    #expect(runStrut(["--version"]).stdout == "strut \(Strut.version)\n")
  }

  @Test("an unreadable file is an input error, not a crash")
  func missingFile() {
    let result = runStrut(["run", "Samples/does-not-exist.layout"])
    #expect(result.status == StrutCLI.ExitStatus.inputErrors)
    #expect(result.stderr.contains("does-not-exist.layout': no such file or not readable"))
    #expect(runStrut(["check", "Samples"]).stderr.contains("is a directory"))
  }

  @Test("a -D that names no metric is a file-level warning, and the layout still runs")
  func unusedOverride() {
    let result = runStrut(["run", "-D", "nothing=3", "Samples/bottom-aligned.layout"])
    #expect(result.status == StrutCLI.ExitStatus.success)
    #expect(
      result.stderr
        == "Samples/bottom-aligned.layout: warning: '-D nothing' does not match any 'let' in this file\n")
  }

  @Test("-D overrides a metric and the frames follow")
  func override() {
    let result = runStrut(["run", "-D", "thirdHeight=600", "Samples/bottom-aligned.layout"])
    #expect(result.status == StrutCLI.ExitStatus.success)
    #expect(result.stdout.contains("content 375 x 910"))
    #expect(result.stdout.contains("bottomLabel  label   20  840"))
  }
}
