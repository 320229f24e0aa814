import StrutCore

/// A name as written, with its span and (when the parser read it) its interned symbol.
public struct Name: Hashable, Sendable {
  public var text: String
  public var span: SourceSpan
  /// The name's index in the program's `SymbolTable`, or -1 for a name made elsewhere.
  public var symbol: Int32

  public init(_ text: String, _ span: SourceSpan, symbol: Int32 = -1) {
    self.text = text
    self.span = span
    self.symbol = symbol
  }

  /// Names are equal when they read the same at the same place, however they were made.
  public static func == (lhs: Name, rhs: Name) -> Bool {
    lhs.text == rhs.text && lhs.span == rhs.span
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(span)
  }
}

/// A whole `.layout` file.
public struct Program: Sendable {
  public var statements: [Statement]
  /// Every identifier the parser read; `Name.symbol` indexes it.
  public var symbols: SymbolTable
  /// What the parser counted as it read the statements: view declarations, and the most
  /// constraints the constraint statements and VFL lines can make. The checker allocates its
  /// arrays by them; they are a hint, not a promise (a program changed since stays right,
  /// its arrays grow).
  public var counts: (views: Int, constraints: Int) = (0, 0)

  public init(statements: [Statement], symbols: SymbolTable = SymbolTable()) {
    self.statements = statements
    self.symbols = symbols
  }
}

/// Each case is boxed: a statement is one pointer, and copying one is one retain.
public indirect enum Statement: Hashable, Sendable {
  case metric(MetricDeclaration)  // let margin = 20
  case variable(VariableDeclaration)  // var gutter
  case screen(ScreenDeclaration)  // screen "iPhone 15" 393 x 852 safe(top: 59)
  case view(ViewDeclaration)  // label title "Hello" (font: 17) { ... }
  case constraint(ConstraintStatement)  // gap: title.leading == avatar.trailing + 8 @998
  case visualFormat(VisualFormatLine)  // H:|-margin-[avatar]-|
  case when(WhenBlock)  // when root.height < 630 { ... }

  public var span: SourceSpan {
    switch self {
    case .metric(let node): node.span
    case .variable(let node): node.span
    case .screen(let node): node.span
    case .view(let node): node.span
    case .constraint(let node): node.span
    case .visualFormat(let node): node.span
    case .when(let node): node.span
    }
  }
}

/// `when CONDITION { statements }`: statements that apply only on screens where the
/// condition holds.
public struct WhenBlock: Hashable, Sendable {
  public var keywordSpan: SourceSpan
  public var condition: Condition
  public var body: [Statement]
  public var span: SourceSpan
}

/// A condition on the screen and the metrics: `root.height < 630 and not compact`.
public enum Condition: Hashable, Sendable {
  /// A bare name: a screen trait (`compact`, `rtl`, …) or a metric (true when not 0).
  case name(Name)
  indirect case comparison(LinearExpression, ComparisonOperator, LinearExpression, span: SourceSpan)
  indirect case not(Condition, span: SourceSpan)
  indirect case and(Condition, Condition, span: SourceSpan)
  indirect case or(Condition, Condition, span: SourceSpan)

  public var span: SourceSpan {
    switch self {
    case .name(let name): name.span
    case .comparison(_, _, _, let span), .not(_, let span), .and(_, _, let span),
      .or(_, _, let span):
      span
    }
  }
}

public struct MetricDeclaration: Hashable, Sendable {
  public var name: Name
  public var value: LinearExpression
  public var span: SourceSpan
}

public struct VariableDeclaration: Hashable, Sendable {
  public var name: Name
  public var span: SourceSpan
}

public struct ScreenDeclaration: Hashable, Sendable {
  public var title: Name?
  /// The size in points; none when the title names a device (`screen "iPhone 15"`).
  public var width: NumberLiteral?
  public var height: NumberLiteral?
  /// `safe(top: 59, bottom: 34)`: insets by edge name.
  public var safeArea: [Property]
  /// `margins(leading: 16, trailing: 16)`: the root's layout margins by edge name.
  public var rootMargins: [Property] = []
  /// Words after the size, such as `rtl`.
  public var traits: [Name]
  /// `@2x`: the display's scale, for a screen given a size (a device has its own).
  public var scale: NumberLiteral? = nil
  public var span: SourceSpan
}

public struct NumberLiteral: Hashable, Sendable {
  public var value: Double
  public var span: SourceSpan
}

public struct ViewDeclaration: Hashable, Sendable {
  /// The word that says what it is (`view`, `label`); the checker looks it up among the
  /// model's kinds.
  public var kind: Name
  public var name: Name
  /// A label's text, written as a string after the name.
  public var text: StringLiteral?
  public var properties: [Property]
  /// Statements inside the braces: children, constraints and VFL lines.
  public var body: [Statement]
  public var span: SourceSpan
}

public struct StringLiteral: Hashable, Sendable {
  public var value: String
  public var span: SourceSpan
}

/// `key: value` inside a declaration's parentheses. Keys may be dotted: `hugging.h`.
public struct Property: Hashable, Sendable {
  public var key: Name
  public var value: PropertyValue
  public var span: SourceSpan
}

/// One side of a size: a number or a metric.
public enum Dimension: Hashable, Sendable {
  case number(NumberLiteral)
  case metric(Name)

  public var span: SourceSpan {
    switch self {
    case .number(let number): number.span
    case .metric(let name): name.span
    }
  }
}

public enum PropertyValue: Hashable, Sendable {
  case number(NumberLiteral)
  /// `W x H`, where either may be `none` (nil) or a metric.
  case size(width: Dimension?, height: Dimension?, span: SourceSpan)
  case word(Name)
  case string(StringLiteral)

  public var span: SourceSpan {
    switch self {
    case .number(let number): number.span
    case .size(_, _, let span): span
    case .word(let name): name.span
    case .string(let string): string.span
    }
  }
}

/// `[label:] lhs relation rhs [@priority]`
public struct ConstraintStatement: Hashable, Sendable {
  public var label: Name?
  public var lhs: LinearExpression
  public var relation: Relation
  public var relationSpan: SourceSpan
  public var rhs: LinearExpression
  /// `inset 20` or `inset(top: 8, leading: 16)`, on compound edge anchors only.
  public var inset: InsetClause?
  public var priority: PriorityClause?
  public var span: SourceSpan
}

/// Insets of a compound edge constraint: one for every edge, or some by edge name.
public struct InsetClause: Hashable, Sendable {
  public enum Value: Hashable, Sendable {
    case uniform(LinearExpression)
    case perEdge([(edge: Name, value: LinearExpression)])

    public static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.uniform(let a), .uniform(let b)): a == b
      case (.perEdge(let a), .perEdge(let b)):
        a.count == b.count && zip(a, b).allSatisfy { $0.edge == $1.edge && $0.value == $1.value }
      default: false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .uniform(let value): hasher.combine(value)
      case .perEdge(let entries):
        for entry in entries {
          hasher.combine(entry.edge)
          hasher.combine(entry.value)
        }
      }
    }
  }
  public var value: Value
  public var span: SourceSpan
}

/// `@750`, `@high`, `@metric`.
public struct PriorityClause: Hashable, Sendable {
  public enum Value: Hashable, Sendable {
    case number(Double)
    case name(Name)
  }
  public var value: Value
  public var span: SourceSpan
}

/// An arithmetic expression over anchors, metrics, variables and numbers.
/// Only the recursive cases are boxed: a number or a path is stored inline.
public enum LinearExpression: Hashable, Sendable {
  case number(NumberLiteral)
  /// A dotted path: `title.leading`, `list.contentGuide.top`, `margin`, `gutter`.
  case path([Name], span: SourceSpan)
  indirect case negate(LinearExpression, span: SourceSpan)
  indirect case binary(BinaryOperator, LinearExpression, LinearExpression, span: SourceSpan)

  public var span: SourceSpan {
    switch self {
    case .number(let number): number.span
    case .path(_, let span), .negate(_, let span), .binary(_, _, _, let span): span
    }
  }
}

// MARK: Visual Format Language

/// `H:|-20-[first(50)]-(>=40)-[bottom]-20-|`
public struct VisualFormatLine: Hashable, Sendable {
  public enum Orientation: String, Hashable, Sendable { case horizontal = "H", vertical = "V" }
  public var orientation: Orientation
  public var leadingSuperview: VisualFormatConnection?
  /// Views, each with the connection that follows it (nil after the last view).
  public var views: [VisualFormatView]
  public var connections: [VisualFormatConnection]
  public var trailingSuperview: VisualFormatConnection?
  /// Apple's format options by name: `alignAllTop`, `directionRightToLeft`, …
  public var options: [Name]
  public var span: SourceSpan
}

extension VisualFormatLine {
  /// The most constraints the line can make: one per predicate (one for a connection
  /// without any), and one per view aligned with the one before it by a format option.
  public var mostConstraints: Int {
    func count(_ connection: VisualFormatConnection?) -> Int {
      guard let connection else { return 0 }
      if case .predicates(let predicates) = connection.kind { return predicates.count }
      return 1
    }
    var total = count(leadingSuperview) + count(trailingSuperview)
    for connection in connections { total += count(connection) }
    for view in views { total += view.predicates.count }
    return total + options.count * max(0, views.count - 1)
  }
}

/// `[name(predicates)]`
public struct VisualFormatView: Hashable, Sendable {
  public var name: Name
  public var predicates: [VisualFormatPredicate]
  public var span: SourceSpan
}

/// The space between two items: flush (`][`), standard (`-`), or predicates (`-20-`, `-(>=8)-`).
public struct VisualFormatConnection: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case flush, standard
    case predicates([VisualFormatPredicate])
  }
  public var kind: Kind
  public var span: SourceSpan
}

/// `>=70@750`, `==button2`, `margin`.
public struct VisualFormatPredicate: Hashable, Sendable {
  public enum Object: Hashable, Sendable {
    case number(Double)
    /// A metric or (for a view's size) another view.
    case name(Name)
  }
  public var relation: Relation
  public var object: Object
  public var priority: PriorityClause?
  public var span: SourceSpan
}
