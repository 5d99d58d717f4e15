extension PlayerPage {
    /// The page's script: reads `#player-data`, preloads every frame, and drives the scrubber, playback, keyboard,
    /// timeline and readouts. `window.player` exposes the state for tests.
    static let script = #"""
        (() => {
        'use strict';
        const data = JSON.parse(document.getElementById('player-data').textContent);
        // A long replay's frames and markers come in chunk scripts loaded before this one.
        if (data.chunks && data.chunks.length) {
          const chunks = window.playerChunks || [];
          data.frames = [];
          data.markers = [];
          for (const c of chunks) { for (const f of c.frames) data.frames.push(f); for (const m of c.markers) data.markers.push(m); }
        }
        const frames = data.frames, n = frames.length;
        const $ = (id) => document.getElementById(id);
        const scrubber = $('scrubber'), playButton = $('play'), timeOut = $('time'), valueOut = $('value');
        const voiceOver = $('voiceover'), frameEvents = $('frame-events'), strip = $('timeline');
        const speedSelect = $('speed'), loopBox = $('loop');
        const images = Array.from(document.querySelectorAll('img.frame-img'));
        // The dot of a frame's pointer, one over each image, sized and placed in the frame's points so it scales
        // with the image.
        const dots = Array.from(document.querySelectorAll('.frame-box .pointer'));
        const POINTER = 16;
        for (const dot of dots) if (data.width > 0) dot.style.width = (POINTER / data.width * 100) + '%';
        function placePointer(p) {
          const shown = Array.isArray(p) && data.width > 0 && data.height > 0;
          for (const dot of dots) {
            dot.hidden = !shown;
            if (shown) { dot.style.left = (p[0] / data.width * 100) + '%'; dot.style.top = (p[1] / data.height * 100) + '%'; }
          }
        }
        const SVG = strip.namespaceURI;    // the SVG namespace, without writing a URL into the page
        const PAD = 8;                      // half the scrubber thumb: the strip lines up with the thumb's centre
        const LANES = [4, 22, 40], LANE = 18, AXIS = 58, HEIGHT = 74;
        const encodePath = (p) => p.split('/').map(encodeURIComponent).join('/');
        const seconds = (t) => t.toFixed(3);
        const clamp = (k) => Math.max(0, Math.min(n - 1, k));

        // Frame numbers (as in the file names) to positions; events name the frame they fall in.
        const position = new Map(frames.map((f, i) => [f.index, i]));
        const positionOf = (index) => position.has(index) ? position.get(index) : clamp(index);
        const atFrame = frames.map(() => []);
        for (const m of data.markers) if (n) atFrame[positionOf(m.frame)].push(m);
        const cls = (m) => 'm-' + m.tone;

        // Preload every file so scrubbing never waits for the disk; for very long replays, only a window of frames
        // around the one shown, so an hour of frames does not hold every image in memory.
        const preloaded = [], failed = [], requested = new Set();
        const allFiles = frames.reduce((sum, f) => sum + f.files.length, 0);
        const windowFrames = allFiles > 400 ? 90 : Infinity;
        let loaded = 0;
        function preload(from, to) {
          for (let k = Math.max(0, from); k <= Math.min(frames.length - 1, to); k++) {
            if (requested.has(k)) continue;
            requested.add(k);
            for (const file of frames[k].files) {
              const image = new Image();
              image.onload = () => { loaded++; };
              image.onerror = () => { failed.push(file); };
              image.src = encodePath(file);
              preloaded.push(image);
            }
          }
        }
        if (windowFrames === Infinity) preload(0, frames.length - 1);

        // Time to a fractional position in the frame list, so the strip lines up with the scrubber even if frames
        // are not evenly spaced.
        function positionAt(t) {
          if (n < 2 || t <= frames[0].t) return 0;
          if (t >= frames[n - 1].t) return n - 1;
          let lo = 0, hi = n - 1;
          while (hi - lo > 1) { const mid = (lo + hi) >> 1; if (frames[mid].t <= t) lo = mid; else hi = mid; }
          const a = frames[lo].t, b = frames[hi].t;
          return lo + (b > a ? (t - a) / (b - a) : 0);
        }
        // The last frame at or before t.
        function frameAt(t) {
          let lo = 0, hi = n - 1;
          if (t < frames[0].t) return 0;
          while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (frames[mid].t <= t) lo = mid; else hi = mid - 1; }
          return lo;
        }
        const stripWidth = () => strip.getBoundingClientRect().width || 0;
        const xOf = (pos, width) => n < 2 ? width / 2 : PAD + pos / (n - 1) * (width - 2 * PAD);
        const positionAtX = (x, width) => n < 2 ? 0 : clamp(Math.round((x - PAD) / (width - 2 * PAD) * (n - 1)));

        function el(name, attributes, title) {
          const node = document.createElementNS(SVG, name);
          for (const key in attributes) node.setAttribute(key, attributes[key]);
          if (title) { const t = document.createElementNS(SVG, 'title'); t.textContent = title; node.appendChild(t); }
          return node;
        }
        const describe = (kind, detail, t, frame) => `${kind}${detail ? ' ' + detail : ''} · ${seconds(t)} s · frame ${frame}`;

        // The playhead is placed in the strip's drawn coordinates, so it lines up with the markers even in the moment
        // between a resize and the redraw it causes.
        let playhead = null, drawnWidth = 0;
        function draw() {
          const width = stripWidth();
          if (!width) return;
          drawnWidth = width;
          strip.setAttribute('viewBox', `0 0 ${width} ${HEIGHT}`);
          strip.replaceChildren();
          strip.appendChild(el('rect', { x: 0, y: LANES[0], width, height: 3 * LANE, rx: 6, class: 'lane-bg' }));
          for (const y of [LANES[1], LANES[2]]) strip.appendChild(el('line', { x1: 0, x2: width, y1: y + 0.5, y2: y + 0.5, class: 'lane-sep' }));
          if (n) {
            const t0 = frames[0].t, t1 = frames[n - 1].t, span = t1 - t0;
            const steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600];
            const step = steps.find((s) => span / s <= Math.max(2, width / 80)) || 600;
            const decimals = step >= 1 ? 0 : step >= 0.1 && step !== 0.25 ? 1 : 2;
            for (let k = Math.ceil(t0 / step - 1e-9); k * step <= t1 + 1e-9; k++) {
              const t = k * step, x = xOf(positionAt(t), width);
              strip.appendChild(el('line', { x1: x, x2: x, y1: LANES[0], y2: AXIS, class: 'grid' }));
              const label = el('text', { x, y: HEIGHT - 2, 'text-anchor': x < 20 ? 'start' : x > width - 20 ? 'end' : 'middle' });
              label.textContent = t.toFixed(decimals) + (k === 0 ? ' s' : '');
              strip.appendChild(label);
            }
          }
          // Markers of the same lane and shape closer than half a pixel would draw on top of each other: keep the
          // first, so a long replay stays light. Markers marked `keep` are always drawn.
          const lastX = {};
          function crowded(m, x) {
            if (m.keep) return false;
            const key = m.lane + m.shape;
            if (lastX[key] !== undefined && Math.abs(x - lastX[key]) < 0.5) return true;
            lastX[key] = x;
            return false;
          }
          for (const m of data.markers) {
            const x = xOf(positionAt(m.t), width), y = LANES[m.lane] || LANES[0], c = y + LANE / 2;
            if (crowded(m, x)) continue;
            const title = describe(m.kind, m.detail, m.t, m.frame), k = (m.lane === 0 ? 'ev ' : 'fx ') + cls(m);
            let mark;
            switch (m.shape) {
              case 'bar': mark = el('rect', { x: x - 1, y: y + 3, width: 2, height: 12, class: k }, title); break;
              case 'tick': mark = el('rect', { x: x - 0.5, y: y + 6, width: 1, height: 6, class: k }, title); break;
              case 'down': mark = el('path', { d: `M${x} ${y + 12}l4 -6h-8z`, class: k }, title); break;
              case 'up': mark = el('path', { d: `M${x} ${y + 6}l4 6h-8z`, class: k }, title); break;
              case 'line': mark = el('rect', { x: x - 0.5, y: y + 3, width: 1, height: 12, class: k }, title); break;
              case 'dot': mark = el('circle', { cx: x, cy: c, r: 2.5, class: k }, title); break;
              case 'diamond': mark = el('path', { d: `M${x} ${c - 6}l6 6l-6 6l-6 -6z`, class: k }, title); break;
              default: mark = el('rect', { x: x - 3, y: y + 6, width: 6, height: 6, rx: 1, class: k }, title);
            }
            mark.dataset.kind = m.kind;
            strip.appendChild(mark);
          }
          playhead = el('g', { class: 'playhead' });
          playhead.appendChild(el('rect', { x: -1, y: 1, width: 2, height: AXIS - 1, class: 'm-playhead' }));
          playhead.appendChild(el('path', { d: 'M-4.5 0h9l-4.5 5z', class: 'm-playhead' }));
          strip.appendChild(playhead);
          movePlayhead();
        }
        function movePlayhead() {
          if (playhead && n) playhead.setAttribute('transform', `translate(${xOf(current, drawnWidth || stripWidth())} 0)`);
        }

        // The time readout is held at the width of its longest text (the last frame's), so the timeline beside it
        // never changes width while the replay plays.
        if (n) {
          const last = frames[n - 1];
          timeOut.textContent = `${seconds(last.t)} s · frame ${last.index}/${last.index}`;
          timeOut.style.minWidth = Math.ceil(timeOut.getBoundingClientRect().width) + 'px';
        }
        let current = -1, playing = false, hashTimer = 0;
        function show(k) {
          if (!n) return;
          k = clamp(Number.isFinite(k) ? Math.round(k) : 0);
          if (k === current) return;
          current = k;
          if (windowFrames !== Infinity) preload(k - windowFrames, k + windowFrames);
          const f = frames[k];
          images.forEach((image, i) => {
            const file = f.files[i];
            if (file !== undefined && image.dataset.file !== file) {
              image.src = encodePath(file);
              image.dataset.file = file;
              image.alt = `Frame ${f.index}, ${data.schemes[i] || ''}`;
            }
          });
          // Over a stand-in picture (a contact sheet), a finger dot would mark nothing.
          placePointer(f.files.length ? f.pointer : null);
          scrubber.value = String(k);
          scrubber.style.setProperty('--p', n > 1 ? (k / (n - 1) * 100) + '%' : '0%');
          timeOut.textContent = `${seconds(f.t)} s · frame ${f.index}/${frames[n - 1].index}`;
          valueOut.textContent = f.caption;
          voiceOver.replaceChildren(...(f.details.length ? f.details.map((text) => item(text)) : [item('None', 'none')]));
          frameEvents.replaceChildren(...(atFrame[k].length ? atFrame[k].map((e) => {
            const li = document.createElement('li');
            const mark = document.createElementNS(SVG, 'svg');
            mark.setAttribute('class', 'mark'); mark.setAttribute('viewBox', '0 0 12 16'); mark.setAttribute('width', '12'); mark.setAttribute('height', '16');
            mark.appendChild(listMark(e));
            const kind = document.createElement('span'); kind.className = 'kind'; kind.textContent = e.kind;
            li.append(mark, kind, document.createTextNode(' ' + e.detail));
            return li;
          }) : [item('No events', 'none')]));
          movePlayhead();
          if (!playing) rememberInHash();
        }
        // The legend's shape for an entry of the frame's list.
        function listMark(m) {
          const c = cls(m);
          switch (m.shape) {
            case 'bar': return el('rect', { x: 5, y: 2, width: 2, height: 12, class: c });
            case 'tick': return el('rect', { x: 5.5, y: 5, width: 1, height: 6, class: c });
            case 'up': return el('path', { d: 'M6 5 10 11H2Z', class: c });
            case 'down': return el('path', { d: 'M6 11 10 5H2Z', class: c });
            case 'line': return el('rect', { x: 5.5, y: 2, width: 1, height: 12, class: c });
            case 'dot': return el('circle', { cx: 6, cy: 8, r: 2.5, class: c });
            case 'diamond': return el('path', { d: 'M6 2.5 11.5 8 6 13.5 0.5 8Z', class: c });
            default: return el('rect', { x: 3, y: 5, width: 6, height: 6, rx: 1, class: c });
          }
        }
        function item(text, cls) { const li = document.createElement('li'); li.textContent = text; if (cls) li.className = cls; return li; }
        function rememberInHash() {
          clearTimeout(hashTimer);
          hashTimer = setTimeout(() => {
            try { history.replaceState(null, '', '#frame=' + frames[current].index); } catch (_) { /* file: URLs may refuse */ }
          }, 250);
        }

        // Playback at real speed: the wall clock (times the speed) picks the frame, so slow machines skip frames
        // rather than drift.
        let raf = 0, startClock = 0, startTime = 0;
        const speed = () => Number(speedSelect.value) || 1;
        function play() {
          if (playing || n < 2) return;
          if (current >= n - 1) show(0);
          playing = true;
          startClock = performance.now();
          startTime = frames[current].t;
          playButton.classList.add('playing');
          playButton.setAttribute('aria-label', 'Pause');
          raf = requestAnimationFrame(tick);
        }
        function pause() {
          if (!playing) return;
          playing = false;
          cancelAnimationFrame(raf);
          playButton.classList.remove('playing');
          playButton.setAttribute('aria-label', 'Play');
          rememberInHash();
        }
        function tick() {
          if (!playing) return;
          const now = performance.now();
          const t0 = frames[0].t, end = frames[n - 1].t, frameTime = 1 / (data.fps || 60);
          let t = startTime + (now - startClock) / 1000 * speed();
          if (t >= end + frameTime) {
            if (!loopBox.checked) { show(n - 1); pause(); return; }
            t = t0 + (t - t0) % (end + frameTime - t0);
          }
          show(frameAt(t));
          raf = requestAnimationFrame(tick);
        }
        function restart() { if (playing) { startClock = performance.now(); startTime = frames[current].t; } }
        const toggle = () => playing ? pause() : play();

        playButton.addEventListener('click', toggle);
        speedSelect.addEventListener('change', restart);
        scrubber.addEventListener('input', () => { pause(); show(Number(scrubber.value)); });

        let dragging = false;
        const seekAt = (event) => { const r = strip.getBoundingClientRect(); show(positionAtX(event.clientX - r.left, r.width)); };
        strip.addEventListener('pointerdown', (event) => { if (event.button !== 0) return; pause(); dragging = true; strip.setPointerCapture(event.pointerId); seekAt(event); });
        strip.addEventListener('pointermove', (event) => { if (dragging) seekAt(event); });
        for (const type of ['pointerup', 'pointercancel']) strip.addEventListener(type, () => { dragging = false; });

        // Keys belong to the player unless a form control other than the scrubber has focus.
        const ours = (target) => !(target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
          || (target instanceof HTMLInputElement && target !== scrubber));
        document.addEventListener('keydown', (event) => {
          if (event.metaKey || event.ctrlKey || event.altKey || !ours(event.target)) return;
          const step = event.shiftKey ? 10 : 1;
          switch (event.key) {
            case ' ': case 'k': if (!event.repeat) toggle(); break;
            case 'ArrowLeft': pause(); show(current - step); break;
            case 'ArrowRight': pause(); show(current + step); break;
            case 'Home': pause(); show(0); break;
            case 'End': pause(); show(n - 1); break;
            default: return;
          }
          event.preventDefault();
        });
        // A focused button clicks on space's keyup; the keydown above already toggled.
        document.addEventListener('keyup', (event) => { if (event.key === ' ' && ours(event.target)) event.preventDefault(); });

        function frameFromHash() {
          const match = /(?:^#|[#&;])frame=(\d+)/.exec(location.hash);
          return match ? positionOf(Number(match[1])) : null;
        }
        window.addEventListener('hashchange', () => { const k = frameFromHash(); if (k !== null) { pause(); show(k); } });
        new ResizeObserver(draw).observe(strip);

        show(frameFromHash() ?? 0);
        draw();

        window.player = {
          get frame() { return current; }, get index() { return n ? frames[current].index : -1; },
          get playing() { return playing; }, get loaded() { return loaded; }, get failed() { return failed.slice(); },
          get requested() { return preloaded.length; },
          get pointer() { return n && Array.isArray(frames[current].pointer) ? frames[current].pointer.slice() : null; },
          count: n, data, show, play, pause,
        };
        })();

        """#
}
