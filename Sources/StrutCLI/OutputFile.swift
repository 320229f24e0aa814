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
    let writer = try Writer(path)
    try writer.append(bytes)
    try writer.commit()
  }

  /// A file being written piece by piece (a sweep's report, step by step). Nothing is
  /// replaced until `commit`; a writer dropped before that leaves the old file as it was.
  final class Writer {
    private let descriptor: Int32
    /// The path messages name.
    private let target: String
    /// The temporary file renamed over `target` on commit; nil when written in place.
    private let temporary: String?
    private var isDone = false

    init(_ path: String) throws {
      var info = stat()
      guard stat(path, &info) == 0 else {
        guard errno == ENOENT else { throw failure(path) }
        // A new file (or a dangling link: write where it points).
        target = resolving(path)
        (descriptor, temporary) = try OutputFile.temporaryFile(beside: target, keeping: nil)
        return
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        target = resolving(path)
        (descriptor, temporary) = try OutputFile.temporaryFile(beside: target, keeping: info)
      case S_IFDIR:
        throw CommandError("cannot write '\(path)': it is a directory")
      default:
        target = path
        temporary = nil
        descriptor = open(path, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(path) }
      }
    }

    func append(_ bytes: [UInt8]) throws {
      do {
        try writeAll(bytes, to: descriptor, naming: target)
      } catch is BrokenPipe {
        throw CommandError("cannot write '\(target)': nothing is reading it")
      }
    }

    /// Flushes the bytes and puts them in place: renames the temporary file over the target.
    func commit() throws {
      guard !isDone else { return }
      isDone = true
      guard let temporary else {
        guard close(descriptor) == 0 else { throw failure(target) }
        return
      }
      guard fsync(descriptor) == 0 else {
        let error = failure(target)  // before close and unlink change errno
        close(descriptor)
        unlink(temporary)
        throw error
      }
      guard close(descriptor) == 0, rename(temporary, target) == 0 else {
        let error = failure(target)
        unlink(temporary)
        throw error
      }
    }

    deinit {
      guard !isDone else { return }
      close(descriptor)
      if let temporary { unlink(temporary) }
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

  /// A temporary file beside `target` with the old file's mode (and owner, where the process
  /// may set it), or the umask's mode for a new file.
  private static func temporaryFile(beside target: String, keeping old: stat?) throws -> (
    Int32, String
  ) {
    let directory = (target as NSString).deletingLastPathComponent
    let folder = directory.isEmpty ? "." : directory
    var template = Array((folder + "/.strut-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { throw failure(target) }
    if let old {
      fchmod(descriptor, old.st_mode & 0o7777)
      _ = fchown(descriptor, old.st_uid, old.st_gid)  // allowed only to root or the owner
    } else {
      // mkstemp creates 0600; a new file gets what the umask allows, as any tool's would.
      let mask = umask(0)
      umask(mask)
      fchmod(descriptor, 0o666 & ~mask)
    }
    return (
      descriptor,
      String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    )
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

  fileprivate static func failure(_ path: String) -> CommandError {
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

  /// True once nothing more can be written to standard output.
  var hasEnded: Bool { isOutputClosed || outputProblem != nil }

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
