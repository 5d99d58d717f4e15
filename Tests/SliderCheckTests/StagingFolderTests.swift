import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SliderCheck
import SliderSnapshots
import Testing
import TestSupport

/// The staging folder is held open from the start, and everything is made relative to it.
@Suite("Staging folder")
struct StagingFolderTests {
    @Test("Files and folders land in the staging folder made at the start, even once its name leads elsewhere")
    func heldOpen() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try StagingFolder(replacing: root + "/out")
        try staging.write(Array("one\n".utf8), to: "a/1.txt")
        // The staging folder's name moved away, and a link to another folder put in its place.
        expectEqual(rename(staging.staging, root + "/moved"), 0)
        expectEqual(mkdir(root + "/elsewhere", 0o755), 0)
        expectEqual(symlink(root + "/elsewhere", staging.staging), 0)
        try staging.write(Array("two\n".utf8), to: "a/2.txt")
        try staging.write(Array("three\n".utf8), to: "b/c/3.txt")
        let appender = try staging.appender(for: "log.txt")
        try appender.append(Array("line\n".utf8))
        try appender.close()
        try expectEqual(readFile(root + "/moved/a/2.txt"), Array("two\n".utf8))
        try expectEqual(readFile(root + "/moved/b/c/3.txt"), Array("three\n".utf8))
        try expectEqual(readFile(root + "/moved/log.txt"), Array("line\n".utf8))
        // Folders are made when a file first needs them.
        try staging.write(Array("five\n".utf8), to: "d/e/5.txt")
        try expectEqual(readFile(root + "/moved/d/e/5.txt"), Array("five\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/elsewhere").isEmpty)
        // A path that leaves the folder is refused as before.
        #expect(throws: OutputError.self) { try staging.write([1], to: "../escape.txt") }
        #expect(!FileManager.default.fileExists(atPath: root + "/escape.txt"))
        expectEqual(unlink(staging.staging), 0)
    }
}
