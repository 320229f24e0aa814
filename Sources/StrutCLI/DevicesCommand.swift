import StrutCore
import StrutModel
import StrutReport

/// `strut devices [--format text|json]`: the devices a `screen` line can name, with the
/// size, scale, safe areas and size classes each gives (see `Device` for the sources).
struct DevicesCommand: Subcommand {
  static let name = "devices"
  static let synopsis = "[--format text|json]"
  static let summary = """
    list the devices 'screen "NAME"' knows: size, scale, safe areas and
    size classes, portrait and landscape
    """
  static let options = [
    OptionHelp(flags: "--format FORMAT", text: "text (a table) or json"),
    OptionHelp(flags: "-h, --help", text: "show this help"),
  ]

  var isJSON = false

  init(arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": throw HelpRequested()
      case "--format":
        switch remaining.popFirst() {
        case "text": isJSON = false
        case "json": isJSON = true
        case let other?: throw CommandError("unknown format '\(other)'; use text or json")
        case nil: throw CommandError("--format needs a value: text or json")
        }
      default: throw CommandError("unexpected argument '\(argument)'")
      }
    }
  }

  func run(context: Context) -> ExitStatus {
    context.standardOutput(isJSON ? Self.json() : Self.table())
    return .success
  }

  static func insets(_ insets: EdgeInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map { formatNumber($0) }
      .joined(separator: " ")
  }

  static func classes(_ classes: (horizontal: SizeClass, vertical: SizeClass)) -> String {
    "\(classes.horizontal == .compact ? "C" : "R")w \(classes.vertical == .compact ? "C" : "R")h"
  }

  /// One row per device, its other names beneath; safe areas as top left bottom right.
  static func table() -> String {
    var rows: [[String]] = [
      ["device", "points", "scale", "safe area", "classes", "landscape safe area", "classes"]
    ]
    for device in Device.all {
      let portrait = device.screen(landscape: false)
      let landscape = device.screen(landscape: true)
      rows.append([
        device.name, "\(formatNumber(device.width)) x \(formatNumber(device.height))",
        "@\(formatNumber(device.scale))x", insets(portrait.safeArea),
        classes(portrait.sizeClasses), insets(landscape.safeArea), classes(landscape.sizeClasses),
      ])
      for other in device.names.dropFirst() { rows.append(["  " + other, "", "", "", "", "", ""]) }
    }
    var widths = Array(repeating: 0, count: rows[0].count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var text = ""
    for row in rows {
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }
      while line.hasSuffix(" ") { line.removeLast() }
      text += line + "\n"
    }
    return text
      + "\nsafe areas: top left bottom right, in points; Cw/Rw, Ch/Rh: compact or regular width, height\n"
      + "'screen \"NAME\"' or 'screen \"NAME\" landscape'; any name listed works (case aside)\n"
  }

  static func json() -> String {
    func insets(_ insets: EdgeInsets) -> JSONValue {
      .object([
        "top": .number(insets.top), "left": .number(insets.left),
        "bottom": .number(insets.bottom), "right": .number(insets.right),
      ])
    }
    func orientation(_ landscape: Bool, _ device: Device) -> JSONValue {
      let screen = device.screen(landscape: landscape)
      return .object([
        "width": .number(screen.width), "height": .number(screen.height),
        "safeArea": insets(screen.safeArea),
        "horizontalSizeClass": .string(screen.sizeClasses.horizontal.rawValue),
        "verticalSizeClass": .string(screen.sizeClasses.vertical.rawValue),
      ])
    }
    return JSONValue.object([
      "version": .number(Double(JSONReport.version)),
      "devices": .array(
        Device.all.map { device in
          .object([
            "names": .array(device.names.map(JSONValue.string)),
            "scale": .number(device.scale),
            "portrait": orientation(false, device),
            "landscape": orientation(true, device),
          ])
        }),
    ]).serialized() + "\n"
  }
}
