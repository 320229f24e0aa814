import Foundation
import StrutCLI

let status = Strut.main(Array(CommandLine.arguments.dropFirst()), context: .process())
exit(status.rawValue)
