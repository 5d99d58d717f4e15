import Foundation
import SceneGraph
import SliderSnapshots
import SliderEngine
import SliderDocuments
import SVGRender
import SliderReports
import RasterRender

/// One case of a suite: a scene (and maybe a trace) and the goldens it makes. Outputs are known before anything is
/// rendered, so filters, shards and stale goldens work without rendering.
public struct SuiteCase: Sendable {
    /// One golden of the case.
    public struct Output: Hashable, Sendable {
        /// The full id: `cases/price:rest-light`, or a legacy fixture's name (`price`, `sequences/tap-glide.sheet`).
        public var id: String
        /// Where the golden lives.
        public var goldenPath: String
        /// `svg`, `png`, `jsonl` or `txt`.
        public var pathExtension: String
    }

    /// The case's id: its file's path without `.case.json` relative to the folder checked (or a legacy name).
    public var id: String
    /// The folder or file the user named, for the accept command.
    public var root: String
    /// The goldens, in order.
    public var outputs: [Output]
    /// The folders holding this case's goldens (for stale goldens).
    public var goldenFolders: [String]
    /// Makes the bytes of every output, in order.
    public var render: @Sendable () throws -> [[UInt8]]
}

/// Finding the cases under the paths given to `check`.
public enum Suite {
    /// Every case under `paths` (folders, legacy fixtures folders and single `.case.json` files), sorted by id.
    /// Scene and trace paths in a case file may not leave `root`; by default the folder named, or for a case file
    /// named on its own, the working folder when the file is inside it, else the file's own folder. Case files are
    /// read on `jobs` threads; the cases, and the first error in path order, are the same for any `jobs`. Each case's
    /// value formatters are made as it is read (`SceneDocument.prepareFormatters`), for every case found, before
    /// filters or shards choose among them: a locale outside `USNumberText` loads ICU's data here.
    public static func cases(_ paths: [String], root: String? = nil, jobs: Int = 1) throws -> [SuiteCase] {
        let found = find(paths, root: root, listings: SuitePath.Listings())
        let pending = found.pending
        let read = Parallel.map(pending.count, threads: jobs) { [pending] i in
            Result {
                // A stop asked for (SIGINT) skips the cases not read yet; `cases` then throws it.
                try StopRequest.check()
                return try pending[i].read()
            }
        }
        if let signal = StopRequest.signal { throw Interrupt.error(signal, at: paths.joined(separator: " "), "; no golden was written") }
        var all: [SuiteCase] = []
        for slot in found.slots {
            switch slot {
            case .legacy(let cases): all += try cases.get()
            case .file(let index): all.append(try read[index].get())
            }
        }
        if let twice = found.firstRepeatedID() { throw twice }
        return SuitePath.sortedByBytes(all) { $0.id }
    }

    /// The cases under the paths given to `check`, found but not read yet: each legacy folder's cases (made as it
    /// is listed) or its error, and the case files to read, in path order.
    struct Found: Sendable {
        /// A case file to read: where it is, its id, the root its paths must stay in, and the path as the user gave it.
        struct Pending: Sendable {
            var file: String, id: String, root: String, shown: String

            /// Where its goldens go.
            var goldens: String { goldensFolder(of: file) }

            /// The case it describes.
            func read() throws -> SuiteCase { try caseFile(file, id: id, root: root, shown: shown) }
        }
        /// In path order: a legacy folder's cases (or its error), or the index of a case file to read.
        enum Slot: Sendable { case legacy(Result<[SuiteCase], any Error>), file(Int) }
        var slots: [Slot] = []
        var pending: [Pending] = []

        /// The error for the first case, in path order, whose id an earlier case has too: two cases of one run
        /// would share their goldens. The ids are known before any case file is read.
        func firstRepeatedID() -> DocumentError? {
            var ids: [(id: String, root: String)] = []
            for slot in slots {
                switch slot {
                case .legacy(.success(let cases)): ids += cases.map { ($0.id, $0.root) }
                case .legacy(.failure): break
                case .file(let index): ids.append((pending[index].id, pending[index].shown))
                }
            }
            var seen: Set<String> = []
            for (id, root) in ids where !seen.insert(id).inserted {
                return DocumentError(file: root, message: "two cases are both named \"\(Excerpt.of(id))\"; check the folders one at a time")
            }
            return nil
        }
    }

    /// Finds the cases under `paths` without reading a case file: legacy folders' cases are made (their files are
    /// read when they render), case files are listed with their ids.
    static func find(_ paths: [String], root: String?, listings: SuitePath.Listings) -> Found {
        var found = Found()
        for path in paths {
            if path.hasSuffix(".case.json"), !SuitePath.isFolder(path) {
                // A case file named on its own may use files under the working folder, when it is there, or
                // else under its own folder.
                let cwd = FileManager.default.currentDirectoryPath
                let absolute = SuitePath.absolute(path, in: cwd)
                let root = root.map { SuitePath.absolute($0, in: cwd) } ?? (SuitePath.isInside(absolute, cwd) ? cwd : SuitePath.folder(of: absolute))
                let id = String(SuitePath.relative(absolute, to: root).dropLast(".case.json".count))
                found.slots.append(.file(found.pending.count))
                found.pending.append(Found.Pending(file: absolute, id: id, root: root, shown: path))
                continue
            }
            guard SuitePath.isFolder(path) else {
                let message = SafeFile.exists(path) ? "not a folder or a .case.json file" : "no such file or folder"
                found.slots.append(.legacy(.failure(DocumentError(file: path, message: message, kind: .unreadable))))
                continue
            }
            found.slots.append(.legacy(Result { try GoldenSuite.legacyCases(fixtures: path) }))
            for (file, id) in caseFiles(under: path, listings: listings) {
                found.slots.append(.file(found.pending.count))
                found.pending.append(Found.Pending(file: file, id: id, root: root ?? path, shown: path))
            }
        }
        return found
    }

    /// `*.case.json` files under `folder`, depth first in byte order, skipping hidden folders, `.build` and golden
    /// folders; each with its id, its path relative to `folder` (what `SuitePath.relative` would give: the names are
    /// plain) without `.case.json`. Names are read as bytes: a suite's case folder may hold thousands.
    static func caseFiles(under folder: String, listings: SuitePath.Listings) -> [(path: String, id: String)] {
        var result: [(path: String, id: String)] = []
        caseFiles(under: folder, relative: "", listings: listings, into: &result)
        return result
    }

    private static func caseFiles(under folder: String, relative: String, listings: SuitePath.Listings,
                                  into result: inout [(path: String, id: String)]) {
        for entry in listings.entries(folder) {
            let name = entry.name
            if entry.isFolder {
                if SuitePath.hasSuffix(name, ".goldens") || name == "goldens" || name == "scenes" || name == "traces" || name == "sequences" { continue }
                caseFiles(under: SuitePath.joined(folder, name), relative: relative + name + "/", listings: listings, into: &result)
            } else if let stem = SuitePath.stem(name, removing: ".case.json") {
                result.append((SuitePath.joined(folder, name), relative.isEmpty ? stem : relative + stem))
            }
        }
    }

    /// The folder of a case file's goldens (`X.case.json` → `X.goldens`). Only that case writes there: no other
    /// case file's folder has its name, and legacy fixtures' goldens are in `goldens/` and `goldens/sequences/`.
    static func goldensFolder(of caseFile: String) -> String {
        String(caseFile.dropLast(".case.json".count)) + ".goldens"
    }

    /// The case of one case file.
    static func caseFile(_ path: String, id: String, root: String, shown: String) throws -> SuiteCase {
        let spec = try CaseFile(contentsOf: path, root: root)
        let goldens = goldensFolder(of: path)
        let scene = try SceneDocument(contentsOf: spec.scene)
        let schemes = spec.schemes ?? [scene.environment.colorScheme]
        let plan = CasePlan(spec: spec, schemes: schemes)
        // Formatters for every locale the case draws in, made while the cases are read on every core.
        var locales: [String] = []
        for item in plan.outputs {
            let locale = item.variant.apply(to: scene.environment).locale
            if !locales.contains(locale) { locales.append(locale) }
        }
        for locale in locales { scene.prepareFormatters(locale: locale) }
        let outputs = plan.outputs.map {
            SuiteCase.Output(id: id + ":" + $0.name, goldenPath: goldens + "/" + $0.name + "." + $0.pathExtension, pathExtension: $0.pathExtension)
        }
        return SuiteCase(id: id, root: shown, outputs: outputs, goldenFolders: [goldens]) {
            try plan.render(scene: scene)
        }
    }
}

/// What a case file asks for, output by output.
struct CasePlan: Sendable {
    /// One output: its name in the goldens folder and how to make it.
    struct Item: Sendable {
        enum Kind: Sendable {
            case still(CaseFile.StillState), at(Double), sheet, effects, accessibility
            /// The accessibility audit at these sizes and directions (nil: the document's own), in every scheme.
            case audit(sizes: [DynamicTypeSize]?, directions: [LayoutDirection]?, schemes: [ColorScheme])
        }
        var name: String
        var pathExtension: String
        var kind: Kind
        var scheme: ColorScheme
        var variant: Variant
    }

    let spec: CaseFile
    let outputs: [Item]

    init(spec: CaseFile, schemes: [ColorScheme]) {
        self.spec = spec
        var items: [Item] = []
        let ext = spec.format.pathExtension
        for variant in Variant.matrix(spec.variants) {
            let suffix = variant.label.isEmpty ? "" : "--" + variant.label
            for scheme in schemes {
                for state in spec.states { items.append(Item(name: "\(state.rawValue)-\(scheme.rawValue)\(suffix)", pathExtension: ext, kind: .still(state), scheme: scheme, variant: variant)) }
                for t in spec.times { items.append(Item(name: "at-\(t.shortestText)-\(scheme.rawValue)\(suffix)", pathExtension: ext, kind: .at(t), scheme: scheme, variant: variant)) }
                if spec.sheet { items.append(Item(name: "sheet-\(scheme.rawValue)\(suffix)", pathExtension: ext, kind: .sheet, scheme: scheme, variant: variant)) }
            }
            if spec.effects { items.append(Item(name: "effects" + suffix, pathExtension: "jsonl", kind: .effects, scheme: schemes[0], variant: variant)) }
            if spec.accessibility { items.append(Item(name: "accessibility" + suffix, pathExtension: "txt", kind: .accessibility, scheme: schemes[0], variant: variant)) }
        }
        if spec.audit {
            // One audit covers the sizes, directions and schemes the case draws, so text growth is checked between
            // its sizes; any other variant axis (width, locale, …) gets an audit of its own.
            let audited = ["dynamicTypeSize", "layoutDirection"]
            let sizes = spec.variants.first { $0.key == "dynamicTypeSize" }?.values.compactMap(DynamicTypeSize.init(rawValue:))
            let directions = spec.variants.first { $0.key == "layoutDirection" }?.values.compactMap(LayoutDirection.init(rawValue:))
            for variant in Variant.matrix(spec.variants.filter { !audited.contains($0.key) }) {
                let suffix = variant.label.isEmpty ? "" : "--" + variant.label
                items.append(Item(name: "audit" + suffix, pathExtension: "txt", kind: .audit(sizes: sizes, directions: directions, schemes: schemes),
                                  scheme: schemes[0], variant: variant))
            }
        }
        outputs = items
    }

    func render(scene: SceneDocument) throws -> [[UInt8]] {
        let trace = try spec.trace.map { try TraceDocument(contentsOf: $0, for: scene) }
        return try outputs.map { item in
            var document = scene
            document.environment = item.variant.apply(to: scene.environment)
            let replay = trace.map { Replay(document: document, trace: $0, fps: spec.fps, scheme: item.scheme) }
            switch item.kind {
            case .still(let state):
                let grabbed: Thumb? = state == .rest ? nil : (state == .lower ? .lower : .upper)
                return spec.format.bytes(document.stillScene(scheme: item.scheme, grabbed: grabbed))
            case .at(let t):
                return spec.format.bytes(replay?.scene(at: t) ?? document.stillScene(scheme: item.scheme))
            case .sheet:
                guard let replay else { return [] }
                return spec.format.bytes(try replay.contactSheet())
            case .effects:
                guard let replay else { return [] }
                return EffectLog.lines(of: replay)
            case .accessibility:
                var last = document.stillScene(scheme: item.scheme)
                if let replay { for frame in replay { last = frame.scene } }
                return Array(AccessibilityText.text(last.accessibility).utf8)
            case .audit(let sizes, let directions, let schemes):
                return Array(AccessibilityAudit.audit(document, sizes: sizes, directions: directions, schemes: schemes).text.utf8)
            }
        }
    }
}
