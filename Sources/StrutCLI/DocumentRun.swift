import StrutCore
import StrutEmit
import StrutEngine
import StrutImport
import StrutModel
import StrutReport

/// `strut run` and `strut check` on a storyboard or a xib: each scene is read as `.layout`
/// text (StrutImport) and run through the one pipeline; messages point into the document.
enum DocumentRun {
  /// Reads a document and prints what could not be read; nil when it cannot be used.
  static func read(_ path: String, devices: [String], scene: String?, context: Context)
    -> (document: ImportedDocument, scenes: [ImportedScene])?
  {
    guard let file = Frontend.loadReporting(path, context: context) else { return nil }
    let imported = InterfaceBuilderImport.read(file, devices: devices)
    Frontend.printDiagnostics(imported.diagnostics, in: file, limit: 0, context: context)
    if imported.hasErrors { return nil }
    var scenes = imported.scenes
    if let scene {
      scenes = scenes.filter { $0.id == scene || $0.title == scene }
      guard !scenes.isEmpty else {
        let known = imported.scenes.map { "\($0.id) (\($0.title))" }.joined(separator: ", ")
        context.standardError(
          "strut: error: '\(path)' has no scene '\(scene)'; its scenes: \(known.isEmpty ? "none" : known)\n"
        )
        return nil
      }
    }
    return (imported, scenes)
  }

  /// One screen of a scene as JSON: the report's screen, with the scene's IB id, the
  /// device, and every view's IB id.
  static func json(_ layout: ScreenLayout, index: Int, scene: ImportedScene, run: LayoutRun)
    -> JSONValue
  {
    guard case .object(var members) = JSONReport.screen(layout, run: run) else {
      return JSONReport.screen(layout, run: run)
    }
    members["scene"] = .string(scene.id)
    members["sceneTitle"] = .string(scene.title)
    members["device"] = .string(index < scene.devices.count ? scene.devices[index] : layout.name)
    if case .array(let views) = members["views"] {
      members["views"] = .array(
        views.map { view in
          guard case .object(var fields) = view, case .string(let name)? = fields["name"] else {
            return view
          }
          if let id = scene.viewIDs[name] { fields["ibID"] = .string(id) }
          return .object(fields)
        })
    }
    return .object(members)
  }
}

extension RunCommand {
  /// `strut run FILE.storyboard`: every scene (or `--scene`'s), each on its device(s).
  func runDocument(context: Context) -> ExitStatus {
    guard
      let (document, scenes) = DocumentRun.read(
        path, devices: devices, scene: scene, context: context)
    else { return .inputErrors }
    if scenes.count > 1, format == .svg || format == .html || format == .swift {
      context.standardError(
        "strut run: --format \(format.rawValue) draws one scene; this document has \(scenes.count): pick one with --scene ID (\(scenes.map(\.id).joined(separator: ", ")))\n"
      )
      return .usage
    }
    var status = ExitStatus.success
    var runs: [(ImportedScene, LayoutRun)] = []
    for scene in scenes {
      let options = Pipeline.Options(
        queries: queries.filter { query in scene.viewIDs[query.view] != nil || scenes.count == 1 },
        exerciseAmbiguity: exercisesAmbiguity)
      let layout = Pipeline.run(scene.layout, options)
      for problem in layout.queryProblems {
        context.standardError("strut run: --why: \(WhyReport.describe(problem))\n")
        return .usage
      }
      Frontend.printDiagnostics(
        layout.diagnostics, in: scene.layout, limit: errorLimit, context: context)
      if layout.hasErrors
        || layout.screens.contains(where: { $0.diagnostics.contains(where: \.isError) })
      {
        status = .inputErrors
      }
      runs.append((scene, layout))
    }
    var text = ""
    switch format {
    case .json:
      var screens: [JSONValue] = []
      for (scene, run) in runs {
        for (index, layout) in run.screens.enumerated() {
          screens.append(DocumentRun.json(layout, index: index, scene: scene, run: run))
        }
      }
      text =
        JSONValue.object([
          "version": .number(Double(JSONReport.version)),
          "document": .string(document.document.name), "screens": .array(screens),
        ]).serialized() + "\n"
    case .text, .ascii:
      for (index, (scene, run)) in runs.enumerated() {
        text += (index > 0 ? "\n" : "") + "== scene '\(scene.title)' (\(scene.id))\n"
        if format == .ascii {
          text += ASCIIReport.render(run.screens, columns: columns(context))
        } else {
          text += queries.isEmpty ? TextReport.render(run) : WhyReport.render(run)
        }
      }
    case .svg:
      text = runs.first.map { SVGReport.render($0.1) } ?? ""
    case .html:
      text = runs.first.map { HTMLReport.render($0.1) } ?? ""
    case .swift:
      text = runs.compactMap { $0.1.program.map { SwiftEmitter.emit($0).code } }.joined(
        separator: "\n")
    }
    do {
      if let outputPath {
        let output = try context.openFile(outputPath)
        try output.write(text)
        try output.finish()
      } else {
        context.standardOutput(text)
      }
    } catch {
      context.standardError("strut run: \((error as? CommandError)?.message ?? "\(error)")\n")
      return .inputErrors
    }
    return status
  }
}
