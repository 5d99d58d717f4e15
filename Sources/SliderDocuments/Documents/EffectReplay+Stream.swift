import SliderEngine

extension EffectReplay where Events == TraceStream {
    /// `write(to:)` for a streamed trace file: what `render-cli replay` runs. When the stream ends at an error (or a
    /// stop request), the lines before it are written and the final line is not, so the output never ends as if the
    /// whole trace had been replayed; the caller reports `events.error`.
    public func writeStreamed(to sink: (ArraySlice<UInt8>) throws -> Void) rethrows {
        let events = self.events
        try write(complete: { events.error == nil && events.stopped == nil }, to: sink)
    }
}
