extension ReviewReport {
    /// The page's script: copies each image into its wipe and difference views, drives the wipes, the filter box and
    /// the copy buttons. `window.report` exposes the filter for tests.
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

        window.report = {
          filter: (query) => { filter.value = query; const n = apply(); updateAccept(); return n; },
          acceptCommand,
          cases: () => cases.map((c) => ({ id: c.dataset.id, status: c.dataset.status, media: c.dataset.media, hidden: c.hidden })),
        };
        })();

        """#
}
