import SceneGraph
import SliderEngine
import SliderRendering
import SVGRender

extension RenderCommand {
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
        let folder = try StagingFolder(replacing: out)
        do {
            let summary = try job.run(into: folder, jobs: jobs) { line in output.progress(line) }
            output.progress("", done: false)
            try folder.commit()
            let held = summary.timelineFrames > summary.frames ? " (\(summary.timelineFrames) frame periods; idle stretches held)" : ""
            output.note("wrote \(summary.frames) frames\(job.schemes.count > 1 ? " per scheme" : "")\(held) to \(folder.target)/ (open \(folder.target)/index.html to play them)")
        } catch {
            output.progress("", done: false)
            folder.discard()
            throw error
        }
    }
}
