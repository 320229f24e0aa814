import StrutCore
import Testing

@testable import StrutModel

@Suite("Checked linear forms")
struct LinearFormTests {
  func anchor(_ view: Int, _ attribute: Attribute) -> Atom {
    .anchor(AnchorReference(view: view, attribute: attribute, space: .frame))
  }

  @Test("ranks follow the names' alphabetical order, so messages name anchors as before")
  func ranks() {
    #expect(
      Attribute.allCases.sorted { $0.rawValue < $1.rawValue }.map(\.nameRank) == Array(0..<12))
  }

  @Test("every anchor's key decodes back to the same anchor")
  func keysRoundTrip() {
    let spaces: [AnchorSpace] = [.content, .contentMargins, .frame, .margins, .safeArea]
    for view in [0, 1, 77] {
      for attribute in Attribute.allCases {
        for space in spaces {
          let atom = Atom.anchor(AnchorReference(view: view, attribute: attribute, space: space))
          #expect(Atom(key: atom.key) == atom)
        }
      }
    }
    #expect(Atom(key: Atom.variable(5).key) == .variable(5))
  }

  @Test("sums merge like terms, drop zeros and keep the terms sorted")
  func arithmetic() {
    let a =
      LinearForm(anchor(2, .top)) + LinearForm(anchor(1, .bottom), 2) + LinearForm(constant: 3)
    let b = LinearForm(anchor(1, .bottom), -2) + LinearForm(.variable(0), 0.5)
    let sum = a + b
    #expect(
      Array(sum.terms) == [
        LinearTerm(atom: anchor(2, .top), coefficient: 1),
        LinearTerm(atom: .variable(0), coefficient: 0.5),
      ])
    #expect(sum.constant == 3)
    #expect((a - a).isConstant)
    #expect((a * 0).terms.isEmpty)
    var built = LinearForm()
    built.add(.variable(0), 0.5)
    built.add(anchor(2, .top), 1)
    built.add(anchor(1, .bottom), 1)
    built.add(anchor(1, .bottom), -1)
    #expect(Array(built.terms) == Array(sum.terms))
    #expect(built.coefficient(of: .variable(0)) == 0.5)
    #expect(built == sum - LinearForm(constant: 3))
  }

  @Test("more than three terms spill over and come back in order")
  func manyTerms() {
    var form = LinearForm()
    for view in [5, 1, 4, 2, 3] { form.add(anchor(view, .width), Double(view)) }
    #expect(form.terms.map(\.coefficient) == [1, 2, 3, 4, 5])
    let half = form * 0.5
    #expect(half.terms.map(\.coefficient) == [0.5, 1, 1.5, 2, 2.5])
    let cancelled = form - LinearForm(anchor(1, .width)) - LinearForm(anchor(2, .width), 2)
    #expect(cancelled.terms.map(\.coefficient) == [3, 4, 5])
    #expect(Atom(key: anchor(7, .lastBaseline).key) == anchor(7, .lastBaseline))
    #expect(Atom(key: Atom.variable(3).key) == .variable(3))
  }

  @Test("a VFL difference is the merged form, to the bit, in either order of keys")
  func differences() {
    let pairs: [(Atom, Atom?)] = [
      (anchor(2, .leading), anchor(1, .trailing)), (anchor(1, .trailing), anchor(2, .leading)),
      (anchor(3, .width), nil), (anchor(4, .top), anchor(4, .top)),
      (anchor(1, .top), .variable(0)),
    ]
    for (later, earlier) in pairs {
      for constant in [0.0, -0.0, 8, -20, 0.5] {
        let merged =
          LinearForm(later)
          - ((earlier.map { LinearForm($0) } ?? LinearForm()) + LinearForm(constant: constant))
        let made = LinearForm(later, minus: earlier, minus: constant)
        #expect(made == merged)
        #expect(made.constant.sign == merged.constant.sign)
        #expect(Array(made.terms) == Array(merged.terms))
      }
    }
  }
}

@Suite("Checked constraints")
struct CheckedConstraintTests {
  @Test("a checked constraint takes 128 bytes: its one-byte fields are stored together")
  func size() {
    // A program holds one per constraint (a 10 MB file about 280,000): the one-byte fields
    // stored between eight-byte ones, and a stack constraint's identifier as a string,
    // took 168.
    #expect(MemoryLayout<CheckedConstraint>.stride == 128)
  }
}
