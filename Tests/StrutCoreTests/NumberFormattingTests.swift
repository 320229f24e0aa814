import StrutCore
import Testing

@Suite("Numbers as a person writes them")
struct NumberFormattingTests {
  /// What `formatNumber` writes, as it wrote it first: the rounded value's shortest text
  /// (`String(Double)`), trailing zeros dropped. The quick path must agree with it exactly.
  func reference(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  @Test("hand-picked values")
  func examples() {
    #expect(formatNumber(20) == "20")
    #expect(formatNumber(0.5) == "0.5")
    #expect(formatNumber(-3.25) == "-3.25")
    #expect(formatNumber(-0.0000001) == "0")
    #expect(formatNumber(1.0 / 3, decimals: 2) == "0.33")
    #expect(formatNumber(2.0 / 3) == "0.666667")
    #expect(formatNumber(0.1 + 0.2) == "0.3")
    #expect(formatNumber(-12.05, decimals: 2) == "-12.05")
    #expect(formatNumber(0.001) == "0.001")
    #expect(formatNumber(0.0005) == "0.0005")
    #expect(formatNumber(13.333334) == "13.333334")
  }

  @Test("the same text as the rounded value's shortest form, on 200,000 values, appended or not")
  func agreesWithShortestForm() {
    for step in 0..<200_000 {
      // Spread over (-1, 1) by the golden ratio's fractional parts: deterministic, and no
      // two steps alike.
      let unit = (Double(step) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1)
      let magnitude = [1e-5, 1e-3, 1, 100, 1e4, 1e6, 1e9, 1e12][step % 8]
      var value = (unit * 2 - 1) * magnitude
      // Also values exactly on a few decimals, as frames are (a third, a half point).
      if step % 3 == 0 { value = (value * 6).rounded() / 6 }
      let decimals = step % 7
      let expected = reference(value, decimals: decimals)
      #expect(
        formatNumber(value, decimals: decimals) == expected, "\(value) with \(decimals) decimals")
      var appended: [UInt8] = Array("x".utf8)
      appendNumber(value, decimals: decimals, to: &appended)
      #expect(appended == Array(("x" + expected).utf8), "\(value) with \(decimals) decimals")
    }
  }
}
