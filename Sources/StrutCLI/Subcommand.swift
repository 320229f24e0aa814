import StrutCore

/// One option of a subcommand, as its help lists it.
struct OptionHelp: Sendable {
  var flags: String
  var text: String
}

/// `-h` or `--help` among a subcommand's arguments: print its help instead of running.
struct HelpRequested: Error {}

/// A subcommand of `strut`: it declares its name, synopsis, summary and options (its
/// `--help`, and its lines in `strut --help`, are made from them), parses its own arguments
/// and runs with a context that holds the output streams, so tests run it in-process.
protocol Subcommand: SendableMetatype {
  /// The word after `strut`.
  static var name: String { get }
  /// The arguments it takes, after `strut NAME`.
  static var synopsis: String { get }
  /// What it does, in a line or two.
  static var summary: String { get }
  static var options: [OptionHelp] { get }

  /// Parses the arguments after the name. Throws `CommandError` for a usage error and
  /// `HelpRequested` for `-h`/`--help`.
  init(arguments: [String]) throws
  func run(context: Context) -> ExitStatus
}

/// A subcommand as `strut` lists and dispatches it.
struct SubcommandEntry: Sendable {
  var name: String
  var synopsis: String
  var summary: String
  var main: @Sendable ([String], Context) -> ExitStatus
}

extension Subcommand {
  static var entry: SubcommandEntry {
    SubcommandEntry(
      name: name, synopsis: synopsis, summary: summary, main: { main($0, context: $1) })
  }

  /// `strut NAME --help`.
  static var help: String {
    var text = "usage: strut \(name) \(synopsis)\n\n\(summary)\n"
    if !options.isEmpty {
      text += "\noptions:\n"
      let width = options.map(\.flags.count).max() ?? 0
      for option in options {
        let lines = option.text.split(separator: "\n", omittingEmptySubsequences: false)
        let padding = String(repeating: " ", count: width - option.flags.count)
        text += "  \(option.flags)\(padding)  \(lines.first ?? "")\n"
        for line in lines.dropFirst() {
          text += "  " + String(repeating: " ", count: width) + "  \(line)\n"
        }
      }
    }
    return text
  }

  /// Parses, then runs; a usage error is one line on stderr and exit status 2.
  static func main(_ arguments: [String], context: Context) -> ExitStatus {
    let command: Self
    do {
      command = try Self(arguments: arguments)
    } catch is HelpRequested {
      context.standardOutput(help)
      return .success
    } catch {
      let message = (error as? CommandError)?.message ?? "\(error)"
      context.standardError("strut \(name): \(message)\n")
      return .usage
    }
    return command.run(context: context)
  }
}

/// What every subcommand does with an input file before its own work: read it, with a
/// message that says why when it cannot be read.
enum Frontend {
  static func load(_ path: String, context: Context) throws -> SourceFile {
    SourceFile(name: path, bytes: try context.readFile(path))
  }

  /// Reads a file; when it cannot, says why on stderr (`strut: error: …`) and gives nil.
  static func loadReporting(_ path: String, context: Context) -> SourceFile? {
    do {
      return try load(path, context: context)
    } catch {
      context.standardError("strut: error: \((error as? CommandError)?.message ?? "\(error)")\n")
      return nil
    }
  }
}
