import Testing

@testable import StrutLayout

@Suite("Checked linear forms")
struct LinearFormTests {
  func anchor(_ view: Int, _ attribute: Attribute) -> Atom {
    .anchor(AnchorReference(view: view, attribute: attribute, space: .frame))
  }

  @Test("ranks follow the names' alphabetical order, so messages name anchors as before")
  func ranks() {
    #expect(Attribute.allCases.sorted { $0.rawValue < $1.rawValue }.map(\.nameRank) == Array(0..<12))
  }

  @Test("sums merge like terms, drop zeros and keep the terms sorted")
  func arithmetic() {
    let a = LinearForm(anchor(2, .top)) + LinearForm(anchor(1, .bottom), 2) + LinearForm(constant: 3)
    let b = LinearForm(anchor(1, .bottom), -2) + LinearForm(.variable(0), 0.5)
    let sum = a + b
    #expect(sum.terms == [Term(atom: anchor(2, .top), coefficient: 1), Term(atom: .variable(0), coefficient: 0.5)])
    #expect(sum.constant == 3)
    #expect((a - a).isConstant)
    #expect((a * 0).terms.isEmpty)
    var built = LinearForm()
    built.add(.variable(0), 0.5)
    built.add(anchor(2, .top), 1)
    built.add(anchor(1, .bottom), 1)
    built.add(anchor(1, .bottom), -1)
    #expect(built.terms == sum.terms)
    #expect(built.coefficient(of: .variable(0)) == 0.5)
  }
}
