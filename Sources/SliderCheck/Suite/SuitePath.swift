import Foundation
import Synchronization
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import RasterRender
import SliderReports

/// Paths of a check suite, handled lexically (no symlink resolution), so rules about where files may be are about
/// what the files say.
enum SuitePath {
    /// The folder part of a path (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `relative` joined to `folder` and normalised (`.` and `..` folded); nil for an absolute path or one that
    /// climbs above the start.
    static func resolve(_ relative: String, in folder: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/") else { return nil }
        return normalize(folder + "/" + relative)
    }

    /// The path with `.` and empty parts dropped and `..` folded; nil when `..` climbs above the start of a relative
    /// path (or above `/`).
    ///
    /// The parts are split on the byte `/`, as the system splits a path. (No byte of a longer UTF-8 sequence is `/`
    /// or `.`; splitting the characters instead is far slower, and does not split a `/` that a combining mark
    /// follows.)
    static func normalize(_ path: String) -> String? {
        if isNormal(path) { return path }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        let absolute = bytes.first == slash
        // Parts as pairs of offsets, not `Range<Int>`: a list of ranges made the runtime check that `Int` is
        // `Comparable` at a process's first path, a scan of every conformance record in the binary.
        func isDotDot(_ part: (start: Int, end: Int)) -> Bool { part.end - part.start == 2 && bytes[part.start] == dot && bytes[part.start + 1] == dot }
        var parts: [(start: Int, end: Int)] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            defer { start = end + 1 }
            let part = (start: start, end: end)
            if end == start || (end - start == 1 && bytes[start] == dot) { continue }
            if isDotDot(part) {
                if let last = parts.last, !isDotDot(last) { parts.removeLast() } else if absolute { return nil } else { parts.append(part) }
                continue
            }
            parts.append(part)
        }
        var joined: [UInt8] = absolute ? [slash] : []
        for i in parts.indices {
            if i > 0 { joined.append(slash) }
            joined.append(contentsOf: bytes[parts[i].start..<parts[i].end])
        }
        return joined.isEmpty ? "." : String(decoding: joined, as: UTF8.self)
    }

    /// Whether `normalize` would give `path` back as it is: no empty, `.` or `..` part and no trailing slash. The
    /// bytes are read where the string keeps them, not one by one through the UTF-8 view's iterator.
    static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { isNormal($0) }
    }

    /// `isNormal` of a path's bytes.
    static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var length = 0, allDots = true, index = 0
        for byte in bytes {
            defer { index += 1 }
            if byte == UInt8(ascii: "/") {
                if length == 0 {
                    if index == 0 { continue }  // the slash of an absolute path
                    return false  // an empty part
                }
                if allDots && length <= 2 { return false }  // `.` or `..`
                length = 0
                allDots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { allDots = false }
            }
        }
        return length > 0 && !(allDots && length <= 2)
    }

    /// Whether `path` lies within `root` (both normalised the same way).
    static func isInside(_ path: String, _ root: String) -> Bool {
        guard let p = normalize(path), let r = normalize(root) else { return false }
        if p.hasPrefix("../") || p == ".." { return false }
        if r == "." { return !p.hasPrefix("/") }
        return p == r || p.hasPrefix(r + "/")
    }

    /// `name` without `suffix` when it ends with it and has something before it, compared as bytes in place (a
    /// suite's case folder may hold thousands of names; `hasSuffix` compares `Character`s).
    static func stem(_ name: String, removing suffix: StaticString) -> String? {
        var name = name
        return name.withUTF8 { bytes in
            endsWith(bytes, suffix) ? String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - suffix.utf8CodeUnitCount)]), as: UTF8.self) : nil
        }
    }

    /// Whether `name` ends with `suffix` and has something before it, compared as bytes (see `stem`).
    static func hasSuffix(_ name: String, _ suffix: StaticString) -> Bool {
        var name = name
        return name.withUTF8 { endsWith($0, suffix) }
    }

    private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        return bytes.count > n && memcmp(bytes.baseAddress! + (bytes.count - n), suffix.utf8Start, n) == 0
    }

    /// `folder/name`, made in one allocation (a frame's file and each case file found are named this way).
    static func joined(_ folder: String, _ name: String) -> String {
        var folder = folder, name = name
        return folder.withUTF8 { head in
            name.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { out in
                    _ = out.initialize(fromContentsOf: head)
                    out[head.count] = UInt8(ascii: "/")
                    _ = out[(head.count + 1)...].initialize(fromContentsOf: tail)
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    /// `path` made absolute from `folder` (as it is when it starts with `/`).
    static func absolute(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : folder + "/" + path
    }

    /// `path` relative to `root`, when inside it.
    static func relative(_ path: String, to root: String) -> String {
        guard let p = normalize(path), let r = normalize(root) else { return path }
        if r == "." { return p }
        return p.hasPrefix(r + "/") ? String(p.dropFirst(r.count + 1)) : p
    }

    /// A folder's entry: its name, and whether it is a folder.
    struct Entry: Sendable {
        let name: String
        let isFolder: Bool
    }

    /// Entries of a folder, sorted by byte order (hidden names left out), each with whether it is a folder (a link
    /// to a folder counts). One pass over the folder: the kind comes from the entry itself where the file system
    /// gives it, so a suite of thousands of cases is listed without a `stat` per file.
    ///
    /// With `foldersOnly`, only the folders. With `hidden`, hidden names are listed too (never `.`
    /// and `..`).
    static func entries(_ folder: String, foldersOnly: Bool = false, hidden: Bool = false) -> [Entry] {
        var found: [Entry] = []
        let dot = CChar(bitPattern: UInt8(ascii: "."))
        func add(_ chars: UnsafePointer<CChar>, type: UInt8) {
            // Hidden names are left out unless asked for, `.` and `..` always. A name that is not UTF-8 is repaired,
            // as `String(decoding:as:)` repairs it.
            if chars[0] == dot {
                guard hidden, chars[1] != 0, chars[1] != dot || chars[2] != 0 else { return }
            }
            switch Int32(type) {
            case Int32(DT_DIR): found.append(Entry(name: String(cString: chars), isFolder: true))
            case Int32(DT_REG), Int32(DT_FIFO), Int32(DT_CHR), Int32(DT_BLK), Int32(DT_SOCK):
                if !foldersOnly { found.append(Entry(name: String(cString: chars), isFolder: false)) }
            default:
                let name = String(cString: chars)
                let kind = isFolder(folder + "/" + name)
                if kind || !foldersOnly { found.append(Entry(name: name, isFolder: kind)) }
            }
        }
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { add($0, type: entry.pointee.d_type) }
            }
        }
        return sortedByBytes(found) { $0.name }
    }

    /// Folder listings kept for one run, so a folder that both case discovery and the stale-golden search walk is
    /// read once (a suite's case folder may hold thousands of entries).
    final class Listings: Sendable {
        private let kept = Mutex<[String: [Entry]]>([:])

        init() {}

        /// `SuitePath.entries(folder)`, read the first time only.
        func entries(_ folder: String) -> [Entry] {
            if let known = kept.withLock({ $0[folder] }) { return known }
            let read = SuitePath.entries(folder)
            kept.withLock { $0[folder] = read }
            return read
        }

        /// The names of the folders in `folder`, in byte order: from the listing kept when there is one, else read
        /// with `foldersOnly` (and not kept, since it lacks the files).
        func subfolders(_ folder: String) -> [String] {
            let listed = kept.withLock({ $0[folder] }) ?? SuitePath.entries(folder, foldersOnly: true)
            return listed.compactMap { $0.isFolder ? $0.name : nil }
        }
    }

    /// Byte order of UTF-8 (which is code-point order), the one order of names, ids and paths in everything `check`
    /// prints or writes; compared in place, without copying either string.
    static func bytesPrecede(_ a: String, _ b: String) -> Bool {
        // `memcmp` over both strings' UTF-8 where they lie (it compares unsigned bytes), rather than the generic
        // byte-by-byte comparison, which would dominate sorting a suite's paths.
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                let order = min(x.count, y.count) == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, min(x.count, y.count))
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
        return (compared ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// `items` sorted by the byte order of `key` (what `bytesPrecede` gives), stable. Each key's first eight bytes
    /// are packed into one integer first, so most comparisons are one integer comparison and only keys that share
    /// their first eight bytes are compared in full; the sort moves small (prefix, index) pairs, not the items.
    static func sortedByBytes<T>(_ items: [T], by key: (T) -> String) -> [T] {
        // A golden folder holds one or a few files: nothing to set up for those.
        if items.count < 2 { return items }
        if items.count == 2 { return bytesPrecede(key(items[1]), key(items[0])) ? [items[1], items[0]] : items }
        // Often in order already (the cases of one folder listing come in byte order): one pass tells.
        if isSortedByBytes(items, by: key) { return items }
        var order = [(prefix: UInt64, index: Int)]()
        order.reserveCapacity(items.count)
        for i in items.indices { order.append((bytePrefix(key(items[i])), i)) }
        // A comparison that captures nothing, which the sort inlines; the index keeps equal keys in their order.
        order.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : $0.index < $1.index }
        // Runs that share their first eight bytes (rare in names, common in long paths) are ordered by the whole key.
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && order[end].prefix == order[start].prefix { end += 1 }
            if end - start > 1 {
                order[start..<end].sort { a, b in
                    let x = key(items[a.index]), y = key(items[b.index])
                    return bytesPrecede(x, y) || (!bytesPrecede(y, x) && a.index < b.index)
                }
            }
            start = end
        }
        return order.map { items[$0.index] }
    }

    /// Whether no item's key precedes the one before it: `items` are then their own stable sort.
    static func isSortedByBytes<T>(_ items: [T], by key: (T) -> String) -> Bool {
        guard items.count > 1 else { return true }
        var previous = key(items[0])
        for i in 1..<items.count {
            let next = key(items[i])
            if bytesPrecede(next, previous) { return false }
            previous = next
        }
        return true
    }

    /// The first eight UTF-8 bytes of `text`, big-endian, padded with zero bytes: integers that order as the bytes
    /// do, except that keys equal here still need comparing in full.
    static func bytePrefix(_ text: String) -> UInt64 {
        // Read where the string keeps its bytes (a name of up to 15 bytes is kept inline), not byte by byte through
        // the UTF-8 view's iterator, which would cost more than the sort.
        text.utf8.withContiguousStorageIfAvailable { bytePrefix($0) }
            ?? Array(text.utf8.prefix(8)).withUnsafeBufferPointer { bytePrefix($0) }
    }

    private static func bytePrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<8 { value = value << 8 | UInt64(i < bytes.count ? bytes[i] : 0) }
        return value
    }

    /// Whether a folder exists at `path`.
    static func isFolder(_ path: String) -> Bool { SafeFile.isDirectory(path) }
}

/// Shell-style patterns for `--filter`: `*` any run of characters (slashes and colons too), `?` one character,
/// `[abc]` or `[a-z]` one of a set (`[!…]` none of it). Everything else matches itself.
public struct Glob: Hashable, Sendable {
    /// The pattern as given.
    public let pattern: String
    private let scalars: [Unicode.Scalar]

    /// A pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        scalars = Array(pattern.unicodeScalars)
    }

    /// Whether `text` matches the whole pattern.
    public func matches(_ text: String) -> Bool {
        let t = Array(text.unicodeScalars)
        var p = 0, s = 0
        var star: (p: Int, s: Int)?
        while s < t.count {
            if p < scalars.count, scalars[p] == "*" {
                star = (p, s)
                p += 1
                continue
            }
            if p < scalars.count, let next = matchOne(p, t[s]) {
                p = next
                s += 1
                continue
            }
            guard let back = star else { return false }
            p = back.p + 1
            s = back.s + 1
            star = (back.p, back.s + 1)
        }
        while p < scalars.count, scalars[p] == "*" { p += 1 }
        return p == scalars.count
    }

    /// When the pattern element at `p` matches `c`, the index after it.
    private func matchOne(_ p: Int, _ c: Unicode.Scalar) -> Int? {
        switch scalars[p] {
        case "?": return p + 1
        case "[":
            var i = p + 1
            let negate = i < scalars.count && scalars[i] == "!"
            if negate { i += 1 }
            var matched = false
            var first = true
            while i < scalars.count, scalars[i] != "]" || first {
                first = false
                if i + 2 < scalars.count, scalars[i + 1] == "-", scalars[i + 2] != "]" {
                    if scalars[i].value <= c.value && c.value <= scalars[i + 2].value { matched = true }
                    i += 3
                } else {
                    if scalars[i] == c { matched = true }
                    i += 1
                }
            }
            guard i < scalars.count else { return scalars[p] == c ? p + 1 : nil }  // no closing ']': a literal '['
            return matched != negate ? i + 1 : nil
        default:
            return scalars[p] == c ? p + 1 : nil
        }
    }
}

/// One CI job's share of a suite: shard `index` of `count` (both from 1).
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// From 1.
    public var index: Int
    /// At least 1.
    public var count: Int

    /// A shard.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N`, such as `2/4`; nil when malformed or out of range.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, i >= 1, i <= n else { return nil }
        self.init(index: i, count: n)
    }

    /// The shard the CI's own parallel-job variables name: Buildkite (`BUILDKITE_PARALLEL_JOB` from 0 and
    /// `BUILDKITE_PARALLEL_JOB_COUNT`), GitLab (`CI_NODE_INDEX` from 1 and `CI_NODE_TOTAL`), CircleCI
    /// (`CIRCLE_NODE_INDEX` from 0 and `CIRCLE_NODE_TOTAL`); 1/1 when none is set. GitHub Actions has no such
    /// variables: pass `--shard ${{ matrix.shard }}/N` from the workflow's matrix.
    public static func auto(_ environment: [String: String]) -> Shard {
        func number(_ key: String) -> Int? {
            // Spaces and tabs around the number are allowed, as a shell's quoting may leave them; newlines are not.
            environment[key].flatMap { text in
                let blank = { (c: Character) in c.isWhitespace && !c.isNewline }
                return Int(String(text.drop(while: blank).reversed().drop(while: blank).reversed()))
            }
        }
        if let job = number("BUILDKITE_PARALLEL_JOB"), let count = number("BUILDKITE_PARALLEL_JOB_COUNT"), count >= 1, job >= 0, job < count {
            return Shard(index: job + 1, count: count)
        }
        if let node = number("CI_NODE_INDEX"), let total = number("CI_NODE_TOTAL"), total >= 1, node >= 1, node <= total {
            return Shard(index: node, count: total)
        }
        if let node = number("CIRCLE_NODE_INDEX"), let total = number("CIRCLE_NODE_TOTAL"), total >= 1, node >= 0, node < total {
            return Shard(index: node + 1, count: total)
        }
        return Shard(index: 1, count: 1)
    }

    /// Whether the case `id` belongs to this shard: FNV-1a of the id, so adding a case moves no other.
    public func contains(_ id: String) -> Bool {
        Int(FNV1a.hash(id) % UInt64(count)) == index - 1
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }
}
