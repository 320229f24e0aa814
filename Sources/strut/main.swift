import Foundation
import StrutCLI

#if canImport(Glibc)
  import Glibc

  // glibc maps every block above its mmap threshold (128 KB, raised as such blocks are
  // freed, to 32 MB at most) on its own and unmaps it when freed: a large layout's big
  // arrays (tokens, constraints, the solver's per-symbol arrays) then come back as fresh
  // pages that fault in again, one by one. From the heap, freed ones are reused. Measured on
  // a 100,000-view screen, `strut run` median of 7 runs side by side: 2.18 s -> 2.13 s,
  // 205k -> 188k page faults (peak memory +1%). `strut lsp` and `strut repl` too (one
  // process, many layouts).
  // `mallopt` is not in Swift's Glibc module: found by name, called as the C function it is
  // (`M_TRIM_THRESHOLD` is -1 and `M_MMAP_THRESHOLD` -3 in glibc's malloc.h). Where it is
  // missing (another C library), nothing changes.
  if let found = dlsym(nil, "mallopt") {
    let mallopt = unsafeBitCast(found, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-3, 1 << 30)
    _ = mallopt(-1, Int32.max)
  }
#endif

let context = Context.process()
var status = Strut.main(Array(CommandLine.arguments.dropFirst()), context: context)
// A report that could not be written (a full disk) is a failure, said in one line.
if let problem = context.outputProblem() {
  context.standardError("strut: error: \(problem)\n")
  status = .inputErrors
}
exit(status.rawValue)
