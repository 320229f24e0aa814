import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes what the user asked for (`-o`, `:save`) without damaging anything on the way:
///
/// - a regular file, or a symlink to one, is replaced atomically: the bytes go to a temporary
///   file beside the resolved target, are flushed to disk, take the old file's mode (and its
///   owner, where the process may set it), and the temporary file is renamed over the target,
///   so a reader sees the old file or the new one, never a half, and a symlink stays a link;
/// - anything else that exists (a device such as /dev/null, a FIFO, a socket) is opened and
///   written directly, never replaced;
/// - a directory, or a target that cannot be written, is an error that names it.
enum OutputFile {
  static func write(_ bytes: [UInt8], to path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else {
      guard errno == ENOENT else { throw failure(path) }
      // A new file (or a dangling link: write where it points).
      return try replaceRegularFile(resolving(path), with: bytes, keeping: nil)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: try replaceRegularFile(resolving(path), with: bytes, keeping: info)
    case S_IFDIR: throw CommandError("cannot write '\(path)': it is a directory")
    default: try writeInPlace(bytes, to: path)
    }
  }

  /// The file a path finally names, links followed (the path itself when it does not exist).
  static func resolving(_ path: String) -> String {
    var target = path
    for _ in 0..<40 {  // a loop of links ends here; the write then reports it
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(target, &buffer, buffer.count - 1)
      guard count > 0 else { return target }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let folder = (target as NSString).deletingLastPathComponent
      target = link.hasPrefix("/") || folder.isEmpty ? link : folder + "/" + link
    }
    return target
  }

  /// True when two paths name the same file (the same device and inode).
  static func isSameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
    return first.st_dev == second.st_dev && first.st_ino == second.st_ino
  }

  private static func replaceRegularFile(
    _ target: String, with bytes: [UInt8], keeping old: stat?
  ) throws {
    let directory = (target as NSString).deletingLastPathComponent
    let folder = directory.isEmpty ? "." : directory
    var template = Array((folder + "/.strut-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(target) }
    let temporary = String(cString: template)
    var isDone = false
    defer {
      if !isDone { unlink(temporary) }
    }
    do {
      try writeAll(bytes, to: descriptor, naming: target)
      if let old {
        fchmod(descriptor, old.st_mode & 0o7777)
        _ = fchown(descriptor, old.st_uid, old.st_gid)  // allowed only to root or the owner
      } else {
        // mkstemp creates 0600; a new file gets what the umask allows, as any tool's would.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
      }
      guard fsync(descriptor) == 0 else { throw failure(target) }
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw failure(target) }
    guard rename(temporary, target) == 0 else { throw failure(target) }
    isDone = true
  }

  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_NOCTTY)
    guard descriptor >= 0 else { throw failure(path) }
    defer { close(descriptor) }
    do {
      try writeAll(bytes, to: descriptor, naming: path)
    } catch is BrokenPipe {
      throw CommandError("cannot write '\(path)': nothing is reading it")
    }
  }

  /// Writes every byte, retrying interrupted and partial writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, naming path: String) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { raw in
        systemWrite(descriptor, raw.baseAddress, raw.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EPIPE { throw BrokenPipe() }
        throw failure(path)
      }
      offset += written
    }
  }

  private static func failure(_ path: String) -> CommandError {
    CommandError("cannot write '\(path)': \(String(cString: strerror(errno)))")
  }
}

/// A write to a pipe or FIFO whose reader has gone.
struct BrokenPipe: Error {}

/// write(2), named apart from the many `write`s in scope.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}

/// The process's standard output and error, written with write(2): a write that fails (a
/// full disk) is remembered instead of trapping, and a closed pipe (a reader such as
/// `head -1` that has gone) quietly ends the output.
final class StandardStreams: @unchecked Sendable {
  /// What went wrong writing standard output, worded for one line on standard error.
  private(set) var outputProblem: String?
  private var isOutputClosed = false

  init() {
    // Without this a closed pipe kills the process; with it, write reports EPIPE.
    signal(SIGPIPE, SIG_IGN)
  }

  func writeOutput(_ text: String) {
    guard !isOutputClosed, outputProblem == nil else { return }
    do {
      try OutputFile.writeAll(Array(text.utf8), to: 1, naming: "standard output")
    } catch is BrokenPipe {
      isOutputClosed = true
    } catch {
      outputProblem = (error as? CommandError)?.message ?? "\(error)"
    }
  }

  func writeError(_ text: String) {
    // Nowhere left to report a failure of standard error itself.
    _ = try? OutputFile.writeAll(Array(text.utf8), to: 2, naming: "standard error")
  }
}
