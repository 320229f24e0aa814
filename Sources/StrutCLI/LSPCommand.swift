import Foundation
import StrutLSP

/// `strut lsp`: the language server on standard input and output (see `LanguageServer`).
struct LSPCommand: Subcommand {
  static let name = "lsp"
  static let synopsis = "[--stdio]"
  static let summary = """
    the Language Server Protocol over standard input and output, for editors:
    diagnostics, hover, completion, definitions, references, symbols, formatting
    """
  static let options = [
    OptionHelp(flags: "--stdio", text: "talk over standard input and output (the only way)"),
    OptionHelp(flags: "-h, --help", text: "show this help"),
  ]

  init(arguments: [String]) throws {
    for argument in arguments {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "--stdio": break
      default: throw CommandError("unknown option '\(argument)'")
      }
    }
  }

  func run(context: Context) -> ExitStatus {
    let server = LanguageServer()
    let reader = JSONRPC.Reader(descriptor: 0)
    while true {
      let message: JSONRPC.Message
      do {
        message = try reader.next()
      } catch .endOfInput {
        // The editor went away without 'exit': as after 'exit' without 'shutdown'.
        return server.exitStatus == 0 ? .success : .inputErrors
      } catch {
        context.standardError("strut lsp: skipped \(error)\n")
        continue
      }
      for reply in server.handle(message) {
        let bytes = JSONRPC.frame(reply)
        var offset = 0
        while offset < bytes.count {
          let written = bytes[offset...].withUnsafeBytes {
            Foundation.write(1, $0.baseAddress, $0.count)
          }
          if written < 0 && errno == EINTR { continue }
          guard written > 0 else { return .inputErrors }  // the editor closed the pipe
          offset += written
        }
      }
      if let status = server.exitStatus { return status == 0 ? .success : .inputErrors }
    }
  }
}
