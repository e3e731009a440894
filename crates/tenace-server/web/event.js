// Tenace: an event's page (docs/web.md, "An event's standings"). The page
// is drawn on the server in its language; this script keeps it live and
// sends the Director's round form. The event's WebSocket says when a round
// or a correction is stored (on any node); the script then fetches the page
// again and swaps its live part (standings, matches, next draw), and the
// form when the Director is not typing in it. While the socket is down it
// polls every 5 s.
'use strict';
(function () {
  const id = document.body.dataset.event;
  if (!id) return;
  const lang = document.documentElement.lang || 'en';
  const key = 'tenace-event-director-' + id;
  // The Director's token: after `#token=` in his link (never sent in an
  // address), then kept in this tab's sessionStorage.
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get('token')) {
    sessionStorage.setItem(key, frag.get('token'));
    history.replaceState(null, '', location.pathname + location.search);
  }
  const say = text => { const m = document.getElementById('msg'); if (m) m.textContent = text || ''; };
  const words = () => (document.getElementById('words') || { dataset: {} }).dataset;
  let dirty = false, linkDirty = false;
  // A refusal in the page's language (a bad request's reason follows in
  // the server's English).
  const refusal = d => {
    const text = (d.localized && d.localized[lang]) || d.message || '';
    return d.error === 'bad_request' && d.message && text !== d.message ? text + ' (' + d.message + ')' : text;
  };
  // The Director links a round to a round of a stored team session
  // (POST /api/events/{id}/rounds/{round}/session).
  function setupLink() {
    const form = document.getElementById('linkform');
    if (!form) return;
    const lw = () => document.getElementById('linkwords').dataset;
    const tok = form.querySelector('[name=token]');
    if (sessionStorage.getItem(key)) tok.closest('.token').hidden = true;
    form.addEventListener('input', () => { linkDirty = true; });
    form.addEventListener('submit', async ev => {
      ev.preventDefault();
      const token = tok.value.trim() || sessionStorage.getItem(key) || '';
      const teams = {};
      for (const tr of form.querySelectorAll('tr.team')) {
        const c = tr.querySelector('[name=contestant]').value;
        if (c) teams[tr.dataset.team] = Number(c);
      }
      if (!Object.keys(teams).length) { say(lw().noTeams); return; }
      const bye = form.querySelector('[name=bye]').value;
      const body = { session: form.querySelector('[name=session]').value.trim(), round: Number(form.querySelector('[name=session_round]').value), teams, byes: bye ? [Number(bye)] : [] };
      const round = form.querySelector('[name=round]').value;
      const r = await fetch('/api/events/' + encodeURIComponent(id) + '/rounds/' + encodeURIComponent(round) + '/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        body: JSON.stringify(body),
      });
      const d = await r.json().catch(() => ({}));
      if (!r.ok) {
        if (d.error === 'unauthorized') { tok.closest('.token').hidden = false; say(lw().unauthorized); return; }
        say(refusal(d) || String(r.status));
        return;
      }
      if (token) sessionStorage.setItem(key, token);
      tok.value = '';
      linkDirty = false;
      if (document.activeElement) document.activeElement.blur();
      say(lw().linked);
      await refresh();
    });
  }
  function setupForm() {
    const form = document.getElementById('roundform');
    if (!form) return;
    const tok = form.querySelector('[name=token]');
    if (sessionStorage.getItem(key)) { tok.closest('.token').hidden = true; document.getElementById('roundpanel').open = true; }
    form.addEventListener('input', () => { dirty = true; });
    form.addEventListener('submit', async ev => {
      ev.preventDefault();
      const token = tok.value.trim() || sessionStorage.getItem(key) || '';
      const matches = [];
      for (const tr of form.querySelectorAll('tr.match')) {
        const home = tr.querySelector('[name=home]').value, away = tr.querySelector('[name=away]').value;
        const a = tr.querySelector('[name=imps_home]').value, b = tr.querySelector('[name=imps_away]').value;
        if (!home && !away && a === '' && b === '') continue;
        if (a === '' || b === '') { say(words().noImps); return; }
        matches.push({ home: Number(home), away: Number(away), imps: [Number(a), Number(b)] });
      }
      const bye = form.querySelector('[name=bye]').value;
      const body = { matches, byes: bye ? [Number(bye)] : [] };
      const round = form.querySelector('[name=round]').value;
      const r = await fetch('/api/events/' + encodeURIComponent(id) + '/rounds/' + encodeURIComponent(round), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        body: JSON.stringify(body),
      });
      const d = await r.json().catch(() => ({}));
      if (!r.ok) {
        if (d.error === 'unauthorized') { tok.closest('.token').hidden = false; say(words().unauthorized); return; }
        const text = (d.localized && d.localized[lang]) || d.message || String(r.status);
        // A bad request's reason is the server's own sentence (in English).
        say(d.error === 'bad_request' && d.message && text !== d.message ? text + ' (' + d.message + ')' : text);
        return;
      }
      if (token) sessionStorage.setItem(key, token);
      tok.value = '';
      dirty = false;
      if (document.activeElement) document.activeElement.blur();
      say(words().stored);
      await refresh();
    });
  }
  async function refresh() {
    const r = await fetch(location.pathname + '?lang=' + encodeURIComponent(lang));
    if (!r.ok) return;
    const doc = new DOMParser().parseFromString(await r.text(), 'text/html');
    const fresh = doc.getElementById('live-part');
    const here = document.getElementById('live-part');
    if (fresh && here) here.replaceWith(document.adoptNode(fresh));
    const form = document.getElementById('roundpanel');
    const a = document.activeElement;
    const typing = a && form && form.contains(a) && a !== document.body;
    const freshForm = doc.getElementById('roundpanel');
    if (form && freshForm && !dirty && !typing) { freshForm.open = form.open; form.replaceWith(document.adoptNode(freshForm)); setupForm(); }
    const link = document.getElementById('linkpanel');
    const freshLink = doc.getElementById('linkpanel');
    const inLink = a && link && link.contains(a) && a !== document.body;
    if (link && freshLink && !linkDirty && !inLink) { freshLink.open = link.open; link.replaceWith(document.adoptNode(freshLink)); setupLink(); }
    document.body.dataset.rounds = (document.getElementById('live-part') || { dataset: {} }).dataset.rounds || '';
  }
  let alive = false, last = null;
  function connect() {
    const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api/events/' + encodeURIComponent(id) + '/ws');
    ws.onopen = () => { alive = true; };
    ws.onmessage = ev => {
      const m = JSON.parse(ev.data);
      if (m.type !== 'event') return;
      const sig = JSON.stringify(m.event);
      const shown = (document.getElementById('live-part') || { dataset: {} }).dataset.rounds;
      // A round stored between the page's load and the socket's first message.
      if ((last !== null && sig !== last) || (last === null && shown !== undefined && String(m.rounds) !== shown)) refresh();
      last = sig;
      document.body.dataset.live = '1';
    };
    ws.onclose = () => { alive = false; document.body.dataset.live = ''; setTimeout(connect, 2000); };
  }
  setupForm();
  setupLink();
  connect();
  setInterval(() => { if (!alive) refresh(); }, 5000);
}());
