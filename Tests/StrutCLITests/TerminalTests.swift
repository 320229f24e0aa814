import Foundation
import StrutModel
import Testing

@testable import StrutCLI

@Suite("The REPL's line editor")
struct LineEditTests {
  @Test("insert, move, delete a character, a word, or back to the start")
  func editing() {
    var line = LineEditState(prompt: "> ")
    for character in "vew x" { line.insert(character) }
    line.cursor = 1
    line.insert("i")
    #expect(String(line.buffer) == "view x" && line.cursor == 2)
    line.cursor = line.buffer.count
    line.deleteBackward()
    line.insert(contentsOf: Array("card"))
    #expect(String(line.buffer) == "view card")
    line.deleteWordBackward()
    #expect(String(line.buffer) == "view ")
    line.cursor = 0
    line.deleteForward()
    #expect(String(line.buffer) == "iew ")
    line.cursor = 2
    line.deleteToStart()
    #expect(String(line.buffer) == "w " && line.cursor == 0)
    // Drawn from the line's start, cleared to the end, the cursor moved back into place.
    #expect(line.render() == "\r> w \u{1B}[K\u{1B}[2D")
  }

  @Test("Tab completes commands, view names and attributes")
  func completion() {
    let names = (views: ["root", "title", "titleBar"], metrics: ["gap"], labels: ["spacing"])
    #expect(ReplCompletion.candidates(for: ":fr", names: names) == [":frames"])
    #expect(ReplCompletion.candidates(for: "H:|-[tit", names: names) == ["title", "titleBar"])
    #expect(
      ReplCompletion.candidates(for: "title.lea", names: names) == [
        "title.leading", "title.leadingMargin",
      ])
    #expect(ReplCompletion.candidates(for: "a.top == g", names: names) == ["gap", "guide"])
    #expect(ReplCompletion.openDepth("view a {\n  label t \"{\" (font: 3") == 2)
    // In a declaration's property list: property names, then the words they take.
    #expect(ReplCompletion.candidates(for: "stack bar (dist", names: names) == ["distribution:"])
    #expect(
      ReplCompletion.candidates(for: "stack bar (distribution: fillE", names: names) == [
        "fillEqually"
      ])
    #expect(ReplCompletion.candidates(for: "view a (hid", names: names) == ["hidden:"])
    #expect(ReplCompletion.candidates(for: "stack s (axis: vert", names: names) == ["vertical"])
    // An image's symbol: the symbols Strut has insets for.
    #expect(
      ReplCompletion.candidates(for: "image i (symbol: \"chev", names: names) == ["chevron.right"])
    #expect(
      ReplCompletion.candidates(for: "image i (symbol: \"arrow.", names: names) == [
        "arrow.counterclockwise", "arrow.left",
      ])
    // A button's background symbol: the same list.
    #expect(
      ReplCompletion.candidates(for: "button b (backgroundSymbol: \"chev", names: names)
        == ["chevron.right"])
    #expect(
      ReplCompletion.candidates(for: "button b (backg", names: names) == ["backgroundSymbol:"])
    // A progress view's style.
    #expect(ReplCompletion.candidates(for: "progressView p (sty", names: names) == ["style:"])
    #expect(ReplCompletion.candidates(for: "progressView p (style: ba", names: names) == ["bar"])
    // Parentheses in a constraint are not a property list.
    #expect(ReplCompletion.candidates(for: "a.top == (g", names: names) == ["gap", "guide"])
    // Only what the view's kind has: a guide has no margins or baselines, a plain view no
    // content guide; a label of a constraint completes to its constant and priority.
    let kinds: [String: ViewKind] = ["g": .guide, "v": .view, "list": .scroll]
    #expect(ReplCompletion.candidates(for: "g.f", names: names, kinds: kinds) == [])
    #expect(
      ReplCompletion.candidates(for: "v.f", names: names, kinds: kinds) == [
        "v.firstBaseline"
      ])
    #expect(
      ReplCompletion.candidates(for: "list.f", names: names, kinds: kinds) == [
        "list.firstBaseline", "list.frameGuide",
      ])
    #expect(
      ReplCompletion.candidates(for: "spacing.", names: names, kinds: kinds) == [
        "spacing.constant", "spacing.priority",
      ])
    // In a declaration, only that kind's properties.
    #expect(ReplCompletion.candidates(for: "view a (ax", names: names) == [])
    #expect(ReplCompletion.candidates(for: "stack a (ax", names: names) == ["axis:"])
  }
}

/// Drives `strut repl` on a real terminal (tmux): typing, editing, completing, recalling
/// history, cancelling and leaving. Needs tmux (`.ci/run` installs it).
@Suite("The REPL on a terminal", .enabled(if: Tmux.isAvailable))
struct TerminalTests {
  @Test("edit, complete, recall history, cancel with Ctrl-C, leave with Ctrl-D")
  func terminal() throws {
    let strut = packageRoot.appendingPathComponent(".build/debug/strut").path
    #expect(FileManager.default.isExecutableFile(atPath: strut), "build strut first: swift build")
    let history = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-history-\(getpid())"
    ).path
    try? FileManager.default.removeItem(atPath: history)
    defer { try? FileManager.default.removeItem(atPath: history) }
    let tmux = Tmux(name: "strut\(getpid())")
    defer { tmux.kill() }
    tmux.start(
      "cd '\(packageRoot.path)' && STRUT_HISTORY='\(history)' TERM=xterm '\(strut)' repl Samples/bottom-aligned.layout"
    )
    #expect(tmux.waitFor("strut>"), "\(tmux.screen())")

    // A typo fixed with Left and an insertion.
    tmux.type("vew badge")
    tmux.keys(Array(repeating: "Left", count: 8) + ["i"])
    tmux.keys(["Enter"])
    #expect(tmux.waitFor("+ badge"), "\(tmux.screen())")

    // Tab completes the new view's name inside a VFL line.
    tmux.type("H:|-[bad")
    tmux.keys(["Tab"])
    tmux.type("(40)]")
    tmux.keys(["Enter"])
    #expect(tmux.waitFor("badge: (0, 0) 0 x 0 → (20, 0) 40 x 0"), "\(tmux.screen())")

    // Ctrl-W deletes a word; Ctrl-C drops the line; nothing changes.
    tmux.type("badge.top == root.top + garbage")
    tmux.keys(["C-w", "C-c"])
    #expect(tmux.waitFor("^C"), "\(tmux.screen())")

    // Up recalls the last line (the VFL line); edit its end and run it as a new one.
    tmux.keys(["Up"])
    #expect(tmux.waitForCursorLine("strut> H:|-[badge(40)]"), "\(tmux.screen())")
    tmux.keys(["C-u"])
    tmux.type("V:|-[badge(30)]")
    tmux.keys(["Enter"])
    #expect(tmux.waitFor("→ (20, 20) 40 x 30"), "\(tmux.screen())")

    // Lines typed ahead, while the one before still runs, are not lost.
    tmux.type("view a")
    tmux.keys(["Enter"])
    tmux.type("view b")
    tmux.keys(["Enter"])
    tmux.type("view c")
    tmux.keys(["Enter"])
    #expect(tmux.waitFor("+ c"), "\(tmux.screen())")
    #expect(tmux.waitForCursorLine("strut>"), "\(tmux.screen())")

    // Tab completes the one attribute that fits and adds the space after it (the history
    // below shows the space: nothing else typed one).
    tmux.type("c.wid")
    tmux.keys(["Tab"])
    #expect(tmux.waitForCursorLine("strut> c.width"), "\(tmux.screen())")
    tmux.type("== 10")
    tmux.keys(["Enter"])
    #expect(tmux.waitFor("→ (0, 0) 10 x 0"), "\(tmux.screen())")

    // Ctrl-D on an empty line leaves; the history file keeps what was entered. It is sent
    // once the prompt is back, as a person would: sent while the line before could still
    // be running, the session once failed to end within the 10 s (one run in eleven, on a
    // busy machine).
    #expect(tmux.waitForCursorLine("strut>"), "\(tmux.screen())")
    tmux.keys(["C-d"])
    #expect(tmux.waitForExit(), "\(tmux.screen())")
    let saved = (try? String(contentsOfFile: history, encoding: .utf8)) ?? ""
    #expect(
      saved
        == "view badge\nH:|-[badge(40)]\nV:|-[badge(30)]\nview a\nview b\nview c\nc.width == 10\n")
  }
}

/// A detached tmux session on its own server socket.
struct Tmux {
  let name: String

  static var isAvailable: Bool { isInstalled("tmux") }

  @discardableResult
  static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    spawn(["tmux"] + arguments)
  }

  @discardableResult
  func tmux(_ arguments: [String]) -> (status: Int32, output: String) {
    Tmux.run(["-L", name] + arguments)
  }

  func start(_ command: String) {
    tmux(["new-session", "-d", "-s", name, "-x", "120", "-y", "40", command])
  }

  func type(_ text: String) { tmux(["send-keys", "-t", name, "-l", text]) }
  func keys(_ keys: [String]) { tmux(["send-keys", "-t", name] + keys) }
  func screen() -> String { tmux(["capture-pane", "-p", "-t", name]).output }
  func kill() { tmux(["kill-server"]) }

  /// Polls the screen until `text` shows (up to 10 s).
  func waitFor(_ text: String) -> Bool {
    for _ in 0..<200 {
      if screen().contains(text) { return true }
      usleep(50_000)
    }
    return false
  }

  /// Polls until the line the cursor is on reads `text` (trailing blanks aside): a prompt
  /// that is ready, not one left earlier on the screen.
  func waitForCursorLine(_ text: String) -> Bool {
    for _ in 0..<200 {
      let row = Int(
        tmux(["display-message", "-p", "-t", name, "#{cursor_y}"]).output
          .trimmingCharacters(in: .whitespacesAndNewlines))
      let lines = screen().split(separator: "\n", omittingEmptySubsequences: false)
      if let row, row < lines.count,
        lines[row].replacing(/\s+$/, with: "") == text
      {
        return true
      }
      usleep(50_000)
    }
    return false
  }

  func waitForExit() -> Bool {
    for _ in 0..<200 {
      if tmux(["has-session", "-t", name]).status != 0 { return true }
      usleep(50_000)
    }
    return false
  }
}

/// Runs a program (found on the PATH) with posix_spawn and waits for it. Output goes to a
/// file, not a pipe: a server the program starts (tmux) stays alive and would hold a pipe
/// open forever.
@discardableResult
func spawn(_ arguments: [String]) -> (status: Int32, output: String) {
  let outputPath = FileManager.default.temporaryDirectory
    .appendingPathComponent("strut-spawn-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
  defer { try? FileManager.default.removeItem(atPath: outputPath) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  guard let program = arguments.first,
    posix_spawnp(&pid, program, &actions, nil, argv, environ) == 0
  else {
    return (-1, "")
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
  // WEXITSTATUS, by hand (the macro is not imported).
  return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : -1, text)
}

/// True when `program` is on the PATH.
func isInstalled(_ program: String) -> Bool {
  spawn(["sh", "-c", "command -v \(program)"]).status == 0
}
