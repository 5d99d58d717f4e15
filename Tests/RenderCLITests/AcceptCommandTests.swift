import Foundation
import SliderCheck
import SliderSnapshots
import Testing
import TestSupport
@testable import render_cli

/// `render-cli accept` on the reports of `check --report`, and check's GitHub Actions output.
@Suite("accept command")
struct AcceptCommandTests {
    /// A recorded suite (see `CheckSuiteTests.suite`) with `price:rest-light` changed and `price:lower-dark` missing,
    /// checked with `--report`: the suite folder, the report folder, and the two goldens with the bytes they hold.
    static func failingSuite() throws -> (dir: String, report: String, changed: String, missing: String, changedBytes: [UInt8]) {
        let dir = try CheckSuiteTests.suite()
        let changed = dir + "/price.goldens/rest-light.svg", missing = dir + "/price.goldens/lower-dark.svg"
        let text = try String(contentsOfFile: changed, encoding: .utf8)
        try text.replacingOccurrences(of: "#ff5b3a", with: "#7c3aed").write(toFile: changed, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: missing)
        let report = dir + "/report"
        let checked = runCheck(["check", dir, "--record", "never", "--report", report])
        expectEqual(checked.code, .failed)
        expectSuffix(checked.stdout, "6 passed, 2 failed\n", "\(checked.stdout)")
        #expect(checked.stderr.contains("to accept its 2 failures (or those you tick on the page): render-cli accept \(report)\n"), "\(checked.stderr)")
        return (dir, report, changed, missing, try readFile(changed))
    }

    @Test("accept --help describes it, and the overview lists it")
    func help() {
        let result = runCLI(["accept", "--help"])
        expectEqual(result.code, .ok)
        expectPrefix(result.stdout, "OVERVIEW: Write the new outputs of a review report's failures as their goldens.\n")
        expectContains(result.stdout, "USAGE: render-cli accept <report-dir>|<report.json> [--filter GLOB]... [--dry-run]")
        expectContains(runCLI(["--help"]).stdout, "\n  accept                  Write the new outputs")
        expectEqual(runCLI(["accept"]).code, .usage)
        expectContains(runCLI(["accept", "a", "b"]).stderr, "unexpected argument 'b'")
        expectContains(runCLI(["accept", "a", "--filtr", "x"]).stderr, "did you mean '--filter'?")
    }

    @Test("A report from check round-trips: accept writes its new outputs, and check then passes")
    func roundTrip() throws {
        let suite = try Self.failingSuite()
        let report = try CheckReport.read(suite.report)
        expectEqual(report.roots, [suite.dir])
        let dry = runCLI(["accept", suite.report, "--dry-run"])
        expectEqual(dry.code, .ok, "\(dry.stderr)")
        #expect(try readFile(suite.changed) == suite.changedBytes && !fileExists(suite.missing))
        let result = runCLI(["accept", suite.report])
        expectEqual(result.code, .ok, "\(result.stderr)")
        expectEqual(result.stdout, """
            wrote \(suite.missing) (price:lower-dark, new)
            wrote \(suite.changed) (price:rest-light, replaced)
            accepted 2 goldens from \(suite.report)/report.json

            """)
        let passed = runCheck(["check", suite.dir, "--record", "never"])
        expectEqual(passed.code, .ok, "\(passed.stdout)")
        expectEqual(passed.stdout, "8 passed, 0 failed\n")
        // The same report again: its goldens changed since (one appeared, one was rewritten), so it is refused.
        let again = runCLI(["accept", suite.report])
        expectEqual(again.code, .failed)
        #expect(again.stderr.contains("refused price:lower-dark (\(suite.missing)): the golden exists now but did not when the report was made"))
        #expect(again.stderr.contains("refused price:rest-light (\(suite.changed)): the golden changed since the report was made"))
        // A passing report has nothing to accept.
        expectEqual(runCheck(["check", suite.dir, "--record", "never", "--report", suite.report]).code, .ok)
        let nothing = runCLI(["accept", suite.report])
        expectEqual(nothing.code, .ok)
        expectEqual(nothing.stdout, "nothing to accept: \(suite.report)/report.json holds no failed or missing case\n")
    }

    @Test("--filter accepts just the failures it matches; a filter matching none refuses the report")
    func filter() throws {
        let suite = try Self.failingSuite()
        let result = runCLI(["accept", suite.report, "--filter", "*:lower-*"])
        expectEqual(result.code, .ok, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("accepted 1 golden from \(suite.report)/report.json\n"))
        #expect(fileExists(suite.missing))
        try expectEqual(readFile(suite.changed), suite.changedBytes)
        let after = runCheck(["check", suite.dir, "--record", "never"])
        expectSuffix(after.stdout, "7 passed, 1 failed\n", "\(after.stdout)")
        // A filter that matches no failure (a passed case, a typo) refuses everything, even beside a good one.
        try FileManager.default.removeItem(atPath: suite.missing)
        let typo = runCLI(["accept", suite.report, "--filter", "price:lower-dark", "--filter", "price:rest-lihgt"])
        expectEqual(typo.code, .failed)
        expectContains(typo.stderr, "--filter 'price:rest-lihgt' matches no failure of the report")
        #expect(!fileExists(suite.missing))
    }

    /// Rewrites the report's `report.json` after `change`.
    static func tamper(_ folder: String, _ change: (inout CheckReport) -> Void) throws {
        var report = try CheckReport.read(folder)
        change(&report)
        try Data(report.jsonBytes()).write(to: URL(fileURLWithPath: folder + "/report.json"))
    }

    @Test("A tampered report is refused whole and nothing is written: paths outside the roots, links leading out, no roots")
    func tampered() throws {
        let suite = try Self.failingSuite()
        let outside = temporaryFolder()
        let index = { (report: CheckReport) in report.results.firstIndex { $0.id == "price:lower-dark" }! }
        for path in [outside + "/evil.svg", suite.dir + "/../evil.svg", "../../evil.svg", suite.dir, suite.dir + "/price.goldens/../../x.svg"] {
            try Self.tamper(suite.report) { $0.results[index($0)].goldenPath = path }
            let result = runCLI(["accept", suite.report])
            expectEqual(result.code, .failed, "\(path)")
            #expect(result.stderr.contains("the path is outside the report's roots (\(suite.dir))"), "\(path): \(result.stderr)")
            expectSuffix(result.stderr, "report.json: refused; nothing was written\n")
            // All or nothing: the other failure, fine on its own, was not written either.
            try expectEqual(readFile(suite.changed), suite.changedBytes)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        // A goldens folder that is a link to a folder outside the roots.
        try FileManager.default.createSymbolicLink(atPath: suite.dir + "/linked.goldens", withDestinationPath: outside)
        try Self.tamper(suite.report) { $0.results[index($0)].goldenPath = suite.dir + "/linked.goldens/x.svg" }
        let linked = runCLI(["accept", suite.report])
        expectEqual(linked.code, .failed)
        expectContains(linked.stderr, "leads outside the root through a symbolic link", "\(linked.stderr)")
        // A golden that is itself a link.
        try FileManager.default.createSymbolicLink(atPath: suite.dir + "/price.goldens/link.svg", withDestinationPath: outside + "/target.svg")
        try Self.tamper(suite.report) { $0.results[index($0)].goldenPath = suite.dir + "/price.goldens/link.svg" }
        expectContains(runCLI(["accept", suite.report]).stderr, "the golden is a symbolic link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
        // Roots widened to hold the outside folder are still checked against the paths: but a report without roots
        // (version 1) is refused outright.
        try Self.tamper(suite.report) { $0.roots = nil }
        let old = runCLI(["accept", suite.report])
        expectEqual(old.code, .failed)
        expectContains(old.stderr, "the report names no suite roots")
        #expect(try readFile(suite.changed) == suite.changedBytes && !fileExists(suite.missing))
    }

    @Test("A golden changed since the report refuses the report, and nothing is written")
    func changedSince() throws {
        let suite = try Self.failingSuite()
        try Data("<svg/>\n".utf8).write(to: URL(fileURLWithPath: suite.changed))
        let result = runCLI(["accept", suite.report])
        expectEqual(result.code, .failed)
        #expect(result.stderr.contains("refused price:rest-light (\(suite.changed)): the golden changed since the report was made; check again"))
        #expect(!fileExists(suite.missing))
        try expectEqual(readFile(suite.changed), Array("<svg/>\n".utf8))
        // Only the other one chosen: accepted.
        expectEqual(runCLI(["accept", suite.report, "--filter", "price:lower-dark"]).code, .ok)
        #expect(fileExists(suite.missing))
    }

    @Test("Under GitHub Actions, check appends a step summary and prints ::error annotations on the failing goldens")
    func gitHub() throws {
        let suite = try Self.failingSuite()
        let summary = temporaryFolder() + "/step-summary.md"
        try Data("earlier step\n".utf8).write(to: URL(fileURLWithPath: summary))
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary, "GITHUB_WORKSPACE": suite.dir]
        let result = CLIEnvironment.$override.withValue(environment) {
            runCheck(["check", suite.dir, "--record", "never", "--report", suite.report])
        }
        expectEqual(result.code, .failed)
        let annotations: [String] = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.map(String.init)
        let missing: String = "::error file=price.goldens/lower-dark.svg,line=1,title=No golden%3A price%3Alower-dark::"
            + "No golden for price:lower-dark.%0ATo accept: render-cli accept \(suite.report) --filter price:lower-dark"
        let differs: String = "::error file=price.goldens/rest-light.svg,line=1,title=Golden differs%3A price%3Arest-light::"
            + "The output of price:rest-light differs from its golden.%0Atrack.fill fill #7c3aed → #ff5b3a"
            + "%0ATo accept: render-cli accept \(suite.report) --filter price:rest-light"
        expectEqual(annotations, [missing, differs])
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        expectPrefix(text, "earlier step\n## render-cli check: 2 failed\n", "\(text)")
        expectContains(text, "| 6 | 1 | 1 | 0 | 0 |")
        expectContains(text, "### Failed: <code>price:rest-light</code>\n\nGolden: <code>price.goldens/rest-light.svg</code>")
        expectContains(text, "<pre>\ntrack.fill fill #7c3aed → #ff5b3a\n</pre>")
        #expect(text.contains("Accept: <code>render-cli accept \(suite.report) --filter price:lower-dark</code>"))
        // The accept command of the summary works as it reads.
        expectEqual(runCLI(["accept", suite.report, "--filter", "price:lower-dark"]).code, .ok)
        // Without GITHUB_ACTIONS: no annotations, no summary.
        let before = try readFile(summary)
        let plain = CLIEnvironment.$override.withValue(["GITHUB_STEP_SUMMARY": summary]) { runCheck(["check", suite.dir, "--record", "never"]) }
        expectNotContains(plain.stdout, "::error")
        try expectEqual(readFile(summary), before)
        // Without --report, each failure's own check command.
        _ = CLIEnvironment.$override.withValue(environment) { runCheck(["check", suite.dir, "--record", "never"]) }
        #expect(try String(contentsOfFile: summary, encoding: .utf8).contains(
            "Accept: <code>render-cli check \(suite.dir) --filter price:rest-light --record failed</code>"))
    }

    @Test("Workflow commands escape %, CR and LF, and in properties : and , too; ids cannot inject markup or commands")
    func gitHubEscaping() {
        expectEqual(GitHubOutput.escapeData("50% a\r\nb:c,d"), "50%25 a%0D%0Ab:c,d")
        expectEqual(GitHubOutput.escapeProperty("50% a\r\nb:c,d"), "50%25 a%0D%0Ab%3Ac%2Cd")
        expectEqual(GitHubOutput.repositoryPath("/w/r/Fixtures/g.svg", workspace: "/w/r", workingFolder: "/elsewhere"), "Fixtures/g.svg")
        expectEqual(GitHubOutput.repositoryPath("Fixtures/g.svg", workspace: "/w/r", workingFolder: "/w/r/sub"), "sub/Fixtures/g.svg")
        expectEqual(GitHubOutput.repositoryPath("/other/g.svg", workspace: "/w/r", workingFolder: "/w/r"), "/other/g.svg")
        let evil = CaseResult(id: "a,b:c\n::warning::x<b>", goldenPath: "/w/r/x,y.svg", status: .failed, pathExtension: "svg",
                              summary: ["<script>"], golden: [1], actual: [2], acceptCommand: "")
        let report = CheckReport(results: [evil], roots: ["/w/r"])
        let lines = GitHubOutput.annotations(report, reportFolder: "out", workspace: "/w/r", workingFolder: "/w/r")
        expectEqual(lines.count, 1)
        expectPrefix(lines[0], "::error file=x%2Cy.svg,line=1,title=Golden differs%3A a%2Cb%3Ac\\n%3A%3Awarning%3A%3Ax<b>::", "\(lines[0])")
        expectNotContains(lines[0], "\n")
        let summary = GitHubOutput.summary(report, reportFolder: "out", workspace: "/w/r", workingFolder: "/w/r")
        #expect(!summary.contains("<script>") && !summary.contains("<b>") && summary.contains("&lt;script&gt;"))
        expectContains(summary, "--filter &#39;a,b:c?::warning::x&lt;b&gt;&#39;", "\(summary)")
    }
}
