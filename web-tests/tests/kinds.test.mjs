// Individual and team sessions on the club's results pages, in a real
// browser (docs/web.md, "Individual and team sessions"): an individual's
// table device and the Director's page show the four players at a table,
// the ranking is per player; a team session's ranking and Director's page
// show the match with each table's result, the IMPs and the VPs.
//
// Expected values are worked by hand:
// - the individual: board 1 is not vulnerable (Law 2); at table 1 4S by
//   North makes ten tricks, +420; at table 2 it goes one down, -50 (Law 77).
//   Two results on the board: the better side takes the whole top (Law
//   78A), so 100% for table 1's North and South and table 2's East and
//   West, 0% for the other four.
// - the teams (the hand figures of tests/kinds.rs): board 1 +420 and +50 to
//   team 2 (home, N-S at table 1), 470 = 10 IMPs; board 2 (N-S vulnerable)
//   3NT by East making, +400 to team 1 at table 1, and 3NT by North one
//   down vulnerable, -100, at table 2: team 1 +300 = 7 IMPs; board 3 2H by
//   South with eight tricks at both tables, +110 each way, no IMPs. Team 2
//   wins 10 to 7 over 3 boards: 12.01 - 7.99 VPs on the WBF scale (B =
//   15 x sqrt(3) = 25.98, 10 + 10 x (1 - 0.2360^(9/25.98)) / (1 - 0.2360^3)).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BIN, CHROMIUM, SHOTS as shots, startServer } from '../lib/server.mjs';

const PHONE = { width: 390, height: 844 };

let srv, base, browser;
let step = 0;

async function shot(page, name) {
  step += 1;
  await page.screenshot({ path: join(shots, 'kinds-' + String(step).padStart(2, '0') + '-' + name + '.png'), fullPage: true });
}
async function post(path, token, body) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const r = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const v = await r.json();
  assert.equal(r.status, 200, JSON.stringify(v));
  return v;
}
async function state(id) {
  return (await fetch(base + '/api/sessions/' + id)).json();
}

before(async () => {
  assert.ok(BIN, 'build tenace first (cargo build -p tenace) or set TENACE_BIN');
  mkdirSync(shots, { recursive: true });
  srv = await startServer('tenace-kinds-');
  base = srv.base;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});
after(async () => {
  if (browser) await browser.close();
  if (srv) srv.stop();
});

test("an individual session: the four players at a table, the ranking per player", async () => {
  const s = await post('/api/sessions', null, { name: 'Monday individual', kind: 'individual',
    movement: { kind: 'individual', tables: 2, boards_per_round: 1, rounds: 2 } });
  const st = await state(s.id);
  const cell = n => st.schedule.rounds[0].tables.find(c => c.table === n);
  const [n1, e1, s1, w1] = cell(1).seats;
  const [n2, e2, s2, w2] = cell(2).seats;

  // Table 1's device (a phone) shows its four players and enters board 1.
  const dctx = await browser.newContext({ locale: 'en-GB', viewport: PHONE, isMobile: true, hasTouch: true });
  const device = await dctx.newPage();
  await device.goto(base + '/club/' + s.id + '/table#table=1&token=' + s.tables['1']);
  await device.waitForSelector('#boards button.on[data-value="1"]');
  assert.equal(await device.textContent('#pairs'), `North ${n1}, East ${e1}, South ${s1}, West ${w1}`);
  await device.click('#level button[data-value="4"]');
  await device.click('#strain button[data-value="S"]');
  await device.click('#declarer button[data-value="N"]');
  await device.waitForSelector('#preview:has-text("N-S +420")');
  await device.click('#send');
  await device.waitForSelector('#status li[data-board="1"].pending');
  await shot(device, 'individual-device');
  await dctx.close();
  await post('/api/sessions/' + s.id + '/results', s.tables['2'], { round: 1, board: 1, contract: '4S', declarer: 'N', tricks: 9 });

  // The ranking: one line per player, with a Player column; the traveller
  // names each side's two players.
  const rctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 900 } });
  const ranking = await rctx.newPage();
  await ranking.goto(base + '/club/' + s.id + '/ranking');
  await ranking.waitForSelector('.traveller[data-board="1"] tbody tr:nth-child(2)');
  assert.match(await ranking.textContent('.ranking thead'), /Player/);
  assert.equal(await ranking.locator('.ranking tbody tr').count(), 8);
  for (const p of [n1, s1, e2, w2]) assert.equal(await ranking.textContent(`.ranking tr[data-pair="${p}"] .pct`), '100.00', 'player ' + p);
  for (const p of [e1, w1, n2, s2]) assert.equal(await ranking.textContent(`.ranking tr[data-pair="${p}"] .pct`), '0.00', 'player ' + p);
  const tv = await ranking.textContent('.traveller[data-board="1"] tbody');
  assert.ok(tv.includes(`${n1}–${s1}`) && tv.includes(`${e1}–${w1}`), tv);
  await shot(ranking, 'individual-ranking');

  // The Director's page: the four players at each table; a player is named
  // with one name, and the ranking (never reloaded) shows it.
  await ranking.evaluate(() => { window.notReloaded = true; });
  const ctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/club/' + s.id + '/director#token=' + s.director);
  await page.waitForSelector('#audit tr[data-seq]');
  assert.match(await page.textContent('section[data-round="1"] tr[data-table="2"] th'), new RegExp(`North ${n2}, East ${e2}, South ${s2}, West ${w2}`));
  assert.equal(await page.textContent('#namestitle'), "The players' names");
  assert.equal(await page.isHidden('#namesform [name=name2]'), true);
  assert.equal(await page.locator('#namesform select[name=pair] option').count(), 8);
  await page.selectOption('#namesform select[name=pair]', String(n1));
  await page.fill('#namesform [name=name1]', 'Ann Lee');
  await page.click('#namesform button[type=submit]');
  await page.waitForSelector(`#names li[data-pair="${n1}"]`);
  assert.match(await page.textContent('#msg'), new RegExp(`Player ${n1} is named`));
  assert.match(await page.textContent(`#names li[data-pair="${n1}"]`), new RegExp(`Player ${n1} Ann Lee`));
  await ranking.waitForSelector(`.ranking tr[data-pair="${n1}"] .c-names:has-text("Ann Lee")`);
  assert.equal(await ranking.evaluate(() => window.notReloaded), true);
  await shot(page, 'individual-director');
  await ctx.close();
  await rctx.close();
});

test('a team session: the match with both tables, the IMPs and the VPs', async () => {
  const s = await post('/api/sessions', null, { name: 'Club teams', kind: 'teams',
    movement: { kind: 'round-robin', tables: 2, boards_per_round: 3 } });
  const r = (board, contract, declarer, tricks) => ({ round: 1, board, contract, declarer, tricks });
  await post('/api/sessions/' + s.id + '/results', s.tables['1'], r(1, '4S', 'N', 10));
  await post('/api/sessions/' + s.id + '/results', s.tables['2'], r(1, '4S', 'N', 9));
  await post('/api/sessions/' + s.id + '/results', s.tables['1'], r(2, '3NT', 'E', 9));
  await post('/api/sessions/' + s.id + '/results', s.tables['2'], r(2, '3NT', 'N', 8));
  await post('/api/sessions/' + s.id + '/results', s.tables['1'], r(3, '2H', 'S', 8));

  // The device says which team sits N-S.
  const dctx = await browser.newContext({ locale: 'en-GB', viewport: PHONE, isMobile: true, hasTouch: true });
  const device = await dctx.newPage();
  await device.goto(base + '/club/' + s.id + '/table#table=1&token=' + s.tables['1']);
  await device.waitForSelector('#status li[data-board="3"]');
  assert.equal(await device.textContent('#pairs'), 'Team 2 N-S against team 1 E-W');
  await dctx.close();

  const rctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 900 } });
  const ranking = await rctx.newPage();
  await ranking.goto(base + '/club/' + s.id + '/ranking');
  const match = '.match[data-round="1"][data-home="2"][data-away="1"]';
  await ranking.waitForSelector(match);
  // Two boards compared so far: 10 - 7.
  assert.match(await ranking.textContent(match + ' .hint'), /2 of 3 boards/);
  assert.deepEqual(await ranking.$$eval(match + ' tr.m-imps td', tds => tds.map(td => td.textContent)), ['10', '7']);
  await ranking.evaluate(() => { window.notReloaded = true; });
  // Board 3 at table 2 arrives: nothing changes hands, 12.01 - 7.99.
  await post('/api/sessions/' + s.id + '/results', s.tables['2'], r(3, '2H', 'S', 8));
  await ranking.waitForSelector(match + ' .hint:has-text("3 of 3 boards")');
  assert.equal(await ranking.evaluate(() => window.notReloaded), true);
  assert.match(await ranking.textContent(match + ' h3'), /Round 1: Team 2 \(home\) against Team 1 \(away\)/);
  const row = async b => ranking.$$eval(`${match} tr[data-board="${b}"] td`, tds => tds.map(td => td.textContent));
  assert.deepEqual(await row(1), ['1', '4♠ North 10', '+420', '4♠ North 9', '-50', '10', '']);
  assert.deepEqual(await row(2), ['2', '3NT East 9', '-400', '3NT North 8', '-100', '', '7']);
  assert.deepEqual(await row(3), ['3', '2♥ South 8', '+110', '2♥ South 8', '+110', '', '']);
  assert.deepEqual(await ranking.$$eval(match + ' tr.m-imps td', tds => tds.map(td => td.textContent)), ['10', '7']);
  assert.deepEqual(await ranking.$$eval(match + ' tr.m-vps td', tds => tds.map(td => td.textContent)), ['12.01', '7.99']);
  assert.match(await ranking.textContent('.ranking thead'), /Team.*VPs.*IMPs \(net\)/);
  assert.equal(await ranking.textContent('.ranking tbody tr:first-child .c-vps'), '12.01');
  assert.equal(await ranking.getAttribute('.ranking tbody tr:first-child', 'data-team'), '2');
  assert.equal(await ranking.textContent('.ranking tr[data-team="2"] .c-imps'), '+3');
  assert.equal(await ranking.textContent('.ranking tr[data-team="1"] .c-vps'), '7.99');
  await shot(ranking, 'teams-ranking');

  // The Director's page has the match too, and names teams.
  const ctx = await browser.newContext({ locale: 'zh-TW', viewport: { width: 1100, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/club/' + s.id + '/director#token=' + s.director);
  await page.waitForSelector('#audit tr[data-seq]');
  await page.waitForSelector(match);
  assert.match(await page.textContent(match + ' h3'), /第 1 輪：第 2 隊（主隊）對 第 1 隊（客隊）/);
  assert.match(await page.textContent(match + ' tr.m-vps'), /勝分/);
  assert.equal(await page.textContent('#namestitle'), '各隊名稱');
  await page.selectOption('#namesform select[name=pair]', '2');
  await page.fill('#namesform [name=name1]', 'Lions');
  await page.click('#namesform button[type=submit]');
  await page.waitForSelector('#names li[data-pair="2"]');
  assert.match(await page.textContent('#msg'), /第 2 隊的名稱已登記/);
  await ranking.waitForSelector(match + ' h3:has-text("Team 2 Lions (home)")');
  await shot(page, 'teams-director-zh');
  await ctx.close();
  await rctx.close();
});

test("the event page's Director links a round to a team session; its match is pending, then counted", async () => {
  const s = await post('/api/sessions', null, { name: 'Winter match', kind: 'teams',
    movement: { kind: 'round-robin', tables: 2, boards_per_round: 3 } });
  const ev = await post('/api/events', null, { name: 'Winter teams', boards_per_match: 3,
    contestants: [{ id: 101, name: 'Lions' }, { id: 102, name: 'Tigers' }] });
  const ctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 1000 } });
  const page = await ctx.newPage();
  await page.goto(base + '/club/events/' + ev.id + '#token=' + ev.director);
  await page.waitForFunction(() => document.body.dataset.live === '1');
  await page.evaluate(() => { window.notReloaded = true; });
  await page.click('#linkpanel summary');
  assert.equal(await page.isHidden('#linkform .token'), true, 'the tab holds the token');
  // Nothing mapped: caught before sending.
  await page.fill('#linkform [name=session]', s.id);
  await page.click('#linkform button[type=submit]');
  await page.waitForSelector('#msg:has-text("Give at least")');
  // An unknown session is refused in words, nothing stored.
  await page.fill('#linkform [name=session]', 'nope');
  await page.selectOption('#linkform tr[data-team="1"] select', '101');
  await page.selectOption('#linkform tr[data-team="2"] select', '102');
  await page.click('#linkform button[type=submit]');
  await page.waitForFunction(() => { const m = document.getElementById('msg').textContent; return m && !m.startsWith('Give at least'); });
  const refused = await page.textContent('#msg');
  assert.equal(refused, 'There is no such session.');
  assert.equal((await (await fetch(base + '/api/events/' + ev.id)).json()).sessions.length, 0);
  // The session's team 2 is home (N-S at table 1): Tigers at home.
  await page.fill('#linkform [name=session]', s.id);
  await page.click('#linkform button[type=submit]');
  await page.waitForSelector('#msg:has-text("The round is linked to the session.")');
  await page.waitForSelector('#matches tr.pending[data-round="1"][data-home="102"][data-away="101"]');
  assert.match(await page.textContent('#matches tr.pending'), /102 Tigers.*101 Lions.*pending/);
  await shot(page, 'event-pending');
  // The session's results arrive: the match counts (12.01 - 7.99, above).
  const r = (board, contract, declarer, tricks) => ({ round: 1, board, contract, declarer, tricks });
  await post('/api/sessions/' + s.id + '/results', s.tables['1'], r(1, '4S', 'N', 10));
  await post('/api/sessions/' + s.id + '/results', s.tables['2'], r(1, '4S', 'N', 9));
  await post('/api/sessions/' + s.id + '/results', s.tables['1'], r(2, '3NT', 'E', 9));
  await post('/api/sessions/' + s.id + '/results', s.tables['2'], r(2, '3NT', 'N', 8));
  await post('/api/sessions/' + s.id + '/results', s.tables['1'], r(3, '2H', 'S', 8));
  await post('/api/sessions/' + s.id + '/results', s.tables['2'], r(3, '2H', 'S', 8));
  // (Board 3 changes nothing: after two boards it is 10 - 7 already, so
  // wait for the third to be compared.)
  await page.waitForSelector('#matches .from-session:has-text("3 of 3 boards compared")');
  await page.waitForSelector('#standings tr[data-team="102"] .c-vps:has-text("12.01")');
  assert.equal(await page.textContent('#standings tr[data-team="101"] .c-vps'), '7.99');
  assert.equal(await page.locator('#matches tr.pending').count(), 0);
  assert.match(await page.textContent('#matches tbody'), /10 – 7.*12\.01 – 7\.99/);
  assert.match(await page.textContent('#matches .from-session'), new RegExp(`session ${s.id}: 3 of 3 boards compared`));
  assert.equal(await page.evaluate(() => window.notReloaded), true);
  await shot(page, 'event-linked');
  await ctx.close();
});

test("a three-team round robin: the round's bye and its VPs", async () => {
  // Three teams and a bye (docs/events.md, round-robin: the bye is an empty
  // place; match 1 of round 1 is at tables 3 and 4, team 2 home, team 3
  // away). Board 1 made the same at both tables: no IMPs, 10 - 10 VPs (a
  // drawn match, WBF scale); the bye is worth 10 VPs (bye_vps, a
  // regulation, 10 unless the session says otherwise).
  const s = await post('/api/sessions', null, { name: 'Three teams', kind: 'teams',
    movement: { kind: 'round-robin', tables: 3, boards_per_round: 2 } });
  await post('/api/sessions/' + s.id + '/results', s.tables['3'], { round: 1, board: 1, contract: '4S', declarer: 'N', tricks: 10 });
  await post('/api/sessions/' + s.id + '/results', s.tables['4'], { round: 1, board: 1, contract: '4S', declarer: 'N', tricks: 10 });
  const ctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 1000 } });
  const ranking = await ctx.newPage();
  await ranking.goto(base + '/club/' + s.id + '/ranking');
  const match = '.match[data-round="1"][data-home="2"][data-away="3"]';
  await ranking.waitForSelector(match);
  assert.match(await ranking.textContent(match + ' .hint'), /1 of 2 boards/);
  assert.deepEqual(await ranking.$$eval(match + ' tr.m-vps td', tds => tds.map(td => td.textContent)), ['10.00', '10.00']);
  assert.equal(await ranking.textContent('.byes li[data-round="1"][data-team="1"]'), 'Round 1: Team 1 has a bye (10.00 VPs)');
  for (const team of ['1', '2', '3']) assert.equal(await ranking.textContent(`.ranking tr[data-team="${team}"] .c-vps`), '10.00');
  await shot(ranking, 'teams-bye');
  await ctx.close();
});

test('the club page makes an individual and a team session', async () => {
  const ctx = await browser.newContext({ locale: 'en-GB' });
  const page = await ctx.newPage();
  await page.goto(base + '/club');
  await page.waitForSelector('#newsession button[type=submit]:has-text("Create")');
  const make = async (name, kind, tables, boards) => {
    await page.fill('#newsession [name=name]', name);
    await page.selectOption('#newsession [name=kind]', kind);
    await page.fill('#newsession [name=tables]', String(tables));
    await page.fill('#newsession [name=boards]', String(boards));
    await page.click('#newsession button[type=submit]');
    await page.waitForSelector(`#sessions li:first-child:has-text("${name}")`);
    const href = await page.getAttribute('#sessions li:first-child a[data-role=ranking]', 'href');
    return state(href.split('/')[2]);
  };
  const ind = await make('Club individual', 'individual', 2, 1);
  assert.equal(ind.kind, 'individual');
  assert.equal(ind.schedule.rounds[0].tables[0].seats.length, 4);
  const teams = await make('Club match', 'round-robin', 2, 3);
  assert.equal(teams.kind, 'teams');
  // Two teams: one match on tables 1 and 2 (docs/events.md, round-robin).
  assert.deepEqual(teams.schedule.rounds[0].tables.map(c => [c.ns, c.ew]), [[2, 1], [1, 2]]);
  await ctx.close();
});
