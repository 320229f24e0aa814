// libFuzzer entry: every input goes through the lexer, parser, checker and (when it checks
// clean) the per-screen compiler and solver, then every report. Any crash, hang or sanitizer
// report is a bug: bad input must become diagnostics. Every input must also print back byte
// for byte from its token stream (tokens and trivia), and every report must be a document its
// reader accepts (Wellformed), and `strut fmt` must keep its meaning (FormatCheck). Built and
// run by Fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func strutFuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  guard let start, count <= 64 * 1024 else { return 0 }
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let file = SourceFile(name: "fuzz.layout", bytes: bytes)
  if TokenPrinter.print(Lexer.tokenStream(file), file: file) != bytes {
    fatalError("the token printer did not reproduce the input")
  }
  let run = Pipeline.run(file)
  var outputs: [(String, String?)] = [
    (
      "diagnostics",
      Wellformed.controlBytesProblem(DiagnosticRenderer().render(run.diagnostics, in: file))
    ),
    ("json", Wellformed.jsonProblem(JSONReport.render(run))),
  ]
  if !run.hasErrors {
    outputs += [
      ("text", Wellformed.controlBytesProblem(TextReport.render(run))),
      ("ascii", Wellformed.controlBytesProblem(ASCIIReport.render(run.screens, columns: 80))),
      ("svg", Wellformed.xmlProblem(SVGReport.render(run))),
      ("html", Wellformed.htmlProblem(HTMLReport.render(run))),
    ]
  }
  for case (let format, let problem?) in outputs {
    fatalError("the \(format) report is not well-formed: \(problem)")
  }
  // `strut fmt` on it: refused for syntax errors, else idempotent and meaning-preserving.
  if let problem = FormatCheck.problem(file, run) {
    fatalError("strut fmt: \(problem)")
  }
  // The same bytes as an Interface Builder document: a located diagnostic or scenes whose
  // text parses, never a crash; every scene runs through the pipeline.
  let document = InterfaceBuilderImport.read(SourceFile(name: "fuzz.storyboard", bytes: bytes))
  for scene in document.scenes {
    if let syntax = Pipeline.parse(scene.layout).diagnostics.first {
      fatalError("the imported text does not parse: \(syntax.message)")
    }
    let sceneRun = Pipeline.run(scene.layout)
    if let problem = Wellformed.jsonProblem(JSONReport.render(sceneRun)) {
      fatalError("a scene's JSON is not well-formed: \(problem)")
    }
  }
  return 0
}
