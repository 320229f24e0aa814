import Foundation
import StrutCore
import StrutImport
import StrutModel
import StrutSyntax

/// `strut import FILE.storyboard|FILE.xib [-o DIR] [--device NAME]...`: one `.layout` file
/// per scene.
struct ImportCommand: Subcommand {
  static let name = "import"
  static let synopsis = "FILE.storyboard|FILE.xib|FILE.swift|FILE.m [-o DIR|OUT] [--device NAME]..."
  static let summary = """
    write each scene of a storyboard or xib, or the layout code of a Swift or
    Objective-C file, as .layout text (running it gives the frames 'strut run'
    gives for the input)
    """
  static let options = [
    OptionHelp(
      flags: "-o DIR",
      text: "write one file per scene into DIR (made if missing);\nwithout it, print them all"),
    OptionHelp(
      flags: "--device NAME",
      text:
        "lay the scenes out on this device of 'strut devices' instead\nof the document's (may repeat; 'all': every device)"
    ),
    OptionHelp(flags: "-h, --help", text: "show this help"),
  ]

  var path = ""
  var directory: String?
  var devices: [String] = []

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "-o", "--output":
        guard let value = remaining.popFirst() else { throw CommandError("-o needs a directory") }
        directory = value
      case "--device":
        guard let value = remaining.popFirst() else { throw CommandError("--device needs a name") }
        devices.append(try Self.deviceName(value))
      case _ where argument.hasPrefix("-") && argument != "-":
        throw CommandError("unknown option '\(argument)'")
      default:
        guard path.isEmpty else {
          throw CommandError("import takes one document; got '\(path)' and '\(argument)'")
        }
        path = argument
      }
    }
    guard !path.isEmpty else { throw CommandError("import needs a .storyboard or .xib file") }
    guard InterfaceBuilderImport.isDocument(path) || CodeImport.isCode(path) else {
      throw CommandError("'\(path)' is not a .storyboard, .xib, .swift or .m file")
    }
  }

  /// A `--device` value: `all`, or a device of the table (with the nearest as a hint).
  static func deviceName(_ name: String) throws -> String {
    if name == "all" { return name }
    if name.lowercased().hasSuffix(" landscape") {
      return try deviceName(String(name.dropLast(" landscape".count))) + " landscape"
    }
    guard let device = Device.named(name) else {
      throw CommandError(
        Suggestion.appending(
          Suggestion(for: name, among: Device.allNames),
          to: "--device: no device named '\(name)' (strut devices lists them)"))
    }
    return device.name
  }

  /// Imported text as `strut fmt` writes it (as written when it cannot be formatted).
  static func canonical(_ file: SourceFile) -> String {
    (try? Formatter.format(file).get()) ?? String(decoding: file.bytes, as: UTF8.self)
  }

  func run(context: Context) -> ExitStatus {
    guard let file = Frontend.loadReporting(path, context: context) else { return .inputErrors }
    if CodeImport.isCode(path) {
      // Code: one .layout text, to standard output or the file -o names.
      let text = Self.canonical(CodeRun.layout(of: file, context: context))
      do {
        if let directory {
          let output = try context.openFile(directory)
          try output.write(text)
          try output.finish()
        } else {
          context.standardOutput(text)
        }
      } catch {
        context.standardError("strut import: \((error as? CommandError)?.message ?? "\(error)")\n")
        return .inputErrors
      }
      return .success
    }
    let imported = InterfaceBuilderImport.read(file, devices: devices)
    Frontend.printDiagnostics(imported.diagnostics, in: file, limit: 0, context: context)
    if imported.hasErrors { return .inputErrors }
    if imported.scenes.isEmpty {
      context.standardError("strut import: '\(path)' has no scene with a view\n")
      return .inputErrors
    }
    guard let directory else {
      for (index, scene) in imported.scenes.enumerated() {
        context.standardOutput((index > 0 ? "\n" : "") + Self.canonical(scene.layout))
      }
      return .success
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      context.standardError("strut import: cannot make the directory '\(directory)'\n")
      return .inputErrors
    }
    var used: Set<String> = []
    for scene in imported.scenes {
      var base = Self.fileName(scene.title)
      if !used.insert(base).inserted {
        base += "-" + Self.fileName(scene.id)
        used.insert(base)
      }
      let target = (directory as NSString).appendingPathComponent(base + ".layout")
      do {
        let output = try context.openFile(target)
        try output.write(Self.canonical(scene.layout))
        try output.finish()
        context.standardError("wrote \(target)\n")
      } catch {
        let message = (error as? CommandError)?.message ?? "\(error)"
        context.standardError("strut import: \(message)\n")
        return .inputErrors
      }
    }
    return .success
  }

  /// A scene's title as a file name: letters, digits, `-` and `_`.
  static func fileName(_ title: String) -> String {
    let kept = title.map {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-"
    }
    let name = String(kept).split(separator: "-").joined(separator: "-")
    return name.isEmpty ? "scene" : name
  }
}
