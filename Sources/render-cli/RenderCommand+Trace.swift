import SceneGraph
import SliderEngine
import SliderDocuments
import SliderCheck
import SliderSnapshots
import SVGRender
import SliderReports
import RasterRender

extension RenderCommand {
    /// `render SCENE --trace TRACE …`: the replay's options read into a job, then run.
    static func renderTrace(_ args: Arguments, scenePath: String, scene: SceneDocument, tracePath: String, schemes: [ColorScheme],
                            format: FrameFormat, output: inout Output) throws {
        // Opened here, so a trace that cannot be opened is reported first; read whole below.
        let stream = try TraceStream(contentsOf: tracePath, for: scene)
        var job = FramesRender(document: scene, events: [], sceneName: baseName(scenePath) + ".json",
                               traceName: baseName(tracePath) + ".json", schemes: schemes)
        job.format = format
        job.fps = try args.number("--fps", command: name, "frames per second from 1 to 1000") { $0 >= 1 && $0 <= 1000 } ?? 60
        switch args.value("--frames") {
        case nil, "all": break
        case "none": job.writesFrames = false
        case let other?: throw CLIError.usage("'--frames' expects all or none, got '\(Excerpt.of(other))'", command: name)
        }
        // Without frame files, the sheet and the animation are what there is to look at.
        job.animated = args.has("--animated") || !job.writesFrames
        job.sheet = args.has("--sheet") || !job.writesFrames
        job.sheetColumns = Int(try args.number("--sheet-columns", command: name, "a count from 1 to 64") { $0 >= 1 && $0 <= 64 && $0 == $0.rounded() } ?? 6)
        job.maximumFrames = Int(try args.number("--max-frames", command: name, "a count from 1 to 10000000") { $0 >= 1 && $0 <= 1e7 && $0 == $0.rounded() }
            ?? Double(job.maximumFrames))
        let at = try args.number("--at", command: name, "a time in seconds from 0 to 10000000") { $0 >= 0 && $0 <= TraceDocument.maximumTime }
        let jobs = try args.jobs(command: name) ?? CoreCount.current
        let out = args.value("--out")
        job.events = try stream.readAll()
        try renderTrace(job, at: at, out: out, jobs: jobs, output: &output)
    }

    /// `render SCENE --trace TRACE`: the frames folder, staged and swapped in whole, or with `--at T` one frame.
    static func renderTrace(_ job: FramesRender, at: Double?, out: String?, jobs: Int, output: inout Output) throws {
        if let at {
            guard job.schemes.count == 1 else { throw CLIError.usage("--at writes one frame; pick one --scheme", command: name) }
            let bytes = job.format.bytes(job.scene(at: at, scheme: job.schemes[0]))
            if let out, out != "-" {
                try SafeFile.write(bytes, to: out)
                output.note("wrote \(out)")
            } else {
                output.write(bytes)
            }
            return
        }
        guard let out, out != "-" else { throw CLIError.usage("--trace writes a folder of frames; give --out DIR", command: name) }
        try renderTrace(job, out: out, jobs: jobs, output: &output) { job, folder, progress in
            try job.run(into: folder, jobs: jobs, progress: progress)
        }
    }

    /// The frames folder of `job`, made by `run` into a staging folder and swapped in whole, with what it holds told.
    static func renderTrace(_ job: FramesRender, out: String, jobs: Int, output: inout Output,
                            run: (FramesRender, StagingFolder, (String) -> Void) throws -> FramesRender.Summary) throws {
        let folder = try StagingFolder(replacing: out)
        do {
            let summary = try run(job, folder) { line in output.progress(line) }
            output.progress("", done: false)
            try folder.commit()
            let held = summary.timelineFrames > summary.frames ? " (\(summary.timelineFrames) frame periods; idle stretches held)" : ""
            if summary.animationStep > 1 {
                output.note("the animation keeps every \(ordinal(summary.animationStep)) frame (at most \(job.animationFrameLimit) of \(summary.frames)), in real time")
            }
            if job.writesFrames {
                output.note("wrote \(summary.frames) frames\(job.schemes.count > 1 ? " per scheme" : "")\(held) to \(folder.target)/ (open \(folder.target)/index.html to play them)")
            } else {
                output.note("replayed \(summary.frames) frames\(held) without frame files; wrote the sheet, the animation, the logs and the player to \(folder.target)/ (open \(folder.target)/index.html)")
            }
        } catch {
            output.progress("", done: false)
            folder.discard()
            throw error
        }
    }
}

/// `2nd`, `3rd`, `11th`, `21st`.
func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return String(n) + suffix
}
