import Testing

@testable import StrutModel

@Suite("Property keys")
struct PropertyKeyTests {
  @Test("every property a kind lists is a key that kind takes, and no other")
  func kindsTakeTheirListedKeys() {
    for kind in ViewKind.all {
      let listed = Set(kind.properties)
      for key in PropertyKey.allCases {
        #expect(kind.takes(key) == listed.contains(key.spelling), "\(kind.name) \(key.spelling)")
      }
      for spelling in kind.properties {
        #expect(PropertyKey(spelling: spelling) != nil, "\(kind.name) lists '\(spelling)'")
      }
    }
  }

  @Test("keys read back from their spellings; unknown words are no key")
  func spellings() {
    for key in PropertyKey.allCases { #expect(PropertyKey(spelling: key.spelling) == key) }
    #expect(PropertyKey.huggingV.spelling == "hugging.v")
    #expect(PropertyKey.marginTrailing.spelling == "margin.trailing")
    #expect(PropertyKey(spelling: "colour") == nil)
    #expect(PropertyKey(spelling: "Font") == nil)
    // A kind's mask has room for every key.
    #expect(PropertyKey.allCases.count <= 64)
  }
}
