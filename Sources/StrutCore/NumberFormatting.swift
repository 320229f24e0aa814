/// The largest magnitude any number of a layout may have (in the file, in `-D`, in `:set`),
/// so that frames stay meaningful.
public let largestNumber = 1e8

/// The message for a number beyond `largestNumber`.
public let numberOutOfRangeMessage =
  "number is out of range; use a value between -\(formatNumber(largestNumber)) and \(formatNumber(largestNumber))"

/// A number as a person writes it: `20`, `0.5`, `-3.25`; never `-0`.
public func formatNumber(_ value: Double, decimals: Int = 6) -> String {
  var digits: [UInt8] = []
  if appendFixedPoint(value, decimals: decimals, to: &digits) {
    return String(decoding: digits, as: UTF8.self)
  }
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  var text = String((value * scale).rounded() / scale)
  if text.contains("e") { return text }
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

/// `formatNumber(value, decimals:)`, written at the end of `text` without making a string
/// for it: the REPL's report of a change formats eight numbers per frame that moved.
public func appendNumber(_ value: Double, decimals: Int = 6, to text: inout [UInt8]) {
  if !appendFixedPoint(value, decimals: decimals, to: &text) {
    text += formatNumber(value, decimals: decimals).utf8
  }
}

/// Writes `value` rounded to `decimals` places when it is zero, a whole number below 10^15,
/// or, with at most six decimals, between a thousandth and a billion: then the shortest text
/// that reads back as the rounded value is its decimal digits, written from the integer count
/// of its smallest unit without going through `String(Double)`. False (nothing written) for
/// anything else, which `formatNumber` writes through `String(Double)`.
private func appendFixedPoint(_ value: Double, decimals: Int, to text: inout [UInt8]) -> Bool {
  guard value.isFinite, decimals >= 0, decimals <= 15 else { return false }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  if rounded == 0 {
    text.append(UInt8(ascii: "0"))
    return true
  }
  let magnitude = abs(rounded)
  let isWhole = rounded == rounded.rounded()
  guard isWhole ? magnitude < 1e15 : (decimals <= 6 && magnitude >= 0.001 && magnitude < 1e9)
  else { return false }
  func appendDigits(_ number: Int, width: Int = 0) {
    var count = 1
    var power = 10
    while count < 19, number >= power {
      count += 1
      power *= 10
    }
    count = max(count, width)
    // Room first, then the digits from the last one back.
    let end = text.count + count
    text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
    var rest = number
    var index = end - 1
    while rest > 0 {
      text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
      rest /= 10
      index -= 1
    }
  }
  if rounded < 0 { text.append(UInt8(ascii: "-")) }
  if isWhole {
    appendDigits(Int(magnitude))
    return true
  }
  var unit = 1
  for _ in 0..<decimals { unit *= 10 }
  let units = Int((magnitude * scale).rounded())
  var fraction = units % unit
  var digits = decimals
  while digits > 0, fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  appendDigits(units / unit)
  if digits > 0 {
    text.append(UInt8(ascii: "."))
    appendDigits(fraction, width: digits)
  }
  return true
}
