// libFuzzer entry: every input goes through the lexer, parser, checker and (when it checks
// clean) the per-screen compiler and solver. Any crash, hang or sanitizer report is a bug:
// bad input must become diagnostics. Every input must also print back byte for byte from
// its token stream (tokens and trivia). Built and run by Fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func strutFuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  guard let start, count <= 64 * 1024 else { return 0 }
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let file = SourceFile(name: "fuzz.layout", bytes: bytes)
  if TokenPrinter.print(Lexer.tokenStream(file), file: file) != bytes {
    fatalError("the token printer did not reproduce the input")
  }
  let run = Pipeline.run(file)
  _ = run.screens.count
  return 0
}
