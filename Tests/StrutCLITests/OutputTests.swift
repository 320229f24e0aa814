import Foundation
import Testing

@testable import StrutCLI

/// A fresh folder of its own under the system's temporary folder.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("strut-output-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Runs the built `strut` with standard output opened on `output` (a path, or a pipe whose
/// reader is already closed when `output` is nil) and standard input on `input` (a path);
/// returns its status and standard error.
func spawnStrut(_ arguments: [String], stdout output: String?, stdin input: String? = nil) -> (
  status: Int32, stderr: String
) {
  let strut = packageRoot.appendingPathComponent(".build/debug/strut").path
  let errorPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("strut-stderr-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
  defer { try? FileManager.default.removeItem(atPath: errorPath) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  var pipeEnds: [Int32] = [-1, -1]
  if let output {
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY, 0)
  } else {
    _ = pipe(&pipeEnds)
    close(pipeEnds[0])  // nobody will read: the reader has "gone", as `head -1` does
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
  }
  if let input { posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0) }
  posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  let argv = ([strut] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, strut, &actions, nil, argv, environ) == 0 else { return (-1, "") }
  if output == nil { close(pipeEnds[1]) }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
  return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), stderr)
}

/// Runs `strut` in-process on paths as given (absolute ones included), with the real disk.
func runStrutOnDisk(_ arguments: [String]) -> (
  status: StrutCLI.ExitStatus, stdout: String, stderr: String
) {
  var stdout = ""
  var stderr = ""
  let context = Context(standardOutput: { stdout += $0 }, standardError: { stderr += $0 })
  let status = Strut.main(arguments, context: context)
  return (status, stdout, stderr)
}

@Suite("Outputs: nothing lost, nothing damaged")
struct OutputTests {
  let sample = packageRoot.appendingPathComponent("Samples/banner.layout").path

  @Test("a sweep is written step by step, and stops when its reader has gone")
  func sweepStreams() {
    for format in ["text", "json", "html", "ascii"] {
      var pieces: [String] = []
      var context = Context(standardOutput: { pieces.append($0) }, standardError: { _ in })
      // The reader goes after the second piece (say, `| head`): no more steps are made.
      context.outputEnded = { pieces.count >= 2 }
      let status = Strut.main(
        ["run", "--format", format, sample, "--sweep", "scrolled=0:999:1"], context: context)
      #expect(status == .success, "\(format)")
      // text and ASCII: a piece per step; JSON and HTML: a head, the first step, and the end.
      #expect(pieces.count <= 3, "\(format): \(pieces.count) pieces")
      #expect(pieces.joined().contains(format == "json" ? "\"value\": 0" : "0"))
      #expect(!pieces.joined().contains("scrolled = 2\n"))
    }
    // Unhindered, the pieces are the whole report: a step each.
    var pieces: [String] = []
    let context = Context(standardOutput: { pieces.append($0) }, standardError: { _ in })
    _ = Strut.main(["run", sample, "--sweep", "scrolled=0:100:25"], context: context)
    #expect(pieces.count == 5 && pieces[4].hasPrefix("\n== scrolled = 100\n"))
  }

  @Test("a real process reads its layout from standard input with '-' and /dev/stdin")
  func standardInputProcess() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = runStrutOnDisk(["run", sample]).stdout
    for name in ["-", "/dev/stdin"] {
      let output = folder.appendingPathComponent("out.txt").path
      #expect(FileManager.default.createFile(atPath: output, contents: nil))
      let result = spawnStrut(["run", name], stdout: output, stdin: sample)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(name): \(result.stderr)")
      // The report names the input as given.
      #expect(try String(contentsOfFile: output, encoding: .utf8) == expected, "\(name)")
    }
  }

  @Test("a real sweep into a closed pipe ends quietly, without making every step")
  func sweepIntoClosedPipe() {
    let result = spawnStrut(
      ["run", "--format", "html", sample, "--sweep", "scrolled=0:999:1"], stdout: nil)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test("a sweep written to -o replaces the file only once every step is written")
  func sweepToFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("sweep.json").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    let result = runStrutOnDisk([
      "run", "--format", "json", sample, "--sweep", "scrolled=0:100:50", "-o", target,
    ])
    #expect(result.status == .success)
    let object = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: target)))
    let steps = ((object as? [String: Any])?["sweep"] as? [String: Any])?["steps"] as? [Any]
    #expect(steps?.count == 3)
    // No temporary file is left beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sweep.json"])
  }

  @Test("a symlink stays a link; its target is replaced with its mode kept; no temporary left")
  func symlink() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("report.txt").path
    let link = folder.appendingPathComponent("link.txt").path
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    chmod(target, 0o600)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "report.txt")
    try Context.writeToDisk(link, "new report\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "report.txt")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new report\n")
    let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "link.txt", "report.txt",
      ])
  }

  @Test("a FIFO is written into, not replaced")
  func fifo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(path, 0o600) == 0)
    let received = LockedBox()
    let reader = Thread {
      received.set(FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data())
    }
    reader.start()
    try Context.writeToDisk(path, "through the pipe\n")
    while received.value == nil { usleep(1000) }
    #expect(String(decoding: received.value ?? Data(), as: UTF8.self) == "through the pipe\n")
    var info = stat()
    #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
  }

  @Test("a device is written in place and its failure reported: -o /dev/full")
  func device() {
    let result = runStrutOnDisk(["run", sample, "-o", "/dev/full"])
    #expect(result.status == .inputErrors)
    #expect(result.stderr == "strut run: cannot write '/dev/full': No space left on device\n")
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test("writing the report over the input is refused; a directory is an error naming it")
  func refusals() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.layout").path
    try FileManager.default.copyItem(atPath: sample, toPath: input)
    let before = try String(contentsOfFile: input, encoding: .utf8)
    let result = runStrutOnDisk(["run", input, "-o", input])
    #expect(result.status == .usage)
    #expect(result.stderr.contains("is the input file; refusing to write the report over it"))
    #expect(try String(contentsOfFile: input, encoding: .utf8) == before)
    let directory = runStrutOnDisk(["run", input, "-o", folder.path])
    #expect(directory.status == .inputErrors)
    #expect(directory.stderr.contains("it is a directory"))
  }

  @Test("a full disk on standard output is exit 1 and one line, never a crash")
  func fullDisk() {
    for arguments in [
      ["run", sample], ["run", "--format", "json", sample], ["run", "--format", "svg", sample],
      ["run", "--format", "html", sample], ["run", "--format", "ascii", sample], ["--help"],
      ["check", "--format", "json", sample],
    ] {
      let result = spawnStrut(arguments, stdout: "/dev/full")
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.stderr == "strut: error: cannot write 'standard output': No space left on device\n",
        "\(arguments)")
    }
  }

  @Test("a closed pipe ends the output quietly")
  func closedPipe() {
    let result = spawnStrut(["run", sample], stdout: nil)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }
}

/// A value set on one thread and read on another.
final class LockedBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Data?
  var value: Data? { lock.withLock { stored } }
  func set(_ data: Data) { lock.withLock { stored = data } }
}
