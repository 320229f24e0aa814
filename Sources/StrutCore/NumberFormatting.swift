/// The largest magnitude any number of a layout may have (in the file, in `-D`, in `:set`),
/// so that frames stay meaningful.
public let largestNumber = 1e8

/// The message for a number beyond `largestNumber`.
public let numberOutOfRangeMessage =
  "number is out of range; use a value between -\(formatNumber(largestNumber)) and \(formatNumber(largestNumber))"

/// A number as a person writes it: `20`, `0.5`, `-3.25`; never `-0`.
public func formatNumber(_ value: Double, decimals: Int = 6) -> String {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: numberTextLimit) { buffer in
    guard let start = buffer.baseAddress,
      let count = writeFixedPoint(value, decimals: decimals, to: start)
    else { return formatThroughDescription(value, decimals: decimals) }
    return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }
}

/// `formatNumber` for what `writeFixedPoint` leaves: through `String(Double)`.
private func formatThroughDescription(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  var text = String((value * scale).rounded() / scale)
  if text.contains("e") { return text }
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

/// The most bytes `writeNumber` writes: `String(Double)` is at most 24 (`-2.2250738585072014e-308`),
/// and the fixed-point form at most 18 (a sign and 15 digits, or 9 digits, a point and 6).
public let numberTextLimit = 32

/// `formatNumber(value, decimals:)` written at `output`, which has room for
/// `numberTextLimit` bytes; returns how many it wrote. For reports that write many numbers
/// into one buffer (the REPL's report of a change writes eight per frame that moved).
public func writeNumber(
  _ value: Double, decimals: Int = 6, to output: UnsafeMutablePointer<UInt8>
) -> Int {
  if let count = writeFixedPoint(value, decimals: decimals, to: output) { return count }
  var count = 0
  for byte in formatThroughDescription(value, decimals: decimals).utf8.prefix(numberTextLimit) {
    output[count] = byte
    count += 1
  }
  return count
}

/// `formatNumber(value, decimals:)`, written at the end of `text` without making a string
/// for it.
public func appendNumber(_ value: Double, decimals: Int = 6, to text: inout [UInt8]) {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: numberTextLimit) { buffer in
    guard let start = buffer.baseAddress else { return }
    let count = writeNumber(value, decimals: decimals, to: start)
    text.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
  }
}

/// Writes `value` rounded to `decimals` places when it is zero, a whole number below 10^15,
/// or, with at most six decimals, between a thousandth and a billion: then the shortest text
/// that reads back as the rounded value is its decimal digits, written from the integer count
/// of its smallest unit without going through `String(Double)`. Returns the bytes written
/// (at most 18), or nil (nothing written) for anything else, which `formatNumber` writes
/// through `String(Double)`.
private func writeFixedPoint(
  _ value: Double, decimals: Int, to output: UnsafeMutablePointer<UInt8>
) -> Int? {
  guard value.isFinite, decimals >= 0, decimals <= 15 else { return nil }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  if rounded == 0 {
    output[0] = UInt8(ascii: "0")
    return 1
  }
  let magnitude = abs(rounded)
  let isWhole = rounded == rounded.rounded()
  guard isWhole ? magnitude < 1e15 : (decimals <= 6 && magnitude >= 0.001 && magnitude < 1e9)
  else { return nil }
  var count = 0
  // The digits of a non-negative number, at least `width` of them, written at `count`.
  func writeDigits(_ number: Int, width: Int = 0) {
    var length = 1
    var power = 10
    while length < 18, number >= power {
      length += 1
      power *= 10
    }
    length = max(length, width)
    var rest = number
    var index = count + length
    while index > count {
      index -= 1
      output[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    count += length
  }
  if rounded < 0 {
    output[0] = UInt8(ascii: "-")
    count = 1
  }
  if isWhole {
    writeDigits(Int(magnitude))
    return count
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
  writeDigits(units / unit)
  if digits > 0 {
    output[count] = UInt8(ascii: ".")
    count += 1
    writeDigits(fraction, width: digits)
  }
  return count
}

/// An iOS display's scale, as a screen line writes it: `@2x`.
public enum DisplayScale {
  /// The scales of iOS displays: @1x, @2x and @3x.
  public static func isValid(_ scale: Double) -> Bool { scale == 1 || scale == 2 || scale == 3 }

  /// The option a screen line or a report's heading ends with (` @2x`); nothing for nil.
  public static func suffix(_ scale: Double?) -> String {
    scale.map { " @\(formatNumber($0))x" } ?? ""
  }
}
