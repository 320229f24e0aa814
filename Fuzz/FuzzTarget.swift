// libFuzzer entry: every input goes through the lexer, parser, checker and (when it checks
// clean) the per-screen compiler and solver. Any crash, hang or sanitizer report is a bug:
// bad input must become diagnostics. Built and run by Fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func strutFuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
  guard let start, count <= 64 * 1024 else { return 0 }
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let run = LayoutRun(file: SourceFile(name: "fuzz.layout", bytes: bytes))
  _ = run.screens.count
  return 0
}
