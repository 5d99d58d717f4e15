extension PlayerPage {
    /// The page's CSS: system-ui, calm neutrals, light and dark chrome via `prefers-color-scheme` (the frames keep
    /// their own colours).
    static let style = """
        :root {
          color-scheme: light dark;
          --bg: #f4f4f2; --surface: #ffffff; --text: #1c1c1e; --muted: #6c6c70; --faint: #aeaeb2;
          --line: #e2e2de; --lane: #f7f7f5; --track: #dcdcd8;
          --accent: #2f6fde; --input: #3a3a3c; --move: #a4a4a8; --value: #2f6fde;
          --selection: #0f9b8e; --impact: #e4571b;
          --pointer: rgba(0, 122, 255, 0.42); --pointer-ring: rgba(255, 255, 255, 0.9);
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #151516; --surface: #1e1e20; --text: #f2f2f4; --muted: #9d9da3; --faint: #5f5f64;
            --line: #323235; --lane: #232326; --track: #3a3a3e;
            --accent: #5e9bff; --input: #d6d6da; --move: #77777d; --value: #5e9bff;
            --selection: #35cdb9; --impact: #ff8a4c;
          }
        }
        * { box-sizing: border-box; }
        html { background: var(--bg); }
        body { margin: 0; color: var(--text); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          -webkit-font-smoothing: antialiased; }
        .player { max-width: 1100px; margin: 0 auto; padding: 18px 28px 22px; }
        .head { display: flex; align-items: baseline; gap: 6px 14px; flex-wrap: wrap; margin-bottom: 14px; }
        h1 { font-size: 15px; font-weight: 600; margin: 0; letter-spacing: -0.01em; }
        .meta { margin: 0; color: var(--muted); font-size: 13px; }
        .notice { margin: 0 auto 12px; max-width: 720px; padding: 8px 12px; border-radius: 10px; font-size: 13px; text-align: center;
          color: var(--muted); background: var(--surface); border: 1px solid var(--line); }
        .stage { display: flex; gap: 18px; justify-content: center; margin-bottom: 16px; }
        .frame { margin: 0; flex: 0 1 min(var(--frame-max), 46vh * var(--frame-ratio)); min-width: 0; }
        .frame-box { position: relative; }
        .pointer { position: absolute; aspect-ratio: 1; border-radius: 50%; transform: translate(-50%, -50%); pointer-events: none;
          background: var(--pointer); box-shadow: 0 0 0 1.5px var(--pointer-ring), 0 0 0 2.5px rgba(0, 0, 0, 0.16); }
        .pointer[hidden] { display: none; }
        .m-pointer { fill: var(--pointer); stroke: var(--pointer-ring); stroke-width: 1; }
        .frame-img { display: block; width: 100%; height: auto; aspect-ratio: var(--frame-ratio); border-radius: 10px;
          box-shadow: 0 0 0 1px var(--line), 0 1px 3px rgba(0, 0, 0, 0.05); }
        .frame-img.stand-in { aspect-ratio: auto; max-height: 56vh; object-fit: contain; }
        figcaption { margin-top: 6px; text-align: center; font-size: 12px; color: var(--muted); text-transform: capitalize; }
        .panel { background: var(--surface); border: 1px solid var(--line); border-radius: 12px; }
        .transport { display: grid; grid-template-columns: 52px minmax(0, 1fr) auto; gap: 8px 14px; align-items: center;
          padding: 12px 16px 10px; }
        #play { width: 36px; height: 36px; border-radius: 50%; border: 0; padding: 0; display: grid; place-items: center;
          background: var(--accent); color: #fff; cursor: pointer; justify-self: start; }
        #play:hover { filter: brightness(1.08); }
        #play:focus-visible, #scrubber:focus-visible, select:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        #play svg { fill: currentColor; }
        #play .i-pause, #play.playing .i-play { display: none; }
        #play.playing .i-pause { display: block; }
        #scrubber { -webkit-appearance: none; appearance: none; width: 100%; height: 20px; margin: 0; background: transparent;
          cursor: pointer; --p: 0%; }
        #scrubber::-webkit-slider-runnable-track { height: 4px; border-radius: 2px;
          background: linear-gradient(to right, var(--accent) var(--p), var(--track) var(--p)); }
        #scrubber::-webkit-slider-thumb { -webkit-appearance: none; width: 16px; height: 16px; margin-top: -6px; border-radius: 50%;
          background: #fff; border: 0; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12), 0 1px 3px rgba(0, 0, 0, 0.3); }
        #scrubber::-moz-range-track { height: 4px; border-radius: 2px; background: var(--track); }
        #scrubber::-moz-range-progress { height: 4px; border-radius: 2px; background: var(--accent); }
        #scrubber::-moz-range-thumb { width: 16px; height: 16px; border: 0; border-radius: 50%; background: #fff;
          box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.12), 0 1px 3px rgba(0, 0, 0, 0.3); }
        #time { font-variant-numeric: tabular-nums; color: var(--muted); font-size: 13px; min-width: 12.5em; text-align: right; }
        .lanes { display: grid; grid-template-rows: 4px repeat(3, 18px) 16px; font-size: 11px; color: var(--muted); align-self: start; }
        .lanes span { line-height: 18px; }
        .lanes span:nth-child(1) { grid-row: 2; }
        .lanes span:nth-child(2) { grid-row: 3; }
        .lanes span:nth-child(3) { grid-row: 4; }
        #timeline { display: block; width: 100%; height: 74px; cursor: pointer; touch-action: none; user-select: none; overflow: visible; }
        #timeline text { font-size: 10px; fill: var(--muted); font-variant-numeric: tabular-nums; }
        .options { display: flex; flex-direction: column; gap: 8px; align-self: start; padding-top: 4px; font-size: 12px; color: var(--muted); }
        .options label { display: flex; align-items: center; gap: 6px; justify-content: flex-end; }
        select { font: inherit; color: var(--text); background: var(--surface); border: 1px solid var(--line); border-radius: 6px; padding: 1px 4px; }
        input[type="checkbox"] { accent-color: var(--accent); margin: 0; }
        .legend { grid-column: 2 / 4; display: flex; flex-wrap: wrap; gap: 2px 16px; margin: 0; padding: 0; list-style: none;
          font-size: 11.5px; color: var(--muted); }
        .legend li { display: flex; align-items: center; gap: 5px; }
        .mark { flex: none; overflow: visible; }
        .m-primary { fill: var(--input); }
        .m-faint { fill: var(--move); }
        .m-control { fill: var(--accent); }
        .m-value { fill: var(--value); opacity: 0.45; }
        .m-soft { fill: var(--selection); }
        .m-strong { fill: var(--impact); stroke: var(--surface); stroke-width: 1; }
        .m-playhead { fill: var(--accent); }
        .lane-bg { fill: var(--lane); }
        .lane-sep { stroke: var(--line); stroke-width: 1; }
        .grid { stroke: var(--line); stroke-width: 1; stroke-dasharray: 2 3; }
        .readouts { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.7fr) minmax(0, 1.2fr); gap: 14px; margin-top: 14px; }
        .card { padding: 12px 16px 14px; min-height: 96px; }
        h2 { margin: 0 0 6px; font-size: 11px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
        #value { display: block; font-size: 24px; font-weight: 600; letter-spacing: -0.01em; font-variant-numeric: tabular-nums; }
        #voiceover, #frame-events { margin: 0; padding: 0; list-style: none; font-size: 13.5px; }
        #voiceover li { padding: 2px 0; }
        #frame-events li { display: flex; align-items: center; gap: 6px; padding: 1px 0; font-variant-numeric: tabular-nums; }
        #frame-events .kind { color: var(--muted); }
        .none { color: var(--faint); }
        .keys { margin-top: 14px; font-size: 12px; color: var(--muted); text-align: center; }
        kbd, code { font: 11px ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--surface); border: 1px solid var(--line);
          border-radius: 4px; padding: 0 4px; }
        @media (max-width: 720px) {
          .stage { flex-direction: column; align-items: center; }
          .frame { flex-basis: auto; width: 100%; max-width: var(--frame-max); }
          .readouts { grid-template-columns: 1fr; }
          .transport { grid-template-columns: 52px minmax(0, 1fr); }
          #time, .options { grid-column: 2; text-align: left; }
          .options { flex-direction: row; gap: 18px; padding-top: 0; }
          .legend { grid-column: 1 / 3; }
        }

        """
}
