// Tenace web pages: the landing page, the table and the Director's panel.
// Hand-written, no build step. Every frame shown is the role's view sent by
// the server (docs/web.md); this script never works out a hidden card.
'use strict';

const SEATS = ['N', 'E', 'S', 'W'];
// Grid areas by place clockwise from the bottom: me, my left, across, my right.
const AREA = ['s', 'w', 'n', 'e'];
const SUITS = ['S', 'H', 'D', 'C'];
const SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣', N: 'NT' };
let LANG = localStorage.getItem('tenace-lang') ||
  ((navigator.language || '').toLowerCase().startsWith('zh') ? 'zh-TW' : 'en');
let MSG = {};

// Catalogue keys are lower-case words joined by hyphens: 'web-seat-' + 'N'
// and 'web-phase-' + 'passed_out' are looked up as web-seat-n, web-phase-passed-out.
function norm(key) { return key.toLowerCase().replace(/_/g, '-'); }
function has(key) { return Object.prototype.hasOwnProperty.call(MSG, norm(key)); }
function t(key, args) {
  let s = MSG[norm(key)] || key;
  for (const [k, v] of Object.entries(args || {})) s = s.split('{$' + k + '}').join(v);
  return s;
}
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
}
function say(text) { const m = document.getElementById('msg'); if (m) m.textContent = text || ''; }
function seatName(s) { return t('web-seat-' + s); }

async function loadLang() {
  const r = await fetch('/web/i18n/' + LANG);
  MSG = await r.json();
  document.documentElement.lang = LANG;
  for (const e of document.querySelectorAll('[data-i18n]')) e.textContent = t(e.dataset.i18n);
  for (const e of document.querySelectorAll('[data-i18n-placeholder]')) e.placeholder = t(e.dataset.i18nPlaceholder);
  const b = document.getElementById('lang');
  if (b) b.textContent = t('web-lang-other');
}
function setupLang(rerender) {
  const b = document.getElementById('lang');
  b.addEventListener('click', async () => {
    LANG = LANG === 'zh-TW' ? 'en' : 'zh-TW';
    localStorage.setItem('tenace-lang', LANG);
    await loadLang();
    rerender();
  });
}

async function api(method, path, token, body) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) {
    const key = 'web-error-' + (data.error || 'unknown');
    // The code in the page's language; the engine's reason after it, in
    // the page's language too (the server words it through the catalogue).
    const reason = data.error === 'refused' ? ((data.localized && data.localized[LANG]) || data.message) : '';
    const text = has(key) ? t(key) + (reason ? ' ' + reason : '') : (data.message || r.status);
    const err = new Error(text);
    err.code = data.error;
    throw err;
  }
  return data;
}

// Cards: "SA" is the spade ace; "T" the ten.
function cardLabel(c) { return SYMBOL[c[0]] + (c[1] === 'T' ? '10' : c[1]); }
function cardEl(c, onclick) {
  const red = c[0] === 'H' || c[0] === 'D';
  const attrs = { class: 'card' + (red ? ' red' : ''), 'data-card': c, title: c };
  if (onclick) return el('button', Object.assign(attrs, { type: 'button', onclick }), cardLabel(c));
  return el('span', attrs, cardLabel(c));
}
function handCards(pbn) {
  // A PBN hand: spades.hearts.diamonds.clubs
  const parts = (pbn || '...').split('.');
  return SUITS.map((s, i) => (parts[i] || '').split('').map(r => s + r));
}
function callLabel(c) {
  if (c === 'Pass' || c === 'P') return t('web-call-pass');
  if (c === 'X') return t('web-call-double');
  if (c === 'XX') return t('web-call-redouble');
  const m = /^(\d+)(C|D|H|S|NT|N)$/.exec(c);
  return m ? m[1] + (m[2] === 'NT' || m[2] === 'N' ? 'NT' : SYMBOL[m[2]]) : c;
}

// ---------------------------------------------------------------- landing
function myTables() { try { return JSON.parse(localStorage.getItem('tenace-tables') || '[]'); } catch (_) { return []; } }
function indexPage() {
  const render = () => {
    const ul = document.getElementById('tables');
    ul.replaceChildren();
    for (const tb of myTables()) {
      const links = SEATS.map(s => el('a', { href: '/table/' + tb.id + '#role=' + s + '&token=' + tb.tokens[s], target: '_blank', 'data-role': s }, seatName(s)));
      links.push(el('a', { href: '/director#token=' + tb.tokens.director, target: '_blank', 'data-role': 'director' }, t('web-role-director')));
      links.push(el('a', { href: '/table/' + tb.id, target: '_blank', 'data-role': 'spectator' }, t('web-role-spectator')));
      ul.append(el('li', { 'data-table': tb.id }, el('code', {}, tb.id), ' ', ...links.flatMap(a => [a, ' '])));
    }
  };
  setupLang(render);
  document.getElementById('create').addEventListener('submit', async ev => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    const body = { mode: f.get('mode') };
    if (f.get('board')) body.board = Number(f.get('board'));
    if (f.get('seed')) body.seed = Number(f.get('seed'));
    if (f.get('deal')) body.deal = f.get('deal');
    try {
      const made = await api('POST', '/api/tables', (f.get('director') || '').trim() || null, body);
      const list = myTables(); list.unshift(made);
      localStorage.setItem('tenace-tables', JSON.stringify(list.slice(0, 20)));
      say(t('web-index-created', { id: made.id }));
      render();
    } catch (e) { say(e.message); }
  });
  render();
}

// ---------------------------------------------------------------- table
function tablePage() {
  const id = decodeURIComponent(location.pathname.split('/').pop());
  const key = 'tenace-seat-' + id;
  // The token arrives in the fragment (never sent to the server) and is
  // kept in this tab's sessionStorage; the fragment is then removed.
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get('token')) {
    sessionStorage.setItem(key, JSON.stringify({ role: frag.get('role') || '', token: frag.get('token') }));
    history.replaceState(null, '', location.pathname);
  }
  const me = JSON.parse(sessionStorage.getItem(key) || '{"role":"spectator","token":null}');
  const mySeat = SEATS.includes(me.role) ? me.role : null;
  // One's own seat at the bottom, left-hand opponent on the left, partner
  // at the top (a spectator sees South at the bottom).
  const bottom = mySeat || 'S';
  const place = seat => (SEATS.indexOf(seat) - SEATS.indexOf(bottom) + 4) % 4;
  let view = null, text = null, seq = -1, showLast = false, online = false, textSeq = -1;
  // A claim by picking cards (docs/web.md): the cards in the order they
  // will be played, then perhaps "all the rest"; the statement is built in
  // the claim language of docs/claims.md.
  let picking = false, picks = [], pickRest = false;
  const remaining = () => view ? 13 - (view.tricks || []).filter(tr => tr.winner !== undefined).length : 13;
  function pickStatement() {
    const parts = [];
    if (picks.length) parts.push('play ' + picks.join(' '));
    if (pickRest) parts.push(picks.length ? 'the rest are good' : 'all mine');
    return parts.join(', then ');
  }
  function syncPick() {
    const f = document.getElementById('claimform');
    f.elements.statement.value = pickStatement();
    // Each card picked is a trick led and won; "all the rest" claims every
    // remaining trick.
    f.elements.tricks.value = String(pickRest ? remaining() : Math.min(picks.length, remaining()));
    document.getElementById('pickinfo').textContent = picking ? t('web-panel-pick-hint') : '';
    document.getElementById('pick').classList.toggle('on', picking);
    render();
  }
  function pick(c) { if (!picks.includes(c)) picks.push(c); syncPick(); }

  const act = async body => {
    say('');
    try { await api('POST', '/api/tables/' + id + '/actions', me.token, body); } catch (e) { say(e.message); }
  };
  const line = l => act({ script: l });

  function render() {
    document.getElementById('whoami').textContent = mySeat ? t('web-you-are', { seat: seatName(mySeat) }) : t('web-role-' + (me.role || 'spectator'));
    document.getElementById('conn').textContent = t(online ? 'web-connected' : 'web-disconnected');
    if (!view) return;
    const v = view;
    const info = document.getElementById('info');
    const dummy = v.contract ? dummyOf(v.contract) : null;
    const declarer = v.contract ? declarerOf(v.contract) : null;
    info.replaceChildren(
      el('span', {}, t('web-board', { n: v.board.number })),
      el('span', {}, t('web-dealer', { seat: seatName(v.board.dealer) })),
      el('span', {}, t('web-vul-' + v.board.vulnerability)),
      el('span', { id: 'contract' }, text && text.contract ? t('web-contract', { contract: text.contract }) : ''),
      el('span', { id: 'tricks' }, t('web-tricks-won', { ns: v.tricks_won[0], ew: v.tricks_won[1] })),
      el('span', { id: 'phase' }, t('web-phase-' + v.phase)),
      el('span', { id: 'toact' }, v.to_act ? t('web-to-act', { seat: seatName(v.to_act) }) : ''));
    const penalty = new Set((v.penalty_cards || []).map(p => p.card));
    if (penalty.size) info.append(el('span', { id: 'penalties' }, t('web-penalty-cards'), ' ', [...penalty].map(c => cardEl(c))));
    for (const h of v.hands) {
      const box = document.querySelector('.compass .seat-' + h.seat);
      box.style.gridArea = AREA[place(h.seat)];
      const title = el('div', { class: 'name' }, seatName(h.seat),
        h.seat === mySeat ? ' · ' + t('web-you') : '', h.seat === dummy ? ' · ' + t('web-dummy') : '',
        h.seat === declarer ? ' · ' + t('web-declarer') : '');
      const rows = [];
      if (h.cards !== undefined) {
        // I may click my own cards, and dummy's when I am declarer.
        const mine = mySeat && (h.seat === mySeat || (h.seat === dummy && mySeat === declarer));
        handCards(h.cards).forEach((cards, i) => rows.push(el('div', { class: 'suitrow' },
          el('span', { class: 'suit' + (i === 1 || i === 2 ? ' red' : '') }, SYMBOL[SUITS[i]]),
          cards.map(c => {
            const e = cardEl(c, mine && v.phase !== 'auction' ? () => (picking ? pick(c) : line(h.seat + ' ' + c)) : null);
            if (picks.includes(c)) e.classList.add('picked');
            if (penalty.has(c)) { e.classList.add('penalty'); e.title = t('web-penalty-card'); }
            return e;
          }))));
      } else {
        rows.push(el('div', { class: 'suitrow' }, Array.from({ length: h.held }, () => el('span', { class: 'back' }))));
      }
      box.classList.toggle('toact', v.to_act === h.seat);
      box.replaceChildren(title, ...rows);
    }
    const tricks = v.tricks || [];
    const cur = tricks.length && tricks[tricks.length - 1].winner === undefined ? tricks[tricks.length - 1] : null;
    const done = tricks.filter(tr => tr.winner !== undefined);
    const last = done.length ? done[done.length - 1] : null;
    const drawTrick = (tr, node) => node.replaceChildren(...(tr ? tr.cards.map(p => el('div', { class: 'p-' + p.seat, style: 'grid-area: ' + AREA[place(p.seat)] }, cardEl(p.card))) : []));
    drawTrick(cur, document.getElementById('trick'));
    const lt = document.getElementById('lasttrick');
    // Law 66A: a player may see the last trick again only while his side
    // has not led or played to the next one (66C: not afterwards).
    const mayLook = !!last && (!mySeat || !cur || !cur.cards.some(p => side(p.seat) === side(mySeat)));
    drawTrick(last, lt); lt.hidden = !showLast || !mayLook;
    document.getElementById('last').hidden = !mayLook;
    // The auction grid, West first.
    const tbl = document.getElementById('auction');
    const order = ['W', 'N', 'E', 'S'];
    const rowsA = [el('tr', {}, order.map(s => el('th', {}, seatName(s))))];
    let row = null, col = 4;
    for (const c of v.auction) {
      const want = order.indexOf(c.seat);
      if (!row || want < col || want === col) { row = el('tr'); rowsA.push(row); for (let i = 0; i < want; i++) row.append(el('td')); col = want; }
      else while (col + 1 < want) { row.append(el('td')); col++; }
      const cls = (c.irregularity !== null && c.irregularity !== undefined ? 'irregular' : '') + (c.cancelled ? ' cancelled' : '');
      const ri = v.auction.indexOf(c);
      // Laws 20F1-20F3: a player asks about an opponent's call.
      const ask = mySeat && side(c.seat) !== side(mySeat) && !['complete', 'passed_out'].includes(v.phase)
        ? el('button', { type: 'button', class: 'small ask', 'data-record': ri, title: t('web-panel-ask-title'), onclick: () => line(mySeat + ' question ' + (ri + 1)) }, t('web-panel-ask'))
        : null;
      row.append(el('td', { class: cls, title: c.alerted ? t('web-alerted') : '' }, callLabel(c.call) + (c.alerted ? '!' : ''), ask ? ' ' : null, ask));
      col = want;
    }
    document.getElementById('askall').hidden = !mySeat || ['complete', 'passed_out'].includes(v.phase);
    // The questions and their answers, heard by everyone at the table.
    document.getElementById('questions').replaceChildren(...(v.questions || []).map((q, qi) => {
      const c = q.record !== undefined && q.record !== null ? v.auction[q.record] : null;
      const head = c ? t('web-panel-question-call', { seat: seatName(q.asker), call: callLabel(c.call), caller: seatName(c.seat), law: q.law })
        : t('web-panel-question-auction', { seat: seatName(q.asker), law: q.law });
      const answers = q.answers.map(a => el('li', { class: 'answer' }, t('web-panel-answer-by', { seat: seatName(a.by), text: a.text })));
      const partnerOfCaller = q.caller ? SEATS[(SEATS.indexOf(q.caller) + 2) % 4] : null;
      const mayAnswer = mySeat && (q.caller ? (mySeat === partnerOfCaller || (mySeat === q.caller && v.phase !== 'auction')) : side(mySeat) !== side(q.asker));
      const form = mayAnswer ? el('form', { class: 'answerform', 'data-question': qi, onsubmit: ev => {
        ev.preventDefault();
        const x = (new FormData(ev.target).get('text') || '').replace(/[\r\n#]/g, ' ').trim();
        if (x) line(mySeat + ' answer ' + (qi + 1) + ' ' + x);
        ev.target.reset();
      } }, el('input', { name: 'text', placeholder: t('web-panel-answer-placeholder') }), ' ', el('button', { type: 'submit', class: 'small' }, t('web-panel-answer'))) : null;
      return el('li', { class: 'question', 'data-question': qi }, head, el('ul', {}, answers), form);
    }));
    tbl.replaceChildren(...rowsA);
    // Explanations given (Law 20F1), each with the call it explains.
    document.getElementById('explanations').replaceChildren(...(v.call_explanations || []).map(x => {
      const c = v.auction[x.record];
      return el('li', {}, t('web-explanation', { call: c ? callLabel(c.call) : '?', seat: seatName(x.by), text: x.text }));
    }));
    document.getElementById('alertbox').hidden = !mySeat || !['auction', 'clarification'].includes(v.phase);
    document.getElementById('boxpanel').hidden = !mySeat || !['auction', 'clarification'].includes(v.phase);
    // The Laws' answer.
    const ir = document.getElementById('irregs');
    ir.replaceChildren(...(text ? text.irregularities.map(i => el('li', { class: i.id === text.awaiting ? 'awaiting' : '' }, i.law + ': ' + i.text + ' — ' + i.status)) : []));
    const op = document.getElementById('options');
    op.replaceChildren(...(text ? text.options.map(o => el('li', {}, o.text, ' ',
      o.action && o.chooser === mySeat ? el('button', { type: 'button', class: 'small choose', 'data-kind': o.kind, onclick: () => act(o.action) }, t('web-choose')) : null)) : []));
    if (text && text.awaiting !== null && text.awaiting !== undefined && !text.options.length) op.append(el('li', {}, t('web-waiting-director')));
    // Claims.
    const cs = document.getElementById('claimstate');
    cs.textContent = v.claim ? t('web-claim-state', { seat: seatName(v.claim.claimer), statement: v.claim.statement || '', status: t('web-claim-status-' + claimStatus(v.claim)) }) : '';
    document.getElementById('claimform').hidden = !mySeat || !['play', 'clarification'].includes(v.phase);
    document.getElementById('pickbox').hidden = document.getElementById('claimform').hidden;
    document.getElementById('claimanswer').hidden = !mySeat || !v.claim || v.phase !== 'claim' || v.claim.claimer === mySeat;
    document.getElementById('claimpanel').hidden = document.getElementById('claimform').hidden && document.getElementById('claimanswer').hidden && !v.claim;
    const res = document.getElementById('resultpanel');
    res.hidden = !(text && text.result);
    document.getElementById('result').textContent = text && text.result ? text.result : '';
  }
  async function refreshText() {
    try {
      const r = await api('GET', '/web/api/tables/' + id + '/text?lang=' + encodeURIComponent(LANG), me.token);
      // An older answer arriving late never replaces a newer one.
      if (r.seq >= seq && r.seq >= textSeq) { text = r.text; textSeq = r.seq; document.body.dataset.textSeq = r.seq; render(); }
    } catch (e) { say(e.message); }
  }
  // The bidding box: every call, whatever the auction (the Laws answer).
  const box = document.getElementById('box');
  for (let lvl = 1; lvl <= 7; lvl++) for (const s of ['C', 'D', 'H', 'S', 'NT']) {
    const call = lvl + s;
    box.append(el('button', { type: 'button', 'data-call': call, class: s === 'H' || s === 'D' ? 'red' : '', onclick: () => line(mySeat + ' ' + call) }, callLabel(call)));
  }
  const wide = el('div', { class: 'wide' });
  for (const c of ['P', 'X', 'XX']) wide.append(el('button', { type: 'button', 'data-call': c, onclick: () => line(mySeat + ' ' + c) }, callLabel(c === 'P' ? 'Pass' : c)));
  box.append(wide);
  // Alerting and explaining partner's last call (Laws 20F1, 40B).
  document.getElementById('alert').addEventListener('click', () => line(mySeat + ' alert'));
  document.getElementById('explainform').addEventListener('submit', ev => {
    ev.preventDefault();
    const x = (new FormData(ev.target).get('text') || '').replace(/[\r\n#]/g, ' ').trim();
    if (x) line(mySeat + ' explain ' + x);
    ev.target.reset();
  });
  document.getElementById('last').addEventListener('click', () => { showLast = !showLast; render(); });
  document.getElementById('claimform').addEventListener('submit', ev => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    line(mySeat + ' claim ' + Number(f.get('tricks')) + ' ' + (f.get('statement') || '').replace(/[\r\n#]/g, ' '));
    picking = false; picks = []; pickRest = false;
  });
  document.getElementById('concede').addEventListener('click', () => {
    const n = Number(new FormData(document.getElementById('claimform')).get('tricks'));
    line(mySeat + ' concede ' + n);
  });
  document.getElementById('pick').addEventListener('click', () => { picking = !picking; syncPick(); });
  document.getElementById('pickrest').addEventListener('click', () => { picking = true; pickRest = true; syncPick(); });
  document.getElementById('pickclear').addEventListener('click', () => { picks = []; pickRest = false; syncPick(); });
  document.getElementById('askall').addEventListener('click', () => line(mySeat + ' question'));
  document.getElementById('agree').addEventListener('click', () => line(mySeat + ' agree'));
  document.getElementById('dispute').addEventListener('click', () => line(mySeat + ' dispute'));
  document.getElementById('lineform').addEventListener('submit', ev => {
    ev.preventDefault();
    const l = new FormData(ev.target).get('line').trim();
    if (l) line(l);
    ev.target.reset();
  });
  setupLang(() => { refreshText(); render(); });

  function connect() {
    const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api/tables/' + encodeURIComponent(id) + '/ws');
    ws.onopen = () => { online = true; render(); ws.send(JSON.stringify({ token: me.token || null, since: seq >= 0 ? seq : null })); };
    ws.onmessage = ev => {
      const m = JSON.parse(ev.data);
      if (m.type === 'frame' && m.seq >= seq) { seq = m.seq; view = m.view; document.body.dataset.seq = seq; render(); refreshText(); }
      else if (m.type === 'error') say(has('web-error-' + m.error) ? t('web-error-' + m.error) : m.message);
    };
    ws.onclose = () => { online = false; render(); setTimeout(connect, 1000); };
  }
  render();
  connect();
}
function side(x) { return (x === 'N' || x === 'S') ? 'NS' : 'EW'; }
function claimStatus(c) { const s = c.status; return s && typeof s === 'object' ? s.status : (s || ''); }
function declarerOf(contract) { const m = / by ([NESW])$/.exec(contract) || /([NESW])$/.exec(contract); return m ? m[1] : null; }
function dummyOf(contract) { const d = declarerOf(contract); return d ? SEATS[(SEATS.indexOf(d) + 2) % 4] : null; }

// ---------------------------------------------------------------- Director
function directorPage() {
  const frag = new URLSearchParams(location.hash.slice(1));
  if (frag.get('token')) { sessionStorage.setItem('tenace-director', frag.get('token')); history.replaceState(null, '', location.pathname); }
  let token = sessionStorage.getItem('tenace-director');
  let data = null;
  const form = document.getElementById('tokenform');
  form.addEventListener('submit', ev => {
    ev.preventDefault();
    token = new FormData(form).get('token').trim();
    sessionStorage.setItem('tenace-director', token);
    poll();
  });
  const act = async (id, body) => {
    say('');
    try { await api('POST', '/api/tables/' + id + '/actions', token, body); await poll(); } catch (e) { say(e.message); }
  };
  async function showLog(id) {
    try {
      const log = await api('GET', '/api/tables/' + id + '/log', token);
      const rows = log.events.map(e => el('tr', {}, el('td', {}, String(e.seq)), el('td', {}, new Date(e.at_ms).toLocaleTimeString(LANG)),
        el('td', {}, e.actor), el('td', {}, JSON.stringify(e.event))));
      document.getElementById('log').replaceChildren(el('tr', {}, el('th', {}, '#'), el('th', {}, t('web-log-time')), el('th', {}, t('web-log-actor')), el('th', {}, t('web-log-event'))), ...rows);
      const p = document.getElementById('logpanel'); p.hidden = false; p.dataset.table = id;
    } catch (e) { say(e.message); }
  }
  function render() {
    const q = document.getElementById('queue');
    form.hidden = !!token;
    if (!data) { q.replaceChildren(); return; }
    q.replaceChildren(...data.tables.map(tb => {
      const v = tb.view, tx = tb.text;
      const opts = tx.options.map(o => el('li', {}, el('strong', {}, o.chooser === 'director' ? t('web-role-director') : seatName(o.chooser)), ': ', o.text,
        ' ',
        o.chooser === 'director' && o.action ? el('button', { type: 'button', class: 'small rule', 'data-action': JSON.stringify(o.action), onclick: () => act(tb.table, o.action) }, t('web-rule')) : null));
      const lineForm = el('form', { class: 'dline', onsubmit: ev => { ev.preventDefault(); const l = new FormData(ev.target).get('line').trim(); if (l) act(tb.table, { script: l }); } },
        el('input', { name: 'line', placeholder: 'director award 9' }), ' ', el('button', { type: 'submit' }, t('web-send')));
      return el('section', { class: 'panel qtable' + (tb.needs ? ' needs' : ''), 'data-table': tb.table },
        el('h2', {}, t('web-table', { id: tb.table }), ' · ', t('web-phase-' + v.phase), tx.contract ? ' · ' + tx.contract : ''),
        v.board.deal ? el('p', { class: 'hint' }, t('web-deal'), ' ', el('code', {}, v.board.deal)) : null,
        el('ul', {}, tx.irregularities.map(i => el('li', { class: i.id === tx.awaiting ? 'awaiting' : '' }, i.law + ': ' + i.text + ' — ' + i.status))),
        opts.length ? el('div', {}, el('h3', {}, t('web-options')), el('ul', {}, opts)) : null,
        v.claim ? el('p', {}, t('web-claim-state', { seat: seatName(v.claim.claimer), statement: v.claim.statement || '', status: t('web-claim-status-' + claimStatus(v.claim)) }), ' ',
          v.phase === 'claim' ? el('button', { type: 'button', class: 'small award', onclick: () => act(tb.table, { script: 'director award' }) }, t('web-award')) : null) : null,
        tb.review.length ? el('p', {}, t('web-review'), ' ', tb.review.join(', ')) : null,
        tb.tempo.length ? el('p', {}, t('web-tempo'), ' ', tb.tempo.map(f => seatName(f.seat) + ' ' + (f.pause_ms / 1000).toFixed(1) + 's').join(', ')) : null,
        tx.result ? el('p', { class: 'result' }, tx.result) : null,
        adjustForm(tb), reviewForm(tb), substituteForm(tb),
        lineForm, ' ', el('button', { type: 'button', class: 'small showlog', onclick: () => showLog(tb.table) }, t('web-director-log')));
    }));
  }
  // Law 12C2(a): artificial adjusted scores, each side separately;
  // Law 12C1: an assigned score (a contract, declarer and tricks, or
  // several weighted: "4S N 10 60% 4S N 9 40%").
  function adjustForm(tb) {
    const scores = [['A+', 'A-', '60-40'], ['A', 'A', '50-50'], ['A-', 'A+', '40-60'], ['A-', 'A-', '40-40']];
    return el('div', { class: 'adjust' }, el('h3', {}, t('web-panel-adjust')),
      scores.flatMap(([ns, ew, k]) => [el('button', { type: 'button', class: 'small score', 'data-score': k, onclick: () => act(tb.table, { script: 'director score ' + ns + ' ' + ew }) }, t('web-panel-score-' + k)), ' ']),
      el('form', { class: 'assign', onsubmit: ev => { ev.preventDefault(); const x = new FormData(ev.target).get('result').trim(); if (x) act(tb.table, { script: 'director assign board ' + x }); } },
        el('input', { name: 'result', placeholder: '4S N 10 60% 4S N 9 40%' }), ' ', el('button', { type: 'submit', class: 'small' }, t('web-panel-assign'))));
  }
  // The review list as a form: each point with its decision (no
  // adjustment, Law 12B1; an assigned score, 12C1; a procedural penalty, 90).
  function reviewForm(tb) {
    const v = tb.view, d = v.director || { review: [], info: [], decisions: [] };
    const points = [];
    (d.review || []).forEach((r, i) => points.push(['flag ' + (i + 1), { point: 'flag', index: i }, t('web-panel-point-flag', { law: tb.review[i] || r.law })]));
    (d.info || []).forEach((r, i) => points.push(['info ' + (i + 1), { point: 'info', index: i }, t('web-panel-point-info', { law: r.law })]));
    (tb.tempo || []).forEach(f => points.push(['tempo ' + f.seq, { point: 'tempo', seq: f.seq }, t('web-panel-point-tempo', { seat: seatName(f.seat), secs: (f.pause_ms / 1000).toFixed(1) })]));
    (v.questions || []).forEach((q, i) => points.push(['question ' + (i + 1), { point: 'question', index: i }, t('web-panel-point-question', { seat: seatName(q.asker), law: q.law })]));
    if (!points.length) return null;
    const same = (a, b) => a.point === b.point && a.index === b.index && a.seq === b.seq;
    const rows = points.map(([ref, pt, label]) => {
      const done = (d.decisions || []).filter(x => same(x.point, pt)).map(x => t('web-panel-decided-' + x.decision));
      const send = l => act(tb.table, { script: 'director ' + l });
      return el('li', { class: 'point', 'data-point': ref }, el('strong', {}, label), done.length ? ' — ' + done.join(', ') : '', ' ',
        el('button', { type: 'button', class: 'small noadjust', onclick: () => send('no-adjustment ' + ref) }, t('web-panel-no-adjustment')), ' ',
        el('form', { class: 'inline', onsubmit: ev => { ev.preventDefault(); const x = new FormData(ev.target).get('result').trim(); if (x) send('assign ' + ref + ' ' + x); } },
          el('input', { name: 'result', size: 10, placeholder: '4S N 9' }), ' ', el('button', { type: 'submit', class: 'small' }, t('web-panel-assign'))), ' ',
        el('form', { class: 'inline', onsubmit: ev => { ev.preventDefault(); const f = new FormData(ev.target); send('penalty ' + ref + ' ' + f.get('side') + ' ' + Number(f.get('amount')) + ' ' + f.get('unit')); } },
          el('select', { name: 'side' }, el('option', { value: 'NS' }, t('web-panel-side-ns')), el('option', { value: 'EW' }, t('web-panel-side-ew'))),
          el('input', { name: 'amount', type: 'number', min: 1, value: 10, style: 'width: 4em' }),
          el('select', { name: 'unit' }, el('option', { value: '%' }, '%'), el('option', { value: 'imps' }, 'IMP'), el('option', { value: 'vp-tenths' }, 'VP/10')),
          ' ', el('button', { type: 'submit', class: 'small' }, t('web-panel-penalty'))));
    });
    return el('div', { class: 'review' }, el('h3', {}, t('web-panel-review')), el('ul', {}, rows));
  }
  // Substituting a player: the seat's new link is shown once.
  function substituteForm(tb) {
    return el('form', { class: 'substitute', onsubmit: async ev => {
      ev.preventDefault();
      const seat = new FormData(ev.target).get('seat');
      say('');
      try {
        const r = await api('POST', '/api/tables/' + tb.table + '/substitute', token, { seat });
        const link = location.origin + '/table/' + tb.table + '#role=' + r.seat + '&token=' + r.token;
        document.getElementById('newtoken').replaceChildren(t('web-panel-new-link', { seat: seatName(r.seat) }), ' ', el('a', { href: link, target: '_blank', id: 'newlink' }, link));
        await poll();
      } catch (e) { say(e.message); }
    } }, el('h3', {}, t('web-panel-substitute')), el('select', { name: 'seat' }, SEATS.map(s => el('option', { value: s }, seatName(s)))), ' ',
      el('button', { type: 'submit', class: 'small' }, t('web-panel-substitute-button')));
  }
  async function poll() {
    if (!token) { render(); return; }
    try {
      data = await api('GET', '/web/api/director?lang=' + encodeURIComponent(LANG), token);
      document.body.dataset.polled = String(Date.now());
      render();
    } catch (e) { say(e.message); }
  }
  setupLang(() => { poll(); const p = document.getElementById('logpanel'); if (!p.hidden) showLog(p.dataset.table); });
  // The panel keeps its place while a line is typed: it redraws only when
  // no input has the focus.
  setInterval(() => { if (!(document.activeElement && ['INPUT', 'SELECT'].includes(document.activeElement.tagName))) poll(); }, 1500);
  poll();
}

loadLang().then(() => {
  const page = document.body.dataset.page;
  if (page === 'index') indexPage();
  else if (page === 'table') tablePage();
  else if (page === 'director') directorPage();
});
