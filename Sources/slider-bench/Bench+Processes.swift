#if canImport(Glibc)
import Glibc
#endif
import Foundation
import CSystem
import SceneGraph
import SliderRendering

extension Bench.Run {
    /// A drag trace of `count` events: a finger sweeping the track back and forth at 120 Hz.
    func dragTrace(_ count: Int) -> String {
        let path = work + "/drag-\(count).json"
        if FileManager.default.fileExists(atPath: path) { return path }
        guard FileManager.default.createFile(atPath: path, contents: nil), let out = FileHandle(forWritingAtPath: path) else { return path }
        var buffer = "{\n  \"events\": [\n    { \"t\": 0, \"type\": \"touchDown\", \"x\": 50.24 },\n"
        for i in 1..<(count - 1) {
            let k = i % 600
            let x = 14 + Double((i / 600) % 2 == 0 ? k : 600 - k) * 0.5
            buffer += "    { \"t\": \(NumberText.string(Double(i) / 120, decimals: 4)), \"type\": \"touchMove\", \"x\": \(NumberText.string(x, decimals: 2)) },\n"
            if buffer.utf8.count > 1 << 20 {
                out.write(Data(buffer.utf8))
                buffer = ""
            }
        }
        buffer += "    { \"t\": \(NumberText.string(Double(count - 1) / 120, decimals: 4)), \"type\": \"touchUp\" }\n  ]\n}\n"
        out.write(Data(buffer.utf8))
        out.closeFile()
        return path
    }

    var scenePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/scenes/price.json").path
    }

    mutating func replay() {
        let sizes = quick ? [10_000, 100_000, 1_000_000] : [10_000, 100_000, 1_000_000, 10_000_000]
        var peaks: [Double] = []
        for n in sizes {
            let trace = dragTrace(n)
            // The default (the trace read on a second thread, a few chunks ahead) and one job, in turn.
            var usages: [Measure.Usage] = [], oneJob: [Measure.Usage] = []
            for _ in 0..<runs {
                usages.append(Measure.run([cli, "replay", scenePath, trace]))
                oneJob.append(Measure.run([cli, "replay", scenePath, trace, "--jobs", "1"]))
            }
            var figure = Figure(name: "replay, \(n) events, file to last line (events/s)", unit: "rate", values: usages.map { Double(n) / $0.wall })
            figure.notes = [("wall", NumberText.string(median(usages.map(\.wall)), decimals: 3) + " s"),
                            ("peak memory", NumberText.string(usages.map(\.peakMiB).max() ?? 0, decimals: 1) + " MiB"),
                            ("cores used", NumberText.string(median(usages.map(\.cores)), decimals: 2)),
                            ("--jobs 1", rate(median(oneJob.map { Double(n) / $0.wall })) + " events/s, "
                                + NumberText.string(oneJob.map(\.peakMiB).max() ?? 0, decimals: 1) + " MiB")]
            figures.append(figure)
            if n >= 1_000_000 {
                goals.append(GoalCheck("replay, \(n == 1_000_000 ? "10⁶" : "10⁷") events, file to last line (events/s)", target: "≥ 3 M",
                                       values: usages.map { Double(n) / $0.wall }, atLeast: 3_000_000, show: rate))
            }
            peaks += usages.map(\.peakMiB) + oneJob.map(\.peakMiB)
            if n >= 10_000_000 { try? FileManager.default.removeItem(atPath: trace) }
        }
        // Every run at every size under the bound: the largest peak decides.
        let largest = peaks.max() ?? 0
        let mib = { (x: Double) in NumberText.string(x, decimals: 1) + " MiB" }
        goals.append(GoalCheck(goal: "replay, 10⁴ to \(sizes.count > 3 ? "10⁷" : "10⁶") events: peak memory, every run", target: "< 64 MiB",
                               measured: "at most " + mib(largest) + " (smallest " + mib(peaks.min() ?? 0) + ")",
                               verdict: largest < 64 ? .met : .notMet))
    }

    mutating func render() {
        render(in: work, where: "on disk")
        framesNone()
        framesPNG()
        // The same in memory (tmpfs), where the file system's own cost is smallest: what the pipeline itself costs.
        if SafeFile.isDirectory("/dev/shm") { render(in: "/dev/shm/slider-bench-\(getpid())", where: "in tmpfs", measuresCeiling: true) }
    }

    /// The same replay without a file per frame (`--frames none`): the sheet, the animation, the logs and the player.
    mutating func framesNone() {
        let trace = dragTrace(72_000)
        let usages = (0..<runs).map { r -> Measure.Usage in
            let out = work + "/no-frames-\(r)"
            defer { try? FileManager.default.removeItem(atPath: out) }
            return Measure.run([cli, "render", scenePath, "--trace", trace, "--out", out, "--frames", "none"])
        }
        var figure = Figure(name: "72,000-event drag, --frames none, on disk (seconds)", unit: "seconds", values: usages.map(\.wall))
        figure.notes = [("peak memory", NumberText.string(usages.map(\.peakMiB).max() ?? 0, decimals: 1) + " MiB"),
                        ("cores used", NumberText.string(median(usages.map(\.cores)), decimals: 2)),
                        ("exit", String(usages.first?.status ?? -1))]
        figures.append(figure)
    }

    /// PNG frames of the first 6,000 events of the drag, at @1x: drawing dominates, so a frame the same as the one
    /// before, linked rather than drawn again, shows here.
    mutating func framesPNG() {
        let trace = dragTrace(6_000)
        var files = ""
        let usages = (0..<runs).map { r -> Measure.Usage in
            let out = work + "/png-frames-\(r)"
            defer { try? FileManager.default.removeItem(atPath: out) }
            let usage = Measure.run([cli, "render", scenePath, "--trace", trace, "--out", out, "--format", "png", "--scale", "1"])
            files = Self.frameFiles(out + "/frames")
            return usage
        }
        var figure = Figure(name: "6,000-event drag → PNG frames at @1x on disk (seconds)", unit: "seconds", values: usages.map(\.wall))
        figure.notes = [("frame files", files),
                        ("peak memory", NumberText.string(usages.map(\.peakMiB).max() ?? 0, decimals: 1) + " MiB"),
                        ("cores used", NumberText.string(median(usages.map(\.cores)), decimals: 2)),
                        ("exit", String(usages.first?.status ?? -1))]
        figures.append(figure)
    }

    /// "17908 files for 36038 frames, 98 MB": the distinct files (inodes) of a frames folder, against its names,
    /// and the room they take on the disk.
    static func frameFiles(_ folder: String) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var inodes = Set<UInt64>(), blocks = 0
        for name in names {
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0, inodes.insert(UInt64(info.st_ino)).inserted { blocks += Int(info.st_blocks) }
        }
        return "\(inodes.count) for \(names.count) frames, " + NumberText.string(Double(blocks) * 512 / 1e6, decimals: 1) + " MB"
    }

    mutating func render(in base: String, where place: String, measuresCeiling: Bool = false) {
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        defer { if base != work { try? FileManager.default.removeItem(atPath: base) } }
        let trace = dragTrace(72_000)
        let jobCounts = [1, 2]
        var fresh: [Int: [Measure.Usage]] = [:], again: [Int: [Measure.Usage]] = [:], other: [Int: [Measure.Usage]] = [:]
        func run(_ jobs: Int, _ r: Int, scheme: String = "light") -> Measure.Usage {
            sync()
            return Measure.run([cli, "render", scenePath, "--trace", trace, "--out", base + "/frames-\(jobs)-\(r)", "--jobs", String(jobs),
                                "--scheme", scheme])
        }
        // Fresh folders first, one and two jobs in turn, deleting nothing in between: ext4 slows the creation of
        // inodes for a while after many were deleted, which would charge whichever ran after a deletion. Three
        // times as many pairs as runs: the speed-up moves by more than 0.1 from pair to pair, and a goal of 1.7×
        // needs a narrow interval to be told met or not (five pairs give only the range, at 93.75 %).
        var trips: [Double?] = [], creations: [Double] = []
        let pairs = 3 * runs
        for r in 0..<pairs {
            trips.append(CrossCore.roundTrip())
            if let rate = FileCreation.rate(under: base) { creations.append(rate) }
            for jobs in jobCounts { fresh[jobs, default: []].append(run(jobs, r)) }
        }
        // Every run writes the same frames (a test checks that the jobs do not change a byte): counted once.
        let frames = Double((try? FileManager.default.contentsOfDirectory(atPath: base + "/frames-1-0/frames").count) ?? 0)
        let files = Self.frameFiles(base + "/frames-1-0/frames")
        // Then into the previous run's folder, which replaces it and deletes the old one (that slowdown included:
        // it is what rendering into the same folder again and again costs). As many as the fresh runs, each paired
        // with the fresh run into the same folder: on a shared disk the rate of making files moves between the two,
        // and the goal (within 1.5× of a fresh folder) needs a narrow interval to be judged.
        for r in 0..<pairs {
            for jobs in jobCounts { again[jobs, default: []].append(run(jobs, r)) }
        }
        // And into a previous folder of other frames under the same names and of the same sizes (the dark scheme's),
        // where no frame can be taken from the old folder and each is compared in vain.
        for r in 0..<runs {
            for jobs in jobCounts { other[jobs, default: []].append(run(jobs, r, scheme: "dark")) }
        }
        for r in 0..<pairs {
            for jobs in jobCounts { try? FileManager.default.removeItem(atPath: base + "/frames-\(jobs)-\(r)") }
        }
        // What the machine itself gives: two processes of one job at once, into folders of their own, against one
        // alone, in turn (as for `check`). Only in tmpfs, where making files is the CPUs' work: on the disk, the
        // folders deleted between runs would slow the next ones down.
        var ceilings: [Double] = [], together: [Measure.Usage] = [], oneCPU: [Measure.Usage] = []
        if measuresCeiling {
            let (cli, scenePath) = (self.cli, self.scenePath)
            let command = { (folder: String, jobs: Int) in [cli, "render", scenePath, "--trace", trace, "--out", base + "/" + folder, "--jobs", String(jobs)] }
            for _ in 0..<runs {
                let alone = Measure.run(command("alone", 1)).wall
                let both = Measure.runTogether([command("first", 1), command("second", 1)])
                ceilings.append(2 * alone / max(both.wall, 1e-9))
                together += both.usages
                // Two jobs with both threads on one CPU: what the threads cost without two cores between them.
                if let cpu = Self.firstCPU { oneCPU.append(Measure.pinned(to: cpu) { Measure.run(command("pinned", 2)) }) }
                for folder in ["alone", "first", "second", "pinned"] { try? FileManager.default.removeItem(atPath: base + "/" + folder) }
            }
        }
        sync()
        for jobs in jobCounts {
            let usages = fresh[jobs] ?? []
            var figure = Figure(name: "72,000-event drag → \(Int(frames)) SVG frames \(place), --jobs \(jobs) (seconds)", unit: "seconds", values: usages.map(\.wall))
            figure.notes = [("runs", String(usages.count)),
                            ("frames/s", rate(frames / median(usages.map(\.wall)))),
                            ("frame files", files),
                            ("peak memory", NumberText.string(usages.map(\.peakMiB).max() ?? 0, decimals: 1) + " MiB"),
                            ("cores used", NumberText.string(median(usages.map(\.cores)), decimals: 2)),
                            ("into the previous folder", NumberText.string(median((again[jobs] ?? []).map(\.wall)), decimals: 2) + " s"),
                            ("into a previous folder of other frames", NumberText.string(median((other[jobs] ?? []).map(\.wall)), decimals: 2) + " s")]
            if jobs == 2 {
                let ratios = Self.ratios(fresh[1] ?? [], usages)
                if place == "on disk" {
                    goals.append(GoalCheck("72,000-event drag → \(Int(frames)) SVG frames on disk, fresh folder, 2 jobs (s)", target: "< 2",
                                           values: usages.map(\.wall), below: 2, show: { NumberText.string($0, decimals: 3) }))
                    let previous = Self.ratios(again[2] ?? [], usages)
                    // "Within 1.5×": at most 1.5, so below it by a hair more.
                    goals.append(GoalCheck("The same into the previous run's folder, against a fresh one", target: "≤ 1.5×",
                                           values: previous, below: 1.5 + 1e-9, show: Self.times))
                }
                goals.append(GoalCheck("render --trace \(place), speed-up from 1 to 2 jobs", target: "≥ 1.7×",
                                       values: ratios, atLeast: 1.7, show: Self.times))
                figure.notes.append(("speed-up from 1 to 2 jobs", Self.speedUpText(ratios)))
                figure.notes += crossCoreNotes(fresh[1] ?? [], usages, trips)
                if !ceilings.isEmpty {
                    figure.notes.append(("two processes of one job at once, against one alone",
                                         NumberText.string(median(ceilings), decimals: 2) + "× the work (" +
                                         NumberText.string(ceilings.min()!, decimals: 2) + "–" + NumberText.string(ceilings.max()!, decimals: 2) + ")"))
                    figure.notes += cpuCost(one: fresh[1] ?? [], two: usages, twoOnOneCPU: oneCPU, processes: together)
                }
            }
            if !creations.isEmpty {
                figure.notes.append(("files of 4 KB the file system created a second before each pair",
                                     rate(median(creations)) + " (" + rate(creations.min()!) + "–" + rate(creations.max()!) + ")"))
            }
            figures.append(figure)
        }
    }

    /// The median over pairs of runs (one job, then two, one after the other) of the first's time over the second's,
    /// with the number of pairs and the interval that holds the median speed-up at 95 % confidence (less with
    /// fewer than six pairs; see `MedianInterval`): a goal is met at that confidence only when the interval's low
    /// end reaches it.
    func pairedSpeedUp(_ one: [Measure.Usage], _ two: [Measure.Usage]) -> String {
        Self.speedUpText(Self.ratios(one, two))
    }

    /// Each pair's first time over its second: a speed-up, or a slow-down.
    static func ratios(_ first: [Measure.Usage], _ second: [Measure.Usage]) -> [Double] {
        zip(first, second).map { $0.wall / max($1.wall, 1e-9) }
    }

    /// "1.63×".
    static func times(_ ratio: Double) -> String { NumberText.string(ratio, decimals: 2) + "×" }

    /// "1.66× (median of 15 pairs; 1.58–1.71 at 96 % confidence)" for the speed-ups of `ratios` pairs.
    static func speedUpText(_ ratios: [Double]) -> String {
        let text = times(Figure.median(of: ratios)) + " (median of \(ratios.count) pair" + (ratios.count == 1 ? "" : "s")
        guard let interval = MedianInterval(ratios), ratios.count > 1 else { return text + ")" }
        return text + "; " + interval.text { NumberText.string($0, decimals: 2) } + " confidence)"
    }

    /// The cross-core round trip measured before each pair (`CrossCore`), and the speed-up of the pairs that met a
    /// near core and of those that met a far one, apart: the machine's state, beside the code's figure.
    func crossCoreNotes(_ one: [Measure.Usage], _ two: [Measure.Usage], _ trips: [Double?]) -> [(String, String)] {
        let known = trips.compactMap { $0 }
        guard !known.isEmpty else { return [] }
        let ns = { (x: Double) in NumberText.string(x, decimals: 0) }
        var notes = [("cross-core round trip before each pair", ns(median(known)) + " ns (" + ns(known.min()!) + "–" + ns(known.max()!) + ")")]
        for (label, near) in [("under", true), ("from", false)] {
            let pairs = zip(zip(one, two), trips).filter { $0.1.map { ($0 < CrossCore.farRoundTrip) == near } ?? false }.map(\.0)
            if !pairs.isEmpty, pairs.count < known.count {
                notes.append(("speed-up in pairs with a round trip \(label) \(ns(CrossCore.farRoundTrip)) ns",
                              pairedSpeedUp(pairs.map(\.0), pairs.map(\.1))))
            }
        }
        return notes
    }

    /// A suite of `count` generated cases (price scenes with different values), goldens recorded.
    func suite(_ count: Int) -> String {
        let folder = work + "/suite-\(count)"
        try? FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: folder + "/cases", withIntermediateDirectories: true)
        guard let template = try? String(contentsOfFile: scenePath, encoding: .utf8) else { return folder }
        for i in 0..<count {
            let scene = template.replacingOccurrences(of: "\"value\": [120, 480]", with: "\"value\": [\(i % 500), \(500 + i % 500)]")
            try? scene.write(toFile: folder + "/scenes/s\(i).json", atomically: false, encoding: .utf8)
            try? "{\"scene\": \"../scenes/s\(i).json\"}\n".write(toFile: folder + "/cases/c\(i).case.json", atomically: false, encoding: .utf8)
        }
        _ = Measure.run(checkCommand(folder, record: "missing"))
        return folder
    }

    /// `render-cli check` of a generated suite, on `jobs` threads (the default when nil).
    func checkCommand(_ folder: String, record: String = "never", jobs: Int? = nil) -> [String] {
        [cli, "check", folder + "/cases", "--root", folder, "--record", record] + (jobs.map { ["--jobs", String($0)] } ?? [])
            + ["--artifacts", work + "/artifacts"]
    }

    /// `count` runs of one job and two in turn, so that a change in what else the machine is doing meets both alike.
    func pairedRuns(_ folder: String, _ count: Int) -> (one: [Measure.Usage], two: [Measure.Usage], trips: [Double?]) {
        var one: [Measure.Usage] = [], two: [Measure.Usage] = [], trips: [Double?] = []
        for _ in 0..<count {
            trips.append(CrossCore.roundTrip())
            one.append(Measure.run(checkCommand(folder, jobs: 1)))
            two.append(Measure.run(checkCommand(folder, jobs: 2)))
        }
        return (one, two, trips)
    }

    mutating func check() {
        let folder = suite(1000)
        // The speed-up is the median of each pair's ratio. The runs are short, so there are four times as many pairs
        // as runs.
        let (one, two, trips) = pairedRuns(folder, 4 * runs)
        let oneJob = median(one.map(\.wall))
        // What one case costs from start to exit: a fixed cost that a second job cannot share, so it bounds the
        // speed-up (Amdahl) however well the cases themselves share out.
        let single = suite(1)
        let singleRuns = (0..<max(runs, 20)).map { _ in Measure.run(checkCommand(single, jobs: 1)).wall }
        let fixed = median(singleRuns)
        // What the machine itself gives: two processes of one job each at once, against one alone, in turn. Two
        // processes share no lock, allocator or page table, so this is the ceiling for two threads of one.
        let command = checkCommand(folder, jobs: 1)
        let ceiling = median((0..<(4 * runs)).map { _ in 2 * Measure.run(command).wall / max(Measure.runTogether([command, command]).wall, 1e-9) })
        // What `--timings` says is serial inside a one-job run (listing, sorting, choosing, the report), plus the
        // process's start and exit (the wall time outside the steps): the part a second job cannot share.
        let timed = (0..<runs).compactMap { _ -> (wall: Double, serial: Double, steps: Double)? in
            let log = work + "/timings.txt"
            let usage = Measure.run(checkCommand(folder, jobs: 1) + ["--timings"], stderr: log)
            guard let text = try? String(contentsOfFile: log, encoding: .utf8), let (serial, steps) = Self.timings(text) else { return nil }
            return (usage.wall, serial, steps)
        }
        for (jobs, runs) in [(1, one), (2, two)] {
            var figure = Figure(name: "check, 1,000 generated cases, --jobs \(jobs) (seconds)", unit: "seconds", values: runs.map(\.wall))
            figure.notes = [("cores used", NumberText.string(median(runs.map(\.cores)), decimals: 2)),
                            ("exit", String(runs.first?.status ?? -1))]
            if jobs == 2 {
                let ratios = Self.ratios(one, two)
                goals.append(GoalCheck("check, 1,000 generated cases, speed-up from 1 to 2 jobs", target: "≥ 1.7×",
                                       values: ratios, atLeast: 1.7, show: Self.times))
                figure.notes.append(("speed-up from 1 to 2 jobs", Self.speedUpText(ratios)))
                figure.notes.append(("bound set by one case's fixed cost (Amdahl)", bound(fixed: fixed, oneJob: oneJob)))
                if !timed.isEmpty {
                    // The serial steps and the time outside them, over the runs' medians.
                    let wall = median(timed.map(\.wall)), serial = median(timed.map { $0.serial + $0.wall - $0.steps })
                    figure.notes.append(("serial part of a one-job run (--timings, with start and exit)",
                                         NumberText.string(serial * 1000, decimals: 1) + " ms of " + NumberText.string(wall * 1000, decimals: 1) + " ms"))
                    figure.notes.append(("bound it sets (Amdahl)", bound(fixed: serial, oneJob: wall)))
                }
                figure.notes.append(("two processes of one job at once, against one alone", NumberText.string(ceiling, decimals: 2) + "× the work"))
                figure.notes += crossCoreNotes(one, two, trips)
            }
            figures.append(figure)
        }
        var figure = Figure(name: "check, 1 case (milliseconds): start, first formatter, exit", unit: "ms", values: singleRuns.map { $0 * 1000 })
        figure.notes = [("share of the 1,000-case run on one job", NumberText.string(fixed / max(oneJob, 1e-9) * 100, decimals: 0) + " %")]
        figures.append(figure)
        // How the cost grows with the number of cases: 100 on both cores, and 10,000 on one job and two in turn,
        // where the fixed cost is a hundredth of the run.
        for count in quick ? [100] : [100, 10_000] {
            let other = suite(count)
            let paired = count == 10_000 ? pairedRuns(other, runs) : nil
            let usages = paired?.two ?? (0..<runs).map { _ in Measure.run(checkCommand(other)) }
            let shown = count == 10_000 ? "10,000" : String(count)
            var figure = Figure(name: "check, \(shown) generated cases, --jobs 2 (seconds)", unit: "seconds", values: usages.map(\.wall))
            figure.notes = [("per case", NumberText.string(median(usages.map(\.wall)) / Double(count) * 1e6, decimals: 0) + " µs"),
                            ("exit", String(usages.first?.status ?? -1))]
            if let paired {
                figure.notes.append(("--jobs 1", NumberText.string(median(paired.one.map(\.wall)), decimals: 3) + " s"))
                figure.notes.append(("speed-up from 1 to 2 jobs", pairedSpeedUp(paired.one, paired.two)))
                figure.notes += crossCoreNotes(paired.one, paired.two, paired.trips)
                let oneCPU = Self.firstCPU.map { cpu in (0..<runs).map { _ in Measure.pinned(to: cpu) { Measure.run(checkCommand(other, jobs: 2)) } } } ?? []
                let together = (0..<runs).flatMap { _ in Measure.runTogether([checkCommand(other, jobs: 1), checkCommand(other, jobs: 1)]).usages }
                figure.notes += cpuCost(one: paired.one, two: paired.two, twoOnOneCPU: oneCPU, processes: together)
            }
            figures.append(figure)
            try? FileManager.default.removeItem(atPath: other)
        }
        try? FileManager.default.removeItem(atPath: single)
    }

    /// The first CPU of the process's mask, to pin to; nil without one (or elsewhere than Linux).
    static var firstCPU: Int32? {
        var cpu: Int32 = -1
        return csystem_spread(-1, 1, &cpu) == 1 ? cpu : nil
    }

    /// Where two jobs' extra processor time goes, from the medians of what each run used: two jobs with both threads
    /// on one CPU against one job is what the threads cost themselves (handing work over, locks, the allocator's
    /// arenas); two jobs on two CPUs against that is what passing data between the cores costs; two processes of one
    /// job at once against one job is what the machine costs when both its CPUs work (caches and memory it shares,
    /// the host). The code can lower the first two; the third is the host's.
    func cpuCost(one: [Measure.Usage], two: [Measure.Usage], twoOnOneCPU: [Measure.Usage], processes: [Measure.Usage]) -> [(String, String)] {
        guard !one.isEmpty, !two.isEmpty else { return [] }
        let ms = { (usages: [Measure.Usage]) in median(usages.map(\.cpu)) * 1000 }
        let (a, c) = (ms(one), ms(two))
        let show = { (x: Double, y: Double, why: String) in
            NumberText.string(x, decimals: 0) + " ms (" + (x >= y ? "+" : "") + NumberText.string((x / max(y, 1e-9) - 1) * 100, decimals: 0) + " % " + why + ")"
        }
        var notes = [("processor time a run (medians), one job", NumberText.string(a, decimals: 0) + " ms")]
        if !twoOnOneCPU.isEmpty {
            let b = ms(twoOnOneCPU)
            notes.append(("processor time, two jobs on one CPU", show(b, a, "on one job: the threads' own cost, their switching included")))
            notes.append(("processor time, two jobs", show(c, b, "on one CPU: crossing between the cores")))
        }
        if !processes.isEmpty {
            notes.append(("processor time, two processes of one job at once", show(ms(processes), a, "each on one alone: the machine's cost")))
        }
        return notes
    }

    /// The serial milliseconds and all the steps' milliseconds of a `check --timings` line, as seconds.
    static func timings(_ text: String) -> (serial: Double, steps: Double)? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("timings: ") }),
              let tail = line.split(separator: ";").last else { return nil }
        // "serial 3.1 ms of 49.2 ms (6 %)"
        let words = tail.split(separator: " ")
        guard words.count >= 5, words[0] == "serial", let serial = Double(words[1]), let steps = Double(words[4]) else { return nil }
        return (serial / 1000, steps / 1000)
    }

    /// Amdahl's bound on two jobs' speed-up when `fixed` seconds of a run of `oneJob` seconds cannot be shared.
    func bound(fixed: Double, oneJob: Double) -> String {
        let shared = max(oneJob - fixed, 0)
        return Self.times(oneJob / max(fixed + shared / 2, 1e-9))
    }

    mutating func coldStart() {
        let usages = (0..<max(runs, 20)).map { _ in Measure.run([cli, "--help"]) }
        figures.append(Figure(name: "Cold start, render-cli --help (milliseconds)", unit: "ms", values: usages.map { $0.wall * 1000 }))
    }

    // MARK: Output

    func markdown() -> String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var lines = ["Machine: \(cores) cores, \(cpuModel()). Median of \(runs) runs, [fastest … slowest].", "",
                     "| Measure | Median | Spread | Notes |", "|---|---:|---|---|"]
        for f in figures {
            let decimals = f.unit == "ms" ? 1 : 3
            let show: (Double) -> String = f.unit == "rate" ? { rate($0) } : { NumberText.string($0, decimals: decimals) }
            let notes = f.notes.map { "\($0.0): \($0.1)" }.joined(separator: "; ")
            lines.append("| \(f.name) | \(show(f.median)) | \(show(f.low)) … \(show(f.high)) | \(notes) |")
        }
        if !goals.isEmpty {
            lines += ["", "Issue 10's goals, each judged by the interval that holds its median at 95 % (with fewer than six runs, "
                        + "their range, at the confidence shown): met or not met only when the whole interval is on one side of "
                        + "the goal.", "",
                      "| Goal | Target | Measured | Verdict |", "|---|---|---|---|"]
            lines += goals.map { "| \($0.goal) | \($0.target) | \($0.measured) | \($0.verdict.rawValue) |" }
        }
        return lines.joined(separator: "\n")
    }

    func json() -> String {
        let items = figures.map { f -> String in
            let notes = f.notes.map { "\(JSONText.quote($0.0)):\(JSONText.quote($0.1))" }.joined(separator: ",")
            let values = f.values.map { NumberText.string($0, decimals: 6) }.joined(separator: ",")
            return "{\"name\":\(JSONText.quote(f.name)),\"unit\":\(JSONText.quote(f.unit)),\"median\":\(NumberText.string(f.median, decimals: 6)),"
                + "\"min\":\(NumberText.string(f.low, decimals: 6)),\"max\":\(NumberText.string(f.high, decimals: 6)),\"values\":[\(values)],\"notes\":{\(notes)}}"
        }
        let goalItems = goals.map { g in
            "{\"goal\":\(JSONText.quote(g.goal)),\"target\":\(JSONText.quote(g.target)),\"measured\":\(JSONText.quote(g.measured)),"
                + "\"verdict\":\(JSONText.quote(g.verdict.rawValue))}"
        }
        return "{\"cores\":\(ProcessInfo.processInfo.activeProcessorCount),\"cpu\":\(JSONText.quote(cpuModel())),\"runs\":\(runs),\"figures\":[\n"
            + items.joined(separator: ",\n") + "\n],\"goals\":[\n" + goalItems.joined(separator: ",\n") + "\n]}"
    }

    func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown CPU" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            return line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        }
        return "unknown CPU"
    }
}
