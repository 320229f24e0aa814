import Foundation

/// JSON-RPC 2.0 messages framed as the Language Server Protocol frames them: a header
/// (`Content-Length: N`, other header lines ignored), an empty line, then N bytes of JSON.
public enum JSONRPC {
  /// A message as JSON, an object.
  public typealias Message = [String: Any]

  /// The most a message may be: anything larger is refused, not read into memory.
  public static let maximumLength = 64 * 1024 * 1024

  public enum ReadError: Error, Equatable {
    /// The stream ended (between messages: a clean end).
    case endOfInput
    /// A header without a usable `Content-Length`, or a body that is not a JSON object.
    case malformed(String)
  }

  /// Reads framed messages from a file descriptor (standard input by default).
  public final class Reader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var position = 0

    public init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    /// The next message. Throws `.endOfInput` when the stream ends, `.malformed` when a
    /// header or body cannot be read (the reader skips that message).
    public func next() throws(ReadError) -> Message {
      var length: Int?
      while true {
        guard let line = try readLine() else { throw .endOfInput }
        if line.isEmpty { break }
        let parts = line.split(separator: ":", maxSplits: 1)
        if parts.count == 2,
          parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length"
        {
          length = Int(parts[1].trimmingCharacters(in: .whitespaces))
        }
      }
      guard let length, length >= 0, length <= JSONRPC.maximumLength else {
        throw .malformed("a header without a valid Content-Length")
      }
      let body = try read(count: length)
      guard let object = try? JSONSerialization.jsonObject(with: Data(body)),
        let message = object as? Message
      else {
        throw .malformed("a body that is not a JSON object")
      }
      return message
    }

    /// One header line, without its CR LF; nil at the end of input before any byte.
    private func readLine() throws(ReadError) -> String? {
      var line: [UInt8] = []
      while true {
        guard let byte = try nextByte() else {
          if line.isEmpty { return nil }
          throw .endOfInput
        }
        if byte == UInt8(ascii: "\n") { break }
        line.append(byte)
        if line.count > 8192 { throw .malformed("a header line longer than 8 KiB") }
      }
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      return String(decoding: line, as: UTF8.self)
    }

    private func read(count: Int) throws(ReadError) -> [UInt8] {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(count)
      while bytes.count < count {
        if position < buffer.count {
          let take = min(count - bytes.count, buffer.count - position)
          bytes.append(contentsOf: buffer[position..<(position + take)])
          position += take
        } else if try !fill() {
          throw .endOfInput
        }
      }
      return bytes
    }

    private func nextByte() throws(ReadError) -> UInt8? {
      if position >= buffer.count, try !fill() { return nil }
      let byte = buffer[position]
      position += 1
      return byte
    }

    /// Reads more input; false at its end.
    private func fill() throws(ReadError) -> Bool {
      var chunk = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = chunk.withUnsafeMutableBytes {
          Foundation.read(descriptor, $0.baseAddress, $0.count)
        }
        if count > 0 {
          buffer = Array(chunk[0..<count])
          position = 0
          return true
        }
        if count < 0 && errno == EINTR { continue }
        return false
      }
    }
  }

  /// A message as framed bytes.
  public static func frame(_ message: Message) -> [UInt8] {
    let body =
      (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]))
      ?? Data("{}".utf8)
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
  }
}
