// A club session played face to face, in a real browser (docs/web.md,
// "Running a club night"): the club page makes a 3-table Mitchell, table
// 1's device (a phone) enters board 1, E-W confirm on the same device, and
// the ranking page open in another context updates without a reload; a
// second table's result ranks the pairs; the Director corrects a result on
// his page and the audit trail shows both rows; then a device and the
// ranking in Traditional Chinese.
//
// Expected values are worked by hand: board 1 is not vulnerable (Law 2),
// 4S made with ten tricks scores 120 + 300 = 420, with eleven 450 (Law 77);
// with two results on the board the better N-S gets the whole top (2 of 2
// on the 2/1/0 scale, Law 78A), so 100% for that pair.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const shots = join(here, '..', 'screenshots');
const BIN = process.env.TENACE_BIN || [join(root, 'target', 'release', 'tenace'), join(root, 'target', 'debug', 'tenace')].find(existsSync);
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const PHONE = { width: 390, height: 844 };

let server, base, dir, browser;
let step = 0;
let session = null; // { id, director, tables: { '1': token, ... } } from the club page's links

async function startServer() {
  dir = mkdtempSync(join(tmpdir(), 'tenace-results-'));
  server = spawn(BIN, ['serve', '--listen', '127.0.0.1:0', '--db', join(dir, 'tenace.db')], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr.on('data', () => {});
  base = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server did not start: ' + out)), 30000);
    server.stdout.on('data', d => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[0]); }
    });
    server.on('exit', code => reject(new Error('the server exited with ' + code + ': ' + out)));
  });
}
async function shot(page, name) {
  step += 1;
  await page.screenshot({ path: join(shots, 'results-' + String(step).padStart(2, '0') + '-' + name + '.png'), fullPage: true });
}
async function state() {
  const r = await fetch(base + '/api/sessions/' + session.id);
  return r.json();
}
function cellOf(st, round, table) {
  return st.schedule.rounds.find(r => r.round === round).tables.find(t => t.table === table);
}

before(async () => {
  assert.ok(BIN, 'build tenace first (cargo build -p tenace) or set TENACE_BIN');
  mkdirSync(shots, { recursive: true });
  await startServer();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});
after(async () => {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the club page makes a session and gives the links, tokens after #', async () => {
  const ctx = await browser.newContext({ locale: 'en-GB' });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  await page.click('a[href="/club"]');
  await page.waitForSelector('#newsession button[type=submit]:has-text("Create")');
  await page.fill('#newsession [name=name]', 'Tuesday pairs');
  await page.selectOption('#newsession [name=kind]', 'mitchell');
  await page.fill('#newsession [name=tables]', '3');
  await page.fill('#newsession [name=boards]', '1');
  await page.click('#newsession button[type=submit]');
  await page.waitForSelector('#sessions a[data-role=table][data-table="3"]');
  const hrefs = await page.$$eval('#sessions li:first-child a:not([data-role=cards])', as => as.map(a => a.getAttribute('href')));
  assert.equal(hrefs.length, 5, 'the ranking, the Director and three tables');
  assert.match(await page.getAttribute('#sessions li:first-child a[data-role=cards]', 'href'), /^\/club\/[0-9a-f]+\/cards$/);
  assert.match(hrefs[0], /^\/club\/[0-9a-f]+\/ranking$/);
  assert.match(hrefs[1], /^\/club\/[0-9a-f]+\/director#token=[0-9a-f]{32}$/);
  for (const h of hrefs.slice(2)) assert.match(h, /^\/club\/[0-9a-f]+\/table#table=\d&token=[0-9a-f]{32}$/);
  const id = hrefs[0].split('/')[2];
  session = { id, director: hrefs[1].split('token=')[1], tables: {} };
  for (const h of hrefs.slice(2)) {
    const f = new URLSearchParams(h.split('#')[1]);
    session.tables[f.get('table')] = f.get('token');
  }
  await shot(page, 'club');
  await ctx.close();
});

test('a table device enters a result, E-W confirm, and the ranking updates without a reload', async () => {
  // A 3-table Mitchell (events.md §3.2): table 1 plays board 1 in round 1.
  const st = await state();
  assert.deepEqual(cellOf(st, 1, 1).boards.map(b => b.board), [1]);

  const rctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 800 } });
  const ranking = await rctx.newPage();
  await ranking.goto(base + '/club/' + session.id + '/ranking');
  await ranking.waitForSelector('#live.on');
  await ranking.evaluate(() => { window.notReloaded = true; });

  const dctx = await browser.newContext({ locale: 'en-GB', viewport: PHONE, isMobile: true, hasTouch: true });
  const device = await dctx.newPage();
  await device.goto(base + '/club/' + session.id + '/table#table=1&token=' + session.tables['1']);
  await device.waitForSelector('#boards button.on[data-value="1"]');
  assert.equal(new URL(device.url()).hash, '', 'the token leaves the address bar');
  assert.match(await device.textContent('#pairs'), /N-S pair 1 against E-W pair 4/);
  await device.click('#level button[data-value="4"]');
  await device.click('#strain button[data-value="S"]');
  await device.click('#declarer button[data-value="N"]');
  await device.click('#leadsuit button[data-value="H"]');
  await device.click('#leadrank button[data-value="K"]');
  assert.equal(await device.inputValue('#tricks'), '10', 'the tricks start at the contract');
  // The score before sending, from the server (tenace-score): 420.
  await device.waitForSelector('#preview:has-text("N-S +420")');
  await shot(device, 'device-before-sending');
  await device.click('#send');
  await device.waitForSelector('.confirm[data-side="EW"]:has-text("E-W confirm")');
  assert.match(await device.textContent('#status li[data-board="1"]'), /Waiting for E-W to confirm/);
  await shot(device, 'device-awaiting-confirmation');

  // The ranking page shows the result as it arrives, not yet confirmed.
  await ranking.waitForSelector('.traveller[data-board="1"] tr.unconfirmed');
  assert.match(await ranking.textContent('.traveller[data-board="1"] tbody'), /\+420/);
  assert.match(await ranking.textContent('.traveller[data-board="1"] tbody'), /♥K/);

  await device.click('.confirm[data-side="EW"]');
  await device.waitForSelector('#status li[data-board="1"].done');
  assert.match(await device.textContent('#status li[data-board="1"]'), /Confirmed/);
  await shot(device, 'device-confirmed');
  await ranking.waitForFunction(() => document.querySelector('.traveller[data-board="1"] tbody tr') && !document.querySelector('.traveller[data-board="1"] tr.unconfirmed'));

  // Table 2 (through its own token, as its device would): 4S by N, eleven tricks.
  const round2 = st.schedule.rounds.find(r => cellOf(st, r.round, 2).boards.some(b => b.board === 1)).round;
  const r = await fetch(base + '/api/sessions/' + session.id + '/results', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + session.tables['2'] },
    body: JSON.stringify({ round: round2, board: 1, contract: '4S', declarer: 'N', tricks: 11 }),
  });
  assert.equal(r.status, 200);
  const ns2 = cellOf(st, round2, 2).ns;
  await ranking.waitForSelector('.traveller[data-board="1"] tbody tr:nth-child(2)');
  await ranking.waitForSelector(`.ranking tbody tr:first-child[data-pair="${ns2}"]`);
  assert.match(await ranking.textContent(`.ranking tr[data-pair="${ns2}"] .pct`), /^100\.00$/);
  assert.equal(await ranking.evaluate(() => window.notReloaded), true, 'the page was not reloaded');
  await shot(ranking, 'ranking-live');
  await rctx.close();
  await dctx.close();
});

test("the Director corrects a result and the audit trail keeps both rows", async () => {
  const ctx = await browser.newContext({ locale: 'en-GB', viewport: { width: 1100, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/club/' + session.id + '/director#token=' + session.director);
  await page.waitForSelector('#audit tr[data-seq]');
  assert.equal(new URL(page.url()).hash, '');
  const cell = 'section[data-round="1"] tr[data-table="1"] td[data-board="1"]';
  await page.click(cell + ' button');
  await page.fill(cell + ' [name=tricks]', '9');
  await page.fill(cell + ' [name=reason]', 'declarer conceded a trick he had won');
  await page.click(cell + ' button[type=submit]');
  await page.waitForSelector('#audit tr.k-corrected');
  const corrected = await page.textContent('#audit tr.k-corrected');
  assert.match(corrected, /corrected · replaces row 1/);
  assert.match(corrected, /-50/, '4S down one not vulnerable: 50 to E-W (Law 77)');
  assert.match(await page.textContent('#audit'), /entered/);
  assert.match(await page.textContent(cell), /♠/);
  await shot(page, 'director');
  await ctx.close();
});

test('the device and the ranking in Traditional Chinese', async () => {
  const st = await state();
  const rctx = await browser.newContext({ locale: 'zh-TW', viewport: { width: 1100, height: 800 } });
  const ranking = await rctx.newPage();
  await ranking.goto(base + '/club/' + session.id + '/ranking');
  await ranking.waitForSelector('#live.on');
  assert.match(await ranking.textContent('header'), /排名/);
  await ranking.evaluate(() => { window.notReloaded = true; });

  const dctx = await browser.newContext({ locale: 'zh-TW', viewport: PHONE, isMobile: true, hasTouch: true });
  const device = await dctx.newPage();
  await device.goto(base + '/club/' + session.id + '/table#table=3&token=' + session.tables['3']);
  const board = cellOf(st, 1, 3).boards[0].board;
  await device.waitForSelector(`#boards button.on[data-value="${board}"]`);
  assert.match(await device.textContent('#form'), /莊家/);
  assert.match(await device.textContent('#form'), /首攻/);
  await device.click('#passout');
  await device.waitForSelector('#preview:has-text("南北 0")');
  await device.click('#send');
  await device.waitForSelector('.confirm[data-side="EW"]:has-text("東西確認")');
  await shot(device, 'device-zh-TW');
  await device.click('.confirm[data-side="EW"]');
  await device.waitForSelector(`#status li[data-board="${board}"].done`);
  assert.match(await device.textContent(`#status li[data-board="${board}"]`), /已確認/);
  await ranking.waitForSelector(`.traveller[data-board="${board}"]`);
  assert.match(await ranking.textContent(`.traveller[data-board="${board}"]`), /四家派司/);
  assert.match(await ranking.textContent('main'), /各副成績單/);
  assert.match(await ranking.textContent('main'), /序分/);
  assert.equal(await ranking.evaluate(() => window.notReloaded), true);
  await shot(ranking, 'ranking-zh-TW');
  await rctx.close();
  await dctx.close();
});
