import Foundation
import FoundationXML
import SliderCheck
import SliderSnapshots
import Testing
import TestSupport
@testable import render_cli

/// `render-cli check` with an artifacts folder of its own (tests run side by side).
func runCheck(_ arguments: [String]) -> (code: ExitCode, stdout: String, stderr: String) {
    runCLI(arguments.contains("--artifacts") ? arguments : arguments + ["--artifacts", temporaryFolder() + "/artifacts"])
}

/// `render-cli check` on suites of case files in temporary folders.
@Suite("check suites")
struct CheckSuiteTests {
    /// A suite: three case files over the price and age scenes and a trace, goldens recorded.
    static func suite() throws -> String {
        let dir = temporaryFolder()
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/inputs", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/nested/deeper", withIntermediateDirectories: true)
        for name in ["price", "age"] { try fm.copyItem(atPath: fixtures + "/scenes/\(name).json", toPath: dir + "/inputs/\(name).json") }
        try fm.copyItem(atPath: fixtures + "/traces/age-gap.json", toPath: dir + "/inputs/age-gap.json")
        try #"{"scene": "inputs/price.json", "states": ["rest", "lower"], "schemes": "both"}"#.write(toFile: dir + "/price.case.json", atomically: true, encoding: .utf8)
        try #"{"scene": "../../inputs/age.json", "trace": "../../inputs/age-gap.json", "at": [0.2], "effects": true}"#.write(toFile: dir + "/nested/deeper/age.case.json", atomically: true, encoding: .utf8)
        try #"{"scene": "../inputs/age.json", "accessibility": true, "variants": {"layoutDirection": ["leftToRight", "rightToLeft"]}}"#.write(toFile: dir + "/nested/age-a11y.case.json", atomically: true, encoding: .utf8)
        let recorded = runCheck(["check", dir, "--record", "missing", "--jobs", "2"])
        expectEqual(recorded.code, .failed)
        expectSuffix(recorded.stdout, "0 passed, 0 failed\n8 recorded, 0 stale\n", "\(recorded.stdout)")
        expectEqual(recorded.stderr, "Error: wrote 8 golden files; run again to check them\n")
        return dir
    }

    @Test("A suite passes, with one summary line, exit 0")
    func passes() throws {
        let dir = try Self.suite()
        let result = runCheck(["check", dir, "--record", "never"])
        expectEqual(result.code, .ok, "\(result.stdout)\(result.stderr)")
        expectEqual(result.stdout, "8 passed, 0 failed\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/nested/deeper/age.goldens/at-0.2-light.svg"))
        #expect(FileManager.default.fileExists(atPath: dir + "/nested/age-a11y.goldens/accessibility--rightToLeft.txt"))
        // A single case file can be checked on its own.
        let one = runCheck(["check", dir + "/price.case.json", "--record", "never"])
        expectEqual(one.code, .ok, "\(one.stdout)\(one.stderr)")
        expectEqual(one.stdout, "4 passed, 0 failed\n")
    }

    @Test("A PNG mismatch gives the changed pixels' count, share and box, in the output, the JUnit file and the report")
    func pngMismatch() throws {
        let dir = temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/inputs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/scenes/price.json", toPath: dir + "/inputs/price.json")
        try #"{"scene": "inputs/price.json", "format": "png", "scale": 1}"#.write(toFile: dir + "/price.case.json", atomically: true, encoding: .utf8)
        expectEqual(runCheck(["check", dir, "--record", "missing"]).code, .failed)
        // The lower value moves: the header, the thumb and the fill change.
        let scene = dir + "/inputs/price.json"
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"value\": [120, 480]", with: "\"value\": [140, 480]")
        expectNotEqual(changed, text, "the price scene's value is [120, 480]")
        try changed.write(toFile: scene, atomically: true, encoding: .utf8)
        let junit = dir + "/junit.xml", report = dir + "/report"
        let result = runCheck(["check", dir, "--record", "never", "--junit", junit, "--report", report])
        expectEqual(result.code, .failed)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("pixels changed") }.map(String.init), "\(result.stdout)")
        expectNotNil(line.range(of: #"^    [0-9,]+ of [0-9,]+ pixels changed \([0-9.]+ %\), in the box x [0-9]+–[0-9]+, y [0-9]+–[0-9]+ \([0-9]+ × [0-9]+ px\)$"#,
                           options: .regularExpression), "\(line)")
        let summary = line.trimmingCharacters(in: .whitespaces)
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains(summary))
        #expect(try String(contentsOfFile: report + "/index.html", encoding: .utf8).contains(summary))
    }

    @Test("SNAPSHOT_ARTIFACTS: check's artifacts go to its own subfolder there, beside assertSnapshot's, which stay")
    func sharedArtifactsFolder() throws {
        let dir = try Self.suite()
        let golden = dir + "/price.goldens/rest-light.svg"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "#ff5b3a", with: "#7c3aed").write(toFile: golden, atomically: true, encoding: .utf8)
        let shared = temporaryFolder() + "/ci-artifacts"
        // A swift test run of the same job left its own artifact there.
        try FileManager.default.createDirectory(atPath: shared + "/Tests/AppTests/__Snapshots__/PriceTests", withIntermediateDirectories: true)
        let theirs = shared + "/Tests/AppTests/__Snapshots__/PriceTests/rest.1.svg"
        #expect(FileManager.default.createFile(atPath: theirs, contents: Data("<svg/>".utf8)))
        for _ in 0..<2 {
            let result = try shell("SNAPSHOT_ARTIFACTS='\(shared)' \"$CLI\" check '\(dir)' --record never")
            expectEqual(result.status, 1, "\(result.stdout)\(result.stderr)")
            let artifact = shared + "/render-cli-check/" + String(golden.drop(while: { $0 == "/" }))
            #expect(result.stdout.contains("    new output: \(artifact)"), "\(result.stdout)")
            #expect(FileManager.default.fileExists(atPath: artifact))
            #expect(FileManager.default.fileExists(atPath: theirs))
        }
        expectEqual(CheckRun.defaultArtifacts([:]), ".build/golden-artifacts")
        expectEqual(CheckRun.defaultArtifacts(["SNAPSHOT_ARTIFACTS": ""]), ".build/golden-artifacts")
        expectEqual(CheckRun.defaultArtifacts(["SNAPSHOT_ARTIFACTS": "/tmp/a/"]), "/tmp/a/render-cli-check")
    }

    @Test("A mismatch shows what changed, a diff, the artifact and the command that accepts just it; the command works")
    func mismatch() throws {
        let dir = try Self.suite()
        let golden = dir + "/price.goldens/rest-light.svg"
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        try text.replacingOccurrences(of: "#ff5b3a", with: "#7c3aed").write(toFile: golden, atomically: true, encoding: .utf8)
        let artifacts = dir + "/artifacts"
        let result = runCheck(["check", dir, "--record", "never", "--artifacts", artifacts])
        expectEqual(result.code, .failed)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "FAIL      price:rest-light  \(golden)")
        expectContains(lines, "    track.fill fill #7c3aed → #ff5b3a")
        #expect(lines.contains { $0.hasPrefix("   - ") && $0.contains("#7c3aed") })
        let artifact = artifacts + "/" + String(golden.drop(while: { $0 == "/" }))
        #expect(lines.contains("    new output: \(artifact)"))
        #expect(FileManager.default.fileExists(atPath: artifact))
        let accept = "    to accept: render-cli check \(dir) --filter price:rest-light --record failed"
        expectContains(lines, accept)
        expectEqual(lines.last, "7 passed, 1 failed")
        // The accept command accepts that one case and nothing else.
        let accepted = runCheck(Array(accept.dropFirst("    to accept: render-cli ".count).split(separator: " ").map(String.init)))
        expectEqual(accepted.code, .failed)
        expectSuffix(accepted.stdout, "0 passed, 0 failed\n1 recorded, 0 stale\n")
        expectEqual(runCheck(["check", dir, "--record", "never"]).code, .ok)
        // The artifacts folder holds only this run's failures. Its marker is made once, not replaced by each run.
        let marker = artifacts + "/.render-cli-artifacts"
        let inode = { () -> UInt64? in (try? FileManager.default.attributesOfItem(atPath: marker))?[.systemFileNumber] as? UInt64 }
        let before = try #require(inode())
        _ = runCheck(["check", dir, "--record", "never", "--artifacts", artifacts])
        #expect(!FileManager.default.fileExists(atPath: artifact))
        expectEqual(inode(), before)
    }

    @Test("Record modes on a missing and on a changed golden", arguments: [
        ("never", 1, "0 passed, 1 failed\n", false, false),
        ("missing", 1, "0 passed, 0 failed\n1 recorded, 0 stale\n", true, false),
        ("failed", 1, "0 passed, 0 failed\n1 recorded, 0 stale\n", true, true),
        ("all", 1, "0 passed, 0 failed\n1 recorded, 0 stale\n", true, true),
    ])
    func recordModes(mode: String, status: Int32, summary: String, writesMissing: Bool, rewritesChanged: Bool) throws {
        let dir = try Self.suite()
        let golden = dir + "/price.goldens/lower-dark.svg"
        // Missing.
        try FileManager.default.removeItem(atPath: golden)
        let missing = runCheck(["check", dir, "--filter", "price:lower-dark", "--record", mode])
        expectEqual(missing.code.status, status)
        expectSuffix(missing.stdout, summary)
        expectEqual(FileManager.default.fileExists(atPath: golden), writesMissing)
        // Changed.
        try "<svg/>\n".write(toFile: golden, atomically: true, encoding: .utf8)
        let changed = runCheck(["check", dir, "--filter", "price:lower-dark", "--record", mode])
        expectEqual(changed.code, .failed)
        expectEqual(try String(contentsOfFile: golden, encoding: .utf8) != "<svg/>\n", rewritesChanged)
        // A matching golden is rewritten only by `all`, which still fails the run.
        let again = runCheck(["check", dir, "--filter", "price:lower-dark", "--record", mode])
        expectEqual(again.code, mode == "all" ? .failed : (rewritesChanged ? .ok : .failed))
    }

    @Test("SNAPSHOT_TESTING_RECORD sets check's mode, SNAPSHOT_RECORD is its alias, and an unknown value is a usage error")
    func recordModeFromEnvironment() throws {
        let dir = try Self.suite()
        let golden = dir + "/price.goldens/lower-dark.svg"
        let check = "\"$CLI\" check '\(dir)' --filter price:lower-dark --artifacts '\(temporaryFolder())'"
        try FileManager.default.removeItem(atPath: golden)
        // `never` from the new variable wins over the alias: nothing is written.
        let never = try shell("CI= SNAPSHOT_TESTING_RECORD=never SNAPSHOT_RECORD=missing " + check)
        expectEqual(never.status, 1, "\(never.stdout)\(never.stderr)")
        #expect(!FileManager.default.fileExists(atPath: golden))
        // The alias alone still works.
        let alias = try shell("CI=1 SNAPSHOT_TESTING_RECORD= SNAPSHOT_RECORD=missing " + check)
        expectSuffix(alias.stdout, "1 recorded, 0 stale\n", "\(alias.stdout)\(alias.stderr)")
        #expect(FileManager.default.fileExists(atPath: golden))
        for variable in ["SNAPSHOT_TESTING_RECORD", "SNAPSHOT_RECORD"] {
            let bad = try shell("unset SNAPSHOT_TESTING_RECORD SNAPSHOT_RECORD; \(variable)=sometimes " + check)
            expectEqual(bad.status, 64)
            #expect(bad.stderr.hasPrefix("Error: \(variable)=sometimes names no record mode; use all, missing, failed or never.\n"), "\(bad.stderr)")
            #expect(bad.stdout.isEmpty)
        }
        // --record wins over a bad variable.
        let given = try shell("SNAPSHOT_TESTING_RECORD=sometimes " + check + " --record never")
        expectEqual(given.status, 0, "\(given.stdout)\(given.stderr)")
    }

    @Test("--timings prints each step on stderr, the parallel ones with their threads, and changes nothing else")
    func timings() throws {
        let dir = try Self.suite()
        let plain = runCheck(["check", dir, "--record", "never", "--jobs", "2"])
        let timed = runCheck(["check", dir, "--record", "never", "--jobs", "2", "--timings"])
        expectEqual(timed.code, plain.code)
        expectEqual(timed.stdout, plain.stdout)
        let line = try #require(timed.stderr.split(separator: "\n").first { $0.hasPrefix("timings: ") })
        // The steps in order, the parallel ones on both threads; nothing to write, so no writing step.
        func names(_ line: Substring) -> [Substring] {
            line.dropFirst("timings: ".count).split(separator: ";")[0].split(separator: ",").map { $0.split(separator: " ")[0] }
        }
        expectEqual(names(line), ["find", "check", "report"])
        #expect(line.contains(" ms (2 threads), report "))
        #expect(line.contains("; serial "))
        expectNotContains(plain.stderr, "timings:")
        // With one job the shared steps say so.
        #expect(runCheck(["check", dir, "--record", "never", "--jobs", "1", "--timings"]).stderr.contains(" ms (1 thread), report "))
        // A run that records has a step for writing, after every case is checked.
        let recording = runCheck(["check", dir, "--record", "all", "--jobs", "2", "--timings"])
        let written = try #require(recording.stderr.split(separator: "\n").first { $0.hasPrefix("timings: ") })
        expectEqual(names(written), ["find", "check", "write", "report"])
        #expect(written.contains(" ms (2 threads), write "))
    }

    @Test("Stale goldens are listed, --prune deletes them, and --prune refuses part of a suite")
    func stale() throws {
        let dir = try Self.suite()
        try "old\n".write(toFile: dir + "/price.goldens/upper-light.svg", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/gone.goldens", withIntermediateDirectories: true)
        try "old\n".write(toFile: dir + "/gone.goldens/rest-light.svg", atomically: true, encoding: .utf8)
        let listed = runCheck(["check", dir, "--record", "never"])
        expectEqual(listed.code, .ok)
        expectEqual(listed.stdout, """
            STALE     \(dir)/gone.goldens/rest-light.svg  (no case produces it; --prune deletes it)
            STALE     \(dir)/price.goldens/upper-light.svg  (no case produces it; --prune deletes it)
            8 passed, 0 failed
            0 recorded, 2 stale

            """)
        // The same on any number of threads; and a filtered run still finds the goldens of the cases it leaves out.
        for jobs in ["1", "3"] { #expect(runCheck(["check", dir, "--record", "never", "--jobs", jobs]).stdout == listed.stdout) }
        let filtered = runCheck(["check", dir, "--record", "never", "--filter", "price:rest-*"]).stdout
        #expect(filtered.hasPrefix(listed.stdout.split(separator: "\n").prefix(2).joined(separator: "\n") + "\n"), "\(filtered)")
        expectEqual(runCheck(["check", dir, "--prune", "--filter", "price:*"]).code, .usage)
        expectEqual(runCheck(["check", dir, "--prune", "--shard", "1/2"]).code, .usage)
        let pruned = runCheck(["check", dir, "--record", "never", "--prune"])
        expectEqual(pruned.code, .failed)
        #expect(pruned.stdout.contains("PRUNED    \(dir)/price.goldens/upper-light.svg"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/gone.goldens/rest-light.svg"))
        expectEqual(runCheck(["check", dir, "--record", "never"]).stdout, "8 passed, 0 failed\n")
    }

    /// The ids of the outputs a run checked, from JUnit.
    static func ids(_ dir: String, _ arguments: [String]) throws -> [String] {
        let junit = temporaryFolder() + "/junit.xml"
        _ = runCheck(["check", dir, "--record", "never", "--junit", junit] + arguments)
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        return try doc.nodes(forXPath: "//testcase").compactMap { node in
            guard let e = node as? XMLElement, let c = e.attribute(forName: "classname")?.stringValue, let n = e.attribute(forName: "name")?.stringValue else { return nil }
            return c == n ? c : c + ":" + n
        }
    }

    @Test("Filters pick outputs by glob; shards split the suite with no overlap and nothing left out")
    func filtersAndShards() throws {
        let dir = try Self.suite()
        let all = try Self.ids(dir, [])
        expectEqual(all.count, 8)
        try expectEqual(Self.ids(dir, ["--filter", "price:*-dark"]), ["price:lower-dark", "price:rest-dark"])
        try expectEqual(Self.ids(dir, ["--filter", "nested/*", "--filter", "price:rest-light"]).count, 4 + 1)
        for n in [2, 3, 5] {
            var union: [String] = []
            for i in 1...n { union += try Self.ids(dir, ["--shard", "\(i)/\(n)"]) }
            expectEqual(union.sorted(), all.sorted(), "\(n) shards")
            expectEqual(Set(union).count, union.count, "\(n) shards overlap")
        }
        expectEqual(runCheck(["check", dir, "--shard", "3/2"]).code, .usage)
        // auto reads the CI's variables.
        expectEqual(Shard.auto(["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4"]), Shard(index: 2, count: 4))
        expectEqual(Shard.auto(["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"]), Shard(index: 3, count: 3))
        expectEqual(Shard.auto(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "2"]), Shard(index: 1, count: 2))
        expectEqual(Shard.auto([:]), Shard(index: 1, count: 1))
    }

    @Test("--jobs 1 and --jobs 4 print the same bytes and write the same JUnit and artifacts")
    func jobsAreDeterministic() throws {
        let dir = try Self.suite()
        for golden in ["price.goldens/rest-dark.svg", "nested/deeper/age.goldens/effects.jsonl", "nested/age-a11y.goldens/accessibility--leftToRight.txt"] {
            try "changed\n".write(toFile: dir + "/" + golden, atomically: true, encoding: .utf8)
        }
        var outputs: [String] = [], junits: [[UInt8]] = [], artifacts: [[String]] = []
        for jobs in ["1", "4"] {
            let junit = dir + "/junit-\(jobs).xml", folder = dir + "/artifacts-\(jobs)"
            let result = runCheck(["check", dir + "/price.case.json", dir + "/nested", "--root", dir, "--record", "never", "--jobs", jobs, "--junit", junit, "--artifacts", folder])
            expectEqual(result.code, .failed)
            outputs.append(result.stdout.replacingOccurrences(of: folder, with: "ARTIFACTS"))
            junits.append(try readFile(junit))
            artifacts.append((FileManager.default.subpaths(atPath: folder) ?? []).sorted())
        }
        expectEqual(outputs[0], outputs[1])
        expectEqual(junits[0], junits[1])
        expectEqual(artifacts[0], artifacts[1])
        expectSuffix(outputs[0], "5 passed, 3 failed\n")
    }

    @Test("JUnit has the elements and attributes CI servers need")
    func junit() throws {
        let dir = try Self.suite()
        try "changed\n".write(toFile: dir + "/price.goldens/rest-light.svg", atomically: true, encoding: .utf8)
        let path = dir + "/junit.xml"
        _ = runCheck(["check", dir, "--record", "never", "--junit", path])
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(doc.rootElement())
        expectEqual(root.name, "testsuites")
        expectEqual(root.attribute(forName: "tests")?.stringValue, "8")
        expectEqual(root.attribute(forName: "failures")?.stringValue, "1")
        let suites = root.elements(forName: "testsuite")
        expectEqual(suites.count, 1)
        for key in ["name", "tests", "failures", "errors", "skipped", "time"] { #expect(suites[0].attribute(forName: key) != nil, "\(key)") }
        let cases = suites[0].elements(forName: "testcase")
        expectEqual(cases.count, 8)
        for c in cases { for key in ["classname", "name", "time"] { #expect(c.attribute(forName: key) != nil) } }
        let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }
        expectEqual(failed.count, 1)
        let failure = try #require(failed.first?.elements(forName: "failure").first)
        expectEqual(failure.attribute(forName: "message")?.stringValue?.hasPrefix("differs from \(dir)/price.goldens/rest-light.svg"), true)
        expectEqual(failure.stringValue?.contains("To accept: render-cli check \(dir) --filter price:rest-light --record failed"), true)
    }

    @Test("A suite with a case file that cannot be read, or two cases of one id, writes nothing: no golden, and the last artifacts stay")
    func refusedSuiteWritesNothing() throws {
        let dir = temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/scenes", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/scenes/price.json", toPath: dir + "/scenes/price.json")
        // Many good cases first in path order, so that the threads check them while the bad one is still ahead.
        for i in 0..<40 { try #"{"scene": "scenes/price.json", "schemes": "both"}"#.write(toFile: dir + "/c\(i).case.json", atomically: true, encoding: .utf8) }
        try #"{"scene": "scenes/price.json", "states": ["rest", "sideways"]}"#.write(toFile: dir + "/zz.case.json", atomically: true, encoding: .utf8)
        let artifacts = dir + "/artifacts"
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        for name in [".render-cli-artifacts", "last.svg"] { try "x\n".write(toFile: artifacts + "/" + name, atomically: true, encoding: .utf8) }
        func goldenFolders() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".goldens") || $0 == "goldens" } }
        for jobs in ["1", "2"] {
            let bad = runCheck(["check", dir, "--record", "all", "--jobs", jobs, "--artifacts", artifacts])
            expectEqual(bad.code, .dataError)
            #expect(bad.stderr.hasPrefix("Error: \(dir)/zz.case.json:1:"), "\(bad.stderr)")
            try expectEqual(goldenFolders(), [])
            #expect(FileManager.default.fileExists(atPath: artifacts + "/last.svg"))
        }
        // The legacy fixture scenes/price.json and the case file price.case.json are both the case "price".
        try FileManager.default.removeItem(atPath: dir + "/zz.case.json")
        try #"{"scene": "scenes/price.json"}"#.write(toFile: dir + "/price.case.json", atomically: true, encoding: .utf8)
        let twice = runCheck(["check", dir, "--record", "all", "--jobs", "2", "--artifacts", artifacts])
        expectEqual(twice.code, .dataError)
        expectContains(twice.stderr, #"two cases are both named "price""#, "\(twice.stderr)")
        try expectEqual(goldenFolders(), [])
        #expect(FileManager.default.fileExists(atPath: artifacts + "/last.svg"))
        // Without the repeat, the run records every golden and clears the last artifacts.
        try FileManager.default.removeItem(atPath: dir + "/price.case.json")
        let recorded = runCheck(["check", dir, "--record", "missing", "--jobs", "2", "--artifacts", artifacts])
        expectEqual(recorded.stderr, "Error: wrote 81 golden files; run again to check them\n", "\(recorded.stderr)")
        try expectEqual(goldenFolders().count, 41)
        #expect(!FileManager.default.fileExists(atPath: artifacts + "/last.svg"))
    }

    @Test("An artifacts folder holding only hidden files that are not ours is refused; ours loses its hidden files too")
    func artifactsFolderHiddenFiles() throws {
        let dir = temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/scenes", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixtures + "/scenes/price.json", toPath: dir + "/scenes/price.json")
        try #"{"scene": "scenes/price.json"}"#.write(toFile: dir + "/one.case.json", atomically: true, encoding: .utf8)
        let recorded = runCheck(["check", dir, "--record", "missing"])
        expectPrefix(recorded.stderr, "Error: wrote ", "\(recorded.stderr)")
        let artifacts = dir + "/artifacts"
        try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        try "x\n".write(toFile: artifacts + "/.someone-elses", atomically: true, encoding: .utf8)
        let refused = runCheck(["check", dir, "--artifacts", artifacts])
        expectNotEqual(refused.code, .ok)
        expectContains(refused.stderr, "the artifacts folder holds files that are not render-cli's", "\(refused.stderr)")
        #expect(FileManager.default.fileExists(atPath: artifacts + "/.someone-elses"))
        // With our marker beside it, the folder is ours: emptied, hidden files and all, the marker kept.
        try "x\n".write(toFile: artifacts + "/.render-cli-artifacts", atomically: true, encoding: .utf8)
        let cleared = runCheck(["check", dir, "--artifacts", artifacts])
        expectEqual(cleared.code, .ok, "\(cleared.stderr)")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: artifacts), [".render-cli-artifacts"])
    }

    @Test("Bad case files get located errors; paths may not leave the folder checked")
    func badCases() throws {
        let dir = temporaryFolder()
        try #"{"scene": "../../etc/passwd"}"#.write(toFile: dir + "/evil.case.json", atomically: true, encoding: .utf8)
        let evil = runCheck(["check", dir])
        expectEqual(evil.code, .dataError)
        #expect(evil.stderr.hasPrefix("Error: \(dir)/evil.case.json:1:11: at $.scene: the path \"../../etc/passwd\" leaves the folder being checked"))
        try #"{"scene": "x.json", "sheet": true}"#.write(toFile: dir + "/evil.case.json", atomically: true, encoding: .utf8)
        #expect(runCheck(["check", dir]).stderr.hasPrefix("Error: \(dir)/evil.case.json:1:30: at $.sheet: sheet checks a replay; give the case a \"trace\""))
        try #"{"scene": "x.json", "variants": {"dynamicTypeSize": ["huge"]}}"#.write(toFile: dir + "/evil.case.json", atomically: true, encoding: .utf8)
        expectContains(runCheck(["check", dir]).stderr, #"at $.variants.dynamicTypeSize[0]: unknown value "huge""#)
    }
}
