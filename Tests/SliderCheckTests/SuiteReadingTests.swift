import Foundation
import Glibc
@testable import SliderEngine
@testable import SliderDocuments
import SVGRender
import SliderReports
import RasterRender
import Synchronization
import Testing
@testable import SliderCheck
import SliderSnapshots
import TestSupport

/// The fast paths of reading a suite: one `readdir` pass per folder, path normalisation without splitting, files read
/// in one sized call, and case files read on several threads. Each must give what the plain way gives.
@Suite("Reading a suite")
struct SuiteReadingTests {
    @Test("Normalising a path: the unchanged fast path and the folding path agree with the rules")
    func normalize() {
        let table: [(String, String?)] = [
            ("a/b/c.json", "a/b/c.json"), ("/tmp/x", "/tmp/x"), ("...", "..."), ("a/.../b", "a/.../b"), (".hidden/x", ".hidden/x"),
            ("a/./b", "a/b"), ("a//b", "a/b"), ("a/b/", "a/b"), ("./a", "a"), (".", "."), ("", "."), ("/", "/"),
            ("a/../b", "b"), ("a/..", "."), ("..", ".."), ("../a", "../a"), ("/..", nil), ("/a/../..", nil), ("a/b/..", "a"),
            ("../../a/./b//c/../", "../../a/b"), ("a/../../b", "../b"), ("/a/./b/../../c", "/c"), ("//", "/"), ("./.", "."),
            ("é/./ü/../日本", "é/日本"), ("a/../\u{301}x", "\u{301}x"), ("/tmp/cs/cases/../scenes/s1.json", "/tmp/cs/scenes/s1.json"),
        ]
        for (path, expected) in table {
            expectEqual(SuitePath.normalize(path), expected, "\(path)")
        }
    }

    @Test("Names are cut and joined as bytes: a stem needs something before its suffix, non-ASCII names keep every byte")
    func namesAsBytes() {
        expectEqual(SuitePath.stem("price.case.json", removing: ".case.json"), "price")
        expectEqual(SuitePath.stem("é日本.case.json", removing: ".case.json"), "é日本")
        expectNil(SuitePath.stem(".case.json", removing: ".case.json"))
        expectNil(SuitePath.stem("price.case.jsonx", removing: ".case.json"))
        expectNil(SuitePath.stem("case.json", removing: ".case.json"))
        expectNil(SuitePath.stem("", removing: ".case.json"))
        // A combining mark on the dot makes another name, byte for byte and for `hasSuffix` alike.
        expectNil(SuitePath.stem("a.\u{301}case.json", removing: ".case.json"))
        #expect(SuitePath.hasSuffix("price.goldens", ".goldens") && !SuitePath.hasSuffix(".goldens", ".goldens"))
        #expect(!SuitePath.hasSuffix("price.golden", ".goldens"))
        for name in ["a.case.json", "b", "é.goldens", "x.goldens.json", "日本.case.json"] {
            expectEqual(SuitePath.hasSuffix(name, ".goldens"), name.hasSuffix(".goldens") && name != ".goldens", "\(name)")
            expectEqual(SuitePath.stem(name, removing: ".case.json") != nil, name.hasSuffix(".case.json"), "\(name)")
        }
        expectEqual(SuitePath.joined("cases", "é.case.json"), "cases/é.case.json")
    }

    @Test("A folder's entries: sorted by bytes, hidden names left out, folders and links to folders marked")
    func entries() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let long = String(repeating: "n", count: 250) + ".json"
        for name in ["b.json", "a.json", "Z.json", ".hidden", "é.json", long] { try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/sub")
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nowhere")
        expectEqual(mkfifo(dir + "/pipe", 0o600), 0)
        // A name that is not UTF-8 (the byte 0xFF): listed, repaired to U+FFFD.
        let raw = Array((dir + "/").utf8).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0xFF)] + Array(".json".utf8).map { CChar(bitPattern: $0) } + [0]
        let fd = raw.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o600) }
        expectGreaterOrEqual(fd, 0)
        close(fd)
        let entries = SuitePath.entries(dir)
        expectEqual(entries.map(\.name), ["Z.json", "a.json", "b.json", "dangling", "link", long, "pipe", "sub", "é.json", "\u{FFFD}.json"])
        expectEqual(entries.filter(\.isFolder).map(\.name), ["link", "sub"])
        // Only the folders, without strings for the files: the same folders, in the same order.
        let folders = SuitePath.entries(dir, foldersOnly: true)
        expectEqual(folders.map(\.name), ["link", "sub"])
        expectEqual(folders.filter(\.isFolder).count, folders.count)
        // The same from a run's listings, whether the folder was listed whole before or not.
        expectEqual(SuitePath.Listings().subfolders(dir), ["link", "sub"])
        let listings = SuitePath.Listings()
        expectEqual(listings.entries(dir).count, entries.count)
        expectEqual(listings.subfolders(dir), ["link", "sub"])
        #expect(SuitePath.entries(dir + "/missing").isEmpty)
        #expect(SuitePath.entries(dir + "/a.json").isEmpty)
    }

    @Test("A folder larger than one read of its entries is listed whole, each name once")
    func manyEntries() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 2,000 names of 104 bytes: about 250 KB of entries, several times the 32 KB read at a time.
        let names = (0..<2_000).map { i in String(repeating: "x", count: 96) + String(1_000_000 + i) }
        for name in names {
            let fd = open(dir + "/" + name, O_CREAT | O_WRONLY, 0o600)
            expectGreaterOrEqual(fd, 0)
            close(fd)
        }
        let listed = SuitePath.entries(dir)
        expectEqual(listed.count, names.count)
        // Compared as one flag: a failure's message need not print 2,000 names.
        let inOrder = listed.map(\.name) == names
        #expect(inOrder, "every name once, sorted by bytes")
        #expect(!listed.contains { $0.isFolder })
    }

    @Test("Reading the cases makes their formatters, for the scene's locale and each variant's, before anything is drawn")
    func formattersMadeWhileReading() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A format no other test uses, so the process's table has not made it yet.
        let format = ValueFormat(.number, minimumFractionDigits: 4, maximumFractionDigits: 5, grouping: false)
        let scene = #"{"slider": {"bounds": [0, 100], "value": [10, 20], "step": 0.5, "format": {"style": "number", "fractionLength": [4, 5], "grouping": false}}, "environment": {"locale": "fi_FI"}}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: dir + "/s.json"))
        try Data(#"{"scene": "s.json", "variants": {"locale": ["fi_FI", "is_IS"]}}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c.case.json"))
        let key = { (locale: String) in ValueFormatter.Key(format: format, automaticDigits: 1, locale: locale) }
        expectEqual(ValueFormatter.shared.timesMade(key("fi_FI")), 0)
        let cases = try Suite.cases([dir], jobs: 2)
        expectEqual(cases.count, 1)
        expectEqual(ValueFormatter.shared.timesMade(key("fi_FI")), 1)
        expectEqual(ValueFormatter.shared.timesMade(key("is_IS")), 1)
        expectEqual(ValueFormatter.shared.timesMade(key("sv_FI")), 0)
    }

    @Test("Parallel.map gives what a loop gives, for any number of threads and jobs", arguments: [0, 1, 2, 7, 1000])
    func parallelMap(count: Int) {
        let serial = (0..<count).map { $0 * $0 &+ 3 }
        for threads in [1, 2, 3, 16] {
            expectEqual(Parallel.map(count, threads: threads) { $0 * $0 &+ 3 }, serial)
        }
    }

    @Test("Cores: at least one, and no more than the processors online")
    func cores() {
        let online = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #expect(CoreCount.current >= 1 && CoreCount.current <= max(online, 1))
    }

    @Test("Byte order of names: memcmp over UTF-8 agrees with comparing the UTF-8 byte by byte")
    func bytesPrecede() {
        // Every word of up to three pieces from a small alphabet, so that equal strings, prefixes and shared starts
        // are common; and each again behind a long prefix, so that heap strings are compared as well as inline ones.
        let alphabet = ["a", "b", "Z", "0", ":", "/", "é", "e\u{301}", "€", "😀", "\u{7F}"]
        var short = [""]
        for _ in 0..<3 { short += short.flatMap { w in alphabet.map { w + $0 } } }
        let words = Array(Set(short)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let all = words + words.map { "a-long-shared-start-of-a-path/" + $0 }
        let probes = stride(from: 0, to: all.count, by: max(1, all.count / 120)).map { all[$0] }
        var disagreements = 0
        for a in all {
            for b in probes + [a, a + "a", String(a.dropLast())] where SuitePath.bytesPrecede(a, b) != a.utf8.lexicographicallyPrecedes(b.utf8) {
                disagreements += 1
            }
        }
        expectGreater(all.count, 2_000)
        expectEqual(disagreements, 0)
        #expect(SuitePath.bytesPrecede("c10:rest", "c1:rest"))
        #expect(!SuitePath.bytesPrecede("é", "e\u{301}"))
        #expect(SuitePath.bytesPrecede("e\u{301}", "é"))
    }

    @Test("Sorting by byte order through eight-byte prefixes gives the order of comparing whole UTF-8, and is stable")
    func sortedByBytes() {
        // Words that share their first eight bytes or are shorter than eight, with multi-byte characters across
        // the eighth byte; many come out equal (`"" + "a"` and `"a" + ""`), which shows stability. Shuffled by a
        // fixed generator, each item tagged with its place in the shuffled input.
        let pieces = ["", "a", "Z", "0", ":", "é", "€", "😀", "\u{7F}", "c1", "c10", "c1.case", "abcdefgh", "abcdefg", "abcdefghi"]
        var words: [String] = []
        for x in pieces { for y in pieces { words.append(x + y); words.append("rest-light" + x + y) } }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in stride(from: words.count - 1, to: 0, by: -1) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            words.swapAt(i, Int(state >> 33) % (i + 1))
        }
        let items = words.enumerated().map { (word: $0.element, place: $0.offset) }
        let sorted = SuitePath.sortedByBytes(items) { $0.word }
        expectEqual(sorted.count, items.count)
        var misordered = 0, unstable = 0, equalPairs = 0
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            if b.word.utf8.lexicographicallyPrecedes(a.word.utf8) { misordered += 1 }
            if a.word == b.word {
                equalPairs += 1
                if a.place > b.place { unstable += 1 }
            }
        }
        expectGreater(equalPairs, 20)
        expectEqual(misordered, 0)
        expectEqual(unstable, 0)
        // Items already in order are their own sort, equal keys included; one pair out of order is noticed.
        #expect(SuitePath.isSortedByBytes(sorted, by: { $0.word }))
        #expect(!SuitePath.isSortedByBytes(items, by: { $0.word }))
        expectEqual(SuitePath.sortedByBytes(sorted, by: { $0.word }).map(\.place), sorted.map(\.place))
        var swapped = sorted
        let last = swapped.count - 1
        swapped.swapAt(0, last)
        #expect(!SuitePath.isSortedByBytes(swapped, by: { $0.word }))
        expectEqual(SuitePath.sortedByBytes(swapped, by: { $0.word }).map(\.word), sorted.map(\.word))
        expectEqual(SuitePath.bytePrefix(""), 0)
        expectEqual(SuitePath.bytePrefix("a"), 0x6100_0000_0000_0000)
        expectEqual(SuitePath.bytePrefix("abcdefghij"), 0x6162_6364_6566_6768)
    }

    @Test("Case ids are the case files' paths below the folder, however the folder is spelled")
    func caseIds() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/data", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: fixtures + "/scenes/price.json", toPath: dir + "/data/price.json")
        try FileManager.default.createDirectory(atPath: dir + "/sub/deeper", withIntermediateDirectories: true)
        for file in ["top", "sub/mid", "sub/deeper/low"] {
            let up = String(repeating: "../", count: file.split(separator: "/").count - 1)
            try Data(#"{"scene": "\#(up)data/price.json"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/" + file + ".case.json"))
        }
        for spelling in [dir, dir + "/", dir + "/.", dir + "/sub/..", dir + "//"] {
            let cases = try Suite.cases([spelling], jobs: 1)
            expectEqual(cases.map(\.id), ["sub/deeper/low", "sub/mid", "top"], "\(spelling)")
            expectEqual(cases.map(\.outputs.first?.id), ["sub/deeper/low:rest-light", "sub/mid:rest-light", "top:rest-light"], "\(spelling)")
        }
    }

    @Test("Case files read on two threads: the same cases, and the same first error in path order")
    func casesOnThreads() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = fixtures + "/scenes/price.json"
        try FileManager.default.createDirectory(atPath: dir + "/data", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: scene, toPath: dir + "/data/price.json")
        for i in 0..<40 {
            try Data(#"{"scene": "data/price.json", "schemes": "both"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c\(i).case.json"))
        }
        let one = try Suite.cases([dir], jobs: 1), two = try Suite.cases([dir], jobs: 2)
        expectEqual(one.count, 40)
        expectEqual(one.map(\.id), two.map(\.id))
        expectEqual(one.map(\.outputs), two.map(\.outputs))
        // Two bad files: the one first in path order is reported, however the threads ran.
        try Data(#"{"scene": 3}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c17.case.json"))
        try Data(#"{"scene": "data/price.json", "fps": 0}"#.utf8).write(to: URL(fileURLWithPath: dir + "/c30.case.json"))
        var messages: [String] = []
        for jobs in [1, 2, 2, 2] {
            do {
                _ = try Suite.cases([dir], jobs: jobs)
                Issue.record("bad case files were accepted")
            } catch {
                messages.append(String(describing: error))
            }
        }
        expectEqual(Set(messages).count, 1)
        expectEqual(messages.first?.contains("c17.case.json"), true)
    }

    @Test("A golden is read whole; missing is nil; a folder or a FIFO is refused without blocking")
    func goldenRead() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try SnapshotFile.read(dir + "/missing.svg") == nil)
        #expect(try SnapshotFile.read(dir + "/missing/inside.svg") == nil)
        try Data().write(to: URL(fileURLWithPath: dir + "/empty.svg"))
        try expectEqual(SnapshotFile.read(dir + "/empty.svg"), [])
        let big = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(big).write(to: URL(fileURLWithPath: dir + "/big.svg"))
        try expectEqual(SnapshotFile.read(dir + "/big.svg"), big)
        #expect(throws: SnapshotError.self) { try SnapshotFile.read(dir) }
        expectEqual(mkfifo(dir + "/pipe.svg", 0o600), 0)
        #expect(throws: SnapshotError.self) { try SnapshotFile.read(dir + "/pipe.svg") }
    }

    @Test("An input file at the limit is read; one byte more is refused; a FIFO is read to its end")
    func documentLimit() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/in.json"))
        try expectEqual(DocumentFile.read(dir + "/in.json", limit: 70_000), bytes)
        #expect(throws: DocumentError.self) { try DocumentFile.read(dir + "/in.json", limit: 69_999) }
        try expectEqual(DocumentFile.read(dir + "/in.json"), bytes)
        expectEqual(mkfifo(dir + "/pipe", 0o600), 0)
        let writer = Thread {
            let fd = open(dir + "/pipe", O_WRONLY)
            bytes.withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        try expectEqual(DocumentFile.read(dir + "/pipe"), bytes)
    }

    @Test("A regular file of any size, empty included, reads back whole after its one sized read")
    func sizedReadsAreWhole() throws {
        let dir = Scratch.folder("sized")
        for size in [0, 1, 2, 4095, 4096, 4097, 65_536, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(bytes).write(to: URL(fileURLWithPath: dir + "/f\(size)"))
            try expectEqual(DocumentFile.read(dir + "/f\(size)"), bytes, "size \(size)")
        }
    }

    @Test("A golden read once is compared as read: check and assertSnapshot do not read it a second time")
    func goldenComparedAsRead() throws {
        let dir = Scratch.folder("stored")
        let path = dir + "/g.svg"
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        let stored = try SnapshotFile.read(path)
        try Data("new\n".utf8).write(to: URL(fileURLWithPath: path))
        let diff = Snapshotting<[UInt8]>.bytes(pathExtension: "svg").diff
        // Compared with the bytes given, not with the file as it now is.
        try expectEqual(SnapshotFile.compare(Array("old\n".utf8), stored: stored, at: path, record: .never, artifact: nil, diff: diff), .matched)
        try expectNotEqual(SnapshotFile.compare(Array("old\n".utf8), at: path, record: .never, artifact: nil, diff: diff), .matched)
        try expectEqual(SnapshotFile.compare(Array("x".utf8), stored: nil, at: dir + "/none.svg", record: .never, artifact: nil, diff: diff), .missing(path: dir + "/none.svg"))
    }

    @Test("A case file's outputs: defaults, explicit false turning a default off, and what needs a trace")
    func caseOutputs() throws {
        let dir = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func read(_ json: String) throws -> CaseFile {
            try json.write(toFile: dir + "/a.case.json", atomically: true, encoding: .utf8)
            return try CaseFile(contentsOf: dir + "/a.case.json", root: dir)
        }
        func outputs(_ c: CaseFile) -> String {
            "\(c.states.map(\.rawValue)) at \(c.times) sheet \(c.sheet) effects \(c.effects) accessibility \(c.accessibility)"
        }
        let table: [(String, String)] = [
            (#"{"scene": "s.json"}"#, "[\"rest\"] at [] sheet false effects false accessibility false"),
            (#"{"scene": "s.json", "trace": "t.json"}"#, "[] at [] sheet true effects true accessibility false"),
            // Asking for nothing needs no trace, and turns only its own default off.
            (#"{"scene": "s.json", "sheet": false, "effects": false, "at": []}"#, "[\"rest\"] at [] sheet false effects false accessibility false"),
            (#"{"scene": "s.json", "trace": "t.json", "sheet": false}"#, "[] at [] sheet false effects true accessibility false"),
            (#"{"scene": "s.json", "trace": "t.json", "effects": false}"#, "[] at [] sheet true effects false accessibility false"),
            (#"{"scene": "s.json", "trace": "t.json", "sheet": false, "effects": true}"#, "[] at [] sheet false effects true accessibility false"),
            (#"{"scene": "s.json", "trace": "t.json", "at": [0.5]}"#, "[] at [0.5] sheet false effects false accessibility false"),
            (#"{"scene": "s.json", "accessibility": true}"#, "[] at [] sheet false effects false accessibility true"),
        ]
        for (json, expected) in table {
            expectEqual(outputs(try read(json)), expected, "\(json)")
        }
        let refused: [(String, String)] = [
            (#"{"scene": "s.json", "sheet": true}"#, "1:30: at $.sheet: sheet checks a replay; give the case a \"trace\""),
            (#"{"scene": "s.json", "at": [1]}"#, "1:27: at $.at: at checks a replay"),
            (#"{"scene": "s.json", "sheet": false, "effects": true}"#, "at $.effects: effects checks a replay"),
            (#"{"scene": "s.json", "trace": "t.json", "sheet": false, "effects": false}"#, "at $.sheet: the case checks nothing"),
            (#"{"scene": "s.json", "states": []}"#, "1:31: at $.states: the case checks nothing"),
        ]
        for (json, message) in refused {
            #expect(throws: (any Error).self, "\(json)") { try read(json) }
            do {
                _ = try read(json)
            } catch {
                expectContains("\(error)", message, "\(json): \(error)")
            }
        }
    }
}
