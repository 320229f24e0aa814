import StrutCore
import StrutModel

/// One scene of an Interface Builder document, written as a `.layout` text: a view
/// controller's root view in a storyboard, a top-level view in a xib.
public struct ImportedScene: Sendable {
  /// The IB id of the scene's view controller (in a xib, of the top-level view).
  public var id: String
  /// A readable name: the controller's label, storyboard identifier or class.
  public var title: String
  /// The `.layout` text, run through the one pipeline; its `documentMap` points every span
  /// back into the document.
  public var layout: SourceFile
  /// The IB object id of each view, by its name in the layout (`root` included).
  public var viewIDs: [String: String]
  /// The device each screen of the layout stands for, in screen order.
  public var devices: [String]
}

/// An Interface Builder document read: its scenes, and what could not be read (located in
/// the document).
public struct ImportedDocument: Sendable {
  public var document: SourceFile
  public var scenes: [ImportedScene]
  public var diagnostics: [Diagnostic]
  public var hasErrors: Bool { diagnostics.contains { $0.isError } }
}

/// Storyboards and xibs as input: each scene becomes a `.layout` text that says what the
/// document says (views nested as in the document, their kinds, priorities, margins and
/// flags, every constraint with its IB id), on the device the document was drawn for or on
/// the devices asked for. The text is what `strut import` writes and what `strut run` runs,
/// so the two give the same frames. Rules and sources: `Notes/InterfaceBuilder.md`.
public enum InterfaceBuilderImport {
  /// True for a path Strut reads as an Interface Builder document.
  public static func isDocument(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
  }

  /// Reads a document. `devices`: names from Strut's device table to lay each scene out on,
  /// instead of the document's own device (`all`: every device of the table).
  public static func read(_ file: SourceFile, devices: [String] = []) -> ImportedDocument {
    var result = ImportedDocument(document: file, scenes: [], diagnostics: [])
    let root: XMLElement
    switch XMLReader.parse(file) {
    case .failure(let failure):
      result.diagnostics.append(
        Diagnostic(
          .documentUnreadable, "not a well-formed XML document: \(failure.message)",
          at: failure.span))
      return result
    case .success(let element):
      root = element
    }
    guard root.name == "document" else {
      result.diagnostics.append(
        Diagnostic(
          .documentUnreadable,
          "not an Interface Builder document: the root element is <\(root.name)>, not <document>",
          at: root.tagSpan))
      return result
    }
    let type = root["type"] ?? ""
    guard type.contains("CocoaTouch") else {
      let what = type.contains("Cocoa") ? "a macOS (AppKit) document" : "not an iOS document"
      result.diagnostics.append(
        Diagnostic(
          .documentUnreadable,
          "\(what): Strut lays out UIKit (iOS) storyboards and xibs only", at: root.tagSpan,
          help: "the document's type is '\(type)'"))
      return result
    }
    var reader = SceneReader(document: file, root: root, requestedDevices: devices)
    result.scenes = reader.scenes()
    result.diagnostics = reader.diagnostics
    return result
  }
}
