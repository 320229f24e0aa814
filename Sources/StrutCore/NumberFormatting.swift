/// The largest magnitude any number of a layout may have (in the file, in `-D`, in `:set`),
/// so that frames stay meaningful.
public let largestNumber = 1e8

/// The message for a number beyond `largestNumber`.
public let numberOutOfRangeMessage =
  "number is out of range; use a value between -\(formatNumber(largestNumber)) and \(formatNumber(largestNumber))"

/// A number as a person writes it: `20`, `0.5`, `-3.25`; never `-0`.
public func formatNumber(_ value: Double, decimals: Int = 6) -> String {
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
