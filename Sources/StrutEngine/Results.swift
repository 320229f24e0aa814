import StrutCheck
import StrutCore
import StrutModel
import StrutSolver
import StrutSyntax

/// A value of a laid-out view that reports show and `--why` explains: its frame (in the
/// parent's coordinates), edges and centers, baselines, and a scroll view's content size.
public enum FrameAttribute: String, Hashable, Sendable, CaseIterable {
  case x, y, width, height, left, right, top, bottom, leading, trailing, centerX, centerY
  case firstBaseline, lastBaseline, contentWidth, contentHeight

  /// True for a scroll view's content size, which only scroll views have.
  public var isContentSize: Bool { self == .contentWidth || self == .contentHeight }
}

/// How a label's text is laid out in its frame: the lines it breaks into at the width it
/// got (wrapping when it wraps), in its font.
public struct TextLayout: Hashable, Sendable {
  public var lines: [String]
  public var fontSize: Double
  /// The distance from one line's top to the next's (`TextMetrics.lineHeight`).
  public var lineHeight: Double

  public init(lines: [String], fontSize: Double) {
    self.lines = lines
    self.fontSize = fontSize
    lineHeight = TextMetrics.lineHeight(fontSize: fontSize)
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
  public var contentSize: Size?
  /// What the constraints leave undetermined, of x, y, width, height, contentWidth and
  /// contentHeight.
  public var ambiguous: [FrameAttribute]
  /// A label's text as laid out in its frame.
  public var textLayout: TextLayout? = nil
  /// A scroll view's content area in the root's coordinates (moved by its content offset).
  public var contentArea: Rect? = nil
  /// The engine's exact frame when `frame` is snapped to a device's pixel grid (a screen
  /// from the device table); nil when the frame is exact.
  public var exactFrame: Rect? = nil
  /// `hidden: true`: the view keeps its frame (in a stack, one of zero length) but is not
  /// drawn, and neither are its subviews.
  public var isHidden = false
  /// How far the frame reaches beyond the alignment rect that constraints hold (a switch's,
  /// a slider's, a symbol image's); zero for most views.
  public var alignmentInsets = EdgeInsets.zero
}

/// `--why VIEW.ATTRIBUTE`: a value to explain, as the user wrote it.
public struct WhyQuery: Hashable, Sendable {
  public var view: String
  public var attribute: String

  public init(view: String, attribute: String) {
    self.view = view
    self.attribute = attribute
  }

  /// `title.y`, `list.contentHeight`; nil when it is not VIEW.ATTRIBUTE.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    self.init(view: String(parts[0]), attribute: String(parts[1]))
  }

  /// The attribute names a query can use.
  public static var attributes: [String] { FrameAttribute.allCases.map(\.rawValue) }

  /// Why a query cannot be answered; `WhyReport.describe` words it.
  public enum Problem: Error, Hashable, Sendable {
    case noView(String, suggestion: Suggestion?)
    case notAnAttribute(String, suggestion: Suggestion?)
    case notAScrollView(String)
    /// The REPL's session holds no layout yet.
    case nothingLaidOut
  }
}

/// The answer to a `WhyQuery` on one screen.
public struct WhyAnswer: Sendable {
  public struct Reason: Sendable {
    /// Where the constraint was written (nil for the screen's own size without a `screen` line).
    public var span: SourceSpan?
    public var text: String
    public var priority: Double
  }
  public var view: String
  public var attribute: FrameAttribute
  public var value: Double
  /// False when the constraints leave the value free (it is ambiguous).
  public var isDetermined: Bool
  /// The constraints that hold it where it is, in the order they were written.
  public var reasons: [Reason]
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
  /// The root's safe-area insets.
  public var safeArea = EdgeInsets.zero
  /// The display's scale when the screen is a device from the table (`screen "iPhone 15"`).
  public var scale: Double? = nil
  /// Views named by a required constraint that had to be broken.
  public var brokenViews: [String] = []
  /// Answers to the run's `--why` queries.
  public var answers: [WhyAnswer] = []
  /// With `exerciseAmbiguity`: another layout that satisfies every constraint exactly as
  /// well (nil when the layout is not ambiguous), like UIKit's `exerciseAmbiguityInLayout()`.
  public var alternative: [ViewFrame]?
}

/// What the pipeline made of one file: its diagnostics and one layout per screen
/// (`Pipeline.run`).
public struct LayoutRun: Sendable {
  public var file: SourceFile
  /// Syntax and checking diagnostics (independent of the screen), in file order.
  public var diagnostics: [Diagnostic]
  /// The checked program; nil when the file has errors.
  public var program: CheckedProgram?
  /// One layout per screen; empty when the file has errors or the run stopped at checking.
  public var screens: [ScreenLayout] = []
  /// Why some `--why` queries cannot be answered (then no screen is laid out).
  public var queryProblems: [WhyQuery.Problem] = []
  /// With `Options.indexesNames`: where every name is declared and used, and the views the
  /// file declares (name, kind, declaration, parent's index) — kept when the file has errors,
  /// as far as the checker got, so that an editor can still navigate.
  public var names = NameIndex()
  public var views: [(name: String, kind: ViewKind, span: SourceSpan, parent: Int?)] = []

  public var hasErrors: Bool { diagnostics.contains { $0.isError } }

  /// What the screens found (required constraints that conflict, ambiguity), each once, naming the
  /// screens it happens on when the file has more than one.
  public var screenDiagnostics: [Diagnostic] {
    var result: [Diagnostic] = []
    var screensOf: [[String]] = []
    // A layout can have hundreds of thousands: no linear search. Found by where they point
    // and what they are (cheap to hash, where hashing whole messages and notes was 4% of
    // checking a large file), then compared whole.
    struct Place: Hashable {
      var id: DiagnosticID
      var span: SourceSpan
    }
    var positions: [Place: [Int]] = [:]
    for screen in screens {
      for diagnostic in screen.diagnostics {
        let place = Place(id: diagnostic.id, span: diagnostic.span)
        if let index = positions[place]?.first(where: { result[$0] == diagnostic }) {
          screensOf[index].append(screen.name)
        } else {
          positions[place, default: []].append(result.count)
          result.append(diagnostic)
          screensOf.append([screen.name])
        }
      }
    }
    guard screens.count > 1 else { return result }
    for index in result.indices {
      let names = screensOf[index].map { "'\($0)'" }.joined(separator: ", ")
      let prefix =
        screensOf[index].count == screens.count
        ? "on every screen"
        : screensOf[index].count == 1 ? "on screen \(names)" : "on screens \(names)"
      result[index].message = prefix + ": " + result[index].message
    }
    return result
  }
}

extension ScreenLayout {
  /// The views not shown on the device: hidden ones and every view inside one.
  public var hiddenViews: Set<String> {
    var hidden = Set<String>()
    // Views come parents first.
    for view in views where view.isHidden || view.parent.map(hidden.contains) == true {
      hidden.insert(view.name)
    }
    return hidden
  }
}
