extension ReviewReport {
    /// The page's CSS: the player page's system-ui chrome and calm neutrals, light and dark via
    /// `prefers-color-scheme` (images keep their own colours).
    static let style = """
        :root {
          color-scheme: light dark;
          --bg: #f4f4f2; --surface: #ffffff; --text: #1c1c1e; --muted: #6c6c70; --faint: #aeaeb2;
          --line: #e2e2de; --lane: #f7f7f5; --accent: #2f6fde;
          --passed: #1f8a4c; --failed: #d1341f; --recorded: #2f6fde; --stale: #a86a00;
          --del-bg: #fdecea; --del: #b3261e; --ins-bg: #e6f4ea; --ins: #17703b;
          --check-a: #ffffff; --check-b: #ececea;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #151516; --surface: #1e1e20; --text: #f2f2f4; --muted: #9d9da3; --faint: #5f5f64;
            --line: #323235; --lane: #232326; --accent: #5e9bff;
            --passed: #4cc381; --failed: #ff6b57; --recorded: #5e9bff; --stale: #e3a33c;
            --del-bg: #3b1d1b; --del: #ff9d90; --ins-bg: #15321f; --ins: #7ddc9e;
            --check-a: #2a2a2d; --check-b: #232326;
          }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html { background: var(--bg); }
        body { margin: 0; color: var(--text); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
          -webkit-font-smoothing: antialiased; }
        .report { max-width: 1100px; margin: 0 auto; padding: 18px 28px 32px; }
        .head { display: flex; align-items: baseline; gap: 6px 14px; flex-wrap: wrap; margin-bottom: 14px; }
        h1 { font-size: 15px; font-weight: 600; margin: 0; letter-spacing: -0.01em; }
        .meta, .hint { margin: 0; color: var(--muted); font-size: 13px; }
        .panel { background: var(--surface); border: 1px solid var(--line); border-radius: 12px; }
        .bar { position: sticky; top: 0; z-index: 2; display: flex; align-items: center; flex-wrap: wrap; gap: 8px 18px;
          padding: 10px 16px; margin-bottom: 18px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.05); }
        .bar.v-failed { box-shadow: inset 3px 0 0 var(--failed), 0 1px 3px rgba(0, 0, 0, 0.05); }
        .bar.v-ok { box-shadow: inset 3px 0 0 var(--passed), 0 1px 3px rgba(0, 0, 0, 0.05); }
        .count { color: var(--muted); text-decoration: none; font-size: 13px; white-space: nowrap; }
        .count b { font-size: 18px; font-weight: 600; font-variant-numeric: tabular-nums; margin-right: 3px; }
        .c-passed b { color: var(--passed); }
        .c-failed b { color: var(--failed); }
        .c-recorded b { color: var(--recorded); }
        .c-stale b { color: var(--stale); }
        .count.zero b { color: var(--faint); }
        .filter { flex: 1 1 220px; display: flex; }
        #filter { flex: 1; min-width: 0; font: inherit; font-size: 13px; color: var(--text); background: var(--bg);
          border: 1px solid var(--line); border-radius: 8px; padding: 5px 10px; }
        #filter:focus-visible, .copy:focus-visible, .wipe-range:focus-visible + .handle { outline: 2px solid var(--accent); outline-offset: 2px; }
        #shown { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        .group { margin: 0 0 22px; }
        .group-head { margin: 0 0 8px; font-size: 11px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
        summary.group-head { cursor: pointer; }
        .n { color: var(--faint); font-variant-numeric: tabular-nums; letter-spacing: 0; }
        .case { padding: 12px 16px 14px; margin-bottom: 14px; }
        .t-failed { box-shadow: inset 3px 0 0 var(--failed); }
        .t-recorded { box-shadow: inset 3px 0 0 var(--recorded); }
        .case-head { display: flex; align-items: baseline; gap: 10px; min-width: 0; }
        .badge { flex: none; font-size: 11px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: #fff;
          border-radius: 5px; padding: 1px 6px; background: var(--failed); }
        .t-recorded .badge { background: var(--recorded); }
        @media (prefers-color-scheme: dark) { .badge { color: #151516; } }
        h3.id { margin: 0; font-size: 14px; font-weight: 600; overflow-wrap: anywhere; }
        h3.id a { color: inherit; text-decoration: none; }
        h3.id a:hover { text-decoration: underline; }
        .notes { display: grid; grid-template-columns: auto 1fr; gap: 1px 10px; margin: 6px 0 0; font-size: 12px; color: var(--muted); }
        .notes dd { margin: 0; overflow-wrap: anywhere; }
        .views { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px 18px; margin: 12px 0 4px; }
        .view { margin: 0; min-width: 0; }
        .view.v-text { grid-column: 1 / -1; margin-top: 10px; }
        figcaption { font-size: 11px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); margin-bottom: 5px; }
        figcaption .hint { font-size: 11px; font-weight: 400; letter-spacing: 0; text-transform: none; color: var(--faint); margin-left: 6px; }
        .shot, .frame { display: block; max-width: 100%; border-radius: 6px; box-shadow: 0 0 0 1px var(--line);
          background: repeating-conic-gradient(var(--check-a) 0 25%, var(--check-b) 0 50%) 0 0 / 16px 16px; }
        .shot { height: auto; }
        .frame { position: relative; overflow: hidden; width: calc(var(--w) * 1px); aspect-ratio: var(--w) / var(--h); }
        .layer { position: absolute; left: 0; top: 0; height: auto; display: block; }
        .over { position: absolute; inset: 0; clip-path: inset(0 calc(100% - var(--wipe, 50%)) 0 0); }
        .handle { position: absolute; top: 0; bottom: 0; left: var(--wipe, 50%); width: 2px; margin-left: -1px; background: var(--accent);
          box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.7); pointer-events: none; }
        .handle::after { content: ""; position: absolute; top: 50%; left: 50%; width: 14px; height: 14px; margin: -7px 0 0 -7px;
          border-radius: 50%; background: #fff; box-shadow: 0 0 0 2px var(--accent), 0 1px 3px rgba(0, 0, 0, 0.3); }
        .wipe-range { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: ew-resize; }
        .difference { background: #fff; isolation: isolate; border-radius: 0; }
        .difference .top { position: absolute; inset: 0; background: #fff; mix-blend-mode: difference; }
        .changes { margin: 10px 0 0; padding: 0 0 0 18px; font-size: 13px; }
        .changes li { padding: 1px 0; overflow-wrap: anywhere; }
        pre { margin: 0; font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace; overflow-x: auto; }
        .linediff { margin-top: 10px; font-size: 13px; }
        .linediff summary { cursor: pointer; color: var(--muted); }
        .linediff pre, .text-diff, .text-file { margin-top: 6px; padding: 8px 10px; background: var(--lane); border: 1px solid var(--line);
          border-radius: 8px; max-height: 420px; overflow: auto; }
        .text-diff { margin-top: 12px; }
        .del { display: inline-block; min-width: 100%; background: var(--del-bg); color: var(--del); }
        .ins { display: inline-block; min-width: 100%; background: var(--ins-bg); color: var(--ins); }
        .more { color: var(--muted); }
        .accept { display: flex; align-items: center; gap: 8px; margin-top: 12px; min-width: 0; }
        .accept .label { font-size: 11px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
        code { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; }
        .command { flex: 1; min-width: 0; overflow-x: auto; white-space: nowrap; background: var(--lane); border: 1px solid var(--line);
          border-radius: 6px; padding: 4px 8px; }
        .copy { flex: none; font: inherit; font-size: 12px; color: #fff; background: var(--accent); border: 0; border-radius: 6px;
          padding: 4px 12px; cursor: pointer; }
        .copy:hover { filter: brightness(1.08); }
        .copy.done { background: var(--passed); }
        .accept-box { padding: 10px 16px; margin-bottom: 14px; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; }
        .accept-box .select-all { font-size: 13px; display: flex; align-items: center; gap: 6px; cursor: pointer; }
        .accept-box #picked { font-size: 12px; color: var(--muted); }
        .accept-box .accept { flex: 1 1 100%; margin-top: 4px; }
        .copy:disabled { background: var(--faint); cursor: default; filter: none; }
        .pick { flex: none; width: 16px; height: 16px; margin: 0; align-self: center; accent-color: var(--accent); cursor: pointer; }
        .case.picked { box-shadow: 0 0 0 2px var(--accent); }
        .list { list-style: none; margin: 0; padding: 6px 0; }
        .item { padding: 3px 16px; font-size: 13px; overflow-wrap: anywhere; }
        .item + .item { border-top: 1px solid var(--lane); }
        .item .note { color: var(--faint); font-size: 12px; margin-left: 8px; }
        #stale .item code { color: var(--stale); }
        .empty { color: var(--muted); text-align: center; margin: 30px 0; }
        @media (max-width: 720px) {
          .report { padding: 12px 12px 24px; }
          .views { grid-template-columns: 1fr; }
        }

        .zoom { color: var(--muted); font-size: 12px; white-space: nowrap; }
        #zoom { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line); border-radius: 6px; }
        .keys { flex-basis: 100%; font-size: 12px; }
        kbd { font: 11px ui-monospace, SFMono-Regular, Menlo, monospace; padding: 0 4px; border: 1px solid var(--line);
          border-radius: 4px; background: var(--bg); }
        .zoomed .views { grid-template-columns: 1fr; }
        .zoomed .view { overflow: auto; max-height: 80vh; }
        .views img.shot, .views .frame { zoom: var(--zoom, 1); }
        .zoomed .views img { image-rendering: pixelated; }
        .case.current { outline: 2px solid var(--accent); outline-offset: 2px; }
        .v-variants { grid-column: 1 / -1; }
        .strip { display: flex; gap: 10px; overflow-x: auto; padding-bottom: 4px; }
        .variant { display: flex; flex-direction: column; gap: 2px; color: var(--muted); font-size: 11px; text-decoration: none; }
        .variant img { max-height: 120px; max-width: 240px; border: 1px solid var(--line); border-radius: 4px; background: var(--check-a); }
        .variant.self img { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
"""
}
