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
  /// Reads a `.layout` file. A file that is not UTF-8 text (a binary file, say) is refused
  /// with one message, not thousands of diagnostics; a byte-order mark is fine.
  static func load(_ path: String, context: Context) throws -> SourceFile {
    let bytes = try context.readFile(path)
    if let problem = textProblem(bytes) {
      throw CommandError("cannot read '\(path)': \(problem)")
    }
    return SourceFile(name: path, bytes: bytes)
  }

  /// Why bytes are not a text file, if they are not: a NUL byte, or invalid UTF-8 (the line
  /// it is on).
  static func textProblem(_ bytes: [UInt8]) -> String? {
    // ASCII without NUL is text: the common case is settled eight bytes at a time (the
    // UTF-8 decoder took 37 instructions a byte, 1.6% of a run).
    guard let unusual = firstNulOrNonASCII(bytes) else { return nil }
    let line = { (offset: Int) in bytes[..<offset].reduce(1) { $0 + ($1 == 10 ? 1 : 0) } }
    if let nul = bytes[unusual...].firstIndex(of: 0) {
      return "it is a binary file, not text (a NUL byte on line \(line(nul)))"
    }
    // ASCII is valid UTF-8 on its own: decoding starts at the first byte that is not.
    guard let firstWide = bytes[unusual...].firstIndex(where: { $0 >= 0x80 }) else { return nil }
    var iterator = bytes[firstWide...].makeIterator()
    var decoder = UTF8()
    var offset = firstWide
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return "it is not UTF-8 text (an invalid byte on line \(line(min(offset, bytes.count))))"
      }
    }
  }

  /// The first byte that is NUL or not ASCII, if any: a word at a time, where a byte with
  /// its high bit set, or one that is zero, sets a high bit of the test (a borrow can also
  /// flag a byte beside a high one; the bytes are then looked at one by one).
  static func firstNulOrNonASCII(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { raw -> Int? in
      let highs: UInt64 = 0x8080_8080_8080_8080
      var index = 0
      while index + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if (word | ((word &- 0x0101_0101_0101_0101) & ~word)) & highs != 0 { break }
        index += 8
      }
      while index < raw.count {
        if raw[index] == 0 || raw[index] >= 0x80 { return index }
        index += 1
      }
      return nil
    }
  }

  /// How many errors a file shows at most unless `--error-limit` says otherwise, as
  /// compilers cap theirs: past a few, the rest follow from the first.
  static let defaultErrorLimit = 20

  /// `--error-limit N`: a whole number, 0 for no limit.
  static func errorLimit(_ text: String) throws -> Int {
    guard let limit = Int(text), limit >= 0 else {
      throw CommandError("--error-limit takes a whole number (0 shows every error); got '\(text)'")
    }
    return limit
  }

  /// Prints a file's diagnostics on stderr: every warning, and errors up to `limit` (0: all),
  /// then how many more there are.
  static func printDiagnostics(
    _ diagnostics: [Diagnostic], in file: SourceFile, limit: Int, context: Context
  ) {
    var shown: [Diagnostic] = []
    var errors = 0
    for diagnostic in diagnostics {
      if diagnostic.isError {
        errors += 1
        if limit > 0 && errors > limit { continue }
      }
      shown.append(diagnostic)
    }
    // Written in pieces of about 64 KB as they are rendered, not joined into one string: a
    // large file's warnings run to tens of megabytes (the 10 MB card list: 22 MB).
    var piece = ""
    piece.reserveCapacity(1 << 16 + 4096)
    for diagnostic in shown {
      piece += context.renderer.render(diagnostic, in: file)
      if piece.utf8.count >= 1 << 16 {
        context.standardError(piece)
        piece = ""
        piece.reserveCapacity(1 << 16 + 4096)
      }
    }
    if !piece.isEmpty { context.standardError(piece) }
    if limit > 0, errors > limit {
      context.standardError(
        "strut: \(errors - limit) more error\(errors - limit == 1 ? "" : "s") in '\(file.name)' not shown (--error-limit 0 shows every one)\n"
      )
    }
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
