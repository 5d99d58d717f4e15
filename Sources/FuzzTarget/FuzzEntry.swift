import Foundation
import SliderEngine
import SliderDocuments

/// Writes to stderr.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

#if FUZZING
import CFuzzer

/// libFuzzer's entry point (built with `-sanitize=fuzzer,address -DFUZZING`). A broken promise that is not a crash
/// aborts, so libFuzzer saves the input as a crash like any other.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = FuzzInput.run(bytes)
    if !problems.isEmpty {
        for problem in problems { printError("FuzzTarget: \(problem)\n") }
        abort()
    }
    return 0
}

/// SwiftPM gives every executable its own entry point (so tests can link it), which displaces libFuzzer's `main`:
/// this one hands the command line to libFuzzer's driver with the entry point above.
@main
struct FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
    }
}

#else

/// The plain build: replays a corpus through the same entry point, so CI and tests can rerun the regression inputs.
///
/// `FuzzTarget PATH…` runs every regular file under each PATH (folders recursively, in name order), prints one line
/// per broken promise and a summary, and exits 1 when any promise broke (a crash ends the process by itself).
@main
struct CorpusReplayer {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        guard !paths.isEmpty else {
            printError("Usage: FuzzTarget PATH...\nRuns every file under each PATH through the fuzz entry point.\n")
            exit(64)
        }
        var files: [String] = []
        for path in paths { collect(path, into: &files) }
        var broken = 0
        for file in files {
            guard let bytes = read(file) else {
                printError("FuzzTarget: cannot read \(file)\n")
                exit(74)
            }
            for problem in FuzzInput.run(bytes) {
                broken += 1
                print("\(file): \(problem)")
            }
        }
        print("FuzzTarget: ran \(files.count) input\(files.count == 1 ? "" : "s"), \(broken) broken promise\(broken == 1 ? "" : "s")")
        exit(broken == 0 ? 0 : 1)
    }

    /// Regular files under `path`, in name order, hidden files left out.
    static func collect(_ path: String, into files: inout [String]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            printError("FuzzTarget: no such file or folder: \(path)\n")
            exit(74)
        }
        guard isFolder.boolValue else {
            files.append(path)
            return
        }
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
        for name in names.sorted() where !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            var isSub: ObjCBool = false
            let full = path + "/" + name
            if FileManager.default.fileExists(atPath: full, isDirectory: &isSub), !isSub.boolValue { files.append(full) }
        }
    }

    /// The whole file, or nil.
    static func read(_ path: String) -> [UInt8]? {
        try? DocumentFile.read(path)
    }
}

#endif
