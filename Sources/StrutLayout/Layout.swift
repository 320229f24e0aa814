import StrutSyntax

public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// One view's solved frame.
public struct ViewFrame: Sendable {
  public var name: String
  public var kind: ViewKind
  public var parent: String?
  /// Depth in the hierarchy; root is 0.
  public var depth: Int
  /// In the parent's coordinates (a scroll view's children: in its content coordinates).
  public var frame: Rect
  /// In the root's coordinates.
  public var absolute: Rect
  /// A scroll view's content size.
  public var contentSize: (width: Double, height: Double)?
  /// Attributes the constraints leave undetermined: x, y, width, height, contentWidth, contentHeight.
  public var ambiguous: [String]

}

/// The layout of a program on one screen.
public struct ScreenLayout: Sendable {
  public var name: String
  public var width: Double
  public var height: Double
  /// UIKit's size classes for the screen, which `when compact` and the like test.
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  public var views: [ViewFrame]
  public var variables: [(name: String, value: Double)]
  /// Conflicts and ambiguities found on this screen.
  public var diagnostics: [Diagnostic]
}

/// The whole pipeline for one file: parse, check, and lay out on every screen.
public struct LayoutRun: Sendable {
  /// How far to go.
  public enum Depth: Sendable {
    /// Parse and check only.
    case check
    /// Also add every screen's constraints to a solver, to find required ones that conflict
    /// (no optimisation, no ambiguity analysis; the screens' frames are not computed).
    case conflicts
    /// Lay out every screen: frames, content sizes, ambiguity.
    case layout
  }

  public var file: SourceFile
  /// Syntax and checking diagnostics (independent of the screen).
  public var diagnostics: [Diagnostic]
  /// One layout per screen; empty when the file has errors.
  public var screens: [ScreenLayout]

  public var hasErrors: Bool { diagnostics.contains { $0.isError } }

  public init(file: SourceFile, overrides: [String: Double] = [:], depth: Depth = .layout) {
    self.file = file
    let (program, syntaxDiagnostics) = Parser.parse(file)
    let (checked, checkDiagnostics) = Checker.check(program, file: file, overrides: overrides)
    // In file order, so a reader meets them as they read the file.
    diagnostics = (syntaxDiagnostics + checkDiagnostics).enumerated()
      .sorted { ($0.element.span.start, $0.offset) < ($1.element.span.start, $1.offset) }
      .map(\.element)
    screens = []
    guard depth != .check, !diagnostics.contains(where: \.isError) else { return }
    screens = checked.screens.map { screen in
      var compiler = ScreenCompiler(program: checked, screen: screen)
      return depth == .conflicts ? compiler.conflicts() : compiler.layout()
    }
  }
}
