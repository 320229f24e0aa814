import Foundation
import Testing

@testable import StrutCLI

/// `strut check --format sarif`, read back as GitHub code scanning reads it.
@Suite("SARIF for code scanning")
struct SARIFTests {
  /// A conflict (with the constraint it conflicts with as a note) and a warning.
  static let layout = """
    screen 300 x 300
    view box
    view spare
    box.width == 200
    box.width == 250
    box.height == 40
    box.top == root.top
    box.leading == root.leading
    """

  /// A misspelt property after text outside ASCII: 'fnt' starts at UTF-16 column 25 (the
  /// globe is two code units), the 24th character.
  static let typo = """
    label title "Héllo 🌍" (fnt: 17)
    title.top == root.top
    title.leading == root.leading
    """

  /// The log of checking `text` as `.build/sarif-test-NAME/my layout.layout`.
  func sarif(_ text: String, name: String, extra: [String] = []) throws -> (
    log: [String: Any], raw: String
  ) {
    // A path relative to the package, as a CI job gives one relative to its checkout.
    let folder = ".build/sarif-test-\(name)"
    let directory = packageRoot.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try text.write(
      to: directory.appendingPathComponent("my layout.layout"), atomically: true, encoding: .utf8)
    let result = runStrut(["check", "--format", "sarif"] + extra + [folder + "/my layout.layout"])
    #expect(result.status == .inputErrors)
    let data = Data(result.stdout.utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (log, result.stdout)
  }

  @Test("the fields code scanning requires, rules from the catalog, UTF-16 regions")
  func fields() throws {
    let (log, _) = try sarif(Self.layout, name: "fields")
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "strut")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.contains("unknown-attribute") && ids.contains("unsatisfiable"))
    #expect(Set(ids).count == ids.count)
    for rule in rules {
      let short = (rule["shortDescription"] as? [String: Any])?["text"] as? String
      #expect(short?.isEmpty == false)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3, "\(results)")
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids[index] == ruleID)
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let fingerprint = (result["partialFingerprints"] as? [String: Any])?["strut/v1"] as? String
      #expect(fingerprint?.count == 18)
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      // Relative to the checkout, percent-encoded.
      #expect(artifact["uri"] as? String == "\(folderOf(artifact))/my%20layout.layout")
      #expect((artifact["uri"] as? String)?.hasPrefix(".build/sarif-test-") == true)
      let region = try #require(physical["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
    }
    // The conflict: error, with the constraint it conflicts with as a related location.
    let conflict = try #require(results.first { $0["ruleId"] as? String == "unsatisfiable" })
    #expect(conflict["level"] as? String == "error")
    let related = try #require(conflict["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 1)
    let note = try #require(related.first)
    #expect(
      (note["message"] as? [String: Any])?["text"] as? String == "conflicts with 'box.width == 200'"
    )
    let warning = try #require(results.first { $0["ruleId"] as? String == "unconstrained-view" })
    #expect(warning["level"] as? String == "warning")

    // The typo: line 1, 'fnt' at UTF-16 columns 25..<28, with its fix.
    let typo = try #require(
      (((try sarif(Self.typo, name: "typo").log["runs"] as? [[String: Any]])?.first)?["results"]
        as? [[String: Any]])?.first)
    let region = try #require(
      ((typo["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 1 && region["startColumn"] as? Int == 25)
    #expect(region["endColumn"] as? Int == 28)
    #expect((typo["fixes"] as? [[String: Any]])?.count == 1)
  }

  @Test("fingerprints stay when lines are added above; -Werror makes warnings errors")
  func fingerprints() throws {
    func prints(_ log: [String: Any]) -> [String] {
      let run = (log["runs"] as? [[String: Any]])?.first
      return (run?["results"] as? [[String: Any]] ?? []).compactMap {
        ($0["partialFingerprints"] as? [String: Any])?["strut/v1"] as? String
      }
    }
    let before = try sarif(Self.layout, name: "before").log
    let moved = Self.layout.replacingOccurrences(
      of: "view box\n", with: "view box\n# a comment\n\n")
    let after = try sarif(moved, name: "before").log
    #expect(prints(before) == prints(after))
    #expect(!prints(before).isEmpty)
    // A warning only: an unconstrained view. Its level follows -Werror.
    let warning = "screen 100 x 100\nview a\nview b\nb.edges == root.edges\n"
    func levels(_ log: [String: Any]) -> [String] {
      let run = (log["runs"] as? [[String: Any]])?.first
      return (run?["results"] as? [[String: Any]] ?? []).compactMap { $0["level"] as? String }
    }
    let strict = try sarif(warning, name: "strict", extra: ["-Werror"]).log
    #expect(levels(strict).allSatisfy { $0 == "error" } && !levels(strict).isEmpty)
  }

  @Test(
    "an independent SARIF 2.1.0 object model reads the log (sarif-pydantic)",
    .enabled(if: SARIFTests.hasPydanticModel))
  func independentModel() throws {
    let (_, raw) = try sarif(Self.layout, name: "model")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-\(getpid()).sarif"
    ).path
    try raw.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let check = """
      import json, sys
      from sarif_pydantic import Sarif
      log = Sarif.model_validate(json.load(open(sys.argv[1])))
      run = log.runs[0]
      assert run.tool.driver.name == "strut"
      assert len(run.results) == 3
      for result in run.results:
          assert result.rule_id and result.message.text
          region = result.locations[0].physical_location.region
          assert region.start_line >= 1 and region.start_column >= 1
      print("ok")
      """
    let result = spawn(["python3", "-c", check, path])
    #expect(result.status == 0 && result.output.contains("ok"), "\(result.output)")
  }

  func folderOf(_ artifact: [String: Any]) -> String {
    ((artifact["uri"] as? String) ?? "").components(separatedBy: "/").dropLast().joined(
      separator: "/")
  }

  static var hasPydanticModel: Bool {
    spawn(["python3", "-c", "import sarif_pydantic"]).status == 0
  }
}

/// Every JSON document Strut writes, checked against `Schemas/` by an independent validator
/// (Python's `jsonschema`, JSON Schema 2020-12), over every sample, the golden check inputs
/// with their errors, a sweep, a storyboard and the device table.
@Suite("JSON outputs follow their documented schemas")
struct JSONSchemaTests {
  static var hasValidator: Bool {
    spawn(["python3", "-c", "import jsonschema, referencing"]).status == 0
  }

  @Test("validated with jsonschema", .enabled(if: JSONSchemaTests.hasValidator))
  func schemas() {
    let strut = packageRoot.appendingPathComponent(".build/debug/strut").path
    let script = packageRoot.appendingPathComponent("Tests/Tools/validate_json.py").path
    let result = spawn(["python3", script, strut])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("all valid\n"), "\(result.output)")
    // Every sample's run was among them.
    #expect(result.output.components(separatedBy: "strut run Samples/").count > 11)
  }
}
