import Foundation
import SVGRender
import SliderSnapshots

/// Where goldens and artifacts live.
enum SnapshotPaths {
    /// Calls so far per (file, test) outside a `.snapshots` trait: the counter that names unnamed snapshots `.1`,
    /// `.2`, … for the life of the process.
    private static let processCounters = SnapshotCounters()

    /// `<folder of the test file>/__Snapshots__/<TestFileName>/<testName>.<name or counter>.<ext>`.
    static func golden(filePath: String, testName: String, name: String?, pathExtension: String) -> String {
        let file = URL(fileURLWithPath: filePath)
        let folder = file.deletingLastPathComponent().path
        let test = sanitized(testName)
        let label: String
        if let name {
            label = sanitized(name)
        } else {
            let key = filePath + "\u{0}" + test
            label = String((SnapshotTesting.counters ?? processCounters).next(key))
        }
        return folder + "/__Snapshots__/" + file.deletingPathExtension().lastPathComponent + "/" + test + "." + label
            + (pathExtension.isEmpty ? "" : "." + pathExtension)
    }

    /// A test's or a snapshot's name as part of a file name, as swift-snapshot-testing makes it: every run of
    /// non-word characters (`\W+`) becomes `-`, and a leading or trailing `-` goes (`priceHeld()` → `priceHeld`,
    /// `sizes(size:)` → `sizes-size`, `dark.rtl` → `dark-rtl`).
    static func sanitized(_ name: String) -> String {
        var text = name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        if text.hasPrefix("-") { text.removeFirst() }
        if text.hasSuffix("-") { text.removeLast() }
        return text.isEmpty ? "snapshot" : text
    }

    /// What `swift test --filter` takes to run just this test: its base name, without the argument labels.
    static func filter(_ testName: String) -> String {
        let base = testName.split(separator: "(", maxSplits: 1).first.map(String.init) ?? testName
        return sanitized(base)
    }

    /// Where the new output of a mismatch goes: `SNAPSHOT_ARTIFACTS`, or `.build/snapshot-artifacts` of the package
    /// the test belongs to, mirroring the golden's path inside the package so names never collide.
    static func artifact(for golden: String, filePath: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        let root = packageRoot(of: filePath)
        let relative = shown(golden, from: root)
        let base = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (root.map { $0 + "/.build/snapshot-artifacts" } ?? NSTemporaryDirectory() + "snapshot-artifacts")
        return base + "/" + relative.drop(while: { $0 == "/" })
    }

    /// `path` relative to the package `root` when inside it, else as it is.
    static func shown(_ path: String, from root: String?) -> String {
        guard let root, path.hasPrefix(root + "/") else { return path }
        return String(path.dropFirst(root.count + 1))
    }

    /// The nearest folder above `filePath` holding a `Package.swift`.
    static func packageRoot(of filePath: String) -> String? {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.path != "/" && !url.path.isEmpty {
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
            url.deleteLastPathComponent()
        }
        return nil
    }
}

/// The words of a failing snapshot.
enum SnapshotMessage {
    /// The failure of an unnamed snapshot in a parameterized test.
    static let parameterizedNeedsName = "An unnamed snapshot in a parameterized test: every case would write the same golden. "
        + "Name it after the case's arguments, for example named: \"\\(size)\"."
    /// The failure message of an outcome, or nil for a match.
    static func text(_ outcome: SnapshotOutcome, golden: String, testName: String, mode: SnapshotRecordMode) -> String? {
        let filter = SnapshotPaths.filter(testName)
        let accept = "SNAPSHOT_TESTING_RECORD=failed swift test --filter \(filter)"
        switch outcome {
        case .matched:
            return nil
        case .recorded(let path):
            return "Recorded the snapshot \(path) (record mode \(mode.rawValue)). Look at it, then run the test again to check it."
        case .missing(let path):
            return "No golden at \(path) (record mode never). To record it: SNAPSHOT_TESTING_RECORD=missing swift test --filter \(filter)"
        case .mismatched(let diff, let artifact):
            var lines = ["The snapshot does not match its golden.", "  golden: \(golden)"]
            if let artifact { lines.append("  new:    \(artifact)") }
            lines.append(diff)
            lines.append("To accept the new output: \(accept)")
            return lines.joined(separator: "\n")
        }
    }
}
