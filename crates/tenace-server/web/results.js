// Tenace club sessions played face to face (docs/web.md, "Running a club
// night"): creating a session, the table device's entry form, the live
// ranking and the Director's results page. Uses the helpers of app.js (t,
// el, say, loadLang, setupLang, SYMBOL). Scores come from the server
// (tenace-score); this script computes none.
'use strict';

const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const VUL_KEY = { 'None': 'web-vul-none', 'N-S': 'web-vul-ns', 'E-W': 'web-vul-ew', 'Both': 'web-vul-both' };

function sessionId() { return decodeURIComponent(location.pathname.split('/')[2] || ''); }
// The token arrives in the fragment (never sent to the server in an
// address), is kept in this tab's sessionStorage and leaves the address bar.
function fragmentToken(key) {
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get('token')) {
    sessionStorage.setItem(key, JSON.stringify({ token: frag.get('token'), table: frag.get('table') }));
    history.replaceState(null, '', location.pathname);
  }
  try { return JSON.parse(sessionStorage.getItem(key) || 'null'); } catch (_) { return null; }
}
async function rapi(method, path, token, body) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) {
    const key = 'web-error-' + (data.error || 'unknown');
    const text = (data.localized && data.localized[LANG]) || (has(key) ? t(key) : (data.message || String(r.status)));
    const err = new Error(text);
    err.code = data.error;
    throw err;
  }
  return data;
}
function signed(n) { return n > 0 ? '+' + n : String(n); }
function contractLabel(c) {
  if (!c) return '';
  if (c === 'PASS') return t('web-results-passed-out');
  const m = /^(\d)(C|D|H|S|NT)(X{0,2})$/.exec(c);
  return m ? m[1] + (m[2] === 'NT' ? 'NT' : SYMBOL[m[2]]) + m[3] : c;
}
function leadLabel(l) { return l ? cardLabel(l) : ''; }
function resultLabel(r) {
  if (!r) return '';
  if (r.adjusted) return r.adjusted === 'NP' ? t('web-results-not-played') : r.adjusted;
  if (r.contract === 'PASS') return t('web-results-passed-out');
  return contractLabel(r.contract) + ' ' + seatName(r.declarer) + ' ' + r.tricks;
}
function sideName(s) { return t('web-results-side-' + String(s || '').toLowerCase()); }
function other(s) { return s === 'EW' ? 'NS' : 'EW'; }
function fmt(x) { return Number.isInteger(x) ? String(x) : x.toFixed(1); }
// Individual and team sessions (docs/server.md, "Individual and team
// sessions"): an individual's table has four players (`seats`: North,
// East, South, West; `ns`/`ew` are then North and East), a team session's
// `ns`/`ew` are teams.
function kindOf(d) { return (d && d.kind) || 'pairs'; }
function seatsLabel(s) { return t('web-results-seats', { n: s[0], e: s[1], s: s[2], w: s[3] }); }
function sides(x) { return x.seats ? [x.seats[0] + '–' + x.seats[2], x.seats[1] + '–' + x.seats[3]] : [String(x.ns), String(x.ew)]; }
function cellLabel(d, c) {
  if (c.seats) return seatsLabel(c.seats);
  return t(kindOf(d) === 'teams' ? 'web-results-teams-at' : 'web-results-pairs', { ns: c.ns, ew: c.ew });
}
function signedNum(x) { return x > 0 ? '+' + fmt(x) : fmt(x); }
function vpsText(x) { return x.toFixed(2); }

// The live ranking: a WebSocket that sends the whole state after every
// row; if it drops, reconnect, and poll meanwhile.
function liveSession(id, onState) {
  let ws = null, alive = false;
  const badge = document.getElementById('live');
  const show = () => { if (badge) { badge.textContent = alive ? '● ' + t('web-results-live') : t('web-results-reconnecting'); badge.className = 'live' + (alive ? ' on' : ''); } };
  const poll = async () => { try { onState(await rapi('GET', '/api/sessions/' + encodeURIComponent(id))); } catch (e) { say(e.message); } };
  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api/sessions/' + encodeURIComponent(id) + '/ws');
    ws.onopen = () => { alive = true; show(); };
    ws.onmessage = ev => { const m = JSON.parse(ev.data); if (m.type === 'ranking') onState(m.ranking); };
    ws.onclose = () => { alive = false; show(); setTimeout(connect, 2000); };
  }
  connect();
  setInterval(() => { if (!alive) poll(); }, 5000);
  return { refresh: poll, show };
}

// ---------------------------------------------------------------- club
function mySessions() { try { return JSON.parse(localStorage.getItem('tenace-sessions') || '[]'); } catch (_) { return []; } }
function clubPage() {
  const render = () => {
    const ul = document.getElementById('sessions');
    ul.replaceChildren(...mySessions().map(s => el('li', { 'data-session': s.id },
      el('strong', {}, s.name || s.id), ' ', el('code', {}, s.id),
      el('div', { class: 'links' },
        el('a', { href: '/club/' + s.id + '/ranking', target: '_blank', 'data-role': 'ranking' }, t('web-results-link-ranking')),
        el('a', { href: '/club/' + s.id + '/director#token=' + s.director, target: '_blank', 'data-role': 'director' }, t('web-results-link-director')),
        ...Object.entries(s.tables).map(([n, tok]) => el('a', { href: '/club/' + s.id + '/table#table=' + n + '&token=' + tok, target: '_blank', 'data-role': 'table', 'data-table': n }, t('web-results-link-table', { table: n }))),
        el('a', { href: '/club/' + s.id + '/cards', target: '_blank', 'data-role': 'cards' }, t('web-results-cards-link'))))));
  };
  setupLang(render);
  document.getElementById('newsession').addEventListener('submit', async ev => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const body = { movement: { kind: f.get('kind'), tables: Number(f.get('tables')), boards_per_round: Number(f.get('boards')) }, scoring: f.get('scoring') };
    if (f.get('name')) body.name = f.get('name');
    // The movement says the session's kind: an individual, or teams (a
    // round robin's `tables` is its number of teams; no scoring method).
    if (f.get('kind') === 'individual') body.kind = 'individual';
    if (f.get('kind') === 'round-robin') { body.kind = 'teams'; delete body.scoring; }
    try {
      const made = await rapi('POST', '/api/sessions', f.get('token') || null, body);
      const list = mySessions();
      list.unshift(Object.assign({ name: f.get('name') || '' }, made));
      localStorage.setItem('tenace-sessions', JSON.stringify(list.slice(0, 20)));
      say(t('web-results-created', { id: made.id }));
      render();
    } catch (e) { say(e.message); }
  });
  render();
}

// ---------------------------------------------------------------- entry
function entryPage() {
  const id = sessionId();
  const me = fragmentToken('tenace-club-table-' + id) || {};
  const table = Number(me.table);
  let data = null, round = null, board = null;
  const f = { level: null, strain: null, doubling: '', passed: false, declarer: null, leadSuit: null, leadRank: null, tricks: null, side: 'NS' };

  function pickerButtons(id, items, current, onpick) {
    document.getElementById(id).replaceChildren(...items.map(([v, label]) =>
      el('button', { type: 'button', class: 'choice' + (v === current ? ' on' : ''), 'data-value': v, 'aria-pressed': String(v === current), onclick: () => { onpick(v); draw(); } }, label)));
  }
  function myCell(r) {
    const rd = data.schedule.rounds.find(x => x.round === r);
    return rd && rd.tables.find(x => x.table === table);
  }
  function playable() { return data.schedule.rounds.filter(r => { const c = myCell(r.round); return c && c.boards.length; }).map(r => r.round); }
  function body() {
    const b = { round, board, side: f.side };
    if (f.passed) { b.contract = 'PASS'; return b; }
    if (f.level && f.strain) b.contract = f.level + f.strain + f.doubling;
    if (f.declarer) b.declarer = f.declarer;
    if (f.tricks !== null && f.tricks !== '') b.tricks = Number(f.tricks);
    if (f.leadSuit && f.leadRank) b.lead = f.leadSuit + f.leadRank;
    return b;
  }
  function complete() { return f.passed || (f.level && f.strain && f.declarer && f.tricks !== null && f.tricks !== ''); }
  let previewSeq = 0;
  async function preview() {
    const p = document.getElementById('preview');
    if (!complete() || !board) { p.textContent = ''; document.getElementById('send').disabled = true; return; }
    const mine = ++previewSeq;
    try {
      const s = await rapi('POST', '/api/sessions/' + id + '/score', null, body());
      if (mine !== previewSeq) return;
      p.textContent = t('web-results-score-preview', { ns: signed(s.ns_score), ew: signed(-s.ns_score) });
      document.getElementById('send').disabled = false;
    } catch (e) { if (mine === previewSeq) { p.textContent = e.message; document.getElementById('send').disabled = true; } }
  }
  function draw() {
    if (!data) return;
    document.getElementById('title').textContent = t('web-results-entry-title', { table }) + ' · ' + data.name;
    const rounds = playable();
    if (round === null || !rounds.includes(round)) {
      // The first round with a board still to enter or to confirm.
      round = rounds.find(r => myCell(r).boards.some(b => !b.result || !b.result.confirmed)) || rounds[0] || null;
    }
    const sel = document.getElementById('round');
    sel.replaceChildren(...rounds.map(r => el('option', { value: r, selected: r === round ? 'selected' : null }, String(r))));
    const cell = round ? myCell(round) : null;
    if (!cell) return;
    document.getElementById('pairs').textContent = cellLabel(data, cell);
    if (!cell.boards.some(b => b.board === board)) board = (cell.boards.find(b => !b.result) || cell.boards[0]).board;
    pickerButtons('boards', cell.boards.map(b => [b.board, t('web-results-board-n', { board: b.board }) + (b.result ? (b.result.confirmed ? ' ✓' : ' •') : '')]), board, v => { board = v; });
    const bi = cell.boards.find(b => b.board === board);
    document.getElementById('markings').textContent = t('web-dealer', { seat: seatName(bi.dealer) }) + ' · ' + t(VUL_KEY[bi.vulnerability] || 'web-vul-none');
    pickerButtons('level', [1, 2, 3, 4, 5, 6, 7].map(l => [l, String(l)]), f.level, v => { f.level = v; f.passed = false; if (f.tricks === null) f.tricks = v + 6; });
    pickerButtons('strain', STRAINS.map(s => [s, s === 'NT' ? 'NT' : SYMBOL[s]]), f.strain, v => { f.strain = v; f.passed = false; });
    for (const b of document.querySelectorAll('#strain button')) if (b.dataset.value === 'H' || b.dataset.value === 'D') b.classList.add('red');
    pickerButtons('doubling', [['', t('web-results-undoubled')], ['X', t('web-results-doubled')], ['XX', t('web-results-redoubled')]], f.doubling, v => { f.doubling = v; });
    const po = document.getElementById('passout');
    po.classList.toggle('on', f.passed); po.setAttribute('aria-pressed', String(f.passed));
    pickerButtons('declarer', SEATS.map(s => [s, seatName(s)]), f.declarer, v => { f.declarer = v; });
    pickerButtons('leadsuit', ['S', 'H', 'D', 'C'].map(s => [s, SYMBOL[s]]), f.leadSuit, v => { f.leadSuit = f.leadSuit === v ? null : v; });
    for (const b of document.querySelectorAll('#leadsuit button')) if (b.dataset.value === 'H' || b.dataset.value === 'D') b.classList.add('red');
    pickerButtons('leadrank', RANKS.map(r => [r, r === 'T' ? '10' : r]), f.leadRank, v => { f.leadRank = f.leadRank === v ? null : v; });
    const tr = document.getElementById('tricks');
    if (document.activeElement !== tr) tr.value = f.tricks === null ? '' : f.tricks;
    for (const e of ['level', 'strain', 'doubling', 'declarer', 'leadsuit', 'leadrank']) document.getElementById(e).classList.toggle('muted', f.passed);
    pickerButtons('side', [['NS', sideName('NS')], ['EW', sideName('EW')]], f.side, v => { f.side = v; });
    // This round's boards: the result, and the opponents' confirmation.
    document.getElementById('status').replaceChildren(...cell.boards.map(b => {
      const r = b.result;
      const line = [el('strong', {}, t('web-results-board-n', { board: b.board })), ' '];
      if (!r) line.push(el('span', { class: 'hint' }, t(b.postponed ? 'web-results-postponed' : 'web-results-no-result')));
      else {
        line.push(el('span', { class: 'res' }, resultLabel(r)), ' ', el('span', { class: 'score' }, r.ns_score === null || r.ns_score === undefined ? '' : signed(r.ns_score)), ' ');
        if (r.confirmed) line.push(el('span', { class: 'ok' }, '✓ ' + t('web-results-confirmed')));
        else {
          const by = r.side || 'NS';
          line.push(el('span', { class: 'wait' }, t('web-results-awaiting', { side: sideName(other(by)) })), ' ',
            el('button', { type: 'button', class: 'primary confirm', 'data-side': other(by), 'data-seq': r.seq, onclick: () => confirm(r.seq, other(by)) }, t('web-results-confirm-' + other(by).toLowerCase())));
        }
      }
      return el('li', { 'data-board': b.board, class: r ? (r.confirmed ? 'done' : 'pending') : '' }, ...line);
    }));
    preview();
  }
  async function send() {
    try {
      await rapi('POST', '/api/sessions/' + id + '/results', me.token, body());
      say('');
      Object.assign(f, { level: null, strain: null, doubling: '', passed: false, declarer: null, leadSuit: null, leadRank: null, tricks: null });
      await live.refresh();
    } catch (e) { say(e.message); }
  }
  async function confirm(seq, side) {
    try { await rapi('POST', '/api/sessions/' + id + '/confirm', me.token, { seq, side }); say(''); await live.refresh(); } catch (e) { say(e.message); }
  }
  document.getElementById('round').addEventListener('change', ev => { round = Number(ev.target.value); board = null; draw(); });
  document.getElementById('passout').addEventListener('click', () => { f.passed = !f.passed; draw(); });
  document.getElementById('minus').addEventListener('click', () => { f.tricks = Math.max(0, Number(f.tricks || 0) - 1); draw(); });
  document.getElementById('plus').addEventListener('click', () => { f.tricks = Math.min(13, Number(f.tricks || 0) + 1); draw(); });
  document.getElementById('tricks').addEventListener('input', ev => { f.tricks = ev.target.value; preview(); });
  document.getElementById('send').addEventListener('click', send);
  setupLang(draw);
  const live = liveSession(id, s => { data = s; document.body.dataset.seq = String(s.seq); draw(); });
  if (!me.token) say(t('web-results-error-wrong-session'));
}

// ---------------------------------------------------------------- ranking
function rankingTable(r, imps, kind) {
  // The names column only when the session has names.
  const named = r.pairs.some(p => p.name);
  const who = kind === 'individual' ? 'player' : (kind === 'teams' ? 'team' : 'pair');
  if (kind === 'teams') return teamRanking(r, named);
  const cols = ['place', who, named ? 'names' : null, imps ? 'imps' : 'mp', imps ? 'imps-per-board' : 'percent', 'boards'].filter(Boolean);
  const num = { mp: true, percent: true, boards: true, imps: true, 'imps-per-board': true };
  return el('section', { class: 'panel', 'data-line': r.line },
    el('h2', {}, t('web-results-line-' + r.line)),
    el('table', { class: 'grid ranking' },
      el('thead', {}, el('tr', {}, ...cols.map(c => el('th', { class: num[c] ? 'num' : '' }, t('web-results-col-' + c))))),
      el('tbody', {}, ...r.pairs.map(p => el('tr', { 'data-pair': p.position },
        el('td', {}, p.place + (p.tied ? '=' : '')), el('td', {}, String(p.position)), named ? el('td', { class: 'c-names' }, p.name) : null,
        imps ? el('td', { class: 'num' }, signedFix(p.imps)) : el('td', { class: 'num' }, fmt(p.matchpoints) + ' / ' + fmt(p.top)),
        imps ? el('td', { class: 'num pct' }, signedFix(p.imps_per_board)) : el('td', { class: 'num pct' }, p.percent.toFixed(2)),
        el('td', { class: 'num' }, String(p.boards)))))));
}
function signedFix(x) { return x > 0 ? '+' + x.toFixed(2) : x.toFixed(2); }
// Teams: ranked by VPs (WBF scale, from the server), with the net IMPs.
function teamRanking(r, named) {
  const cols = ['place', 'team', named ? 'names' : null, 'vps', 'imps-net'].filter(Boolean);
  return el('section', { class: 'panel', 'data-line': r.line },
    el('h2', {}, t('web-results-line-' + r.line)),
    el('table', { class: 'grid ranking' },
      el('thead', {}, el('tr', {}, ...cols.map(c => el('th', { class: c === 'vps' || c === 'imps-net' ? 'num' : '' }, t('web-results-col-' + c))))),
      el('tbody', {}, ...r.pairs.map(p => el('tr', { 'data-team': p.position },
        el('td', {}, p.place + (p.tied ? '=' : '')), el('td', {}, String(p.position)), named ? el('td', { class: 'c-names' }, p.name) : null,
        el('td', { class: 'num c-vps' }, vpsText(p.vps || 0)), el('td', { class: 'num c-imps' }, signedNum(p.imps || 0)))))));
}
// Teams: each match with both tables' results board by board, the IMPs
// (Law 86, on the boards with a result at both tables) and the VPs; then
// the byes. Every figure is the server's.
function teamMatches(d) {
  const byBoard = {};
  for (const tv of d.travellers) byBoard[tv.board] = tv.lines;
  const name = n => { const p = (d.rankings[0] || { pairs: [] }).pairs.find(x => x.position === n); return t('web-results-names-team-n', { team: n }) + (p && p.name ? ' ' + p.name : ''); };
  const sections = (d.matches || []).map(m => {
    const rd = d.schedule.rounds.find(x => x.round === m.round);
    const cell = n => rd && rd.tables.find(c => c.table === n);
    const boards = (cell(m.tables[0]) || { boards: [] }).boards.map(b => b.board);
    const line = (b, tb) => (byBoard[b] || []).find(l => l.round === m.round && l.table === tb);
    const res = l => l ? (l.contract ? contractLabel(l.contract) + (l.declarer ? ' ' + seatName(l.declarer) + ' ' + l.tricks : '') : l.result) : '';
    const score = l => l && l.ns_score !== null && l.ns_score !== undefined ? signed(l.ns_score) : '';
    return el('section', { class: 'panel match', 'data-round': m.round, 'data-home': m.teams[0], 'data-away': m.teams[1] },
      el('h3', {}, t('web-results-match-title', { round: m.round, home: name(m.teams[0]), away: name(m.teams[1]) })),
      el('p', { class: 'hint' }, t('web-results-match-compared', { compared: m.compared, boards: m.boards })),
      el('div', { class: 'scroll' }, el('table', { class: 'grid' },
        el('thead', {}, el('tr', {}, el('th', {}, t('web-results-col-board')),
          el('th', {}, t('web-results-link-table', { table: m.tables[0] })), el('th', { class: 'num' }, t('web-results-col-score')),
          el('th', {}, t('web-results-link-table', { table: m.tables[1] })), el('th', { class: 'num' }, t('web-results-col-score')),
          el('th', { class: 'num' }, t('web-results-col-imps-home')), el('th', { class: 'num' }, t('web-results-col-imps-away')))),
        el('tbody', {}, ...boards.map(b => {
          // The home team sits N-S at the first table.
          const a = line(b, m.tables[0]), c = line(b, m.tables[1]);
          const imp = a && a.ns_imps !== undefined ? a.ns_imps : null;
          return el('tr', { 'data-board': b },
            el('td', {}, String(b)), el('td', {}, res(a)), el('td', { class: 'num' }, score(a)),
            el('td', {}, res(c)), el('td', { class: 'num' }, score(c)),
            el('td', { class: 'num' }, imp === null ? '' : (imp > 0 ? fmt(imp) : '')),
            el('td', { class: 'num' }, imp === null ? '' : (imp < 0 ? fmt(-imp) : '')));
        })),
        el('tfoot', {},
          el('tr', { class: 'm-imps' }, el('th', { colspan: 5 }, t('web-results-col-imps')), el('td', { class: 'num' }, fmt(m.imps[0])), el('td', { class: 'num' }, fmt(m.imps[1]))),
          el('tr', { class: 'm-vps' }, el('th', { colspan: 5 }, t('web-results-col-vps')), el('td', { class: 'num' }, vpsText(m.vps[0])), el('td', { class: 'num' }, vpsText(m.vps[1])))))));
  });
  if ((d.byes || []).length) sections.push(el('section', { class: 'panel byes' }, el('h3', {}, t('web-results-byes')),
    el('ul', {}, ...d.byes.map(b => el('li', { 'data-round': b.round, 'data-team': b.team }, t('web-results-bye-line', { round: b.round, team: name(b.team), vps: vpsText(b.vps) }))))));
  return sections;
}
function travellerTable(tv, imps) {
  const cols = ['round', 'table', 'ns', 'ew', 'contract', 'declarer', 'tricks', 'lead', 'score', imps ? 'imps-ns' : 'mp-ns', imps ? 'imps-ew' : 'mp-ew'];
  return el('div', { class: 'traveller', 'data-board': tv.board },
    el('h3', {}, t('web-results-board-n', { board: tv.board })),
    el('div', { class: 'scroll' }, el('table', { class: 'grid' },
      el('thead', {}, el('tr', {}, ...cols.map(c => el('th', { class: ['score', 'mp-ns', 'mp-ew', 'imps-ns', 'imps-ew'].includes(c) ? 'num' : '' }, t('web-results-col-' + c))))),
      el('tbody', {}, ...tv.lines.map(l => el('tr', { class: l.confirmed === false ? 'unconfirmed' : '', title: l.confirmed === false ? t('web-results-unconfirmed') : '' },
        el('td', {}, String(l.round)), el('td', {}, String(l.table)), el('td', {}, sides(l)[0]), el('td', {}, sides(l)[1]),
        el('td', {}, l.contract ? contractLabel(l.contract) : l.result), el('td', {}, l.declarer ? seatName(l.declarer) : ''),
        el('td', {}, l.tricks === null ? '' : String(l.tricks)), el('td', {}, leadLabel(l.lead)),
        el('td', { class: 'num' }, l.ns_score === null ? '' : signed(l.ns_score)),
        el('td', { class: 'num' }, imps ? (l.ns_imps === undefined ? '' : signedFix(l.ns_imps)) : fmt(l.ns_matchpoints)),
        el('td', { class: 'num' }, imps ? (l.ew_imps === undefined ? '' : signedFix(l.ew_imps)) : fmt(l.ew_matchpoints))))))));
}
function rankingPage() {
  const id = sessionId();
  let data = null;
  function draw() {
    if (!data) return;
    document.getElementById('title').textContent = t('web-results-ranking-title') + ' · ' + data.name;
    document.getElementById('progress').textContent = data.complete ? t('web-results-final') : t('web-results-provisional', { n: data.results });
    const kind = kindOf(data);
    const imps = data.scoring === 'cross_imps' || kind === 'teams';
    document.getElementById('rankings').replaceChildren(...data.rankings.map(r => rankingTable(r, imps, kind)));
    document.getElementById('matches').replaceChildren(...(kind === 'teams' ? teamMatches(data) : []));
    document.getElementById('travellers').replaceChildren(...data.travellers.map(tv => travellerTable(tv, imps)));
  }
  setupLang(() => { draw(); });
  liveSession(id, s => { data = s; document.body.dataset.seq = String(s.seq); draw(); });
}

// ---------------------------------------------------------------- director
function resultsDirectorPage() {
  const id = sessionId();
  const me = fragmentToken('tenace-club-director-' + id);
  let token = me && me.token, data = null, audit = [], open = null;
  document.getElementById('tokenform').addEventListener('submit', ev => {
    ev.preventDefault();
    token = new FormData(ev.target).get('token').trim();
    sessionStorage.setItem('tenace-club-director-' + id, JSON.stringify({ token }));
    load();
  });
  async function load() {
    if (!token) return;
    try {
      audit = await rapi('GET', '/api/sessions/' + id + '/audit', token); document.getElementById('tokenform').hidden = true;
      names = (await rapi('GET', '/api/sessions/' + id + '/names')).names;
    } catch (e) { say(e.message); }
    draw();
  }
  function editor(round, table, b) {
    const r = b.result;
    const form = el('form', { class: 'editor', onsubmit: async ev => {
      ev.preventDefault();
      const g = new FormData(ev.target);
      const out = {};
      const adj = g.get('adjusted').trim();
      if (adj) out.adjusted = adj;
      else {
        out.contract = g.get('contract').trim().toUpperCase();
        if (out.contract !== 'PASS') { out.declarer = g.get('declarer'); out.tricks = Number(g.get('tricks')); }
        if (g.get('lead').trim()) out.lead = g.get('lead').trim();
      }
      try {
        if (r) await rapi('POST', '/api/sessions/' + id + '/corrections', token, { replaces: r.seq, reason: g.get('reason'), result: out });
        else await rapi('POST', '/api/sessions/' + id + '/results', token, Object.assign({ round, table, board: b.board }, out));
        open = null; say(''); if (document.activeElement) document.activeElement.blur(); await load();
      } catch (e) { say(e.message); }
    } },
      el('input', { name: 'contract', placeholder: '4S / 3NTX / PASS', size: 8, value: r && r.contract ? r.contract : '' }),
      el('select', { name: 'declarer' }, ...SEATS.map(s => el('option', { value: s, selected: r && r.declarer === s ? 'selected' : null }, seatName(s)))),
      el('input', { name: 'tricks', type: 'number', min: 0, max: 13, value: r && r.tricks !== null ? r.tricks : '', 'aria-label': t('web-results-tricks') }),
      el('input', { name: 'lead', placeholder: t('web-results-lead'), size: 5, value: r && r.lead ? r.lead : '' }),
      el('input', { name: 'adjusted', placeholder: t('web-results-adjusted'), size: 14, value: r && r.adjusted ? r.adjusted : '' }),
      r ? el('input', { name: 'reason', placeholder: t('web-results-reason'), required: 'required', size: 18 }) : null,
      el('button', { type: 'submit', class: 'primary' }, r ? t('web-results-correct') : t('web-results-enter')),
      r ? el('button', { type: 'button', onclick: async ev => {
        const reason = ev.target.form.querySelector('[name=reason]').value;
        try { await rapi('POST', '/api/sessions/' + id + '/corrections', token, { replaces: r.seq, reason, withdraw: true }); open = null; say(''); ev.target.blur(); await load(); } catch (e) { say(e.message); }
      } }, t('web-results-withdraw')) : null);
    return form;
  }
  // Law 8B2: the Director postpones a board, to be played later; its
  // result is then his to enter.
  function postponer(round, table, b) {
    return el('form', { class: 'editor postpone', onsubmit: async ev => {
      ev.preventDefault();
      const reason = new FormData(ev.target).get('reason').trim();
      const body = { round, table, board: b.board };
      if (reason) body.reason = reason;
      try {
        await rapi('POST', '/api/sessions/' + id + '/postpone', token, body);
        open = null; say(''); if (document.activeElement) document.activeElement.blur(); await load();
      } catch (e) { say(e.message); }
    } },
      el('input', { name: 'reason', placeholder: t('web-results-postpone-reason'), size: 24, maxlength: 200 }),
      el('button', { type: 'submit', class: 'primary' }, t('web-results-postpone-board', { board: b.board })));
  }
  // The pairs' names: every pair of the schedule, and the names given
  // (GET /api/sessions/{id}/names, read again with every change).
  let names = {};
  function drawNames() {
    const panel = document.getElementById('namespanel');
    panel.hidden = !token;
    if (!token) return;
    document.getElementById('cardslink').href = '/club/' + encodeURIComponent(id) + '/cards';
    // Pairs, players (an individual: every seat) or teams.
    const kind = kindOf(data);
    const who = n => kind === 'individual' ? t('web-results-names-player-n', { player: n }) : (kind === 'teams' ? t('web-results-names-team-n', { team: n }) : t('web-results-names-pair-n', { pair: n }));
    document.getElementById('namestitle').textContent = t(kind === 'individual' ? 'web-results-names-title-players' : (kind === 'teams' ? 'web-results-names-title-teams' : 'web-results-names-title'));
    document.getElementById('nameswho').textContent = t(kind === 'individual' ? 'web-results-names-player' : (kind === 'teams' ? 'web-results-names-team' : 'web-results-names-pair'));
    document.querySelector('#namesform [name=name2]').hidden = kind === 'individual';
    if (kind !== 'pairs') {
      document.getElementById('namessave').textContent = t('web-results-names-save-' + (kind === 'teams' ? 'team' : 'player'));
      document.querySelector('#namesform [name=name1]').placeholder = t(kind === 'teams' ? 'web-results-names-team-name' : 'web-results-names-name');
      document.querySelector('#namesform [name=name2]').placeholder = t('web-results-names-team-players');
    }
    const pairs = new Set();
    for (const rd of data.schedule.rounds) for (const c of rd.tables) for (const p of (c.seats || [c.ns, c.ew])) if (p !== null && p !== undefined) pairs.add(p);
    const sel = document.querySelector('#namesform select[name=pair]');
    if (document.activeElement !== sel) {
      const was = sel.value;
      sel.replaceChildren(...[...pairs].sort((a, b) => a - b).map(p => el('option', { value: p, selected: String(p) === was ? 'selected' : null }, who(p))));
    }
    document.getElementById('names').replaceChildren(...Object.entries(names).map(([p, n]) => el('li', { 'data-pair': p }, el('strong', {}, who(Number(p))), ' ', n.join(' – '))));
  }
  document.getElementById('namesform').addEventListener('submit', async ev => {
    ev.preventDefault();
    const g = new FormData(ev.target);
    const kind = kindOf(data);
    const names = (kind === 'individual' ? [g.get('name1')] : [g.get('name1'), g.get('name2')]).map(n => n.trim()).filter(Boolean);
    // The API names a pair, a player or a team (docs/server.md).
    const field = kind === 'individual' ? 'player' : (kind === 'teams' ? 'team' : 'pair');
    try {
      await rapi('POST', '/api/sessions/' + id + '/names', token, { [field]: Number(g.get('pair')), names });
      ev.target.querySelector('[name=name1]').value = ''; ev.target.querySelector('[name=name2]').value = '';
      say(kind === 'pairs' ? t('web-results-names-saved', { pair: Number(g.get('pair')) }) : t('web-results-names-saved-' + field, { n: Number(g.get('pair')) }));
      if (document.activeElement) document.activeElement.blur();
      await live.refresh();
    } catch (e) { say(e.message); }
  });
  function draw() {
    if (!data) return;
    drawNames();
    // Not while the Director types in an open form.
    const a = document.activeElement;
    const typing = a && a.closest && a.closest('.editor');
    if (!typing) document.getElementById('rounds').replaceChildren(...data.schedule.rounds.map(rd => el('section', { class: 'panel', 'data-round': rd.round },
      el('h2', {}, t('web-results-round') + ' ' + rd.round),
      el('table', { class: 'grid dstate' }, el('tbody', {}, ...rd.tables.filter(c => c.boards.length).map(c => el('tr', { 'data-table': c.table },
        el('th', {}, t('web-results-link-table', { table: c.table }), el('div', { class: 'hint' }, c.seats ? seatsLabel(c.seats) : c.ns + ' – ' + c.ew)),
        ...c.boards.map(b => {
          const r = b.result, k = rd.round + '/' + c.table + '/' + b.board;
          return el('td', { class: 'bstate ' + (r ? (r.confirmed ? 'done' : 'pending') : 'missing'), 'data-board': b.board },
            el('div', {}, el('strong', {}, t('web-results-board-n', { board: b.board })), ' ', r ? resultLabel(r) + (r.ns_score !== null ? ' (' + signed(r.ns_score) + ')' : '') : t(b.postponed ? 'web-results-postponed' : 'web-results-no-result')),
            el('div', { class: 'hint' }, r ? (r.confirmed ? '✓ ' + t('web-results-confirmed') : t('web-results-unconfirmed')) : ''),
            token ? el('button', { type: 'button', class: 'small', onclick: () => { open = open === k ? null : k; draw(); } }, r ? t('web-results-correct') : t('web-results-enter')) : null,
            token && !r && !b.postponed ? el('button', { type: 'button', class: 'small', 'data-action': 'postpone', onclick: () => { open = open === 'p' + k ? null : 'p' + k; draw(); } }, t('web-results-postpone')) : null,
            open === k ? editor(rd.round, c.table, b) : null,
            open === 'p' + k ? postponer(rd.round, c.table, b) : null);
        }))))))));
    if (!typing) document.getElementById('matches').replaceChildren(...(kindOf(data) === 'teams' ? teamMatches(data) : []));
    const refers = { confirmed: 'web-results-confirms', withdrawn: 'web-results-withdraws' };
    const kinds = r => t('web-results-kind-' + r.kind) + (r.refers_to ? ' · ' + t(refers[r.kind] || 'web-results-replaces', { seq: r.refers_to }) : '');
    document.getElementById('audit').replaceChildren(...audit.map(r => el('tr', { 'data-seq': r.seq, class: 'k-' + r.kind },
      el('td', {}, String(r.seq)), el('td', {}, new Date(r.at_ms).toLocaleTimeString(LANG)), el('td', {}, kinds(r)),
      el('td', {}, t('web-results-col-round') + ' ' + r.round + ' · ' + t('web-results-col-table') + ' ' + r.table + ' · ' + t('web-results-board-n', { board: r.board })),
      el('td', {}, r.kind === 'confirmed' ? sideName(r.side) : (r.kind === 'withdrawn' ? '' : (r.kind === 'postponed' ? t('web-results-postponed') : resultLabel(r)))),
      el('td', {}, r.ns_score === null ? '' : signed(r.ns_score)),
      el('td', {}, r.by === 'director' ? t('web-results-by-director') : t('web-results-by-table') + (r.side ? ' (' + sideName(r.side) + ')' : '')),
      el('td', {}, r.reason || ''))));
  }
  setupLang(draw);
  const live = liveSession(id, s => { data = s; document.body.dataset.seq = String(s.seq); load(); });
}

// ---------------------------------------------------------------- cards
// One card a table: its number, each round's pairs and boards, and a QR
// code of its results-entry link. The server keeps only the tokens'
// hashes, so the link is made here from the tokens this browser got when
// it made the session (the club page's list); the QR code is drawn as SVG
// by the server (POST /web/qr).
function cardsPage() {
  const id = sessionId();
  const mine = mySessions().find(s => s.id === id);
  let data = null;
  const qrs = {};
  async function qr(url) {
    if (qrs[url]) return qrs[url];
    const r = await fetch('/web/qr', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: url }) });
    if (!r.ok) {
      const d = await r.json().catch(() => ({}));
      throw new Error((d.localized && d.localized[LANG]) || d.message || String(r.status));
    }
    qrs[url] = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(await r.text());
    return qrs[url];
  }
  async function draw() {
    if (!data) return;
    document.getElementById('title').textContent = t('web-results-cards-title') + ' · ' + data.name;
    const tables = [...new Set(data.schedule.rounds.flatMap(rd => rd.tables.map(c => c.table)))].sort((a, b) => a - b);
    const cards = [];
    for (const n of tables) {
      const rows = data.schedule.rounds.map(rd => [rd.round, rd.tables.find(c => c.table === n)]).filter(([, c]) => c && c.boards.length);
      const token = mine && mine.tables && mine.tables[String(n)];
      const url = token ? location.origin + '/club/' + encodeURIComponent(id) + '/table#table=' + n + '&token=' + token : null;
      let qrBox = el('p', { class: 'hint' }, t('web-results-cards-no-token'));
      if (url) {
        try { qrBox = el('div', { class: 'qr' }, el('img', { src: await qr(url), alt: t('web-results-cards-qr', { table: n }) }), el('div', {}, el('div', {}, t('web-results-cards-scan')), el('div', { class: 'url' }, url))); } catch (e) { say(e.message); }
      }
      cards.push(el('section', { class: 'tcard', 'data-table': n },
        el('h2', {}, t('web-results-link-table', { table: n })),
        el('div', { class: 'session' }, data.name),
        el('table', { class: 'grid' },
          el('thead', {}, el('tr', {}, el('th', {}, t('web-results-col-round')), el('th', {}, t('web-results-col-ns')), el('th', {}, t('web-results-col-ew')), el('th', {}, t('web-results-cards-boards')))),
          el('tbody', {}, ...rows.map(([r, c]) => el('tr', { 'data-round': r },
            el('td', {}, String(r)), el('td', {}, c.ns === null ? '' : String(c.ns)), el('td', {}, c.ew === null ? '' : String(c.ew)),
            el('td', {}, c.boards.map(b => b.board).join(', ')))))),
        qrBox));
    }
    document.getElementById('cards').replaceChildren(...cards);
    document.body.dataset.ready = '1';
  }
  document.getElementById('print').addEventListener('click', () => window.print());
  setupLang(draw);
  rapi('GET', '/api/sessions/' + encodeURIComponent(id)).then(s => { data = s; draw(); }, e => say(e.message));
}

loadLang().then(() => {
  const page = document.body.dataset.page;
  if (page === 'club') clubPage();
  else if (page === 'entry') entryPage();
  else if (page === 'ranking') rankingPage();
  else if (page === 'results-director') resultsDirectorPage();
  else if (page === 'cards') cardsPage();
});
