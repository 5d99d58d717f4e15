import Foundation
import Glibc
import SliderRendering
import Testing

/// The staging folder is held open from the start, and everything is made relative to it.
@Suite("Staging folder")
struct StagingFolderTests {
    @Test("Files, folders and links land in the staging folder made at the start, even once its name leads elsewhere")
    func heldOpen() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let staging = try StagingFolder(replacing: root + "/out")
        try staging.write(Array("one\n".utf8), to: "a/1.txt")
        // The staging folder's name moved away, and a link to another folder put in its place.
        #expect(rename(staging.staging, root + "/moved") == 0)
        #expect(mkdir(root + "/elsewhere", 0o755) == 0)
        #expect(symlink(root + "/elsewhere", staging.staging) == 0)
        try staging.write(Array("two\n".utf8), to: "a/2.txt")
        try staging.write(Array("three\n".utf8), to: "b/c/3.txt")
        #expect(try staging.link("a/1.txt", to: "b/4.txt"))
        let appender = try staging.appender(for: "log.txt")
        try appender.append(Array("line\n".utf8))
        try appender.close()
        #expect(try readFile(root + "/moved/a/2.txt") == Array("two\n".utf8))
        #expect(try readFile(root + "/moved/b/c/3.txt") == Array("three\n".utf8))
        #expect(try readFile(root + "/moved/b/4.txt") == Array("one\n".utf8))
        #expect(try readFile(root + "/moved/log.txt") == Array("line\n".utf8))
        // Folders are made when a file or link first needs them; a link to a file that is not there is refused.
        #expect(try staging.link("a/1.txt", to: "d/e/5.txt"))
        #expect(try readFile(root + "/moved/d/e/5.txt") == Array("one\n".utf8))
        #expect(try !staging.link("missing.txt", to: "f/6.txt"))
        #expect(!FileManager.default.fileExists(atPath: root + "/moved/f/6.txt"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/elsewhere").isEmpty)
        // A path that leaves the folder is refused as before.
        #expect(throws: OutputError.self) { try staging.write([1], to: "../escape.txt") }
        #expect(!FileManager.default.fileExists(atPath: root + "/escape.txt"))
        #expect(unlink(staging.staging) == 0)
    }

    #if os(Linux)
    @Test("A file written is named only once whole: a write the system stops part way leaves no name, and the name stays free")
    func namedOnceWhole() async {
        // In a process of its own: the limit on a file's size is the process's.
        await #expect(processExitsWith: .success) {
            let root = temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: root) }
            guard let staging = try? StagingFolder(replacing: root + "/out") else { exit(2) }
            // The folder made by the first file; small files as before.
            guard (try? staging.write(Array(repeating: 1, count: 100), to: "frames/1.svg")) != nil,
                  (try? staging.write(Array(repeating: 2, count: 100), to: "frames/2.svg")) != nil,
                  (try? readFile(staging.staging + "/frames/2.svg")) == Array(repeating: 2, count: 100) else { exit(3) }
            // Files of at most 1,000 bytes from here on: a longer write fails part way (EFBIG, the signal ignored).
            signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit(rlim_cur: 1_000, rlim_max: 1_000)
            guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else { exit(4) }
            let big = [UInt8](repeating: 3, count: 5_000)
            guard (try? staging.write(big, to: "frames/3.svg")) == nil else { exit(5) }
            // No name for the part written, and the name is still free for the whole file.
            guard !FileManager.default.fileExists(atPath: staging.staging + "/frames/3.svg") else { exit(6) }
            guard (try? staging.write(Array(repeating: 4, count: 1_000), to: "frames/3.svg")) != nil,
                  (try? readFile(staging.staging + "/frames/3.svg")) == Array(repeating: 4, count: 1_000) else { exit(7) }
            // A name that exists is refused, and keeps its bytes.
            guard (try? staging.write([5], to: "frames/3.svg")) == nil,
                  (try? readFile(staging.staging + "/frames/3.svg")) == Array(repeating: 4, count: 1_000) else { exit(8) }
            // A file with its folder's permissions as a file created by name gets them (0644 less the umask).
            let mask = umask(0)
            umask(mask)
            var info = stat()
            guard stat(staging.staging + "/frames/1.svg", &info) == 0, info.st_mode & 0o777 == 0o644 & ~mask else { exit(9) }
            staging.discard()
            exit(0)
        }
    }
    #endif
}
