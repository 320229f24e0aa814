import StrutCore

extension CheckedProgram {
  /// A constraint as a person reads it, for messages: the statement as written, or for one
  /// made from VFL the anchors it relates (`b.top == a.bottom + 8 @750`).
  public func text(of constraint: CheckedConstraint) -> String {
    switch constraint.origin {
    case .statement(let span): return file.text(span)
    case .stackView(let generated):
      // Named as UIKit's console names it: the identifier, then the constraint.
      return "\(generated.identifier): "
        + describe(constraint.form, constraint.relation, priority: constraint.priority)
    case .visualFormat, .uikit:
      return describe(constraint.form, constraint.relation, priority: constraint.priority)
    }
  }

  /// `form ⋈ 0` written as `positive terms ⋈ negative terms + constant`.
  public func describe(_ form: LinearForm, _ relation: Relation, priority: Double) -> String {
    var relation = relation
    var form = form
    if !form.terms.contains(where: { $0.coefficient > 0 }) {
      form = form * -1
      relation = relation.mirrored
    }
    var left = LinearForm()
    var right = LinearForm(constant: -form.constant)
    for term in form.terms {
      if term.coefficient > 0 {
        left.add(term.atom, term.coefficient)
      } else {
        right.add(term.atom, -term.coefficient)
      }
    }
    let suffix = priority == 1000 ? "" : " @\(formatNumber(priority))"
    return "\(side(left)) \(relation.rawValue) \(side(right))\(suffix)"
  }

  private func side(_ form: LinearForm) -> String {
    var text = ""
    func append(_ value: Double, _ name: String?) {
      let magnitude = name == nil || abs(value) != 1 ? formatNumber(abs(value)) : ""
      let term = [magnitude, name ?? ""].filter { !$0.isEmpty }.joined(separator: " * ")
      if text.isEmpty {
        text = (value < 0 ? "-" : "") + term
      } else {
        text += (value < 0 ? " - " : " + ") + term
      }
    }
    for term in form.terms {
      switch term.atom {
      case .anchor(let anchor):
        let guide =
          switch anchor.space {
          case .frame: ""
          case .content: "contentGuide."
          case .frameGuide: "frameGuide."
          case .contentMargins, .margins: "margins."
          case .safeArea: "safeArea."
          }
        append(term.coefficient, "\(views[anchor.view].name).\(guide)\(anchor.attribute.rawValue)")
      case .variable(let index):
        append(term.coefficient, variables[index])
      }
    }
    if form.constant != 0 || text.isEmpty { append(form.constant, nil) }
    return text
  }
}
