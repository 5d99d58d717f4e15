extension ReviewReport {
    /// The page's script: copies each image into its wipe and difference views, drives the wipes, the filter box, the
    /// copy buttons and the tick boxes, lays out each case's variants side by side, and takes the keys and the zoom. `window.report` exposes the filter for tests.
    static let script = #"""
        (() => {
        'use strict';
        const $ = (id) => document.getElementById(id);
        const cases = Array.from(document.querySelectorAll('.case'));

        // Each image's bytes are in the page once, in the side-by-side view; the overlays reuse them.
        for (const c of cases) {
          const source = {};
          for (const img of c.querySelectorAll('img.shot')) source[img.dataset.role] = img.getAttribute('src');
          for (const img of c.querySelectorAll('img.layer')) {
            const src = source[img.dataset.from];
            if (src) img.src = src;
          }
        }

        // The wipe: the range input covers the frame, so a drag anywhere moves the edge.
        for (const range of document.querySelectorAll('.wipe-range')) {
          const frame = range.closest('.frame');
          const update = () => frame.style.setProperty('--wipe', range.value + '%');
          range.addEventListener('input', update);
          update();
        }

        // The filter: text matches anywhere in the id, ignoring case; a glob (* and ?) must match the whole id.
        const filter = $('filter'), shown = $('shown'), noMatch = $('no-match');
        const items = Array.from(document.querySelectorAll('[data-id]'));
        const escape = (s) => s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        function matcher(query) {
          const q = query.trim();
          if (!q) return () => true;
          if (/[*?]/.test(q)) {
            const re = new RegExp('^' + q.split('').map((ch) => ch === '*' ? '.*' : ch === '?' ? '.' : escape(ch)).join('') + '$', 'i');
            return (id) => re.test(id);
          }
          const lower = q.toLowerCase();
          return (id) => id.toLowerCase().includes(lower);
        }
        function apply() {
          const match = matcher(filter.value);
          let visible = 0;
          for (const item of items) {
            const on = match(item.dataset.id);
            item.hidden = !on;
            if (on) visible++;
          }
          for (const group of document.querySelectorAll('.group')) {
            const members = group.querySelectorAll('[data-id]');
            const on = Array.from(members).filter((m) => !m.hidden).length;
            group.hidden = members.length > 0 && on === 0;
            const n = group.querySelector('.group-head .n');
            if (n) n.textContent = on === members.length ? String(members.length) : on + ' of ' + members.length;
          }
          shown.textContent = visible + ' of ' + items.length + ' shown';
          noMatch.hidden = visible > 0 || items.length === 0;
          return visible;
        }
        filter.addEventListener('input', apply);
        // A filter in the URL (#filter=price) opens the page filtered.
        const hash = /^#filter=(.*)$/.exec(location.hash);
        if (hash) { filter.value = decodeURIComponent(hash[1]); }
        apply();

        // A count in the summary bar opens its group (the passed cases are collapsed).
        for (const link of document.querySelectorAll('a.count')) {
          link.addEventListener('click', () => {
            const target = document.getElementById(link.getAttribute('href').slice(1));
            if (target && target.tagName === 'DETAILS') target.open = true;
          });
        }

        // Copy buttons: the clipboard API where the page may use it, else a selected text area.
        function fallbackCopy(text) {
          const area = document.createElement('textarea');
          area.value = text;
          area.setAttribute('readonly', '');
          area.style.position = 'fixed';
          area.style.opacity = '0';
          document.body.appendChild(area);
          area.select();
          let ok = false;
          try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
          area.remove();
          return ok;
        }
        for (const button of document.querySelectorAll('.copy')) {
          button.addEventListener('click', () => {
            const text = button.dataset.command;
            const done = (ok) => {
              button.textContent = ok ? 'Copied' : 'Select and copy';
              button.classList.toggle('done', ok);
              if (!ok) {
                const range = document.createRange();
                range.selectNodeContents(button.previousElementSibling);
                const selection = window.getSelection();
                selection.removeAllRanges();
                selection.addRange(range);
              }
              setTimeout(() => { button.textContent = 'Copy'; button.classList.remove('done'); }, 1600);
            };
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(text).then(() => done(true), () => done(fallbackCopy(text)));
            } else {
              done(fallbackCopy(text));
            }
          });
        }

        // Accepting ticked failures: one `render-cli accept` command for exactly the ticked ones (no --filter when
        // every failure is ticked), rebuilt on every change. Select-all ticks or clears the failures shown.
        const acceptBox = $('accept-box');
        const picks = Array.from(document.querySelectorAll('input.pick'));
        const quote = (s) => /^[A-Za-z0-9_\/.:,=+@%-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'";
        function acceptCommand() {
          const ticked = picks.filter((p) => p.checked);
          if (!acceptBox || !ticked.length) return '';
          let text = 'render-cli accept ' + quote(acceptBox.dataset.folder);
          if (ticked.length < picks.length) text += ticked.map((p) => ' --filter ' + quote(p.dataset.filter)).join('');
          return text;
        }
        function updateAccept() {
          if (!acceptBox) return;
          const text = acceptCommand(), copy = $('copy-accept'), all = $('select-all');
          $('accept-command').textContent = text || 'Tick the failures to accept';
          copy.dataset.command = text;
          copy.disabled = !text;
          const ticked = picks.filter((p) => p.checked).length;
          const shownPicks = picks.filter((p) => !p.closest('.case').hidden);
          const shownTicked = shownPicks.filter((p) => p.checked).length;
          all.checked = shownPicks.length > 0 && shownTicked === shownPicks.length;
          all.indeterminate = shownTicked > 0 && shownTicked < shownPicks.length;
          $('picked').textContent = ticked + ' of ' + picks.length + ' ticked';
          for (const p of picks) p.closest('.case').classList.toggle('picked', p.checked);
        }
        if (acceptBox) {
          for (const p of picks) p.addEventListener('change', updateAccept);
          $('select-all').addEventListener('change', () => {
            const on = $('select-all').checked;
            for (const p of picks) if (!p.closest('.case').hidden) p.checked = on;
            updateAccept();
          });
          filter.addEventListener('input', updateAccept);
          updateAccept();
        }

        // Variants side by side: the outputs of one case (ids before ':' for check, the golden's path up to the
        // test name's first '.' for swift test) that failed or were recorded, as a strip of their new images.
        const base = (id) => {
          const colon = id.indexOf(':');
          if (colon >= 0) return id.slice(0, colon);
          const dot = id.indexOf('.', id.lastIndexOf('/') + 1);
          return dot > 0 ? id.slice(0, dot) : id;
        };
        const imageCases = cases.filter((c) => c.dataset.media !== 'text');
        const byBase = new Map();
        for (const c of imageCases) {
          const key = base(c.dataset.id);
          if (!byBase.has(key)) byBase.set(key, []);
          byBase.get(key).push(c);
        }
        for (const members of byBase.values()) {
          if (members.length < 2) continue;
          for (const c of members) {
            const views = c.querySelector('.views');
            if (!views) continue;
            const figure = document.createElement('figure');
            figure.className = 'view v-variants';
            const caption = document.createElement('figcaption');
            caption.textContent = 'Variants of this case (' + members.length + ', new output)';
            const strip = document.createElement('div');
            strip.className = 'strip';
            for (const m of members.slice(0, 12)) {
              const shot = m.querySelector('img.shot[data-role="actual"]') || m.querySelector('img.shot');
              if (!shot) continue;
              const link = document.createElement('a');
              link.href = '#' + m.id;
              link.className = 'variant' + (m === c ? ' self' : '');
              const img = document.createElement('img');
              img.src = shot.getAttribute('src');
              img.alt = m.dataset.id;
              const label = document.createElement('span');
              const id = m.dataset.id, key = base(id);
              label.textContent = id.length > key.length ? id.slice(key.length + 1) : id;
              link.append(img, label);
              strip.append(link);
            }
            figure.append(caption, strip);
            views.append(figure);
          }
        }

        // Keys: j / n next case shown, k / p previous, x ticks the current one; + / - / 0 zoom the images.
        let current = -1;
        const zoom = $('zoom'), levels = ['1', '2', '4', '8'];
        function setZoom(value) {
          zoom.value = value;
          document.documentElement.style.setProperty('--zoom', value);
          document.documentElement.classList.toggle('zoomed', value !== '1');
        }
        zoom.addEventListener('change', () => setZoom(zoom.value));
        function go(step) {
          const shownCases = cases.filter((c) => !c.hidden && !c.closest('.group').hidden);
          if (!shownCases.length) return null;
          const at = shownCases.indexOf(cases[current]);
          const next = at < 0 ? (step > 0 ? 0 : shownCases.length - 1) : Math.min(Math.max(at + step, 0), shownCases.length - 1);
          if (current >= 0) cases[current].classList.remove('current');
          current = cases.indexOf(shownCases[next]);
          const c = cases[current];
          c.classList.add('current');
          c.setAttribute('tabindex', '-1');
          c.focus({ preventScroll: true });
          // Scrolled to just below the sticky summary bar, as far as the page allows.
          window.scrollTo(0, c.getBoundingClientRect().top + window.scrollY - $('summary').offsetHeight - 12);
          return c.dataset.id;
        }
        document.addEventListener('keydown', (event) => {
          if (event.ctrlKey || event.metaKey || event.altKey) return;
          const t = event.target;
          if (t && (t.tagName === 'INPUT' && t.type !== 'checkbox' && t.type !== 'range' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
          const key = event.key;
          if (key === 'j' || key === 'n') go(1);
          else if (key === 'k' || key === 'p') go(-1);
          else if (key === 'x' && current >= 0) {
            const pick = cases[current].querySelector('input.pick');
            if (pick) { pick.checked = !pick.checked; updateAccept(); }
          } else if (key === '+' || key === '=') setZoom(levels[Math.min(levels.indexOf(zoom.value) + 1, levels.length - 1)]);
          else if (key === '-' || key === '_') setZoom(levels[Math.max(levels.indexOf(zoom.value) - 1, 0)]);
          else if (key === '0') setZoom('1');
          else return;
          event.preventDefault();
        });

        window.report = {
          current: () => current >= 0 ? cases[current].dataset.id : null,
          zoom: () => zoom.value,
          filter: (query) => { filter.value = query; const n = apply(); updateAccept(); return n; },
          acceptCommand,
          cases: () => cases.map((c) => ({ id: c.dataset.id, status: c.dataset.status, media: c.dataset.media, hidden: c.hidden })),
        };
        })();

        """#
}
