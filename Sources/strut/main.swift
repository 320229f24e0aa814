import Foundation
import StrutCLI

let context = Context.process()
var status = Strut.main(Array(CommandLine.arguments.dropFirst()), context: context)
// A report that could not be written (a full disk) is a failure, said in one line.
if let problem = context.outputProblem() {
  context.standardError("strut: error: \(problem)\n")
  status = .inputErrors
}
exit(status.rawValue)
