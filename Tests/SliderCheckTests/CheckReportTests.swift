import Foundation
import Testing
import TestSupport
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender

@Suite("check report")
struct CheckReportTests {
    @Test("The --timings line: steps in milliseconds, the parallel ones with their threads, and the serial share")
    func timingsLine() {
        let steps = [CheckRun.Step(name: "find", seconds: 0.0014, parallel: false, threads: 1),
                     CheckRun.Step(name: "read", seconds: 0.02093, parallel: true, threads: 2),
                     CheckRun.Step(name: "check", seconds: 0.025, parallel: true, threads: 1),
                     CheckRun.Step(name: "report", seconds: 0.0026, parallel: false, threads: 1)]
        expectEqual(CheckText.timings(steps), "timings: find 1.4 ms, read 20.9 ms (2 threads), check 25 ms (1 thread), report 2.6 ms; serial 4 ms of 49.9 ms (8 %)")
        expectEqual(CheckText.timings([]), "timings: ; serial 0 ms of 0 ms (0 %)")
    }

    @Test("report.json keeps every field of every result, bytes and all")
    func roundTrip() throws {
        for report in try ReportFixture.shards() {
            let bytes = report.jsonBytes()
            let read = try CheckReport(reportJSON: bytes, file: "report.json")
            expectEqual(read, report)
            expectEqual(read.jsonBytes(), bytes)
        }
        let empty = CheckReport(results: [])
        try expectEqual(CheckReport(reportJSON: empty.jsonBytes(), file: "r"), empty)
        let rooted = CheckReport(results: [], roots: ["Fixtures", "cases/a b.goldens"])
        try expectEqual(CheckReport(reportJSON: rooted.jsonBytes(), file: "r"), rooted)
        // A version 1 report (no roots) still reads, with none.
        let old = try CheckReport(reportJSON: Array("{\"format\":\"render-cli-check-report\",\"version\":1,\"label\":\"x\",\"results\":[]}".utf8), file: "r")
        #expect(old.roots == nil && old.label == "x")
    }

    @Test("report.json is one result per line, with a passed golden written once")
    func layout() throws {
        let report = try ReportFixture.shards()[0]
        let text = String(decoding: report.jsonBytes(), as: UTF8.self)
        expectPrefix(text, "{\"format\":\"render-cli-check-report\",\"version\":2,\"label\":\"shard 1/2\",\"roots\":[\"Fixtures\"],\n")
        expectContains(text, "\"counts\":{\"passed\":1,\"failed\":4,\"missing\":0,\"recorded\":0,\"stale\":2}")
        expectSuffix(text, "]}\n")
        expectEqual(text.split(separator: "\n").count, 4 + report.results.count)
        expectEqual(text.components(separatedBy: "\"goldenEqualsActual\":true").count, 2)
        #expect(!text.contains("\u{202E}") && !text.contains("<img"))
        _ = try JSONSerialization.jsonObject(with: Data(report.jsonBytes()))
    }

    @Test("A malformed report.json names the file and the place")
    func badInput() {
        let cases: [(String, String)] = [
            ("{}", "missing key \"format\""),
            ("{\"format\":\"x\",\"version\":1,\"results\":[]}", "render-cli-check-report"),
            ("{\"format\":\"render-cli-check-report\",\"version\":3,\"results\":[]}", "reads report versions 1 to 2"),
            ("{\"format\":\"render-cli-check-report\",\"version\":1,\"roots\":[\"a\"],\"results\":[]}", "a version 1 report has no \"roots\""),
            ("{\"format\":\"render-cli-check-report\",\"version\":1,\"results\":[{\"id\":\"a\",\"goldenPath\":\"g\",\"status\":\"odd\",\"actual\":\"\"}]}", "unknown status \"odd\""),
            ("{\"format\":\"render-cli-check-report\",\"version\":1,\"results\":[{\"id\":\"a\",\"goldenPath\":\"g\",\"status\":\"passed\",\"actual\":\"@@\"}]}", "expected Base64"),
            ("{\"format\":\"render-cli-check-report\",\"version\":1,\"results\":[],\"extra\":1}", "unknown key \"extra\""),
        ]
        for (json, message) in cases {
            #expect(throws: DocumentError.self) { try CheckReport(reportJSON: Array(json.utf8), file: "r.json") }
            do {
                _ = try CheckReport(reportJSON: Array(json.utf8), file: "r.json")
            } catch {
                #expect("\(error)".contains(message) && "\(error)".hasPrefix("r.json"), "\(error)")
            }
        }
    }

    @Test("Merging shards sorts by id, unions stale goldens no case produced, and joins labels")
    func merge() throws {
        let shards = try ReportFixture.shards()
        let merged = try CheckReport.merged([("a/report.json", shards[1]), ("b/report.json", shards[0])])
        let ids = merged.results.map(\.id)
        expectEqual(ids, ids.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
        expectEqual(ids.count, shards[0].results.count + shards[1].results.count)
        // Listed by shard 1, but produced there by a case: not stale. Listed twice: once.
        expectEqual(merged.stale, ["Fixtures/cases/removed.rest.svg"])
        expectEqual(merged.label, "shard 2/2 + shard 1/2")
        try expectEqual(CheckReport.merged([("x", shards[0]), ("y", shards[1])]).results, merged.results)
        try expectEqual(CheckReport.merged([("x", shards[0])], label: "one").label, "one")
    }

    @Test("A case in two shards is an error naming both")
    func duplicate() throws {
        let shards = try ReportFixture.shards()
        do {
            _ = try CheckReport.merged([("one/report.json", shards[0]), ("two/report.json", shards[0])])
            Issue.record("merged a duplicate")
        } catch let error as DocumentError {
            expectPrefix(error.description, "two/report.json: the case \"cases/age:identical-bytes\" is also in one/report.json")
        }
    }

    @Test("A report folder is written whole, read back and merged from disk")
    func folders() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let shards = try ReportFixture.shards()
        try CheckReport.write(shards[0], to: root + "/one")
        try CheckReport.write(shards[1], to: root + "/two")
        try expectEqual(readFile(root + "/one/report.json"), shards[0].jsonBytes())
        try expectEqual(readFile(root + "/one/index.html"), Array(shards[0].html(acceptFolder: root + "/one").utf8))
        // The page's accept box names the folder the report was written to; without roots there is none.
        expectContains(shards[0].html(acceptFolder: "out"), "id=\"accept-box\" aria-label=\"Accept the ticked failures\" data-folder=\"out\"")
        var unrooted = shards[0]
        unrooted.roots = nil
        #expect(!unrooted.html(acceptFolder: "out").contains("id=\"accept-box\"") && !unrooted.html(acceptFolder: "out").contains("class=\"pick\""))
        try expectEqual(CheckReport.read(root + "/two"), shards[1])
        try expectEqual(CheckReport.read(root + "/two/report.json"), shards[1])
        let merged = try CheckReport.merge([root + "/one", root + "/two/"])
        expectEqual(merged, try CheckReport.merged([("1", shards[0]), ("2", shards[1])]))
        // Written again over its own output: fine. Over a folder of someone else's files: refused.
        try CheckReport.write(merged, to: root + "/one")
        try expectEqual(CheckReport.read(root + "/one"), merged)
        #expect(FileManager.default.createFile(atPath: root + "/mine.txt", contents: Data("x".utf8)))
        #expect(throws: OutputError.self) { try CheckReport.write(merged, to: root) }
        #expect(throws: DocumentError.self) { try CheckReport.read(root + "/missing") }
    }

    @Test("The page counts missing as failed and shows failures, recorded and stale")
    func page() throws {
        let shards = try ReportFixture.shards()
        let merged = try CheckReport.merged([("1", shards[0]), ("2", shards[1])])
        let data = merged.reviewData()
        expectEqual(data.counts, ReviewCounts(passed: 3, failed: 6, recorded: 1, stale: 1))
        let html = merged.html()
        expectEqual(html.components(separatedBy: "<article ").count, 8)
        expectContains(html, "data-media=\"png\"")
        expectContains(html, "<b id=\"count-failed\">6</b>")
        expectNotContains(html, "<img src=x")
        expectEqual(html, merged.html())
    }

    @Test("With REPORT_FIXTURE_DIR set, writes the fixture shards and their merge for scripts/test-report.sh")
    func writeFixture() throws {
        guard let folder = ProcessInfo.processInfo.environment["REPORT_FIXTURE_DIR"], !folder.isEmpty else { return }
        let shards = try ReportFixture.shards()
        try SafeFile.makeFolder(folder)
        for (i, shard) in shards.enumerated() { try CheckReport.write(shard, to: folder + "/shard-\(i + 1)") }
        try CheckReport.write(try CheckReport.merged([("1", shards[0]), ("2", shards[1])]), to: folder + "/whole")
    }
}

@Suite("check report size")
struct CheckReportSizeTests {
    @Test("1,000 cases with 20 failures: passed cases cost little on the page; prints size and time")
    func thousand() throws {
        let price = SVGRender.bytes(try scene("price").stillScene())
        var changed = price
        changed.append(0x0A)
        let results = (0..<1000).map { i -> CaseResult in
            let failed = i % 50 == 0
            return ReportFixture.result("cases/c\(1000 + i):rest-light", failed ? .failed : .passed, golden: price, actual: failed ? changed : price)
        }
        let report = CheckReport(results: results)
        let clock = ContinuousClock()
        var page = "", json: [UInt8] = []
        let elapsed = clock.measure {
            page = report.html()
            json = report.jsonBytes()
        }
        let passedOnly = CheckReport(results: results.filter { $0.status == .passed }).html()
        expectLess(passedOnly.utf8.count, 980 * 200 + 30_000)
        print("check report of 1,000 cases (20 failed): index.html \(page.utf8.count) bytes, report.json \(json.count) bytes, "
            + "980 passed alone \(passedOnly.utf8.count) bytes, built in \(elapsed)")
    }
}
