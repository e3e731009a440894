// The Director's inputs in a real browser (docs/web.md): East asks about
// North's opening bid and South, North's partner, answers (Law 20F1); the
// Director, with the server-wide token, substitutes East (Law 4) — the old
// page is refused, the new link plays — and awards 60/40 on a second table
// (Law 12C2(a)). The server runs with TENACE_DIRECTOR_TOKEN, so creating a
// table needs that token (docs/server.md).
//
// Expected values come from the Laws: who may answer a question (the
// partner of the player who made the call), that every player hears the
// question and answer, that average plus goes to North-South and average
// minus to East-West when 60/40 is given.
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
const DEAL = 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765';
const DIRECTOR = 'panel-test-director-token';

let server, base, dir, browser;
let step = 0;

before(async () => {
  assert.ok(BIN, 'build tenace first (cargo build -p tenace) or set TENACE_BIN');
  mkdirSync(shots, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'tenace-panel-'));
  server = spawn(BIN, ['serve', '--listen', '127.0.0.1:0', '--db', join(dir, 'tenace.db')], {
    stdio: ['ignore', 'pipe', 'pipe'], env: Object.assign({}, process.env, { TENACE_DIRECTOR_TOKEN: DIRECTOR }),
  });
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
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});
after(async () => {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function shot(page, name) {
  step += 1;
  await page.screenshot({ path: join(shots, 'panel-' + String(step).padStart(2, '0') + '-' + name + '.png'), fullPage: true });
}
async function create(token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const r = await fetch(base + '/api/tables', { method: 'POST', headers, body: JSON.stringify({ deal: DEAL, board: 1, mode: 'auto' }) });
  return { status: r.status, body: await r.json() };
}
async function seqAtLeast(pages, n) {
  for (const p of pages) await p.waitForFunction(k => Number(document.body.dataset.seq) >= k, n, { timeout: 15000 });
}
async function seatPage(id, seat, token) {
  const ctx = await browser.newContext({ locale: 'en-GB' });
  const page = await ctx.newPage();
  await page.goto(`${base}/table/${id}#role=${seat}&token=${token}`);
  await page.waitForFunction(() => document.body.dataset.seq !== undefined);
  return page;
}

test('a question about a call, a substitution and 60/40 on a second table', async () => {
  // Creating a table needs the server-wide Director token.
  assert.equal((await create(null)).status, 401);
  const { status, body: made } = await create(DIRECTOR);
  assert.equal(status, 200);
  const N = await seatPage(made.id, 'N', made.tokens.N);
  const E = await seatPage(made.id, 'E', made.tokens.E);
  const S = await seatPage(made.id, 'S', made.tokens.S);
  const all = [N, E, S];

  // North opens 1♠. At his turn East asks about it (Law 20F1).
  await N.click('#box button[data-call="1S"]');
  await seqAtLeast(all, 1);
  // East may not ask about... his own side's calls: no ? on them; North's
  // call carries one on East's page, none on South's (North's partner).
  assert.equal(await S.locator('#auction .ask').count(), 0);
  await E.click('#auction .ask[data-record="0"]');
  await seqAtLeast(all, 2);
  // Only South (the caller's partner) gets the box to answer.
  await S.waitForSelector('form.answerform');
  assert.equal(await N.locator('form.answerform').count(), 0);
  assert.equal(await E.locator('form.answerform').count(), 0);
  await S.fill('form.answerform input[name=text]', 'natural, five or more spades');
  await S.click('form.answerform button[type=submit]');
  await seqAtLeast(all, 3);
  // Everyone at the table hears the question and the answer.
  for (const p of all) {
    await p.waitForFunction(() => /five or more spades/.test(document.getElementById('questions').textContent));
    assert.match(await p.textContent('#questions'), /East asked about North/);
  }
  await shot(E, 'east-question-answered');

  // The Director substitutes East on the panel.
  const dctx = await browser.newContext({ locale: 'en-GB' });
  const director = await dctx.newPage();
  await director.goto(`${base}/director#token=${DIRECTOR}`);
  const section = director.locator(`section[data-table="${made.id}"]`);
  await section.waitFor();
  await section.locator('form.substitute select[name=seat]').selectOption('E');
  await section.locator('form.substitute button[type=submit]').click();
  await director.waitForSelector('#newlink');
  const link = await director.getAttribute('#newlink', 'href');
  assert.match(link, new RegExp(`/table/${made.id}#role=E&token=[0-9a-f]{32}$`));
  await shot(director, 'director-substitution');
  // The old East page is refused; the substitute's link plays.
  await E.click('#box button[data-call="P"]');
  await E.waitForFunction(() => /valid token/.test(document.getElementById('msg').textContent));
  const ctx2 = await browser.newContext({ locale: 'en-GB' });
  const E2 = await ctx2.newPage();
  await E2.goto(link);
  await E2.waitForFunction(() => document.body.dataset.seq !== undefined);
  assert.equal(await E2.locator('.compass .seat-E [data-card]').count(), 13);
  await E2.click('#box button[data-call="P"]');
  await seqAtLeast([N, S, E2], 5);
  await shot(E2, 'substitute-east-passed');
  // The log has the Director's substitution.
  const log = await (await fetch(`${base}/api/tables/${made.id}/log`, { headers: { Authorization: 'Bearer ' + DIRECTOR } })).json();
  const sub = log.events.find(e => e.event.type === 'substitute');
  assert.equal(sub.event.seat, 'E');
  assert.equal(sub.actor, 'director');

  // A second table, not finished in time: 60/40 from the panel.
  const second = (await create(DIRECTOR)).body;
  const spectator = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await spectator.goto(`${base}/table/${second.id}`);
  await spectator.waitForFunction(() => document.body.dataset.seq !== undefined);
  const s2 = director.locator(`section[data-table="${second.id}"]`);
  await s2.waitFor();
  await s2.locator('button.score[data-score="60-40"]').click();
  await spectator.waitForFunction(() => /average plus/.test(document.getElementById('result').textContent), null, { timeout: 15000 });
  const result = await spectator.textContent('#result');
  assert.match(result, /North-South average plus, East-West average minus/);
  await director.waitForFunction(id => /average plus/.test(document.querySelector(`section[data-table="${id}"]`).textContent), second.id);
  await shot(director, 'director-sixty-forty');
  await shot(spectator, 'spectator-sixty-forty');
});
